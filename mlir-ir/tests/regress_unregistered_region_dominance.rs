//! Regression (found writing ir_clone.rs): the verifier checked SSA
//! dominance inside the regions of unregistered ops. Upstream treats those
//! regions as possibly graph regions (`hasSSADominance` is false for an
//! unregistered parent), so `mlir-opt --allow-unregistered-dialect`
//! accepts a use before its definition there.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::{Context, Ir};

fn parse(src: &str) -> Result<(), String> {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    parse_source(&mut ir, src, "t", &ParserConfig::default())
        .map(|_| ())
        .map_err(|d| d.message)
}

#[test]
fn forward_use_in_unregistered_region_verifies() {
    let src = r#""t.top"() ({
  %g = "t.fwd"(%later) : (i64) -> i64
  %later = "t.def"(%g) : (i64) -> i64
}) : () -> ()"#;
    parse(src).expect("upstream accepts this");
}

/// Nested unregistered regions, and successors, change nothing.
#[test]
fn forward_use_across_blocks_of_unregistered_region_verifies() {
    let src = r#""t.top"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  %a = "t.use"(%b) : (i64) -> i64
  "t.inner"() ({
    %c = "t.use"(%d) : (i64) -> i64
    %d = "t.def"() : () -> i64
  }) : () -> ()
  %b = "t.def"() : () -> i64
  "t.end"() : () -> ()
}) : () -> ()"#;
    parse(src).expect("upstream accepts this");
}
