//! The shape of the api and projections crates, checked: their modules depend one way, SQL
//! stays in stores, and stores own the rows they fill (docs/architecture.md).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn sources(folder: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).expect("a crate's src is readable") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            found.push(path);
        }
    }
}

fn api_sources() -> Vec<(String, String)> {
    crate_sources("api")
}

/// A workspace crate's source files, each with its path below the crate's `src`.
fn crate_sources(name: &str) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(name).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    files
        .into_iter()
        .map(|path| {
            let relative = path
                .strip_prefix(&root)
                .expect("below src")
                .to_string_lossy()
                .into_owned();
            (relative, std::fs::read_to_string(&path).expect("a source file"))
        })
        .collect()
}

/// The module a file belongs to: its top module (`jobs/applicants/notes.rs` → `jobs`, `state.rs` →
/// `state`), except below `views`, where each view is a module of its own
/// (`views/applications/read.rs` → `views::applications`).
fn module_of(file: &str) -> String {
    let mut parts = file.trim_end_matches(".rs").split('/');
    let top = parts.next().unwrap_or(file);
    match (top, parts.next()) {
        ("views", Some(view)) if view != "mod" => format!("views::{view}"),
        _ => top.to_owned(),
    }
}

/// Each module of a crate with the modules it names as `crate::…`.
fn module_graph_of(name: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, text) in crate_sources(name) {
        let from = module_of(&file);
        let uses = graph.entry(from.clone()).or_default();
        for (at, _) in text.match_indices("crate::") {
            let path: String = text[at + "crate::".len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let used = module_of(&path.replace("::", "/"));
            if !used.is_empty() && used != from {
                uses.insert(used);
            }
        }
    }
    graph
}

fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    module_graph_of("api")
}

/// Each pair of modules that reach each other.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    graph
        .iter()
        .flat_map(|(module, uses)| uses.iter().map(move |used| (module, used)))
        .filter(|(module, used)| reaches(graph, used, module))
        .map(|(module, used)| format!("{module} → {used}"))
        .collect()
}

fn reaches(graph: &BTreeMap<String, BTreeSet<String>>, from: &str, to: &str) -> bool {
    let mut seen = BTreeSet::new();
    let mut next = vec![from.to_owned()];
    while let Some(module) = next.pop() {
        for used in graph.get(&module).into_iter().flatten() {
            if used == to {
                return true;
            }
            if seen.insert(used.clone()) {
                next.push(used.clone());
            }
        }
    }
    false
}

#[test]
fn the_api_modules_depend_one_way() {
    let circles = circles(&module_graph());

    assert!(circles.is_empty(), "modules that depend on each other: {circles:?}");
}

#[test]
fn the_projections_modules_depend_one_way() {
    let graph = module_graph_of("projections");

    let circles = circles(&graph);

    assert!(circles.is_empty(), "modules that depend on each other: {circles:?}");
    assert!(
        graph["views::applications"].contains("views::interviews"),
        "each view is a module of its own"
    );
}

#[test]
fn services_and_the_caller_name_neither_the_app_state_nor_an_area() {
    let lower = [
        "http",
        "sessions",
        "links",
        "files",
        "ai",
        "oidc",
        "realtime",
        "screen_cache",
        "webhook_delivery",
        "email",
        "exports",
        "extract",
        "caller",
    ];
    let graph = module_graph();

    for module in lower {
        let above: Vec<&String> = graph
            .get(module)
            .into_iter()
            .flatten()
            .filter(|used| {
                !lower.contains(&used.as_str()) && !["config", "database", "telemetry"].contains(&used.as_str())
            })
            .collect();
        assert!(above.is_empty(), "{module} names {above:?}");
    }
}

#[test]
fn sql_runs_only_in_stores_and_the_command_line() {
    let runs_sql = |text: &str| {
        [
            "sqlx::query",
            "query_as(",
            "query_as::<",
            "query_scalar(",
            "query_scalar::<",
        ]
        .iter()
        .any(|call| text.contains(call))
    };

    let outside: Vec<String> = api_sources()
        .into_iter()
        .filter(|(file, text)| {
            let store = file.ends_with("/store.rs") || file.contains("/store/");
            !store && !file.starts_with("cli/") && runs_sql(text)
        })
        .map(|(file, _)| file)
        .collect();

    assert!(outside.is_empty(), "files outside a store that run SQL: {outside:?}");
}

