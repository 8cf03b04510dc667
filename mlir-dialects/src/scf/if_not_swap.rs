//! `scf.if (xori c, 1) {A} else {B}` becomes `scf.if c {B} else {A}`:
//! upstream's `IfOp::fold`. It rewrites the op in place, moving blocks,
//! which a folder here cannot do (folders only read the IR and return
//! operands and attributes to set), so it is a pattern that outranks every
//! other `scf.if` pattern: tried first, as upstream tries the fold before
//! any pattern.

use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use mlir_ir::{Ir, OpId, RegionId, Value};

/// The pattern (see the module doc).
pub struct SwapIfOfNot;

/// `c` when `v` is `arith.xori c, 1` (upstream's `m_One`).
fn negated(ir: &Ir, v: Value) -> Option<Value> {
    let Value::OpResult { op, .. } = v else { return None };
    let xor = crate::arith::XOrIOp::new(ir, op)?;
    // Unsigned: an i1 `true` is 1, not -1.
    (crate::fold_utils::constant_int(ir, xor.rhs(ir).checked())?.to_u64()? == 1).then(|| xor.lhs(ir).checked())
}

/// The then and else regions, when the else region has a block.
fn both_regions(ir: &Ir, op: OpId) -> Option<(RegionId, RegionId)> {
    let regions = ir.regions(op).ok()?;
    let (then, els) = (*regions.first()?, *regions.get(1)?);
    ir.region_first_block(els).ok()??;
    Some((then, els))
}

impl RewritePattern for SwapIfOfNot {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }

    fn benefit(&self) -> u16 {
        u16::MAX
    }

    fn name(&self) -> &str {
        "SwapIfOfNot"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((then, els)) = both_regions(ir, op) else { return false };
        let Some(cond) = super::IfOp::new(ir, op).and_then(|i| negated(ir, i.condition(ir).checked())) else {
            return false;
        };
        let (Ok(Some(then_block)), Ok(Some(else_block))) = (ir.region_first_block(then), ir.region_first_block(els))
        else {
            return false;
        };
        if rw.modify_in_place(op, |ir| ir.set_operand(op, 0, cond)).is_err() {
            return false;
        }
        rw.move_block(else_block, then, Some(then_block)).is_ok() && rw.move_block(then_block, els, None).is_ok()
    }
}
