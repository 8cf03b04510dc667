//! The canonicalization patterns of the shape ops (upstream's
//! `getCanonicalizationPatterns` in `Shape.cpp` and the declarative ones of
//! `ShapeCanonicalization.td`), including those rooted at `tensor.cast`
//! and `tensor.extract` that the shape ops' definitions contribute.

use super::types::extent_tensor_rank;
use mlir_ir::ir::{OpId, OperationState, Value};
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Attribute, Ir, Type, TypeKind};
use std::sync::Arc;

/// The op defining `v`, if it is named `name`.
fn defined_by(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let Value::OpResult { op, .. } = v else { return None };
    ir.op_name(op).is_ok_and(|n| ir.ctx().op_name_str(n) == name).then_some(op)
}

/// The `shape` of the `shape.const_shape` defining `v`.
fn const_shape_of(ir: &Ir, v: Value) -> Option<Attribute> {
    let Value::OpResult { op, .. } = v else { return None };
    super::ConstShapeOp::new(ir, op)?.shape(ir).checked()
}

/// The operands of `op`.
fn operands(ir: &Ir, op: OpId) -> Vec<Value> {
    ir.operands(op).map(|o| o.collect()).unwrap_or_default()
}

/// An op like `op` (name, result types, every attribute) with `operands`:
/// upstream's `replaceOpWithNewOp<OpTy>(op, op->getResultTypes(),
/// operands, op->getAttrs())`.
fn rebuild(rw: &mut PatternRewriter<'_>, op: OpId, operands: Vec<Value>) -> bool {
    let ir = rw.ir();
    let ctx = ir.ctx().clone();
    let (Ok(name), Ok(loc)) = (ir.op_name(op), ir.op_loc(op)) else { return false };
    let mut st = OperationState::new(name, loc);
    st.operands = operands;
    st.result_types = ir.results(op).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default();
    if let Ok(Some(props)) = ir.op_props(op) {
        st.attributes.extend_from_slice(ctx.dict_entries(props));
    }
    st.attributes.extend_from_slice(ir.op_attrs(op).unwrap_or(&[]));
    rw.replace_op_with_new(op, st).is_ok()
}

/// A new op `name` with `operands` and one result of `op`'s result type
/// replaces `op`.
fn replace_with(rw: &mut PatternRewriter<'_>, op: OpId, name: &str, operands: Vec<Value>) -> bool {
    let ir = rw.ir();
    let ctx = ir.ctx().clone();
    let (Ok(loc), Ok(result)) = (ir.op_loc(op), ir.result(op, 0)) else { return false };
    let Ok(ty) = ir.value_type(result) else { return false };
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands;
    st.result_types = vec![ty];
    rw.replace_op_with_new(op, st).is_ok()
}

/// `shape.assuming_all` of one witness is that witness
/// (`AssumingAllOneOp`).
struct AssumingAllOneOp;

impl RewritePattern for AssumingAllOneOp {
    fn root(&self) -> Option<&str> {
        Some("shape.assuming_all")
    }
    fn name(&self) -> &str {
        "AssumingAllOneOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        match operands(rw.ir(), op)[..] {
            [only] => rw.replace_op(op, &[only]).is_ok(),
            _ => false,
        }
    }
}

/// Witnesses of nested `shape.assuming_all` ops join their user's list
/// (`MergeAssumingAllOps`).
struct MergeAssumingAllOps;

impl RewritePattern for MergeAssumingAllOps {
    fn root(&self) -> Option<&str> {
        Some("shape.assuming_all")
    }
    fn name(&self) -> &str {
        "MergeAssumingAllOps"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let own = operands(ir, op);
        let mut merged = Vec::new();
        for v in &own {
            match defined_by(ir, *v, "shape.assuming_all") {
                Some(inner) => merged.extend(operands(ir, inner)),
                None => merged.push(*v),
            }
        }
        // As upstream: no change unless the count changed.
        if merged.len() == own.len() {
            return false;
        }
        replace_with(rw, op, "shape.assuming_all", merged)
    }
}

/// `shape.assuming_all` of `shape.cstr_eq` witnesses that share shapes
/// is one `shape.cstr_eq` of all their shapes
/// (`AssumingAllToCstrEqCanonicalization`).
struct AssumingAllToCstrEq;

