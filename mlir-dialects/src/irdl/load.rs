//! `irdl.load_dialects`: every `irdl.dialect` of a module becomes a
//! dialect of the context, whose ops are [`DynamicOp`]s (an [`OpSpec`]
//! built from the definition, checked by its IRDL constraints) and whose
//! types are checked by their parameter constraints when parsed.

use super::attrs::{variadicities, Variadicity};
use super::constraints::{Checker, Constraint};
use crate::pdl::attrs::ANY_ATTR;
use crate::spec::constraints::ANY;
use crate::spec::verify::{dense_i32, op_attr};
use crate::spec::{Arity, OpSpec};
use mlir_ir::dialect::{Dialect, DialectTypeHooks, OpDefinition};
use mlir_ir::ods::dynamic::{leak_str, DynamicOp};
use mlir_ir::ods::view::Checked;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Attribute, Context, Diagnostic, Ir, OpId, Type, TypeKind, Value};
use std::sync::Arc;

/// Why a module could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The dialect's namespace is taken in this context.
    #[error("dialect '{0}' is already loaded in this context; a dialect cannot be redefined")]
    Redefined(String),
    /// The definition is malformed.
    #[error("{0}")]
    Invalid(String),
}

/// A value definition: name, constraint, variadicity.
#[derive(Clone, Debug)]
struct ValueDef {
    name: String,
    constraint: usize,
    variadicity: Variadicity,
}

/// An op's compiled definition.
#[derive(Clone, Debug, Default)]
struct OpDef {
    constraints: Vec<Constraint>,
    operands: Vec<ValueDef>,
    results: Vec<ValueDef>,
    attributes: Vec<(String, usize)>,
    regions: Vec<(String, usize)>,
}

/// A type's or attribute's compiled definition (its parameter
/// constraints).
#[derive(Clone, Debug, Default)]
pub(crate) struct TypeDef {
    /// The mnemonic.
    pub name: String,
    /// The constraints of its body.
    pub constraints: Vec<Constraint>,
    /// The constraint of each parameter.
    pub params: Vec<usize>,
    /// The name of each parameter.
    pub param_names: Vec<String>,
    /// What the definer attached after loading (verifier, format).
    pub hooks: std::sync::OnceLock<super::param_hooks::ParamHooks>,
}

fn name_of(ir: &Ir, op: OpId) -> String {
    ir.op_name(op).map(|n| ir.ctx().op_name_str(n).to_string()).unwrap_or_default()
}

/// The text of a string attribute.
fn string_of(ctx: &Context, a: Option<Attribute>) -> Option<String> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The view of a constraint op, or the load error naming the op whose
/// operands, results or regions do not fit its definition.
fn viewed<V>(view: Option<V>, name: &str) -> Result<V, LoadError> {
    view.ok_or_else(|| LoadError::Invalid(format!("{name} does not fit its definition")))
}

/// The texts of an array of string attributes (empty for anything else;
/// an element that is no string reads as empty).
fn strings_of(ctx: &Context, a: Option<Attribute>) -> Vec<String> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v
            .iter()
            .map(|e| match ctx.attr_kind(*e) {
                AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => String::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn body_ops(ir: &Ir, op: OpId) -> Vec<OpId> {
    let Some(&r) = ir.regions(op).ok().and_then(|r| r.first()) else { return Vec::new() };
    let Some(b) = ir.region_first_block(r).ok().flatten() else { return Vec::new() };
    ir.block_ops(b).map(|i| i.collect()).unwrap_or_default()
}

/// The full name a symbol reference names: `@ns::@name` or `@name` in
/// dialect `ns`.
fn ref_name(ctx: &Context, attr: Attribute, ns: &str) -> Option<String> {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } => {
            let root = ctx.ident_str(*root).to_string();
            match nested.first() {
                Some(leaf) => Some(format!("{root}.{}", ctx.ident_str(*leaf))),
                None => Some(format!("{ns}.{root}")),
            }
        }
        _ => None,
    }
}

