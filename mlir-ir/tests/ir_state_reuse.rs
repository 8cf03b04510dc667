//! One `OperationState` reused for many ops (`Ir::create_op_from` and
//! `OperationState::reset`), as the parser and the Python bindings do:
//! each op gets exactly what its own filling put in, and attributes are
//! split and deduplicated as `create_op` does.

mod common;
use common::*;
use mlir_ir::{Ir, IrError, OperationState};

#[test]
fn a_reused_state_carries_nothing_from_the_previous_op() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (t, b) = top(&mut ir, 0);
    let a = res(push(&mut ir, b, "t.a", &[], 1), 0);
    let (x, y) = (ctx.ident("x"), ctx.ident("y"));
    let (one, two) = (ctx.string_attr("one"), ctx.string_attr("two"));

    let mut st = OperationState::new(ctx.op_name("t.first"), ctx.unknown_loc());
    st.operands.extend([a, a]);
    st.result_types.push(ctx.i64_type());
    // `y` twice: the later value wins, as in `dict_attr`.
    st.attributes.extend([(y, one), (x, one), (y, two)]);
    let first = ir.create_op_from(&mut st).unwrap();
    assert!(st.operands.is_empty() && st.result_types.is_empty() && st.attributes.is_empty());

    st.reset(ctx.op_name("t.second"), ctx.unknown_loc());
    st.attributes.push((x, two));
    let second = ir.create_op_from(&mut st).unwrap();

    assert_eq!(ir.op_attrs(first).unwrap(), &[(x, one), (y, two)]);
    assert_eq!(ir.operands(first).unwrap().collect::<Vec<_>>(), vec![a, a]);
    assert_eq!(ir.num_results(first).unwrap(), 1);
    assert_eq!(ir.op_attrs(second).unwrap(), &[(x, two)]);
    assert_eq!(ir.num_operands(second).unwrap(), 0);
    assert_eq!(ir.num_results(second).unwrap(), 0);
    assert_eq!(ctx.op_name_str(ir.op_name(second).unwrap()), "t.second");
    for op in [first, second] {
        ir.insert_op(op, mlir_ir::ir::InsertPoint::BlockEnd(b)).unwrap();
    }
    check_invariants(&ir, t);
}

#[test]
fn a_failed_creation_leaves_the_state_as_it_was() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (_, b) = top(&mut ir, 0);
    let d = push(&mut ir, b, "t.def", &[], 1);
    let stale = res(d, 0);
    ir.erase_op(d).unwrap();
    let mut st = OperationState::new(ctx.op_name("t.use"), ctx.unknown_loc());
    st.operands.push(stale);
    st.attributes.push((ctx.ident("k"), ctx.unit_attr()));
    assert_eq!(ir.create_op_from(&mut st), Err(IrError::StaleValue));
    assert_eq!(st.operands, vec![stale]);
    assert_eq!(st.attributes.len(), 1);
}

#[test]
fn inherent_attributes_go_to_properties_with_later_ones_winning() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let sym = ctx.ident("sym_name");
    let other = ctx.ident("other");
    let (a, z, u) = (ctx.string_attr("a"), ctx.string_attr("z"), ctx.unit_attr());
    let mut st = OperationState::new(ctx.op_name("builtin.module"), ctx.unknown_loc());
    st.regions.push(ir.create_region());
    st.attributes.extend([(sym, a), (other, u), (sym, z)]);
    let m = ir.create_op_from(&mut st).unwrap();
    assert_eq!(ir.op_attrs(m).unwrap(), &[(other, u)]);
    let props = ir.op_props(m).unwrap().expect("properties");
    assert_eq!(ctx.dict_entries(props), &[(sym, z)]);
}
