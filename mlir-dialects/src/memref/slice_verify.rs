//! Verifiers of the ops with offsets, sizes and strides: upstream's
//! `OffsetSizeAndStrideOpInterface` checks (list lengths, dynamic counts,
//! non-negative values), the result type a slice must have (possibly with
//! unit dimensions dropped) and the in-bounds check, for `memref.subview`,
//! `tensor.extract_slice` and `tensor.insert_slice`.

use super::slice::i64s;
use crate::spec::verify::{op_attr, operands, result_types};
use mlir_ir::printer::type_to_string;
use mlir_ir::types::memref_strides_and_offset;
use mlir_ir::verifier::op_error_plain;
use mlir_ir::{AttrKind, Context, Diagnostic, Ir, OpId, Type, TypeKind};

const DYNAMIC: i64 = i64::MIN;

/// The static offsets, sizes and strides of `op` (`kDynamic` where an
/// operand supplies the value).
struct Lists {
    offsets: Vec<i64>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

impl Lists {
    fn of(ir: &Ir, op: OpId) -> Lists {
        let get = |name| i64s(ir.ctx(), op_attr(ir, op, name));
        Lists { offsets: get("static_offsets"), sizes: get("static_sizes"), strides: get("static_strides") }
    }
}

/// How a type compares with the slice type it must be or reduce from
/// (upstream's `SliceVerificationResult`).
#[derive(PartialEq)]
enum SliceCheck {
    Success,
    RankTooLarge,
    SizeMismatch,
    ElemTypeMismatch,
}

/// The interface checks, in upstream's order: one operand per dynamic
/// entry of each list; offsets as many as sizes, sizes as strides; `rank`
/// entries each (`verifyOffsetSizeAndStrideOp`); no negative static offset
/// or size. `first_dynamic` is the operand segment of the offsets (sizes
/// and strides follow).
fn verify_lists(ir: &Ir, op: OpId, l: &Lists, rank: usize, first_dynamic: usize) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error_plain(ir, op, msg));
    let lists = [("offset", &l.offsets), ("size", &l.sizes), ("stride", &l.strides)];
    let segments = op_attr(ir, op, "operandSegmentSizes")
        .and_then(|a| crate::spec::verify::dense_i32(ir.ctx(), a))
        .unwrap_or_default();
    for (i, (name, list)) in lists.into_iter().enumerate() {
        let dynamic = list.iter().filter(|v| **v == DYNAMIC).count();
        let given = segments.get(first_dynamic + i).copied().unwrap_or(0).max(0) as usize;
        if given != dynamic {
            return err(format!(
                "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' \
                 ({given} vs {dynamic})"
            ));
        }
    }
    for ((a, x), (b, y)) in
        [(("offsets", &l.offsets), ("sizes", &l.sizes)), (("sizes", &l.sizes), ("strides", &l.strides))]
    {
        if x.len() != y.len() {
            return err(format!(
                "expected mixed {a} rank to match mixed {b} rank ({} vs {}) so the rank of the result type is \
                 well-formed.",
                x.len(),
                y.len()
            ));
        }
    }
    for (name, list) in lists {
        if list.len() != rank {
            return err(format!("expected {rank} {name} values, got {}", list.len()));
        }
    }
    for (name, list) in [("offsets", &l.offsets), ("sizes", &l.sizes)] {
        if let Some(v) = list.iter().find(|v| **v < 0 && **v != DYNAMIC) {
            return err(format!("expected {name} to be non-negative, but got {v}"));
        }
    }
    Ok(())
}

/// `computeRankReductionMask`: which dimensions of `original` are dropped
/// to get `reduced` (only unit dimensions may be), matched greedily from
/// the front; `None` when `reduced` cannot be obtained that way.
fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut j = 0;
    for (i, &size) in original.iter().enumerate() {
        if j < reduced.len() && size == reduced[j] {
            j += 1;
            continue;
        }
        if size != 1 {
            return None;
        }
        dropped[i] = true;
    }
    (j == reduced.len()).then_some(dropped)
}

/// `isRankReducedType` on shapes and element types.
fn rank_reduced_check(ctx: &Context, expected: Type, got: Type) -> SliceCheck {
    if expected == got {
        return SliceCheck::Success;
    }
    let (Some(original), Some(reduced)) = (ctx.type_kind(expected).shape(), ctx.type_kind(got).shape()) else {
        return SliceCheck::SizeMismatch;
    };
    if reduced.len() > original.len() {
        return SliceCheck::RankTooLarge;
    }
    if rank_reduction_mask(original, reduced).is_none() {
        return SliceCheck::SizeMismatch;
    }
    if ctx.type_kind(expected).element_type() != ctx.type_kind(got).element_type() {
        return SliceCheck::ElemTypeMismatch;
    }
    SliceCheck::Success
}