#[test]
fn every_scoped_read_filters_by_the_one_tenant_filter() {
    let written_out: Vec<String> = crate_sources("api")
        .into_iter()
        .chain(
            crate_sources("projections")
                .into_iter()
                .filter(|(file, _)| file != "tenancy.rs"),
        )
        .filter(|(_, text)| text.contains("::uuid[] IS NULL OR"))
        .map(|(file, _)| file)
        .collect();

    assert!(
        written_out.is_empty(),
        "scope filters written out instead of `in_scope!`: {written_out:?}"
    );
}

fn is_store(file: &str) -> bool {
    file.ends_with("/store.rs") || file.contains("/store/")
}

#[test]
fn no_store_imports_from_its_areas_handler_files() {
    let mut imports = Vec::new();
    for (file, text) in api_sources().into_iter().filter(|(file, _)| is_store(file)) {
        let area = file.split('/').next().unwrap_or_default();
        // From `area/store.rs`, `super` is the area's handlers; from `area/store/x.rs`, the store.
        let handlers = if file.ends_with("/store.rs") {
            "super::"
        } else {
            "super::super::"
        };
        let named = format!("crate::{area}::");
        for line in text.lines().map(str::trim) {
            let names_handlers = line.contains(handlers)
                || line
                    .match_indices(&named)
                    .any(|(at, _)| !line[at + named.len()..].starts_with("store"));
            if names_handlers {
                imports.push(format!("{file}: {line}"));
            }
        }
    }

    assert!(
        imports.is_empty(),
        "stores naming their area's handler files: {imports:#?}"
    );
}

#[test]
fn sql_text_is_written_only_in_stores_and_the_command_line() {
    let statements = ["SELECT ", "INSERT INTO ", "DELETE FROM ", "UPDATE ", "ON CONFLICT"];
    let mut found = Vec::new();
    for (file, text) in api_sources() {
        if is_store(&file) || file.starts_with("cli/") {
            continue;
        }
        // The text of each string literal (a `"` to the next unescaped `"`), comments aside.
        let code: String = text
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let mut literals = code.split('"').skip(1).step_by(2);
        let count = literals
            .by_ref()
            .filter(|literal| statements.iter().any(|statement| literal.contains(statement)))
            .count();
        if count > 0 {
            found.push(format!("{file}: {count}"));
        }
    }

    assert!(found.is_empty(), "SQL strings outside a store: {found:?}");
}

/// Whether `text` names `table` as a whole word.
fn names_table(text: &str, table: &str) -> bool {
    let part_of_a_name = |c: char| c.is_ascii_alphanumeric() || c == '_';
    text.match_indices(table)
        .any(|(at, _)| !text[..at].ends_with(part_of_a_name) && !text[at + table.len()..].starts_with(part_of_a_name))
}

/// Stores that join a view's table beside their own rows, and why it is not a read of the view.
const JOINS_OF_A_VIEW: &[(&str, &str)] = &[
    // An employee's and a grant's unit and position are named as the organisation is now.
    ("accounts/store/employees.rs", "org_position_versions"),
    ("accounts/store/employees.rs", "org_unit_versions"),
    ("delegates/store.rs", "org_unit_versions"),
    // A unit grant reaches a job through the units above its position.
    ("delegates/store.rs", "org_position_versions"),
    // The bell's two counts in one statement, read after every chat message.
    ("realtime/store.rs", "notifications"),
];

#[test]
fn a_views_tables_are_read_only_by_the_view_not_by_a_store() {
    let tables: Vec<&str> = projections::views::all()
        .iter()
        .flat_map(|view| view.tables().iter().copied())
        .collect();
    let mut found = Vec::new();
    for (file, text) in api_sources().into_iter().filter(|(file, _)| is_store(file)) {
        let literals: Vec<&str> = text.split('"').skip(1).step_by(2).collect();
        for table in &tables {
            let joined = JOINS_OF_A_VIEW.contains(&(file.as_str(), *table));
            if !joined && literals.iter().any(|literal| names_table(literal, table)) {
                found.push(format!("{file}: {table}"));
            }
        }
    }

    assert!(found.is_empty(), "stores reading a view's tables: {found:?}");
}
