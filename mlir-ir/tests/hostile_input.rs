//! Hostile input: absurd nesting and huge single-line attributes must parse
//! and print, or fail with a diagnostic — never overflow the stack, panic
//! or take quadratic time. Nesting right at each construct's limit (see
//! `parser/nesting.rs`) parses, prints and round-trips here; one level
//! past it, and 100,000 levels, fail with a located diagnostic
//! (`hostile_input_limits.rs`).
//!
//! Every case runs on a thread with a deliberately small stack (see
//! [`on_small_stack`]), so an unguarded recursion anywhere (parser,
//! printer, alias collection, SSA naming, verifier, walk, clone, erase,
//! `Drop`) aborts the test binary even at depths that keep the tests fast.

use mlir_ir::ir::{ValueMapping, WalkOrder, WalkResult};
use mlir_ir::parser::{
    parse_source, ParserConfig, MAX_AFFINE_NESTING, MAX_ATTRIBUTE_NESTING, MAX_LOCATION_NESTING, MAX_REGION_NESTING,
    MAX_TYPE_NESTING,
};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{Context, Ir};

/// Stack of the threads the cases run on: far less than any of the deep
/// inputs needs unguarded, so only the stack guards can make them pass.
const SMALL_STACK: usize = 512 * 1024;

/// Runs `f` on a fresh thread with a [`SMALL_STACK`] stack.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    let t = std::thread::Builder::new().stack_size(SMALL_STACK).spawn(f).expect("spawn");
    if let Err(e) = t.join() {
        std::panic::resume_unwind(e);
    }
}

fn ctx() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn generic() -> PrintFlags {
    PrintFlags { generic: true, debug_info: true, ..Default::default() }
}

/// Parses `src`; on success prints it (custom and generic forms), re-parses
/// the generic text and checks that printing again gives the same text.
/// Returns the generic text, or the parse error's message.
fn parse_print(src: &str) -> Result<String, String> {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let m = parse_source(&mut ir, src, "hostile", &ParserConfig::default()).map_err(|d| d.message)?;
    let _ = print_op(&ir, m, &PrintFlags::default());
    let text = print_op(&ir, m, &generic());
    let mut ir2 = Ir::new(&ctx);
    let m2 = parse_source(&mut ir2, &text, "hostile", &ParserConfig::default())
        .unwrap_or_else(|d| panic!("printed text does not re-parse: {}", d.message));
    assert!(print_op(&ir2, m2, &generic()) == text, "generic print is not a fixpoint");
    Ok(text)
}

fn op_with_attr(attr: &str) -> String {
    format!("\"t.op\"() {{a = {attr}}} : () -> ()")
}

fn nested(open: &str, middle: &str, close: &str, n: usize) -> String {
    let mut s = String::with_capacity((open.len() + close.len()) * n + middle.len());
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(middle);
    for _ in 0..n {
        s.push_str(close);
    }
    s
}

/// Depth of the affine expression trees that are not nesting in the text:
/// on a 512 KiB stack, plenty to prove that every level is guarded, while
/// keeping the debug-build run short.
const NEST: usize = 20_000;

fn nested_regions(depth: usize) -> String {
    nested("\"t.op\"() ({\n", "\"t.leaf\"() : () -> ()\n", "}) : () -> ()\n", depth)
}

/// Regions nested as deep as the parser allows: parse (with
/// verification), walk both orders, clone, verify the clone, erase both,
/// and drop. Printing is checked at a smaller depth: its indentation (two
/// spaces per level, as upstream) makes the text quadratic in the depth.
#[test]
fn regions_deepest_parse_walk_clone_erase() {
    const DEEP: usize = MAX_REGION_NESTING;
    on_small_stack(|| {
        let ctx = ctx();
        let mut ir = Ir::new(&ctx);
        let m =
            parse_source(&mut ir, &nested_regions(DEEP), "deep", &ParserConfig::default()).expect("deep regions parse");
        for order in [WalkOrder::PreOrder, WalkOrder::PostOrder] {
            let mut count = 0usize;
            ir.walk(m, order, &mut |_, _| {
                count += 1;
                WalkResult::Advance
            });
            assert_eq!(count, DEEP + 2, "module + {DEEP} nested ops + leaf");
        }
        assert_eq!(ir.collect_ops(m).len(), DEEP + 2);
        let mut map = ValueMapping::default();
        let c = ir.clone_op(m, &mut map).expect("clone");
        assert_eq!(map.ops.len(), DEEP + 2);
        mlir_ir::verifier::verify(&mut ir, c).expect("clone verifies");
        ir.erase_op(c).expect("erase clone");
        ir.erase_op(m).expect("erase");
        assert_eq!(ir.live_counts(), (0, 0, 0));
    });
}

