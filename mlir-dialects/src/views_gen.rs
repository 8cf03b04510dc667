//! The generator of typed Rust op views (the analogue of the C++ op
//! classes `mlir-tblgen -gen-op-decls` makes): for every op definition an
//! `mlir_ir::op_view!` invocation listing its operands, results,
//! attributes, regions and successors, which expands to a `Copy` struct
//! checked once when made (`ForOp::new`) with an accessor per item
//! (`ForOp::lower_bound`). The files are checked in;
//! `cargo run -p mlir-dialects --bin rmlir-gen-views` writes them and a
//! test fails when they are stale.

use crate::python::names::{class_name, snake_case};
use crate::spec::{Arity, OpSpec, Trait, ValueSpec};
use hashbrown::HashSet;
use std::fmt::Write;

/// Rust keywords and the names a view keeps for itself.
const RESERVED: &[&str] = &[
    "as", "async", "await", "box", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false",
    "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self",
    "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while", "new", "op",
];

/// Picks accessor names: snake_case, off the reserved words, and unique
/// within the view (a later clash takes `suffix`).
struct Namer(HashSet<String>);

impl Namer {
    fn name(&mut self, ods: &str, suffix: &str) -> String {
        let mut n = snake_case(ods);
        if RESERVED.contains(&n.as_str()) {
            n.push('_');
        }
        if self.0.contains(&n) {
            n = format!("{n}_{suffix}");
        }
        self.0.insert(n.clone());
        n
    }
}

fn arity(a: Arity) -> &'static str {
    match a {
        Arity::Single => "Single",
        Arity::Optional => "Optional",
        Arity::Variadic => "Variadic",
    }
}

/// One `name: Arity index "odsName",` line per value group.
fn value_lines(groups: &[ValueSpec], suffix: &str, namer: &mut Namer, out: &mut String) {
    for (i, g) in groups.iter().enumerate() {
        let _ = writeln!(out, "        {}: {} {i} {:?},", namer.name(g.name, suffix), arity(g.arity), g.name);
    }
}

/// One `name: one|variadic index "odsName",` line per region or successor.
fn slot_lines<'s>(slots: impl Iterator<Item = (&'s str, bool)>, suffix: &str, namer: &mut Namer, out: &mut String) {
    for (i, (name, variadic)) in slots.enumerate() {
        let kind = if variadic { "variadic" } else { "one" };
        let _ = writeln!(out, "        {}: {kind} {i} {name:?},", namer.name(name, suffix));
    }
}

fn emit_op(p: &str, spec: &OpSpec, out: &mut String) {
    let mut namer = Namer(HashSet::new());
    let summary = spec.summary.trim_end_matches('.');
    let sizes = if spec.has_trait(&Trait::AttrSizedOperandSegments) { "Some(\"operandSegmentSizes\")" } else { "None" };
    let _ = writeln!(out, "\n{p}::op_view! {{");
    let _ = writeln!(out, "    /// `{}`: {summary}.", spec.name);
    let _ = writeln!(out, "    {} = {:?};", class_name(spec.name), spec.name);
    let _ = writeln!(out, "    operands(sizes = {sizes}) {{");
    value_lines(&spec.operands, "operand", &mut namer, out);
    let _ = writeln!(out, "    }}\n    results {{");
    value_lines(&spec.results, "result", &mut namer, out);
    let _ = writeln!(out, "    }}\n    attributes {{");
    for a in &spec.attributes {
        let _ = writeln!(out, "        {} = {:?},", namer.name(a.name, "attr"), a.name);
    }
    let _ = writeln!(out, "    }}\n    regions {{");
    slot_lines(spec.regions.iter().map(|r| (r.name, r.variadic)), "region", &mut namer, out);
    let _ = writeln!(out, "    }}\n    successors {{");
    slot_lines(spec.successors.iter().map(|s| (s.name, s.variadic)), "successor", &mut namer, out);
    let _ = writeln!(out, "    }}\n}}");
}

/// The views file of dialect `ns`, whose code names the core as `p`
/// (`mlir_ir`, or `crate` inside it).
pub fn views_module(ns: &str, p: &str, specs: &[OpSpec]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "//! Typed views of the `{ns}` ops, generated from their definitions by");
    let _ = writeln!(out, "//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.");
    // Accessors keep the definition's names, even where std has the same
    // method name (`llvm.cmpxchg`'s `cmp`).
    let _ = writeln!(out, "\n#![allow(clippy::should_implement_trait)]");
    for s in specs {
        emit_op(p, s, &mut out);
    }
    out
}

/// Every generated file: `(path from the workspace root, contents)`.
pub fn generated_files() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = crate::DIALECT_SPECS
        .iter()
        .map(|(ns, specs)| (format!("mlir-dialects/src/{ns}/views.rs"), views_module(ns, "mlir_ir", &specs())))
        .collect();
    files.push(("mlir-ir/src/builtin/views.rs".into(), views_module("builtin", "crate", &mlir_ir::builtin::specs())));
    files
}
