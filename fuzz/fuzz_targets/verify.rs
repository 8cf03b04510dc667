//! Parses arbitrary bytes without verifying, then runs the verifier on
//! whatever parsed (and prints its diagnostics, which print ops in their
//! `see current operation` notes). Invalid IR must give diagnostics, never
//! a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::verifier::verify_all;
use mlir_ir::{Context, Ir};

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let ctx = Context::new();
    // Every standard dialect: their parsers, printers and verifiers are
    // what bad input reaches first.
    mlir_init::register_and_load_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let config = ParserConfig { verify_after_parse: false, ..Default::default() };
    let Ok(m) = parse_source(&mut ir, src, "fuzz", &config) else {
        return;
    };
    let _ = verify_all(&mut ir, m);
});
