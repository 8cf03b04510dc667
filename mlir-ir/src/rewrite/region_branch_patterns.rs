//! The canonicalization patterns every region-branch op gets from
//! upstream 22's `populateRegionBranchOpInterfaceCanonicalizationPatterns`
//! (`scf.for`, `scf.while`, `scf.if`, `scf.index_switch`,
//! `scf.execute_region`, and any op of another dialect that lists them):
//!
//! - `MakeRegionBranchOpSuccessorInputsDead`: a successor input (a result,
//!   or a region argument) that can only ever hold one outside value is
//!   replaced by it;
//! - `RemoveDuplicateSuccessorInputUses`: of two inputs of one owner that
//!   every branch point feeds the same values, the later one's uses go to
//!   the earlier;
//! - `RemoveDeadRegionBranchOpSuccessorInputs`: a set of tied inputs (those
//!   one forwarded operand reaches) without uses goes, with the operands
//!   forwarded to it.
//!
//! They read the op only through `RegionBranchOpInterface`, so they know
//! no op by name.

use super::{PatternRef, PatternRewriter, RewritePattern};
use crate::dialect::OpTraits;
use crate::interfaces::{ForwardedOperand, InputOperands, SuccessorMapping};
use crate::ir::{BlockId, Ir, OpId, Value};
use hashbrown::{HashMap, HashSet};
use std::sync::Arc;

/// The three patterns, in upstream's order, rooted at op `root`.
pub fn region_branch_canonicalization_patterns(root: &'static str) -> Vec<PatternRef> {
    vec![
        Arc::new(MakeRegionBranchOpSuccessorInputsDead { root }),
        Arc::new(RemoveDuplicateSuccessorInputUses { root }),
        Arc::new(RemoveDeadRegionBranchOpSuccessorInputs { root }),
    ]
}

/// The mapping of `op`, unless it is isolated from above (upstream does
/// not support those) or not a well-formed region-branch op.
fn mapping(ir: &Ir, op: OpId) -> Option<SuccessorMapping> {
    let name = ir.op_name(op).ok()?;
    if ir.ctx().op_def(name)?.traits().contains(OpTraits::ISOLATED_FROM_ABOVE) {
        return None;
    }
    SuccessorMapping::of(ir, op)
}

/// Upstream's `MakeRegionBranchOpSuccessorInputsDead`.
struct MakeRegionBranchOpSuccessorInputsDead {
    root: &'static str,
}

impl RewritePattern for MakeRegionBranchOpSuccessorInputsDead {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "MakeRegionBranchOpSuccessorInputsDead"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(map) = mapping(rw.ir(), op) else { return false };
        let inverse = map.inverse();
        let mut changed = false;
        for (input, _) in &inverse.inputs {
            let ir = rw.ir();
            if !ir.value_has_uses(*input).unwrap_or(false) {
                continue;
            }
            let reachable = reachable_values(ir, *input, &inverse);
            let [only] = reachable[..] else { continue };
            if !defined_before(ir, op, only, *input) {
                continue;
            }
            if rw.replace_all_uses_with(*input, only).is_err() {
                return changed;
            }
            changed = true;
        }
        changed
    }
}

/// The values other than successor inputs that `input` may hold: the
/// operands forwarded to it, followed through inputs that are forwarded
/// on (upstream's `computeReachableValuesFromSuccessorInput`).
fn reachable_values(ir: &Ir, input: Value, inverse: &InputOperands) -> Vec<Value> {
    let mut reachable = Vec::new();
    let mut visited: HashSet<Value> = HashSet::new();
    let mut worklist = vec![input];
    while let Some(next) = worklist.pop() {
        let Some(operands) = inverse.operands_of(next) else {
            if !reachable.contains(&next) {
                reachable.push(next);
            }
            continue;
        };
        for v in operands.iter().filter_map(|o| o.value(ir)) {
            if visited.insert(v) {
                worklist.push(v);
            }
        }
    }
    reachable
}

/// The op whose region directly holds `v`'s definition.
fn defining_region_op(ir: &Ir, v: Value) -> Option<OpId> {
    let block = ir.value_parent_block(v).ok()??;
    ir.block_parent_op(block).ok()?
}

/// Whether `a`, a value reaching successor input `b` of `op`, may stand
/// in for `b` (upstream's `isDefinedBefore`): a value defined directly in
/// `op`'s regions may only replace an argument of its own block.
fn defined_before(ir: &Ir, op: OpId, a: Value, b: Value) -> bool {
    if defining_region_op(ir, a) != Some(op) {
        return true;
    }
    match (a, b) {
        (Value::BlockArg { block: ab, .. }, Value::BlockArg { block: bb, .. }) => ab == bb,
        _ => false,
    }
}

/// Upstream's `RemoveDuplicateSuccessorInputUses`.
struct RemoveDuplicateSuccessorInputUses {
    root: &'static str,
}

/// The block or op that defines `v`.
#[derive(PartialEq, Eq)]
enum Owner {
    Block(BlockId),
    Op(OpId),
}

