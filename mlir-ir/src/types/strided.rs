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

/// Why `layout` cannot lay out a memref of `rank` dimensions
/// (`MemRefLayoutAttrInterface::verifyLayout`), in upstream's words.
pub fn memref_layout_error(ctx: &Context, rank: usize, layout: crate::Attribute) -> Option<String> {
    match ctx.attr_kind(layout) {
        AttrKind::Strided { strides, .. } if strides.len() != rank => {
            Some("expected the number of strides to match the rank".to_string())
        }
        AttrKind::AffineMap(map) if map.num_dims() != rank => {
            Some(format!("memref layout mismatch between rank and affine map: {} != {}", rank, map.num_dims()))
        }
        _ => None,
    }
}

/// A memref layout as an affine map (upstream's
/// `MemRefLayoutAttrInterface::getAffineMap`): the identity for no layout,
/// the linear map of a `strided<...>` layout, an `affine_map` layout as is.
/// `None` for a layout of another kind.
pub fn memref_layout_map(ctx: &Context, rank: usize, layout: Option<crate::Attribute>) -> Option<AffineMap> {
    match layout.map(|l| ctx.attr_kind(l)) {
        None => Some(AffineMap::multi_dim_identity(rank)),
        Some(AttrKind::AffineMap(m)) => Some(m.clone()),
        Some(AttrKind::Strided { offset, strides }) => Some(strided_linear_layout_map(strides, *offset)),
        Some(_) => None,
    }
}

/// A multiplier while collecting strides: a known constant or dynamic.
#[derive(Clone, Copy)]
enum Factor {
    Known(i64),
    Dynamic,
}

impl Factor {
    fn times(self, c: i64) -> Factor {
        match self {
            Factor::Known(f) => f.checked_mul(c).map_or(Factor::Dynamic, Factor::Known),
            Factor::Dynamic => Factor::Dynamic,
        }
    }
}

/// Adds `factor * e` to `strides` (one per dim) and `offset`, `DYNAMIC`
/// absorbing; `None` when `e` is not a strided form (a dim under `mod`,
/// `floordiv` or `ceildiv`). Upstream's `extractStrides`.
fn extract_strides(e: &AffineExpr, factor: Factor, strides: &mut [i64], offset: &mut i64) -> Option<()> {
    let add = |slot: &mut i64, f: Factor| {
        *slot = match (f, *slot) {
            (Factor::Known(v), s) if s != DYNAMIC => s.checked_add(v).unwrap_or(DYNAMIC),
            _ => DYNAMIC,
        }
    };
    match e.kind() {
        AffineExprKind::DimId => add(strides.get_mut(e.position()?)?, factor),
        AffineExprKind::SymbolId => *offset = DYNAMIC,
        AffineExprKind::Constant => add(offset, factor.times(e.value()?)),
        AffineExprKind::Add => {
            let (_, l, r) = e.as_binary()?;
            extract_strides(l, factor, strides, offset)?;
            extract_strides(r, factor, strides, offset)?;
        }
        AffineExprKind::Mul => {
            let (_, l, r) = e.as_binary()?;
            let (term, scale) = if l.is_symbolic_or_constant() { (r, l) } else { (l, r) };
            let factor = match scale.value() {
                Some(c) => factor.times(c),
                None => Factor::Dynamic,
            };
            extract_strides(term, factor, strides, offset)?;
        }
        _ if e.is_symbolic_or_constant() => *offset = DYNAMIC,
        _ => return None,
    }
    Some(())
}

/// Strides and offset of a memref of `shape` with `layout` (upstream's
/// `getStridesAndOffset`): the identity layout is row-major, with every
/// stride outside a dynamic or zero size dynamic; a `strided<...>` layout
/// gives its own; a single-result affine map gives the coefficients of its
/// dims (dynamic where a symbol scales them) and its constant term. `None`
/// for other layouts.
pub fn memref_strides_and_offset(
    ctx: &Context,
    shape: &[i64],
    layout: Option<crate::Attribute>,
) -> Option<(Vec<i64>, i64)> {
    let expr = match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::Strided { offset, strides }) => return Some((strides.to_vec(), *offset)),
        None => canonical_strided_layout_expr(shape).0,
        Some(AttrKind::AffineMap(m)) if m.is_identity() && m.num_dims() == shape.len() => {
            canonical_strided_layout_expr(shape).0
        }
        Some(AttrKind::AffineMap(m)) if m.num_results() == 1 && m.num_dims() == shape.len() => {
            simplify_linear(m.result(0), m.num_dims(), m.num_symbols())
        }
        _ => return None,
    };
    let mut strides = vec![0; shape.len()];
    let mut offset = 0;
    extract_strides(&expr, Factor::Known(1), &mut strides, &mut offset)?;
    Some((strides, offset))
}
