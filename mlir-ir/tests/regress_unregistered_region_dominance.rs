//! Regression (found writing ir_clone.rs): dominance in the regions of
//! unregistered ops. Upstream (mlir-opt 22, checked) treats a single-block
//! region of an unregistered op as a possible graph region and accepts a
//! use before its definition there, but checks dominance in multi-block
//! regions.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::{Context, Ir};

fn parse(src: &str) -> Result<(), String> {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    parse_source(&mut ir, src, "t", &ParserConfig::default()).map(|_| ()).map_err(|d| d.message)
}

#[test]
fn forward_use_in_unregistered_region_verifies() {
    let src = r#""t.top"() ({
  %g = "t.fwd"(%later) : (i64) -> i64
  %later = "t.def"(%g) : (i64) -> i64
}) : () -> ()"#;
    parse(src).expect("upstream accepts this");
}

/// A multi-block region is checked; the single-block region nested in it
/// is not.
#[test]
fn forward_use_in_multi_block_unregistered_region_is_rejected() {
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
    assert_eq!(parse(src).unwrap_err(), "operand #0 does not dominate this use");
}
