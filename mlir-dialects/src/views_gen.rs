//! The generator of typed Rust op views (the analogue of the C++ op
//! classes `mlir-tblgen -gen-op-decls` makes): for every op definition a
//! `Copy` struct, checked once when made (`ForOp::new`), whose accessors
//! name the op's operands, results, attributes, regions and successors as
//! its definition does (`ForOp::lower_bound`). The files are checked in;
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

fn groups_const(p: &str, groups: &[ValueSpec], sizes_attr: Option<&str>) -> String {
    let arities: Vec<String> = groups.iter().map(|g| format!("{p}::ods::spec::Arity::{}", arity(g.arity))).collect();
    let sizes = match sizes_attr {
        Some(a) => format!("Some({a:?})"),
        None => "None".into(),
    };
    format!("{p}::ods::view::Groups {{ arities: &[{}], sizes_attr: {sizes} }}", arities.join(", "))
}

fn emit_values(p: &str, groups: &[ValueSpec], of: &str, what: &str, namer: &mut Namer, out: &mut String) {
    let konst = if of == "Operands" { "OPERANDS" } else { "RESULTS" };
    for (i, g) in groups.iter().enumerate() {
        let name = namer.name(g.name, what);
        let (doc, ret, call) = match g.arity {
            Arity::Single => ("", format!("{p}::Value"), "single"),
            Arity::Optional => (" (optional)", format!("Option<{p}::Value>"), "optional"),
            Arity::Variadic => (" (variadic)", format!("Vec<{p}::Value>"), "group"),
        };
        let _ = writeln!(out, "\n    /// {} `{}`{doc}.", if of == "Operands" { "Operand" } else { "Result" }, g.name);
        let _ = writeln!(out, "    pub fn {name}(self, ir: &{p}::Ir) -> {p}::IrResult<{ret}> {{");
        let _ = writeln!(
            out,
            "        {p}::ods::view::{call}(ir, self.0, Self::NAME, &Self::{konst}, {p}::ods::view::Of::{of}, {i})"
        );
        let _ = writeln!(out, "    }}");
    }
}

fn emit_op(p: &str, spec: &OpSpec, out: &mut String) {
    let class = class_name(spec.name);
    let mut namer = Namer(HashSet::new());
    let summary = spec.summary.trim_end_matches('.');
    let sizes = spec.has_trait(&Trait::AttrSizedOperandSegments).then_some("operandSegmentSizes");
    let _ = writeln!(out, "\n/// `{}`: {summary}.", spec.name);
    let _ = writeln!(out, "#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]");
    let _ = writeln!(out, "pub struct {class}({p}::OpId);");
    let _ = writeln!(out, "\nimpl {class} {{");
    let _ = writeln!(out, "    /// The op's name.");
    let _ = writeln!(out, "    pub const NAME: &'static str = {:?};", spec.name);
    let _ = writeln!(out, "    const OPERANDS: {p}::ods::view::Groups = {};", groups_const(p, &spec.operands, sizes));
    let _ = writeln!(out, "    const RESULTS: {p}::ods::view::Groups = {};", groups_const(p, &spec.results, None));
    let _ = writeln!(out, "\n    /// A view of `op` when it is a live `{}` whose operands and results", spec.name);
    let _ = writeln!(out, "    /// fit its definition.");
    let _ = writeln!(out, "    pub fn new(ir: &{p}::Ir, op: {p}::OpId) -> Option<{class}> {{");
    let _ = writeln!(
        out,
        "        {p}::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some({class}(op))"
    );
    let _ = writeln!(out, "    }}");
    let _ = writeln!(out, "\n    /// The viewed op.");
    let _ = writeln!(out, "    pub fn op(self) -> {p}::OpId {{\n        self.0\n    }}");
    emit_values(p, &spec.operands, "Operands", "operand", &mut namer, out);
    emit_values(p, &spec.results, "Results", "result", &mut namer, out);
    for a in &spec.attributes {
        let name = namer.name(a.name, "attr");
        let _ = writeln!(out, "\n    /// Attribute `{}`, if set.", a.name);
        let _ = writeln!(out, "    pub fn {name}(self, ir: &{p}::Ir) -> {p}::IrResult<Option<{p}::Attribute>> {{");
        let _ = writeln!(out, "        {p}::ods::view::attr(ir, self.0, {:?})", a.name);
        let _ = writeln!(out, "    }}");
    }
    for (i, r) in spec.regions.iter().enumerate() {
        let name = namer.name(r.name, "region");
        let (doc, ret, call) = if r.variadic {
            (" (variadic)", format!("Vec<{p}::RegionId>"), "regions_from")
        } else {
            ("", format!("{p}::RegionId"), "region")
        };
        let _ = writeln!(out, "\n    /// Region `{}`{doc}.", r.name);
        let _ = writeln!(out, "    pub fn {name}(self, ir: &{p}::Ir) -> {p}::IrResult<{ret}> {{");
        let _ = writeln!(out, "        {p}::ods::view::{call}(ir, self.0, {i})");
        let _ = writeln!(out, "    }}");
    }
    for (i, s) in spec.successors.iter().enumerate() {
        let name = namer.name(s.name, "successor");
        let (doc, ret, call) = if s.variadic {
            (" (variadic)", format!("Vec<{p}::BlockId>"), "successors_from")
        } else {
            ("", format!("{p}::BlockId"), "successor")
        };
        let _ = writeln!(out, "\n    /// Successor `{}`{doc}.", s.name);
        let _ = writeln!(out, "    pub fn {name}(self, ir: &{p}::Ir) -> {p}::IrResult<{ret}> {{");
        let _ = writeln!(out, "        {p}::ods::view::{call}(ir, self.0, {i})");
        let _ = writeln!(out, "    }}");
    }
    let _ = writeln!(out, "}}");
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
