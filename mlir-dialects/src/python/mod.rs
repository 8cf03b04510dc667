//! The Python op-binding generator: from each [`OpSpec`], the `OpView`
//! subclass and builder function upstream's `mlir-tblgen
//! -gen-python-op-bindings` would emit, so `mlir.dialects.<ns>` has the same
//! classes, constructor signatures, accessors and snake_case builders.
//!
//! The generated files are checked in under
//! `python-packages/rmlir-dialects/python/mlir/dialects/`; the
//! `rmlir-gen-python` binary rewrites them and a test fails when they are
//! stale.

pub mod builtin;
pub mod enums;
pub mod names;

use crate::spec::{ArgRef, Arity, OpSpec, Trait, ValueSpec};
use names::{class_name, function_name, sanitize, snake_case};
use std::fmt::Write;

/// Where an op's result types come from when a builder omits them.
#[derive(Copy, Clone, PartialEq, Eq)]
enum ResultTypes {
    /// The builder takes them as leading arguments.
    Explicit,
    /// `SameOperandsAndResultType`: the first operand's type.
    FromFirstOperand,
    /// `InferTypeOpInterface`: the native side infers them.
    Inferred,
}

fn result_types(spec: &OpSpec) -> ResultTypes {
    if spec.results.is_empty() {
        ResultTypes::Explicit
    } else if spec.infer_result.is_some() {
        ResultTypes::Inferred
    } else if spec.has_trait(&Trait::SameOperandsAndResultType)
        && !spec.operands.is_empty()
        && spec.results.iter().all(|r| r.arity == Arity::Single)
    {
        ResultTypes::FromFirstOperand
    } else {
        ResultTypes::Explicit
    }
}

/// One parameter of a generated builder.
struct Param {
    /// The name in the class constructor (sanitised ODS name).
    name: String,
    /// Whether it is keyword-only with a `None` default.
    keyword: bool,
}

fn is_unit(spec: &OpSpec, i: usize) -> bool {
    spec.attributes[i].constraint.ods_name == "UnitAttr"
}

/// The constructor's parameters in upstream's order: explicit result types,
/// then operands and attributes in declaration order, successors, the
/// counts of variadic regions; optional ones keyword-only.
fn params(spec: &OpSpec) -> Vec<Param> {
    let mut out = Vec::new();
    if result_types(spec) == ResultTypes::Explicit {
        for r in &spec.results {
            out.push(Param { name: sanitize(r.name), keyword: r.arity == Arity::Optional });
        }
    }
    for a in &spec.args {
        match *a {
            ArgRef::Operand(i) => {
                let o = &spec.operands[i];
                out.push(Param { name: sanitize(o.name), keyword: o.arity == Arity::Optional });
            }
            ArgRef::Attr(i) => {
                let at = &spec.attributes[i];
                out.push(Param { name: sanitize(at.name), keyword: at.optional || at.default.is_some() });
            }
        }
    }
    for s in &spec.successors {
        out.push(Param { name: sanitize(s.name), keyword: false });
    }
    for r in spec.regions.iter().filter(|r| r.variadic) {
        out.push(Param { name: format!("num_{}", r.name), keyword: false });
    }
    // Upstream lists every required parameter before the keyword ones.
    let (mut req, kw): (Vec<Param>, Vec<Param>) = out.into_iter().partition(|p| !p.keyword);
    req.extend(kw);
    req
}

/// The signature text: `a, b, *, c=None, results=None, loc=None, ip=None`,
/// with each name mapped by `rename`.
fn signature(spec: &OpSpec, rename: &dyn Fn(&str) -> String) -> String {
    let mut parts: Vec<String> = Vec::new();
    let ps = params(spec);
    for p in ps.iter().filter(|p| !p.keyword) {
        parts.push(rename(&p.name));
    }
    parts.push("*".into());
    for p in ps.iter().filter(|p| p.keyword) {
        parts.push(format!("{}=None", rename(&p.name)));
    }
    if result_types(spec) != ResultTypes::Explicit {
        parts.push("results=None".into());
    }
    parts.push("loc=None".into());
    parts.push("ip=None".into());
    parts.join(", ")
}

fn segment_spec(groups: &[ValueSpec]) -> String {
    let items: Vec<&str> = groups
        .iter()
        .map(|g| match g.arity {
            Arity::Single => "1",
            Arity::Optional => "0",
            Arity::Variadic => "-1",
        })
        .collect();
    format!("[{}]", items.join(","))
}

