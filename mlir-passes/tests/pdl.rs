//! The PDL interpreter driven by the greedy driver, with native functions
//! written in Rust: matching downwards (operands to producers) and upwards
//! (results to users), constant types and attributes, native constraints
//! and rewrites, and patterns that must not match. The PDL is written in
//! generic form so the test does not depend on the `pdl` dialect's syntax.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{AttrKind, Context, Ir, OpId};
use mlir_passes::pdl::{compile_patterns, PdlError, PdlNatives, PdlPattern, PdlValue};
use mlir_passes::{apply_greedily_on, DirectHost, ExternalOutcome, FrozenPatterns, GreedyConfig};
use std::sync::Arc;

/// A compiled pattern as the driver sees it.
struct Wrapped(Arc<PdlPattern>);

impl RewritePattern for Wrapped {
    fn root(&self) -> Option<&str> {
        self.0.root_name()
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn name(&self) -> &str {
        self.0.name()
    }
    fn is_external(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, _: OpId, _: &mut PatternRewriter<'_>) -> bool {
        false
    }
}

/// Natives: `is_i32_seven` holds for the attribute `7 : i32`; `plus_one`
/// returns an integer attribute one larger; calls are logged.
#[derive(Default)]
struct Natives {
    ctx: Option<Context>,
    log: Vec<String>,
}

impl PdlNatives for Natives {
    fn constraint(&mut self, name: &str, args: &[PdlValue]) -> Result<Option<Vec<PdlValue>>, PdlError> {
        self.log.push(format!("constraint {name}"));
        let ctx = self.ctx.as_ref().unwrap();
        let PdlValue::Attr(a) = args[0] else { return Err(PdlError::Invalid("expected an attribute".into())) };
        let seven = matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.to_i64() == Some(7));
        Ok(seven.then(Vec::new))
    }

    fn rewrite(&mut self, name: &str, args: &[PdlValue], _root: OpId) -> Result<Option<Vec<PdlValue>>, PdlError> {
        self.log.push(format!("rewrite {name}"));
        let ctx = self.ctx.as_ref().unwrap();
        let PdlValue::Attr(a) = args[0] else { return Err(PdlError::Invalid("expected an attribute".into())) };
        let AttrKind::Integer { ty, value } = ctx.attr_kind(a).clone() else { return Ok(None) };
        let plus = ctx.int_attr_i64(ty, value.to_i64().unwrap() + 1);
        Ok(Some(vec![PdlValue::Attr(plus)]))
    }
}

fn context() -> Context {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Applies the patterns of `pdl` to `input` greedily; the printed result
/// and the natives' log.
fn run(pdl: &str, input: &str) -> (String, Vec<String>) {
    let ctx = context();
    let mut ir = Ir::new(&ctx);
    let pdl_module = parse_source(&mut ir, pdl, "pdl.mlir", &ParserConfig::default()).expect("PDL parses");
    let patterns: Vec<Arc<PdlPattern>> =
        compile_patterns(&ir, pdl_module).expect("PDL compiles").into_iter().map(Arc::new).collect();
    let module = parse_source(&mut ir, input, "input.mlir", &ParserConfig::default()).expect("input parses");
    let refs: Vec<PatternRef> = patterns.iter().map(|p| Arc::new(Wrapped(p.clone())) as PatternRef).collect();
    let frozen = FrozenPatterns::new(refs.clone(), &[], &[]);
    let mut natives = Natives { ctx: Some(ctx.clone()), log: Vec::new() };
    {
        let host = DirectHost::new(&mut ir);
        let mut external = |p: &PatternRef, op: OpId| {
            let i = refs.iter().position(|r| Arc::ptr_eq(r, p)).expect("one of ours");
            let mut out = ExternalOutcome::default();
            out.applied = patterns[i].apply(&host, op, &mut natives, &mut out).expect("applies");
            out
        };
        apply_greedily_on(&host, module, &frozen, &GreedyConfig::default(), &mut external);
    }
    (print_op(&ir, module, &PrintFlags::default()), natives.log)
}

/// `addi(x, y) : index -> muli(x, y)`.
const ADDI_TO_MULI: &str = r#"
"builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "addi_to_mul"}> ({
    %0 = "pdl.type"() <{constantType = index}> : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %3 = "pdl.operation"(%1, %2, %0) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%3) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %4 = "pdl.operation"(%1, %2, %0) <{attributeValueNames = [], opName = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn replaces_matching_ops_only() {
    let (out, _) = run(
        ADDI_TO_MULI,
        "func.func @f(%a: index, %b: index, %c: i32) -> (index, i32) {
  %0 = arith.addi %a, %b : index
  %1 = arith.addi %c, %c : i32
  %2 = arith.addi %0, %a : index
  return %2, %1 : index, i32
}",
    );
    assert!(out.contains("%0 = arith.muli %arg0, %arg1 : index"), "{out}");
    assert!(out.contains("%1 = arith.addi %arg2, %arg2 : i32"), "{out}");
    assert!(out.contains("%2 = arith.muli %0, %arg0 : index"), "{out}");
}

