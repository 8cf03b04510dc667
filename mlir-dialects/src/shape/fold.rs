//! The folders of the shape ops (upstream's `fold` methods in
//! `Shape.cpp`). Sizes and indices fold to `index` integer attributes,
//! shapes and extent tensors to `dense<...> : tensor<N x index>`, witnesses
//! to bool attributes; the dialect's materializer turns them back into
//! `const_size`, `const_shape` and `const_witness`.

use crate::fold_utils::{to_attr, to_value};
use mlir_ir::attributes::DenseElements;
use mlir_ir::dialect::Folded;
use mlir_ir::ods::view::Checked;
use mlir_ir::on_view;
use mlir_ir::support::apint::APInt;
use mlir_ir::types::DYNAMIC;
use mlir_ir::{AttrKind, Attribute, Context, Ir, OpId, Value};

/// The `index` integer attribute `v`.
pub fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.int_attr(ctx.index_type(), APInt::from_i64(64, v))
}

/// `Builder::getIndexTensorAttr`: `dense<extents> : tensor<N x index>`.
pub fn index_tensor_attr(ctx: &Context, extents: &[i64]) -> Option<Attribute> {
    let ty = super::types::extent_tensor(ctx, extents.len() as i64);
    let values: Vec<_> =
        extents.iter().map(|&e| mlir_ir::attributes::DenseValue::Int(APInt::from_i64(64, e))).collect();
    ctx.dense_elements_attr(ty, &values).ok()
}

/// The integers of a dense integer elements attribute (a
/// `DenseIntElementsAttr`), as `int64_t`s.
pub fn extents_of(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let e = DenseElements::new(ctx, a)?;
    if !matches!(e.element_kind(), mlir_ir::attributes::DenseElementKind::Int { .. }) {
        return None;
    }
    (0..e.len()).map(|i| e.int(i).and_then(|v| v.to_i64().or_else(|| v.to_u64().map(|u| u as i64)))).collect()
}

/// The value of an integer attribute, as an `int64_t`.
fn int_of(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64().or_else(|| value.to_u64().map(|u| u as i64)),
        _ => None,
    }
}

/// The constant operand `i`, if known.
fn constant(consts: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    consts.get(i).copied().flatten()
}

/// `ConstShapeOp::fold`: its `shape`.
pub fn const_shape(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(super::ConstShapeOp::new(ir, op)?.shape(ir).checked())
}

/// `ConstSizeOp::fold`: its `value`.
pub fn const_size(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(super::ConstSizeOp::new(ir, op)?.value(ir).checked())
}

/// `ConstWitnessOp::fold`: its `passing`.
pub fn const_witness(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(super::ConstWitnessOp::new(ir, op)?.passing(ir).checked())
}

/// Two integer constants of one type, combined by `f` into that type
/// (upstream's `constFoldBinaryOp<IntegerAttr>`).
fn binary(ir: &Ir, consts: &[Option<Attribute>], f: fn(i64, i64) -> i64) -> Option<Folded> {
    let ctx = ir.ctx();
    let (l, r) = (constant(consts, 0)?, constant(consts, 1)?);
    let (AttrKind::Integer { ty: lt, .. }, AttrKind::Integer { ty: rt, .. }) = (ctx.attr_kind(l), ctx.attr_kind(r))
    else {
        return None;
    };
    if lt != rt {
        return None;
    }
    let width = crate::fold_utils::int_width(ctx, *lt)?;
    let v = f(int_of(ctx, l)?, int_of(ctx, r)?);
    to_attr(Some(ctx.int_attr(*lt, APInt::from_i64(width, v))))
}

/// `AddOp::fold`: `add(x, 0)` is `x`; two constants add.
pub fn add(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    if constant(consts, 1).and_then(|r| int_of(ctx, r)) == Some(0) {
        return to_value(super::AddOp::new(ir, op)?.lhs(ir).checked());
    }
    binary(ir, consts, i64::wrapping_add)
}

/// `MulOp::fold`: the product of two constants, as an `index`.
pub fn mul(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let (l, r) = (int_of(ctx, constant(consts, 0)?)?, int_of(ctx, constant(consts, 1)?)?);
    to_attr(Some(index_attr(ctx, l.wrapping_mul(r))))
}

/// `RankOp::fold`: the number of extents of a constant shape.
pub fn rank(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let e = DenseElements::new(ctx, constant(consts, 0)?)?;
    to_attr(Some(index_attr(ctx, e.len() as i64)))
}

/// `NumElementsOp::fold`: the product of a constant shape's extents.
pub fn num_elements(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let extents = extents_of(ctx, constant(consts, 0)?)?;
    let product = extents.iter().fold(1i64, |p, &e| p.wrapping_mul(e));
    to_attr(Some(index_attr(ctx, product)))
}