impl RewritePattern for AssumingAllToCstrEq {
    fn root(&self) -> Option<&str> {
        Some("shape.assuming_all")
    }
    fn name(&self) -> &str {
        "AssumingAllToCstrEqCanonicalization"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let mut shapes: Vec<Value> = Vec::new();
        for w in operands(ir, op) {
            let Some(eq) = defined_by(ir, w, "shape.cstr_eq") else { return false };
            let eq_shapes = operands(ir, eq);
            let disjoint = !eq_shapes.iter().any(|s| shapes.contains(s));
            if !shapes.is_empty() && !eq_shapes.is_empty() && disjoint {
                return false;
            }
            shapes.extend(eq_shapes);
        }
        replace_with(rw, op, "shape.cstr_eq", shapes)
    }
}

/// Repeated operands of a commutative, idempotent op go
/// (`RemoveDuplicateOperandsPattern`).
struct RemoveDuplicateOperands(&'static str);

impl RewritePattern for RemoveDuplicateOperands {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        "RemoveDuplicateOperandsPattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let all = operands(rw.ir(), op);
        let mut unique: Vec<Value> = Vec::with_capacity(all.len());
        for v in &all {
            if !unique.contains(v) {
                unique.push(*v);
            }
        }
        unique.len() < all.len() && rebuild(rw, op, unique)
    }
}

/// Operands that are empty shapes (a `tensor<0xindex>`, or a
/// `shape.const_shape []`) go: they broadcast with anything
/// (`RemoveEmptyShapeOperandsPattern`).
struct RemoveEmptyShapeOperands(&'static str);

impl RewritePattern for RemoveEmptyShapeOperands {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        "RemoveEmptyShapeOperandsPattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx();
        let maybe_non_empty = |v: &Value| {
            let ty = ir.value_type(*v).ok();
            if ty.and_then(|t| extent_tensor_rank(ctx, t)) == Some(0) {
                return false;
            }
            let empty_constant =
                const_shape_of(ir, *v).and_then(|a| super::fold::extents_of(ctx, a)).is_some_and(|e| e.is_empty());
            !empty_constant
        };
        let all = operands(ir, op);
        let kept: Vec<Value> = all.iter().copied().filter(maybe_non_empty).collect();
        kept.len() < all.len() && rebuild(rw, op, kept)
    }
}

/// A constraint whose shapes are all the same value holds: a passing
/// `shape.const_witness` (`CstrEqEqOps`, `CstrBroadcastableEqOps`).
struct AllShapesEqual(&'static str, &'static str);

impl RewritePattern for AllShapesEqual {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        self.1
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let all = operands(ir, op);
        if all.windows(2).any(|w| w[0] != w[1]) {
            return false;
        }
        let ctx = ir.ctx().clone();
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut st = OperationState::new(ctx.op_name("shape.const_witness"), loc);
        st.attributes.push((ctx.ident("passing"), ctx.bool_attr(true)));
        st.result_types = vec![super::types::witness(&ctx)];
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// A conversion of a value just converted the other way is that value
/// (`IndexToSizeToIndexCanonicalization`,
/// `SizeToIndexToSizeCanonicalization`). Only when the types agree: a
/// `size_to_index` of an `index` converted back to a `size` is not its
/// operand.
struct RoundTrip {
    root: &'static str,
    inner: &'static str,
    name: &'static str,
}

impl RewritePattern for RoundTrip {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    /// A declarative pattern's benefit is the number of ops it matches.
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(inner) = operands(ir, op).first().and_then(|v| defined_by(ir, *v, self.inner)) else {
            return false;
        };
        let Some(&arg) = operands(ir, inner).first() else { return false };
        let same_type = ir.result(op, 0).and_then(|r| ir.value_type(r)).ok() == ir.value_type(arg).ok();
        same_type && rw.replace_op(op, &[arg]).is_ok()
    }
}

/// `shape.rank` of the `shape.shape_of` of a ranked tensor is a constant
/// (`RankShapeOfCanonicalizationPattern`).
struct RankOfShapeOf;

