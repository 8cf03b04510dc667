//! Stale handles: after an erase, every accessor reports `IrError` (never
//! panics), and a handle never aliases a new entity that reuses its slot.

mod common;
use common::*;
use mlir_ir::ir::InsertPoint;
use mlir_ir::{Ir, IrError, Value};

#[test]
fn every_accessor_of_an_erased_op_block_region_reports_stale() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let r = ir.create_region();
    let inner = ir.create_block(&[(ctx.i64_type(), ctx.unknown_loc())]);
    ir.append_block(r, inner).unwrap();
    let op = op_full(&mut ir, "t.op", &[], 2, vec![r], &[]);
    ir.insert_op(op, InsertPoint::BlockEnd(b)).unwrap();
    let live = push(&mut ir, b, "t.live", &[], 1);
    let v = res(op, 1);
    let arg = Value::BlockArg { block: inner, index: 0 };
    ir.erase_op(op).unwrap();
    let e = Err(IrError::StaleOp);
    assert_eq!(ir.op_name(op).map(|_| ()), e);
    assert_eq!(ir.op_loc(op).map(|_| ()), e);
    assert_eq!(ir.op_attr_dict(op).map(|_| ()), e);
    assert_eq!(ir.op_attrs(op).map(|_| ()), e);
    assert_eq!(ir.op_props(op).map(|_| ()), e);
    assert_eq!(ir.num_operands(op).map(|_| ()), e);
    assert_eq!(ir.operand(op, 0).map(|_| ()), e);
    assert_eq!(ir.operands(op).map(|_| ()), e);
    assert_eq!(ir.num_results(op).map(|_| ()), e);
    assert_eq!(ir.result(op, 0).map(|_| ()), e);
    assert_eq!(ir.results(op).map(|_| ()), e);
    assert_eq!(ir.regions(op).map(|_| ()), e);
    assert_eq!(ir.num_successors(op).map(|_| ()), e);
    assert_eq!(ir.successor(op, 0).map(|_| ()), e);
    assert_eq!(ir.successors(op).map(|_| ()), e);
    assert_eq!(ir.op_parent_block(op).map(|_| ()), e);
    assert_eq!(ir.op_parent_op(op).map(|_| ()), e);
    assert_eq!(ir.op_next(op).map(|_| ()), e);
    assert_eq!(ir.op_prev(op).map(|_| ()), e);
    assert_eq!(ir.set_op_loc(op, ctx.unknown_loc()), e);
    assert_eq!(ir.set_op_attr(op, ctx.ident("a"), None).map(|_| ()), e);
    assert_eq!(ir.set_op_props(op, None), e);
    assert_eq!(ir.set_operand(op, 0, res(live, 0)), e);
    assert_eq!(ir.set_operands(op, &[]), e);
    assert_eq!(ir.insert_operands(op, 0, &[]), e);
    assert_eq!(ir.erase_operand(op, 0), e);
    assert_eq!(ir.set_successor(op, 0, b), e);
    assert_eq!(ir.insert_op(op, InsertPoint::BlockEnd(b)), e);
    assert_eq!(ir.move_op(op, InsertPoint::BlockEnd(b)), e);
    assert_eq!(ir.detach_op(op), e);
    assert_eq!(ir.erase_op(op), e);
    assert_eq!(ir.subtree_ops(op).map(|_| ()), e);
    assert_eq!(ir.is_before_in_block(op, live).map(|_| ()), e);
    assert_eq!(ir.is_before_in_block(live, op).map(|_| ()), e);
    assert_eq!(ir.op_is_ancestor(live, op), Err(IrError::StaleOp));
    assert!(ir.collect_ops(op).is_empty());
    assert_eq!(ir.replace_all_op_uses_with(op, &[]), e);
    let mut map = Default::default();
    assert_eq!(ir.clone_op(op, &mut map).map(|_| ()), e);
    assert!(!ir.op_is_live(op));
    // Walking a stale op visits nothing in post-order and does not panic.
    let mut n = 0;
    ir.walk(op, mlir_ir::ir::WalkOrder::PostOrder, &mut |_, _| {
        n += 1;
        mlir_ir::ir::WalkResult::Advance
    });
    assert_eq!(n, 0);
    // Its results.
    for val in [v, arg] {
        assert!(!ir.value_is_live(val));
        assert!(ir.value_type(val).is_err());
        assert!(ir.value_uses(val).is_err());
        assert!(ir.value_has_uses(val).is_err());
        assert!(ir.value_parent_block(val).is_err());
        assert!(ir.set_value_type(val, ctx.i1_type()).is_err());
        assert!(ir.replace_all_uses_with(val, res(live, 0)).is_err());
        assert_eq!(ir.replace_all_uses_with(res(live, 0), val), Err(IrError::StaleValue));
    }
    // Its block and region.
    let eb = Err(IrError::StaleBlock);
    assert_eq!(ir.block_parent_region(inner).map(|_| ()), eb);
    assert_eq!(ir.block_parent_op(inner).map(|_| ()), eb);
    assert_eq!(ir.block_first_op(inner).map(|_| ()), eb);
    assert_eq!(ir.block_last_op(inner).map(|_| ()), eb);
    assert_eq!(ir.block_ops(inner).map(|_| ()), eb);
    assert_eq!(ir.block_next(inner).map(|_| ()), eb);
    assert_eq!(ir.block_prev(inner).map(|_| ()), eb);
    assert_eq!(ir.num_block_args(inner).map(|_| ()), eb);
    assert_eq!(ir.block_arg(inner, 0).map(|_| ()), eb);
    assert_eq!(ir.block_args(inner).map(|_| ()), eb);
    assert_eq!(ir.block_predecessors(inner).map(|_| ()), eb);
    assert_eq!(ir.block_arg_loc(inner, 0).map(|_| ()), eb);
    assert_eq!(ir.add_block_arg(inner, ctx.i1_type(), ctx.unknown_loc()).map(|_| ()), eb);
    assert_eq!(ir.erase_block_arg(inner, 0), eb);
    assert_eq!(ir.detach_block(inner), eb);
    assert_eq!(ir.erase_block(inner), eb);
    assert_eq!(ir.insert_op(live, InsertPoint::BlockEnd(inner)), Err(IrError::AlreadyAttached));
    let er = Err(IrError::StaleRegion);
    assert_eq!(ir.region_parent_op(r).map(|_| ()), er);
    assert_eq!(ir.region_first_block(r).map(|_| ()), er);
    assert_eq!(ir.region_last_block(r).map(|_| ()), er);
    assert_eq!(ir.region_blocks(r).map(|_| ()), er);
    let fresh = ir.create_block(&[]);
    assert_eq!(ir.append_block(r, fresh), er);
    assert!(ir.append_block(r, inner).is_err());
    check_invariants(&ir, t);
}