/// `verifyInBoundsSlice`: every static offset lies inside its static
/// dimension, and so does the last element a static size and stride reach.
fn verify_in_bounds(ir: &Ir, op: OpId, shape: &[i64], l: &Lists) -> Result<(), Diagnostic> {
    for (i, &dim) in shape.iter().enumerate() {
        let (offset, size, stride) = (l.offsets[i], l.sizes[i], l.strides[i]);
        if dim == DYNAMIC || offset == DYNAMIC {
            continue;
        }
        if offset >= dim {
            return Err(op_error_plain(ir, op, format!("offset {i} is out-of-bounds: {offset} >= {dim}")));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = offset.saturating_add((size - 1).saturating_mul(stride));
        if last >= dim {
            return Err(op_error_plain(
                ir,
                op,
                format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"),
            ));
        }
    }
    Ok(())
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.type_kind(t).shape().map(|s| s.to_vec()).unwrap_or_default()
}

/// A sum where a dynamic operand makes the result dynamic (upstream's
/// `SaturatedInteger`).
fn saturated_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_add(b).unwrap_or(DYNAMIC)
}

/// A product that is 0 when either factor is, else dynamic when either is.
fn saturated_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_mul(b).unwrap_or(DYNAMIC)
}

/// `SubViewOp::inferResultType`: the static sizes, with the source's
/// strides scaled by the static strides and its offset moved by the static
/// offsets, as a strided layout.
fn subview_type(ctx: &Context, source: Type, l: &Lists) -> Option<Type> {
    let TypeKind::MemRef { shape, element, layout, memory_space } = ctx.type_kind(source) else { return None };
    let (strides, offset) = memref_strides_and_offset(ctx, shape, *layout)?;
    let offset = l.offsets.iter().zip(&strides).fold(offset, |acc, (&o, &s)| saturated_add(acc, saturated_mul(o, s)));
    let strides: Vec<i64> = strides.iter().zip(&l.strides).map(|(&s, &t)| saturated_mul(s, t)).collect();
    let layout = ctx.get_attr(AttrKind::Strided { offset, strides: strides.into() });
    Some(ctx.memref_type(&l.sizes, *element, Some(layout), *memory_space))
}

/// `computeMemRefRankReductionMask`: the dropped dimensions of a
/// rank-reducing subview, told apart by their strides when several unit
/// dimensions could be the dropped ones; `None` when the strides cannot
/// account for the reduction.
fn memref_reduction_mask(ctx: &Context, expected: Type, got: Type, sizes: &[i64]) -> Option<Vec<bool>> {
    let rank = |t| shape_of(ctx, t).len();
    let mut dropped = vec![false; rank(expected)];
    if rank(expected) == rank(got) {
        return Some(dropped);
    }
    for (d, &s) in dropped.iter_mut().zip(sizes) {
        *d = s == 1;
    }
    let count = |m: &[bool]| m.iter().filter(|d| **d).count();
    if count(&dropped) + rank(got) == rank(expected) {
        return Some(dropped);
    }
    let ((original, _), (candidate, _)) = (strides_and_offset(ctx, expected)?, strides_and_offset(ctx, got)?);
    let occurrences = |v: &[i64]| {
        let mut m: hashbrown::HashMap<i64, usize> = hashbrown::HashMap::new();
        for s in v {
            *m.entry(*s).or_default() += 1;
        }
        m
    };
    let (mut unaccounted, in_candidate) = (occurrences(&original), occurrences(&candidate));
    for (d, stride) in dropped.iter_mut().zip(&original) {
        if !*d {
            continue;
        }
        let left = unaccounted.get(stride).copied().unwrap_or(0);
        let kept = in_candidate.get(stride).copied().unwrap_or(0);
        match left.cmp(&kept) {
            std::cmp::Ordering::Greater => *unaccounted.entry(*stride).or_default() -= 1,
            std::cmp::Ordering::Equal => *d = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&dropped) + rank(got) == rank(expected)).then_some(dropped)
}

/// The offset and strides of a memref type's layout, if strided.
fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, layout, .. } => memref_strides_and_offset(ctx, shape, *layout),
        _ => None,
    }
}

/// The source type, result type and lists of a slice op whose source is
/// its first operand, once the interface checks pass; `None` for an op too
/// malformed to have them (which the generic checks report).
fn checked_slice(ir: &Ir, op: OpId) -> Result<Option<(Type, Type, Lists)>, Diagnostic> {
    let (Some(&source), Some(&result)) = (operands(ir, op).first(), result_types(ir, op).first()) else {
        return Ok(None);
    };
    let Ok(source) = ir.value_type(source) else { return Ok(None) };
    let l = Lists::of(ir, op);
    verify_lists(ir, op, &l, shape_of(ir.ctx(), source).len(), 1)?;
    Ok(Some((source, result, l)))
}

