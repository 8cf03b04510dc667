//! Cloning with a value mapping: nested regions, successors to later
//! blocks, forward references in graph regions, values from outside.

mod common;
use common::*;
use mlir_ir::ir::{InsertPoint, ValueMapping};
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::Ir;

const SRC: &str = r#"
"t.top"() ({
^bb0(%outer: i64):
  "t.clone_me"(%outer) ({
  ^bb0(%a: i64):
    %g = "t.fwd"(%later) : (i64) -> i64
    %later = "t.def"(%a, %g) : (i64, i64) -> i64
    "t.br"(%later)[^bb2] : (i64) -> ()
  ^bb1:
    "t.br"()[^bb2] : () -> ()
  ^bb2:
    "t.nest"() ({
      "t.deep"(%a, %later, %outer) : (i64, i64, i64) -> ()
    }) : () -> ()
    "t.end"() : () -> ()
  }) {attr = 7} : (i64) -> ()
}) : () -> ()
"#;

fn generic(ir: &Ir, op: mlir_ir::OpId) -> String {
    mlir_ir::printer::print_op_local(ir, op, &PrintFlags { generic: true, ..Default::default() })
}

#[test]
fn clone_is_deep_and_independent() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let cfg = ParserConfig { verify_after_parse: false, ..Default::default() };
    let m = parse_source(&mut ir, SRC, "t", &cfg).unwrap();
    let ops = all_ops(&ir, m);
    let (top, orig) = (ops[1], ops[2]);
    let tb = ir.op_parent_block(orig).unwrap().unwrap();
    let mut map = ValueMapping::default();
    let copy = ir.clone_op(orig, &mut map).unwrap();
    ir.insert_op(copy, InsertPoint::After(orig)).unwrap();
    // Same text (local numbering), different entities throughout.
    assert_eq!(generic(&ir, copy), generic(&ir, orig));
    let (o_ops, c_ops) = (all_ops(&ir, orig), all_ops(&ir, copy));
    assert_eq!(o_ops.len(), c_ops.len());
    for (o, c) in o_ops.iter().zip(&c_ops) {
        assert_ne!(o, c);
        assert_eq!(map.ops[o], *c);
    }
    // Values defined inside map to the copy's; the outer one is shared.
    let outer = ir.block_arg(tb, 0).unwrap();
    assert_eq!(ir.operand(copy, 0).unwrap(), outer);
    let deep_copy = *c_ops.iter().find(|&&o| ctx.op_name_str(ir.op_name(o).unwrap()) == "t.deep").unwrap();
    let ops_of_deep: Vec<_> = ir.operands(deep_copy).unwrap().collect();
    assert_eq!(ops_of_deep[2], outer);
    for v in &ops_of_deep[..2] {
        let defining_block = ir.value_parent_block(*v).unwrap().unwrap();
        let owner = ir.block_parent_op(defining_block).unwrap().unwrap();
        assert_eq!(owner, copy, "inner values of the copy come from the copy");
    }
    // Forward reference inside the copy points at the copy's later op.
    let fwd = c_ops[1];
    let later = c_ops[2];
    assert_eq!(ir.operand(fwd, 0).unwrap(), res(later, 0));
    // Successors to later blocks point into the copy's region.
    let cregion = ir.regions(copy).unwrap()[0];
    let cblocks: Vec<_> = ir.region_blocks(cregion).unwrap().collect();
    assert_eq!(ir.successor(c_ops[3], 0).unwrap(), cblocks[2]);
    assert_eq!(ir.block_predecessors(cblocks[2]).unwrap().len(), 2);
    check_invariants(&ir, m);
    // Erasing the original leaves the copy intact, and vice versa.
    let before = generic(&ir, copy);
    ir.erase_op(orig).unwrap();
    assert_eq!(generic(&ir, copy), before);
    check_invariants(&ir, m);
    // The forward reference sits in a multi-block region: upstream checks
    // dominance there even for unregistered ops, and so do we.
    let err = mlir_ir::verifier::verify(&mut ir, top).unwrap_err();
    assert_eq!(err.message, "operand #0 does not dominate this use");
}

#[test]
fn clone_uses_the_given_mapping_for_outside_values() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 2);
    let (a0, a1) = (ir.block_arg(b, 0).unwrap(), ir.block_arg(b, 1).unwrap());
    let u = push(&mut ir, b, "t.use", &[a0, a0], 1);
    let mut map = ValueMapping::default();
    map.values.insert(a0, a1);
    let c = ir.clone_op(u, &mut map).unwrap();
    assert_eq!(ir.operands(c).unwrap().collect::<Vec<_>>(), vec![a1, a1]);
    assert_eq!(map.lookup(res(u, 0)), res(c, 0));
    ir.insert_op(c, InsertPoint::BlockEnd(b)).unwrap();
    assert_eq!(ir.value_uses(a1).unwrap().len(), 2);
    check_invariants(&ir, t);
    let text = print_op(&ir, t, &PrintFlags { generic: true, ..Default::default() });
    assert!(text.contains("\"t.use\"(%arg1, %arg1)"), "{text}");
}
