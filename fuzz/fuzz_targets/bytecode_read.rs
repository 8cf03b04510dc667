//! Reads arbitrary bytes as bytecode with every standard dialect loaded:
//! the read succeeds or fails with a diagnostic, never panics, and
//! whatever is read writes as bytecode that reads back to the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlir_ir::bytecode::{read_bytecode, write_bytecode, WriteConfig};
use mlir_ir::parser::ParserConfig;
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{Context, Ir};

fuzz_target!(|data: &[u8]| {
    let ctx = Context::new();
    mlir_init::register_and_load_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let Ok(m) = read_bytecode(&mut ir, data, "fuzz", &ParserConfig::default()) else {
        return;
    };
    let flags = PrintFlags { debug_info: true, ..PrintFlags::default() };
    let text = print_op(&ir, m, &flags);
    let bytes = write_bytecode(&ir, m, &WriteConfig::default()).expect("what was read writes");
    // A fresh context: in this one the resources' names are taken, and a
    // second read renames them (`blob` -> `blob_1`), as upstream's does.
    let ctx2 = Context::new();
    mlir_init::register_and_load_all(&ctx2);
    ctx2.set_allow_unregistered_dialects(true);
    let mut ir2 = Ir::new(&ctx2);
    let m2 = match read_bytecode(&mut ir2, &bytes, "fuzz", &ParserConfig::default()) {
        Ok(m2) => m2,
        Err(d) => panic!("bytecode written from what was read does not read back: {:?}\n{text}", d[0].message),
    };
    assert_eq!(print_op(&ir2, m2, &flags), text, "the round trip changed the module");
});
