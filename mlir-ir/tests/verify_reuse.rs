//! A successful verification is reused only while nothing it depends on
//! changed: every kind of IR mutation, and the context's configuration,
//! must make the next verification run again.

mod common;
use common::*;
use mlir_ir::ir::InsertPoint;
use mlir_ir::verifier::verify;
use mlir_ir::{BlockId, Ir, OpId};

/// `t.top` with two blocks (dominance is checked in multi-block regions
/// of unregistered ops): `^bb0: %d = t.def; t.br ^bb1`, `^bb1: t.use(%d)`.
fn two_blocks(ir: &mut Ir) -> (OpId, BlockId, OpId, OpId) {
    let (top, entry) = top(ir, 0);
    let second = ir.create_block(&[]);
    let region = ir.regions(top).expect("live")[0];
    ir.append_block(region, second).expect("append");
    let def = push(ir, entry, "t.def", &[], 1);
    let br = op_full(ir, "t.br", &[], 0, vec![], &[second]);
    ir.insert_op(br, InsertPoint::BlockEnd(entry)).expect("insert");
    let user = push(ir, second, "t.use", &[res(def, 0)], 0);
    (top, second, def, user)
}

#[test]
fn mutations_after_a_successful_verify_are_seen() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (top, second, def, user) = two_blocks(&mut ir);
    verify(&mut ir, top).expect("valid");
    verify(&mut ir, top).expect("still valid, nothing changed");

    // Moving the definition after its use breaks dominance.
    ir.move_op(def, InsertPoint::BlockEnd(second)).expect("move");
    assert!(verify(&mut ir, top).is_err(), "a moved op must be re-verified");
    ir.move_op(def, InsertPoint::Before(user)).expect("move back");
    verify(&mut ir, top).expect("valid again");

    // Rewiring the use to a value defined after it breaks dominance too.
    let later = push(&mut ir, second, "t.later", &[], 1);
    verify(&mut ir, top).expect("valid");
    ir.replace_all_uses_with(res(def, 0), res(later, 0)).expect("rauw");
    assert!(verify(&mut ir, top).is_err(), "a rewired use must be re-verified");
}

#[test]
fn context_configuration_changes_are_seen() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (top, body) = top(&mut ir, 0);
    push(&mut ir, body, "t.op", &[], 0);
    verify(&mut ir, top).expect("unregistered ops are allowed");
    ctx.set_allow_unregistered_dialects(false);
    assert!(verify(&mut ir, top).is_err(), "disallowing unregistered ops must be seen");
    ctx.set_allow_unregistered_dialects(true);
    verify(&mut ir, top).expect("allowed again");
}
