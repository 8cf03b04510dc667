//! The verifier generated from an [`OpSpec`], in ODS's order and wording:
//! region, result, successor and operand counts; attributes; operand and
//! result types; predicate traits; native traits; the hand-written hook.

use super::{Arity, OpSpec, Trait, ValueSpec};
use crate::diagnostics::Diagnostic;
use crate::printer::type_to_string;
use crate::verifier::op_error_prefixed;
use crate::{AttrKind, Attribute, Context, Ir, OpId, Type, TypeKind, Value};
use smallvec::SmallVec;

/// The inherent attribute `name` of `op` (properties first, then the
/// discardable dictionary, as upstream's `getAttr`).
pub fn op_attr(ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    ir.op_attr_by_name(op, name)
}

/// Values of an op, inline up to a typical count: the verifier, parser and
/// printer ask for them on every op, and a heap list each time showed up as
/// a tenth of all allocations.
pub type Values = SmallVec<[Value; 4]>;
/// Types of an op's values (see [`Values`]).
pub type Types = SmallVec<[Type; 4]>;
/// `(start, len)` of each operand or result group (see [`Values`]).
pub type Segments = SmallVec<[(usize, usize); 4]>;

/// The operand values of `op`.
pub fn operands(ir: &Ir, op: OpId) -> Values {
    ir.operands(op).map(|i| i.collect()).unwrap_or_default()
}

/// The types of `values`.
pub fn types_of(ir: &Ir, values: &[Value]) -> Types {
    values.iter().map(|v| ir.value_type(*v).unwrap_or_else(|_| ir.ctx().none_type())).collect()
}

/// The result types of `op`.
pub fn result_types(ir: &Ir, op: OpId) -> Types {
    let n = ir.num_results(op).unwrap_or(0);
    (0..n as u32)
        .map(|index| ir.value_type(Value::OpResult { op, index }).unwrap_or_else(|_| ir.ctx().none_type()))
        .collect()
}

/// The `(start, len)` of each group given `total` values, with explicit
/// segment sizes when the op has them.
pub fn segments(groups: &[ValueSpec], total: usize, sizes: Option<&[i32]>) -> Segments {
    let mut out = Segments::with_capacity(groups.len());
    let mut start = 0;
    if let Some(sizes) = sizes {
        for (i, _) in groups.iter().enumerate() {
            let n = sizes.get(i).copied().unwrap_or(0).max(0) as usize;
            out.push((start, n));
            start += n;
        }
        return out;
    }
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let var = groups.len() - fixed;
    let dynamic = total.saturating_sub(fixed);
    for g in groups {
        let n = match g.arity {
            Arity::Single => 1,
            _ if var > 0 => dynamic / var,
            _ => 0,
        };
        out.push((start, n));
        start += n;
    }
    out
}

/// The i32 elements of a dense array attribute.
pub fn dense_i32(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { element, raw, .. } if ctx.type_kind(*element).is_signless_int(32) => {
            Some(raw.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
        }
        _ => None,
    }
}

/// The operand groups of `op` under `spec`.
pub fn operand_segments(spec: &OpSpec, ir: &Ir, op: OpId) -> Segments {
    let n = ir.num_operands(op).unwrap_or(0);
    let sizes = if spec.has_trait(&Trait::AttrSizedOperandSegments) {
        op_attr(ir, op, "operandSegmentSizes").and_then(|a| dense_i32(ir.ctx(), a))
    } else {
        None
    };
    segments(&spec.operands, n, sizes.as_deref())
}

fn count_check(
    ir: &Ir,
    op: OpId,
    groups: usize,
    fixed: usize,
    variadic: bool,
    actual: usize,
    kind: &str,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error_prefixed(ir, op, m));
    if variadic {
        if fixed > 0 && actual < fixed {
            return err(format!("expected {fixed} or more {kind}s, but found {actual}"));
        }
        return Ok(());
    }
    let _ = groups;
    if actual == fixed {
        return Ok(());
    }
    match (kind, fixed) {
        ("operand", 0) => err("requires zero operands".into()),
        ("operand", 1) => err("requires a single operand".into()),
        ("result", 0) => err("requires zero results".into()),
        ("result", 1) => err("requires one result".into()),
        _ => err(format!("expected {fixed} {kind}s, but found {actual}")),
    }
}

