//! Walks: pre/post-order visiting order, skipping, interrupting, and a
//! callback that erases the op it is given or a later sibling.

mod common;
use common::*;
use mlir_ir::ir::{WalkOrder, WalkResult};
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::{Ir, OpId};

const SRC: &str = r#"
"t.a"() ({
  "t.b"() ({
    "t.c"() : () -> ()
    "t.d"() : () -> ()
  }) : () -> ()
  "t.e"() : () -> ()
  "t.f"() : () -> ()
  "t.g"() : () -> ()
}) : () -> ()
"#;

fn setup() -> (Ir, OpId) {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let m = parse_source(&mut ir, SRC, "t", &ParserConfig::default()).unwrap();
    (ir, m)
}

fn name(ir: &Ir, op: OpId) -> String {
    ir.ctx().op_name_str(ir.op_name(op).unwrap()).trim_start_matches("t.").to_string()
}

fn walk_names(ir: &mut Ir, m: OpId, order: WalkOrder, mut f: impl FnMut(&mut Ir, OpId, &str) -> WalkResult) -> String {
    let mut seen = Vec::new();
    ir.walk(m, order, &mut |ir, op| {
        let n = name(ir, op);
        seen.push(n.clone());
        f(ir, op, &n)
    });
    seen.join(" ")
}

#[test]
fn orders() {
    let (mut ir, m) = setup();
    assert_eq!(
        walk_names(&mut ir, m, WalkOrder::PreOrder, |_, _, _| { WalkResult::Advance }),
        "builtin.module a b c d e f g"
    );
    assert_eq!(
        walk_names(&mut ir, m, WalkOrder::PostOrder, |_, _, _| { WalkResult::Advance }),
        "c d b e f g a builtin.module"
    );
    let s = walk_names(
        &mut ir,
        m,
        WalkOrder::PreOrder,
        |_, _, n| {
            if n == "b" {
                WalkResult::Skip
            } else {
                WalkResult::Advance
            }
        },
    );
    assert_eq!(s, "builtin.module a b e f g");
    let s = walk_names(&mut ir, m, WalkOrder::PostOrder, |_, _, n| {
        if n == "e" {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!(s, "c d b e");
}

#[test]
fn erase_current_op_in_both_orders() {
    for order in [WalkOrder::PreOrder, WalkOrder::PostOrder] {
        let (mut ir, m) = setup();
        let s = walk_names(&mut ir, m, order, |ir, op, n| {
            if n == "b" || n == "f" {
                ir.erase_op(op).unwrap();
            }
            WalkResult::Advance
        });
        let want = match order {
            // Erased in pre-order: its nested ops are never visited.
            WalkOrder::PreOrder => "builtin.module a b e f g",
            WalkOrder::PostOrder => "c d b e f g a builtin.module",
        };
        assert_eq!(s, want);
        assert_eq!(
            walk_names(&mut ir, m, WalkOrder::PreOrder, |_, _, _| { WalkResult::Advance }),
            "builtin.module a e g"
        );
        check_invariants(&ir, m);
    }
}

#[test]
fn erase_later_sibling_from_callback() {
    let (mut ir, m) = setup();
    let s = walk_names(&mut ir, m, WalkOrder::PostOrder, |ir, op, n| {
        if n == "e" {
            // Erase the next sibling (f): the walk must continue with g.
            let f = ir.op_next(op).unwrap().unwrap();
            ir.erase_op(f).unwrap();
        }
        WalkResult::Advance
    });
    assert_eq!(s, "c d b e g a builtin.module");
    let s = walk_names(&mut ir, m, WalkOrder::PreOrder, |ir, op, n| {
        if n == "b" {
            // Erase a nested op before the walk descends into it.
            let c = ir
                .block_first_op(ir.region_first_block(ir.regions(op).unwrap()[0]).unwrap().unwrap())
                .unwrap()
                .unwrap();
            ir.erase_op(c).unwrap();
        }
        WalkResult::Advance
    });
    assert_eq!(s, "builtin.module a b d e g");
    check_invariants(&ir, m);
}
