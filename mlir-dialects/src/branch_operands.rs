//! `BranchOpInterface`'s successor operands for the branch ops of `cf` and
//! `llvm`, which share three layouts: a `br` forwards all its operands; a
//! `cond_br` forwards its second and third operand segments; a `switch`
//! forwards its second segment to the default destination and splits the
//! third by `case_operand_segments` among the cases. A [`BranchLayout`] is
//! the op's `BranchOpInterface` implementation.

use crate::fold_utils::int_of;
use crate::spec::verify::{dense_i32, op_attr};
use mlir_ir::interfaces::BranchOpInterface;
use mlir_ir::ods::view::Checked;
use mlir_ir::{Attribute, BlockId, Ir, OpId, Value};
use std::ops::Range;

/// Which layout a branch op's operands follow.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BranchLayout {
    /// Every operand goes to the single successor.
    Br,
    /// `[condition, true operands, false operands]`.
    CondBr,
    /// `[flag, default operands, case operands...]`.
    Switch,
}

fn segments(ir: &Ir, op: OpId, name: &str) -> Option<Vec<usize>> {
    let a = op_attr(ir, op, name)?;
    dense_i32(ir.ctx(), a).map(|v| v.into_iter().map(|n| n.max(0) as usize).collect())
}

/// The operand positions forwarded to successor `index`'s arguments.
pub fn successor_operands(ir: &Ir, op: OpId, layout: BranchLayout, index: usize) -> Option<Range<usize>> {
    match layout {
        BranchLayout::Br => (index == 0).then(|| 0..ir.num_operands(op).unwrap_or(0)),
        BranchLayout::CondBr => {
            let s = segments(ir, op, "operandSegmentSizes")?;
            let (t, f) = (*s.get(1)?, *s.get(2)?);
            match index {
                0 => Some(1..1 + t),
                1 => Some(1 + t..1 + t + f),
                _ => None,
            }
        }
        BranchLayout::Switch => {
            let s = segments(ir, op, "operandSegmentSizes")?;
            let d = *s.get(1)?;
            if index == 0 {
                return Some(1..1 + d);
            }
            let cases = segments(ir, op, "case_operand_segments")?;
            let start = 1 + d + cases.get(..index - 1)?.iter().sum::<usize>();
            Some(start..start + *cases.get(index - 1)?)
        }
    }
}

/// Erases forwarded operand `arg` of successor `index`, keeping the
/// segment attributes in step (upstream's `SuccessorOperands::erase`).
pub fn erase_successor_operand(ir: &mut Ir, op: OpId, layout: BranchLayout, index: usize, arg: usize) -> bool {
    let Some(range) = successor_operands(ir, op, layout, index) else { return false };
    if arg >= range.len() {
        return false;
    }
    let mut operands: Vec<Value> = match ir.operands(op) {
        Ok(o) => o.collect(),
        Err(_) => return false,
    };
    operands.remove(range.start + arg);
    let ctx = ir.ctx().clone();
    let mut updates = Vec::new();
    if layout != BranchLayout::Br {
        let Some(mut s) = segments(ir, op, "operandSegmentSizes") else { return false };
        let group = if layout == BranchLayout::CondBr { 1 + index } else { 1 + index.min(1) };
        s[group] -= 1;
        let s: Vec<i32> = s.iter().map(|n| *n as i32).collect();
        updates.push((ctx.ident("operandSegmentSizes"), ctx.dense_i32_array_attr(&s)));
        if layout == BranchLayout::Switch && index > 0 {
            let Some(mut c) = segments(ir, op, "case_operand_segments") else { return false };
            c[index - 1] -= 1;
            let c: Vec<i32> = c.iter().map(|n| *n as i32).collect();
            updates.push((ctx.ident("case_operand_segments"), ctx.dense_i32_array_attr(&c)));
        }
    }
    if ir.set_operands(op, &operands).is_err() {
        return false;
    }
    updates.into_iter().all(|(name, value)| ir.set_op_inherent_attr(op, name, Some(value)).is_ok())
}

/// The `case_values` attribute of a `cf.switch` or `llvm.switch` that
/// fits its definition.
fn switch_case_values(ir: &Ir, op: OpId) -> Option<Option<Attribute>> {
    let values = crate::cf::SwitchOp::new(ir, op).map(|v| v.case_values(ir).checked());
    #[cfg(feature = "llvm")]
    let values = values.or_else(|| crate::llvm::SwitchOp::new(ir, op).map(|v| v.case_values(ir).checked()));
    values
}

impl BranchOpInterface for BranchLayout {
    fn successor_operands(&self, ir: &Ir, op: OpId, index: usize) -> Option<Range<usize>> {
        successor_operands(ir, op, *self, index)
    }

    fn erase_successor_operand(&self, ir: &mut Ir, op: OpId, index: usize, arg: usize) -> bool {
        erase_successor_operand(ir, op, *self, index, arg)
    }

    /// A `br` always takes its one successor; a `cond_br` on a constant
    /// condition the first when it is true; a `switch` on a constant flag
    /// its matching case, else the default (upstream's
    /// `getSuccessorForOperands` of each).
    fn successor_for_operands(&self, ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<BlockId> {
        let index = match self {
            BranchLayout::Br => 0,
            BranchLayout::CondBr => {
                let (_, cond) = int_of(ir.ctx(), (*operands.first()?)?)?;
                usize::from(cond.is_zero())
            }
            BranchLayout::Switch => {
                let (_, flag) = int_of(ir.ctx(), (*operands.first()?)?)?;
                let cases = crate::cf::switch::case_values(ir.ctx(), switch_case_values(ir, op)?);
                cases.iter().position(|v| *v == flag).map_or(0, |i| i + 1)
            }
        };
        ir.successor(op, index).ok()
    }
}
