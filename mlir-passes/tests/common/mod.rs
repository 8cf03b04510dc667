//! What the "passes keep IR valid" tests share: the project's lit inputs,
//! split at `// -----`, and a context with every standard dialect.

#![allow(dead_code)]

use mlir_ir::Context;
use std::path::{Path, PathBuf};

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

/// The chunks of the valid test inputs (no `expected-error`) under the
/// given subdirectories of `test/`, named `<file>#<chunk>`.
pub fn inputs(subdirs: &[&str]) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let mut files = Vec::new();
    for sub in subdirs {
        mlir_files(&root.join(sub), &mut files);
    }
    let mut out = Vec::new();
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else { continue };
        if text.contains("expected-error") {
            continue;
        }
        for (i, chunk) in text.split("// -----").enumerate() {
            out.push((format!("{}#{i}", f.display()), chunk.to_string()));
        }
    }
    out
}

/// A single-threaded context with every standard dialect, accepting
/// unregistered ones (test inputs use `test.*` ops).
pub fn context() -> Context {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx.enable_multithreading(false);
    ctx
}
