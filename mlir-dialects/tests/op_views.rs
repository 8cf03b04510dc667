//! The typed op views (`mlir_ir::op_view!`): made only for an op that
//! fits its definition (name, operand and result groups, regions,
//! successors); their accessors read by the definition's names; a read
//! through a view whose op changed behind its back is a loud internal
//! error, not a silently wrong value.

use mlir_dialects::{arith, cf, scf};
use mlir_ir::ods::view::Checked;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::{Context, Ir, IrError, OpId};

/// Parses `src` without verifying it (so that ops may not fit their
/// definitions), returning the IR and its ops named `name`.
fn ops_named(ctx: &Context, src: &str, name: &str) -> (Ir, Vec<OpId>) {
    let mut ir = Ir::new(ctx);
    let config = ParserConfig { verify_after_parse: false, ..Default::default() };
    let m = parse_source(&mut ir, src, "v.mlir", &config).expect("parses");
    let ops = ir
        .subtree_ops(m)
        .expect("a live module")
        .into_iter()
        .filter(|o| ir.op_name(*o).is_ok_and(|n| ctx.op_name_str(n) == name))
        .collect();
    (ir, ops)
}

fn context() -> Context {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

#[test]
fn a_view_is_made_only_for_an_op_that_fits_its_definition() {
    let ctx = context();
    let src = r#"
%c = "test.c"() : () -> i1
%x = "test.x"() : () -> i32
"scf.if"(%c) ({ "scf.yield"() : () -> () }, { "scf.yield"() : () -> () }) : (i1) -> ()
"scf.if"(%c) ({ "scf.yield"() : () -> () }) : (i1) -> ()
"scf.if"(%c, %c) ({ "scf.yield"() : () -> () }, { "scf.yield"() : () -> () }) : (i1, i1) -> ()
%s = "arith.addi"(%x, %x) : (i32, i32) -> i32
%d = "arith.divsi"(%x, %s) : (i32, i32) -> i32
"#;
    let (ir, ifs) = ops_named(&ctx, src, "scf.if");
    let made: Vec<bool> = ifs.iter().map(|o| scf::IfOp::new(&ir, *o).is_some()).collect();
    // Two regions and one condition fit; one region or two operands do not.
    assert_eq!(made, [true, false, false]);
    let (ir, adds) = ops_named(&ctx, src, "arith.addi");
    assert!(scf::IfOp::new(&ir, adds[0]).is_none(), "another op's view is not made");
    let add = arith::AddIOp::new(&ir, adds[0]).expect("an addi fits its view");
    assert_eq!(add.lhs(&ir).checked(), add.rhs(&ir).checked());
    let (ir, divs) = ops_named(&ctx, src, "arith.divsi");
    let div = arith::DivSIOp::new(&ir, divs[0]).expect("a divsi fits its view");
    assert_eq!(div.is_exact(&ir).checked(), None, "an unset optional attribute reads as None");
}

#[test]
fn accessors_read_by_the_definition_s_groups_and_attributes() {
    let ctx = context();
    let src = r#"
"test.r"() ({
  %c = "test.c"() : () -> i1
  %a = "test.a"() : () -> i32
  %b = "test.b"() : () -> i64
  "cf.cond_br"(%c, %a, %b, %a)[^t, ^f] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i64, i32) -> ()
^t(%x: i32):
  "test.t"() : () -> ()
^f(%y: i64, %z: i32):
  %p = "arith.cmpi"(%y, %y) <{predicate = 3 : i64}> : (i64, i64) -> i1
  "test.f"() : () -> ()
}) : () -> ()
"#;
    let (ir, brs) = ops_named(&ctx, src, "cf.cond_br");
    let br = cf::CondBranchOp::new(&ir, brs[0]).expect("fits");
    let [c, a, b] = [0, 1, 2].map(|i| ir.operand(brs[0], i).expect("an operand"));
    assert_eq!(br.condition(&ir).checked(), c);
    assert_eq!(br.true_dest_operands(&ir).checked(), [a]);
    assert_eq!(br.false_dest_operands(&ir).checked(), [b, a]);
    let (ir, cmps) = ops_named(&ctx, src, "arith.cmpi");
    let cmp = arith::CmpIOp::new(&ir, cmps[0]).expect("fits");
    let pred = cmp.predicate(&ir).checked().expect("set");
    assert_eq!(mlir_ir::printer::attr_to_string(&ctx, pred), "3 : i64");
}

#[test]
fn a_family_read_takes_the_view_of_the_member_the_op_is() {
    let ctx = context();
    let src = r#"
%x = "test.x"() : () -> i32
%s = "arith.subi"(%x, %x) : (i32, i32) -> i32
%m = "arith.muli"(%x, %s) : (i32, i32) -> i32
"#;
    let (ir, subs) = ops_named(&ctx, src, "arith.subi");
    let s = ir.result(subs[0], 0).expect("a result");
    let mul = ir.value_uses(s).expect("uses")[0].op;
    let rhs = |op| mlir_ir::on_view!(&ir, op, |v| v.rhs(&ir).checked(), [arith::AddIOp, arith::MulIOp]);
    assert_eq!(rhs(subs[0]), None, "subi is not in the family");
    assert_eq!(rhs(mul), Some(s), "muli's rhs, through MulIOp");
}

#[test]
fn a_read_through_a_view_whose_op_was_erased_is_an_error() {
    let ctx = context();
    let src = "%x = \"test.x\"() : () -> i32\n%s = \"arith.subi\"(%x, %x) : (i32, i32) -> i32\n";
    let (mut ir, subs) = ops_named(&ctx, src, "arith.subi");
    let sub = arith::SubIOp::new(&ir, subs[0]).expect("fits");
    ir.erase_op(subs[0]).expect("erases");
    assert!(matches!(sub.lhs(&ir), Err(IrError::StaleOp)));
    assert!(matches!(sub.overflow_flags(&ir), Err(IrError::StaleOp)));
    let loud = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| sub.lhs(&ir).checked()));
    let message = loud.expect_err("checked panics").downcast::<String>().expect("a message");
    assert!(message.contains("checked op view"), "{message}");
}
