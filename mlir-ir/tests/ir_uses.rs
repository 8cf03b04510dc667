//! Use-def chains: adding, removing and redirecting uses keeps every use
//! list exact, including the positions of an op's other operands.

mod common;
use common::*;
use mlir_ir::ir::OpOperand;
use mlir_ir::{Ir, IrError, Value};

fn uses(ir: &Ir, v: Value) -> Vec<(mlir_ir::OpId, u32)> {
    ir.value_uses(v).unwrap().into_iter().map(|u| (u.op, u.index)).collect()
}

#[test]
fn create_links_every_operand_most_recent_first() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let d = push(&mut ir, b, "t.def", &[], 1);
    let v = res(d, 0);
    let u1 = push(&mut ir, b, "t.use", &[v, v], 0);
    let u2 = push(&mut ir, b, "t.use", &[v], 0);
    assert_eq!(uses(&ir, v), vec![(u2, 0), (u1, 1), (u1, 0)]);
    check_invariants(&ir, t);
}

#[test]
fn set_operand_moves_one_use() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let a = res(push(&mut ir, b, "t.a", &[], 1), 0);
    let c = res(push(&mut ir, b, "t.c", &[], 1), 0);
    let u = push(&mut ir, b, "t.use", &[a, a, a], 0);
    ir.set_operand(u, 1, c).unwrap();
    assert_eq!(uses(&ir, a), vec![(u, 2), (u, 0)]);
    assert_eq!(uses(&ir, c), vec![(u, 1)]);
    assert_eq!(ir.set_operand(u, 3, c), Err(IrError::OutOfRange { what: "operand", index: 3, size: 3 }));
    check_invariants(&ir, t);
}

#[test]
fn erase_operand_keeps_other_operands_positions() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let a = res(push(&mut ir, b, "t.a", &[], 1), 0);
    let c = res(push(&mut ir, b, "t.c", &[], 1), 0);
    // Operands of one op interleaved in one use list, with another op's
    // uses between them: erasing one must renumber the later ones in place.
    let u = push(&mut ir, b, "t.use", &[a, c, a, a, c], 0);
    let other = push(&mut ir, b, "t.use", &[a], 0);
    ir.set_operand(u, 2, a).unwrap(); // moves (u,2) to the list head
    let before = uses(&ir, a);
    assert_eq!(before, vec![(u, 2), (other, 0), (u, 3), (u, 0)]);
    ir.erase_operand(u, 1).unwrap();
    assert_eq!(ir.operands(u).unwrap().collect::<Vec<_>>(), vec![a, a, a, c]);
    // Same order, indices past 1 shifted down.
    assert_eq!(uses(&ir, a), vec![(u, 1), (other, 0), (u, 2), (u, 0)]);
    assert_eq!(uses(&ir, c), vec![(u, 3)]);
    check_invariants(&ir, t);
    ir.erase_operand(u, 0).unwrap();
    assert_eq!(uses(&ir, a), vec![(u, 0), (other, 0), (u, 1)]);
    check_invariants(&ir, t);
    assert!(matches!(ir.erase_operand(u, 3), Err(IrError::OutOfRange { .. })));
}

#[test]
fn set_and_insert_operands() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 1);
    let arg = ir.block_arg(b, 0).unwrap();
    let a = res(push(&mut ir, b, "t.a", &[], 1), 0);
    let u = push(&mut ir, b, "t.use", &[a, arg], 0);
    ir.insert_operands(u, 1, &[arg, a]).unwrap();
    assert_eq!(ir.operands(u).unwrap().collect::<Vec<_>>(), vec![a, arg, a, arg]);
    check_invariants(&ir, t);
    ir.insert_operands(u, 4, &[a]).unwrap();
    assert_eq!(ir.num_operands(u).unwrap(), 5);
    assert!(matches!(ir.insert_operands(u, 9, &[a]), Err(IrError::OutOfRange { .. })));
    ir.set_operands(u, &[arg]).unwrap();
    assert_eq!(uses(&ir, a), vec![]);
    assert_eq!(uses(&ir, arg), vec![(u, 0)]);
    check_invariants(&ir, t);
}

#[test]
fn replace_all_except_and_if() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let a = res(push(&mut ir, b, "t.a", &[], 1), 0);
    let c = res(push(&mut ir, b, "t.c", &[], 1), 0);
    let u1 = push(&mut ir, b, "t.u1", &[a, a], 0);
    let u2 = push(&mut ir, b, "t.u2", &[a], 0);
    let u3 = push(&mut ir, b, "t.u3", &[a, c], 0);
    ir.replace_uses_except(a, c, &[u2]).unwrap();
    assert_eq!(uses(&ir, a), vec![(u2, 0)]);
    assert_eq!(ir.value_uses(c).unwrap().len(), 4);
    check_invariants(&ir, t);
    // Only the second operand of each user.
    ir.replace_uses_if(c, a, |_, u: OpOperand| u.index == 1).unwrap();
    assert_eq!(ir.operands(u1).unwrap().collect::<Vec<_>>(), vec![c, a]);
    assert_eq!(ir.operands(u3).unwrap().collect::<Vec<_>>(), vec![c, a]);
    check_invariants(&ir, t);
    ir.replace_all_uses_with(a, c).unwrap();
    assert!(!ir.value_has_uses(a).unwrap());
    assert_eq!(ir.value_uses(c).unwrap().len(), 5);
    // Replacing a value by itself changes nothing.
    ir.replace_all_uses_with(c, c).unwrap();
    assert_eq!(ir.value_uses(c).unwrap().len(), 5);
    check_invariants(&ir, t);
}

#[test]
fn replace_with_stale_value_is_refused() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let a = res(push(&mut ir, b, "t.a", &[], 1), 0);
    let dead_op = push(&mut ir, b, "t.d", &[], 1);
    let dead = res(dead_op, 0);
    let u = push(&mut ir, b, "t.u", &[a], 0);
    ir.erase_op(dead_op).unwrap();
    assert_eq!(ir.replace_all_uses_with(a, dead), Err(IrError::StaleValue));
    assert_eq!(ir.set_operand(u, 0, dead), Err(IrError::StaleValue));
    assert_eq!(ir.set_operands(u, &[a, dead]), Err(IrError::StaleValue));
    assert_eq!(ir.operands(u).unwrap().collect::<Vec<_>>(), vec![a]);
    check_invariants(&ir, t);
}

/// Adding and removing a use must not walk the use list: with 20,000 uses
/// of one value, 20,000 more set/erase round trips stay fast (quadratic
/// behaviour would take minutes in a debug build).
#[test]
fn use_insertion_and_removal_are_constant_time() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let a = res(push(&mut ir, b, "t.a", &[], 1), 0);
    let c = res(push(&mut ir, b, "t.c", &[], 1), 0);
    let n = 20_000;
    let users: Vec<_> = (0..n).map(|_| push(&mut ir, b, "t.u", &[a], 0)).collect();
    let start = std::time::Instant::now();
    // Remove uses from the *tail* of the list (the oldest), where a
    // list walk would be longest.
    for &u in &users {
        ir.set_operand(u, 0, c).unwrap();
    }
    for &u in users.iter().rev() {
        ir.set_operand(u, 0, a).unwrap();
    }
    assert!(start.elapsed().as_secs() < 10, "use updates are not O(1)");
    assert_eq!(ir.value_uses(a).unwrap().len(), n);
    check_invariants(&ir, t);
}
