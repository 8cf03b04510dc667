//! Every standard pass, run on every valid input of the project's lit tests
//! and on deterministic mutants of them (lines dropped), succeeds and
//! leaves IR that verifies: a pattern or pass that breaks dominance, block
//! argument counts or types shows up here even where no expected output
//! covers it.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::Ir;

mod common;
use mlir_passes::{OpPassManager, PassManager, RunError};

const PIPELINES: &[&str] = &[
    "builtin.module(canonicalize)",
    "builtin.module(canonicalize{top-down=false})",
    "builtin.module(cse)",
    "builtin.module(sccp)",
    "builtin.module(inline)",
    "builtin.module(loop-invariant-code-motion)",
    "builtin.module(control-flow-sink)",
    "builtin.module(symbol-dce)",
    "builtin.module(symbol-privatize)",
    "builtin.module(topological-sort)",
    "builtin.module(func.func(canonicalize,cse),symbol-dce)",
];

fn inputs() -> Vec<(String, String)> {
    common::inputs(&["passes", "dialects", "text"])
}

use common::context;

/// Runs `pipeline` on `src` if it parses and verifies; panics (failing the
/// test) when the pass fails or leaves invalid IR.
fn check(name: &str, src: &str, pipeline: &str) {
    let ctx = context();
    let mut ir = Ir::new(&ctx);
    let Ok(m) = parse_source(&mut ir, src, "input.mlir", &ParserConfig::default()) else { return };
    let mut pm = PassManager::with_pipeline(OpPassManager::parse(pipeline).expect("pipeline parses"));
    match pm.run(&mut ir, m) {
        Ok(()) => {}
        // Inputs for other anchors (a non-module top level) are not ours.
        Err(RunError::AnchorMismatch { .. }) => {}
        Err(e) => panic!("{pipeline} on {name}: {e}\n{src}"),
    }
}

#[test]
fn passes_keep_test_inputs_valid() {
    let inputs = inputs();
    assert!(inputs.len() > 50, "found the lit inputs");
    for (name, src) in &inputs {
        for p in PIPELINES {
            check(name, src, p);
        }
    }
}

#[test]
fn passes_keep_mutated_inputs_valid() {
    // A fixed linear congruential sequence: the same mutants every run.
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) as usize
    };
    for (name, src) in inputs() {
        let lines: Vec<&str> = src.lines().collect();
        if lines.len() < 3 {
            continue;
        }
        for _ in 0..mutants() {
            let drop = next() % lines.len();
            let mutant: String =
                lines.iter().enumerate().filter(|(i, _)| *i != drop).map(|(_, l)| format!("{l}\n")).collect();
            let p = PIPELINES[next() % PIPELINES.len()];
            check(&format!("{name} without line {}", drop + 1), &mutant, p);
        }
    }
}

/// Mutants per input: 4, or `RMLIR_MUTANTS` for a longer hunt.
fn mutants() -> usize {
    std::env::var("RMLIR_MUTANTS").ok().and_then(|v| v.parse().ok()).unwrap_or(4)
}
