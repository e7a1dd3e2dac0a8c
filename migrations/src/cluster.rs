//! A private PostgreSQL cluster run from the machine's PostgreSQL binaries.
//!
//! Layout of a cluster folder `ROOT` (for the app `.hire/pg`):
//! `ROOT/data` is PGDATA, `ROOT/password` the superuser's generated password, `ROOT/lock`
//! serialises processes that start the same cluster, and `ROOT/data-dir` names the PGDATA in
//! use. PostgreSQL refuses to run as root, so a root caller runs the binaries as the
//! unprivileged `postgres` (or `nobody`) user.

use anyhow::{Context, Result, anyhow, bail};
use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::Output;
use tokio::process::Command;

const SUPERUSER: &str = "postgres";

#[derive(Debug, Clone)]
pub struct Cluster {
    bin_dir: PathBuf,
    data_dir: PathBuf,
    run_as: Option<String>,
    password: String,
    port: u16,
    /// Where the server's Unix socket is, when it has one: clients connect through it rather
    /// than through TCP on the loopback, a cheaper round trip for every statement.
    socket_dir: Option<PathBuf>,
    started_here: bool,
    /// The extra settings and preloaded modules it was started with, for a start again.
    settings: Vec<(String, String)>,
    preload: Vec<String>,
}

/// How a stop treats the server's clients.
#[derive(Debug, Clone, Copy)]
pub enum Shutdown {
    /// Their transactions are rolled back and their connections closed, then a checkpoint.
    Fast,
    /// The server is killed without a checkpoint, as by a crash: the next start recovers
    /// from the write-ahead log.
    Immediate,
}

impl Cluster {
    /// Starts the cluster in `root` (creating it on first use), or joins it when another
    /// process already runs it. `settings` are extra server settings (`name`, `value`);
    /// `preload` names modules the server loads at start when its binaries come with them.
    pub async fn start(root: &Path, settings: &[(&str, &str)], preload: &[&str]) -> Result<Self> {
        fs::create_dir_all(root).with_context(|| format!("cannot create {}", root.display()))?;
        let root = root.canonicalize()?;
        let lock = lock_file(&root.join("lock")).await?;
        let bin_dir = find_binaries()?;
        let run_as = unprivileged_user().await?;
        let data_dir = data_dir_for(&root, run_as.as_deref()).await?;
        let password = read_or_create_password(&root.join("password"))?;
        // Lets scripts find the server when its data lives outside `root` (see data_dir_for).
        fs::write(root.join("data-dir"), data_dir.as_os_str().as_encoded_bytes())?;

        let mut cluster = Self {
            bin_dir,
            data_dir,
            run_as,
            password,
            port: 0,
            socket_dir: None,
            started_here: false,
            settings: settings
                .iter()
                .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
                .collect(),
            preload: Vec::new(),
        };
        if !cluster.data_dir.join("PG_VERSION").exists() {
            cluster.initdb().await?;
        }
        match cluster.running_port()? {
            Some(port) if cluster.pg_ctl_status().await? => {
                cluster.port = port;
                // A server started by an earlier version of Hire may listen on TCP alone.
                cluster.socket_dir =
                    socket_dir_for(&cluster.data_dir).filter(|dir| dir.join(format!(".s.PGSQL.{port}")).exists());
            }
            _ => {
                cluster.port = free_port()?;
                cluster.socket_dir = socket_dir_for(&cluster.data_dir);
                cluster.preload = preload
                    .iter()
                    .filter(|module| module_installed(&cluster.bin_dir, module))
                    .map(|module| (*module).to_owned())
                    .collect();
                cluster.pg_ctl_start().await?;
                cluster.started_here = true;
            }
        }
        drop(lock);
        Ok(cluster)
    }

    /// Whether this process started the server (and so should stop it).
    pub fn started_here(&self) -> bool {
        self.started_here
    }

    /// The URL of `database`, through the Unix socket when the server has one (`host=` names
    /// its folder, which both sqlx and libpq read), else through TCP.
    pub fn url(&self, database: &str) -> String {
        let tcp = format!(
            "postgres://{SUPERUSER}:{}@127.0.0.1:{}/{database}",
            self.password, self.port
        );
        match &self.socket_dir {
            Some(dir) => format!("{tcp}?host={}", dir.display()),
            None => tcp,
        }
    }

