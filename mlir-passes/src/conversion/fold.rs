//! Folding during conversion (upstream's `legalizeWithFold`): before the
//! patterns, an op that is not legal is folded if it can be, its constant
//! results materialized by its dialect, so a conversion of `1 + 2` yields
//! the constant `3` as upstream's does. Every change goes through the
//! journal, so a fold whose constants cannot be legalized is undone.

use super::rewriter::ConversionPatternRewriter;
use mlir_ir::dialect::{FoldResult, Folded, OpTraits};
use mlir_ir::ir::InsertPoint;
use mlir_ir::{Attribute, Ir, OpId, Value};

/// What folding `op` did.
pub(crate) enum FoldOutcome {
    /// Nothing: the op does not fold.
    None,
    /// The op changed in place and must be legalized again.
    InPlace,
    /// The op was replaced; these constants were created for it.
    Replaced(Vec<OpId>),
}

/// The value of a constant-like op (its fold to its own attribute).
fn constant_value(ir: &Ir, op: OpId) -> Option<Attribute> {
    let def = ir.ctx().op_def(ir.op_name(op).ok()?)?;
    if !def.traits().contains(OpTraits::CONSTANT_LIKE) {
        return None;
    }
    match def.fold(ir, op, &[])? {
        Folded::Results(r) => match r.first()? {
            FoldResult::Attr(a) => Some(*a),
            FoldResult::Value(_) => None,
        },
        Folded::InPlace | Folded::Update { .. } => None,
    }
}

/// Folds `op` through `rw` (see the module doc).
pub(crate) fn try_fold(rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> FoldOutcome {
    let ir = rw.ir();
    let Some(def) = ir.op_name(op).ok().and_then(|n| ir.ctx().op_def(n).cloned()) else { return FoldOutcome::None };
    // A constant folds to its own value: materializing it again would loop.
    if def.traits().contains(OpTraits::CONSTANT_LIKE) {
        return FoldOutcome::None;
    }
    let operands: Vec<Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    let consts: Vec<Option<Attribute>> = operands
        .iter()
        .map(|v| match v {
            Value::OpResult { op: d, .. } => constant_value(ir, *d),
            _ => None,
        })
        .collect();
    match def.fold(ir, op, &consts) {
        // A folder that only reads the IR cannot have changed it.
        Some(Folded::InPlace) => FoldOutcome::None,
        Some(Folded::Update { operands, attrs }) => {
            let done = rw.modify_op_in_place(op, |ir| {
                if let Some(new) = operands {
                    ir.set_operands(op, &new).ok()?;
                }
                for (name, value) in attrs {
                    ir.set_op_inherent_attr(op, name, Some(value)).ok()?;
                }
                Some(())
            });
            match done {
                Some(Some(())) => FoldOutcome::InPlace,
                _ => FoldOutcome::None,
            }
        }
        Some(Folded::Results(results)) => replace_with_fold(rw, op, &results),
        None if def.traits().contains(OpTraits::COMMUTATIVE) => move_constants_right(rw, op, &operands, &consts),
        None => FoldOutcome::None,
    }
}

/// Upstream's `foldCommutative`: constant operands move to the end.
fn move_constants_right(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    operands: &[Value],
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    if operands.len() < 2 {
        return FoldOutcome::None;
    }
    let mut reordered: Vec<Value> = operands.iter().zip(consts).filter(|(_, c)| c.is_none()).map(|(v, _)| *v).collect();
    reordered.extend(operands.iter().zip(consts).filter(|(_, c)| c.is_some()).map(|(v, _)| *v));
    if reordered == operands {
        return FoldOutcome::None;
    }
    match rw.modify_op_in_place(op, |ir| ir.set_operands(op, &reordered)) {
        Some(Ok(())) => FoldOutcome::InPlace,
        _ => FoldOutcome::None,
    }
}

/// Replaces `op` by its fold results, materializing constants before it
/// with its dialect's materializer. On failure the caller rolls back.
fn replace_with_fold(rw: &mut ConversionPatternRewriter<'_>, op: OpId, results: &[FoldResult]) -> FoldOutcome {
    let ir = rw.ir();
    let n = ir.num_results(op).unwrap_or(0);
    if results.len() != n {
        return FoldOutcome::None;
    }
    let ctx = ir.ctx().clone();
    let name = ir.op_name(op).map(|n| ctx.op_name_str(n).to_string()).unwrap_or_default();
    let dialect = name.split_once('.').map_or(name.as_str(), |(d, _)| d);
    let materializer = ctx.dialect(dialect).and_then(|d| d.materialize_constant);
    let Ok(loc) = ir.op_loc(op) else { return FoldOutcome::None };
    let mut values = Vec::with_capacity(n);
    let mut created = Vec::new();
    for (i, r) in results.iter().enumerate() {
        match r {
            FoldResult::Value(v) => values.push(*v),
            FoldResult::Attr(a) => {
                let Ok(ty) = rw.ir().result(op, i).and_then(|r| rw.ir().value_type(r)) else {
                    return FoldOutcome::None;
                };
                let Some(state) = materializer.and_then(|m| m(&ctx, *a, ty, loc)) else { return FoldOutcome::None };
                rw.set_insertion_point(InsertPoint::Before(op));
                let Some(c) = rw.create(state) else { return FoldOutcome::None };
                created.push(c);
                match rw.ir().result(c, 0) {
                    Ok(v) => values.push(v),
                    Err(_) => return FoldOutcome::None,
                }
            }
        }
    }
    if rw.replace_op(op, &values) {
        FoldOutcome::Replaced(created)
    } else {
        FoldOutcome::None
    }
}
