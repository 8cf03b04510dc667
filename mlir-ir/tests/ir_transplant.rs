//! Moving sibling ops into private IRs and back (`Ir::split_off` /
//! `Ir::rejoin`): edits made there must come back exactly as if they had
//! been made in place, held handles must keep naming survivors, and erased
//! entities must read as stale.

mod common;
use common::*;
use mlir_ir::ir::InsertPoint;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{Ir, OpId};

const SRC: &str = r#"
"t.module"() ({
  "t.func"() ({
  ^bb0(%a: i64):
    %x = "t.add"(%a, %a) : (i64, i64) -> i64
    %dead = "t.dead"() : () -> i64
    "t.br"(%x)[^bb1] : (i64) -> ()
  ^bb1(%y: i64):
    "t.nest"() ({
      "t.use"(%y, %a) : (i64, i64) -> ()
    }) : () -> ()
    "t.ret"(%y) : (i64) -> ()
  }) {sym_name = "f"} : () -> ()
  "t.func"() ({
  ^bb0(%b: i64):
    %z = "t.mul"(%b, %b) : (i64, i64) -> i64
    "t.ret"(%z) : (i64) -> ()
  }) {sym_name = "g"} : () -> ()
  "t.func"() ({
    "t.ret"() : () -> ()
  }) {sym_name = "h"} : () -> ()
}) : () -> ()
"#;

fn parse(ir: &mut Ir) -> OpId {
    let cfg = ParserConfig { verify_after_parse: false, ..Default::default() };
    let m = parse_source(ir, SRC, "t", &cfg).unwrap();
    ir.block_first_op(ir.region_first_block(ir.regions(m).unwrap()[0]).unwrap().unwrap()).unwrap().unwrap()
}

fn funcs(ir: &Ir, module: OpId) -> Vec<OpId> {
    let b = ir.region_first_block(ir.regions(module).unwrap()[0]).unwrap().unwrap();
    ir.block_ops(b).unwrap().collect()
}

fn text(ir: &Ir, op: OpId) -> String {
    print_op(ir, op, &PrintFlags { generic: true, ..Default::default() })
}

fn named(ir: &Ir, root: OpId, name: &str) -> OpId {
    all_ops(ir, root).into_iter().find(|&o| ir.ctx().op_name_str(ir.op_name(o).unwrap()) == name).unwrap()
}

/// The edits a pass might make on one function: erase an op, create and
/// insert a new one using a block argument, add a block, rewrite uses.
fn edit(ir: &mut Ir, func: OpId) {
    if let Some(dead) =
        all_ops(ir, func).into_iter().find(|&o| ir.ctx().op_name_str(ir.op_name(o).unwrap()) == "t.dead")
    {
        ir.erase_op(dead).unwrap();
    }
    let entry = ir.region_first_block(ir.regions(func).unwrap()[0]).unwrap().unwrap();
    let arg = ir.block_args(entry).unwrap().next();
    let first = ir.block_first_op(entry).unwrap().unwrap();
    let new = op_full(ir, "t.new", &arg.into_iter().collect::<Vec<_>>(), 1, vec![], &[]);
    ir.insert_op(new, InsertPoint::Before(first)).unwrap();
    if let Some(a) = arg {
        ir.replace_uses_except(a, res(new, 0), &[new]).unwrap();
    }
    let r = ir.regions(func).unwrap()[0];
    let extra = ir.create_block(&[]);
    ir.append_block(r, extra).unwrap();
    push(ir, extra, "t.unreachable", &[], 0);
}

#[test]
fn edits_come_back_as_if_made_in_place() {
    let ctx = ctx();
    let mut in_place = Ir::new(&ctx);
    let m1 = parse(&mut in_place);
    for f in funcs(&in_place, m1) {
        edit(&mut in_place, f);
    }

    let mut ir = Ir::new(&ctx);
    let m2 = parse(&mut ir);
    let fs = funcs(&ir, m2);
    let held_add = named(&ir, m2, "t.add");
    let held_dead = named(&ir, m2, "t.dead");
    let before = ir.live_counts();
    let groups = vec![vec![fs[0], fs[2]], vec![fs[1]]];
    let mut ts = ir.split_off(&groups, 2).expect("functions are self-contained");
    // Moved out: home handles read as absent meanwhile.
    assert!(!ir.op_is_live(held_add));
    for t in ts.iter_mut() {
        let roots = t.roots().to_vec();
        for r in roots {
            edit(t.ir(), r);
        }
    }
    ir.rejoin(ts, 2);
    assert_eq!(text(&ir, m2), text(&in_place, m1));
    check_invariants(&ir, m2);
    assert_eq!(funcs(&ir, m2), fs, "roots keep their handles and places");
    assert!(ir.op_is_live(held_add), "a survivor keeps its handle");
    assert!(!ir.op_is_live(held_dead), "an op erased away reads as erased");
    let (o, b, r) = ir.live_counts();
    // Per func: one erased (only in f), one new op and one new block with one op.
    assert_eq!((o, b, r), (before.0 + 3 * 2 - 1, before.1 + 3, before.2));
}

#[test]
fn erased_roots_leave_their_block() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let m = parse(&mut ir);
    let fs = funcs(&ir, m);
    let mut ts = ir.split_off(&[vec![fs[0]], vec![fs[1]], vec![fs[2]]], 2).unwrap();
    for i in [0usize, 1] {
        let root = ts[i].roots()[0];
        ts[i].ir().erase_op(root).unwrap();
    }
    ir.rejoin(ts, 2);
    assert_eq!(funcs(&ir, m), vec![fs[2]]);
    assert!(!ir.op_is_live(fs[0]) && !ir.op_is_live(fs[1]));
    check_invariants(&ir, m);
}

#[test]
fn open_subtrees_are_not_moved() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let m = parse(&mut ir);
    let before = text(&ir, m);
    // `t.use` reads %a from outside itself; `t.add` has operands.
    let nest = named(&ir, m, "t.nest");
    let add = named(&ir, m, "t.add");
    assert!(ir.split_off(&[vec![nest]], 1).is_none());
    assert!(ir.split_off(&[vec![add]], 1).is_none());
    // A root nested in another, or listed twice.
    let fs = funcs(&ir, m);
    assert!(ir.split_off(&[vec![fs[0]], vec![nest]], 2).is_none());
    assert!(ir.split_off(&[vec![fs[1]], vec![fs[1]]], 2).is_none());
    assert_eq!(text(&ir, m), before);
    check_invariants(&ir, m);
    assert!(ir.op_is_live(nest));
}
