//! The checked-in typed op views must match what the generator makes from
//! the current op definitions.

use std::path::PathBuf;

#[test]
fn generated_views_are_fresh() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut stale = Vec::new();
    for (path, text) in mlir_dialects::views_gen::generated_files() {
        let on_disk = std::fs::read_to_string(root.join(&path)).unwrap_or_default();
        if on_disk != text {
            stale.push(path);
        }
    }
    assert!(
        stale.is_empty(),
        "stale generated views {stale:?}: run `cargo run -p mlir-dialects --bin rmlir-gen-views`"
    );
}
