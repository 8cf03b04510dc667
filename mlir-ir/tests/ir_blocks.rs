//! Blocks: insertion order, arguments (add/insert/erase renumber the uses
//! of later arguments), erase refusing while used, predecessors.

mod common;
use common::*;
use mlir_ir::ir::InsertPoint;
use mlir_ir::{Ir, IrError, Value};

#[test]
fn block_arguments_add_insert_erase_keep_uses() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 2);
    let loc = ctx.unknown_loc();
    let i64 = ctx.i64_type();
    let (a0, a1) = (ir.block_arg(b, 0).unwrap(), ir.block_arg(b, 1).unwrap());
    let u = push(&mut ir, b, "t.use", &[a1, a0, a1], 0);
    let new = ir.insert_block_arg(b, 0, ctx.i1_type(), loc).unwrap();
    assert_eq!(new, Value::BlockArg { block: b, index: 0 });
    // Old uses follow their argument to its new index.
    let (n1, n2) = (ir.block_arg(b, 1).unwrap(), ir.block_arg(b, 2).unwrap());
    assert_eq!(ir.operands(u).unwrap().collect::<Vec<_>>(), vec![n2, n1, n2]);
    assert_eq!(ir.value_uses(n2).unwrap().len(), 2);
    assert_eq!(ir.value_type(new).unwrap(), ctx.i1_type());
    check_invariants(&ir, t);
    assert_eq!(ir.erase_block_arg(b, 2), Err(IrError::HasUses("the block argument")));
    assert_eq!(ir.num_block_args(b).unwrap(), 3);
    ir.erase_block_arg(b, 0).unwrap();
    assert_eq!(ir.operands(u).unwrap().collect::<Vec<_>>(), vec![a1, a0, a1]);
    let added = ir.add_block_arg(b, i64, loc).unwrap();
    assert_eq!(added, Value::BlockArg { block: b, index: 2 });
    assert!(matches!(ir.insert_block_arg(b, 9, i64, loc), Err(IrError::OutOfRange { .. })));
    assert!(matches!(ir.erase_block_arg(b, 3), Err(IrError::OutOfRange { .. })));
    check_invariants(&ir, t);
}

#[test]
fn block_order_insert_before_and_detach() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b0) = top(&mut ir, 0);
    let r = ir.block_parent_region(b0).unwrap().unwrap();
    let b2 = ir.create_block(&[]);
    ir.append_block(r, b2).unwrap();
    let b1 = ir.create_block(&[]);
    ir.insert_block(r, b1, Some(b2)).unwrap();
    assert_eq!(ir.region_blocks(r).unwrap().collect::<Vec<_>>(), vec![b0, b1, b2]);
    assert_eq!(ir.append_block(r, b1), Err(IrError::BlockAlreadyAttached));
    ir.detach_block(b1).unwrap();
    assert_eq!(ir.region_blocks(r).unwrap().collect::<Vec<_>>(), vec![b0, b2]);
    ir.insert_block(r, b1, Some(b0)).unwrap();
    assert_eq!(ir.region_blocks(r).unwrap().collect::<Vec<_>>(), vec![b1, b0, b2]);
    check_invariants(&ir, t);
}

#[test]
fn predecessors_and_successor_updates() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b0) = top(&mut ir, 0);
    let r = ir.block_parent_region(b0).unwrap().unwrap();
    let b1 = ir.create_block(&[]);
    let b2 = ir.create_block(&[]);
    ir.append_block(r, b1).unwrap();
    ir.append_block(r, b2).unwrap();
    let br = op_full(&mut ir, "t.br", &[], 0, vec![], &[b1, b2, b1]);
    ir.insert_op(br, InsertPoint::BlockEnd(b0)).unwrap();
    assert_eq!(ir.block_predecessors(b1).unwrap().len(), 2);
    check_invariants(&ir, t);
    ir.set_successor(br, 0, b2).unwrap();
    assert_eq!(ir.block_predecessors(b1).unwrap().len(), 1);
    assert_eq!(ir.block_predecessors(b2).unwrap().len(), 2);
    check_invariants(&ir, t);
    assert_eq!(ir.erase_block(b2), Err(IrError::HasUses("the block")));
    ir.replace_all_block_uses_with(b2, b1).unwrap();
    assert!(ir.block_predecessors(b2).unwrap().is_empty());
    check_invariants(&ir, t);
    ir.erase_block(b2).unwrap();
    assert!(!ir.block_is_live(b2));
    assert_eq!(ir.region_blocks(r).unwrap().collect::<Vec<_>>(), vec![b0, b1]);
    check_invariants(&ir, t);
}

#[test]
fn erase_block_refuses_values_used_outside() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b0) = top(&mut ir, 0);
    let r = ir.block_parent_region(b0).unwrap().unwrap();
    let loc = ctx.unknown_loc();
    let b1 = ir.create_block(&[(ctx.i64_type(), loc)]);
    ir.append_block(r, b1).unwrap();
    let d = push(&mut ir, b1, "t.def", &[], 1);
    let u = push(&mut ir, b0, "t.use", &[res(d, 0)], 0);
    assert_eq!(ir.erase_block(b1), Err(IrError::HasUses("a result")));
    ir.set_operand(u, 0, ir.block_arg(b1, 0).unwrap()).unwrap();
    assert_eq!(ir.erase_block(b1), Err(IrError::HasUses("a block argument")));
    assert!(ir.op_is_live(d));
    check_invariants(&ir, t);
    ir.erase_op(u).unwrap();
    ir.erase_block(b1).unwrap();
    assert!(!ir.op_is_live(d));
    check_invariants(&ir, t);
}
