//! Canonicalization patterns of `cf.switch` (upstream's `SwitchOp`
//! patterns in `ControlFlowOps.cpp`): a switch with only a default or on a
//! known flag becomes a `cf.br`, cases equal to the default are dropped,
//! cases through blocks that only branch on are collapsed, and a switch
//! reached from a switch on the same flag uses what that one decided.

use super::canonicalize::{br_state, collapse, constant_int, name_is};
use super::switch::{case_values, i32_array, split_cases};
use mlir_ir::attributes::DenseValue;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::support::apint::APInt;
use mlir_ir::{BlockId, Ir, OpId, OperationState, Value};
use std::sync::Arc;

/// The patterns of `cf.switch`, in upstream's order.
pub fn switch_patterns() -> Vec<PatternRef> {
    vec![
        Arc::new(SwitchPattern { name: "SimplifySwitchWithOnlyDefault", rewrite: only_default }),
        Arc::new(SwitchPattern { name: "DropSwitchCasesThatMatchDefault", rewrite: drop_cases_matching_default }),
        Arc::new(SwitchPattern { name: "SimplifyConstSwitchValue", rewrite: const_flag }),
        Arc::new(SwitchPattern { name: "SimplifyPassThroughSwitch", rewrite: pass_through }),
        Arc::new(SwitchPattern { name: "SimplifySwitchFromSwitchOnSameCondition", rewrite: from_case_of_same_flag }),
        Arc::new(SwitchPattern {
            name: "SimplifySwitchFromDefaultSwitchOnSameCondition",
            rewrite: from_default_of_same_flag,
        }),
    ]
}

/// One `cf.switch` pattern given by its rewrite function.
struct SwitchPattern {
    name: &'static str,
    rewrite: fn(&Switch, OpId, &mut PatternRewriter<'_>) -> bool,
}

impl RewritePattern for SwitchPattern {
    fn root(&self) -> Option<&str> {
        Some("cf.switch")
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        match Switch::read(rw.ir(), op) {
            Some(s) => (self.rewrite)(&s, op, rw),
            None => false,
        }
    }
}

/// One destination of a switch: a block and the operands passed to it.
type Dest = (BlockId, Vec<Value>);

/// A `cf.switch` taken apart.
struct Switch {
    flag: Value,
    default: Dest,
    /// `(case value, destination)` in order.
    cases: Vec<(APInt, Dest)>,
}

impl Switch {
    fn read(ir: &Ir, op: OpId) -> Option<Switch> {
        let ctx = ir.ctx();
        let view = super::SwitchOp::new(ir, op)?;
        let flag = view.flag(ir).checked();
        let default = (view.default_destination(ir).checked(), view.default_operands(ir).checked());
        let dests = view.case_destinations(ir).checked();
        let case_ops = split_cases(ctx, &view.case_operands(ir).checked(), view.case_operand_segments(ir).checked());
        let values = case_values(ctx, view.case_values(ir).checked());
        if values.len() != dests.len() || case_ops.len() != values.len() {
            return None;
        }
        let cases = values.into_iter().zip(dests.into_iter().zip(case_ops)).collect();
        Some(Switch { flag, default, cases })
    }

    /// A new `cf.switch` on this flag at `op`'s location; no `case_values`
    /// attribute when there are no cases, as upstream's builder does.
    fn state(&self, ir: &Ir, op: OpId, cases: &[(APInt, Dest)]) -> Option<OperationState> {
        let ctx = ir.ctx();
        let mut st = OperationState::new(ctx.op_name("cf.switch"), ir.op_loc(op).ok()?);
        st.operands.push(self.flag);
        st.operands.extend_from_slice(&self.default.1);
        st.successors.push(self.default.0);
        let mut seg = Vec::with_capacity(cases.len());
        for (_, (b, ops)) in cases {
            st.operands.extend_from_slice(ops);
            st.successors.push(*b);
            seg.push(ops.len() as i32);
        }
        if !cases.is_empty() {
            let fty = ir.value_type(self.flag).ok()?;
            let vty = ctx.vector_type(&[cases.len() as i64], &[false], fty);
            let values: Vec<DenseValue> = cases.iter().map(|(v, _)| DenseValue::Int(v.clone())).collect();
            st.attributes.push((ctx.ident("case_values"), ctx.dense_elements_attr(vty, &values).ok()?));
        }
        let n_case: i32 = seg.iter().sum();
        st.attributes.push((ctx.ident("case_operand_segments"), i32_array(ctx, &seg)));
        st.attributes
            .push((ctx.ident("operandSegmentSizes"), i32_array(ctx, &[1, self.default.1.len() as i32, n_case])));
        Some(st)
    }

