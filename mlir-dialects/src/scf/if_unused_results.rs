//! `scf.if` canonicalization: drop the results nobody uses (upstream's
//! `RemoveUnusedResults`). The op stays when it has side effects; only its
//! unused results and what its branches yield for them go (the yielded
//! computations then die in turn).

use mlir_ir::ir::{InsertPoint, OpId, OperationState, Value};
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use num_traits::Zero;

/// `scf.if` with some unused results: a new `scf.if` with only the used
/// ones takes over both branch bodies.
pub(super) struct RemoveUnusedResults;

impl RewritePattern for RemoveUnusedResults {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }

    fn name(&self) -> &str {
        "RemoveUnusedResults"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(view) = super::IfOp::new(ir, op) else { return false };
        let Ok(results) = view.results(ir) else { return false };
        let used: Vec<usize> = (0..results.len()).filter(|i| ir.value_has_uses(results[*i]).unwrap_or(true)).collect();
        if used.len() == results.len() {
            return false;
        }
        let (Ok(cond), Ok(then_r), Ok(else_r), Ok(loc)) =
            (view.condition(ir), view.then_region(ir), view.else_region(ir), ir.op_loc(op))
        else {
            return false;
        };
        let (Some(then_b), Some(else_b)) =
            (ir.region_first_block(then_r).ok().flatten(), ir.region_first_block(else_r).ok().flatten())
        else {
            return false;
        };
        let Some(types) = used.iter().map(|i| ir.value_type(results[*i]).ok()).collect::<Option<Vec<_>>>() else {
            return false;
        };
        let ctx = ir.ctx().clone();
        let mut st = OperationState::new(ctx.op_name("scf.if"), loc);
        st.operands = vec![cond];
        st.result_types = types;
        st.regions = vec![rw.create_region(), rw.create_region()];
        let regions = st.regions.clone();
        rw.set_insertion_point(InsertPoint::Before(op));
        let Ok(new_if) = rw.create(st, op) else { return false };
        for (old, region) in [(then_b, regions[0]), (else_b, regions[1])] {
            let dest = rw.create_block(&[]);
            if rw.move_block(dest, region, None).is_err() || rw.merge_blocks(old, dest, &[]).is_err() {
                return false;
            }
            // The yield keeps only what the used results take.
            let Ok(Some(yield_op)) = rw.ir().block_last_op(dest) else { return false };
            let Ok(yielded) = rw.ir().operands(yield_op).map(|o| o.collect::<Vec<Value>>()) else { return false };
            let Some(kept) = used.iter().map(|i| yielded.get(*i).copied()).collect::<Option<Vec<_>>>() else {
                return false;
            };
            if rw.modify_in_place(yield_op, |ir| ir.set_operands(yield_op, &kept)).is_err() {
                return false;
            }
        }
        let new_results: Vec<Value> = rw.ir().results(new_if).map(|r| r.collect()).unwrap_or_default();
        // Unused results have no uses left to replace: they stand for
        // themselves.
        let mut replacements = results.clone();
        for (k, i) in used.iter().enumerate() {
            replacements[*i] = new_results[k];
        }
        rw.replace_op(op, &replacements).is_ok()
    }
}

/// `scf.if` results both branches yield the same value for are that value;
/// an `i1` result yielding `true`/`false` is the condition, and one
/// yielding `false`/`true` its negation (upstream's
/// `ReplaceIfYieldWithConditionOrValue`).
pub(super) struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }

    fn name(&self) -> &str {
        "ReplaceIfYieldWithConditionOrValue"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(view) = super::IfOp::new(ir, op) else { return false };
        let Ok(results) = view.results(ir) else { return false };
        if results.is_empty() {
            return false;
        }
        let (Ok(cond), Ok(loc)) = (view.condition(ir), ir.op_loc(op)) else { return false };
        let yields = |region: usize| {
            let (_, y) = super::canonicalize::body(ir, op, region)?;
            ir.operands(y).ok().map(|o| o.collect::<Vec<Value>>())
        };
        let (Some(then_v), Some(else_v)) = (yields(0), yields(1)) else { return false };
        let as_bool = |v: Value| {
            super::canonicalize::constant_int(ir, v).filter(|_| ir.value_type(v).ok() == Some(ir.ctx().i1_type()))
        };
        let mut plan = Vec::new();
        for (i, (&t, &f)) in then_v.iter().zip(&else_v).enumerate() {
            let Some(&r) = results.get(i) else { return false };
            if !ir.value_has_uses(r).unwrap_or(false) {
                continue;
            }
            if t == f {
                plan.push((r, Replacement::Value(t)));
                continue;
            }
            match (as_bool(t), as_bool(f)) {
                (Some(a), Some(b)) if !a.is_zero() && b.is_zero() => plan.push((r, Replacement::Value(cond))),
                (Some(a), Some(b)) if a.is_zero() && !b.is_zero() => plan.push((r, Replacement::NotCondition(t))),
                _ => {}
            }
        }
        if plan.is_empty() {
            return false;
        }
        let ctx = ir.ctx().clone();
        for (r, with) in plan {
            let value = match with {
                Replacement::Value(v) => v,
                Replacement::NotCondition(false_const) => {
                    // `xori(cond, true)`, the constant made by the dialect of
                    // the yielded `false`.
                    let dialect = rw.ir().op_name(match false_const {
                        Value::OpResult { op, .. } => op,
                        Value::BlockArg { .. } => return false,
                    });
                    let ns = dialect.map(|n| ctx.op_name_str(n).split('.').next().unwrap_or("").to_string());
                    let Some(materialize) =
                        ns.ok().and_then(|ns| ctx.dialect(&ns)).and_then(|d| d.materialize_constant)
                    else {
                        return false;
                    };
                    let i1 = ctx.i1_type();
                    let Some(one) = materialize(&ctx, ctx.bool_attr(true), i1, loc) else { return false };
                    rw.set_insertion_point(InsertPoint::Before(op));
                    let Ok(one) = rw.create(one, op) else { return false };
                    let mut xor = OperationState::new(ctx.op_name("arith.xori"), loc);
                    xor.operands = vec![cond, Value::OpResult { op: one, index: 0 }];
                    xor.result_types = vec![i1];
                    let Ok(x) = rw.create(xor, op) else { return false };
                    Value::OpResult { op: x, index: 0 }
                }
            };
            if rw.replace_all_uses_with(r, value).is_err() {
                return false;
            }
        }
        true
    }
}

/// What a result of [`ReplaceIfYieldWithConditionOrValue`] becomes.
enum Replacement {
    /// This value.
    Value(Value),
    /// The negated condition (the yielded `false` names the dialect of the
    /// `true` constant to make).
    NotCondition(Value),
}