/// A constant whose value passes `is_i32_seven` becomes one with the value
/// `plus_one` computes.
const BUMP_SEVEN: &str = r#"
"builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "const"}> ({
    %0 = "pdl.attribute"() : () -> !pdl.attribute
    %1 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
    "pdl.apply_native_constraint"(%0) <{isNegated = false, name = "is_i32_seven"}> : (!pdl.attribute) -> ()
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %3 = "pdl.apply_native_rewrite"(%0) <{name = "plus_one"}> : (!pdl.attribute) -> !pdl.attribute
      %4 = "pdl.operation"(%3, %1) <{attributeValueNames = ["value"], opName = "arith.constant", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
      "pdl.replace"(%2, %4) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn native_constraints_and_rewrites() {
    let (out, log) = run(
        BUMP_SEVEN,
        "func.func @f() -> (i32, i32, i64) {
  %0 = arith.constant 7 : i32
  %1 = arith.constant 5 : i32
  %2 = arith.constant 7 : i64
  return %0, %1, %2 : i32, i32, i64
}",
    );
    assert!(out.contains("arith.constant 8 : i32"), "{out}");
    assert!(out.contains("arith.constant 5 : i32"), "{out}");
    // The i64 constant fails the type check before the constraint runs.
    assert!(out.contains("arith.constant 7 : i64"), "{out}");
    assert_eq!(log.iter().filter(|l| *l == "rewrite plus_one").count(), 1, "{log:?}");
    assert!(!log.is_empty() && log.iter().all(|l| l == "constraint is_i32_seven" || l == "rewrite plus_one"));
}

/// Rooted at `arith.muli`, matching upwards the `arith.addi` that uses its
/// result: `addi(x, muli(y, z))` becomes `subi(y, z)`, created before the
/// root (the `muli`, then dead and removed), as upstream does.
const ROOT_WITH_USER: &str = r#"
"builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "upward"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"() : () -> !pdl.value
    %2 = "pdl.operand"() : () -> !pdl.value
    %3 = "pdl.operand"() : () -> !pdl.value
    %4 = "pdl.operation"(%2, %3, %0) <{attributeValueNames = [], opName = "arith.muli", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    %5 = "pdl.result"(%4) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
    %6 = "pdl.operation"(%1, %5, %0) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%4) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %7 = "pdl.operation"(%2, %3, %0) <{attributeValueNames = [], opName = "arith.subi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn matches_users_of_the_root() {
    let (out, _) = run(
        ROOT_WITH_USER,
        "func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %0 : i32
  return %1, %2 : i32, i32
}",
    );
    assert!(out.contains("%0 = arith.subi %arg0, %arg1 : i32"), "{out}");
    assert!(out.contains("%1 = arith.addi %arg0, %arg0 : i32"), "{out}");
    assert!(out.contains("return %1, %0 : i32, i32"), "{out}");
    assert!(!out.contains("muli"), "{out}");
}

#[test]
fn malformed_pdl_is_an_error_not_a_panic() {
    let ctx = context();
    let mut ir = Ir::new(&ctx);
    let src = r#""builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
  }) : () -> ()
}) : () -> ()"#;
    // Unverified, as a module built op by op may be: the verifier would
    // reject it before the compiler sees it.
    let m = parse_source(&mut ir, src, "pdl.mlir", &ParserConfig { verify_after_parse: false, ..Default::default() })
        .expect("parses");
    let err = compile_patterns(&ir, m).expect_err("a pattern without pdl.rewrite");
    assert_eq!(err.to_string(), "pdl.pattern has no pdl.rewrite");
}

#[test]
fn a_replacement_of_the_wrong_arity_is_an_error_naming_the_pdl_op() {
    // `pdl.replace` of a one-result op by two values: caught when it runs,
    // and reported under the name of the PDL op the step came from.
    let pdl = r#"
"builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operand"() : () -> !pdl.value
    %t = "pdl.type"() : () -> !pdl.type
    %2 = "pdl.operation"(%0, %1, %t) <{attributeValueNames = [], opName = "arith.addi", operandSegmentSizes = array<i32: 2, 0, 1>}> : (!pdl.value, !pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      "pdl.replace"(%2, %0, %1) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (!pdl.operation, !pdl.value, !pdl.value) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let ctx = context();
    let mut ir = Ir::new(&ctx);
    let pdl_module = parse_source(&mut ir, pdl, "pdl.mlir", &ParserConfig::default()).expect("PDL parses");
    let patterns = compile_patterns(&ir, pdl_module).expect("PDL compiles");
    let input = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}";
    let module = parse_source(&mut ir, input, "input.mlir", &ParserConfig::default()).expect("input parses");
    let addi = ir
        .subtree_ops(module)
        .expect("live module")
        .into_iter()
        .find(|op| ctx.op_name_str(ir.op_name(*op).expect("live op")) == "arith.addi")
        .expect("an addi");
    let mut natives = Natives { ctx: Some(ctx.clone()), log: Vec::new() };
    let host = DirectHost::new(&mut ir);
    let err = patterns[0].apply(&host, addi, &mut natives, &mut ExternalOutcome::default()).expect_err("wrong arity");
    assert_eq!(err.to_string(), "pdl.replace: the op has 1 results but 2 replacement values were given");
}