/// Deep enough that printing needs far more than the small stack.
#[test]
fn regions_2k_deep_print_roundtrip() {
    on_small_stack(|| {
        let text = parse_print(&nested_regions(2_000)).expect("parses");
        assert_eq!(text.matches("\"t.op\"").count(), 2_000);
    });
}

#[test]
fn string_attr_10mb() {
    on_small_stack(|| {
        let big = "x".repeat(10 << 20);
        let text = parse_print(&op_with_attr(&format!("\"{big}\""))).expect("big string parses");
        assert!(text.contains(&big));
    });
}

/// 10 MB of `[` and `]`: 5 million levels, beyond [`MAX_ATTRIBUTE_NESTING`].
#[test]
fn nested_array_10mb_is_an_error() {
    on_small_stack(|| {
        let n = 5 << 20;
        let err = parse_print(&op_with_attr(&nested("[", "", "]", n))).expect_err("too deep");
        assert!(err.contains(&format!("attributes nested more than {MAX_ATTRIBUTE_NESTING} levels")), "{err}");
    });
}

#[test]
fn nested_array_deepest_roundtrips() {
    on_small_stack(|| {
        let n = MAX_ATTRIBUTE_NESTING;
        let text = parse_print(&op_with_attr(&nested("[", "", "]", n))).expect("parses");
        assert!(text.contains(&"[".repeat(n)));
    });
}

#[test]
fn nested_dictionary_deepest_roundtrips() {
    on_small_stack(|| {
        // The innermost `1` is a level too.
        let n = MAX_ATTRIBUTE_NESTING - 1;
        let text = parse_print(&op_with_attr(&nested("{b = ", "1", "}", n))).expect("parses");
        assert!(text.contains(&"{b = ".repeat(n)));
    });
}

/// The nested lists of a `dense` literal count as attribute levels.
#[test]
fn nested_dense_lists_deepest_parse() {
    on_small_stack(|| {
        let n = MAX_ATTRIBUTE_NESTING - 1;
        let ty = format!("tensor<{}i8>", "1x".repeat(n));
        let dense = format!("dense<{}> : {ty}", nested("[", "7", "]", n));
        let text = parse_print(&op_with_attr(&dense)).expect("parses");
        assert!(text.contains(&format!("dense<7> : {ty}")), "a splat prints as one element");
    });
}

/// 30,000 entries: parsing was quadratic (a duplicate-key scan of the
/// entries so far), minutes for 300,000 entries in a debug build.
#[test]
fn huge_dictionary() {
    on_small_stack(|| {
        let body: Vec<String> = (0..30_000).map(|i| format!("k{i} = {i}")).collect();
        let src = format!("\"t.op\"() {{{}}} : () -> ()", body.join(", "));
        let text = parse_print(&src).expect("parses");
        assert!(text.contains("k29999 = 29999"));
        let dup = "\"t.op\"() {a = 1, b = 2, a = 3} : () -> ()";
        assert!(parse_print(dup).expect_err("duplicate").contains("duplicate key 'a'"));
    });
}

/// Every type on the way in is a level, the innermost `() -> ()` too.
#[test]
fn deep_function_types() {
    const NEST: usize = MAX_TYPE_NESTING - 1;
    on_small_stack(|| {
        // Nested through the results and through the inputs.
        let text = parse_print(&op_with_attr(&nested("() -> (", "() -> ()", ")", NEST))).expect("results nest");
        assert!(text.contains(&"() -> (".repeat(NEST)));
        let text = parse_print(&op_with_attr(&nested("(", "() -> ()", ") -> ()", NEST))).expect("inputs nest");
        assert!(text.contains(&"(".repeat(NEST)));
        // The op's own function type is a level too.
        let src = format!("\"t.op\"() : () -> ({})", nested("(", "() -> ()", ") -> ()", NEST - 1));
        parse_print(&src).expect("op type nests");
    });
}

