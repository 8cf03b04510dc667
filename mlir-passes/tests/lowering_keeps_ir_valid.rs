//! The lowering passes (the conversion framework with the dialects'
//! patterns), run on every valid input of the project's lit tests and on a
//! function nesting `scf.if`s to the region limit, never panic and leave
//! IR that verifies: a pass may fail with a diagnostic (an explicitly
//! illegal op without a lowering), and the IR is then as it was.

use mlir_ir::parser::{parse_source, ParserConfig, MAX_REGION_NESTING};
use mlir_ir::{Context, Ir};

mod common;
use mlir_passes::{OpPassManager, PassManager, RunError};

const PIPELINES: &[&str] = &[
    "builtin.module(convert-scf-to-cf)",
    "builtin.module(convert-arith-to-llvm)",
    "builtin.module(convert-func-to-llvm)",
    "builtin.module(finalize-memref-to-llvm)",
    "builtin.module(expand-strided-metadata)",
    "builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)",
];

/// Inputs on which upstream 22's lowering itself leaves invalid IR, which
/// rmlir reproduces byte for byte: `math.fpowi` on vectors becomes an
/// `llvm.intr.powi` with a vector exponent.
const UPSTREAM_INVALID: &[&str] = &["dialects/math/more_ops.mlir"];

fn inputs() -> Vec<(String, String)> {
    common::inputs(&["passes", "dialects", "text", "conversion"])
}

use common::context;

/// Runs `pipeline` on `src` if it parses and verifies: the result must
/// verify, and a failed pass must leave the IR printing as before.
fn check(ctx: &Context, name: &str, src: &str, pipeline: &str) {
    let mut ir = Ir::new(ctx);
    let Ok(m) = parse_source(&mut ir, src, "input.mlir", &ParserConfig::default()) else { return };
    if mlir_ir::verifier::verify(&mut ir, m).is_err() {
        return;
    }
    let flags = mlir_ir::printer::PrintFlags::default();
    let before = mlir_ir::printer::print_op(&ir, m, &flags);
    let mut pm = PassManager::with_pipeline(OpPassManager::parse(pipeline).expect("pipeline parses"));
    pm.verify_each = false;
    match pm.run(&mut ir, m) {
        Ok(()) => {
            if UPSTREAM_INVALID.iter().any(|f| name.contains(f)) {
                return;
            }
            if let Err(d) = mlir_ir::verifier::verify(&mut ir, m) {
                panic!("{pipeline} on {name} left invalid IR: {}\n{src}", d.message);
            }
        }
        Err(RunError::AnchorMismatch { .. }) => {}
        Err(_) if pipeline.matches(',').count() == 0 => {
            // A single conversion that fails is rolled back.
            assert_eq!(
                mlir_ir::printer::print_op(&ir, m, &flags),
                before,
                "{pipeline} on {name} failed and changed the IR"
            );
        }
        Err(_) => {}
    }
}

#[test]
fn lowering_keeps_test_inputs_valid() {
    let inputs = inputs();
    assert!(inputs.len() > 50, "found the lit inputs");
    let ctx = context();
    for (name, src) in &inputs {
        for p in PIPELINES {
            check(&ctx, name, src, p);
        }
    }
}

#[test]
fn lowering_keeps_mutated_inputs_valid() {
    // A fixed linear congruential sequence: the same mutants every run.
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) as usize
    };
    let ctx = context();
    for (name, src) in inputs() {
        let lines: Vec<&str> = src.lines().collect();
        if lines.len() < 3 {
            continue;
        }
        for _ in 0..3 {
            let drop = next() % lines.len();
            let mutant: String =
                lines.iter().enumerate().filter(|(i, _)| *i != drop).map(|(_, l)| format!("{l}\n")).collect();
            let p = PIPELINES[next() % PIPELINES.len()];
            check(&ctx, &format!("{name} without line {}", drop + 1), &mutant, p);
        }
    }
}

/// A function nesting `scf.if`s (with results) to the region limit.
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

#[test]
fn lowering_survives_deep_nesting_on_a_small_stack() {
    let src = nested_ifs();
    let t = std::thread::Builder::new()
        .stack_size(512 * 1024)
        .spawn(move || {
            let ctx = context();
            let mut ir = Ir::new(&ctx);
            let m = parse_source(&mut ir, &src, "deep.mlir", &ParserConfig::default()).expect("parses");
            let pipeline = "builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)";
            let mut pm = PassManager::with_pipeline(OpPassManager::parse(pipeline).expect("pipeline parses"));
            pm.run(&mut ir, m).unwrap_or_else(|e| panic!("{pipeline}: {e}"));
            mlir_ir::verifier::verify(&mut ir, m).unwrap_or_else(|d| panic!("{}", d.message));
            let text = mlir_ir::printer::print_op(&ir, m, &mlir_ir::printer::PrintFlags::default());
            assert!(!text.contains("scf.") && !text.contains("arith."), "all lowered");
            ir.erase_op(m).expect("erase");
        })
        .expect("spawn");
    if let Err(e) = t.join() {
        std::panic::resume_unwind(e);
    }
}
