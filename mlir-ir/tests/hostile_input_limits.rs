//! Hostile input at depth and count 100,000: every recursive construct
//! nested that deep fails with its nesting limit's diagnostic (see
//! `parser/nesting.rs`) at the token opening the first level too deep,
//! and 100,000 blocks or ops in a row parse, verify, print and round-trip.
//!
//! No case asserts on time: a quadratic step makes its case take minutes
//! (100,000 nested types took more than two), which the run's time limit
//! catches. Every case runs on a thread with a small stack, so an
//! unguarded recursion anywhere aborts the test binary instead.

use mlir_ir::ir::{WalkOrder, WalkResult};
use mlir_ir::parser::{
    parse_source, Construct, ParserConfig, MAX_AFFINE_NESTING, MAX_ATTRIBUTE_NESTING, MAX_LOCATION_NESTING,
    MAX_REGION_NESTING, MAX_TYPE_NESTING,
};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{Context, Ir};

/// Depth and count of every case.
const N: usize = 100_000;

/// Stack of the threads the cases run on (as in `hostile_input.rs`).
const SMALL_STACK: usize = 512 * 1024;

/// Name of the buffer the cases parse; diagnostics are located in it.
const FILE: &str = "hostile";

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

/// Asserts that `src` fails to parse with `construct`'s nesting diagnostic
/// at `line`:`col` (1-based), on a small stack.
fn assert_too_deep(src: String, construct: Construct, line: u32, col: u32) {
    on_small_stack(move || {
        let ctx = ctx();
        let mut ir = Ir::new(&ctx);
        let d = parse_source(&mut ir, &src, FILE, &ParserConfig::default()).expect_err("nested past the limit");
        assert_eq!(d.message, construct.too_deep());
        assert_eq!(d.loc, ctx.file_loc(FILE, line, col), "expected {line}:{col}");
    });
}

/// Column of the `level`-th (1-based) repetition of a text `step` bytes
/// long that starts at column `first`, plus `within` bytes.
fn col(first: usize, step: usize, level: usize, within: usize) -> u32 {
    u32::try_from(first + step * (level - 1) + within).expect("column fits")
}

/// `"t.op"() {a = ` before an attribute: its first byte's column.
const ATTR_COL: usize = r#""t.op"() {a = "#.len() + 1;

fn op_with_attr(attr: &str) -> String {
    format!("\"t.op\"() {{a = {attr}}} : () -> ()")
}

#[test]
fn types_100k_deep() {
    // A tuple in an attribute: tuple k is type level k.
    let src = op_with_attr(&nested("tuple<", "i32", ">", N));
    assert_too_deep(src, Construct::Type, 1, col(ATTR_COL, 6, MAX_TYPE_NESTING + 1, 0));
    // Function types nesting through their results, and their inputs.
    let src = op_with_attr(&nested("() -> (", "() -> ()", ")", N));
    assert_too_deep(src, Construct::Type, 1, col(ATTR_COL, 7, MAX_TYPE_NESTING + 1, 0));
    let src = op_with_attr(&nested("(", "() -> ()", ") -> ()", N));
    assert_too_deep(src, Construct::Type, 1, col(ATTR_COL, 1, MAX_TYPE_NESTING + 1, 0));
    let src = op_with_attr(&nested("complex<", "f32", ">", N));
    assert_too_deep(src, Construct::Type, 1, col(ATTR_COL, 8, MAX_TYPE_NESTING + 1, 0));
    // An op's result type: the op's function type is level 1 and its
    // result, tuple 1, is read as part of it; tuple k is level k after.
    let prefix = r#""t.op"() : () -> "#;
    let src = format!("{prefix}{}", nested("tuple<", "i32", ">", N));
    assert_too_deep(src, Construct::Type, 1, col(prefix.len() + 1, 6, MAX_TYPE_NESTING + 1, 0));
}

#[test]
fn attributes_100k_deep() {
    let src = op_with_attr(&nested("[", "", "]", N));
    assert_too_deep(src, Construct::Attribute, 1, col(ATTR_COL, 1, MAX_ATTRIBUTE_NESTING + 1, 0));
    let src = op_with_attr(&nested("{b = ", "1", "}", N));
    assert_too_deep(src, Construct::Attribute, 1, col(ATTR_COL, 5, MAX_ATTRIBUTE_NESTING + 1, 0));
    // `dense<...>` is level 1, its nested lists (or complex parts) the
    // levels below.
    let first_list = ATTR_COL + "dense<".len();
    let src = op_with_attr(&format!("dense<{}> : tensor<1xi8>", nested("[", "1", "]", N)));
    assert_too_deep(src, Construct::Attribute, 1, col(first_list, 1, MAX_ATTRIBUTE_NESTING, 0));
    let src = op_with_attr(&format!("dense<{}> : tensor<complex<f32>>", nested("(", "1, 2", ", 3)", N)));
    assert_too_deep(src, Construct::Attribute, 1, col(first_list, 1, MAX_ATTRIBUTE_NESTING, 0));
}

