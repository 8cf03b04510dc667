//! Canonicalization of the two-result `arith.*_extended` ops (upstream's
//! `AddUIExtendedToAddI`, `MulSIExtendedToMulI`, `MulUIExtendedToMulI`):
//! when nobody reads the overflow bit or the high half, the op is the
//! plain single-result one.

use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{OpId, OperationState};
use std::sync::Arc;

/// The patterns of `arith.addui_extended`.
pub fn addui_extended_patterns() -> Vec<PatternRef> {
    vec![Arc::new(ExtendedToPlain { root: "arith.addui_extended", plain: "arith.addi" })]
}

/// The patterns of `arith.mulsi_extended`.
pub fn mulsi_extended_patterns() -> Vec<PatternRef> {
    vec![Arc::new(ExtendedToPlain { root: "arith.mulsi_extended", plain: "arith.muli" })]
}

/// The patterns of `arith.mului_extended`.
pub fn mului_extended_patterns() -> Vec<PatternRef> {
    vec![Arc::new(ExtendedToPlain { root: "arith.mului_extended", plain: "arith.muli" })]
}

/// `root(x, y)` with an unused second result is `plain(x, y)`.
struct ExtendedToPlain {
    root: &'static str,
    plain: &'static str,
}

impl RewritePattern for ExtendedToPlain {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.plain
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let (Ok(low), Ok(high)) = (ir.result(op, 0), ir.result(op, 1)) else { return false };
        if !ir.value_uses(high).is_ok_and(|u| u.is_empty()) {
            return false;
        }
        let ctx = ir.ctx().clone();
        let (Ok(loc), Ok(ty)) = (ir.op_loc(op), ir.value_type(low)) else { return false };
        let mut st = OperationState::new(ctx.op_name(self.plain), loc);
        st.operands = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
        st.result_types.push(ty);
        let Ok(new) = rw.create(st, op) else { return false };
        let Ok(v) = rw.ir().result(new, 0) else { return false };
        rw.replace_all_uses_with(low, v).is_ok() && rw.erase_op(op).is_ok()
    }
}