fn owner(v: Value) -> (Owner, u32) {
    match v {
        Value::BlockArg { block, index } => (Owner::Block(block), index),
        Value::OpResult { op, index } => (Owner::Op(op), index),
    }
}

impl RewritePattern for RemoveDuplicateSuccessorInputUses {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "RemoveDuplicateSuccessorInputUses"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(map) = mapping(rw.ir(), op) else { return false };
        let inverse = map.inverse();
        let mut inputs: Vec<Value> = inverse.inputs.iter().map(|(v, _)| *v).collect();
        inputs.sort_by_key(|v| owner(*v).1);
        // What each branch point forwards to an input, now.
        let fed = |ir: &Ir, input: Value| -> HashMap<OpId, Option<Value>> {
            let operands = inverse.operands_of(input).unwrap_or_default();
            operands.iter().map(|o: &ForwardedOperand| (o.owner, o.value(ir))).collect()
        };
        let mut changed = false;
        for i in 0..inputs.len() {
            for j in i + 1..inputs.len() {
                let (first, second) = (inputs[i], inputs[j]);
                let ir = rw.ir();
                if !ir.value_has_uses(second).unwrap_or(false) || owner(first).0 != owner(second).0 {
                    continue;
                }
                if fed(ir, first) == fed(ir, second) {
                    if rw.replace_all_uses_with(second, first).is_err() {
                        return changed;
                    }
                    changed = true;
                }
            }
        }
        changed
    }
}

/// Upstream's `RemoveDeadRegionBranchOpSuccessorInputs`.
struct RemoveDeadRegionBranchOpSuccessorInputs {
    root: &'static str,
}

impl RewritePattern for RemoveDeadRegionBranchOpSuccessorInputs {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "RemoveDeadRegionBranchOpSuccessorInputs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(map) = mapping(ir, op) else { return false };
        let dead = dead_tied_inputs(ir, &map);
        if dead.is_empty() {
            return false;
        }
        let inverse = map.inverse();
        // The forwarded operands that go with them, per owner.
        let mut operands: Vec<(OpId, Vec<usize>)> = Vec::new();
        for v in &dead {
            for o in inverse.operands_of(*v).unwrap_or_default() {
                match operands.iter_mut().find(|(owner, _)| *owner == o.owner) {
                    Some((_, indices)) => indices.push(o.index),
                    None => operands.push((o.owner, vec![o.index])),
                }
            }
        }
        let Ok(num_results) = ir.num_results(op) else { return false };
        let mut erase_results = vec![false; num_results];
        let mut block_args: Vec<(BlockId, Vec<usize>)> = Vec::new();
        for v in &dead {
            match *v {
                Value::OpResult { index, .. } => erase_results[index as usize] = true,
                Value::BlockArg { block, index } => match block_args.iter_mut().find(|(b, _)| *b == block) {
                    Some((_, indices)) => indices.push(index as usize),
                    None => block_args.push((block, vec![index as usize])),
                },
            }
        }
        for (owner, mut indices) in operands {
            indices.sort_unstable();
            indices.dedup();
            let erased =
                rw.modify_in_place(owner, |ir| indices.iter().rev().try_for_each(|&i| ir.erase_operand(owner, i)));
            if erased.is_err() {
                return true;
            }
        }
        for (block, mut indices) in block_args {
            indices.sort_unstable();
            indices.dedup();
            let erased =
                rw.modify_in_place(op, |ir| indices.iter().rev().try_for_each(|&i| ir.erase_block_arg(block, i)));
            if erased.is_err() {
                return true;
            }
        }
        if erase_results.iter().any(|e| *e) {
            let _ = rw.erase_op_results(op, &erase_results);
        }
        true
    }
}

/// The successor inputs of every tied set all of whose members are
/// unused. Inputs are tied when one forwarded operand reaches them all:
/// removing one means removing that operand, so the others must go too.
fn dead_tied_inputs(ir: &Ir, map: &SuccessorMapping) -> Vec<Value> {
    // Union-find over the inputs, in discovery order.
    let mut index: HashMap<Value, usize> = HashMap::new();
    let mut values: Vec<Value> = Vec::new();
    let mut parent: Vec<usize> = Vec::new();
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    for (_, inputs) in &map.operand_inputs {
        let mut first = None;
        for &v in inputs {
            let i = *index.entry(v).or_insert_with(|| {
                values.push(v);
                parent.push(parent.len());
                parent.len() - 1
            });
            match first {
                None => first = Some(i),
                Some(f) => {
                    let (a, b) = (find(&mut parent, f), find(&mut parent, i));
                    if a != b {
                        parent[b] = a;
                    }
                }
            }
        }
    }
    let mut live_set: HashSet<usize> = HashSet::new();
    for (i, v) in values.iter().enumerate() {
        if ir.value_has_uses(*v).unwrap_or(true) {
            live_set.insert(find(&mut parent, i));
        }
    }
    (0..values.len()).filter(|&i| !live_set.contains(&find(&mut parent, i))).map(|i| values[i]).collect()
}