/// What a value of group `g` must be: ODS's `Variadic<T>` summary is
/// "variadic of" T's.
fn group_summary(g: &ValueSpec) -> String {
    match g.arity {
        Arity::Variadic => format!("variadic of {}", g.constraint.summary),
        _ => g.constraint.summary.to_string(),
    }
}

/// What the verifier needs to know of a spec before looking at any op,
/// worked out once per op definition: the verifier runs on every op, and
/// re-deriving these from the spec's lists each time was a tenth of it.
pub struct Plan {
    res_fixed: usize,
    res_var: bool,
    succ_fixed: usize,
    succ_var: bool,
    op_fixed: usize,
    op_var: bool,
    reg_var: bool,
    attr_sized: bool,
    /// [`OpSpec::single_operand_groups`].
    single_operands: bool,
    /// Every result group is a single result.
    single_results: bool,
    /// Some trait is one of [`verify_structural`]'s.
    structural: bool,
    /// Some region has a `SizedRegion` constraint.
    sized_regions: bool,
}

impl Plan {
    /// The plan of `spec`.
    pub fn new(spec: &OpSpec) -> Plan {
        let single = |g: &[ValueSpec]| g.iter().all(|r| r.arity == Arity::Single);
        Plan {
            res_fixed: spec.results.iter().filter(|r| r.arity == Arity::Single).count(),
            res_var: !single(&spec.results),
            succ_fixed: spec.successors.iter().filter(|s| !s.variadic).count(),
            succ_var: spec.successors.iter().any(|s| s.variadic),
            op_fixed: spec.operands.iter().filter(|r| r.arity == Arity::Single).count(),
            op_var: !single(&spec.operands),
            reg_var: spec.regions.iter().any(|r| r.variadic),
            attr_sized: spec.has_trait(&Trait::AttrSizedOperandSegments),
            single_operands: spec.single_operand_groups(),
            single_results: single(&spec.results),
            structural: spec
                .traits
                .iter()
                .any(|t| matches!(t, Trait::HasParent(_) | Trait::SingleBlock | Trait::NoRegionArguments)),
            sized_regions: spec.regions.iter().any(|r| r.blocks.is_some()),
        }
    }
}

/// Runs the spec's checks on `op`; `plan` is the spec's [`Plan`].
pub fn verify_spec(spec: &OpSpec, plan: &Plan, ir: &Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
    verify_invariants(spec, plan, ir, op).map_err(|d| vec![d])?;
    if let Some(inference) = spec.infer_checked {
        verify_inferred_types(inference, ir, op)?;
    }
    if let Some(v) = spec.hooks.verify {
        v(ir, op).map_err(|d| vec![d])?;
    }
    Ok(())
}

/// Upstream's `verifyInferredResultTypes` for an op declaring
/// `InferTypeOpAdaptorWithIsCompatible`: the op's result types must be
/// compatible with the inferred ones. A failure is reported as upstream's:
/// the reason (the inference's own error, or the incompatibility), then
/// "failed to infer returned types".
fn verify_inferred_types(inference: super::CheckedInference, ir: &Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
    let ctx = ir.ctx();
    let loc = ir.op_loc(op).unwrap_or_else(|_| ctx.unknown_loc());
    let types = |vs: Option<Vec<crate::Value>>| -> Types {
        vs.unwrap_or_default().into_iter().map(|v| ir.value_type(v).unwrap_or_else(|_| ctx.none_type())).collect()
    };
    let operand_types = types(ir.operands(op).ok().map(|i| i.collect()));
    let result_types = types(ir.results(op).ok().map(|i| i.collect()));
    // Inherent (properties) and discardable attributes, as builders pass them.
    let mut attrs: Vec<crate::attributes::NamedAttribute> = Vec::new();
    if let Ok(Some(props)) = ir.op_props(op) {
        attrs.extend_from_slice(ctx.dict_entries(props));
    }
    attrs.extend_from_slice(ir.op_attrs(op).unwrap_or(&[]));
    let reason = match (inference.infer)(ctx, &operand_types, &attrs) {
        Ok(inferred) if (inference.compatible)(ctx, &inferred, &result_types) => return Ok(()),
        Ok(inferred) => {
            let list = |ts: &[Type]| ts.iter().map(|&t| format!("'{}'", type_to_string(ctx, t))).collect::<Vec<_>>();
            let name = ctx.op_name_str(ir.op(op).name);
            Some(format!(
                "'{name}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
                list(&inferred).join(", "),
                list(&result_types).join(", ")
            ))
        }
        Err(reason) => reason,
    };
    let mut errors: Vec<Diagnostic> = reason.map(|m| Diagnostic::error(loc, m)).into_iter().collect();
    errors.push(op_error_prefixed(ir, op, "failed to infer returned types"));
    Err(errors)
}