/// Compiles the constraint ops of a definition body; `kinds` says whether
/// each dynamic definition of the dialect is a type.
fn compile_body(
    ir: &Ir,
    def: OpId,
    ns: &str,
    kinds: &hashbrown::HashMap<String, bool>,
) -> Result<(Vec<Constraint>, hashbrown::HashMap<Value, usize>), LoadError> {
    let ctx = ir.ctx();
    let mut cs = Vec::new();
    let mut index = hashbrown::HashMap::new();
    let idx = |index: &hashbrown::HashMap<Value, usize>, v: Value| {
        index
            .get(&v)
            .copied()
            .ok_or_else(|| LoadError::Invalid("constraint operand defined outside the definition".into()))
    };
    for op in body_ops(ir, def) {
        let name = name_of(ir, op);
        let operands: Vec<Value> = ir.operands(op).map(|i| i.collect()).unwrap_or_default();
        let c = match name.as_str() {
            "irdl.is" => Constraint::Is(
                viewed(super::IsOp::new(ir, op), &name)?
                    .expected(ir)
                    .checked()
                    .ok_or_else(|| LoadError::Invalid("irdl.is without expected".into()))?,
            ),
            "irdl.any" => Constraint::Any,
            "irdl.any_of" => Constraint::AnyOf(operands.iter().map(|v| idx(&index, *v)).collect::<Result<_, _>>()?),
            "irdl.all_of" => Constraint::AllOf(operands.iter().map(|v| idx(&index, *v)).collect::<Result<_, _>>()?),
            "irdl.base" => {
                let base = viewed(super::BaseOp::new(ir, op), &name)?;
                if let Some(n) = string_of(ctx, base.base_name(ir).checked()) {
                    let is_type = n.starts_with('!');
                    Constraint::Base { name: n[1..].to_string(), is_type }
                } else {
                    let r = base.base_ref(ir).checked().and_then(|a| ref_name(ctx, a, ns));
                    let r = r.ok_or_else(|| LoadError::Invalid("irdl.base needs base_ref or base_name".into()))?;
                    let is_type = kinds.get(&r).copied().unwrap_or(true);
                    Constraint::Base { name: r, is_type }
                }
            }
            "irdl.parametric" => {
                let parametric = viewed(super::ParametricOp::new(ir, op), &name)?;
                let r = parametric.base_type(ir).checked().and_then(|a| ref_name(ctx, a, ns));
                let r = r.ok_or_else(|| LoadError::Invalid("irdl.parametric needs base_type".into()))?;
                let is_type = kinds.get(&r).copied().unwrap_or(true);
                let params = operands.iter().map(|v| idx(&index, *v)).collect::<Result<_, _>>()?;
                Constraint::Parametric { name: r, is_type, params }
            }
            "irdl.region" => {
                let region = viewed(super::RegionOp::new(ir, op), &name)?;
                let args = if region.constrained_arguments(ir).checked().is_some() {
                    Some(operands.iter().map(|v| idx(&index, *v)).collect::<Result<_, _>>()?)
                } else {
                    None
                };
                let blocks = region.number_of_blocks(ir).checked().and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => usize::try_from(value.to_i64()?).ok(),
                    _ => None,
                });
                Constraint::Region { args, blocks }
            }
            "irdl.c_pred" => {
                return Err(LoadError::Invalid("irdl.c_pred constraints (C++ predicates) cannot be loaded".into()))
            }
            _ => continue,
        };
        if let Ok(v) = ir.result(op, 0) {
            index.insert(v, cs.len());
        }
        cs.push(c);
    }
    Ok((cs, index))
}

