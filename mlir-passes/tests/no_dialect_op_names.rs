//! `mlir-passes` names no op of any dialect but `builtin`: generic code
//! asks interfaces, never op names, and what a dialect's ops mean lives
//! with the dialect (the `pdl` ops' translation into pattern programs is
//! in `mlir-dialects/src/pdl/compile.rs`). This test scans the sources for
//! string literals that begin with `<dialect>.<op>` (`"arith.addi"`, and
//! messages such as `"pdl.replace: ..."`) and fails listing them.
//!
//! The whole `src` tree is scanned: generic passes ask op interfaces
//! (`mlir_ir::interfaces`), never op names.
//!
//! Comment lines are skipped (docs may name the ops they are about); IR
//! written in generic form inside a `src` test module would be reported,
//! and belongs under `tests/` instead.

use std::path::{Path, PathBuf};

/// The directories scanned, relative to the crate root.
const SCANNED_DIRS: &[&str] = &["src"];

/// The dialects whose op names must not appear (every dialect rmlir has or
/// upstream ships that a generic pass might be tempted to name).
const DIALECTS: &[&str] = &[
    "arith",
    "scf",
    "func",
    "cf",
    "memref",
    "tensor",
    "index",
    "math",
    "ub",
    "complex",
    "llvm",
    "pdl",
    "pdl_interp",
    "shape",
    "affine",
    "vector",
    "linalg",
    "gpu",
];

/// The op-name literals in `text`, as `(line number, literal start)`.
fn op_name_literals(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("//") {
            continue;
        }
        for (at, _) in line.match_indices('"') {
            let rest = &line[at + 1..];
            let names_op = DIALECTS.iter().any(|d| {
                rest.strip_prefix(d)
                    .and_then(|r| r.strip_prefix('.'))
                    .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_lowercase() || c == '_'))
            });
            if names_op {
                let end = rest.find('"').map_or(rest.len(), |e| e + 1);
                found.push((i + 1, format!("\"{}", &rest[..end])));
            }
        }
    }
    found
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn scanned_sources_name_no_dialect_op() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in SCANNED_DIRS {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(!files.is_empty(), "no sources under {SCANNED_DIRS:?}");
    files.sort();
    let mut offences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("reading {}: {e}", file.display()));
        let shown = file.strip_prefix(root).unwrap_or(file).display().to_string();
        offences.extend(op_name_literals(&text).into_iter().map(|(line, lit)| format!("{shown}:{line}: {lit}")));
    }
    assert!(
        offences.is_empty(),
        "dialect op names in mlir-passes (move the knowledge to the dialect or ask an interface):\n{}",
        offences.join("\n")
    );
}

#[test]
fn the_scan_finds_op_names_and_nothing_else() {
    let text = r#"
        if name == "arith.addi" {}
        // a comment about "scf.for" is fine
        let m = format!("pdl.replace: {n}");
        let t = "!pdl.operation"; let b = "builtin.module"; let s = "pdl_interp.finalize";
        let x = "arithmetic.x"; let y = "cf."; let z = "memref.Load";
    "#;
    let found: Vec<String> = op_name_literals(text).into_iter().map(|(line, lit)| format!("{line}: {lit}")).collect();
    assert_eq!(found, ["2: \"arith.addi\"", "4: \"pdl.replace: {n}\"", "5: \"pdl_interp.finalize\""]);
}
