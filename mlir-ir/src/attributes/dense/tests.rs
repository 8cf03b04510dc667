//! Tests of dense elements: construction and splat detection, the typed
//! view, and parse/print round trips. Every expected text and error comes
//! from upstream mlir-opt 22.

use super::*;
use crate::ident::Identifier;
use crate::ir::Ir;
use crate::parser::{parse_source, ParserConfig};
use crate::printer::{attr_to_string, PrintFlags};
use crate::types::FloatKind;

fn ctx() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn int_ty(ctx: &Context, width: u32, signedness: Signedness) -> Type {
    ctx.get_type(TypeKind::Integer { width, signedness })
}

fn tensor(ctx: &Context, shape: &[i64], element: Type) -> Type {
    ctx.get_type(TypeKind::RankedTensor { shape: shape.into(), element, encoding: None })
}

/// Parses `"t.op"() {a = <text>} : () -> ()` and returns attribute `a`.
fn parse_attr(ctx: &Context, text: &str) -> Result<Attribute, String> {
    let mut ir = Ir::new(ctx);
    let src = format!("\"t.op\"() {{a = {text}}} : () -> ()");
    let module = parse_source(&mut ir, &src, "t.mlir", &ParserConfig::default()).map_err(|d| d.message)?;
    let region = ir.regions(module).map_err(|e| e.to_string())?[0];
    let block = ir.region_first_block(region).map_err(|e| e.to_string())?.ok_or("no block")?;
    let op = ir.block_first_op(block).map_err(|e| e.to_string())?.ok_or("no op")?;
    let name: Identifier = ctx.ident("a");
    ir.op_attr(op, name).map_err(|e| e.to_string())?.ok_or_else(|| "no attribute".to_string())
}

/// Parses and prints an attribute.
fn round_trip(text: &str) -> String {
    let ctx = ctx();
    match parse_attr(&ctx, text) {
        Ok(a) => attr_to_string(&ctx, a),
        Err(e) => format!("error: {e}"),
    }
}

#[test]
fn equal_elements_are_a_splat() {
    let ctx = ctx();
    let i32t = int_ty(&ctx, 32, Signedness::Signless);
    let ty = tensor(&ctx, &[2], i32t);
    let one = || DenseValue::Int(APInt::from_u64(32, 1));
    let pair = ctx.dense_elements_attr(ty, &[one(), one()]).unwrap();
    let splat = ctx.dense_elements_attr(ty, &[one()]).unwrap();
    assert_eq!(pair, splat);
    let view = DenseElements::new(&ctx, pair).unwrap();
    assert!(view.is_splat());
    assert_eq!(view.len(), 2);
    assert_eq!(view.int(1).unwrap().to_i64(), Some(1));
    assert_eq!(view.int(2), None);
    assert_eq!(attr_to_string(&ctx, pair), "dense<1> : tensor<2xi32>");
    // Parsed forms unique to the same attribute too.
    assert_eq!(parse_attr(&ctx, "dense<[1, 1]> : tensor<2xi32>").unwrap(), splat);
}

#[test]
fn values_must_match_the_element_type() {
    let ctx = ctx();
    let i8t = int_ty(&ctx, 8, Signedness::Signless);
    let ty = tensor(&ctx, &[3], i8t);
    let v = |x: i64| DenseValue::Int(APInt::from_i64(8, x));
    assert_eq!(ctx.dense_elements_attr(ty, &[v(1), v(2)]), Err(DenseError::WrongCount { expected: 3, got: 2 }));
    assert_eq!(
        ctx.dense_elements_attr(ty, &[DenseValue::Int(APInt::from_u64(16, 1))]),
        Err(DenseError::WrongValue { index: 0 })
    );
    assert_eq!(ctx.dense_elements_attr(ty, &[DenseValue::Float(0)]), Err(DenseError::WrongValue { index: 0 }));
    let unranked = ctx.get_type(TypeKind::UnrankedTensor { element: i8t });
    assert_eq!(ctx.dense_elements_attr(unranked, &[v(1)]), Err(DenseError::NotStaticShaped));
    let a = ctx.dense_elements_attr(ty, &[v(-1), v(2), v(3)]).unwrap();
    assert_eq!(attr_to_string(&ctx, a), "dense<[-1, 2, 3]> : tensor<3xi8>");
}

