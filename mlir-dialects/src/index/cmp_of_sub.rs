//! The canonicalization of `index.cmp` against zero (upstream's
//! `CmpOp::canonicalize`): `cmp(sub(x, y), 0)` becomes `cmp(x, y)` and
//! `cmp(0, sub(x, y))` becomes `cmp(y, x)`, with the same predicate.
//! Upstream rewrites for every predicate, although `x - y` may wrap, and
//! so does this: the point is identical output.

use crate::fold_utils::constant_int;
use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Ir, OpId, OperationState, Value};
use std::sync::Arc;

struct CmpOfSubAndZero;

/// Whether `v` is a constant zero (of any constant-like op).
fn is_zero(ir: &Ir, v: Value) -> bool {
    constant_int(ir, v).is_some_and(|c| c.is_zero())
}

/// The operands of the `index.sub` defining `v`.
fn sub_operands(ir: &Ir, v: Value) -> Option<(Value, Value)> {
    let Value::OpResult { op, .. } = v else { return None };
    let sub = super::SubOp::new(ir, op)?;
    Some((sub.lhs(ir).checked(), sub.rhs(ir).checked()))
}

impl CmpOfSubAndZero {
    /// The new compare's operands, if `op` compares a subtraction with 0.
    fn matched(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
        let cmp = super::CmpOp::new(ir, op)?;
        let (lhs, rhs) = (cmp.lhs(ir).checked(), cmp.rhs(ir).checked());
        if is_zero(ir, rhs) {
            return sub_operands(ir, lhs);
        }
        if is_zero(ir, lhs) {
            let (x, y) = sub_operands(ir, rhs)?;
            return Some((y, x));
        }
        None
    }
}

impl RewritePattern for CmpOfSubAndZero {
    fn root(&self) -> Option<&str> {
        Some("index.cmp")
    }

    fn name(&self) -> &str {
        "CmpOfSubAndZero"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((a, b)) = Self::matched(ir, op) else { return false };
        let Some(pred) = super::CmpOp::new(ir, op).and_then(|c| c.pred(ir).checked()) else { return false };
        let ctx = ir.ctx().clone();
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut st = OperationState::new(ctx.op_name("index.cmp"), loc);
        st.operands = vec![a, b];
        st.attributes.push((ctx.ident("pred"), pred));
        st.result_types.push(ctx.i1_type());
        rw.set_insertion_point(InsertPoint::Before(op));
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// The patterns of `index.cmp`.
pub(super) fn patterns() -> Vec<PatternRef> {
    vec![Arc::new(CmpOfSubAndZero)]
}
