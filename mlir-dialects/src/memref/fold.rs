//! Folders of `memref` ops (upstream's `MemRefOps.cpp`): loads, stores,
//! deallocs and dynamic `memref.dim`s look through `memref.cast`
//! (`foldMemRefCast`), and
//! `memref.dim` of a static dimension with a constant index is that size.

use crate::fold_utils::{int_of, operand};
use mlir_ir::dialect::{FoldResult, Folded};
use mlir_ir::{Attribute, Ir, OpId, TypeKind, Value};

/// The source of a `memref.cast` defining `v`, unless it is unranked (a
/// load cannot read through it; upstream's `foldMemRefCast` skips those).
fn cast_source(ir: &Ir, v: Value) -> Option<Value> {
    let Value::OpResult { op, .. } = v else { return None };
    let n = ir.op_name(op).ok()?;
    let src = (ir.ctx().op_name_str(n) == "memref.cast").then(|| ir.operand(op, 0).ok()).flatten()?;
    let ty = ir.value_type(src).ok()?;
    (!matches!(ir.ctx().type_kind(ty), TypeKind::UnrankedMemRef { .. })).then_some(src)
}

/// `memref.load` from a `memref.cast`: from the cast's source.
pub(super) fn fold_load(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    fold_cast_operand(ir, op, 0)
}

/// `memref.store` into a `memref.cast`: into the cast's source.
pub(super) fn fold_store(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    fold_cast_operand(ir, op, 1)
}

/// `memref.dealloc` of a `memref.cast`: of the cast's source.
pub(super) fn fold_dealloc(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    fold_cast_operand(ir, op, 0)
}

/// Replaces operand `i` (a memref) by the source of the cast producing it.
fn fold_cast_operand(ir: &Ir, op: OpId, i: usize) -> Option<Folded> {
    let src = cast_source(ir, operand(ir, op, i)?)?;
    let mut operands: Vec<Value> = ir.operands(op).ok()?.collect();
    operands[i] = src;
    Some(Folded::Update { operands: Some(operands), attrs: Vec::new() })
}

/// `memref.dim`: a static size at a constant index, else a dynamic size
/// looked up through a `memref.cast`.
pub(super) fn fold_dim(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let (_, index) = int_of(ctx, c.get(1).copied().flatten()?)?;
    let index = usize::try_from(index.to_i64()?).ok()?;
    let ty = ir.value_type(operand(ir, op, 0)?).ok()?;
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else { return None };
    let size = *shape.get(index)?;
    if size < 0 {
        // The size an alloc, alloca or view was given for that dimension
        // (upstream's `DimOp::fold`), else a size that may be static on the
        // other side of a cast.
        let dynamic_index = shape[..index].iter().filter(|d| **d < 0).count();
        if let Some(v) = given_dynamic_size(ir, operand(ir, op, 0)?, dynamic_index) {
            return Some(Folded::Results(vec![FoldResult::Value(v)]));
        }
        return fold_cast_operand(ir, op, 0);
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
    sizes.ok()?.get(dynamic_index).copied()
}