#[test]
fn typed_view_reads_every_kind() {
    let ctx = ctx();
    let f32t = ctx.get_type(TypeKind::Float(FloatKind::F32));
    let c = ctx.get_type(TypeKind::Complex(f32t));
    let ty = tensor(&ctx, &[2], c);
    let one = 0x3F80_0000u128;
    let two = 0x4000_0000u128;
    let a =
        ctx.dense_elements_attr(ty, &[DenseValue::ComplexFloat(one, two), DenseValue::ComplexFloat(two, one)]).unwrap();
    let view = DenseElements::new(&ctx, a).unwrap();
    assert_eq!(view.complex_float_bits(1), Some((two, one)));
    assert_eq!(view.float_bits(0), None);
    assert_eq!(view.element_kind(), DenseElementKind::ComplexFloat(FloatKind::F32));
    assert_eq!(
        attr_to_string(&ctx, a),
        "dense<[(1.000000e+00,2.000000e+00), (2.000000e+00,1.000000e+00)]> : tensor<2xcomplex<f32>>"
    );

    let opaque = ctx.get_type(TypeKind::Opaque { dialect: ctx.ident("foo"), data: "bar".into() });
    let sty = tensor(&ctx, &[2], opaque);
    let s = ctx.dense_string_elements_attr(sty, &[b"a", b"b\n"]).unwrap();
    let view = DenseElements::new(&ctx, s).unwrap();
    assert_eq!(view.string(1), Some(&b"b\n"[..]));
    assert_eq!(view.int(0), None);
    assert_eq!(attr_to_string(&ctx, s), "dense<[\"a\", \"b\\0A\"]> : tensor<2x!foo.bar>");
    let splat = ctx.dense_string_elements_attr(sty, &[b"x", b"x"]).unwrap();
    assert!(DenseElements::new(&ctx, splat).unwrap().is_splat());
}

#[test]
fn bools_pack_by_the_bit_in_raw_buffers() {
    let ctx = ctx();
    let i1 = int_ty(&ctx, 1, Signedness::Signless);
    let ty = tensor(&ctx, &[10], i1);
    let a = ctx.dense_elements_from_buffer(ty, &[0xDD, 0x03]).unwrap();
    let view = DenseElements::new(&ctx, a).unwrap();
    assert_eq!(view.raw_bytes(), &[1, 0, 1, 1, 1, 0, 1, 1, 1, 1]);
    assert_eq!(view.raw_buffer(), vec![0xDD, 0x03]);
    assert_eq!(
        attr_to_string(&ctx, a),
        "dense<[true, false, true, true, true, false, true, true, true, true]> : tensor<10xi1>"
    );
    // A single 0xFF byte is a splat; all-ones data is detected as one.
    let t = ctx.dense_elements_from_buffer(ty, &[0xFF]).unwrap();
    assert_eq!(ctx.dense_elements_from_buffer(ty, &[0xFF, 0x03]).unwrap(), t);
    assert_eq!(attr_to_string(&ctx, t), "dense<true> : tensor<10xi1>");
    assert_eq!(ctx.dense_elements_from_buffer(ty, &[0x01]), Err(DenseError::BadBufferSize { got: 1 }));
}

#[test]
fn raw_layout_round_trips() {
    let ctx = ctx();
    let i16t = int_ty(&ctx, 16, Signedness::Unsigned);
    let ty = tensor(&ctx, &[2, 2], i16t);
    let bytes = [1, 0, 2, 0, 0xFF, 0xFF, 4, 0];
    let a = ctx.dense_elements_from_raw(ty, &bytes).unwrap();
    let view = DenseElements::new(&ctx, a).unwrap();
    assert_eq!(view.raw_bytes(), &bytes);
    assert_eq!(view.int(2).unwrap().to_u64(), Some(65535));
    assert_eq!(attr_to_string(&ctx, a), "dense<[[1, 2], [65535, 4]]> : tensor<2x2xui16>");
    assert_eq!(ctx.dense_elements_from_raw(ty, &bytes[..3]), Err(DenseError::BadBufferSize { got: 3 }));
}

