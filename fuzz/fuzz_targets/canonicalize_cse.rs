//! Parses arbitrary bytes with every standard dialect loaded; whatever
//! parses and verifies goes through `canonicalize,cse`, after which it
//! must still verify and print. A pass may fail with a diagnostic; it may
//! never panic, loop or produce invalid IR.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::verifier::verify_all;
use mlir_ir::{Context, Ir};
use mlir_passes::{DirectHost, OpPassManager, PassManager};

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let ctx = Context::new();
    mlir_init::register_and_load_all(&ctx);
    let mut ir = Ir::new(&ctx);
    let Ok(m) = parse_source(&mut ir, src, "fuzz", &ParserConfig::default()) else {
        return;
    };
    let root = OpPassManager::parse("builtin.module(canonicalize,cse)").expect("a valid pipeline");
    let mut pm = PassManager::with_pipeline(root);
    pm.verify_each = false;
    if pm.run_on(&DirectHost::new(&mut ir), m).is_err() {
        return;
    }
    if let Err(e) = verify_all(&mut ir, m) {
        panic!("canonicalize,cse produced invalid IR: {e:?}\n--- input\n{src}\n--- output\n{}", print_op(&ir, m, &PrintFlags::default()));
    }
    let _ = print_op(&ir, m, &PrintFlags::default());
});