/// The checks ODS generates (`verifyInvariants`) and those of the native
/// traits, in upstream's order.
fn verify_invariants(spec: &OpSpec, plan: &Plan, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let e = |m: String| op_error_prefixed(ir, op, m);
    // Regions.
    let nreg = ir.regions(op).map(|r| r.len()).unwrap_or(0);
    if !plan.reg_var && nreg != spec.regions.len() {
        return Err(match spec.regions.len() {
            0 => e("requires zero regions".into()),
            1 => e("requires one region".into()),
            n => e(format!("expected {n} regions")),
        });
    }
    // Results.
    let nres = ir.num_results(op).unwrap_or(0);
    count_check(ir, op, spec.results.len(), plan.res_fixed, plan.res_var, nres, "result")?;
    // Successors.
    let nsucc = ir.num_successors(op).unwrap_or(0);
    if !plan.succ_var && nsucc != plan.succ_fixed {
        let s = if plan.succ_fixed == 1 { "successor" } else { "successors" };
        return Err(e(format!("requires {} {s} but found {nsucc}", plan.succ_fixed)));
    }
    // Operands.
    let nops = ir.num_operands(op).unwrap_or(0);
    if !plan.attr_sized {
        count_check(ir, op, spec.operands.len(), plan.op_fixed, plan.op_var, nops, "operand")?;
    }
    // Structural traits, verified before the invariants as upstream's.
    if plan.structural {
        verify_structural(spec, ir, op)?;
    }
    // Attributes.
    for a in &spec.attributes {
        match op_attr(ir, op, a.name) {
            None if !a.optional => return Err(e(format!("requires attribute '{}'", a.name))),
            None => {}
            Some(v) => {
                if !(a.constraint.check)(ctx, v) {
                    let summary = match a.constraint.print {
                        super::AttrPrint::Enum(def) => def.summary(),
                        _ => a.constraint.summary.to_string(),
                    };
                    return Err(e(format!("attribute '{}' failed to satisfy constraint: {summary}", a.name)));
                }
            }
        }
    }
    if plan.attr_sized {
        verify_segments(spec, ir, op, nops)?;
    }
    // Operand and result types.
    let none = || ctx.none_type();
    let op_types: Types = match ir.operands(op) {
        Ok(values) => values.map(|v| ir.value_type(v).unwrap_or_else(|_| none())).collect(),
        Err(_) => Types::new(),
    };
    let check_groups = |groups: &[ValueSpec], segs: &mut dyn Iterator<Item = (usize, usize)>, types: &Types, what| {
        for (g, (start, len)) in groups.iter().zip(segs) {
            for (i, &t) in types.iter().enumerate().take(start + len).skip(start) {
                if !(g.constraint.check)(ctx, t) {
                    let t = type_to_string(ctx, t);
                    return Err(e(format!("{what} #{i} must be {}, but got '{t}'", group_summary(g))));
                }
            }
        }
        Ok(())
    };
    if plan.single_operands {
        check_groups(&spec.operands, &mut (0..spec.operands.len()).map(|i| (i, 1)), &op_types, "operand")?;
    } else {
        check_groups(&spec.operands, &mut operand_segments(spec, ir, op).into_iter(), &op_types, "operand")?;
    }
    let res_types = result_types(ir, op);
    if plan.single_results {
        check_groups(&spec.results, &mut (0..spec.results.len()).map(|i| (i, 1)), &res_types, "result")?;
    } else {
        check_groups(&spec.results, &mut segments(&spec.results, nres, None).into_iter(), &res_types, "result")?;
    }
    // Region constraints (`SizedRegion<n>`).
    if plan.sized_regions {
        for (i, r) in spec.regions.iter().enumerate() {
            let Some(n) = r.blocks else { continue };
            let region = ir.regions(op).ok().and_then(|rs| rs.get(i).copied());
            let count = region.and_then(|r| ir.region_blocks(r).ok()).map_or(0, |b| b.count());
            if count != n {
                return Err(e(format!(
                    "region #{i} ('{}') failed to verify constraint: region with {n} blocks",
                    r.name
                )));
            }
        }
    }
    // Predicate traits (inside ODS's verifyInvariantsImpl).
    for t in &spec.traits {
        match t {
            Trait::AllTypesMatch(names) => {
                let tys: SmallVec<[Option<Type>; 4]> = names.iter().map(|n| named_type(spec, ir, op, n)).collect();
                if tys.windows(2).any(|w| w[0] != w[1]) {
                    return Err(e(format!("failed to verify that all of {{{}}} have same type", names.join(", "))));
                }
            }
            Trait::TypesMatchWith { summary, from, to, transform } => {
                if let (Some(f), Some(t)) = (named_type(spec, ir, op, from), named_type(spec, ir, op, to)) {
                    if transform(ctx, f) != t {
                        return Err(e(format!("failed to verify that {summary}")));
                    }
                }
            }
            Trait::Pred { summary, check } => {
                if !check(ir, op) {
                    return Err(e(format!("failed to verify that {summary}")));
                }
            }
            _ => {}
        }
    }
    // Native traits.
    for t in &spec.traits {
        match t {
            Trait::SameOperandsAndResultType => {
                let mut all = op_types.iter().chain(res_types.iter());
                if all.next().is_some_and(|first| all.any(|t| t != first)) {
                    return Err(e("requires the same type for all operands and results".into()));
                }
            }
            Trait::SameTypeOperands => {
                if op_types.windows(2).any(|w| w[0] != w[1]) {
                    return Err(e("requires all operands to have the same type".into()));
                }
            }
            Trait::SameOperandsAndResultShape => {
                let all: Types = op_types.iter().chain(res_types.iter()).copied().collect();
                if !compatible_shapes(ctx, &all) {
                    return Err(e("requires the same shape for all operands and results".into()));
                }
            }
            Trait::Elementwise => verify_elementwise(ir, op, &op_types, &res_types)?,
            _ => {}
        }
    }
    Ok(())
}