fn compile_op(ir: &Ir, def: OpId, ns: &str, kinds: &hashbrown::HashMap<String, bool>) -> Result<OpDef, LoadError> {
    let (constraints, index) = compile_body(ir, def, ns, kinds)?;
    let mut d = OpDef { constraints, ..OpDef::default() };
    let ctx = ir.ctx();
    let lookup = |v: Value| index.get(&v).copied().ok_or_else(|| LoadError::Invalid("unknown constraint".into()));
    // The names, variadicities and constraints of a group of values.
    let values = |names: Option<Attribute>, vars: Option<Attribute>, args: Vec<Value>| {
        let names = strings_of(ctx, names);
        let vars = vars.and_then(|a| variadicities(ctx, a)).unwrap_or_default();
        args.iter()
            .enumerate()
            .map(|(i, v)| {
                Ok(ValueDef {
                    name: names.get(i).cloned().unwrap_or_default(),
                    constraint: lookup(*v)?,
                    variadicity: vars.get(i).copied().unwrap_or(Variadicity::Single),
                })
            })
            .collect::<Result<Vec<_>, LoadError>>()
    };
    // Names paired with the constraints of their values.
    let named = |names: Option<Attribute>, args: Vec<Value>| {
        strings_of(ctx, names).into_iter().zip(args).map(|(n, v)| Ok((n, lookup(v)?))).collect::<Result<_, LoadError>>()
    };
    for op in body_ops(ir, def) {
        match name_of(ir, op).as_str() {
            "irdl.operands" => {
                let v = viewed(super::OperandsOp::new(ir, op), "irdl.operands")?;
                d.operands = values(v.names(ir).checked(), v.variadicity(ir).checked(), v.args(ir).checked())?;
            }
            "irdl.results" => {
                let v = viewed(super::ResultsOp::new(ir, op), "irdl.results")?;
                d.results = values(v.names(ir).checked(), v.variadicity(ir).checked(), v.args(ir).checked())?;
            }
            "irdl.attributes" => {
                let v = viewed(super::AttributesOp::new(ir, op), "irdl.attributes")?;
                d.attributes = named(v.attribute_value_names(ir).checked(), v.attribute_values(ir).checked())?;
            }
            "irdl.regions" => {
                let v = viewed(super::RegionsOp::new(ir, op), "irdl.regions")?;
                d.regions = named(v.names(ir).checked(), v.args(ir).checked())?;
            }
            _ => {}
        }
    }
    Ok(d)
}

fn arity(v: Variadicity) -> Arity {
    match v {
        Variadicity::Single => Arity::Single,
        Variadicity::Optional => Arity::Optional,
        Variadicity::Variadic => Arity::Variadic,
    }
}

