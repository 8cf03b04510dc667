//! Code that knows which op it reads goes through the op's typed view
//! (`mlir_ir::op_view!`, generated from the definition by
//! `rmlir-gen-views`): `AddIOp::lhs`, `CmpIOp::predicate`, checked once
//! when the view is made. This test scans the sources for the untyped
//! reads the views replace, so that they do not come back:
//!
//! - an operand by position: `operand(ir, op, 0)`, `ir.operand(op, 1)`;
//! - an attribute by its name as a string: `op_attr_by_name(op, "x")`,
//!   `attr(ir, op, "x")`, `op_attr(ir, op, "x")`.
//!
//! Parsers, printers, verifiers and type inference are exempt (functions
//! whose name says `parse`, `print`, `verify`, `check` or `infer`): they
//! read ops that need not fit their definition yet, since reporting that
//! is their job. Everything else (folders, patterns, lowerings,
//! interfaces) has no untyped read: a read shared by a family of ops goes
//! through an interface (`FunctionOpInterface` for a signature,
//! `ArithFastMathInterface` for fastmath flags), a symbol's name through
//! the core's symbol tables.
//!
//! In `mlir-passes`, generic code may read by name only the attributes
//! every op may carry ([`GENERIC_ATTRIBUTES`]).

use std::path::{Path, PathBuf};

/// The attributes generic code in `mlir-passes` may read by name: the
/// segment sizes any op with variadic groups has, and the inliner's
/// marker.
const GENERIC_ATTRIBUTES: &[&str] = &["operandSegmentSizes", "resultSegmentSizes", "no_inline"];

/// Whether `c` can be part of an identifier.
fn ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The argument text of each call of `name` in `line` (the word `name`
/// followed by `(`), when the arguments hold no nested call.
fn call_args<'l>(line: &'l str, name: &str) -> Vec<&'l str> {
    let mut out = Vec::new();
    for (at, _) in line.match_indices(name) {
        let before = line[..at].chars().next_back();
        if before.is_some_and(ident_char) {
            continue;
        }
        let Some(rest) = line[at + name.len()..].strip_prefix('(') else { continue };
        let Some(end) = rest.find(')') else { continue };
        let args = &rest[..end];
        if !args.contains('(') {
            out.push(args);
        }
    }
    out
}

/// The untyped reads in one line of code: `(operand reads by position,
/// attribute names read as strings)`.
fn untyped_reads(line: &str) -> (usize, Vec<String>) {
    let positional = call_args(line, "operand")
        .into_iter()
        .filter(|args| {
            let last = args.rsplit(',').next().unwrap_or("").trim();
            args.contains(',') && !last.is_empty() && last.chars().all(|c| c.is_ascii_digit())
        })
        .count();
    let mut names = Vec::new();
    for f in ["op_attr_by_name", "op_attr", "attr"] {
        for args in call_args(line, f) {
            let last = args.rsplit(',').next().unwrap_or("").trim();
            let name = last.strip_prefix('"').and_then(|l| l.strip_suffix('"'));
            // An attribute name, not attribute text to parse (`"#llvm.linkage<private>"`).
            if let Some(name) = name.filter(|n| !n.is_empty() && n.chars().all(|c| ident_char(c) || c == '.')) {
                names.push(name.to_string());
            }
        }
    }
    (positional, names)
}

/// The name of the function a line declares, if it does.
fn declared_fn(line: &str) -> Option<&str> {
    let at = line.find("fn ")?;
    if line[..at].chars().next_back().is_some_and(ident_char) {
        return None;
    }
    let rest = &line[at + 3..];
    let end = rest.find(|c: char| !ident_char(c)).unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// Whether reads in function `name` are exempt (it parses, prints,
/// verifies or infers, on ops that may not fit their definition).
fn exempt(name: &str) -> bool {
    ["print", "parse", "verify", "check", "infer"].iter().any(|w| name.contains(w))
}

/// Every `.rs` file under `dir` but the generated views.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("views.rs") {
            out.push(path);
        }
    }
}

