//! A binary that links no PDL compiler: compiling a PDL module is an
//! error saying so, not a crash. This test binary must not use
//! `mlir_dialects` (a dev-dependency of this crate, linked only where a
//! test names it), so nothing registers the `pdl` dialect's compiler.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::{Context, Ir};
use mlir_passes::pdl::{compile_patterns, PdlError};

#[test]
fn compiling_without_a_linked_compiler_is_an_error() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let src = r#""builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
  }) : () -> ()
}) : () -> ()"#;
    let m = parse_source(&mut ir, src, "pdl.mlir", &ParserConfig { verify_after_parse: false, ..Default::default() })
        .expect("parses");
    let err = compile_patterns(&ir, m).expect_err("no compiler is linked");
    assert!(matches!(err, PdlError::NoCompiler), "{err:?}");
    assert!(err.to_string().starts_with("no PDL compiler linked"), "{err}");
}
