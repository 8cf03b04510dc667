//! The checked-in generated Python modules must match what the generator
//! makes from the current op definitions.

use std::path::PathBuf;

#[test]
fn generated_python_modules_are_fresh() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../python-packages/rmlir-dialects/python/mlir/dialects");
    let mut stale = Vec::new();
    for (name, text) in mlir_dialects::python::generated_files() {
        let on_disk = std::fs::read_to_string(dir.join(&name)).unwrap_or_default();
        if on_disk != text {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "stale generated files {stale:?}: run `cargo run -p mlir-dialects --bin rmlir-gen-python`"
    );
}