#[test]
fn parses_and_prints_like_mlir_opt() {
    let cases = [
        ("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"),
        (
            "dense<[1.0, 2.5, -3.0]> : tensor<3xf32>",
            "dense<[1.000000e+00, 2.500000e+00, -3.000000e+00]> : tensor<3xf32>",
        ),
        ("dense<[0x7F800000, 1.0]> : tensor<2xf32>", "dense<[0x7F800000, 1.000000e+00]> : tensor<2xf32>"),
        ("dense<0.1> : tensor<f16>", "dense<9.997550e-02> : tensor<f16>"),
        ("dense<[true, false, true]> : tensor<3xi1>", "dense<[true, false, true]> : tensor<3xi1>"),
        ("dense<-1> : tensor<1xi1>", "dense<true> : tensor<1xi1>"),
        ("dense<[1, 255]> : vector<2xui8>", "dense<[1, 255]> : vector<2xui8>"),
        ("dense<(1, 2)> : tensor<3xcomplex<i32>>", "dense<(1,2)> : tensor<3xcomplex<i32>>"),
        ("dense<(1, 2)> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
        ("dense<\"x\"> : tensor<3x!foo.bar>", "dense<\"x\"> : tensor<3x!foo.bar>"),
        ("dense<\"0x0102\"> : tensor<2x!a.b>", "dense<\"0x0102\"> : tensor<2x!a.b>"),
        ("dense<\"0x01000101\"> : tensor<4xi8>", "dense<[1, 0, 1, 1]> : tensor<4xi8>"),
        ("dense<\"0x05\"> : tensor<4xi1>", "dense<[true, false, true, false]> : tensor<4xi1>"),
        ("dense<\"0x0000803F\"> : tensor<4xf32>", "dense<1.000000e+00> : tensor<4xf32>"),
        ("dense<> : tensor<2x0xi32>", "dense<> : tensor<2x0xi32>"),
        ("dense<[[]]> : tensor<1x0xi32>", "dense<> : tensor<1x0xi32>"),
        ("dense<5> : tensor<0xi32>", "dense<5> : tensor<0xi32>"),
        ("dense<0> : tensor<2xi0>", "dense<[0, 0]> : tensor<2xi0>"),
        ("dense<[1, 2]> : memref<2xi32>", "dense<[1, 2]> : memref<2xi32>"),
        ("dense<[(false, true)]> : tensor<1xcomplex<i1>>", "dense<(false,false)> : tensor<1xcomplex<i1>>"),
    ];
    for (input, expected) in cases {
        assert_eq!(round_trip(input), expected, "input: {input}");
    }
}

#[test]
fn reports_mlir_opt_errors() {
    let cases = [
        ("dense<[1, 2]> : i32", "elements literal must be a shaped type"),
        ("dense<[1, 2]> : tensor<?xi32>", "elements literal type must have static shape"),
        (
            "dense<[[1, 2], [3]]> : tensor<2x2xi32>",
            "tensor literal is invalid; ranks are not consistent between elements",
        ),
        ("dense<[1]> : tensor<3xi32>", "inferred shape of elements literal ([1]) does not match type ([3])"),
        ("dense<> : tensor<2xi32>", "parsed zero elements, but type ('tensor<2xi32>') expected at least 1"),
        ("dense<1.5> : tensor<2xi32>", "expected integer elements, but parsed floating-point"),
        ("dense<-1> : tensor<2xui32>", "expected unsigned integer elements, but parsed negative value"),
        ("dense<256> : tensor<2xi8>", "integer constant out of range for type"),
        ("dense<-0> : tensor<2xi32>", "integer constant out of range for type"),
        ("dense<true> : tensor<2xi32>", "expected i1 type for 'true' or 'false' values"),
        ("dense<true> : tensor<2xf32>", "expected floating point literal"),
        ("dense<1> : tensor<2xf32>", "unexpected decimal integer literal for a floating point value"),
        ("dense<\"0x12\"> : tensor<2xf32>", "elements hex data size is invalid for provided type: 'tensor<2xf32>'"),
        ("dense<\"abc\"> : tensor<2xi32>", "expected string containing hex digits starting with `0x`"),
        ("dense<1> : tensor<2xcomplex<i32>>", "parsed 1 elements, but type ('complex<i32>') expected 2 elements"),
        (
            "dense<[1, 2]> : tensor<2xcomplex<i32>>",
            "parsed 2 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements",
        ),
        ("dense<(1 2)> : tensor<2xcomplex<i32>>", "expected ',' between complex elements"),
        ("dense<1> : tensor<2x!a.b>", "expected string token, got 1"),
        ("dense<-true> : tensor<1xi1>", "expected integer or floating point literal"),
        ("dense<[1, 2,]> : tensor<2xi32>", "expected element literal of primitive type"),
        ("dense<[1, 2]>", "expected ':'"),
    ];
    for (input, expected) in cases {
        assert_eq!(round_trip(input), format!("error: {expected}"), "input: {input}");
    }
}

#[test]
fn large_data_prints_as_hex_and_elides() {
    let ctx = ctx();
    let i8t = int_ty(&ctx, 8, Signedness::Signless);
    let ty = tensor(&ctx, &[101], i8t);
    let bytes: Vec<u8> = (0..101u8).collect();
    let a = ctx.dense_elements_from_raw(ty, &bytes).unwrap();
    let hex: String = bytes.iter().map(|b| format!("{b:02X}")).collect();
    assert_eq!(attr_to_string(&ctx, a), format!("dense<\"0x{hex}\"> : tensor<101xi8>"));
    let ty100 = tensor(&ctx, &[100], i8t);
    let b = ctx.dense_elements_from_raw(ty100, &bytes[..100]).unwrap();
    assert!(attr_to_string(&ctx, b).starts_with("dense<[0, 1, 2, "));
    // Splats never print as hex.
    let s = ctx.dense_elements_from_raw(ty, &[7]).unwrap();
    assert_eq!(attr_to_string(&ctx, s), "dense<7> : tensor<101xi8>");

    let mut ir = Ir::new(&ctx);
    let src = "\"t.op\"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<1> : tensor<9xi32>} : () -> ()";
    let module = parse_source(&mut ir, src, "t.mlir", &ParserConfig::default()).unwrap();
    let flags = PrintFlags { elide_elements_above: Some(2), ..PrintFlags::default() };
    let text = crate::printer::print_op(&ir, module, &flags);
    assert!(text.contains("a = dense_resource<__elided__> : tensor<3xi32>, b = dense<1> : tensor<9xi32>"), "{text}");
    let flags = PrintFlags { hex_elements_above: Some(2), ..PrintFlags::default() };
    let text = crate::printer::print_op(&ir, module, &flags);
    assert!(text.contains("a = dense<\"0x010000000200000003000000\"> : tensor<3xi32>"), "{text}");
}
