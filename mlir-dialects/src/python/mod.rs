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
    } else if spec.infer_result.is_some() || spec.infer_checked.is_some() {
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
            out.push(Param { name: sanitize(r.name), keyword: false });
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
                out.push(Param {
                    name: sanitize(at.name),
                    keyword: (at.optional || at.default.is_some()) && !at.builder_required,
                });
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

/// A Python list expression of `items`: single entries as they are,
/// variadic ones spliced in, optional ones only when not `None`.
fn list_expr(items: &[(String, Arity)], variadic_wrap: &str) -> String {
    if items.iter().all(|(_, a)| *a == Arity::Single) {
        let names: Vec<&str> = items.iter().map(|(n, _)| n.as_str()).collect();
        return format!("[{}]", names.join(", "));
    }
    let parts: Vec<String> = items
        .iter()
        .map(|(n, a)| match a {
            Arity::Single => format!("[{n}]"),
            Arity::Optional => format!("([] if {n} is None else [{n}])"),
            Arity::Variadic if variadic_wrap.is_empty() => format!("list({n})"),
            Arity::Variadic => format!("list({variadic_wrap}({n}))"),
        })
        .collect();
    parts.join(" + ")
}

/// What a constructor or builder function computes before building: the
/// statements filling `attributes`, and the arguments `results, operands,
/// attributes, successors, regions` of the build call. Parameter names are
/// mapped by `rename` (identity in constructors, snake_case in functions).
fn build_parts(spec: &OpSpec, rename: &dyn Fn(&str) -> String) -> (String, String) {
    let segmented = spec.has_trait(&Trait::AttrSizedOperandSegments);
    let name = |n: &str| rename(&sanitize(n));
    let operands = if spec.operands.is_empty() {
        "None".to_string()
    } else if segmented {
        let groups: Vec<String> = spec
            .operands
            .iter()
            .map(|o| match o.arity {
                Arity::Variadic => format!("_get_op_results_or_values({})", name(o.name)),
                _ => name(o.name),
            })
            .collect();
        format!("[{}]", groups.join(", "))
    } else {
        let items: Vec<(String, Arity)> = spec.operands.iter().map(|o| (name(o.name), o.arity)).collect();
        list_expr(&items, "_get_op_results_or_values")
    };
    let mut prelude = String::new();
    let attributes = if spec.attributes.is_empty() {
        "None"
    } else {
        prelude.push_str("  attributes = {}\n");
        for (i, a) in spec.attributes.iter().enumerate() {
            let n = name(a.name);
            let key = a.name;
            if is_unit(spec, i) {
                let _ = writeln!(
                    prelude,
                    "  if bool({n}): attributes[\"{key}\"] = _ods_ir.UnitAttr.get(_ods_get_default_loc_context(loc))"
                );
                continue;
            }
            let build = format!("attributes[\"{key}\"] = _ods_build_attribute({n}, '{}', loc)", a.constraint.ods_name);
            if a.optional || a.default.is_some() {
                let _ = writeln!(prelude, "  if {n} is not None: {build}");
            } else {
                let _ = writeln!(prelude, "  {build}");
            }
        }
        "attributes"
    };
    let results = match result_types(spec) {
        ResultTypes::Explicit if spec.results.is_empty() => "None".to_string(),
        ResultTypes::Explicit => {
            let items: Vec<(String, Arity)> = spec.results.iter().map(|r| (name(r.name), r.arity)).collect();
            list_expr(&items, "")
        }
        ResultTypes::FromFirstOperand | ResultTypes::Inferred => "results".to_string(),
    };
    let successors = if spec.successors.is_empty() {
        "None".to_string()
    } else {
        let items: Vec<(String, Arity)> = spec
            .successors
            .iter()
            .map(|s| (name(s.name), if s.variadic { Arity::Variadic } else { Arity::Single }))
            .collect();
        list_expr(&items, "")
    };
    let fixed = spec.regions.iter().filter(|r| !r.variadic).count();
    let variadic: Vec<String> =
        spec.regions.iter().filter(|r| r.variadic).map(|r| rename(&format!("num_{}", r.name))).collect();
    let regions = if variadic.is_empty() { "None".to_string() } else { format!("{fixed} + {}", variadic.join(" + ")) };
    (prelude, format!("{results}, {operands}, {attributes}, {successors}, {regions}"))
}

/// The constructor: everything goes to the native `_ods_init` in one call,
/// which builds the op `type(self)` describes exactly as
/// `OpView.__init__(self, self.OPERATION_NAME, self._ODS_REGIONS, ...)`
/// would, minus `super()` and four attribute lookups per op. Operands may
/// be values or single-result ops, which the native side resolves, and
/// result types the op can infer are left to its `InferTypeOpInterface`.
fn emit_init(spec: &OpSpec, out: &mut String) {
    let _ = writeln!(out, "  def __init__(self, {}):", signature(spec, &|n| n.to_string()));
    let (prelude, args) = build_parts(spec, &|n| n.to_string());
    for line in prelude.lines() {
        let _ = writeln!(out, "  {line}");
    }
    let _ = writeln!(out, "    _ods_init(self, {args}, loc, ip)");
}

/// Accessors of an operand or result list (`what` is `operands` or
/// `results`).
fn emit_value_accessors(groups: &[ValueSpec], what: &str, segmented: bool, out: &mut String) {
    let n_variadic = groups.iter().filter(|g| g.arity != Arity::Single).count();
    let n_simple = groups.len() - n_variadic;
    let seg_attr = if what == "operands" { "operandSegmentSizes" } else { "resultSegmentSizes" };
    for (i, g) in groups.iter().enumerate() {
        let name = sanitize(g.name);
        // ODS's unnamed values (`_gen_arg_<index>`) have no accessor.
        if name.starts_with("_gen_arg_") {
            continue;
        }
        if what == "results" && groups.len() == 1 && g.arity == Arity::Single {
            // The only result is what the native `OpView.result` returns.
            let _ = writeln!(out, "\n  {name} = _ods_ir.OpView.result");
            continue;
        }
        let _ = writeln!(out, "\n  @builtins.property\n  def {name}(self):");
        if segmented {
            let _ = writeln!(
                out,
                "    {what}_range = _ods_segmented_accessor(\n         self.{what},\n         \
                 self.attributes[\"{seg_attr}\"], {i})"
            );
            let ret = match g.arity {
                Arity::Single => format!("{what}_range[0]"),
                Arity::Optional => format!("{what}_range[0] if len({what}_range) > 0 else None"),
                Arity::Variadic => format!("{what}_range"),
            };
            let _ = writeln!(out, "    return {ret}");
        } else if n_variadic == 0 {
            let _ = writeln!(out, "    return self.{what}[{i}]");
        } else {
            let preceding_simple = groups[..i].iter().filter(|g| g.arity == Arity::Single).count();
            let preceding_variadic = i - preceding_simple;
            let _ = writeln!(
                out,
                "    start, elements_per_group = _ods_equally_sized_accessor(self.{what}, {n_simple}, \
                 {n_variadic}, {preceding_simple}, {preceding_variadic})"
            );
            let ret = match g.arity {
                Arity::Single => format!("self.{what}[start]"),
                Arity::Optional => {
                    format!("self.{what}[start] if elements_per_group > 0 else None")
                }
                Arity::Variadic => format!("self.{what}[start:start + elements_per_group]"),
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
                 self.attributes\n\n  @{name}.setter\n  def {name}(self, value):\n    if bool(value):\n      \
                 self.attributes[\"{key}\"] = _ods_ir.UnitAttr.get()\n    elif \"{key}\" in \
                 self.attributes:\n      del self.attributes[\"{key}\"]\n\n  @{name}.deleter\n  def \
                 {name}(self):\n    del self.attributes[\"{key}\"]\n"
            );
        } else if a.optional && !a.materialize {
            // Optional, or with a default that is not materialized: absent
            // reads as None.
            let _ = write!(
                out,
                "\n  @builtins.property\n  def {name}(self):\n    if \"{key}\" not in self.attributes:\n      \
                 return None\n    return self.attributes[\"{key}\"]\n\n  @{name}.setter\n  def \
                 {name}(self, value):\n    if value is not None:\n      self.attributes[\"{key}\"] = \
                 value\n    elif \"{key}\" in self.attributes:\n      del \
                 self.attributes[\"{key}\"]\n\n  @{name}.deleter\n  def {name}(self):\n    del \
                 self.attributes[\"{key}\"]\n"
            );
        } else {
            let _ = write!(
                out,
                "\n  @builtins.property\n  def {name}(self) -> _ods_ir.Attribute:\n    return \
                 self.attributes[\"{key}\"]\n\n  @{name}.setter\n  def {name}(self, value: \
                 _ods_ir.Attribute):\n    if value is None:\n      raise ValueError(\"'None' not allowed as value \
                 for mandatory attributes\")\n    self.attributes[\"{key}\"] = value\n"
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

/// The builder function: the same build as the class's constructor, done
/// by the native `_ods_build` without the constructor's Python frame, and
/// returning the single result, the results or the op as upstream's do.
fn emit_function(spec: &OpSpec, class: &str, out: &mut String) {
    let fname = function_name(spec.name);
    let snake = |n: &str| sanitize(&snake_case(n));
    let _ = writeln!(out, "\ndef {fname}({}):", signature(spec, &snake));
    let (prelude, args) = build_parts(spec, &|n: &str| snake(n));
    out.push_str(&prelude);
    let variadic = spec.results.iter().any(|r| r.arity != Arity::Single);
    let returns = if spec.results.is_empty() {
        0
    } else if variadic {
        3
    } else if spec.results.len() == 1 {
        1
    } else {
        2
    };
    let _ = writeln!(out, "  return _ods_build({class}, {args}, loc, ip, {returns})");
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
         from ._ods_common import (\n    build_attribute as _ods_build_attribute,\n    \
         equally_sized_accessor as _ods_equally_sized_accessor,\n    \
         get_default_loc_context as _ods_get_default_loc_context,\n    get_op_results_or_values as \
         _get_op_results_or_values,\n    segmented_accessor as _ods_segmented_accessor,\n)\n\
         _ods_ir = _ods_cext.ir\n\
         _ods_build = _ods_ir._ods_build\n\
         _ods_init = _ods_ir._ods_init\n\
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
    let builtin: (&str, fn() -> Vec<OpSpec>) = ("builtin", builtin::specs);
    let mut dialects = crate::DIALECT_SPECS.to_vec();
    dialects.insert(1, builtin);
    let mut files: Vec<(String, String)> =
        dialects.iter().map(|(ns, specs)| (format!("_{ns}_ops_gen.py"), ops_module(ns, &specs()))).collect();
    files.push(("_arith_enum_gen.py".into(), enums::arith_module()));
    files.push(("_index_enum_gen.py".into(), enums::index_module()));
    files
}
