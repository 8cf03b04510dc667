//! Found by the `parse_roundtrip` fuzz target: `array<i320: 1>` panicked
//! in the dense-array parser and printer (slicing 40 bytes out of a
//! 16-byte `u128`) instead of parsing; mlir-opt prints it back unchanged.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{Context, Ir};

#[test]
fn dense_array_with_elements_wider_than_128_bits() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let src = "\"t.o\"() {a = array<i320: 1>} : () -> ()";
    let m = parse_source(&mut ir, src, "t", &ParserConfig::default()).expect("mlir-opt accepts this");
    let out = print_op(&ir, m, &PrintFlags::default());
    assert!(out.contains("array<i320: 1>"), "{out}");
}
