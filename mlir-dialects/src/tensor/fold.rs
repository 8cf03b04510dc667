//! Folders of `tensor` ops (upstream's `TensorOps.cpp`):
//! - `tensor.dim` of a static dimension is its size; of a dynamic
//!   dimension of `tensor.empty` or `tensor.generate`, the matching size
//!   operand;
//! - `tensor.extract` of a constant at constant indices is the element
//!   (any indices for a splat); of `tensor.from_elements`, the operand;
//! - `tensor.from_elements` of constants is a dense constant;
//! - `tensor.cast` to its source's type is that source (chains of casts
//!   are `canonicalize.rs`'s).

use crate::fold_utils::{int_of, result_type, to_attr, to_value};
use mlir_ir::attributes::{DenseElements, DenseValue};
use mlir_ir::dialect::Folded;
use mlir_ir::ods::view::Checked;
use mlir_ir::support::apint::APInt;
use mlir_ir::{AttrKind, Attribute, Context, Ir, OpId, Value};

/// The op defining `v` and its name.
fn defining(ir: &Ir, v: Value) -> Option<(OpId, &str)> {
    let Value::OpResult { op, .. } = v else { return None };
    let n = ir.op_name(op).ok()?;
    Some((op, ir.ctx().op_name_str(n)))
}

fn index_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    int_of(ctx, a?)?.1.to_i64()
}

/// `tensor.dim`: a static size, or the size operand of `tensor.empty` or
/// `tensor.generate` for a dynamic one.
pub(super) fn fold_dim(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let index = usize::try_from(index_of(ctx, c.get(1).copied().flatten())?).ok()?;
    let src = super::DimOp::new(ir, op)?.source(ir).checked();
    let shape = ctx.type_kind(ir.value_type(src).checked()).shape()?.to_vec();
    let size = *shape.get(index)?;
    if size >= 0 {
        return to_attr(Some(ctx.int_attr_i64(ctx.index_type(), size)));
    }
    // The n-th dynamic dimension is the n-th size operand.
    let (def, _) = defining(ir, src)?;
    let sizes = match super::EmptyOp::new(ir, def) {
        Some(empty) => empty.dynamic_sizes(ir),
        None => super::GenerateOp::new(ir, def)?.dynamic_extents(ir),
    };
    let nth = shape[..index].iter().filter(|d| **d < 0).count();
    to_value(*sizes.checked().get(nth)?)
}

/// The element of dense constant `e` at `idx` as a scalar attribute.
fn element_at(ctx: &Context, e: &DenseElements<'_>, idx: &[i64]) -> Option<Attribute> {
    let shape = e.shape();
    if idx.len() != shape.len() {
        return None;
    }
    let mut flat = 0u64;
    for (i, s) in idx.iter().zip(shape) {
        if *i < 0 || i >= s {
            return None;
        }
        flat = flat * (*s as u64) + *i as u64;
    }
    crate::fold_utils::dense_element_attr(ctx, e, flat)
}

/// `tensor.extract`: an element of a constant, or an operand of
/// `tensor.from_elements`.
pub(super) fn fold_extract(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let indices: Option<Vec<i64>> = c.iter().skip(1).map(|a| index_of(ctx, *a)).collect();
    if let Some(e) = c.first().copied().flatten().and_then(|a| DenseElements::new(ctx, a)) {
        if e.is_splat() {
            return to_attr(element_at(ctx, &e, &vec![0; e.shape().len()]));
        }
        return to_attr(element_at(ctx, &e, &indices?));
    }
    let tensor = super::ExtractOp::new(ir, op)?.tensor(ir).checked();
    let (def, _) = defining(ir, tensor)?;
    let from_elements = super::FromElementsOp::new(ir, def)?;
    let indices = indices?;
    let shape = ctx.type_kind(ir.value_type(tensor).checked()).shape()?.to_vec();
    let mut flat = 0i64;
    for (i, s) in indices.iter().zip(&shape) {
        if *i < 0 || i >= s {
            return None;
        }
        flat = flat * s + i;
    }
    to_value(*from_elements.elements(ir).checked().get(usize::try_from(flat).ok()?)?)
}

/// `tensor.from_elements` of constants: a dense constant.
pub(super) fn fold_from_elements(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let values: Option<Vec<DenseValue>> = c
        .iter()
        .map(|a| match ctx.attr_kind((*a)?) {
            AttrKind::Integer { value, .. } => Some(DenseValue::Int(value.clone())),
            AttrKind::Bool(b) => Some(DenseValue::Int(APInt::from_u64(1, *b as u64))),
            AttrKind::Float { bits, .. } => Some(DenseValue::Float(bits.get())),
            _ => None,
        })
        .collect();
    let values = values?;
    if values.is_empty() {
        return None;
    }
    to_attr(ctx.dense_elements_attr(result_type(ir, op)?, &values).ok())
}

/// `tensor.cast` to its source's type: the source.
pub(super) fn fold_cast(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    let src = super::CastOp::new(ir, op)?.source(ir).checked();
    (ir.value_type(src).checked() == result_type(ir, op)?).then_some(())?;
    to_value(src)
}
