//! Canonicalization of `arith.xori` (upstream's `XOrINotCmpI`): the
//! negation of an integer compare is the compare with the inverted
//! predicate.

use crate::fold_utils::{constant_int, int_attr, int_of};
use mlir_ir::ir::{OpId, OperationState, Value};
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use num_bigint::BigInt;
use std::sync::Arc;

/// The patterns of `arith.xori`.
pub fn xori_patterns() -> Vec<PatternRef> {
    let mut v: Vec<PatternRef> = vec![Arc::new(XOrINotCmpI)];
    v.extend(super::ext_patterns::xori_ext_patterns());
    v
}

/// `arith::invertPredicate` for `arith.cmpi`: the predicate true exactly
/// when `p` is false (eq/ne, slt/sge, sle/sgt, ult/uge, ule/ugt); other
/// values stay.
pub fn invert_cmpi_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        other => other,
    }
}

/// `xori(cmpi(p, a, b), true)` is `cmpi(!p, a, b)`.
struct XOrINotCmpI;

impl RewritePattern for XOrINotCmpI {
    fn root(&self) -> Option<&str> {
        Some("arith.xori")
    }

    fn name(&self) -> &str {
        "XOrINotCmpI"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(xor) = super::XOrIOp::new(ir, op) else { return false };
        let (lhs, rhs) = (xor.lhs(ir).checked(), xor.rhs(ir).checked());
        if ir.value_type(rhs).ok() != Some(ir.ctx().i1_type()) || !constant_int(ir, rhs).is_some_and(|c| !c.is_zero()) {
            return false;
        }
        let Value::OpResult { op: cmp_op, .. } = lhs else { return false };
        let Some(cmp) = super::CmpIOp::new(ir, cmp_op) else { return false };
        let (a, b) = (cmp.lhs(ir).checked(), cmp.rhs(ir).checked());
        let Some(pred) = cmp.predicate(ir).checked() else { return false };
        let ctx = ir.ctx().clone();
        let Some((pred_ty, p)) = int_of(&ctx, pred) else { return false };
        let Some(inv) = p.to_i64().filter(|p| (0..10).contains(p)).map(invert_cmpi_predicate) else { return false };
        let Some(new_pred) = int_attr(&ctx, pred_ty, &BigInt::from(inv)) else { return false };
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut st = OperationState::new(ctx.op_name("arith.cmpi"), loc);
        st.operands = vec![a, b];
        st.attributes.push((ctx.ident("predicate"), new_pred));
        st.result_types = vec![ctx.i1_type()];
        rw.replace_op_with_new(op, st).is_ok()
    }
}
