//! `expand-strided-metadata` (upstream's `ExpandStridedMetadata`): a
//! `memref.subview` becomes a `memref.extract_strided_metadata` of its
//! source and a `memref.reinterpret_cast` of the base buffer with the
//! subview's offset, sizes and strides computed from the source's, so
//! `finalize-memref-to-llvm` only meets ops it lowers. Run by the greedy
//! driver, which also folds and removes dead ops, as upstream's pass does.
//!
//! Only subviews whose source layout and own offsets, sizes and strides
//! are all static are expanded: the dynamic ones need `affine.apply`,
//! and rmlir has no affine dialect.

use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRewriter, RewritePattern};
use mlir_ir::types::{memref_strides_and_offset, DYNAMIC};
use mlir_ir::{AttrKind, Attribute, Context, Ir, OpId, OperationState, TypeKind};
use mlir_passes::pass::{Pass, PassResult};
use mlir_passes::registry::{unknown_option, PassRegistration};
use mlir_passes::{apply_greedily, FrozenPatterns, GreedyConfig};
use std::sync::Arc;

/// The `i64` entries of a dense array attribute.
fn i64_entries(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { raw, len, .. } => {
            Some((0..*len).map(|i| i64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8]))).collect())
        }
        _ => None,
    }
}

/// `array<i64: ...>`.
fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    crate::llvm::conversion::build::i64_array(ctx, values)
}

/// The subview expansion.
struct SubviewFolder;

impl RewritePattern for SubviewFolder {
    fn root(&self) -> Option<&str> {
        Some("memref.subview")
    }

    fn name(&self) -> &str {
        "SubviewFolder"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        expand(op, rw).is_some()
    }
}

/// The static offset, sizes and strides of the subview `op` of a source
/// with static layout, in the source's rank.
fn static_subview(ir: &Ir, op: OpId) -> Option<(i64, Vec<i64>, Vec<i64>)> {
    let ctx = ir.ctx();
    let subview = super::SubViewOp::new(ir, op)?;
    let src_ty = ir.value_type(subview.source(ir).checked()).ok()?;
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(src_ty) else { return None };
    let (src_strides, src_offset) = memref_strides_and_offset(ctx, shape, *layout)?;
    if src_offset == DYNAMIC || src_strides.contains(&DYNAMIC) || ir.num_operands(op).ok()? != 1 {
        return None;
    }
    let offsets = i64_entries(ctx, subview.static_offsets(ir).checked()?)?;
    let sizes = i64_entries(ctx, subview.static_sizes(ir).checked()?)?;
    let strides = i64_entries(ctx, subview.static_strides(ir).checked()?)?;
    let all = offsets.iter().chain(&sizes).chain(&strides);
    if all.clone().any(|v| *v == DYNAMIC) || offsets.len() != shape.len() {
        return None;
    }
    let offset = src_offset + offsets.iter().zip(&src_strides).map(|(o, s)| o * s).sum::<i64>();
    let final_strides: Vec<i64> = strides.iter().zip(&src_strides).map(|(a, b)| a * b).collect();
    Some((offset, sizes, final_strides))
}

fn expand(op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let ctx = ir.ctx().clone();
    let (offset, sizes, strides) = static_subview(ir, op)?;
    let result_ty = ir.value_type(ir.result(op, 0).ok()?).ok()?;
    let TypeKind::MemRef { shape: rshape, .. } = ctx.type_kind(result_ty) else { return None };
    // Rank-reducing subviews drop unit dimensions: keep the others.
    let (sizes, strides) = if rshape.len() == sizes.len() {
        (sizes, strides)
    } else {
        let mut kept = (Vec::new(), Vec::new());
        let mut want = rshape.iter().peekable();
        for (s, st) in sizes.iter().zip(&strides) {
            if want.peek().is_some_and(|w| **w == *s) {
                want.next();
                kept.0.push(*s);
                kept.1.push(*st);
            } else if *s != 1 {
                return None;
            }
        }
        if want.next().is_some() {
            return None;
        }
        kept
    };
    let source = super::SubViewOp::new(ir, op)?.source(ir).checked();
    let src_ty = ir.value_type(source).checked();
    let TypeKind::MemRef { shape, element, memory_space, .. } = ctx.type_kind(src_ty) else { return None };
    let rank = shape.len();
    let loc = ir.op_loc(op).checked();
    let base_ty = ctx.get_type(TypeKind::MemRef {
        shape: Box::new([]),
        element: *element,
        layout: None,
        memory_space: *memory_space,
    });
    let index = ctx.index_type();
    let mut meta = OperationState::new(ctx.op_name("memref.extract_strided_metadata"), loc);
    meta.operands = vec![source];
    meta.result_types = std::iter::once(base_ty).chain(std::iter::repeat(index).take(1 + 2 * rank)).collect();
    rw.set_insertion_point(InsertPoint::Before(op));
    let meta = rw.create(meta, op).ok()?;
    let base = rw.ir().result(meta, 0).ok()?;
    let mut cast = OperationState::new(ctx.op_name("memref.reinterpret_cast"), loc);
    cast.operands = vec![base];
    cast.result_types = vec![result_ty];
    cast.attributes = vec![
        (ctx.ident("operandSegmentSizes"), ctx.dense_i32_array_attr(&[1, 0, 0, 0])),
        (ctx.ident("static_offsets"), i64_array(&ctx, &[offset])),
        (ctx.ident("static_sizes"), i64_array(&ctx, &sizes)),
        (ctx.ident("static_strides"), i64_array(&ctx, &strides)),
    ];
    rw.replace_op_with_new(op, cast).ok().map(|_| ())
}

/// The `expand-strided-metadata` pass.
#[derive(Clone, Default)]
pub struct ExpandStridedMetadata;

impl Pass for ExpandStridedMetadata {
    fn argument(&self) -> &str {
        "expand-strided-metadata"
    }

    fn name(&self) -> &str {
        "ExpandStridedMetadataPass"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let patterns = FrozenPatterns::new(vec![Arc::new(SubviewFolder)], &[], &[]);
        apply_greedily(ir, op, &patterns, &GreedyConfig::default());
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn create(options: &[(String, String)]) -> Result<Box<dyn Pass>, String> {
    if let Some((k, _)) = options.first() {
        return Err(unknown_option("expand-strided-metadata", k));
    }
    Ok(Box::new(ExpandStridedMetadata))
}

inventory::submit! {
    PassRegistration {
        argument: "expand-strided-metadata",
        description: "Expand memref operations into easier to analyze constructs",
        create,
    }
}
