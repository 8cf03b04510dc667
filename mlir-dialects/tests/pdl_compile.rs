//! The `pdl` dialect's compiler of patterns: registered by linking, so the
//! generic entry point of `mlir-passes` reaches it, and reporting malformed
//! PDL under the names of the `pdl` ops as before it moved here.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::{Context, Ir, OpId};
use mlir_passes::pdl::{compile_patterns, PdlError, PdlPattern};

fn compile(src: &str, verify: bool) -> Result<Vec<PdlPattern>, PdlError> {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let config = ParserConfig { verify_after_parse: verify, ..Default::default() };
    let m: OpId = parse_source(&mut ir, src, "pdl.mlir", &config).expect("parses");
    compile_patterns(&ir, m)
}

#[test]
fn the_generic_entry_point_reaches_the_pdl_compiler() {
    let patterns = compile(
        r#"pdl.pattern @erase_addi : benefit(3) {
  %t = pdl.type : index
  %a = pdl.operand : %t
  %root = pdl.operation "arith.addi"(%a, %a : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    pdl.erase %root
  }
}"#,
        true,
    )
    .expect("compiles");
    let [p] = patterns.as_slice() else { panic!("one pattern expected, got {}", patterns.len()) };
    assert_eq!((p.name(), p.benefit(), p.root_name()), ("erase_addi", 3, Some("arith.addi")));
}

#[test]
fn malformed_pdl_is_reported_under_the_pdl_op_names() {
    let two_segments = r#""builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()"#;
    let err = compile(two_segments, false).expect_err("two segments");
    assert_eq!(err.to_string(), "pdl.operation needs three operand segments");
    let no_body = r#""builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
  }) : () -> ()
}) : () -> ()"#;
    let err = compile(no_body, false).expect_err("an empty pattern");
    assert_eq!(err.to_string(), "pdl.pattern has no body");
}

#[test]
fn a_type_constant_without_a_type_is_an_error_not_a_panic() {
    // Unverified: `constantType` must be a type attribute, and an empty
    // array would have been bound as `types[0]` when matching.
    let src = r#""builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %0 = "pdl.type"() <{constantType = []}> : () -> !pdl.type
    %1 = "pdl.operation"(%0) <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
    "pdl.rewrite"(%1) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.erase"(%1) : (!pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()"#;
    let err = compile(src, false).expect_err("no type in the constant");
    assert_eq!(err.to_string(), "a single type must be given as exactly one type");
}