/// `GetExtentOp::fold`: extent `dim` of a constant shape, for a constant
/// `dim` within its rank.
pub fn get_extent(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let e = DenseElements::new(ctx, constant(consts, 0)?)?;
    let dim = int_of(ctx, constant(consts, 1)?)?;
    if dim < 0 || dim as u64 >= e.len() {
        return None;
    }
    to_attr(Some(ctx.int_attr(e.element_type(), e.int(dim as u64)?)))
}

/// `IndexToSizeOp::fold`: constants of `size` and `index` are the same
/// integer attributes.
pub fn index_to_size(_ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(constant(consts, 0))
}

/// `SizeToIndexOp::fold`: the constant operand; else, as a
/// `CastOpInterface` op, a cast of an `index` to `index` is its operand.
pub fn size_to_index(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(constant(consts, 0)).or_else(|| identity_cast(ir, op))
}

/// `CastOpInterface`'s fold: a cast to its operand's own type is the
/// operand.
fn identity_cast(ir: &Ir, op: OpId) -> Option<Folded> {
    let (v, result) = super::SizeToIndexOp::new(ir, op)
        .map(|c| (c.arg(ir).checked(), c.result(ir).checked()))
        .or_else(|| super::ToExtentTensorOp::new(ir, op).map(|c| (c.input(ir).checked(), c.result(ir).checked())))?;
    (ir.value_type(v).ok()? == ir.value_type(result).ok()?).then_some(())?;
    to_value(v)
}

/// `FromExtentsOp::fold`: constant extents make a constant shape.
pub fn from_extents(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let extents: Option<Vec<i64>> = consts.iter().map(|c| c.and_then(|a| int_of(ctx, a))).collect();
    to_attr(index_tensor_attr(ctx, &extents?))
}

/// `ToExtentTensorOp::fold`: a constant shape as a static extent tensor;
/// a cast of an extent tensor to its own type is its operand.
pub fn to_extent_tensor(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    match constant(consts, 0) {
        Some(c) => to_attr(index_tensor_attr(ctx, &extents_of(ctx, c)?)),
        // As a `CastOpInterface` op.
        None => identity_cast(ir, op),
    }
}

/// `ShapeOfOp::fold`: the shape of a statically shaped operand.
pub fn shape_of(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let ty = ir.value_type(super::ShapeOfOp::new(ir, op)?.arg(ir).checked()).ok()?;
    let shape = match ctx.type_kind(ty) {
        mlir_ir::TypeKind::RankedTensor { shape, .. }
        | mlir_ir::TypeKind::Vector { shape, .. }
        | mlir_ir::TypeKind::MemRef { shape, .. } => shape.to_vec(),
        _ => return None,
    };
    if shape.contains(&DYNAMIC) {
        return None;
    }
    to_attr(index_tensor_attr(ctx, &shape))
}

/// Upstream's `OpTrait::util::getBroadcastedShape` of two shapes: `None`
/// when they do not broadcast. Unknown extents follow TensorFlow: an
/// extent above 1 wins, a 1 yields the other.
pub fn broadcasted_shape(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let (long, short) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut result = long.to_vec();
    let offset = long.len() - short.len();
    for (i, &s) in short.iter().enumerate() {
        // Walk the aligned tails: `a`'s and `b`'s extents at this column.
        let (i1, i2) = if a.len() >= b.len() { (long[offset + i], s) } else { (s, long[offset + i]) };
        result[offset + i] = if i1 == DYNAMIC || i2 == DYNAMIC {
            if i1 > 1 {
                i1
            } else if i2 > 1 || i1 == 1 {
                i2
            } else if i2 == 1 {
                i1
            } else {
                DYNAMIC
            }
        } else if i1 == i2 || i2 == 1 {
            i1
        } else if i1 == 1 {
            i2
        } else {
            return None;
        };
    }
    Some(result)
}

/// Upstream's `OpTrait::util::staticallyKnownBroadcastable`: whether the
/// shapes broadcast whatever their unknown extents are.
pub fn statically_broadcastable(shapes: &[Vec<i64>]) -> bool {
    let max_rank = shapes.iter().map(Vec::len).max().unwrap_or(0);
    for i in 0..max_rank {
        let mut seen_dynamic = false;
        let mut non_one: Option<i64> = None;
        for s in shapes {
            let dim = if i >= s.len() { 1 } else { s[s.len() - i - 1] };
            if dim == 1 {
                continue;
            }
            if dim == DYNAMIC {
                if seen_dynamic || non_one.is_some() {
                    return false;
                }
                seen_dynamic = true;
            }
            if non_one.is_some_and(|n| n != dim) {
                return false;
            }
            non_one = Some(dim);
        }
    }
    true
}