#[test]
fn affine_expressions_100k_deep() {
    let map = "affine_map<() -> (";
    let src = op_with_attr(&format!("{map}{})>", nested("(", "0", ")", N)));
    assert_too_deep(src, Construct::AffineExpr, 1, col(ATTR_COL + map.len(), 1, MAX_AFFINE_NESTING + 1, 0));
    let map = "affine_map<(d0) -> (";
    let src = op_with_attr(&format!("{map}{}d0)>", "-".repeat(N)));
    assert_too_deep(src, Construct::AffineExpr, 1, col(ATTR_COL + map.len(), 1, MAX_AFFINE_NESTING + 1, 0));
}

#[test]
fn locations_100k_deep() {
    let prefix = r#""t.op"() : () -> () loc("#;
    let first = prefix.len() + 1;
    // Call site k is level k; its callee `"a"` is level k + 1.
    let open = r#"callsite("a" at "#;
    let src = format!("{prefix}{})", nested(open, "\"x\"", ")", N));
    assert_too_deep(src, Construct::Location, 1, col(first, open.len(), MAX_LOCATION_NESTING, "callsite(".len()));
    let open = r#""n"("#;
    let src = format!("{prefix}{})", nested(open, "\"x\"", ")", N));
    assert_too_deep(src, Construct::Location, 1, col(first, open.len(), MAX_LOCATION_NESTING + 1, 0));
    let open = r#"fused["a", "#;
    let src = format!("{prefix}{})", nested(open, "\"x\"", "]", N));
    assert_too_deep(src, Construct::Location, 1, col(first, open.len(), MAX_LOCATION_NESTING, "fused[".len()));
}

fn nested_regions(depth: usize) -> String {
    nested("\"t.op\"() ({\n", "\"t.leaf\"() : () -> ()\n", "}) : () -> ()\n", depth)
}

#[test]
fn regions_100k_deep() {
    // Op k opens region k on line k, at its `{`.
    let brace = u32::try_from("\"t.op\"() ({".len()).expect("small");
    let line = u32::try_from(MAX_REGION_NESTING + 1).expect("small");
    assert_too_deep(nested_regions(N), Construct::Region, line, brace);
}

/// Regions nested to the limit, each op using a value defined at the top
/// and one defined in its parent's region: the verifier finds the
/// ancestors it checks dominance against without walking up per use.
#[test]
fn deepest_regions_with_uses_from_above_verify() {
    on_small_stack(|| {
        let mut src = String::from("%top = \"t.def\"() : () -> i32\n%v0 = \"t.def\"() : () -> i32\n");
        for d in 1..MAX_REGION_NESTING {
            src.push_str(&format!("\"t.op\"(%top, %v{}) ({{\n%v{d} = \"t.def\"(%top) : (i32) -> i32\n", d - 1));
        }
        src.push_str(&"}) : (i32, i32) -> ()\n".repeat(MAX_REGION_NESTING - 1));
        let ctx = ctx();
        let mut ir = Ir::new(&ctx);
        let m = parse_source(&mut ir, &src, FILE, &ParserConfig::default()).expect("parses and verifies");
        // A clone is verified afresh (the parse's verification is
        // remembered for the unchanged original).
        let mut map = mlir_ir::ir::ValueMapping::default();
        let c = ir.clone_op(m, &mut map).expect("clone");
        mlir_ir::verifier::verify(&mut ir, c).expect("the clone verifies");
    });
}

/// Parses `src`, prints it generically, re-parses that and checks the
/// second print is the same; returns the op count of the module.
fn roundtrip(src: &str) -> usize {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let m = parse_source(&mut ir, src, FILE, &ParserConfig::default()).unwrap_or_else(|d| panic!("{}", d.message));
    let flags = PrintFlags { generic: true, ..Default::default() };
    let text = print_op(&ir, m, &flags);
    let mut ir2 = Ir::new(&ctx);
    let m2 = parse_source(&mut ir2, &text, FILE, &ParserConfig::default()).expect("printed text re-parses");
    assert!(print_op(&ir2, m2, &flags) == text, "generic print is not a fixpoint");
    let mut count = 0usize;
    ir.walk(m, WalkOrder::PostOrder, &mut |_, _| {
        count += 1;
        WalkResult::Advance
    });
    ir.erase_op(m).expect("erase");
    count
}

