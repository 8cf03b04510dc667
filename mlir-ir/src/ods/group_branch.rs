//! [`GroupBranch`]: `BranchOpInterface` of an op whose successors each
//! receive one of its operand groups (ODS's usual branch shape: `$dest`
//! takes `$destOperands`), derived from the op's spec alone so that a
//! definition made at run time (a Python class naming the group of each
//! successor) gets the interface with no hand-written code.

use super::spec::verify::{dense_i32, op_attr, segments};
use super::spec::{Trait, ValueSpec};
use crate::interfaces::BranchOpInterface;
use crate::ir::{Ir, OpId, Value};
use std::ops::Range;

/// The attribute sizing the operand groups of a spec with
/// `AttrSizedOperandSegments`.
const SEGMENTS: &str = "operandSegmentSizes";

/// `BranchOpInterface` forwarding operand group `forwarded[i]` to
/// successor `i` (`None`: successor `i` receives nothing).
pub struct GroupBranch {
    groups: Vec<ValueSpec>,
    attr_sized: bool,
    forwarded: Vec<Option<usize>>,
}

impl GroupBranch {
    /// The interface of an op with operand `groups` (sized by
    /// `operandSegmentSizes` when the spec's traits say so) whose successor
    /// `i` receives group `forwarded[i]`. A group index out of range is an
    /// error naming it.
    pub fn new(spec: &super::spec::OpSpec, forwarded: Vec<Option<usize>>) -> Result<GroupBranch, String> {
        if let Some(bad) = forwarded.iter().flatten().find(|g| **g >= spec.operands.len()) {
            return Err(format!("'{}' has no operand group #{bad}", spec.name));
        }
        Ok(GroupBranch {
            groups: spec.operands.clone(),
            attr_sized: spec.has_trait(&Trait::AttrSizedOperandSegments),
            forwarded,
        })
    }

    fn sizes(&self, ir: &Ir, op: OpId) -> Option<Vec<i32>> {
        if !self.attr_sized {
            return None;
        }
        op_attr(ir, op, SEGMENTS).and_then(|a| dense_i32(ir.ctx(), a))
    }

    fn group_range(&self, ir: &Ir, op: OpId, group: usize) -> Option<Range<usize>> {
        let n = ir.num_operands(op).ok()?;
        let sizes = self.sizes(ir, op);
        let segs = segments(&self.groups, n, sizes.as_deref());
        let (start, len) = *segs.get(group)?;
        (start + len <= n).then_some(start..start + len)
    }
}

impl BranchOpInterface for GroupBranch {
    fn successor_operands(&self, ir: &Ir, op: OpId, index: usize) -> Option<Range<usize>> {
        if index >= ir.num_successors(op).ok()? {
            return None;
        }
        match self.forwarded.get(index).copied().flatten() {
            Some(g) => self.group_range(ir, op, g),
            None => Some(0..0),
        }
    }

    fn erase_successor_operand(&self, ir: &mut Ir, op: OpId, index: usize, arg: usize) -> bool {
        let Some(group) = self.forwarded.get(index).copied().flatten() else { return false };
        let Some(range) = self.group_range(ir, op, group) else { return false };
        if arg >= range.len() {
            return false;
        }
        let mut operands: Vec<Value> = match ir.operands(op) {
            Ok(o) => o.collect(),
            Err(_) => return false,
        };
        operands.remove(range.start + arg);
        // The segment sizes shrink with the group; read before the
        // operands change.
        let sizes = self.sizes(ir, op);
        if ir.set_operands(op, &operands).is_err() {
            return false;
        }
        if let Some(mut s) = sizes {
            s[group] -= 1;
            let ctx = ir.ctx().clone();
            let attr = ctx.dense_i32_array_attr(&s);
            return ir.set_op_attr(op, ctx.ident(SEGMENTS), Some(attr)).is_ok();
        }
        true
    }
}
