//! Regression (found by the func_arith benchmark): verifying N calls built a
//! symbol table of the whole module for each call, O(N²) in total. During
//! verification the tables are now cached (`SymbolCacheScope`), so lookups
//! of the same table reuse one map.

use mlir_ir::attributes::AttrKind;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::symbols::{lookup_symbol_in, SymbolCacheScope};
use mlir_ir::{Context, Ir};

#[test]
fn cached_lookups_agree_with_uncached_ones() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let src = r#""t.sym"() {sym_name = "a"} : () -> ()
"t.sym"() {sym_name = "b"} : () -> ()"#;
    let m = parse_source(&mut ir, src, "t", &ParserConfig::default()).unwrap();
    let refs = ["a", "b", "c"].map(|n| ctx.symbol_ref_attr(n, &[]));
    let uncached: Vec<_> = refs.iter().map(|r| lookup_symbol_in(&ir, m, *r)).collect();
    let _scope = SymbolCacheScope::new();
    let cached: Vec<_> = refs.iter().map(|r| lookup_symbol_in(&ir, m, *r)).collect();
    assert_eq!(uncached, cached);
    assert!(cached[0].is_some() && cached[1].is_some() && cached[2].is_none());
    assert!(matches!(ctx.attr_kind(refs[0]), AttrKind::SymbolRef { .. }));
}
