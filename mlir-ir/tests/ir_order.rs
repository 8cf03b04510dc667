//! `is_before_in_block` stays right through many insertions in the middle
//! of a block (which exhaust the gaps between order keys and force a
//! renumbering) and through moves and erasures.

mod common;
use common::*;
use mlir_ir::ir::InsertPoint;
use mlir_ir::{Ir, IrError};

#[test]
fn many_middle_insertions_keep_order() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let first = push(&mut ir, b, "t.first", &[], 0);
    let last = push(&mut ir, b, "t.last", &[], 0);
    // Always insert right after `first`: halves the same gap each time.
    let mut inserted = Vec::new();
    for _ in 0..200 {
        let o = op_full(&mut ir, "t.mid", &[], 0, vec![], &[]);
        ir.insert_op(o, InsertPoint::After(first)).unwrap();
        inserted.push(o);
        assert!(ir.is_before_in_block(first, o).unwrap());
        assert!(ir.is_before_in_block(o, last).unwrap());
    }
    // The latest insertion comes first.
    let order: Vec<_> = ir.block_ops(b).unwrap().collect();
    assert_eq!(order.len(), 202);
    for w in order.windows(2) {
        assert!(ir.is_before_in_block(w[0], w[1]).unwrap());
        assert!(!ir.is_before_in_block(w[1], w[0]).unwrap());
    }
    ir.renumber_block(b).unwrap();
    for w in order.windows(2) {
        assert!(ir.is_before_in_block(w[0], w[1]).unwrap());
    }
    // Also before each other op: insertions before `last`.
    for _ in 0..100 {
        let o = op_full(&mut ir, "t.tail", &[], 0, vec![], &[]);
        ir.insert_op(o, InsertPoint::Before(last)).unwrap();
        assert!(ir.is_before_in_block(o, last).unwrap());
        assert!(ir.is_before_in_block(inserted[0], o).unwrap());
    }
    check_invariants(&ir, t);
    assert!(!ir.is_before_in_block(first, first).unwrap());
}

#[test]
fn order_after_moves_and_across_blocks() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let ops: Vec<_> = (0..10).map(|_| push(&mut ir, b, "t.o", &[], 0)).collect();
    ir.move_op(ops[0], InsertPoint::BlockEnd(b)).unwrap();
    assert!(ir.is_before_in_block(ops[9], ops[0]).unwrap());
    ir.move_op(ops[9], InsertPoint::BlockStart(b)).unwrap();
    assert!(ir.is_before_in_block(ops[9], ops[1]).unwrap());
    ir.erase_op(ops[5]).unwrap();
    assert!(ir.is_before_in_block(ops[4], ops[6]).unwrap());
    let r = ir.block_parent_region(b).unwrap().unwrap();
    let other = ir.create_block(&[]);
    ir.append_block(r, other).unwrap();
    let x = push(&mut ir, other, "t.x", &[], 0);
    assert_eq!(ir.is_before_in_block(ops[1], x), Err(IrError::Detached));
    check_invariants(&ir, t);
}
