//! Parses arbitrary bytes as MLIR text (unregistered dialects allowed, no
//! verification), prints what parsed in generic form, and checks that the
//! printed text re-parses and prints identically. Any panic or stack
//! overflow is a bug: bad input must give a diagnostic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
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
    let _ = print_op(&ir, m, &PrintFlags::default());
    let flags = PrintFlags {
        generic: true,
        debug_info: true,
        ..Default::default()
    };
    // One round may merge attributes that print alike but differ (range
    // locations spelled `to :9` and `to 3:9`, as upstream keeps them
    // distinct); from the printed text on, printing must be a fixpoint.
    let first = print_op(&ir, m, &flags);
    let reparse = |text: &str| -> String {
        let mut ir2 = Ir::new(&ctx);
        match parse_source(&mut ir2, text, "fuzz", &config) {
            Ok(m2) => print_op(&ir2, m2, &flags),
            Err(d) => panic!("printed text does not re-parse: {}\n{text}", d.message),
        }
    };
    let text = reparse(&first);
    let again = reparse(&text);
    assert!(again == text, "generic print is not a fixpoint:\n{text}\n---\n{again}");
    ir.erase_op(m).expect("erasing the parsed module");
});