    /// The destination taken when the flag is `value` (upstream's
    /// `foldSwitch`).
    fn dest_for(&self, value: &APInt) -> &Dest {
        self.cases.iter().find(|(v, _)| v == value).map(|(_, d)| d).unwrap_or(&self.default)
    }
}

/// Replaces `op` with a `cf.br` to `dest`.
fn replace_with_br(op: OpId, dest: &Dest, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(st) = br_state(rw.ir(), op, dest.0, &dest.1) else { return false };
    rw.replace_op_with_new(op, st).is_ok()
}

/// Replaces `op` with a switch like `s` with other cases.
fn replace_cases(s: &Switch, op: OpId, cases: &[(APInt, Dest)], rw: &mut PatternRewriter<'_>) -> bool {
    let Some(st) = s.state(rw.ir(), op, cases) else { return false };
    rw.replace_op_with_new(op, st).is_ok()
}

fn only_default(s: &Switch, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    s.cases.is_empty() && replace_with_br(op, &s.default, rw)
}

fn drop_cases_matching_default(s: &Switch, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let kept: Vec<_> = s.cases.iter().filter(|(_, d)| *d != s.default).cloned().collect();
    kept.len() != s.cases.len() && replace_cases(s, op, &kept, rw)
}

fn const_flag(s: &Switch, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(value) = constant_int(rw.ir(), s.flag) else { return false };
    let dest = s.dest_for(&value).clone();
    replace_with_br(op, &dest, rw)
}

fn pass_through(s: &Switch, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ir = rw.ir();
    let mut changed = false;
    let mut step = |d: &Dest| match collapse(ir, d.0, &d.1) {
        Some(c) => {
            changed = true;
            c
        }
        None => d.clone(),
    };
    let cases: Vec<_> = s.cases.iter().map(|(v, d)| (v.clone(), step(d))).collect();
    let default = step(&s.default);
    if !changed {
        return false;
    }
    let s = Switch { flag: s.flag, default, cases: Vec::new() };
    replace_cases(&s, op, &cases, rw)
}

/// The `cf.switch` ending the single predecessor block of `op`'s block, if
/// it switches on the same flag.
fn pred_switch_on_same_flag(ir: &Ir, s: &Switch, op: OpId) -> Option<(BlockId, Switch)> {
    let block = ir.op_parent_block(op).ok()??;
    let preds = ir.block_predecessors(block).ok()?;
    let [pred] = preds.as_slice() else { return None };
    if !name_is(ir, pred.op, "cf.switch") {
        return None;
    }
    let ps = Switch::read(ir, pred.op)?;
    (ps.flag == s.flag).then_some((block, ps))
}

fn from_case_of_same_flag(s: &Switch, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((block, ps)) = pred_switch_on_same_flag(rw.ir(), s, op) else { return false };
    if ps.default.0 == block {
        return false;
    }
    let dest = match ps.cases.iter().find(|(_, d)| d.0 == block) {
        Some((v, _)) => s.dest_for(v).clone(),
        None => s.default.clone(),
    };
    replace_with_br(op, &dest, rw)
}

fn from_default_of_same_flag(s: &Switch, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((block, ps)) = pred_switch_on_same_flag(rw.ir(), s, op) else { return false };
    if ps.default.0 != block {
        return false;
    }
    // Values the predecessor sends elsewhere cannot reach this switch.
    let impossible: Vec<&APInt> = ps.cases.iter().filter(|(_, d)| d.0 != block).map(|(v, _)| v).collect();
    let kept: Vec<_> = s.cases.iter().filter(|(v, _)| !impossible.contains(&v)).cloned().collect();
    kept.len() != s.cases.len() && replace_cases(s, op, &kept, rw)
}
