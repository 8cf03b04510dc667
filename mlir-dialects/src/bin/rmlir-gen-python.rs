//! Writes the generated `_<ns>_ops_gen.py` modules (the analogue of
//! `mlir-tblgen -gen-python-op-bindings`) into the `rmlir-dialects`
//! package, or into the directory given as the only argument.
//!
//! `cargo run -p mlir-dialects --bin rmlir-gen-python`

use std::path::PathBuf;

fn main() {
    let dir = match std::env::args_os().nth(1) {
        Some(d) => PathBuf::from(d),
        None => {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../python-packages/rmlir-dialects/python/mlir/dialects")
        }
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("error: cannot create {}: {e}", dir.display());
        std::process::exit(1);
    }
    for (name, text) in mlir_dialects::python::generated_files() {
        let path = dir.join(&name);
        if std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
            continue;
        }
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("error: cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
        println!("wrote {}", path.display());
    }
}
