//! Reads shared by a family of `arith` ops (the binary ops' `lhs`/`rhs`,
//! the casts' `in`/`out`, the `overflowFlags` and `fastmath` of the ops
//! that have them), taken through the typed view of whichever member the
//! op is: one folder or pattern serves the family, and every read still
//! goes by the definition's names instead of positions or strings.

use mlir_ir::ods::view::Checked;
use mlir_ir::{Attribute, Ir, OpId, Value};

/// Matches `op`'s name against the listed views and, on the one it is,
/// evaluates `$read` with `v` bound to the view (`None` for other ops).
macro_rules! on_view {
    ($ir:expr, $op:expr, |$v:ident| $read:expr, [$($view:ident),* $(,)?]) => {{
        let name = $ir.ctx().op_name_str($ir.op_name($op).ok()?);
        match name {
            $(super::$view::NAME => {
                let $v = super::$view::new($ir, $op)?;
                Some($read)
            })*
            _ => None,
        }
    }};
}

/// The input and output of `op`, when it is an `arith` cast.
pub(super) fn cast_in_out(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
    on_view!(
        ir,
        op,
        |v| (v.in_(ir).checked(), v.out(ir).checked()),
        [
            ExtUIOp,
            ExtSIOp,
            TruncIOp,
            IndexCastOp,
            IndexCastUIOp,
            ExtFOp,
            TruncFOp,
            UIToFPOp,
            SIToFPOp,
            FPToUIOp,
            FPToSIOp,
            BitcastOp,
        ]
    )
}

/// The input of `v`'s producer when it is an `arith` cast named by one of
/// `mnemonics` (`"extui"`, ...).
pub(super) fn cast_input_of(ir: &Ir, v: Value, mnemonics: &[&str]) -> Option<Value> {
    let Value::OpResult { op, .. } = v else { return None };
    let name = ir.ctx().op_name_str(ir.op_name(op).ok()?);
    if !mnemonics.contains(&name.strip_prefix("arith.")?) {
        return None;
    }
    cast_in_out(ir, op).map(|(input, _)| input)
}

/// The two operands of `op`, when it is a binary `arith` op (integer,
/// float or compare).
pub(super) fn lhs_rhs(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
    on_view!(
        ir,
        op,
        |v| (v.lhs(ir).checked(), v.rhs(ir).checked()),
        [
            AddIOp,
            SubIOp,
            MulIOp,
            ShLIOp,
            DivUIOp,
            DivSIOp,
            ShRUIOp,
            ShRSIOp,
            CeilDivUIOp,
            CeilDivSIOp,
            FloorDivSIOp,
            RemUIOp,
            RemSIOp,
            AndIOp,
            OrIOp,
            XOrIOp,
            MaxSIOp,
            MaxUIOp,
            MinSIOp,
            MinUIOp,
            AddFOp,
            SubFOp,
            MulFOp,
            DivFOp,
            RemFOp,
            MaximumFOp,
            MinimumFOp,
            MaxNumFOp,
            MinNumFOp,
            CmpIOp,
            CmpFOp,
            AddUIExtendedOp,
            MulUIExtendedOp,
            MulSIExtendedOp,
        ]
    )
}

/// The `overflowFlags` attribute of `op` (`None` inside when unset), when
/// `op` is one of the ops that have it.
pub(super) fn overflow_flags(ir: &Ir, op: OpId) -> Option<Option<Attribute>> {
    on_view!(ir, op, |v| v.overflow_flags(ir).checked(), [AddIOp, SubIOp, MulIOp, ShLIOp, TruncIOp])
}

/// The `fastmath` attribute of `op` (`None` inside when unset), when `op`
/// is one of the float ops that have it.
pub(super) fn fastmath(ir: &Ir, op: OpId) -> Option<Option<Attribute>> {
    on_view!(
        ir,
        op,
        |v| v.fastmath(ir).checked(),
        [
            AddFOp, SubFOp, MulFOp, DivFOp, RemFOp, MaximumFOp, MinimumFOp, MaxNumFOp, MinNumFOp, NegFOp, CmpFOp,
            ExtFOp, TruncFOp,
        ]
    )
}
