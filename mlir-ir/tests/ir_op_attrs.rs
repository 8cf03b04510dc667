//! An op's discardable attributes, kept in the op in dictionary order:
//! edits keep them sorted by name (not by identifier number), the
//! dictionary view matches what `dict_attr` would intern, and a clone's
//! list is its own.

mod common;
use common::*;
use mlir_ir::ir::ValueMapping;
use mlir_ir::Ir;

#[test]
fn edits_keep_name_order_and_report_what_they_replaced() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let op = op_full(&mut ir, "t.op", &[], 0, vec![], &[]);
    // Interned in reverse: identifier numbers run against name order.
    let (c, b, a) = (ctx.ident("c"), ctx.ident("b"), ctx.ident("a"));
    let (one, two) = (ctx.string_attr("one"), ctx.string_attr("two"));

    assert!(!ir.set_op_attr(op, b, Some(one)).unwrap());
    assert!(!ir.set_op_attr(op, c, Some(one)).unwrap());
    assert!(!ir.set_op_attr(op, a, Some(one)).unwrap());
    assert_eq!(ir.op_attrs(op).unwrap(), &[(a, one), (b, one), (c, one)]);

    assert!(ir.set_op_attr(op, b, Some(two)).unwrap());
    assert_eq!(ir.op_attr(op, b).unwrap(), Some(two));
    assert_eq!(ir.op_attr_by_name(op, "b"), Some(two));

    assert!(ir.set_op_attr(op, a, None).unwrap());
    assert!(!ir.set_op_attr(op, a, None).unwrap());
    assert_eq!(ir.op_attr(op, a).unwrap(), None);
    assert_eq!(ir.op_attrs(op).unwrap(), &[(b, two), (c, one)]);
}

#[test]
fn the_dictionary_view_matches_the_interned_dictionary() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let op = op_full(&mut ir, "t.op", &[], 0, vec![], &[]);
    assert_eq!(ir.op_attr_dict(op).unwrap(), ctx.empty_dict());

    let (x, y) = (ctx.ident("x"), ctx.ident("y"));
    let unit = ctx.unit_attr();
    let dict = ctx.dict_attr(vec![(y, unit), (x, unit)]);
    ir.set_op_attr_dict(op, dict).unwrap();
    assert_eq!(ir.op_attrs(op).unwrap(), &[(x, unit), (y, unit)]);
    assert_eq!(ir.op_attr_dict(op).unwrap(), dict);

    ir.set_op_attr_dict(op, ctx.empty_dict()).unwrap();
    assert!(ir.op_attrs(op).unwrap().is_empty());
}

#[test]
fn a_clone_owns_its_attributes() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let op = op_full(&mut ir, "t.op", &[], 0, vec![], &[]);
    let k = ctx.ident("k");
    let (one, two) = (ctx.string_attr("one"), ctx.string_attr("two"));
    ir.set_op_attr(op, k, Some(one)).unwrap();

    let copy = ir.clone_op(op, &mut ValueMapping::default()).unwrap();
    ir.set_op_attr(copy, k, Some(two)).unwrap();
    assert_eq!(ir.op_attr(op, k).unwrap(), Some(one));
    assert_eq!(ir.op_attr(copy, k).unwrap(), Some(two));
}
