//! `scf.if`'s `ConditionPropagation` (upstream's `SCF.cpp`): inside the
//! then region the condition is known true, inside the else region false,
//! so its uses there become `arith.constant true`/`false` (created once
//! each, before the `scf.if`).

use super::common::op_region;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use mlir_ir::{Ir, OpId, OperationState, RegionId, Value};

/// The pattern.
pub struct ConditionPropagation;

/// Which region of the `scf.if` a use sits in, transitively.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Side {
    Then,
    Else,
    Neither,
}

/// The side of `op` that `region` is nested in, looking no further out
/// than `end` (the region defining the condition).
fn side_of(ir: &Ir, mut region: Option<RegionId>, op: OpId, end: Option<RegionId>) -> Side {
    let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
    while let Some(r) = region {
        if Some(r) == end {
            break;
        }
        if regions.first() == Some(&r) {
            return Side::Then;
        }
        if regions.get(1) == Some(&r) {
            return Side::Else;
        }
        region = super::common::enclosing_region(ir, r);
    }
    Side::Neither
}

fn value_region(ir: &Ir, v: Value) -> Option<RegionId> {
    match v {
        Value::OpResult { op, .. } => op_region(ir, op),
        Value::BlockArg { block, .. } => ir.block_parent_region(block).ok()?,
    }
}

impl RewritePattern for ConditionPropagation {
    fn root(&self) -> Option<&str> {
        Some("scf.if")
    }
    fn name(&self) -> &str {
        "ConditionPropagation"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(view) = super::IfOp::new(ir, op) else { return false };
        let cond = view.condition(ir).checked();
        // Replacing a constant by a constant simplifies nothing.
        if super::canonicalize::constant_int(ir, cond).is_some() {
            return false;
        }
        let end = value_region(ir, cond);
        let uses: Vec<_> = ir
            .value_uses(cond)
            .unwrap_or_default()
            .into_iter()
            .map(|u| (u, side_of(ir, op_region(ir, u.op), op, end)))
            .filter(|(_, s)| *s != Side::Neither)
            .collect();
        let mut constants: [Option<Value>; 2] = [None, None];
        let mut changed = false;
        for (u, side) in uses {
            let slot = usize::from(side == Side::Else);
            let c = match constants[slot] {
                Some(c) => c,
                None => {
                    let ctx = rw.ir().ctx().clone();
                    let Ok(loc) = rw.ir().op_loc(op) else { return changed };
                    let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
                    st.attributes.push((ctx.ident("value"), ctx.bool_attr(side == Side::Then)));
                    st.result_types.push(ctx.i1_type());
                    rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
                    let Ok(c) = rw.create(st, op) else { return changed };
                    let Ok(v) = rw.ir().result(c, 0) else { return changed };
                    constants[slot] = Some(v);
                    v
                }
            };
            changed |= rw.modify_in_place(u.op, |ir| ir.set_operand(u.op, u.index as usize, c).is_ok());
        }
        changed
    }
}