    pub async fn create_database_if_missing(&self, name: &str) -> Result<()> {
        use sqlx::Connection;
        let mut admin = sqlx::PgConnection::connect(&self.url("postgres")).await?;
        let exists: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)")
            .bind(name)
            .fetch_one(&mut admin)
            .await?;
        if !exists {
            sqlx::query(&format!("CREATE DATABASE \"{name}\""))
                .execute(&mut admin)
                .await?;
        }
        Ok(())
    }

    pub async fn stop(&self) -> Result<()> {
        self.stop_with(Shutdown::Fast).await
    }

    pub async fn stop_with(&self, shutdown: Shutdown) -> Result<()> {
        let mode = match shutdown {
            Shutdown::Fast => "fast",
            Shutdown::Immediate => "immediate",
        };
        let data = self.data_dir.to_string_lossy().into_owned();
        let output = self.run("pg_ctl", &["-D", &data, "-m", mode, "-w", "stop"]).await?;
        check(&output, "pg_ctl stop")
    }

    /// Starts a server this process stopped, on the same port and with the same settings, so
    /// that its clients' URLs still lead to it.
    pub async fn start_again(&self) -> Result<()> {
        self.pg_ctl_start().await
    }

    async fn initdb(&self) -> Result<()> {
        tracing::info!(dir = %self.data_dir.display(), "creating a private PostgreSQL cluster");
        // initdb reads the password from a file the server's user can read; it is removed at once.
        let password_file = self.data_dir.with_extension("initdb-password");
        fs::write(&password_file, &self.password)?;
        self.give_to_server_user(&password_file)?;
        let data = self.data_dir.to_string_lossy().into_owned();
        let pwfile = format!("--pwfile={}", password_file.display());
        let output = self
            .run(
                "initdb",
                &[
                    "-D",
                    &data,
                    "-U",
                    SUPERUSER,
                    "--auth=scram-sha-256",
                    &pwfile,
                    "-E",
                    "UTF8",
                    "--locale=C.UTF-8",
                ],
            )
            .await;
        let _ = fs::remove_file(&password_file);
        check(&output?, "initdb")
    }

    async fn pg_ctl_start(&self) -> Result<()> {
        let socket_dir = self
            .socket_dir
            .as_ref()
            .map_or(String::new(), |dir| dir.display().to_string());
        let mut options = format!(
            "-p {} -c listen_addresses=127.0.0.1 -c unix_socket_directories='{socket_dir}'",
            self.port
        );
        for (name, value) in &self.settings {
            options.push_str(&format!(" -c {name}={value}"));
        }
        if !self.preload.is_empty() {
            options.push_str(&format!(" -c shared_preload_libraries={}", self.preload.join(",")));
        }
        let data = self.data_dir.to_string_lossy().into_owned();
        let log = self.data_dir.join("server.log").to_string_lossy().into_owned();
        let output = self
            .run(
                "pg_ctl",
                &["-D", &data, "-l", &log, "-w", "-t", "120", "-o", &options, "start"],
            )
            .await?;
        if !output.status.success() {
            let tail = fs::read_to_string(&log).unwrap_or_default();
            let tail: Vec<&str> = tail.lines().rev().take(15).collect();
            bail!(
                "PostgreSQL did not start: {}\n{}",
                String::from_utf8_lossy(&output.stderr).trim(),
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            );
        }
        tracing::info!(port = self.port, "private PostgreSQL is running");
        Ok(())
    }

    async fn pg_ctl_status(&self) -> Result<bool> {
        let data = self.data_dir.to_string_lossy().into_owned();
        Ok(self.run("pg_ctl", &["-D", &data, "status"]).await?.status.success())
    }

    /// The port recorded by a running server (fourth line of postmaster.pid).
    fn running_port(&self) -> Result<Option<u16>> {
        match fs::read_to_string(self.data_dir.join("postmaster.pid")) {
            Ok(pid_file) => Ok(pid_file.lines().nth(3).and_then(|line| line.trim().parse().ok())),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    async fn run(&self, program: &str, args: &[&str]) -> Result<Output> {
        let program = self.bin_dir.join(program);
        let mut command = match &self.run_as {
            Some(user) => {
                let mut command = Command::new("runuser");
                command.args(["-u", user, "--"]).arg(&program);
                command
            }
            None => Command::new(&program),
        };
        command
            .args(args)
            .current_dir("/")
            .output()
            .await
            .with_context(|| format!("cannot run {}", program.display()))
    }

    fn give_to_server_user(&self, path: &Path) -> Result<()> {
        if let Some(user) = &self.run_as {
            let (uid, gid) = user_ids(user)?;
            std::os::unix::fs::chown(path, Some(uid), Some(gid))?;
        }
        Ok(())
    }
}

fn check(output: &Output, what: &str) -> Result<()> {
    if output.status.success() {
        Ok(())
    } else {
        Err(anyhow!(
            "{what} failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

/// `HIRE_PG_BIN`, then `pg_config --bindir`, then the newest `/usr/lib/postgresql/*/bin`,
/// then `pg_ctl` on the PATH.
pub fn find_binaries() -> Result<PathBuf> {
    let has_server = |dir: &Path| ["initdb", "pg_ctl", "postgres"].iter().all(|b| dir.join(b).is_file());
    if let Some(dir) = std::env::var_os("HIRE_PG_BIN").map(PathBuf::from) {
        return if has_server(&dir) {
            Ok(dir)
        } else {
            bail!(
                "HIRE_PG_BIN={} does not hold initdb, pg_ctl and postgres",
                dir.display()
            )
        };
    }
    let from_pg_config = std::process::Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| PathBuf::from(String::from_utf8_lossy(&output.stdout).trim()));
    let mut versioned: Vec<(u32, PathBuf)> = fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| Some((entry.file_name().to_str()?.parse().ok()?, entry.path().join("bin"))))
        .collect();
    versioned.sort_by_key(|(version, _)| std::cmp::Reverse(*version));
    let on_path = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .unwrap_or_default();
    from_pg_config
        .into_iter()
        .chain(versioned.into_iter().map(|(_, dir)| dir))
        .chain(on_path)
        .find(|dir| has_server(dir))
        .ok_or_else(|| {
            anyhow!(
                "No PostgreSQL server binaries (initdb, pg_ctl, postgres) were found.\n\
                 Install them (Debian/Ubuntu: `apt-get install postgresql`; macOS: `brew install postgresql`),\n\
                 or set HIRE_PG_BIN to the folder that holds them,\n\
                 or set DATABASE_URL to a PostgreSQL server you run yourself."
            )
        })
}

/// Whether the server binaries in `bin_dir` come with the loadable module `name` (a contrib
/// module such as `pg_stat_statements`), asked of their own `pg_config`, else looked for in the
/// `lib` folder beside them.
fn module_installed(bin_dir: &Path, name: &str) -> bool {
    let lib_dir = std::process::Command::new(bin_dir.join("pg_config"))
        .arg("--pkglibdir")
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| PathBuf::from(String::from_utf8_lossy(&output.stdout).trim()))
        .unwrap_or_else(|| bin_dir.with_file_name("lib"));
    lib_dir.join(format!("{name}.so")).is_file()
}

/// PostgreSQL will not run as root; pick the user to run it as when we are root.
async fn unprivileged_user() -> Result<Option<String>> {
    let euid = fs::metadata("/proc/self").map(|meta| meta.uid()).unwrap_or(u32::MAX);
    if euid != 0 {
        return Ok(None);
    }
    for user in ["postgres", "nobody"] {
        if user_ids(user).is_ok() {
            return Ok(Some(user.to_owned()));
        }
    }
    bail!("running as root, and there is neither a `postgres` nor a `nobody` user to run PostgreSQL as")
}

fn user_ids(user: &str) -> Result<(u32, u32)> {
    let id = |flag: &str| -> Result<u32> {
        let output = std::process::Command::new("id").args([flag, user]).output()?;
        if !output.status.success() {
            bail!("no user {user}");
        }
        Ok(String::from_utf8_lossy(&output.stdout).trim().parse()?)
    };
    Ok((id("-u")?, id("-g")?))
}

/// `ROOT/data`, unless the server's user cannot reach it (a checkout under a private home
/// folder, when we are root): then a folder of its own under /var/tmp, named after `root`.
async fn data_dir_for(root: &Path, run_as: Option<&str>) -> Result<PathBuf> {
    let preferred = root.join("data");
    let Some(user) = run_as else {
        fs::create_dir_all(&preferred)?;
        fs::set_permissions(&preferred, fs::Permissions::from_mode(0o700))?;
        return Ok(preferred);
    };
    let (uid, gid) = user_ids(user)?;
    let prepare = |dir: &Path| -> Result<()> {
        fs::create_dir_all(dir)?;
        std::os::unix::fs::chown(dir, Some(uid), Some(gid))?;
        fs::set_permissions(dir, fs::Permissions::from_mode(0o700))?;
        Ok(())
    };
    prepare(&preferred)?;
    let reachable = Command::new("runuser")
        .args(["-u", user, "--", "test", "-w"])
        .arg(&preferred)
        .status()
        .await?
        .success();
    if reachable {
        return Ok(preferred);
    }
    let fallback =
        PathBuf::from("/var/tmp").join(format!("hire-pg-{:016x}", fnv1a(root.as_os_str().as_encoded_bytes())));
    tracing::warn!(
        wanted = %preferred.display(),
        using = %fallback.display(),
        "the PostgreSQL user cannot reach the data folder; using another one"
    );
    prepare(&fallback)?;
    Ok(fallback)
}

/// The data folder, as the folder of the server's socket, when a socket there can be named:
/// the kernel limits a socket's path to 107 bytes, and the folder travels unquoted in the
/// server's options and in the query of a URL.
fn socket_dir_for(data_dir: &Path) -> Option<PathBuf> {
    let path = data_dir.to_str()?;
    let plain = path
        .bytes()
        .all(|byte| byte.is_ascii_alphanumeric() || b"/._-".contains(&byte));
    let socket_path_length = path.len() + "/.s.PGSQL.65535".len();
    (plain && socket_path_length <= 107).then(|| data_dir.to_owned())
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x100000001b3)
    })
}