/// The structural traits (`HasParent`, `SingleBlock`, `NoRegionArguments`)
/// in the op's trait order: ODS verifies them after the count traits and
/// before the op's invariants.
fn verify_structural(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let e = |m: String| op_error_prefixed(ir, op, m);
    let regions: &[crate::RegionId] = ir.regions(op).unwrap_or(&[]);
    for t in &spec.traits {
        match t {
            Trait::HasParent(name) => {
                let parent = ir.op_parent_op(op).ok().flatten();
                let ok = parent.is_some_and(|p| {
                    ir.op_name(p).is_ok_and(|n| name.split(", ").any(|one| ctx.op_name_str(n) == one))
                });
                if !ok && name.contains(", ") {
                    return Err(e(format!("expects parent op to be one of '{name}'")));
                }
                if !ok {
                    return Err(e(format!("expects parent op '{name}'")));
                }
            }
            Trait::SingleBlock => {
                for (i, &r) in regions.iter().enumerate() {
                    let mut blocks = ir.region_blocks(r).into_iter().flatten();
                    let Some(first) = blocks.next() else { continue };
                    if blocks.next().is_some() {
                        return Err(e(format!("expects region #{i} to have 0 or 1 blocks")));
                    }
                    let empty = ir.block_ops(first).map_or(true, |mut o| o.next().is_none());
                    if !spec.has_trait(&Trait::NoTerminator) && empty {
                        return Err(e("expects a non-empty block".into()));
                    }
                }
            }
            Trait::NoRegionArguments => {
                for (i, &r) in regions.iter().enumerate() {
                    let Some(first) = ir.region_first_block(r).ok().flatten() else { continue };
                    if ir.num_block_args(first).unwrap_or(0) != 0 {
                        if regions.len() > 1 {
                            return Err(e(format!("region #{i} should have no arguments")));
                        }
                        return Err(e("region should have no arguments".into()));
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn verify_segments(spec: &OpSpec, ir: &Ir, op: OpId, nops: usize) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let e = |m: String| op_error_prefixed(ir, op, m);
    let Some(a) = op_attr(ir, op, "operandSegmentSizes") else {
        return Err(e("requires attribute 'operandSegmentSizes'".into()));
    };
    let Some(sizes) = dense_i32(ctx, a) else {
        return Err(
            e("attribute 'operandSegmentSizes' failed to satisfy constraint: i32 dense array attribute".into()),
        );
    };
    if sizes.len() != spec.operands.len() {
        return Err(e(format!(
            "'operandSegmentSizes' attribute for specifying operand segments must have {} elements, but got {}",
            spec.operands.len(),
            sizes.len()
        )));
    }
    let total: i64 = sizes.iter().map(|s| *s as i64).sum();
    if total != nops as i64 {
        return Err(e(format!(
            "operand count ({nops}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
        )));
    }
    Ok(())
}

/// The type of the operand, result or typed attribute named `name`.
pub fn named_type(spec: &OpSpec, ir: &Ir, op: OpId, name: &str) -> Option<Type> {
    if let Some(i) = spec.operand_index(name) {
        // Groups of one operand each (the usual case) need no segments.
        let (start, len) = if spec.operands.iter().all(|g| g.arity == Arity::Single) {
            (i, 1)
        } else {
            *operand_segments(spec, ir, op).get(i)?
        };
        if len == 0 {
            return None;
        }
        return ir.operand(op, start).ok().and_then(|v| ir.value_type(v).ok());
    }
    if let Some(i) = spec.result_index(name) {
        return ir.result(op, i).ok().and_then(|v| ir.value_type(v).ok());
    }
    let a = op_attr(ir, op, name)?;
    attr_type(ir.ctx(), a)
}

/// The type of a typed attribute.
pub fn attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.i1_type()),
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => Some(*ty),
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// `None` for a type without a shape, `Some(None)` for an unranked one,
/// else its dimensions.
fn shape_of(ctx: &Context, t: Type) -> Option<Option<&[i64]>> {
    match ctx.type_kind(t) {
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        k => k.shape().map(Some),
    }
}

/// Upstream's `verifyCompatibleShapes`: all unshaped, or all shaped with
/// the ranked ones agreeing dimension by dimension (`?` matches anything).
fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let mut shaped = 0;
    let mut ranks_agree = true;
    let mut first: Option<&[i64]> = None;
    for &t in types {
        let Some(shape) = shape_of(ctx, t) else { continue };
        shaped += 1;
        let Some(dims) = shape else { continue };
        match first {
            None => first = Some(dims),
            Some(f) => {
                ranks_agree &= dims.len() == f.len()
                    && dims
                        .iter()
                        .zip(f.iter())
                        .all(|(a, b)| a == b || *a == crate::types::DYNAMIC || *b == crate::types::DYNAMIC)
            }
        }
    }
    shaped == 0 || (shaped == types.len() && ranks_agree)
}

fn is_mappable(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

fn verify_elementwise(ir: &Ir, op: OpId, ops: &[Type], res: &[Type]) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    // All scalars (the usual case) is valid; the lists below need not be built.
    if !ops.iter().chain(res).any(|t| is_mappable(ctx, *t)) {
        return Ok(());
    }
    let rm: Vec<Type> = res.iter().copied().filter(|t| is_mappable(ctx, *t)).collect();
    let om: Vec<Type> = ops.iter().copied().filter(|t| is_mappable(ctx, *t)).collect();
    if rm.is_empty() && om.is_empty() {
        return Ok(());
    }
    let e = |m: &str| Err(op_error_prefixed(ir, op, m));
    if !rm.is_empty() && om.is_empty() {
        return e("if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if rm.is_empty() {
        return e("if an operand is non-scalar, then there must be at least one non-scalar result");
    }
    if rm.len() != res.len() {
        return e("if an operand is non-scalar, then all results must be non-scalar");
    }
    let all: Vec<Type> = om.iter().chain(rm.iter()).copied().collect();
    let base = |t: Type| match ctx.type_kind(t) {
        TypeKind::Vector { .. } => 0,
        TypeKind::RankedTensor { .. } => 1,
        _ => 2,
    };
    let b0 = base(all[0]);
    if !all.iter().all(|t| base(*t) == b0) || !compatible_shapes(ctx, &all) {
        return e("all non-scalar operands/results must have the same shape and base type");
    }
    Ok(())
}

/// A dense i64 array attribute.
pub fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|s| s.to_le_bytes()).collect();
    ctx.get_attr(AttrKind::DenseArray { element: ctx.int(64), len: values.len(), raw: raw.into() })
}

/// The elements of a dense i64 array attribute.
pub fn i64s(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { raw, .. }) => {
            raw.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect()
        }
        _ => Vec::new(),
    }
}