impl RewritePattern for RankOfShapeOf {
    fn root(&self) -> Option<&str> {
        Some("shape.rank")
    }
    fn name(&self) -> &str {
        "RankShapeOfCanonicalizationPattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Some(shape_of) = operands(ir, op).first().and_then(|v| defined_by(ir, *v, "shape.shape_of")) else {
            return false;
        };
        let arg_type = operands(ir, shape_of).first().and_then(|v| ir.value_type(*v).ok());
        let Some(TypeKind::RankedTensor { shape, .. }) = arg_type.map(|t| ctx.type_kind(t).clone()) else {
            return false;
        };
        let (Ok(loc), Ok(result)) = (ir.op_loc(op), ir.result(op, 0)) else { return false };
        let Ok(ty): Result<Type, _> = ir.value_type(result) else { return false };
        let value = super::fold::index_attr(&ctx, shape.len() as i64);
        // An `index` rank becomes an `arith.constant`, a `size` a
        // `shape.const_size`: what the dialect materializes for them.
        let Some(st) = super::materialize_constant(&ctx, value, ty, loc) else { return false };
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// `shape.assuming_all`'s patterns.
pub fn assuming_all() -> Vec<PatternRef> {
    vec![
        Arc::new(MergeAssumingAllOps),
        Arc::new(AssumingAllOneOp),
        Arc::new(AssumingAllOfCstrBroadcastable),
        Arc::new(AssumingAllToCstrEq),
        Arc::new(RemoveDuplicateOperands("shape.assuming_all")),
    ]
}

/// `shape.broadcast`'s patterns.
pub fn broadcast() -> Vec<PatternRef> {
    vec![
        Arc::new(BroadcastConcretizeResultType),
        Arc::new(BroadcastFoldConstantOperands),
        Arc::new(BroadcastForwardSingleOperand),
        Arc::new(CastExtentTensorOperands("shape.broadcast")),
        Arc::new(RemoveDuplicateOperands("shape.broadcast")),
        Arc::new(RemoveEmptyShapeOperands("shape.broadcast")),
    ]
}

/// `shape.const_shape`'s patterns.
pub fn const_shape() -> Vec<PatternRef> {
    vec![Arc::new(TensorCastConstShape)]
}

/// `shape.shape_of`'s patterns.
pub fn shape_of() -> Vec<PatternRef> {
    vec![Arc::new(ShapeOfCastExtentTensor), Arc::new(ExtractFromShapeOf)]
}

/// `shape.cstr_broadcastable`'s patterns.
pub fn cstr_broadcastable() -> Vec<PatternRef> {
    vec![
        Arc::new(CastExtentTensorOperands("shape.cstr_broadcastable")),
        Arc::new(AllShapesEqual("shape.cstr_broadcastable", "CstrBroadcastableEqOps")),
        Arc::new(RemoveDuplicateOperands("shape.cstr_broadcastable")),
        Arc::new(RemoveEmptyShapeOperands("shape.cstr_broadcastable")),
    ]
}

/// `shape.cstr_eq`'s patterns.
pub fn cstr_eq() -> Vec<PatternRef> {
    vec![Arc::new(AllShapesEqual("shape.cstr_eq", "CstrEqEqOps"))]
}

/// `shape.index_to_size`'s patterns.
pub fn index_to_size() -> Vec<PatternRef> {
    vec![Arc::new(RoundTrip {
        root: "shape.index_to_size",
        inner: "shape.size_to_index",
        name: "SizeToIndexToSizeCanonicalization",
    })]
}

/// `shape.size_to_index`'s patterns.
pub fn size_to_index() -> Vec<PatternRef> {
    vec![Arc::new(RoundTrip {
        root: "shape.size_to_index",
        inner: "shape.index_to_size",
        name: "IndexToSizeToIndexCanonicalization",
    })]
}

/// `shape.rank`'s patterns.
pub fn rank() -> Vec<PatternRef> {
    vec![Arc::new(RankOfShapeOf)]
}

/// `shape.is_broadcastable`'s patterns.
pub fn is_broadcastable() -> Vec<PatternRef> {
    vec![Arc::new(RemoveDuplicateOperands("shape.is_broadcastable"))]
}

/// `shape.assuming` on a `shape.const_witness` is its region, inlined in
/// its place, what it yields replacing its results (`AssumingWithTrue`).
/// As upstream's, which tests that the witness has its attribute rather
/// than its value, this applies to a failing witness too.
struct AssumingWithTrue;

impl RewritePattern for AssumingWithTrue {
    fn root(&self) -> Option<&str> {
        Some("shape.assuming")
    }
    fn name(&self) -> &str {
        "AssumingWithTrue"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx();
        let witness = operands(ir, op).first().and_then(|v| defined_by(ir, *v, "shape.const_witness"));
        let Some(witness) = witness.and_then(|w| super::ConstWitnessOp::new(ir, w)) else {
            return false;
        };
        let passing = witness.passing(ir).checked();
        if !passing.is_some_and(|a| matches!(ctx.attr_kind(a), mlir_ir::AttrKind::Bool(_))) {
            return false;
        }
        let Some(region) = ir.regions(op).ok().and_then(|r| r.first().copied()) else { return false };
        let Some(block) = ir.region_first_block(region).ok().flatten() else { return false };
        let Some(term) = ir.block_last_op(block).ok().flatten() else { return false };
        let Ok(Some(parent)) = ir.op_parent_block(op) else { return false };
        if rw.inline_block(block, parent, Some(op), &[]).is_err() {
            return false;
        }
        let yielded = operands(rw.ir(), term);
        rw.erase_op(term).is_ok() && rw.replace_op(op, &yielded).is_ok()
    }
}

/// `shape.assuming` with results nobody uses: a new `shape.assuming`
/// yielding only the used ones takes over the body
/// (`AssumingOpRemoveUnusedResults`).
struct AssumingRemoveUnusedResults;

impl RewritePattern for AssumingRemoveUnusedResults {
    fn root(&self) -> Option<&str> {
        Some("shape.assuming")
    }
    fn name(&self) -> &str {
        "AssumingOpRemoveUnusedResults"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Ok(results) = ir.results(op).map(|r| r.collect::<Vec<Value>>()) else { return false };
        let Some(region) = ir.regions(op).ok().and_then(|r| r.first().copied()) else { return false };
        let Some(block) = ir.region_first_block(region).ok().flatten() else { return false };
        let Some(term) = ir.block_last_op(block).ok().flatten() else { return false };
        let yielded = operands(ir, term);
        let used: Vec<usize> =
            (0..results.len().min(yielded.len())).filter(|i| ir.value_has_uses(results[*i]).unwrap_or(true)).collect();
        if used.len() == yielded.len() {
            return false;
        }
        let kept: Vec<Value> = used.iter().map(|i| yielded[*i]).collect();
        let Some(types) = kept.iter().map(|v| ir.value_type(*v).ok()).collect::<Option<Vec<_>>>() else {
            return false;
        };
        let (Ok(loc), Some(&witness)) = (ir.op_loc(op), operands(ir, op).first()) else { return false };
        if rw.modify_in_place(term, |ir| ir.set_operands(term, &kept)).is_err() {
            return false;
        }
        let mut st = OperationState::new(ctx.op_name("shape.assuming"), loc);
        st.operands = vec![witness];
        st.result_types = types;
        st.regions = vec![rw.create_region()];
        let new_region = st.regions[0];
        rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
        let Ok(new_op) = rw.create(st, op) else { return false };
        if rw.move_region_blocks(region, new_region).is_err() {
            return false;
        }
        let new_results: Vec<Value> = rw.ir().results(new_op).map(|r| r.collect()).unwrap_or_default();
        // Unused results have no uses to replace: they stand for themselves.
        let mut replacements = results.clone();
        for (k, i) in used.iter().enumerate() {
            replacements[*i] = new_results[k];
        }
        rw.replace_op(op, &replacements).is_ok()
    }
}

/// `shape.assuming`'s patterns.
pub fn assuming() -> Vec<PatternRef> {
    vec![Arc::new(AssumingRemoveUnusedResults), Arc::new(AssumingWithTrue)]
}

/// A new op `name` with `operands`, result types `types` and no
/// attributes, created before `op` at `op`'s location.
fn create(rw: &mut PatternRewriter<'_>, op: OpId, name: &str, operands: Vec<Value>, types: Vec<Type>) -> Option<Value> {
    let ctx = rw.ir().ctx().clone();
    let loc = rw.ir().op_loc(op).ok()?;
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands;
    st.result_types = types;
    rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
    let new = rw.create(st, op).ok()?;
    rw.ir().result(new, 0).ok()
}

/// The type of `v`.
fn type_of(ir: &Ir, v: Value) -> Option<Type> {
    ir.value_type(v).ok()
}

/// The type of result 0 of `op`.
fn result_type(ir: &Ir, op: OpId) -> Option<Type> {
    ir.result(op, 0).ok().and_then(|r| type_of(ir, r))
}

/// `tensor.cast` of a `shape.const_shape` to a static type is a
/// `shape.const_shape` of that type (`TensorCastConstShape`).
struct TensorCastConstShape;

impl RewritePattern for TensorCastConstShape {
    fn root(&self) -> Option<&str> {
        Some("tensor.cast")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &str {
        "TensorCastConstShape"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Some(c) = operands(ir, op).first().and_then(|v| defined_by(ir, *v, "shape.const_shape")) else {
            return false;
        };
        let Some(ty) = result_type(ir, op) else { return false };
        let is_static = matches!(ctx.type_kind(ty), TypeKind::RankedTensor { shape, .. } if !shape.contains(&mlir_ir::types::DYNAMIC));
        let Some(shape) = super::ConstShapeOp::new(ir, c).and_then(|c| c.shape(ir).checked()) else { return false };
        let Ok(loc) = ir.op_loc(op) else { return false };
        if !is_static {
            return false;
        }
        let mut st = OperationState::new(ctx.op_name("shape.const_shape"), loc);
        st.attributes.push((ctx.ident("shape"), shape));
        st.result_types = vec![ty];
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// `tensor.cast` of a `shape.shape_of` of a ranked value to a compatible
/// 1-D type is a `shape.shape_of` of that type (`ShapeOfCastExtentTensor`).
struct ShapeOfCastExtentTensor;

impl RewritePattern for ShapeOfCastExtentTensor {
    fn root(&self) -> Option<&str> {
        Some("tensor.cast")
    }
    fn name(&self) -> &str {
        "ShapeOfCastExtentTensor"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx();
        let Some(ty) = result_type(ir, op) else { return false };
        let Some(extent) = extent_tensor_rank(ctx, ty) else { return false };
        let Some(shape_of) = operands(ir, op).first().and_then(|v| defined_by(ir, *v, "shape.shape_of")) else {
            return false;
        };
        let Some(&arg) = operands(ir, shape_of).first() else { return false };
        let Some(TypeKind::RankedTensor { shape, .. }) = type_of(ir, arg).map(|t| ctx.type_kind(t).clone()) else {
            return false;
        };
        if extent != mlir_ir::types::DYNAMIC && extent != shape.len() as i64 {
            return false;
        }
        replace_with(rw, op, "shape.shape_of", vec![arg])
    }
}

/// `tensor.extract` from a `shape.shape_of` is a `tensor.dim` of the
/// value (`ExtractFromShapeOfExtentTensor`).
struct ExtractFromShapeOf;

impl RewritePattern for ExtractFromShapeOf {
    fn root(&self) -> Option<&str> {
        Some("tensor.extract")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &str {
        "ExtractFromShapeOfExtentTensor"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let all = operands(ir, op);
        let Some(shape_of) = all.first().and_then(|v| defined_by(ir, *v, "shape.shape_of")) else { return false };
        let (Some(&arg), Some(&index)) = (operands(ir, shape_of).first(), all.get(1)) else { return false };
        replace_with(rw, op, "tensor.dim", vec![arg, index])
    }
}

/// Operands that are `tensor.cast`s to a dynamically sized extent tensor
/// are the cast's source (`CanonicalizeCastExtentTensorOperandsPattern`).
/// As upstream's, the rebuilt op keeps no attributes.
struct CastExtentTensorOperands(&'static str);

impl RewritePattern for CastExtentTensorOperands {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        "CanonicalizeCastExtentTensorOperandsPattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let mut changed = false;
        let new: Vec<Value> = operands(ir, op)
            .into_iter()
            .map(|v| {
                let source = defined_by(ir, v, "tensor.cast").and_then(|cast| {
                    let loses_info = result_type(ir, cast)
                        .and_then(|t| match ctx.type_kind(t) {
                            TypeKind::RankedTensor { shape, .. } => {
                                shape.first().map(|d| *d == mlir_ir::types::DYNAMIC)
                            }
                            _ => None,
                        })
                        .unwrap_or(false);
                    loses_info.then(|| operands(ir, cast).first().copied()).flatten()
                });
                match source {
                    Some(s) => {
                        changed = true;
                        s
                    }
                    None => v,
                }
            })
            .collect();
        if !changed {
            return false;
        }
        let Some(ty) = result_type(ir, op) else { return false };
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut st = OperationState::new(ctx.op_name(self.0), loc);
        st.operands = new;
        st.result_types = vec![ty];
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// `shape.broadcast` of one shape is that shape, converted to the result
/// type when it differs: `shape.from_extent_tensor` to a `!shape.shape`,
/// `tensor.cast` between extent tensors (`BroadcastForwardSingleOperandPattern`).
struct BroadcastForwardSingleOperand;

impl RewritePattern for BroadcastForwardSingleOperand {
    fn root(&self) -> Option<&str> {
        Some("shape.broadcast")
    }
    fn name(&self) -> &str {
        "BroadcastForwardSingleOperandPattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let &[operand] = &operands(ir, op)[..] else { return false };
        let (Some(from), Some(to)) = (type_of(ir, operand), result_type(ir, op)) else { return false };
        let replacement = if from == to {
            Some(operand)
        } else if super::types::is_shape(&ctx, to) {
            create(rw, op, "shape.from_extent_tensor", vec![operand], vec![to])
        } else if super::types::is_shape(&ctx, from) {
            return false;
        } else {
            create(rw, op, "tensor.cast", vec![operand], vec![to])
        };
        replacement.is_some_and(|r| rw.replace_op(op, &[r]).is_ok())
    }
}

/// The constant shapes among `shape.broadcast`'s operands that broadcast
/// together become one `shape.const_shape` (`BroadcastFoldConstantOperandsPattern`).
struct BroadcastFoldConstantOperands;

impl RewritePattern for BroadcastFoldConstantOperands {
    fn root(&self) -> Option<&str> {
        Some("shape.broadcast")
    }
    fn name(&self) -> &str {
        "BroadcastFoldConstantOperandsPattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let all = operands(ir, op);
        let mut folded: Vec<i64> = Vec::new();
        let mut rest: Vec<Value> = Vec::new();
        for v in &all {
            let constant = const_shape_of(ir, *v).and_then(|a| super::fold::extents_of(&ctx, a));
            if let Some(next) = constant.and_then(|c| super::fold::broadcasted_shape(&folded, &c)) {
                folded = next;
                continue;
            }
            rest.push(*v);
        }
        // At least two constants must have been folded.
        if all.len() - rest.len() < 2 {
            return false;
        }
        let Some(attr) = super::fold::index_tensor_attr(&ctx, &folded) else { return false };
        let Some(ty) = result_type(ir, op) else { return false };
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut st = OperationState::new(ctx.op_name("shape.const_shape"), loc);
        st.attributes.push((ctx.ident("shape"), attr));
        st.result_types = vec![super::types::extent_tensor(&ctx, folded.len() as i64)];
        rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
        let Ok(c) = rw.create(st, op) else { return false };
        let Ok(c) = rw.ir().result(c, 0) else { return false };
        rest.push(c);
        let mut st = OperationState::new(ctx.op_name("shape.broadcast"), loc);
        st.operands = rest;
        st.result_types = vec![ty];
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// A `shape.broadcast` to `tensor<?xindex>` of extent tensors of static
/// sizes broadcasts to `tensor<N x index>` for the largest `N`, cast back
/// (`BroadcastConcretizeResultTypePattern`).
struct BroadcastConcretizeResultType;

impl RewritePattern for BroadcastConcretizeResultType {
    fn root(&self) -> Option<&str> {
        Some("shape.broadcast")
    }
    fn name(&self) -> &str {
        "BroadcastConcretizeResultTypePattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Some(ty) = result_type(ir, op) else { return false };
        if extent_tensor_rank(&ctx, ty) != Some(mlir_ir::types::DYNAMIC) {
            return false;
        }
        let all = operands(ir, op);
        let mut max_rank = 0i64;
        for v in &all {
            if let Some(TypeKind::RankedTensor { shape, .. }) = type_of(ir, *v).map(|t| ctx.type_kind(t).clone()) {
                match shape.first() {
                    Some(&d) if d == mlir_ir::types::DYNAMIC => return false,
                    Some(&d) => max_rank = max_rank.max(d),
                    None => {}
                }
            }
        }
        let concrete = super::types::extent_tensor(&ctx, max_rank);
        let Some(b) = create(rw, op, "shape.broadcast", all, vec![concrete]) else { return false };
        let Some(cast) = create(rw, op, "tensor.cast", vec![b], vec![ty]) else { return false };
        rw.replace_op(op, &[cast]).is_ok()
    }
}

/// `shape.cstr_broadcastable` witnesses of an `assuming_all` whose shapes
/// are a subset of another's are implied by it and go, and with them the
/// constraints nothing else uses (`AssumingAllOfCstrBroadcastable`).
struct AssumingAllOfCstrBroadcastable;

impl RewritePattern for AssumingAllOfCstrBroadcastable {
    fn root(&self) -> Option<&str> {
        Some("shape.assuming_all")
    }
    fn name(&self) -> &str {
        "AssumingAllOfCstrBroadcastable"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let mut constraints: Vec<OpId> = Vec::new();
        for w in operands(ir, op) {
            let Some(c) = defined_by(ir, w, "shape.cstr_broadcastable") else { return false };
            if !constraints.contains(&c) {
                constraints.push(c);
            }
        }
        if constraints.len() <= 1 {
            return false;
        }
        let mut shapes: Vec<(OpId, Vec<Value>)> = constraints.iter().map(|c| (*c, operands(ir, *c))).collect();
        // Most shapes first (a stable sort, as upstream's `llvm::sort` is
        // on lists this short).
        shapes.sort_by_key(|(_, s)| std::cmp::Reverse(s.len()));
        let mut erased: Vec<OpId> = Vec::new();
        let mut i = 0;
        while i < shapes.len() {
            let covering = shapes[i].1.clone();
            let implied = |s: &[Value]| s.iter().all(|v| covering.contains(v));
            erased.extend(remove_if(&mut shapes, i + 1, implied));
            i += 1;
        }
        if erased.is_empty() {
            return false;
        }
        let Some(witnesses) = shapes.iter().map(|(c, _)| ir.result(*c, 0).ok()).collect::<Option<Vec<_>>>() else {
            return false;
        };
        if !replace_with(rw, op, "shape.assuming_all", witnesses) {
            return false;
        }
        for c in erased {
            // The list may name an op twice (see `remove_if`); it is
            // erased once.
            let live_unused = rw.ir().result(c, 0).ok().is_some_and(|r| rw.ir().value_has_uses(r) == Ok(false));
            if live_unused {
                let _ = rw.erase_op(c);
            }
        }
        true
    }
}

/// `std::remove_if` over `shapes[from..]` followed by erasing the tail, as
/// upstream's pattern uses it: the kept entries move forward in order and
/// the ops it then marks for erasure are those left in the tail, which
/// for libstdc++ are the entries at those positions after the moves (a
/// kept entry moved forward leaves its op behind), not necessarily the
/// removed ones. Returns the tail's ops.
fn remove_if(shapes: &mut Vec<(OpId, Vec<Value>)>, from: usize, pred: impl Fn(&[Value]) -> bool) -> Vec<OpId> {
    let Some(first) = (from..shapes.len()).find(|&j| pred(&shapes[j].1)) else { return Vec::new() };
    let mut result = first;
    for j in first + 1..shapes.len() {
        if !pred(&shapes[j].1) {
            // A move: the source keeps its op, its set is left empty.
            let moved = (shapes[j].0, std::mem::take(&mut shapes[j].1));
            shapes[result] = moved;
            result += 1;
        }
    }
    shapes.drain(result..).map(|(op, _)| op).collect()
}