/// `SubViewOp::verify`, after the interface checks.
pub fn verify_subview(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some((base, result, l)) = checked_slice(ir, op)? else { return Ok(()) };
    let err = |msg: String| Err(op_error_plain(ir, op, msg));
    let space = |t: Type| match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    };
    if space(base) != space(result) {
        return err(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            quoted(ctx, base),
            quoted(ctx, result)
        ));
    }
    let Some(expected) = subview_type(ctx, base, &l) else {
        return err(format!("base type {} is not strided", quoted(ctx, base)));
    };
    let layout_mismatch = || {
        err(format!(
            "expected result type to be {} or a rank-reduced version. (mismatch of result layout), but got {}",
            quoted(ctx, expected),
            quoted(ctx, result)
        ))
    };
    match rank_reduced_check(ctx, expected, result) {
        SliceCheck::Success => {}
        SliceCheck::RankTooLarge => {
            return err(format!(
                "expected result rank to be smaller or equal to the source rank, but got {}",
                quoted(ctx, result)
            ))
        }
        SliceCheck::SizeMismatch => {
            return err(format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result sizes), but got {}",
                quoted(ctx, expected),
                quoted(ctx, result)
            ))
        }
        SliceCheck::ElemTypeMismatch => {
            let element = ctx.type_kind(expected).element_type().expect("a memref has an element type");
            return err(format!(
                "expected result element type to be {}, but got {}",
                quoted(ctx, element),
                quoted(ctx, result)
            ));
        }
    }
    let (Some((expected_strides, expected_offset)), Some((strides, offset))) =
        (strides_and_offset(ctx, expected), strides_and_offset(ctx, result))
    else {
        return layout_mismatch();
    };
    if expected_offset != offset {
        return layout_mismatch();
    }
    let Some(dropped) = memref_reduction_mask(ctx, expected, result, &l.sizes) else {
        return layout_mismatch();
    };
    let kept: Vec<i64> = expected_strides.iter().zip(&dropped).filter(|(_, d)| !**d).map(|(s, _)| *s).collect();
    if kept != strides {
        return layout_mismatch();
    }
    verify_in_bounds(ir, op, &shape_of(ctx, base), &l)
}

/// The slice type `tensor.extract_slice`/`insert_slice` infer from a
/// tensor type and static sizes.
fn slice_tensor_type(ctx: &Context, tensor: Type, sizes: &[i64]) -> Option<Type> {
    match ctx.type_kind(tensor) {
        TypeKind::RankedTensor { element, encoding, .. } => Some(ctx.ranked_tensor_type(sizes, *element, *encoding)),
        _ => None,
    }
}

/// `produceSliceErrorMsg` of the tensor slices.
fn tensor_slice_check(ir: &Ir, op: OpId, expected: Type, got: Type) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let msg = match rank_reduced_check(ctx, expected, got) {
        SliceCheck::Success => return Ok(()),
        SliceCheck::RankTooLarge => "expected rank to be smaller or equal to the other rank. ".to_string(),
        SliceCheck::SizeMismatch => {
            format!("expected type to be {} or a rank-reduced version. (size mismatch) ", quoted(ctx, expected))
        }
        SliceCheck::ElemTypeMismatch => {
            let element = ctx.type_kind(expected).element_type().expect("a tensor has an element type");
            format!("expected element type to be {}", quoted(ctx, element))
        }
    };
    Err(op_error_plain(ir, op, msg))
}

/// `ExtractSliceOp::verify`, after the interface checks.
pub fn verify_extract_slice(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some((source, result, l)) = checked_slice(ir, op)? else { return Ok(()) };
    let Some(expected) = slice_tensor_type(ctx, source, &l.sizes) else { return Ok(()) };
    tensor_slice_check(ir, op, expected, result)?;
    verify_in_bounds(ir, op, &shape_of(ctx, source), &l)
}

/// `InsertSliceOp::verify`, after the interface checks: the inserted
/// tensor is the slice of the destination (or a rank-reduced one).
pub fn verify_insert_slice(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let ops = operands(ir, op);
    let (Some(&source), Some(&dest)) = (ops.first(), ops.get(1)) else { return Ok(()) };
    let (Ok(source), Ok(dest)) = (ir.value_type(source), ir.value_type(dest)) else { return Ok(()) };
    let l = Lists::of(ir, op);
    verify_lists(ir, op, &l, shape_of(ctx, dest).len(), 2)?;
    let Some(expected) = slice_tensor_type(ctx, dest, &l.sizes) else { return Ok(()) };
    tensor_slice_check(ir, op, expected, source)?;
    verify_in_bounds(ir, op, &shape_of(ctx, dest), &l)
}
