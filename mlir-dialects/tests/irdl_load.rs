//! Loading `irdl` dialects (`mlir_dialects::irdl::load_dialects`): the
//! constraint ops are read through their typed views, and the loaded ops
//! verify by the constraints they were given.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::{Context, Ir};

/// A dialect with each kind of constraint the loader reads attributes of:
/// `is`, `base` (by name and by reference), `parametric` and `region`.
const DIALECT: &str = r#"
irdl.dialect @cmath {
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(c: %1)
    irdl.results(res: %0)
  }
  irdl.operation @widen {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.base @cmath::@complex
    irdl.operands(x: %0)
    irdl.results(y: %1)
  }
  irdl.operation @scope {
    %r = irdl.region with size 1
    irdl.regions(body: %r)
  }
}
"#;

/// Parses `src` (verified) in `ctx`, or the parser's message.
fn parse(ctx: &Context, src: &str) -> Result<(), String> {
    let mut ir = Ir::new(ctx);
    parse_source(&mut ir, src, "t.mlir", &ParserConfig::default()).map(|_| ()).map_err(|d| format!("{d:?}"))
}

fn loaded() -> Context {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    let mut ir = Ir::new(&ctx);
    let m = parse_source(&mut ir, DIALECT, "cmath.mlir", &ParserConfig::default()).expect("the irdl module parses");
    let names = mlir_dialects::irdl::load_dialects(&ir, m).expect("the dialect loads");
    assert_eq!(names, ["cmath"]);
    ctx
}

#[test]
fn loaded_ops_check_the_constraints_read_from_the_irdl_ops() {
    let ctx = loaded();
    let ok = r#"
%c = "test.c"() : () -> !cmath.complex<f32>
%n = "cmath.norm"(%c) : (!cmath.complex<f32>) -> f32
%i = "test.i"() : () -> i8
%w = "cmath.widen"(%i) : (i8) -> !cmath.complex<f64>
"cmath.scope"() ({
  "test.done"() : () -> ()
}) : () -> ()
"#;
    ctx.set_allow_unregistered_dialects(true);
    parse(&ctx, ok).expect("ops that meet the constraints verify");
    // `irdl.is f32 | f64` on the parameter, `irdl.base "!builtin.integer"`
    // on the operand, and the region count.
    let bad_param = "%c = \"test.c\"() : () -> !cmath.complex<i32>";
    assert!(parse(&ctx, bad_param).is_err(), "a parameter outside `is f32 | is f64` is rejected");
    let bad_base = "%f = \"test.f\"() : () -> f32\n%w = \"cmath.widen\"(%f) : (f32) -> !cmath.complex<f64>";
    assert!(parse(&ctx, bad_base).is_err(), "a non-integer operand of `widen` is rejected");
    let bad_regions = "\"cmath.scope\"() : () -> ()";
    assert!(parse(&ctx, bad_regions).is_err(), "`scope` without its region is rejected");
}