/// 100,000 blocks in a chain, each using a value of the entry block: the
/// dominance check answers each use without walking the dominator tree.
#[test]
fn blocks_100k_in_a_chain() {
    on_small_stack(|| {
        let mut src = String::from("\"t.op\"() ({\n  %v = \"t.def\"() : () -> i32\n  \"t.br\"()[^bb1] : () -> ()\n");
        for i in 1..=N {
            src.push_str(&format!("^bb{i}:\n  \"t.use\"(%v) : (i32) -> ()\n"));
            if i < N {
                src.push_str(&format!("  \"t.br\"()[^bb{}] : () -> ()\n", i + 1));
            }
        }
        src.push_str("}) : () -> ()\n");
        // module, op, def, entry branch, and a use and a branch per block
        // but the last.
        assert_eq!(roundtrip(&src), 4 + 2 * N - 1);
    });
}

/// 100,000 blocks referenced by one op before any is defined, defined in
/// the reverse order: each definition finds its forward reference at once.
#[test]
fn blocks_100k_forward_referenced() {
    on_small_stack(|| {
        let succs: Vec<String> = (1..=N).map(|i| format!("^bb{i}")).collect();
        let mut src = format!("\"t.op\"() ({{\n  \"t.br\"()[{}] : () -> ()\n", succs.join(", "));
        for i in (1..=N).rev() {
            src.push_str(&format!("^bb{i}:\n  \"t.end\"() : () -> ()\n"));
        }
        src.push_str("}) : () -> ()\n");
        assert_eq!(roundtrip(&src), 3 + N);
        let dangling = src.replacen("^bb77:\n", "^bbx:\n", 1);
        let ctx = ctx();
        let mut ir = Ir::new(&ctx);
        let d = parse_source(&mut ir, &dangling, FILE, &ParserConfig::default()).expect_err("undefined block");
        assert_eq!(d.message, "reference to an undefined block");
    });
}

/// 100,000 ops, each using the previous one's result.
#[test]
fn ops_100k_in_a_chain() {
    on_small_stack(|| {
        let mut src = String::from("%0 = \"t.c\"() : () -> i32\n");
        for i in 1..=N {
            src.push_str(&format!("%{i} = \"t.c\"(%{}) : (i32) -> i32\n", i - 1));
        }
        assert_eq!(roundtrip(&src), N + 2);
    });
}

/// A result number is only allocated for once the text defines it: a use
/// of `%x#4294967295` is an error, not a 64 GiB table, and a use 100,000
/// results ahead of its definition resolves.
#[test]
fn result_numbers_are_not_sizes() {
    on_small_stack(|| {
        let ctx = ctx();
        let mut ir = Ir::new(&ctx);
        let src = "\"t.use\"(%x#4294967295) : (i32) -> ()\n";
        let d = parse_source(&mut ir, src, FILE, &ParserConfig::default()).expect_err("never defined");
        assert_eq!(d.message, "use of undeclared SSA value name");
        assert_eq!(d.loc, ctx.file_loc(FILE, 1, 9));
        let types = vec!["i32"; N].join(", ");
        let src = format!(
            "\"t.op\"() ({{\n  \"t.use\"(%x#{}) : (i32) -> ()\n  %x:{N} = \"t.def\"() : () -> ({types})\n}}) : () -> ()\n",
            N - 1
        );
        assert_eq!(roundtrip(&src), 4);
    });
}

/// Element data is bounded by the literal's text (see
/// `parser/data_budget.rs`): 100,000 one-byte elements of the widest
/// integer type would be 200 GB, and are an error at the literal before
/// any is built; within the bound, wide elements parse.
#[test]
fn literal_data_is_bounded_by_its_text() {
    on_small_stack(|| {
        let ctx = ctx();
        let parse = |src: &str| {
            let mut ir = Ir::new(&ctx);
            parse_source(&mut ir, src, FILE, &ParserConfig::default()).map(|_| ())
        };
        let ones = vec!["1"; N].join(", ");
        let d = parse(&op_with_attr(&format!("dense<[{ones}]> : tensor<{N}xi16777215>"))).expect_err("200 GB");
        assert!(d.message.starts_with("elements literal would take 209715200000 bytes of data"), "{}", d.message);
        assert_eq!(d.loc, ctx.file_loc(FILE, 1, u32::try_from(ATTR_COL).expect("small")));
        // `array` stops at the first element past the budget: the 9th
        // element of 2 MiB is past the 16 MiB floor.
        let d = parse(&op_with_attr(&format!("array<i16777208: {ones}>"))).expect_err("200 GB");
        assert!(d.message.starts_with("elements literal would take 18874359 bytes"), "{}", d.message);
        let ninth = ATTR_COL + "array<i16777208: ".len() + 3 * 8;
        assert_eq!(d.loc, ctx.file_loc(FILE, 1, u32::try_from(ninth).expect("small")));
        parse(&op_with_attr("dense<[1, 2, 3]> : tensor<3xi16777215>")).expect("6 MiB of data");
        parse(&op_with_attr(&format!("dense<[{ones}]> : tensor<{N}xi64>"))).expect("800 KB of data");
    });
}
