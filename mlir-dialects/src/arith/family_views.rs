//! Reads shared by a family of `arith` ops (the binary ops' `lhs`/`rhs`,
//! the casts' `in`/`out`, the `overflowFlags` and `fastmath` of the ops
//! that have them), taken through the typed view of whichever member the
//! op is: one folder or pattern serves the family, and every read still
//! goes by the definition's names instead of positions or strings.

use mlir_ir::ods::view::Checked;
use mlir_ir::{Attribute, Ir, OpId, Value};

use mlir_ir::on_view;

/// The input and output of `op`, when it is an `arith` cast.
pub(super) fn cast_in_out(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
    on_view!(
        ir,
        op,
        |v| (v.in_(ir).checked(), v.out(ir).checked()),
        [
            super::ExtUIOp,
            super::ExtSIOp,
            super::TruncIOp,
            super::IndexCastOp,
            super::IndexCastUIOp,
            super::ExtFOp,
            super::TruncFOp,
            super::UIToFPOp,
            super::SIToFPOp,
            super::FPToUIOp,
            super::FPToSIOp,
            super::BitcastOp
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
            super::AddIOp,
            super::SubIOp,
            super::MulIOp,
            super::ShLIOp,
            super::DivUIOp,
            super::DivSIOp,
            super::ShRUIOp,
            super::ShRSIOp,
            super::CeilDivUIOp,
            super::CeilDivSIOp,
            super::FloorDivSIOp,
            super::RemUIOp,
            super::RemSIOp,
            super::AndIOp,
            super::OrIOp,
            super::XOrIOp,
            super::MaxSIOp,
            super::MaxUIOp,
            super::MinSIOp,
            super::MinUIOp,
            super::AddFOp,
            super::SubFOp,
            super::MulFOp,
            super::DivFOp,
            super::RemFOp,
            super::MaximumFOp,
            super::MinimumFOp,
            super::MaxNumFOp,
            super::MinNumFOp,
            super::CmpIOp,
            super::CmpFOp,
            super::AddUIExtendedOp,
            super::MulUIExtendedOp,
            super::MulSIExtendedOp
        ]
    )
}

/// The `overflowFlags` attribute of `op` (`None` inside when unset), when
/// `op` is one of the ops that have it.
pub(super) fn overflow_flags(ir: &Ir, op: OpId) -> Option<Option<Attribute>> {
    on_view!(
        ir,
        op,
        |v| v.overflow_flags(ir).checked(),
        [super::AddIOp, super::SubIOp, super::MulIOp, super::ShLIOp, super::TruncIOp]
    )
}

/// The `fastmath` attribute of `op` (`None` inside when unset), when `op`
/// is one of the float ops that have it.
pub(super) fn fastmath(ir: &Ir, op: OpId) -> Option<Option<Attribute>> {
    on_view!(
        ir,
        op,
        |v| v.fastmath(ir).checked(),
        [
            super::AddFOp,
            super::SubFOp,
            super::MulFOp,
            super::DivFOp,
            super::RemFOp,
            super::MaximumFOp,
            super::MinimumFOp,
            super::MaxNumFOp,
            super::MinNumFOp,
            super::NegFOp,
            super::CmpFOp,
            super::ExtFOp,
            super::TruncFOp
        ]
    )
}
