//! Strided memref layouts as affine maps, and upstream's
//! `canonicalizeStridedLayout`: the form in which two memref types are
//! compared for layout equivalence (and printed in diagnostics about it).

use super::DYNAMIC;
use crate::affine::{AffineExpr, AffineExprKind, AffineMap};
use crate::{AttrKind, Context, Type, TypeKind};

/// `strided<[strides], offset: offset>` as an affine map: `offset + sum(d_i *
/// stride_i)`, with one symbol per dynamic value in that order (upstream's
/// `makeStridedLinearLayoutMap`).
pub fn strided_linear_layout_map(strides: &[i64], offset: i64) -> AffineMap {
    let mut symbols = 0;
    let mut next = |v: i64| {
        if v == DYNAMIC {
            symbols += 1;
            AffineExpr::symbol(symbols - 1)
        } else {
            AffineExpr::constant(v)
        }
    };
    let mut expr = next(offset);
    for (i, s) in strides.iter().enumerate() {
        let mult = next(*s);
        expr = expr + AffineExpr::dim(i) * mult;
    }
    AffineMap::get(strides.len(), symbols, vec![expr])
}

/// The row-major layout expression of `shape`: strides are running products
/// of the trailing sizes, symbols once a size is dynamic (upstream's
/// `makeCanonicalStridedLayoutExpr`), simplified.
fn canonical_strided_layout_expr(shape: &[i64]) -> (AffineExpr, usize) {
    let mut expr: Option<AffineExpr> = None;
    let mut symbols = 0;
    let mut dynamic = false;
    let mut running = 1i64;
    for (i, size) in shape.iter().enumerate().rev() {
        let stride = if dynamic {
            symbols += 1;
            AffineExpr::symbol(symbols - 1)
        } else {
            AffineExpr::constant(running)
        };
        let term = AffineExpr::dim(i) * stride;
        expr = Some(match expr {
            Some(e) => e + term,
            None => term,
        });
        if *size > 0 {
            running = running.wrapping_mul(*size);
        } else {
            dynamic = true;
        }
    }
    let expr = expr.unwrap_or_else(|| AffineExpr::constant(0));
    (simplify_linear(&expr, shape.len(), symbols), symbols)
}

/// Upstream's `simplifyAffineExpr` for linear expressions: the expression
/// rebuilt from its flat form (dims, then symbols, then the constant).
/// Anything else is returned unchanged.
pub fn simplify_linear(e: &AffineExpr, num_dims: usize, num_symbols: usize) -> AffineExpr {
    let n = num_dims + num_symbols;
    let mut flat = vec![0i64; n + 1];
    if !e.is_pure_affine() || flatten_all(e, num_dims, &mut flat, 1).is_none() {
        return e.clone();
    }
    let mut out = AffineExpr::constant(0);
    for (j, c) in flat[..n].iter().enumerate() {
        if *c == 0 {
            continue;
        }
        let id = if j < num_dims { AffineExpr::dim(j) } else { AffineExpr::symbol(j - num_dims) };
        out = out + id * *c;
    }
    if flat[n] != 0 {
        out = out + flat[n];
    }
    out
}

/// Adds `scale * e` to the flat form `flat` (coefficients of the dims, then
/// of the symbols, then the constant); `None` when `e` has a product of two
/// non-constants, a division or a modulo.
fn flatten_all(e: &AffineExpr, num_dims: usize, flat: &mut [i64], scale: i64) -> Option<()> {
    let n = flat.len() - 1;
    match e.kind() {
        AffineExprKind::Constant => flat[n] = flat[n].checked_add(e.value()?.checked_mul(scale)?)?,
        AffineExprKind::DimId => {
            let p = e.position()?;
            flat[p] = flat[p].checked_add(scale)?;
        }
        AffineExprKind::SymbolId => {
            let p = num_dims + e.position()?;
            *flat.get_mut(p)? = flat[p].checked_add(scale)?;
        }
        AffineExprKind::Add => {
            let (_, l, r) = e.as_binary()?;
            flatten_all(l, num_dims, flat, scale)?;
            flatten_all(r, num_dims, flat, scale)?;
        }
        AffineExprKind::Mul => {
            let (_, l, r) = e.as_binary()?;
            flatten_all(l, num_dims, flat, scale.checked_mul(r.value()?)?)?;
        }
        _ => return None,
    }
    Some(())
}

/// Upstream's `canonicalizeStridedLayout`: a memref whose layout is the
/// row-major one loses it; any other single-result layout becomes its
/// simplified affine map. Other types are returned as they are.
pub fn canonicalize_strided_layout(ctx: &Context, t: Type) -> Type {
    let TypeKind::MemRef { shape, element, layout: Some(layout), memory_space } = ctx.type_kind(t) else {
        return t;
    };
    let map = match ctx.attr_kind(*layout) {
        AttrKind::AffineMap(m) => m.clone(),
        AttrKind::Strided { offset, strides } => strided_linear_layout_map(strides, *offset),
        _ => return t,
    };
    if map.is_identity() || map.num_results() > 1 {
        return t;
    }
    if map.num_results() == 0 {
        return ctx.memref_type(shape, *element, None, *memory_space);
    }
    let simplified = simplify_linear(map.result(0), map.num_dims(), map.num_symbols());
    let (canonical, _) = canonical_strided_layout_expr(shape);
    if canonical == simplified {
        return ctx.memref_type(shape, *element, None, *memory_space);
    }
    let map = AffineMap::get(map.num_dims(), map.num_symbols(), vec![simplified]);
    ctx.memref_type(shape, *element, Some(ctx.get_attr(AttrKind::AffineMap(map))), *memory_space)
}