fn read_or_create_password(path: &Path) -> Result<String> {
    if let Ok(existing) = fs::read_to_string(path) {
        return Ok(existing.trim().to_owned());
    }
    let password = uuid::Uuid::new_v4().simple().to_string();
    fs::write(path, &password)?;
    fs::set_permissions(path, fs::Permissions::from_mode(0o600))?;
    Ok(password)
}

fn free_port() -> Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// An exclusive lock between processes, released when the returned file is dropped.
pub(crate) async fn lock_file(path: &Path) -> Result<fs::File> {
    let path = path.to_owned();
    tokio::task::spawn_blocking(move || -> Result<fs::File> {
        let file = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)?;
        file.lock()?;
        Ok(file)
    })
    .await?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_data_folder_of_plain_characters_holds_the_socket() {
        let dir = Path::new("/srv/hire/.hire/pg/data");

        assert_eq!(socket_dir_for(dir).as_deref(), Some(dir));
    }

    #[test]
    fn a_data_folder_too_deep_for_a_socket_path_leaves_the_server_on_tcp_alone() {
        let deep = PathBuf::from(format!("/{}", "d".repeat(92)));
        let deepest_allowed = PathBuf::from(format!("/{}", "d".repeat(91)));

        assert_eq!(socket_dir_for(&deep), None);
        assert_eq!(socket_dir_for(&deepest_allowed), Some(deepest_allowed));
    }

    #[test]
    fn a_data_folder_with_spaces_or_quotes_leaves_the_server_on_tcp_alone() {
        assert_eq!(socket_dir_for(Path::new("/home/a user/.hire/pg/data")), None);
        assert_eq!(socket_dir_for(Path::new("/home/o'neil/.hire/pg/data")), None);
    }

    #[test]
    fn a_module_the_server_binaries_come_with_is_found_and_a_missing_one_is_not() {
        // PL/pgSQL is a loadable module every PostgreSQL server installs.
        let bin_dir = find_binaries().unwrap();

        assert!(module_installed(&bin_dir, "plpgsql"));
        assert!(!module_installed(&bin_dir, "no_such_module"));
    }
}
