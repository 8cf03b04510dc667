//! Verifiers of `memref.collapse_shape`/`expand_shape` (upstream's
//! `verifyCollapsedShape` and the ops' rank and type checks; the expected
//! type is checked for identity-layout sources) and of
//! `tensor.collapse_shape`/`expand_shape` (`verifyTensorReshapeOp`).

use mlir_ir::ods::view::Checked;
use mlir_ir::printer::type_to_string;
use mlir_ir::types::DYNAMIC;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Diagnostic, Ir, OpId, Type, TypeKind};

/// A reshape op's source, result and `reassociation` attribute.
type Parts = (mlir_ir::Value, mlir_ir::Value, Option<mlir_ir::Attribute>);

/// The [`Parts`] of a `memref` reshape op.
fn memref_parts(ir: &Ir, op: OpId) -> Option<Parts> {
    mlir_ir::on_view!(
        ir,
        op,
        |v| (v.src(ir).checked(), v.result(ir).checked(), v.reassociation(ir).checked()),
        [crate::memref::CollapseShapeOp, crate::memref::ExpandShapeOp]
    )
}

/// The [`Parts`] of a `tensor` reshape op.
#[cfg(feature = "tensor")]
fn tensor_parts(ir: &Ir, op: OpId) -> Option<Parts> {
    mlir_ir::on_view!(
        ir,
        op,
        |v| (v.src(ir).checked(), v.result(ir).checked(), v.reassociation(ir).checked()),
        [crate::tensor::CollapseShapeOp, crate::tensor::ExpandShapeOp]
    )
}

/// The [`Parts`] of any of the four reshape ops, when it fits its
/// definition (as it does once its invariants verified).
fn parts(ir: &Ir, op: OpId) -> Option<Parts> {
    let parts = memref_parts(ir, op);
    #[cfg(feature = "tensor")]
    let parts = parts.or_else(|| tensor_parts(ir, op));
    parts
}