/// The spec of a compiled op: its groups under their names, the generic
/// form only.
fn spec_of(full: &str, d: &OpDef) -> OpSpec {
    let mut s = OpSpec::new(leak_str(full), "");
    for o in &d.operands {
        s = s.operand_group(leak_str(&o.name), &ANY, arity(o.variadicity));
    }
    for r in &d.results {
        s = s.result_group(leak_str(&r.name), &ANY, arity(r.variadicity));
    }
    for (a, _) in &d.attributes {
        s = s.attr(leak_str(a), &ANY_ATTR);
    }
    for (r, _) in &d.regions {
        s = s.region(leak_str(r));
    }
    // Values under one constraint variable have one type (IRDL's
    // semantics), which lets an assembly format name the type once.
    let mut by_constraint: Vec<(usize, Vec<&'static str>)> = Vec::new();
    for v in d.operands.iter().chain(&d.results).filter(|v| v.variadicity == Variadicity::Single) {
        match by_constraint.iter_mut().find(|(c, _)| *c == v.constraint) {
            Some((_, names)) => names.push(leak_str(&v.name)),
            None => by_constraint.push((v.constraint, vec![leak_str(&v.name)])),
        }
    }
    for (_, names) in by_constraint.into_iter().filter(|(_, n)| n.len() > 1) {
        s = s.traits(&[crate::spec::Trait::AllTypesMatch(Box::leak(names.into_boxed_slice()))]);
    }
    // Several groups of varying size are sized by `operandSegmentSizes`,
    // which the assembly-format engine then reads and writes.
    if d.operands.iter().filter(|o| o.variadicity != Variadicity::Single).count() > 1 {
        s = s.traits(&[crate::spec::Trait::AttrSizedOperandSegments]);
    }
    s
}

/// The result types of `d` when each result is one value of one type
/// (`irdl.is` of a type); else none.
fn fixed_result_types(ctx: &Context, d: &OpDef) -> Vec<Type> {
    let fixed: Option<Vec<Type>> = d
        .results
        .iter()
        .map(|r| match (r.variadicity, d.constraints.get(r.constraint)) {
            (Variadicity::Single, Some(Constraint::Is(a))) => match ctx.attr_kind(*a) {
                AttrKind::Type(t) => Some(*t),
                _ => None,
            },
            _ => None,
        })
        .collect();
    fixed.unwrap_or_default()
}

/// The constant ops of dynamic dialects, by context: the op a folded
/// value of a dialect defined at run time is materialized as.
static CONSTANT_OPS: std::sync::Mutex<Vec<(u64, String, String)>> = std::sync::Mutex::new(Vec::new());

/// Makes `op_name` (with a `value` attribute and one result) the constant
/// op of dialect `ns` in `ctx`.
pub fn register_constant_op(ctx: &Context, ns: &str, op_name: &str) {
    if let Ok(mut v) = CONSTANT_OPS.lock() {
        v.retain(|(c, n, _)| !(*c == ctx.id() && n == ns));
        v.push((ctx.id(), ns.to_string(), op_name.to_string()));
    }
}

/// The materializer of dynamic dialects: the constant op of the type's
/// dialect, else the one constant op registered in the context.
fn materialize_dynamic(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    loc: mlir_ir::Location,
) -> Option<mlir_ir::OperationState> {
    let v = CONSTANT_OPS.lock().ok()?;
    let mine: Vec<&(u64, String, String)> = v.iter().filter(|(c, _, _)| *c == ctx.id()).collect();
    let by_type = match ctx.type_kind(ty) {
        TypeKind::Opaque { dialect, .. } => mine.iter().find(|(_, n, _)| n == ctx.ident_str(*dialect)).copied(),
        _ => None,
    };
    let (_, _, op) = by_type.or(if mine.len() == 1 { mine.first().copied() } else { None })?;
    let mut st = mlir_ir::OperationState::new(ctx.op_name(op), loc);
    st.attributes.push((ctx.ident("value"), value));
    st.result_types.push(ty);
    Some(st)
}

/// Splits `n` values into the groups `defs` describes, using the segment
/// sizes attribute `seg_attr` when more than one group is not single.
fn segments(
    ir: &Ir,
    op: OpId,
    defs: &[ValueDef],
    n: usize,
    what: &str,
    seg_attr: &str,
) -> Result<Vec<usize>, Diagnostic> {
    let non_single = defs.iter().filter(|d| d.variadicity != Variadicity::Single).count();
    let err = |m: String| op_error_prefixed(ir, op, m);
    if non_single <= 1 {
        let fixed = defs.len() - non_single;
        let plural = |k: usize| if k == 1 { what.to_string() } else { format!("{what}s") };
        if non_single == 0 && n != fixed {
            return Err(err(format!("expects exactly {fixed} {}, but got {n}", plural(fixed))));
        }
        if n < fixed {
            return Err(err(format!("expects at least {fixed} {}, but got {n}", plural(fixed))));
        }
        let rest = n - fixed;
        if defs.iter().any(|d| d.variadicity == Variadicity::Optional) && rest > 1 {
            return Err(err(format!("expects at most {} {what}s, but got {n}", fixed + 1)));
        }
        return Ok(defs.iter().map(|d| if d.variadicity == Variadicity::Single { 1 } else { rest }).collect());
    }
    let sizes = op_attr(ir, op, seg_attr)
        .and_then(|a| dense_i32(ir.ctx(), a))
        .ok_or_else(|| err(format!("'{seg_attr}' attribute is expected but not provided")))?;
    if sizes.len() != defs.len() {
        return Err(err(format!(
            "'{seg_attr}' attribute for specifying {what} segments must have {} elements, but got {}",
            defs.len(),
            sizes.len()
        )));
    }
    for (d, s) in defs.iter().zip(&sizes) {
        let ok = match d.variadicity {
            Variadicity::Single => *s == 1,
            Variadicity::Optional => *s == 0 || *s == 1,
            Variadicity::Variadic => *s >= 0,
        };
        if !ok {
            return Err(err(format!("{what} group '{}' has a wrong size {s} in '{seg_attr}'", d.name)));
        }
    }
    let total: i64 = sizes.iter().map(|s| i64::from(*s)).sum();
    if total != n as i64 {
        return Err(err(format!("'{seg_attr}' says {total} {what}s, but the op has {n}")));
    }
    Ok(sizes.iter().map(|s| *s as usize).collect())
}

/// Whether attribute `name` of `op` has a default value (see
/// [`DynamicOp::extend`]).
fn has_default(ir: &Ir, op: OpId, name: &str) -> bool {
    let Ok(op_name) = ir.op_name(op) else { return false };
    let ctx = ir.ctx();
    ctx.op_def(op_name).and_then(|d| d.as_dynamic()).is_some_and(|d| d.attr_default(name).is_some())
}

/// The IRDL check of one op.
fn verify_op(d: &OpDef, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let err = |m: String| op_error_prefixed(ir, op, m);
    let mut checker = Checker::new(ctx, &d.constraints);
    // Attributes.
    for (name, c) in &d.attributes {
        let Some(a) = op_attr(ir, op, name) else {
            // An attribute the definer gave a default value may be absent
            // (asked only then: the common path does no look-up).
            if has_default(ir, op, name) {
                continue;
            }
            return Err(err(format!("attribute \"{name}\" is expected but not provided")));
        };
        checker.check(*c, a).map_err(|m| err(format!("attribute \"{name}\": {m}")))?;
    }
    // Operands and results, in group order.
    let operands: Vec<Value> = ir.operands(op).map(|i| i.collect()).unwrap_or_default();
    let results: Vec<Value> = ir.results(op).map(|i| i.collect()).unwrap_or_default();
    for (defs, values, what, seg) in [
        (&d.operands, &operands, "operand", "operandSegmentSizes"),
        (&d.results, &results, "result", "resultSegmentSizes"),
    ] {
        let sizes = segments(ir, op, defs, values.len(), what, seg)?;
        let mut at = 0;
        for (def, size) in defs.iter().zip(sizes) {
            for v in &values[at..at + size] {
                let ty = ir.value_type(*v).map_err(|e| err(e.to_string()))?;
                checker
                    .check(def.constraint, ctx.type_attr(ty))
                    .map_err(|m| err(format!("{what} '{}': {m}", def.name)))?;
            }
            at += size;
        }
    }
    // Regions.
    let regions: Vec<mlir_ir::RegionId> = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
    if regions.len() != d.regions.len() {
        return Err(err(format!(
            "unexpected number of regions: expected {} but got {}",
            d.regions.len(),
            regions.len()
        )));
    }
    for ((name, c), r) in d.regions.iter().zip(&regions) {
        if let Some(Constraint::Region { args, blocks }) = d.constraints.get(*c) {
            let block_ids: Vec<mlir_ir::BlockId> = ir.region_blocks(*r).map(|b| b.collect()).unwrap_or_default();
            if let Some(n) = blocks {
                if block_ids.len() != *n {
                    return Err(err(format!("region '{name}' should have {n} block(s), but has {}", block_ids.len())));
                }
            }
            if let (Some(args), Some(entry)) = (args, block_ids.first()) {
                let vals: Vec<Value> = ir.block_args(*entry).map(|a| a.collect()).unwrap_or_default();
                if vals.len() != args.len() {
                    return Err(err(format!(
                        "region '{name}' should have {} argument(s), but has {}",
                        args.len(),
                        vals.len()
                    )));
                }
                for (a, v) in args.iter().zip(vals) {
                    let ty = ir.value_type(v).map_err(|e| err(e.to_string()))?;
                    checker.check(*a, ctx.type_attr(ty)).map_err(|m| err(format!("region '{name}': {m}")))?;
                }
            }
        }
    }
    Ok(())
}

/// The parameters of a dynamic type or attribute (`!ns.name<i32, 3>`),
/// as attributes (types as type attributes).
pub fn dynamic_params(ctx: &Context, attr: Attribute) -> Option<Vec<Attribute>> {
    let (ns, data) = match ctx.attr_kind(attr) {
        AttrKind::Type(t) => match ctx.type_kind(*t) {
            TypeKind::Opaque { dialect, data } => (ctx.ident_str(*dialect).to_string(), data.to_string()),
            _ => return None,
        },
        AttrKind::Dialect(d) => {
            return Some(
                d.params
                    .iter()
                    .filter_map(|p| match p {
                        mlir_ir::AttrParam::Attr(a) => Some(*a),
                        mlir_ir::AttrParam::Type(t) => Some(ctx.type_attr(*t)),
                        _ => None,
                    })
                    .collect(),
            )
        }
        _ => return None,
    };
    // A type of a loaded definition is read by its format; one of a
    // dialect not loaded here in the generic syntax.
    super::param_hooks::type_params(ctx, &ns, &data).or_else(|| parse_params(ctx, &data).ok())
}

/// Splits `name<a, b>` into its parameters, parsed as attributes.
pub(crate) fn parse_params(ctx: &Context, body: &str) -> Result<Vec<Attribute>, (usize, String)> {
    let Some(open) = body.find('<') else { return Ok(Vec::new()) };
    let inner = body[open + 1..].strip_suffix('>').ok_or((body.len(), "expected '>'".to_string()))?;
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    let bytes = inner.as_bytes();
    let mut in_str = false;
    for i in 0..=bytes.len() {
        let c = bytes.get(i).copied();
        match c {
            Some(b'"') => in_str = !in_str,
            Some(b'<' | b'(' | b'[' | b'{') if !in_str => depth += 1,
            Some(b'>' | b')' | b']' | b'}') if !in_str => depth -= 1,
            Some(b',') | None if depth == 0 && !in_str => {
                let piece = inner[start..i].trim();
                if !piece.is_empty() {
                    let a =
                        mlir_ir::parser::parse_attribute_str(ctx, piece).map_err(|d| (open + 1 + start, d.message))?;
                    out.push(a);
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    Ok(out)
}

/// Parsing of the dialect's dynamic types: the mnemonic must name a
/// defined type and the parameters must satisfy its constraints.
pub(crate) struct DynamicTypes {
    /// The namespace.
    pub ns: String,
    /// The type definitions.
    pub types: Vec<TypeDef>,
}

impl DialectTypeHooks for DynamicTypes {
    fn parse_type(&self, ctx: &Context, body: &str) -> Result<Type, (usize, String)> {
        let mnemonic: String = body.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        let Some(def) = self.types.iter().find(|t| t.name == mnemonic) else {
            return Err((0, format!("unknown type '{mnemonic}' in dialect '{}'", self.ns)));
        };
        let params = super::param_hooks::read_params(ctx, def, body)?;
        super::param_hooks::check_params(ctx, &self.ns, def, &params).map_err(|m| (0, m))?;
        Ok(super::param_hooks::canonical_type(ctx, &self.ns, def, &params))
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
}

/// The dynamic type `!ns.name<params>` in its canonical spelling.
pub fn dynamic_type(ctx: &Context, ns: &str, name: &str, params: &[Attribute]) -> Type {
    let mut data = name.to_string();
    if !params.is_empty() {
        let shown: Vec<String> = params
            .iter()
            .map(|a| match ctx.attr_kind(*a) {
                AttrKind::Type(t) => mlir_ir::printer::type_to_string(ctx, *t),
                _ => mlir_ir::printer::attr_to_string(ctx, *a),
            })
            .collect();
        data.push('<');
        data.push_str(&shown.join(", "));
        data.push('>');
    }
    ctx.opaque_type(ctx.ident(ns), &data)
}

/// Loads every `irdl.dialect` nested in `module` into `ctx`; returns their
/// namespaces. A namespace already loaded is an error (nothing is loaded
/// then).
pub fn load_dialects(ir: &Ir, module: OpId) -> Result<Vec<String>, LoadError> {
    let ctx = ir.ctx().clone();
    let mut dialects = Vec::new();
    let mut pending = vec![module];
    while let Some(op) = pending.pop() {
        if name_of(ir, op) == "irdl.dialect" {
            dialects.push(op);
            continue;
        }
        for r in ir.regions(op).map(|r| r.to_vec()).unwrap_or_default() {
            for b in ir.region_blocks(r).map(|b| b.collect::<Vec<_>>()).unwrap_or_default() {
                pending.extend(ir.block_ops(b).map(|i| i.collect::<Vec<_>>()).unwrap_or_default().into_iter().rev());
            }
        }
    }
    let mut built = Vec::new();
    for d in dialects {
        let ns = mlir_ir::symbols::symbol_name(ir, d)
            .ok_or_else(|| LoadError::Invalid("irdl.dialect without a name".into()))?;
        if ctx.dialect(&ns).is_some() || built.iter().any(|b: &Dialect| b.name == ns) {
            return Err(LoadError::Redefined(ns));
        }
        let mut kinds = hashbrown::HashMap::new();
        for def in body_ops(ir, d) {
            let sym = mlir_ir::symbols::symbol_name(ir, def).unwrap_or_default();
            match name_of(ir, def).as_str() {
                "irdl.type" => drop(kinds.insert(format!("{ns}.{sym}"), true)),
                "irdl.attribute" => drop(kinds.insert(format!("{ns}.{sym}"), false)),
                _ => {}
            }
        }
        let mut ops: Vec<Arc<dyn OpDefinition>> = Vec::new();
        let mut types = Vec::new();
        let mut attrs = Vec::new();
        for def in body_ops(ir, d) {
            let sym = mlir_ir::symbols::symbol_name(ir, def).unwrap_or_default();
            match name_of(ir, def).as_str() {
                "irdl.operation" => {
                    let full = format!("{ns}.{sym}");
                    let od = compile_op(ir, def, &ns, &kinds)?;
                    let spec = spec_of(&full, &od);
                    let fixed = fixed_result_types(&ctx, &od);
                    let check: mlir_ir::ods::dynamic::DynVerifier = Arc::new(move |ir, op| verify_op(&od, ir, op));
                    ops.push(Arc::new(DynamicOp::new(spec, Some(check)).with_fixed_results(fixed)));
                }
                "irdl.type" | "irdl.attribute" => {
                    let (constraints, index) = compile_body(ir, def, &ns, &kinds)?;
                    let mut params = Vec::new();
                    let mut param_names = Vec::new();
                    for p in body_ops(ir, def).into_iter().filter(|p| name_of(ir, *p) == "irdl.parameters") {
                        let p = viewed(super::ParametersOp::new(ir, p), "irdl.parameters")?;
                        let names = strings_of(&ctx, p.names(ir).checked());
                        for (i, v) in p.args(ir).checked().into_iter().enumerate() {
                            params.push(*index.get(&v).ok_or_else(|| LoadError::Invalid("unknown constraint".into()))?);
                            param_names.push(names.get(i).cloned().unwrap_or_default());
                        }
                    }
                    let is_type = name_of(ir, def) == "irdl.type";
                    let td = TypeDef { name: sym, constraints, params, param_names, hooks: Default::default() };
                    if is_type {
                        types.push(td);
                    } else {
                        attrs.push(td);
                    }
                }
                _ => {}
            }
        }
        let mut dialect = Dialect::new(ns.clone(), ops);
        dialect.type_hooks = Some(Arc::new(DynamicTypes { ns: ns.clone(), types }));
        dialect.materialize_constant = Some(materialize_dynamic);
        dialect.attr_hooks = Some(Arc::new(super::attr_defs::DynamicAttrs { ns: ns.clone(), attrs }));
        built.push(dialect);
    }
    let names = built.iter().map(|d| d.name.clone()).collect();
    for d in built {
        ctx.load_dialect(d);
    }
    Ok(names)
}
