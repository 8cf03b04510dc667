//! Values used but never defined are all reported, as `mlir-opt` reports
//! them at the end of the text: one error per forward reference left, at
//! its first use, in source order. Locations and messages below are
//! mlir-opt 22's for the same inputs.

use mlir_ir::parser::{parse_source_all, ParserConfig};
use mlir_ir::{Context, Ir};

/// The errors of parsing `src`, as `loc: message`.
fn errors(src: &str) -> Vec<String> {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let diags = parse_source_all(&mut ir, src, "t", &ParserConfig::default()).expect_err("invalid");
    diags.iter().map(|d| format!("{}: {}", mlir_ir::printer::location_to_string(&ctx, d.loc), d.message)).collect()
}

#[test]
fn every_undeclared_value_is_reported_in_source_order() {
    // Enough names that the placeholders' hash order is not source order.
    let src: String = (0..64).map(|i| format!("\"t.use\"(%v{i}) : (i32) -> ()\n")).collect();
    let want: Vec<String> =
        (1..=64).map(|line| format!("loc(\"t\":{line}:9): use of undeclared SSA value name")).collect();
    assert_eq!(errors(&src), want);
}

#[test]
fn a_name_used_again_is_reported_once() {
    let src = "\"t.use\"(%b, %a) : (i32, i32) -> ()\n\"t.use\"(%a) : (i32) -> ()\n\"t.use\"(%c#1) : (i32) -> ()\n";
    let want = [
        "loc(\"t\":1:9): use of undeclared SSA value name",
        "loc(\"t\":1:13): use of undeclared SSA value name",
        "loc(\"t\":3:9): use of undeclared SSA value name",
    ];
    assert_eq!(errors(src), want);
}

#[test]
fn a_syntax_error_is_reported_alone() {
    // The parse stops there: the end-of-text checks are never reached.
    let src = "\"t.use\"(%x) : (i32) -> ()\n\"t.op\"() : () -> () ~\n";
    assert_eq!(errors(src), ["loc(\"t\":2:21): unexpected character"]);
}

#[test]
fn undeclared_values_come_before_location_aliases() {
    // mlir-opt checks forward references first and stops there, so the
    // undefined `#nope` goes unreported.
    let src = "\"t.use\"(%x) : (i32) -> () loc(#nope)\n\"t.use\"(%y) : (i32) -> ()\n";
    let want = ["loc(\"t\":1:9): use of undeclared SSA value name", "loc(\"t\":2:9): use of undeclared SSA value name"];
    assert_eq!(errors(src), want);
}