/// `BroadcastOp::fold`: one operand of the result's type is the result;
/// two constant shapes that broadcast fold to their broadcast.
pub fn broadcast(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    if consts.len() == 1 {
        let b = super::BroadcastOp::new(ir, op)?;
        let v = *b.shapes(ir).checked().first()?;
        let result = b.result(ir).checked();
        if ir.value_type(v).checked() != ir.value_type(result).checked() {
            return None;
        }
        return to_value(v);
    }
    if consts.len() > 2 {
        return None;
    }
    let lhs = extents_of(ctx, constant(consts, 0)?)?;
    let rhs = extents_of(ctx, constant(consts, 1)?)?;
    to_attr(index_tensor_attr(ctx, &broadcasted_shape(&lhs, &rhs)?))
}

/// Upstream's `getShapeVec`: the extents of a shape known at compile
/// time, from a `shape_of` of a ranked value or a constant.
fn shape_vec(ir: &Ir, v: Value, constant: Option<Attribute>) -> Option<Vec<i64>> {
    let ctx = ir.ctx();
    if let Value::OpResult { op: def, .. } = v {
        if let Some(shape_of) = super::ShapeOfOp::new(ir, def) {
            let arg = ir.value_type(shape_of.arg(ir).checked()).ok()?;
            return match ctx.type_kind(arg) {
                mlir_ir::TypeKind::RankedTensor { shape, .. }
                | mlir_ir::TypeKind::Vector { shape, .. }
                | mlir_ir::TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
                _ => None,
            };
        }
    }
    extents_of(ctx, constant?)
}

/// `CstrBroadcastableOp::fold`: a passing witness when at most one shape
/// is not a scalar, or the shapes (constant or from `shape_of`) broadcast
/// statically. A failing constraint is left to fail at run time.
pub fn cstr_broadcastable(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let non_scalars = consts
        .iter()
        .filter(|c| match c {
            None => true,
            Some(a) => !DenseElements::new(ctx, *a).is_some_and(|e| e.is_empty()),
        })
        .count();
    if non_scalars <= 1 {
        return to_attr(Some(ctx.bool_attr(true)));
    }
    let constants: Option<Vec<Vec<i64>>> = consts.iter().map(|c| c.and_then(|a| extents_of(ctx, a))).collect();
    if constants.is_some_and(|s| statically_broadcastable(&s)) {
        return to_attr(Some(ctx.bool_attr(true)));
    }
    let operands: Vec<Value> = ir.operands(op).ok()?.collect();
    let known: Option<Vec<Vec<i64>>> =
        operands.iter().enumerate().map(|(i, &v)| shape_vec(ir, v, constant(consts, i))).collect();
    if known.is_some_and(|s| statically_broadcastable(&s)) {
        return to_attr(Some(ctx.bool_attr(true)));
    }
    None
}

/// `CstrEqOp::fold`: a passing witness when every shape is the same
/// constant.
pub fn cstr_eq(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let first = constant(consts, 0);
    if consts.iter().all(|c| c.is_some() && *c == first) {
        return to_attr(Some(ir.ctx().bool_attr(true)));
    }
    None
}

/// `AssumingAllOp::fold`: walking the witnesses from the back (constants
/// gather there, the op being commutative), each constant one is dropped;
/// a failing one makes the result fail, and when all pass so does the
/// result. Dropped constants stay dropped when a non-constant witness
/// stops the walk.
pub fn assuming_all(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let operands: Vec<Value> = ir.operands(op).ok()?.collect();
    for idx in (0..consts.len()).rev() {
        let Some(a) = consts[idx] else {
            if idx + 1 == consts.len() {
                return None;
            }
            return Some(Folded::Update { operands: Some(operands[..=idx].to_vec()), attrs: Vec::new() });
        };
        if matches!(ctx.attr_kind(a), AttrKind::Bool(false)) {
            return to_attr(Some(a));
        }
    }
    to_attr(Some(ctx.bool_attr(true)))
}

/// `AnyOp::fold`: the last shape, when constant (constants gather at the
/// back of this commutative op).
pub fn any(_ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(consts.last().copied().flatten())
}

/// `ConcatOp::fold`: two constant shapes, one after the other.
pub fn concat(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let mut extents = extents_of(ctx, constant(consts, 0)?)?;
    extents.extend(extents_of(ctx, constant(consts, 1)?)?);
    to_attr(index_tensor_attr(ctx, &extents))
}

