//! Every standard pass on the deepest nest of regions the parser accepts
//! (`MAX_REGION_NESTING`), on a thread with a small stack: a pass, rewrite
//! driver or analysis that recurses per level without a stack guard
//! aborts the test binary. No case asserts on time.
//!
//! Bottom-up canonicalization is left out of the `scf.if` nest: inlining
//! each constant-condition `scf.if` into its parent moves everything
//! nested in it, once per level, and each move notifies the driver with
//! the moved op's ancestors: cubic in the depth, as upstream's (40 s
//! for 1,000 levels there, hours for 4,094).

use mlir_ir::parser::{parse_source, ParserConfig, MAX_ATTRIBUTE_NESTING, MAX_LOCATION_NESTING, MAX_REGION_NESTING};
use mlir_ir::{Context, Ir};
use mlir_passes::{OpPassManager, PassManager};

/// Stack of the threads the passes run on: far less than a recursion per
/// level needs at this depth.
const SMALL_STACK: usize = 512 * 1024;

const BOTTOM_UP: &str = "builtin.module(canonicalize{top-down=false})";

const PIPELINES: &[&str] = &[
    "builtin.module(canonicalize)",
    BOTTOM_UP,
    "builtin.module(cse)",
    "builtin.module(sccp)",
    "builtin.module(inline)",
    "builtin.module(loop-invariant-code-motion)",
    "builtin.module(control-flow-sink)",
    "builtin.module(symbol-dce)",
    "builtin.module(symbol-privatize)",
    "builtin.module(topological-sort)",
    "builtin.module(strip-debuginfo)",
    "builtin.module(func.func(canonicalize,cse),symbol-dce)",
];

fn context() -> Context {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx.enable_multithreading(false);
    ctx
}

/// A function whose body nests `scf.if`s down to the region limit (the
/// module's region and the function's count too), each branch computing
/// from values of the levels above, so that the patterns, CSE, SCCP and
/// LICM all find work at every level.
fn nested_ifs() -> String {
    let n = MAX_REGION_NESTING - 2;
    let mut s = String::from("func.func @f(%c: i1, %x: i32) -> i32 {\n");
    for i in 0..n {
        s.push_str(&format!("%r{i} = scf.if %c -> i32 {{\n%a{i} = arith.addi %x, %x : i32\n"));
    }
    s.push_str("%z = arith.muli %x, %x : i32\n");
    for i in (0..n).rev() {
        let inner = if i + 1 == n { "%z".to_string() } else { format!("%r{}", i + 1) };
        s.push_str(&format!("%b{i} = arith.addi {inner}, %a{i} : i32\nscf.yield %b{i} : i32\n}} else {{\n"));
        s.push_str("%k = arith.constant 1 : i32\nscf.yield %k : i32\n}\n");
    }
    s.push_str("return %r0 : i32\n}\n");
    s
}

/// Unregistered ops nesting single-block regions, each using a value of
/// the level above.
fn nested_unregistered() -> String {
    let n = MAX_REGION_NESTING - 1;
    let mut s = String::from("%v0 = \"t.def\"() : () -> i32\n");
    for d in 1..=n {
        s.push_str(&format!("\"t.op\"(%v{}) ({{\n%v{d} = \"t.def\"(%v{}) : (i32) -> i32\n", d - 1, d - 1));
    }
    s.push_str(&"}) : (i32) -> ()\n".repeat(n));
    s
}

/// Runs each of `pipelines` on `src` (parsed afresh each time), then
/// verifies and drops the IR, on a [`SMALL_STACK`] thread.
fn run_all(src: String, pipelines: Vec<&'static str>) {
    let t = std::thread::Builder::new()
        .stack_size(SMALL_STACK)
        .spawn(move || {
            let ctx = context();
            for pipeline in pipelines {
                let mut ir = Ir::new(&ctx);
                let m = parse_source(&mut ir, &src, "deep.mlir", &ParserConfig::default())
                    .unwrap_or_else(|d| panic!("parses: {}", d.message));
                let mut pm = PassManager::with_pipeline(OpPassManager::parse(pipeline).expect("pipeline parses"));
                pm.run(&mut ir, m).unwrap_or_else(|e| panic!("{pipeline}: {e}"));
                mlir_ir::verifier::verify(&mut ir, m).unwrap_or_else(|d| panic!("{pipeline}: {}", d.message));
                ir.erase_op(m).expect("erase");
            }
        })
        .expect("spawn");
    if let Err(e) = t.join() {
        std::panic::resume_unwind(e);
    }
}

#[test]
fn passes_on_deepest_scf_ifs() {
    run_all(nested_ifs(), PIPELINES.iter().copied().filter(|p| *p != BOTTOM_UP).collect());
}

#[test]
fn passes_on_deepest_unregistered_regions() {
    run_all(nested_unregistered(), PIPELINES.to_vec());
}

/// A symbol used from the bottom of arrays nested to the attribute limit,
/// by an op whose location nests call sites to the location limit: the
/// symbol passes walk the attribute, `strip-debuginfo` the location.
fn deep_attribute_and_location() -> String {
    let arrays = MAX_ATTRIBUTE_NESTING - 1;
    let calls = MAX_LOCATION_NESTING - 1;
    let attr = format!("{}@g{}", "[".repeat(arrays), "]".repeat(arrays));
    let loc = format!("{}\"x\"{}", "callsite(\"a\" at ".repeat(calls), ")".repeat(calls));
    format!("func.func private @g()\nfunc.func @f() {{\n\"t.use\"() {{a = {attr}}} : () -> () loc({loc})\nreturn\n}}\n")
}

#[test]
fn passes_on_deepest_attributes_and_locations() {
    run_all(deep_attribute_and_location(), PIPELINES.to_vec());
}
