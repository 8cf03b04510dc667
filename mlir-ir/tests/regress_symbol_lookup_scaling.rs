//! Regression (found by the func_arith benchmark): verifying N calls built a
//! symbol table of the whole module for each call, O(N²) in total; and
//! verifying each function after a pass did it again per function. Symbol
//! tables are now cached by the IR's symbol version, which only changes
//! when a symbol is added, removed, moved or renamed.

use mlir_ir::attributes::AttrKind;
use mlir_ir::ir::InsertPoint;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::symbols::lookup_symbol_in;
use mlir_ir::{Context, Ir};

#[test]
fn cached_lookups_follow_symbol_changes() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let src = r#""t.sym"() {sym_name = "a"} : () -> ()
"t.sym"() {sym_name = "b"} : () -> ()"#;
    let m = parse_source(&mut ir, src, "t", &ParserConfig::default()).unwrap();
    let refs = ["a", "b", "c"].map(|n| ctx.symbol_ref_attr(n, &[]));
    let found: Vec<_> = refs.iter().map(|r| lookup_symbol_in(&ir, m, *r)).collect();
    assert!(found[0].is_some() && found[1].is_some() && found[2].is_none());
    assert!(matches!(ctx.attr_kind(refs[0]), AttrKind::SymbolRef { .. }));
    // Renaming `a` to `c` is seen by the next lookup.
    let a = found[0].unwrap();
    let name = ctx.ident("sym_name");
    ir.set_op_attr(a, name, Some(ctx.string_attr("c"))).unwrap();
    assert_eq!(lookup_symbol_in(&ir, m, refs[2]), Some(a));
    assert_eq!(lookup_symbol_in(&ir, m, refs[0]), None);
    // Moving `b` out of the module is seen too.
    let b = found[1].unwrap();
    ir.detach_op(b).unwrap();
    assert_eq!(lookup_symbol_in(&ir, m, refs[1]), None);
    let body = ir.regions(m).unwrap()[0];
    let block = ir.region_first_block(body).unwrap().unwrap();
    ir.insert_op(b, InsertPoint::BlockEnd(block)).unwrap();
    assert_eq!(lookup_symbol_in(&ir, m, refs[1]), Some(b));
}