/// A shape of a million dimensions (4 MB of `1x`) parses and prints: each
/// `x` is split off without re-lexing the rest of the shape.
#[test]
fn million_dimension_shapes() {
    on_small_stack(|| {
        let rank = 1_000_000;
        for (open, close) in [("tensor<", "f32>"), ("vector<", "i8>"), ("memref<", "f32>")] {
            let shape = format!("{open}{}{close}", "1x".repeat(rank));
            let text = parse_print(&format!("\"t.op\"() : () -> {shape}")).expect("a large shape parses");
            assert!(text.contains(&shape), "the shape prints back as written");
        }
        let scalable = format!("vector<{}f32>", "[2]x".repeat(rank));
        assert!(parse_print(&format!("\"t.op\"() : () -> {scalable}")).expect("scalable dims").contains(&scalable));
    });
}

#[test]
fn deep_container_types() {
    const NEST: usize = MAX_TYPE_NESTING - 1;
    on_small_stack(|| {
        let text = parse_print(&op_with_attr(&nested("tuple<", "i32", ">", NEST))).expect("tuples nest");
        assert!(text.contains(&"tuple<".repeat(NEST)));
        let t = nested("tuple<", "i32", ">", NEST);
        parse_print(&format!("\"t.op\"() : () -> {t}")).expect("result type nests");
    });
}

#[test]
fn deep_affine_parens() {
    on_small_stack(|| {
        // The result list's own parentheses are not an operand's; the
        // innermost `0` is a level.
        let n = MAX_AFFINE_NESTING - 1;
        let text =
            parse_print(&op_with_attr(&format!("affine_map<() -> ({})>", nested("(", "0", ")", n)))).expect("parses");
        assert!(text.contains("affine_map<() -> (0)>"));
        let deep = 5 << 20;
        let err = parse_print(&op_with_attr(&format!("affine_map<() -> ({})>", nested("(", "0", ")", deep))))
            .expect_err("10 MB of parentheses is too deep");
        assert!(err.contains(&format!("affine expressions nested more than {MAX_AFFINE_NESTING} levels")), "{err}");
        let neg = format!("affine_map<(d0) -> ({}d0)>", "-".repeat(n));
        parse_print(&op_with_attr(&neg)).expect("negations parse");
    });
}

/// Expressions the simplifier cannot flatten: a right-nested chain of
/// `mod` by symbols is a tree 20,000 deep, built, compared, printed and
/// dropped recursively. Used to be quadratic (`is_symbolic_or_constant`
/// walked each right operand).
#[test]
fn deep_affine_trees() {
    on_small_stack(|| {
        let expr = nested("s0 mod (s1 mod (", "s0", "))", NEST / 2);
        let text = parse_print(&op_with_attr(&format!("affine_map<(d0)[s0, s1] -> ({expr})>"))).expect("parses");
        assert!(text.contains("s0 mod (s1 mod (s0 mod"));
        let chain = format!("d0{}", " floordiv s0 mod s1".repeat(NEST / 2));
        parse_print(&op_with_attr(&format!("affine_map<(d0)[s0, s1] -> ({chain})>"))).expect("left chain parses");
        let set =
            format!("affine_set<(d0)[s0, s1] : (d0 + {} >= 0)>", nested("s0 mod (s1 mod (", "s0", "))", NEST / 2));
        parse_print(&op_with_attr(&set)).expect("set parses");
    });
}

/// Every nested location gets its own alias line when printed. The
/// callee of each call site is a level below it too, so call sites nest
/// one level less deep than names.
#[test]
fn deep_locations() {
    const NEST: usize = MAX_LOCATION_NESTING - 1;
    on_small_stack(|| {
        let callsite = nested("callsite(\"a\" at ", "\"x\"", ")", NEST);
        let names = nested("\"n\"(", "\"x\"", ")", NEST);
        // Fused locations with equal metadata flatten into one; distinct
        // metadata keeps every level.
        let mut fused = String::new();
        for i in 0..NEST {
            fused.push_str(&format!("fused<{i}>[\"a\", "));
        }
        fused.push_str("\"x\"");
        fused.push_str(&"]".repeat(NEST));
        for (loc, marker) in [(callsite, "callsite("), (names, "\"n\"("), (fused, "fused<")] {
            let src = format!("\"t.op\"() : () -> () loc({loc})");
            let text = parse_print(&src).expect("parses");
            assert_eq!(text.matches(marker).count(), NEST, "{marker}");
        }
    });
}