fn emit_init(spec: &OpSpec, out: &mut String) {
    let segmented = spec.has_trait(&Trait::AttrSizedOperandSegments);
    let _ = writeln!(out, "  def __init__(self, {}):", signature(spec, &|n| n.to_string()));
    out.push_str("    operands = []\n    attributes = {}\n    regions = None\n");
    for o in &spec.operands {
        let n = sanitize(o.name);
        let line = match (o.arity, segmented) {
            (Arity::Single, _) => format!("operands.append(_get_op_result_or_value({n}))"),
            (Arity::Optional, true) => {
                format!("operands.append(_get_op_result_or_value({n}) if {n} is not None else None)")
            }
            (Arity::Optional, false) => format!("if {n} is not None: operands.append(_get_op_result_or_value({n}))"),
            (Arity::Variadic, true) => format!("operands.append(_get_op_results_or_values({n}))"),
            (Arity::Variadic, false) => format!("operands.extend(_get_op_results_or_values({n}))"),
        };
        let _ = writeln!(out, "    {line}");
    }
    out.push_str("    _ods_context = _ods_get_default_loc_context(loc)\n");
    for (i, a) in spec.attributes.iter().enumerate() {
        let n = sanitize(a.name);
        let key = a.name;
        if is_unit(spec, i) {
            let _ = writeln!(out, "    if bool({n}): attributes[\"{key}\"] = _ods_ir.UnitAttr.get(_ods_context)");
            continue;
        }
        let kind = a.constraint.ods_name;
        let build = format!(
            "attributes[\"{key}\"] = ({n} if (\n        isinstance({n}, _ods_ir.Attribute) or\n        not \
             _ods_ir.AttrBuilder.contains('{kind}')) else\n          _ods_ir.AttrBuilder.get('{kind}')({n}, \
             context=_ods_context))"
        );
        if a.optional || a.default.is_some() {
            let _ = writeln!(out, "    if {n} is not None: {build}");
        } else {
            let _ = writeln!(out, "    {build}");
        }
    }
    match result_types(spec) {
        ResultTypes::Explicit => {
            out.push_str("    results = []\n");
            for r in &spec.results {
                let n = sanitize(r.name);
                let line = match r.arity {
                    Arity::Single => format!("results.append({n})"),
                    Arity::Optional => format!("if {n} is not None: results.append({n})"),
                    Arity::Variadic => format!("results.extend({n})"),
                };
                let _ = writeln!(out, "    {line}");
            }
        }
        ResultTypes::FromFirstOperand => {
            let _ = writeln!(out, "    if results is None: results = [operands[0].type] * {}", spec.results.len());
        }
        ResultTypes::Inferred => {}
    }
    if spec.successors.is_empty() {
        out.push_str("    _ods_successors = None\n");
    } else {
        out.push_str("    _ods_successors = []\n");
        for s in &spec.successors {
            let n = sanitize(s.name);
            let op = if s.variadic { "extend" } else { "append" };
            let _ = writeln!(out, "    _ods_successors.{op}({n})");
        }
    }
    let fixed = spec.regions.iter().filter(|r| !r.variadic).count();
    for r in spec.regions.iter().filter(|r| r.variadic) {
        let _ = writeln!(out, "    regions = {fixed} + num_{}", r.name);
    }
    out.push_str(
        "    super().__init__(self.OPERATION_NAME, self._ODS_REGIONS, self._ODS_OPERAND_SEGMENTS, \
         self._ODS_RESULT_SEGMENTS, attributes=attributes, results=results, operands=operands, \
         successors=_ods_successors, regions=regions, loc=loc, ip=ip)\n",
    );
}