/// Erasing frees a slot that the next creation reuses; the old handle must
/// not name the new entity.
#[test]
fn generation_reuse_never_aliases() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let mut old = Vec::new();
    for round in 0..50 {
        let op = push(&mut ir, b, "t.old", &[], 1);
        let blk = ir.create_block(&[]);
        let reg = ir.create_region();
        old.push((op, blk, reg));
        ir.erase_op(op).unwrap();
        ir.erase_block(blk).unwrap();
        let fresh = push(&mut ir, b, "t.new", &[], 1);
        let fb = ir.create_block(&[]);
        let fr = ir.create_region();
        // Same slot, different generation.
        assert_eq!(fresh.raw().index(), op.raw().index(), "round {round}: slot is reused");
        assert_ne!(fresh, op);
        assert_eq!(fb.raw().index(), blk.raw().index());
        assert_ne!(fb, blk);
        let _ = (fr, reg);
        for &(o, bl, _) in &old {
            assert_eq!(ir.op_name(o), Err(IrError::StaleOp));
            assert!(!ir.value_is_live(res(o, 0)));
            assert_eq!(ir.num_block_args(bl), Err(IrError::StaleBlock));
        }
        ir.erase_op(fresh).unwrap();
        ir.erase_block(fb).unwrap();
        // Handles survive a trip through their 64-bit encoding.
        assert_eq!(mlir_ir::OpId::from_bits(op.raw().to_bits()), Some(op));
    }
    assert_eq!(mlir_ir::OpId::from_bits(7), None, "generation 0 never exists");
    check_invariants(&ir, t);
}
