//! Canonicalization patterns of `tensor` ops: `ChainedTensorCast` folds
//! `cast(cast(x))` into one cast when the intermediate type adds nothing
//! the source and result types do not already say (upstream's rule:
//! joining all three shapes equals joining source and result).

use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Context, OpId, OperationState, Type, TypeKind, Value};
use std::sync::Arc;

/// The patterns of `tensor.cast`.
pub fn cast_patterns() -> Vec<PatternRef> {
    vec![Arc::new(ChainedTensorCast)]
}

/// Upstream's `joinShapes`: the most static type both `a` and `b` can be,
/// or `None` when they conflict.
fn join(ctx: &Context, a: Type, b: Type) -> Option<Type> {
    if a == b {
        return Some(a);
    }
    let (ka, kb) = (ctx.type_kind(a), ctx.type_kind(b));
    if ka.element_type()? != kb.element_type()? {
        return None;
    }
    match (ka, kb) {
        (TypeKind::UnrankedTensor { .. }, _) => Some(b),
        (_, TypeKind::UnrankedTensor { .. }) => Some(a),
        (TypeKind::RankedTensor { shape: sa, element, encoding }, TypeKind::RankedTensor { shape: sb, .. }) => {
            if sa.len() != sb.len() {
                return None;
            }
            let mut shape = Vec::with_capacity(sa.len());
            for (x, y) in sa.iter().zip(sb.iter()) {
                shape.push(match (*x < 0, *y < 0) {
                    (true, _) => *y,
                    (_, true) => *x,
                    _ if x == y => *x,
                    _ => return None,
                });
            }
            Some(ctx.ranked_tensor_type(&shape, *element, *encoding))
        }
        _ => None,
    }
}

struct ChainedTensorCast;

impl RewritePattern for ChainedTensorCast {
    fn root(&self) -> Option<&str> {
        Some("tensor.cast")
    }
    fn name(&self) -> &str {
        "ChainedTensorCast"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Some(cast) = super::CastOp::new(ir, op) else { return false };
        let Value::OpResult { op: inner, .. } = cast.source(ir).checked() else { return false };
        let Some(inner) = super::CastOp::new(ir, inner) else { return false };
        let (x, mid, res) = (inner.source(ir).checked(), inner.dest(ir).checked(), cast.dest(ir).checked());
        let (Ok(src_ty), Ok(mid_ty), Ok(res_ty)) = (ir.value_type(x), ir.value_type(mid), ir.value_type(res)) else {
            return false;
        };
        let Some(first) = join(&ctx, src_ty, mid_ty).and_then(|j| join(&ctx, j, res_ty)) else { return false };
        if join(&ctx, src_ty, res_ty) != Some(first) {
            return false;
        }
        let mut st = OperationState::new(ctx.op_name("tensor.cast"), ir.op_loc(op).unwrap_or(ctx.unknown_loc()));
        st.operands.push(x);
        st.result_types.push(res_ty);
        rw.replace_op_with_new(op, st).is_ok()
    }
}
