//! The canonicalization of the associative and commutative `index` ops
//! (`add`, `mul`, `and`, `or`, `xor`, `maxs`, `maxu`, `mins`, `minu`;
//! upstream's `canonicalizeAssociativeCommutativeBinaryOp`):
//! `op(op(x, c1), c2)` becomes `op(x, c)` with `c` the constant
//! `op(c2, c1)`, when that folds. Any constant-like op counts as a
//! constant, an `arith.constant` of `index` type too; the new constant is
//! always the `index` dialect's, as the fold materializes it.

use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::fold_utils::constant_value;
use mlir_ir::ods::view::Checked;
use mlir_ir::on_view;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Attribute, Ir, OpId, OperationState, Value};
use std::sync::Arc;

/// The pattern, rooted at one of the ops.
struct ConstantChain {
    /// The op name (`index.add`, ...): the root and the inner op alike.
    root: &'static str,
}

/// The constant a constant-like op defines for `v`.
fn constant_of(ir: &Ir, v: Value) -> Option<Attribute> {
    let Value::OpResult { op, .. } = v else { return None };
    constant_value(ir, op)
}

/// `op`'s two operands, when it is one of the ops this pattern serves.
fn lhs_rhs(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
    on_view!(
        ir,
        op,
        |v| (v.lhs(ir).checked(), v.rhs(ir).checked()),
        [
            super::AddOp,
            super::MulOp,
            super::AndOp,
            super::OrOp,
            super::XOrOp,
            super::MaxSOp,
            super::MaxUOp,
            super::MinSOp,
            super::MinUOp
        ]
    )
}

impl ConstantChain {
    /// `x` and the folded constant `op(c2, c1)` when `op` is
    /// `root(root(x, c1), c2)`.
    fn matched(&self, ir: &Ir, op: OpId) -> Option<(Value, Attribute)> {
        let (lhs, rhs) = lhs_rhs(ir, op)?;
        let c2 = constant_of(ir, rhs)?;
        let Value::OpResult { op: inner, .. } = lhs else { return None };
        if ir.ctx().op_name_str(ir.op_name(inner).ok()?) != self.root {
            return None;
        }
        let (x, c1_value) = lhs_rhs(ir, inner)?;
        let c1 = constant_of(ir, c1_value)?;
        let mnemonic = self.root.strip_prefix("index.")?;
        Some((x, super::fold::binary_of_constants(ir.ctx(), mnemonic, c2, c1)?))
    }
}

impl RewritePattern for ConstantChain {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn name(&self) -> &str {
        "CanonicalizeAssociativeCommutativeBinaryOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((x, value)) = self.matched(ir, op) else { return false };
        let ctx = ir.ctx().clone();
        let Ok(loc) = ir.op_loc(op) else { return false };
        let Some(constant) = super::materialize_constant(&ctx, value, ctx.index_type(), loc) else { return false };
        let Ok(c) = rw.create(constant, op) else { return false };
        let Ok(c) = rw.ir().result(c, 0) else { return false };
        let mut st = OperationState::new(ctx.op_name(self.root), loc);
        st.operands = vec![x, c];
        st.result_types.push(ctx.index_type());
        rw.set_insertion_point(InsertPoint::Before(op));
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// One function per op, as an op's definition names its patterns, and
/// the lookup from the op's mnemonic.
macro_rules! chain_patterns {
    ($($mnemonic:literal => $f:ident),* $(,)?) => {
        $(
            #[doc = concat!("The patterns of `index.", $mnemonic, "`.")]
            fn $f() -> Vec<PatternRef> {
                vec![Arc::new(ConstantChain { root: concat!("index.", $mnemonic) })]
            }
        )*

        /// The patterns of the binary op `mnemonic`, if it has any.
        pub(super) fn patterns_of(mnemonic: &str) -> Option<fn() -> Vec<PatternRef>> {
            match mnemonic {
                $($mnemonic => Some($f),)*
                _ => None,
            }
        }
    };
}

chain_patterns! {
    "add" => add_patterns,
    "mul" => mul_patterns,
    "and" => and_patterns,
    "or" => or_patterns,
    "xor" => xor_patterns,
    "maxs" => maxs_patterns,
    "maxu" => maxu_patterns,
    "mins" => mins_patterns,
    "minu" => minu_patterns,
}