/// `DimOp::fold`: a static extent of a ranked operand at a constant index.
pub fn dim(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let dim = super::DimOp::new(ir, op)?;
    let ty = ir.value_type(dim.value(ir).checked()).ok()?;
    let shape = match ctx.type_kind(ty) {
        mlir_ir::TypeKind::RankedTensor { shape, .. }
        | mlir_ir::TypeKind::Vector { shape, .. }
        | mlir_ir::TypeKind::MemRef { shape, .. } => shape.to_vec(),
        _ => return None,
    };
    // Upstream reads the index from a `const_size` or `arith.constant`:
    // the constant-like op defining it.
    let index = crate::fold_utils::constant_int(ir, dim.index(ir).checked())?.to_i64()?;
    let extent = *shape.get(usize::try_from(index).ok()?)?;
    (extent != DYNAMIC).then_some(())?;
    to_attr(Some(index_attr(ctx, extent)))
}

/// `DivOp::fold`: two constants divided, rounding toward negative
/// infinity, as an `index`. Division by zero does not fold.
pub fn div(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let (l, r) = (int_of(ctx, constant(consts, 0)?)?, int_of(ctx, constant(consts, 1)?)?);
    to_attr(Some(index_attr(ctx, floor_div(l, r)?)))
}

/// `l / r` rounded toward negative infinity; `None` for `r == 0`.
fn floor_div(l: i64, r: i64) -> Option<i64> {
    if r == 0 {
        return None;
    }
    let (q, rem) = (l.wrapping_div(r), l.wrapping_rem(r));
    Some(if rem != 0 && ((rem < 0) != (r < 0)) { q - 1 } else { q })
}

/// `IsBroadcastableOp::fold`: fewer than two shapes always broadcast.
pub fn is_broadcastable(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    (consts.len() < 2).then_some(())?;
    to_attr(Some(ir.ctx().bool_attr(true)))
}

/// `MaxOp::fold`, `MinOp::fold`: of a value and itself, that value.
pub fn same_operands(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    let (l, r) = on_view!(ir, op, |v| (v.lhs(ir).checked(), v.rhs(ir).checked()), [super::MaxOp, super::MinOp])?;
    (l == r).then_some(())?;
    to_value(l)
}

/// `ShapeEqOp::fold`: whether constant shapes are all the same.
pub fn shape_eq(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let first = consts.first().copied();
    if first.is_some_and(|f| f.is_none()) {
        return None;
    }
    let mut all_same = true;
    for c in consts.iter().skip(1) {
        let c = (*c)?;
        all_same = all_same && Some(Some(c)) == first;
    }
    to_attr(Some(ir.ctx().bool_attr(all_same)))
}

/// `SplitAtOp::fold`: a constant shape split at a constant index in
/// `[-rank, rank]` (negative from the back).
pub fn split_at(ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let extents = extents_of(ctx, constant(consts, 0)?)?;
    let mut at = int_of(ctx, constant(consts, 1)?)?;
    let rank = extents.len() as i64;
    if at < -rank || at > rank {
        return None;
    }
    if at < 0 {
        at += rank;
    }
    let (head, tail) = extents.split_at(at as usize);
    let (head, tail) = (index_tensor_attr(ctx, head)?, index_tensor_attr(ctx, tail)?);
    Some(Folded::Results(vec![mlir_ir::dialect::FoldResult::Attr(head), mlir_ir::dialect::FoldResult::Attr(tail)]))
}

/// `CstrRequireOp::fold`: a constant predicate is the witness.
pub fn cstr_require(_ir: &Ir, _op: OpId, consts: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(constant(consts, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcasting() {
        assert_eq!(broadcasted_shape(&[2, 1], &[3, 1, 4]), Some(vec![3, 2, 4]));
        assert_eq!(broadcasted_shape(&[2], &[3]), None);
        assert_eq!(broadcasted_shape(&[DYNAMIC], &[5]), Some(vec![5]));
        assert_eq!(broadcasted_shape(&[1], &[DYNAMIC]), Some(vec![DYNAMIC]));
        assert!(statically_broadcastable(&[vec![2, 2], vec![3, 1, 2]]));
        assert!(!statically_broadcastable(&[vec![2, 2], vec![3, 2]]));
        assert!(!statically_broadcastable(&[vec![DYNAMIC], vec![2]]));
        assert!(statically_broadcastable(&[vec![DYNAMIC], vec![1]]));
    }

    #[test]
    fn index_tensors_round_trip() {
        let ctx = Context::new();
        let a = index_tensor_attr(&ctx, &[1, -2, 3]).unwrap();
        assert_eq!(extents_of(&ctx, a), Some(vec![1, -2, 3]));
        let empty = index_tensor_attr(&ctx, &[]).unwrap();
        assert_eq!(extents_of(&ctx, empty), Some(vec![]));
    }

    #[test]
    fn division_rounds_down() {
        assert_eq!(floor_div(7, 2), Some(3));
        assert_eq!(floor_div(-7, 2), Some(-4));
        assert_eq!(floor_div(7, -2), Some(-4));
        assert_eq!(floor_div(-8, 2), Some(-4));
        assert_eq!(floor_div(1, 0), None);
    }
}