/// Accessors of an operand or result list (`what` is `operands` or
/// `results`).
fn emit_value_accessors(groups: &[ValueSpec], what: &str, segmented: bool, out: &mut String) {
    let n_variadic = groups.iter().filter(|g| g.arity != Arity::Single).count();
    let n_simple = groups.len() - n_variadic;
    let seg_attr = if what == "operands" { "operandSegmentSizes" } else { "resultSegmentSizes" };
    for (i, g) in groups.iter().enumerate() {
        let name = sanitize(g.name);
        // A single result named `result` is what OpView.result gives.
        let _ = writeln!(out, "\n  @builtins.property\n  def {name}(self):");
        if segmented {
            let _ = writeln!(
                out,
                "    {what}_range = _ods_segmented_accessor(\n         self.operation.{what},\n         \
                 self.operation.attributes[\"{seg_attr}\"], {i})"
            );
            let ret = match g.arity {
                Arity::Single => format!("{what}_range[0]"),
                Arity::Optional => format!("{what}_range[0] if len({what}_range) > 0 else None"),
                Arity::Variadic => format!("{what}_range"),
            };
            let _ = writeln!(out, "    return {ret}");
        } else if n_variadic == 0 {
            let _ = writeln!(out, "    return self.operation.{what}[{i}]");
        } else {
            let preceding_simple = groups[..i].iter().filter(|g| g.arity == Arity::Single).count();
            let preceding_variadic = i - preceding_simple;
            let _ = writeln!(
                out,
                "    start, elements_per_group = _ods_equally_sized_accessor(self.operation.{what}, {n_simple}, \
                 {n_variadic}, {preceding_simple}, {preceding_variadic})"
            );
            let ret = match g.arity {
                Arity::Single => format!("self.operation.{what}[start]"),
                Arity::Optional => {
                    format!("self.operation.{what}[start] if elements_per_group > 0 else None")
                }
                Arity::Variadic => format!("self.operation.{what}[start:start + elements_per_group]"),
            };
            let _ = writeln!(out, "    return {ret}");
        }
    }
}

fn emit_attr_accessors(spec: &OpSpec, out: &mut String) {
    for (i, a) in spec.attributes.iter().enumerate() {
        let name = sanitize(a.name);
        let key = a.name;
        if is_unit(spec, i) {
            let _ = write!(
                out,
                "\n  @builtins.property\n  def {name}(self) -> bool:\n    return \"{key}\" in \
                 self.operation.attributes\n\n  @{name}.setter\n  def {name}(self, value):\n    if bool(value):\n      \
                 self.operation.attributes[\"{key}\"] = _ods_ir.UnitAttr.get()\n    elif \"{key}\" in \
                 self.operation.attributes:\n      del self.operation.attributes[\"{key}\"]\n"
            );
        } else if a.optional && a.default.is_none() {
            let _ = write!(
                out,
                "\n  @builtins.property\n  def {name}(self):\n    if \"{key}\" not in self.operation.attributes:\n      \
                 return None\n    return self.operation.attributes[\"{key}\"]\n\n  @{name}.setter\n  def \
                 {name}(self, value):\n    if value is not None:\n      self.operation.attributes[\"{key}\"] = \
                 value\n    elif \"{key}\" in self.operation.attributes:\n      del \
                 self.operation.attributes[\"{key}\"]\n\n  @{name}.deleter\n  def {name}(self):\n    del \
                 self.operation.attributes[\"{key}\"]\n"
            );
        } else {
            let _ = write!(
                out,
                "\n  @builtins.property\n  def {name}(self) -> _ods_ir.Attribute:\n    return \
                 self.operation.attributes[\"{key}\"]\n\n  @{name}.setter\n  def {name}(self, value: \
                 _ods_ir.Attribute):\n    if value is None:\n      raise ValueError(\"'None' not allowed as value \
                 for mandatory attributes\")\n    self.operation.attributes[\"{key}\"] = value\n"
            );
        }
    }
}

fn emit_region_accessors(spec: &OpSpec, out: &mut String) {
    for (i, r) in spec.regions.iter().enumerate() {
        let name = sanitize(r.name);
        let expr = if r.variadic { format!("self.regions[{i}:]") } else { format!("self.regions[{i}]") };
        let _ = write!(out, "\n  @builtins.property\n  def {name}(self):\n    return {expr}\n");
    }
}

