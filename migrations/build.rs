// sqlx::migrate! embeds the SQL files; rebuild when one of them changes.
fn main() {
    println!("cargo:rerun-if-changed=.");
}
