//! `canonicalize_strided_layout`: the canonical forms below are the ones
//! mlir-opt 22 prints in `memref.transpose`'s verifier message.

use mlir_ir::parser::parse_type_str;
use mlir_ir::printer::type_to_string;
use mlir_ir::types::canonicalize_strided_layout;
use mlir_ir::Context;

fn canonical(src: &str) -> String {
    let ctx = Context::new();
    let t = parse_type_str(&ctx, src).expect("type parses");
    type_to_string(&ctx, canonicalize_strided_layout(&ctx, t))
}

#[test]
fn row_major_layouts_become_identity() {
    assert_eq!(canonical("memref<10x20xf32, strided<[20, 1]>>"), "memref<10x20xf32>");
    assert_eq!(canonical("memref<10x20xf32, affine_map<(d0, d1) -> (d0 * 20 + d1)>>"), "memref<10x20xf32>");
    assert_eq!(canonical("memref<4x?xf32>"), "memref<4x?xf32>");
}

#[test]
fn other_layouts_become_simplified_maps() {
    assert_eq!(
        canonical("memref<20x10xf32, strided<[1, 20]>>"),
        "memref<20x10xf32, affine_map<(d0, d1) -> (d0 + d1 * 20)>>"
    );
    assert_eq!(
        canonical("memref<20x10xf32, affine_map<(d0, d1) -> (d1 * 20 + d0 + 3)>>"),
        "memref<20x10xf32, affine_map<(d0, d1) -> (d0 + d1 * 20 + 3)>>"
    );
    assert_eq!(
        canonical("memref<8x4x?xf32, strided<[1, ?, 8], offset: 3>>"),
        "memref<8x4x?xf32, affine_map<(d0, d1, d2)[s0] -> (d0 + d1 * s0 + d2 * 8 + 3)>>"
    );
}

#[test]
fn multi_result_maps_are_left_alone() {
    assert_eq!(
        canonical("memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>"),
        "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>"
    );
}

fn strides(src: &str) -> Option<(Vec<i64>, i64)> {
    let ctx = Context::new();
    let t = parse_type_str(&ctx, src).expect("type parses");
    let mlir_ir::TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { panic!("not a memref") };
    mlir_ir::types::memref_strides_and_offset(&ctx, shape, *layout)
}

const D: i64 = mlir_ir::types::DYNAMIC;

#[test]
fn strides_of_identity_layouts_are_row_major_until_a_dynamic_or_zero_size() {
    assert_eq!(strides("memref<2x3xf32>"), Some((vec![3, 1], 0)));
    assert_eq!(strides("memref<4x?xf32>"), Some((vec![D, 1], 0)));
    assert_eq!(strides("memref<?x5x0xf32>"), Some((vec![D, D, 1], 0)));
    assert_eq!(strides("memref<f32>"), Some((vec![], 0)));
}

#[test]
fn strides_of_affine_layouts_are_their_coefficients() {
    assert_eq!(strides("memref<4x5xf32, affine_map<(d0, d1) -> (d1 * 4 + d0 + 7)>>"), Some((vec![1, 4], 7)));
    assert_eq!(strides("memref<4x5xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>"), Some((vec![1, D], 0)));
    assert_eq!(strides("memref<4x5xf32, affine_map<(d0, d1) -> (d0 * 5 + d1 * 2 + d0)>>"), Some((vec![6, 2], 0)));
    assert_eq!(strides("memref<4x5xf32, affine_map<(d0, d1) -> (d1, d0)>>"), None);
    assert_eq!(strides("memref<4x5xf32, affine_map<(d0, d1) -> (d1 mod 4 + d0)>>"), None);
}
