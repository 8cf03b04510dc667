//! The dialect conversion framework on unregistered `test.*` ops: a failed
//! pattern leaves no trace, a failed conversion leaves the IR as it was and
//! names the op, partial and full conversion differ on unknown ops, and
//! materializations bridge converted and unconverted values.

use mlir_ir::ir::InsertPoint;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{Context, Ir, OpId, OperationState, Type, Value};
use mlir_passes::conversion::{
    apply_full_conversion, apply_partial_conversion, reconcile::reconcile_unrealized_casts, ConversionPattern,
    ConversionPatternRewriter, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use std::sync::Arc;

fn setup(src: &str) -> (Ir, OpId) {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let m = parse_source(&mut ir, src, "input.mlir", &ParserConfig::default()).expect("parses");
    (ir, m)
}

fn text(ir: &Ir, m: OpId) -> String {
    print_op(ir, m, &PrintFlags::default())
}

/// Renames `from` to `to`, converting result types, with the adaptor's
/// operands.
struct Rename {
    from: &'static str,
    to: &'static str,
}

impl ConversionPattern for Rename {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        "Rename"
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let loc = rw.ir().op_loc(op).unwrap();
        let types: Vec<Type> =
            rw.ir().results(op).unwrap().map(|r| rw.convert_type(rw.ir().value_type(r).unwrap()).unwrap()).collect();
        let mut st = OperationState::new(ctx.op_name(self.to), loc);
        st.operands = operands.to_vec();
        st.result_types = types;
        let new = rw.create(st).unwrap();
        let values: Vec<Value> = rw.ir().results(new).unwrap().collect();
        rw.replace_op(op, &values)
    }
}

/// Makes a mess (new ops, a split block, a moved op) and then fails.
struct MessThenFail;

impl ConversionPattern for MessThenFail {
    fn root(&self) -> Option<&str> {
        Some("test.b")
    }
    fn name(&self) -> &str {
        "MessThenFail"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let loc = rw.ir().op_loc(op).unwrap();
        rw.create(OperationState::new(ctx.op_name("test.junk"), loc)).unwrap();
        let block = rw.ir().op_parent_block(op).unwrap().unwrap();
        let next = rw.ir().op_next(op).unwrap();
        rw.split_block(block, next).unwrap();
        let first = rw.ir().block_first_op(block).unwrap().unwrap();
        rw.move_op(first, InsertPoint::BlockEnd(block));
        rw.erase_op(op);
        false
    }
}

const SRC: &str = r#"
"test.func"() ({
  %0 = "test.a"() : () -> i32
  %1 = "test.b"(%0) : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
  "test.end"() : () -> ()
}) : () -> ()
"#;

fn i32_to_i64() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(Arc::new(|ctx: &Context, t: Type| Some(vec![if t == ctx.int(32) { ctx.i64_type() } else { t }])));
    tc
}

#[test]
fn a_failed_pattern_leaves_no_trace() {
    let (mut ir, m) = setup(SRC);
    let before = text(&ir, m);
    let mut patterns = ConversionPatternSet::new();
    patterns.add(Arc::new(MessThenFail));
    // test.b has unknown legality: a partial conversion keeps it.
    apply_partial_conversion(&mut ir, m, &ConversionTarget::new(), &patterns, None).expect("partial succeeds");
    assert_eq!(text(&ir, m), before);
}

#[test]
fn a_failed_full_conversion_restores_the_ir_and_names_the_op() {
    let (mut ir, m) = setup(SRC);
    let before = text(&ir, m);
    let mut target = ConversionTarget::new();
    target.add_legal_op("builtin.module").add_legal_op("test.func").add_legal_op("test.end");
    target.add_legal_op("test.use").add_legal_op("test.new_a");
    let mut patterns = ConversionPatternSet::new();
    // test.a converts, test.b has only a failing pattern.
    patterns.add(Arc::new(Rename { from: "test.a", to: "test.new_a" })).add(Arc::new(MessThenFail));
    let tc = i32_to_i64();
    let err = apply_full_conversion(&mut ir, m, &target, &patterns, Some(&tc)).expect_err("test.b stays");
    assert_eq!(err.message, "failed to legalize operation 'test.b'");
    assert_eq!(text(&ir, m), before, "the conversion of test.a was rolled back");
    // A partial conversion of the same leaves test.b (legality unknown)...
    apply_partial_conversion(&mut ir, m, &target, &patterns, Some(&tc)).expect("partial succeeds");
    // ...bridging the converted i64 result back to the i32 test.b reads.
    let out = text(&ir, m);
    assert!(out.contains(r#""test.new_a"() : () -> i64"#), "{out}");
    assert!(out.contains("builtin.unrealized_conversion_cast"), "{out}");
}

#[test]
fn partial_conversion_fails_on_explicitly_illegal_ops() {
    let (mut ir, m) = setup(SRC);
    let before = text(&ir, m);
    let mut target = ConversionTarget::new();
    target.add_illegal_op("test.b");
    let err = apply_partial_conversion(&mut ir, m, &target, &ConversionPatternSet::new(), None).expect_err("fails");
    assert_eq!(err.message, "failed to legalize operation 'test.b' that was explicitly marked illegal");
    assert_eq!(text(&ir, m), before);
}

#[test]
fn materializations_bridge_both_ways_and_reconcile_keeps_live_bridges() {
    let (mut ir, m) = setup(SRC);
    let mut target = ConversionTarget::new();
    // The ops patterns create must be legal (or legalizable) themselves.
    target.add_legal_op("test.new_b");
    let mut patterns = ConversionPatternSet::new();
    // Only test.b converts: its operand comes from the unconverted test.a
    // (a target materialization i32 -> i64), its result feeds the
    // unconverted test.use (a source materialization i64 -> i32).
    patterns.add(Arc::new(Rename { from: "test.b", to: "test.new_b" }));
    let tc = i32_to_i64();
    apply_partial_conversion(&mut ir, m, &target, &patterns, Some(&tc)).expect("converts");
    let out = text(&ir, m);
    let expected = r#"    %0 = "test.a"() : () -> i32
    %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
    %2 = "test.new_b"(%1) : (i64) -> i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to i32
    "test.use"(%3) : (i32) -> ()"#;
    assert!(out.contains(expected), "{out}");
    // The casts bridge different types between live code: they stay.
    reconcile_unrealized_casts(&mut ir, m);
    assert!(text(&ir, m).contains(expected));
}

#[test]
fn reconcile_folds_round_trips() {
    let (mut ir, m) = setup(
        r#"
"test.func"() ({
  %0 = "test.a"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %1 : i64 to index
  %3 = builtin.unrealized_conversion_cast %2 : index to i32
  %4 = builtin.unrealized_conversion_cast %0 : i32 to f32
  "test.use"(%3) : (i32) -> ()
}) : () -> ()
"#,
    );
    reconcile_unrealized_casts(&mut ir, m);
    let out = text(&ir, m);
    assert!(!out.contains("unrealized_conversion_cast"), "{out}");
    assert!(out.contains(r#""test.use"(%0) : (i32) -> ()"#), "{out}");
}
