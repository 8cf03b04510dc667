//! Canonicalization of `arith.mulf` and `arith.divf` of two negations
//! (upstream's `MulFOfNegF` and `DivFOfNegF`): the signs cancel.

use mlir_ir::ir::{OpId, OperationState, Value};
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use std::sync::Arc;

/// The patterns of `arith.mulf`.
pub fn mulf_patterns() -> Vec<PatternRef> {
    vec![Arc::new(OfNegF { root: "arith.mulf", name: "MulFOfNegF" })]
}

/// The patterns of `arith.divf`.
pub fn divf_patterns() -> Vec<PatternRef> {
    vec![Arc::new(OfNegF { root: "arith.divf", name: "DivFOfNegF" })]
}

/// `root(negf(x), negf(y))` is `root(x, y)` with the same fastmath flags,
/// when `x` and `y` have one type.
struct OfNegF {
    root: &'static str,
    name: &'static str,
}

impl RewritePattern for OfNegF {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let negated = |v: Value| {
            let Value::OpResult { op: def, .. } = v else { return None };
            Some(super::NegFOp::new(ir, def)?.operand(ir).checked())
        };
        let Some((lhs, rhs)) = super::family_views::lhs_rhs(ir, op) else { return false };
        let (Some(x), Some(y)) = (negated(lhs), negated(rhs)) else { return false };
        if ir.value_type(x).ok() != ir.value_type(y).ok() {
            return false;
        }
        let ctx = ir.ctx().clone();
        let (Ok(loc), Ok(ty)) = (ir.op_loc(op), ir.result(op, 0).and_then(|r| ir.value_type(r))) else { return false };
        let mut st = OperationState::new(ctx.op_name(self.root), loc);
        st.operands = vec![x, y];
        st.result_types = vec![ty];
        if let Some(fmf) = super::family_views::fastmath(ir, op).flatten() {
            st.attributes.push((ctx.ident("fastmath"), fmf));
        }
        rw.replace_op_with_new(op, st).is_ok()
    }
}