fn emit_function(spec: &OpSpec, class: &str, out: &mut String) {
    let fname = function_name(spec.name);
    let snake = |n: &str| sanitize(&snake_case(n));
    let _ = writeln!(out, "\ndef {fname}({}):", signature(spec, &snake));
    let mut call: Vec<String> = params(spec).iter().map(|p| format!("{}={}", p.name, snake(&p.name))).collect();
    if result_types(spec) != ResultTypes::Explicit {
        call.push("results=results".into());
    }
    call.push("loc=loc".into());
    call.push("ip=ip".into());
    let call = format!("{class}({})", call.join(", "));
    let variadic = spec.results.iter().any(|r| r.arity != Arity::Single);
    if spec.results.is_empty() {
        let _ = writeln!(out, "  return {call}");
    } else if variadic {
        let _ = writeln!(
            out,
            "  op = {call}; results = op.results\n  return results if len(results) > 1 else (results[0] if \
             len(results) == 1 else op)"
        );
    } else if spec.results.len() == 1 {
        let _ = writeln!(out, "  return {call}.result");
    } else {
        let _ = writeln!(out, "  return {call}.results");
    }
}

fn emit_op(spec: &OpSpec, out: &mut String) {
    let class = class_name(spec.name);
    let _ = write!(out, "\n@_ods_cext.register_operation(_Dialect)\nclass {class}(_ods_ir.OpView):\n");
    let _ = writeln!(out, "  r\"\"\"{}\"\"\"\n", spec.summary.replace("\"\"\"", "'''"));
    let _ = writeln!(out, "  OPERATION_NAME = \"{}\"\n", spec.name);
    let segmented = spec.has_trait(&Trait::AttrSizedOperandSegments);
    if segmented {
        let _ = writeln!(out, "  _ODS_OPERAND_SEGMENTS = {}\n", segment_spec(&spec.operands));
    }
    let fixed = spec.regions.iter().filter(|r| !r.variadic).count();
    let all_fixed = if spec.regions.iter().any(|r| r.variadic) { "False" } else { "True" };
    let _ = writeln!(out, "  _ODS_REGIONS = ({fixed}, {all_fixed})\n");
    emit_init(spec, out);
    emit_value_accessors(&spec.operands, "operands", segmented, out);
    emit_attr_accessors(spec, out);
    // Results come after attributes, as upstream orders its accessors.
    emit_value_accessors(&spec.results, "results", false, out);
    emit_region_accessors(spec, out);
    emit_function(spec, &class, out);
}

/// The `_<ns>_ops_gen.py` module of dialect `ns` with ops `specs`.
pub fn ops_module(ns: &str, specs: &[OpSpec]) -> String {
    let mut out = String::new();
    out.push_str(
        "# Generated by rmlir-gen-python from the dialect's op definitions (mlir-dialects); do not edit.\n\n\
         from ._ods_common import _cext as _ods_cext\n\
         from ._ods_common import (\n    equally_sized_accessor as _ods_equally_sized_accessor,\n    \
         get_default_loc_context as _ods_get_default_loc_context,\n    get_op_result_or_value as \
         _get_op_result_or_value,\n    get_op_results_or_values as _get_op_results_or_values,\n    \
         segmented_accessor as _ods_segmented_accessor,\n)\n\
         _ods_ir = _ods_cext.ir\n\
         _ods_cext.globals.register_traceback_file_exclusion(__file__)\n\n\
         import builtins\n",
    );
    let _ = write!(
        out,
        "\n\n@_ods_cext.register_dialect\nclass _Dialect(_ods_ir.Dialect):\n  DIALECT_NAMESPACE = \"{ns}\"\n"
    );
    let mut sorted: Vec<&OpSpec> = specs.iter().collect();
    sorted.sort_by_key(|s| class_name(s.name));
    for s in sorted {
        emit_op(s, &mut out);
    }
    out
}

/// Every generated file: `(file name, contents)`.
pub fn generated_files() -> Vec<(String, String)> {
    let dialects: [(&str, fn() -> Vec<OpSpec>); 10] = [
        ("arith", crate::arith::specs),
        ("builtin", builtin::specs),
        ("cf", crate::cf::specs),
        ("func", crate::func::specs),
        ("index", crate::index::specs),
        ("math", crate::math::specs),
        ("memref", crate::memref::specs),
        ("scf", crate::scf::specs),
        ("tensor", crate::tensor::specs),
        ("ub", crate::ub::specs),
    ];
    let mut files: Vec<(String, String)> =
        dialects.iter().map(|(ns, specs)| (format!("_{ns}_ops_gen.py"), ops_module(ns, &specs()))).collect();
    files.push(("_arith_enum_gen.py".into(), enums::arith_module()));
    files.push(("_index_enum_gen.py".into(), enums::index_module()));
    files
}
