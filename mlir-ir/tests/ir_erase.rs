//! Creating, inserting, moving, detaching and erasing operations; erase
//! refuses (changing nothing) while a result or block is used outside.

mod common;
use common::*;
use mlir_ir::ir::InsertPoint;
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{Ir, IrError};

fn text(ir: &Ir, op: mlir_ir::OpId) -> String {
    print_op(ir, op, &PrintFlags { generic: true, ..Default::default() })
}

#[test]
fn insert_before_after_start_end() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let m = push(&mut ir, b, "t.m", &[], 0);
    let s = op_full(&mut ir, "t.s", &[], 0, vec![], &[]);
    ir.insert_op(s, InsertPoint::BlockStart(b)).unwrap();
    let e = op_full(&mut ir, "t.e", &[], 0, vec![], &[]);
    ir.insert_op(e, InsertPoint::BlockEnd(b)).unwrap();
    let x = op_full(&mut ir, "t.x", &[], 0, vec![], &[]);
    ir.insert_op(x, InsertPoint::Before(m)).unwrap();
    let y = op_full(&mut ir, "t.y", &[], 0, vec![], &[]);
    ir.insert_op(y, InsertPoint::After(m)).unwrap();
    assert_eq!(ir.block_ops(b).unwrap().collect::<Vec<_>>(), vec![s, x, m, y, e]);
    assert_eq!(ir.insert_op(y, InsertPoint::BlockEnd(b)), Err(IrError::AlreadyAttached));
    let d = op_full(&mut ir, "t.d", &[], 0, vec![], &[]);
    let z = op_full(&mut ir, "t.z", &[], 0, vec![], &[]);
    assert_eq!(ir.insert_op(z, InsertPoint::After(d)), Err(IrError::Detached));
    check_invariants(&ir, t);
}

#[test]
fn move_detach_and_reinsert() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let a = push(&mut ir, b, "t.a", &[], 0);
    let c = push(&mut ir, b, "t.c", &[], 0);
    let d = push(&mut ir, b, "t.d", &[], 0);
    ir.move_op(a, InsertPoint::After(d)).unwrap();
    assert_eq!(ir.block_ops(b).unwrap().collect::<Vec<_>>(), vec![c, d, a]);
    ir.move_op(a, InsertPoint::Before(a)).unwrap();
    ir.move_op(d, InsertPoint::BlockStart(b)).unwrap();
    assert_eq!(ir.block_ops(b).unwrap().collect::<Vec<_>>(), vec![d, c, a]);
    ir.detach_op(c).unwrap();
    assert_eq!(ir.op_parent_block(c).unwrap(), None);
    assert_eq!(ir.block_ops(b).unwrap().collect::<Vec<_>>(), vec![d, a]);
    ir.detach_op(c).unwrap(); // detaching twice is harmless
    ir.insert_op(c, InsertPoint::Before(a)).unwrap();
    assert_eq!(ir.block_ops(b).unwrap().collect::<Vec<_>>(), vec![d, c, a]);
    check_invariants(&ir, t);
}

#[test]
fn moving_an_op_into_itself_is_refused_and_changes_nothing() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let r = ir.create_region();
    let inner = ir.create_block(&[]);
    ir.append_block(r, inner).unwrap();
    let outer = op_full(&mut ir, "t.outer", &[], 0, vec![r], &[]);
    ir.insert_op(outer, InsertPoint::BlockEnd(b)).unwrap();
    let leaf = push(&mut ir, inner, "t.leaf", &[], 0);
    let before = text(&ir, t);
    assert_eq!(ir.move_op(outer, InsertPoint::BlockEnd(inner)), Err(IrError::IntoItself));
    assert_eq!(ir.move_op(outer, InsertPoint::Before(leaf)), Err(IrError::IntoItself));
    assert_eq!(text(&ir, t), before);
    // The top op's own block is inside it too.
    assert_eq!(ir.move_op(t, InsertPoint::BlockEnd(inner)), Err(IrError::IntoItself));
    check_invariants(&ir, t);
}

#[test]
fn erase_refuses_while_results_are_used_outside() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let d = push(&mut ir, b, "t.def", &[], 2);
    let u = push(&mut ir, b, "t.use", &[res(d, 1)], 0);
    let before = text(&ir, t);
    let counts = ir.live_counts();
    assert_eq!(ir.erase_op(d), Err(IrError::HasUses("a result")));
    assert_eq!(text(&ir, t), before);
    assert_eq!(ir.live_counts(), counts);
    check_invariants(&ir, t);
    ir.erase_op(u).unwrap();
    ir.erase_op(d).unwrap();
    assert_eq!(ir.block_ops(b).unwrap().count(), 0);
    check_invariants(&ir, t);
}

#[test]
fn erase_refuses_nested_values_and_blocks_used_outside() {
    let ctx = ctx();
    let src = r#"
"t.top"() ({
  "t.region_op"() ({
  ^bb0(%arg: i64):
    %n = "t.nested"() : () -> i64
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.end"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let mut ir = Ir::new(&ctx);
    let m = mlir_ir::parser::parse_source(&mut ir, src, "t", &Default::default()).unwrap();
    let ops = all_ops(&ir, m);
    let t = ops[1];
    let region_op = ops[2];
    let nested = ops[3];
    let inner_block = ir.op_parent_block(nested).unwrap().unwrap();
    let arg = ir.block_arg(inner_block, 0).unwrap();
    let tb = ir.op_parent_block(region_op).unwrap().unwrap();
    let pristine = text(&ir, m);
    // A use of a nested result outside the op.
    let out = push(&mut ir, tb, "t.out", &[res(nested, 0)], 0);
    let before = text(&ir, m);
    assert_eq!(ir.erase_op(region_op), Err(IrError::HasUses("a result")));
    assert_eq!(text(&ir, m), before, "a refused erase changes nothing");
    ir.set_operand(out, 0, arg).unwrap();
    assert_eq!(ir.erase_op(region_op), Err(IrError::HasUses("a block argument")));
    ir.erase_op(out).unwrap();
    // A branch from outside into a nested block.
    let bb1 = ir.block_next(inner_block).unwrap().unwrap();
    let br = op_full(&mut ir, "t.br", &[], 0, vec![], &[bb1]);
    ir.insert_op(br, InsertPoint::BlockEnd(tb)).unwrap();
    assert_eq!(ir.erase_op(region_op), Err(IrError::HasUses("a block")));
    ir.erase_op(br).unwrap();
    assert_eq!(text(&ir, m), pristine);
    check_invariants(&ir, m);
    // Uses inside the subtree do not block erasure.
    let live = ir.live_counts();
    ir.erase_op(region_op).unwrap();
    assert_eq!(ir.live_counts(), (live.0 - 4, live.1 - 2, live.2 - 1));
    assert!(!ir.block_is_live(inner_block) && !ir.block_is_live(bb1));
    check_invariants(&ir, m);
    assert_eq!(ir.regions(t).unwrap().len(), 1);
}