/// One untyped read outside an exempt function.
struct Read {
    file: String,
    line: usize,
    attr: Option<String>,
}

/// The untyped reads outside exempt functions in the sources under
/// `dir` (relative to the workspace root).
fn scan(root: &Path, dir: &str) -> Vec<Read> {
    let mut files = Vec::new();
    rust_files(&root.join(dir), &mut files);
    assert!(!files.is_empty(), "no sources under {dir}");
    files.sort();
    let mut reads = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("reading {}: {e}", file.display()));
        let shown = file.strip_prefix(root).unwrap_or(file).display().to_string();
        let mut current = String::new();
        for (i, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            if let Some(name) = declared_fn(line) {
                current = name.to_string();
            }
            if exempt(&current) {
                continue;
            }
            let (positional, names) = untyped_reads(line);
            let at = |attr| Read { file: shown.clone(), line: i + 1, attr };
            reads.extend((0..positional).map(|_| at(None)));
            reads.extend(names.into_iter().map(|n| at(Some(n))));
        }
    }
    reads
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn dialect_code_reads_through_the_typed_views() {
    let root = workspace_root();
    let offences: Vec<String> = scan(&root, "mlir-dialects/src")
        .into_iter()
        .map(|r| format!("{}:{}: {}", r.file, r.line, r.attr.as_deref().unwrap_or("an operand by position")))
        .collect();
    assert!(
        offences.is_empty(),
        "operands read by position or attributes by name string: read them through the op's typed view \
         (mlir_ir::op_view!, mlir_ir::on_view! for a family of ops):\n{}",
        offences.join("\n")
    );
}

#[test]
fn generic_passes_read_only_generic_attributes_by_name() {
    let root = workspace_root();
    let offences: Vec<String> = scan(&root, "mlir-passes/src")
        .into_iter()
        .filter(|r| r.attr.as_deref().is_none_or(|a| !GENERIC_ATTRIBUTES.contains(&a)))
        .map(|r| format!("{}:{}: {}", r.file, r.line, r.attr.as_deref().unwrap_or("an operand by position")))
        .collect();
    assert!(offences.is_empty(), "untyped reads in mlir-passes (ask an interface):\n{}", offences.join("\n"));
}

#[test]
fn the_scan_finds_untyped_reads_and_nothing_else() {
    assert_eq!(untyped_reads("let x = operand(ir, op, 0)?;").0, 1);
    assert_eq!(untyped_reads("let (a, b) = (ir.operand(op, 0), ir.operand(op, 12));").0, 2);
    assert_eq!(untyped_reads("let v = view.operand(ir);").0, 0);
    assert_eq!(untyped_reads("p.print_operand(v); st.operand(\"lhs\", &C);").0, 0);
    assert_eq!(untyped_reads("let v = ir.operand(op, i);").0, 0);
    assert_eq!(untyped_reads("let v = ir.operand(op, f(1));").0, 0);
    let names = |l: &str| untyped_reads(l).1;
    assert_eq!(names("attr(ir, op, \"predicate\")"), ["predicate"]);
    assert_eq!(names("ir.op_attr_by_name(op, \"value\")?"), ["value"]);
    assert_eq!(names("op_attr(ir, o, \"callee\").is_some()"), ["callee"]);
    assert!(names("st.attr(\"x\", &C); ctx.ident(\"value\"); cmp.predicate(ir)").is_empty());
    assert!(names("build::attr(&ctx, \"#llvm.linkage<private>\")?").is_empty());
    assert_eq!(declared_fn("pub(super) fn fold_cmpi(ir: &Ir) {"), Some("fold_cmpi"));
    assert_eq!(declared_fn("let defn = 1;"), None);
    assert!(exempt("print_switch") && exempt("verify_cast") && !exempt("fold_select"));
}