/// The reassociation groups of `op`.
fn groups(ir: &Ir, op: OpId) -> Vec<Vec<i64>> {
    let ctx = ir.ctx();
    let Some(AttrKind::Array(items)) = parts(ir, op).and_then(|p| p.2).map(|a| ctx.attr_kind(a)) else {
        return Vec::new();
    };
    items
        .iter()
        .map(|g| match ctx.attr_kind(*g) {
            AttrKind::Array(xs) => xs
                .iter()
                .filter_map(|x| match ctx.attr_kind(*x) {
                    AttrKind::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// `(shape, element, layout, memory space)` of a memref type.
fn memref(ir: &Ir, t: Type) -> Option<(Vec<i64>, Type, Option<mlir_ir::Attribute>, Option<mlir_ir::Attribute>)> {
    match ir.ctx().type_kind(t) {
        TypeKind::MemRef { shape, element, layout, memory_space } => {
            Some((shape.to_vec(), *element, *layout, *memory_space))
        }
        _ => None,
    }
}

/// Upstream's `verifyCollapsedShape`.
fn verify_collapsed_shape(ir: &Ir, op: OpId, collapsed: &[i64], expanded: &[i64]) -> Result<(), Diagnostic> {
    let err = |m: String| Err(op_error_prefixed(ir, op, m));
    let reassociation = groups(ir, op);
    if collapsed.len() != reassociation.len() {
        return err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            reassociation.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (dim, group) in reassociation.iter().enumerate() {
        let mut dynamic = false;
        for &e in group {
            if e != next {
                return err("reassociation indices must be contiguous".to_string());
            }
            next += 1;
            let Some(&size) = expanded.get(e as usize) else {
                return err(format!("reassociation index {e} is out of bounds"));
            };
            dynamic |= size == DYNAMIC;
        }
        if (collapsed[dim] == DYNAMIC) != dynamic {
            return err(format!("collapsed dim ({dim}) must be dynamic if and only if reassociation group is dynamic"));
        }
        if !dynamic {
            let size: i64 = group.iter().map(|&e| expanded[e as usize]).product();
            if size != collapsed[dim] {
                return err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[dim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return err("rank 0 memrefs can only be extended/collapsed with/from ones".to_string());
        }
    } else if next != expanded.len() as i64 {
        return err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// The types of a reshape op's source and result.
fn source_and_result(ir: &Ir, op: OpId) -> Option<(Type, Type)> {
    let (src, res, _) = parts(ir, op)?;
    Some((ir.value_type(src).ok()?, ir.value_type(res).ok()?))
}

/// `CollapseShapeOp::verify`.
pub fn verify_collapse_shape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_reshape(ir, op, true)
}

/// `ExpandShapeOp::verify`.
pub fn verify_expand_shape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_reshape(ir, op, false)
}

fn verify_reshape(ir: &Ir, op: OpId, collapse: bool) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some((src, res)) = source_and_result(ir, op) else { return Ok(()) };
    let (Some((src_shape, element, src_layout, space)), Some((res_shape, _, _, _))) =
        (memref(ir, src), memref(ir, res))
    else {
        return Ok(());
    };
    let (r0, r1) = (src_shape.len(), res_shape.len());
    if collapse && r0 < r1 {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."),
        ));
    }
    if !collapse && r0 > r1 {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
        ));
    }
    if collapse {
        verify_collapsed_shape(ir, op, &res_shape, &src_shape)?;
    } else {
        verify_collapsed_shape(ir, op, &src_shape, &res_shape)?;
    }
    // With an identity source layout the result is the plain memref.
    if src_layout.is_none() {
        let expected = ctx.memref_type(&res_shape, element, None, space);
        if expected != res {
            let what = if collapse { "collapsed" } else { "expanded" };
            return Err(op_error_prefixed(
                ir,
                op,
                format!(
                    "expected {what} type to be '{}' but found '{}'",
                    type_to_string(ctx, expected),
                    type_to_string(ctx, res)
                ),
            ));
        }
    }
    Ok(())
}

/// `tensor.collapse_shape`/`expand_shape` (upstream's
/// `verifyTensorReshapeOp`): ranks, the reassociation as affine maps over
/// the expanded dimensions, static sizes, and the collapsed type.
#[cfg(feature = "tensor")]
pub fn verify_tensor_reshape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some((src, res)) = source_and_result(ir, op) else { return Ok(()) };
    let expand = ir.op_name(op).is_ok_and(|n| ctx.op_name_str(n) == "tensor.expand_shape");
    let (expanded, collapsed) = if expand { (res, src) } else { (src, res) };
    let shape_of = |t: Type| ctx.type_kind(t).shape().map(|s| s.to_vec());
    let (Some(eshape), Some(cshape)) = (shape_of(expanded), shape_of(collapsed)) else { return Ok(()) };
    let err = |m: String| Err(op_error_prefixed(ir, op, m));
    let show = |t: Type| type_to_string(ctx, t);
    if eshape.len() < cshape.len() {
        return err(format!(
            "expected the expanded type, '{}' to have a higher (or same) rank than the collapsed type, '{}'.",
            show(expanded),
            show(collapsed)
        ));
    }
    let reassociation = groups(ir, op);
    if cshape.len() != reassociation.len() {
        return err(format!(
            "expected rank of the collapsed type({}) to be the number of reassociation maps({})",
            cshape.len(),
            reassociation.len()
        ));
    }
    // Each group as an affine map: its dimension count is one past the
    // largest index of any group.
    let num_dims = reassociation.iter().flatten().max().map_or(0, |m| m + 1);
    if !reassociation.is_empty() && num_dims != eshape.len() as i64 {
        return err(format!(
            "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {num_dims}.",
            eshape.len()
        ));
    }
    let mut key = 0i64;
    for (i, g) in reassociation.iter().enumerate() {
        for &d in g {
            if d != key {
                return err(format!("expected reassociation map #{i} to be valid and contiguous."));
            }
            key += 1;
        }
    }
    if !reassociation.is_empty() && key != num_dims {
        return err(format!("expected reassociation map #{} to be valid and contiguous.", reassociation.len() - 1));
    }
    let mut start = 0usize;
    let mut inferred = Vec::with_capacity(reassociation.len());
    for (i, g) in reassociation.iter().enumerate() {
        let dims = &eshape[start..start + g.len()];
        start += g.len();
        if dims.contains(&DYNAMIC) {
            if cshape[i] != DYNAMIC {
                return err(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                ));
            }
            inferred.push(DYNAMIC);
        } else {
            let size: i64 = dims.iter().product();
            if cshape[i] != size {
                return err(format!("expected dimension {i} of collapsed type to be static value of {size}"));
            }
            inferred.push(size);
        }
    }
    let element = ctx.type_kind(expanded).element_type().unwrap_or(expanded);
    let expected = ctx.ranked_tensor_type(&inferred, element, None);
    let collapsed_plain =
        ctx.ranked_tensor_type(&cshape, ctx.type_kind(collapsed).element_type().unwrap_or(collapsed), None);
    if expected != collapsed_plain {
        return err(format!("expected collapsed type to be '{}', but got '{}'", show(expected), show(collapsed)));
    }
    Ok(())
}
