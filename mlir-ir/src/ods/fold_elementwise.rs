//! Folding elementwise ops (`ElementwiseMappable`: arith and math) whose
//! constant operands are `DenseElementsAttr`s, with the ops' scalar
//! folders, as upstream's `constFoldBinaryOp` & co. fold splats and dense
//! constants.
//!
//! The scalar folder runs once per element (once when every constant is a
//! splat) on that element's scalar constants, while
//! [`crate::ods::fold_utils::result_type`] answers the element type of the
//! result (a thread-local override, set only around those calls). A
//! result naming one of the op's operands (an identity such as `addi x, 0`)
//! stands for that operand's element. With some operands unknown, splat
//! constants still enable the identities (`addi %v, dense<0>` is `%v`),
//! and a scalar constant result becomes a splat of the result type.

use crate::attributes::{DenseElementKind, DenseElements, DenseValue};
use crate::dialect::{FoldResult, Folded};
use crate::ods::spec::FoldFn;
use crate::support::apint::APInt;
use crate::{AttrKind, Attribute, Context, Ir, OpId, Type};
use std::cell::Cell;

thread_local! {
    /// The element type the scalar folder's result has, while lifting.
    static ELEMENT_RESULT: Cell<Option<Type>> = const { Cell::new(None) };
}

/// The element type [`crate::ods::fold_utils::result_type`] reports while an
/// elementwise fold runs a scalar folder.
pub fn element_result_type() -> Option<Type> {
    ELEMENT_RESULT.with(Cell::get)
}

/// Runs `f` with the result element type set to `ty`.
fn with_element_type<R>(ty: Type, f: impl FnOnce() -> R) -> R {
    let prev = ELEMENT_RESULT.with(|c| c.replace(Some(ty)));
    let r = f();
    ELEMENT_RESULT.with(|c| c.set(prev));
    r
}

/// Element `i` of dense `e` as a scalar attribute (`BoolAttr` for `i1`).
fn element(ctx: &Context, e: &DenseElements<'_>, i: u64) -> Option<Attribute> {
    let ty = e.element_type();
    match e.element_kind() {
        DenseElementKind::Int { width: 1, .. } => Some(ctx.bool_attr(!e.int(i)?.is_zero())),
        DenseElementKind::Int { .. } => Some(ctx.int_attr(ty, e.int(i)?)),
        DenseElementKind::Float(_) => Some(ctx.get_attr(AttrKind::Float { ty, bits: e.float_bits(i)?.into() })),
        _ => None,
    }
}

/// A scalar constant as a dense element value.
fn dense_value(ctx: &Context, a: Attribute) -> Option<DenseValue> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(DenseValue::Int(value.clone())),
        AttrKind::Bool(b) => Some(DenseValue::Int(APInt::from_u64(1, *b as u64))),
        AttrKind::Float { bits, .. } => Some(DenseValue::Float(bits.get())),
        _ => None,
    }
}

/// The static shape and element type of result 0, if shaped.
fn shaped_result(ir: &Ir, op: OpId) -> Option<(Type, Type)> {
    let ty = ir.result(op, 0).ok().and_then(|r| ir.value_type(r).ok())?;
    let ctx = ir.ctx();
    let k = ctx.type_kind(ty);
    let shape = k.shape()?;
    if shape.iter().any(|d| *d < 0) {
        return None;
    }
    Some((ty, k.element_type()?))
}

/// Folds `op` with its scalar folder `f`, element by element when its
/// result is shaped and constants are dense; otherwise just `f`.
pub fn fold(ir: &Ir, op: OpId, c: &[Option<Attribute>], f: FoldFn) -> Option<Folded> {
    let ctx = ir.ctx();
    // Upstream's `cmpf` folder reads scalar `FloatAttr`s only.
    if ir.op_name(op).is_ok_and(|n| ctx.op_name_str(n) == "arith.cmpf") {
        return f(ir, op, c);
    }
    let dense: Vec<Option<DenseElements<'_>>> = c.iter().map(|a| a.and_then(|a| DenseElements::new(ctx, a))).collect();
    if dense.iter().all(Option::is_none) {
        if let Some(folded) = f(ir, op, c) {
            return Some(folded);
        }
        // No constants, and nothing folded on the shaped op itself: a
        // constant its elements would fold to is a splat (`cmpi eq %v, %v`
        // is a splat `true`).
        let (res_ty, res_elem) = shaped_result(ir, op)?;
        if ir.num_results(op).ok()? != 1 {
            return None;
        }
        return match with_element_type(res_elem, || f(ir, op, c))? {
            Folded::Results(r) => match r.as_slice() {
                [FoldResult::Attr(a)] => splat(ctx, res_ty, *a),
                _ => None,
            },
            _ => None,
        };
    }
    let (res_ty, res_elem) = shaped_result(ir, op)?;
    if ir.num_results(op).ok()? != 1 {
        return None;
    }
    let operands: Vec<_> = ir.operands(op).ok()?.collect();
    let all_dense = dense.iter().all(Option::is_some) && dense.len() == operands.len();
    if !all_dense {
        // Identities with splat constants; other constants count as unknown.
        let scalars: Vec<Option<Attribute>> =
            dense.iter().map(|d| d.as_ref().filter(|d| d.is_splat()).and_then(|d| element(ctx, d, 0))).collect();
        return match with_element_type(res_elem, || f(ir, op, &scalars))? {
            Folded::Results(r) => match r.as_slice() {
                [FoldResult::Value(v)] => crate::ods::fold_utils::to_value(*v),
                [FoldResult::Attr(a)] => splat(ctx, res_ty, *a),
                _ => None,
            },
            _ => None,
        };
    }
    let dense: Vec<DenseElements<'_>> = dense.into_iter().flatten().collect();
    let n = if dense.iter().all(DenseElements::is_splat) { 1 } else { dense.first()?.len() };
    if dense.iter().any(|d| !d.is_splat() && d.len() != n) {
        return None;
    }
    let mut values = Vec::with_capacity(n as usize);
    // The operand every element folded to, if they all named the same one
    // (a `select` on a splat condition): that operand is the result.
    let mut same_operand: Option<Option<crate::Value>> = None;
    for i in 0..n {
        let scalars: Vec<Option<Attribute>> =
            dense.iter().map(|d| element(ctx, d, if d.is_splat() { 0 } else { i })).collect();
        if scalars.iter().any(Option::is_none) {
            return None;
        }
        let a = match with_element_type(res_elem, || f(ir, op, &scalars))? {
            Folded::Results(r) => match r.as_slice() {
                [FoldResult::Attr(a)] => {
                    same_operand = Some(None);
                    *a
                }
                // An operand stands for its own element.
                [FoldResult::Value(v)] => {
                    same_operand = match same_operand {
                        None => Some(Some(*v)),
                        Some(Some(w)) if w == *v => Some(Some(w)),
                        _ => Some(None),
                    };
                    scalars[operands.iter().position(|o| o == v)?]?
                }
                _ => return None,
            },
            _ => return None,
        };
        values.push(dense_value(ctx, a)?);
    }
    if let Some(Some(v)) = same_operand {
        return crate::ods::fold_utils::to_value(v);
    }
    let attr = ctx.dense_elements_attr(res_ty, &values).ok()?;
    crate::ods::fold_utils::to_attr(Some(attr))
}

/// A splat of scalar `a` with shaped type `ty`.
fn splat(ctx: &Context, ty: Type, a: Attribute) -> Option<Folded> {
    let v = dense_value(ctx, a)?;
    crate::ods::fold_utils::to_attr(ctx.dense_elements_attr(ty, &[v]).ok())
}
