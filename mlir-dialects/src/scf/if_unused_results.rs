//! `scf.if` canonicalization: drop the results nobody uses (upstream's
//! `RemoveUnusedResults`). The op stays when it has side effects; only its
//! unused results and what its branches yield for them go (the yielded
//! computations then die in turn).

use mlir_ir::ir::{InsertPoint, OpId, OperationState, Value};
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use num_traits::Zero;

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
        let results = view.results(ir).checked();
        if results.is_empty() {
            return false;
        }
        let (cond, loc) = (view.condition(ir).checked(), ir.op_loc(op).checked());
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
