//! Writes the typed Rust op views generated from the op definitions
//! (`mlir_dialects::views_gen`) into the dialects' source trees.
//!
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`

use std::path::PathBuf;

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    for (path, text) in mlir_dialects::views_gen::generated_files() {
        let path = root.join(&path);
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
