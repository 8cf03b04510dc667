//! Shared helpers of the IR storage tests: building unregistered ops and
//! checking every structural invariant of an [`Ir`] through its public API.
#![allow(dead_code)]

use mlir_ir::ir::{BlockOperand, InsertPoint, OpOperand};
use mlir_ir::{BlockId, Context, Ir, OpId, OperationState, RegionId, Type, Value};

pub fn ctx() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

pub fn i64t(ir: &Ir) -> Type {
    ir.ctx().i64_type()
}

/// A detached op `name` with the given operands, `results` i64 results,
/// regions and successors.
pub fn op_full(
    ir: &mut Ir,
    name: &str,
    operands: &[Value],
    results: usize,
    regions: Vec<RegionId>,
    succs: &[BlockId],
) -> OpId {
    let ctx = ir.ctx().clone();
    let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
    st.operands = operands.to_vec();
    st.result_types = vec![ctx.i64_type(); results];
    st.regions = regions;
    st.successors = succs.to_vec();
    ir.create_op(st).expect("create_op")
}

/// An op appended to `block`.
pub fn push(ir: &mut Ir, block: BlockId, name: &str, operands: &[Value], results: usize) -> OpId {
    let op = op_full(ir, name, operands, results, vec![], &[]);
    ir.insert_op(op, InsertPoint::BlockEnd(block)).expect("insert");
    op
}

/// A top-level `t.top` op with one region holding one block with `args`
/// i64 arguments.
pub fn top(ir: &mut Ir, args: usize) -> (OpId, BlockId) {
    let r = ir.create_region();
    let loc = ir.ctx().unknown_loc();
    let b = ir.create_block(&vec![(i64t(ir), loc); args]);
    ir.append_block(r, b).expect("append");
    (op_full(ir, "t.top", &[], 0, vec![r], &[]), b)
}

pub fn res(op: OpId, i: u32) -> Value {
    Value::OpResult { op, index: i }
}

/// Every op of `root`'s tree, in pre-order.
pub fn all_ops(ir: &Ir, root: OpId) -> Vec<OpId> {
    ir.collect_ops(root)
}

/// Checks every invariant the storage promises, for the tree under `root`:
/// ops, blocks and regions link to their parents and siblings in both
/// directions; every operand is in its value's use list exactly once and
/// every use in a list is an operand of that value; every successor is in
/// its block's predecessor list exactly once and vice versa; and values
/// used inside the tree are live.
pub fn check_invariants(ir: &Ir, root: OpId) {
    use std::collections::{HashMap, HashSet};
    let ops = all_ops(ir, root);
    let in_tree: HashSet<OpId> = ops.iter().copied().collect();
    let mut values: HashSet<Value> = HashSet::new();
    let mut blocks: Vec<BlockId> = Vec::new();
    for &op in &ops {
        assert!(ir.op_is_live(op));
        values.extend(ir.results(op).unwrap());
        for &r in ir.regions(op).unwrap() {
            assert_eq!(ir.region_parent_op(r).unwrap(), Some(op), "region parent");
            let fwd: Vec<BlockId> = ir.region_blocks(r).unwrap().collect();
            // Backward walk of the block list must mirror the forward one.
            let mut back = Vec::new();
            let mut b = ir.region_last_block(r).unwrap();
            while let Some(x) = b {
                back.push(x);
                b = ir.block_prev(x).unwrap();
            }
            back.reverse();
            assert_eq!(fwd, back, "block list links");
            assert_eq!(ir.region_first_block(r).unwrap(), fwd.first().copied());
            for &blk in &fwd {
                assert_eq!(ir.block_parent_region(blk).unwrap(), Some(r), "block parent");
                values.extend(ir.block_args(blk).unwrap());
                blocks.push(blk);
                let fwd_ops: Vec<OpId> = ir.block_ops(blk).unwrap().collect();
                let mut back = Vec::new();
                let mut o = ir.block_last_op(blk).unwrap();
                while let Some(x) = o {
                    back.push(x);
                    o = ir.op_prev(x).unwrap();
                }
                back.reverse();
                assert_eq!(fwd_ops, back, "op list links");
                assert_eq!(ir.block_first_op(blk).unwrap(), fwd_ops.first().copied());
                for (i, &x) in fwd_ops.iter().enumerate() {
                    assert_eq!(ir.op_parent_block(x).unwrap(), Some(blk), "op parent");
                    if i > 0 {
                        assert!(ir.is_before_in_block(fwd_ops[i - 1], x).unwrap(), "order");
                        assert!(!ir.is_before_in_block(x, fwd_ops[i - 1]).unwrap(), "order");
                    }
                }
            }
        }
    }
    // Operands <-> use lists.
    let mut expected_uses: HashMap<Value, Vec<OpOperand>> = HashMap::new();
    for &op in &ops {
        for (i, v) in ir.operands(op).unwrap().enumerate() {
            assert!(ir.value_is_live(v), "operand {i} of {op:?} names a dead value");
            expected_uses.entry(v).or_default().push(OpOperand { op, index: i as u32 });
        }
    }
    for (v, mut want) in expected_uses {
        let uses = ir.value_uses(v).unwrap();
        let mut tree_uses: Vec<OpOperand> = uses.iter().copied().filter(|u| in_tree.contains(&u.op)).collect();
        let unique: HashSet<OpOperand> = uses.iter().copied().collect();
        assert_eq!(unique.len(), uses.len(), "a use appears twice in the list of {v:?}");
        tree_uses.sort();
        want.sort();
        assert_eq!(tree_uses, want, "use list of {v:?}");
    }
    for &v in &values {
        for u in ir.value_uses(v).unwrap() {
            assert_eq!(ir.operand(u.op, u.index as usize).unwrap(), v, "use list entry of {v:?} points elsewhere");
        }
        assert_eq!(ir.value_has_uses(v).unwrap(), !ir.value_uses(v).unwrap().is_empty());
    }
    // Successors <-> predecessor lists.
    let mut expected_preds: HashMap<BlockId, Vec<BlockOperand>> = HashMap::new();
    for &op in &ops {
        for (i, b) in ir.successors(op).unwrap().enumerate() {
            assert!(ir.block_is_live(b));
            expected_preds.entry(b).or_default().push(BlockOperand { op, index: i as u32 });
        }
    }
    for &blk in &blocks {
        let mut preds = ir.block_predecessors(blk).unwrap();
        for p in &preds {
            assert_eq!(ir.successor(p.op, p.index as usize).unwrap(), blk, "pred entry points elsewhere");
        }
        let mut want = expected_preds.remove(&blk).unwrap_or_default();
        preds.retain(|p| in_tree.contains(&p.op));
        preds.sort();
        want.sort();
        assert_eq!(preds, want, "predecessors of {blk:?}");
    }
}
