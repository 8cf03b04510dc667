//! Regression (found by the `parse_roundtrip` fuzz target): `!..foo.a`
//! and `#.x` were accepted with an empty (or otherwise invalid) dialect
//! namespace and printed as `!<.foo.a>`, which does not parse back.
//! Upstream rejects them; the messages and columns below are mlir-opt's.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::{Context, Ir};

fn error(src: &str) -> String {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let d = parse_source(&mut ir, src, "t", &ParserConfig::default()).expect_err("invalid");
    let text = mlir_ir::printer::location_to_string(&ctx, d.loc);
    format!("{text}: {}", d.message)
}

#[test]
fn invalid_dialect_namespaces_are_errors() {
    assert_eq!(error("\"t.o\"() : () -> !..foo.a"), "loc(\"t\":1:19): invalid dialect namespace '\"\"'");
    assert_eq!(error("\"t.o\"() : () -> !.x"), "loc(\"t\":1:19): invalid dialect namespace '\"\"'");
    assert_eq!(error("\"t.o\"() : () -> !a-b.c"), "loc(\"t\":1:22): invalid dialect namespace '\"a-b\"'");
    assert_eq!(error("\"t.o\"() {a = #..foo.a} : () -> ()"), "loc(\"t\":1:16): invalid dialect namespace '\"\"'");
}

#[test]
fn valid_namespaces_still_parse() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let src = "\"t.o\"() {a = #a$b.c, b = #_x<1>} : () -> !a$b.c";
    parse_source(&mut ir, src, "t", &ParserConfig::default()).expect("valid");
}
