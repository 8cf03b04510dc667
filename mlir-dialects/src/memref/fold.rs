//! Folders of `memref` ops (upstream's `MemRefOps.cpp`): loads, stores,
//! deallocs and dynamic `memref.dim`s look through `memref.cast`
//! (`foldMemRefCast`), and
//! `memref.dim` of a static dimension with a constant index is that size.

use crate::fold_utils::int_of;
use mlir_ir::dialect::{FoldResult, Folded};
use mlir_ir::ods::view::Checked;
use mlir_ir::{Attribute, Ir, OpId, TypeKind, Value};

/// The source of a `memref.cast` defining `v`, unless it is unranked (a
/// load cannot read through it; upstream's `foldMemRefCast` skips those).
fn cast_source(ir: &Ir, v: Value) -> Option<Value> {
    let Value::OpResult { op, .. } = v else { return None };
    let src = super::CastOp::new(ir, op)?.source(ir).checked();
    let ty = ir.value_type(src).checked();
    (!matches!(ir.ctx().type_kind(ty), TypeKind::UnrankedMemRef { .. })).then_some(src)
}

/// `memref.load` from a `memref.cast`: from the cast's source.
pub(super) fn fold_load(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    let load = super::LoadOp::new(ir, op)?;
    let src = cast_source(ir, load.memref(ir).checked())?;
    updated(vec![src], load.indices(ir).checked())
}

/// `memref.store` into a `memref.cast`: into the cast's source.
pub(super) fn fold_store(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    let store = super::StoreOp::new(ir, op)?;
    let src = cast_source(ir, store.memref(ir).checked())?;
    updated(vec![store.value(ir).checked(), src], store.indices(ir).checked())
}

/// `memref.dealloc` of a `memref.cast`: of the cast's source.
pub(super) fn fold_dealloc(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    let src = cast_source(ir, super::DeallocOp::new(ir, op)?.memref(ir).checked())?;
    updated(vec![src], Vec::new())
}

/// An in-place update to the operands `head` then `rest`.
fn updated(mut head: Vec<Value>, rest: Vec<Value>) -> Option<Folded> {
    head.extend(rest);
    Some(Folded::Update { operands: Some(head), attrs: Vec::new() })
}

/// `memref.dim`: a static size at a constant index, else a dynamic size
/// looked up through a `memref.cast`.
pub(super) fn fold_dim(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let (_, index) = int_of(ctx, c.get(1).copied().flatten()?)?;
    let index = usize::try_from(index.to_i64()?).ok()?;
    let dim = super::DimOp::new(ir, op)?;
    let source = dim.source(ir).checked();
    let ty = ir.value_type(source).checked();
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else { return None };
    let size = *shape.get(index)?;
    if size < 0 {
        // The size an alloc, alloca or view was given for that dimension
        // (upstream's `DimOp::fold`), else a size that may be static on the
        // other side of a cast.
        let dynamic_index = shape[..index].iter().filter(|d| **d < 0).count();
        if let Some(v) = given_dynamic_size(ir, source, dynamic_index) {
            return Some(Folded::Results(vec![FoldResult::Value(v)]));
        }
        return updated(vec![cast_source(ir, source)?], vec![dim.index(ir).checked()]);
    }
    let attr = ctx.int_attr_i64(ctx.index_type(), size);
    Some(Folded::Results(vec![FoldResult::Attr(attr)]))
}

/// The dynamic size number `dynamic_index` that the alloc, alloca or view
/// defining `memref` was given.
fn given_dynamic_size(ir: &Ir, memref: Value, dynamic_index: usize) -> Option<Value> {
    let Value::OpResult { op: def, .. } = memref else { return None };
    let sizes = if let Some(alloc) = super::AllocOp::new(ir, def) {
        alloc.dynamic_sizes(ir)
    } else if let Some(alloca) = super::AllocaOp::new(ir, def) {
        alloca.dynamic_sizes(ir)
    } else {
        super::ViewOp::new(ir, def)?.sizes(ir)
    };
    sizes.checked().get(dynamic_index).copied()
}
