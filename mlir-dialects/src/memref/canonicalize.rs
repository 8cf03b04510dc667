//! Canonicalization patterns of `memref.alloc` and `memref.alloca`
//! (upstream's `SimplifyAllocConst` and `SimplifyDeadAlloc`, in that order).

use crate::fold_utils::int_of;
use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Attribute, Ir, OpId, OperationState, TypeKind, Value};
use std::sync::Arc;

/// The patterns of `memref.alloc`.
pub fn alloc_patterns() -> Vec<PatternRef> {
    vec![Arc::new(SimplifyAllocConst("memref.alloc")), Arc::new(SimplifyDeadAlloc("memref.alloc"))]
}

/// The patterns of `memref.alloca`.
pub fn alloca_patterns() -> Vec<PatternRef> {
    vec![Arc::new(SimplifyAllocConst("memref.alloca")), Arc::new(SimplifyDeadAlloc("memref.alloca"))]
}

/// The pattern of `memref.realloc`: an unused reallocation goes.
pub fn realloc_patterns() -> Vec<PatternRef> {
    vec![Arc::new(SimplifyDeadAlloc("memref.realloc"))]
}

/// The patterns of `memref.copy` (upstream's `FoldEmptyCopy`,
/// `FoldSelfCopy`): a copy of a memref to itself, or of a statically
/// empty memref, does nothing.
pub fn copy_patterns() -> Vec<PatternRef> {
    vec![Arc::new(FoldEmptyCopy), Arc::new(FoldSelfCopy)]
}

struct FoldSelfCopy;

impl RewritePattern for FoldSelfCopy {
    fn root(&self) -> Option<&str> {
        Some("memref.copy")
    }
    fn name(&self) -> &str {
        "FoldSelfCopy"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(copy) = super::CopyOp::new(ir, op) else { return false };
        copy.source(ir).checked() == copy.target(ir).checked() && rw.erase_op(op).is_ok()
    }
}

struct FoldEmptyCopy;

impl RewritePattern for FoldEmptyCopy {
    fn root(&self) -> Option<&str> {
        Some("memref.copy")
    }
    fn name(&self) -> &str {
        "FoldEmptyCopy"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(copy) = super::CopyOp::new(ir, op) else { return false };
        let empty = |v: Value| {
            ir.value_type(v)
                .is_ok_and(|t| matches!(ir.ctx().type_kind(t), TypeKind::MemRef { shape, .. } if shape.contains(&0)))
        };
        (empty(copy.source(ir).checked()) || empty(copy.target(ir).checked())) && rw.erase_op(op).is_ok()
    }
}

/// The dynamic sizes, symbol operands and alignment of an `alloc` or
/// `alloca`.
type AllocParts = (Vec<Value>, Vec<Value>, Option<Attribute>);

/// The [`AllocParts`] of `op`, when it is an `alloc` or `alloca`.
fn alloc_parts(ir: &Ir, op: OpId) -> Option<AllocParts> {
    mlir_ir::on_view!(
        ir,
        op,
        |v| (v.dynamic_sizes(ir).checked(), v.symbol_operands(ir).checked(), v.alignment(ir).checked()),
        [super::AllocOp, super::AllocaOp]
    )
}

/// The non-negative constant `v` holds, if a constant-like op defines it.
fn constant_size(ir: &Ir, v: Value) -> Option<i64> {
    let Value::OpResult { op, .. } = v else { return None };
    let (_, i) = int_of(ir.ctx(), crate::fold_utils::constant_value(ir, op)?)?;
    i.to_i64().filter(|s| *s >= 0)
}

/// Constant dynamic sizes become static dimensions of a new allocation,
/// cast back to the old type.
struct SimplifyAllocConst(&'static str);

impl RewritePattern for SimplifyAllocConst {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        "SimplifyAllocConst"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Some((sizes, symbols, alignment)) = alloc_parts(ir, op) else { return false };
        if !sizes.iter().any(|s| constant_size(ir, *s).is_some()) {
            return false;
        }
        let Ok(result) = ir.result(op, 0) else { return false };
        let Ok(old_ty) = ir.value_type(result) else { return false };
        let TypeKind::MemRef { shape, element, layout, memory_space } = ctx.type_kind(old_ty).clone() else {
            return false;
        };
        let mut new_shape = Vec::with_capacity(shape.len());
        let mut dynamic = Vec::new();
        let mut next = sizes.iter();
        for d in shape.iter() {
            if *d >= 0 {
                new_shape.push(*d);
                continue;
            }
            let Some(&s) = next.next() else { return false };
            match constant_size(ir, s) {
                Some(c) => new_shape.push(c),
                None => {
                    new_shape.push(*d);
                    dynamic.push(s);
                }
            }
        }
        let new_ty = ctx.memref_type(&new_shape, element, layout, memory_space);
        let loc = ir.op_loc(op).unwrap_or(ctx.unknown_loc());
        let name = ir.op_name(op).map(|n| ctx.op_name_str(n).to_string()).unwrap_or_default();
        let mut st = OperationState::new(ctx.op_name(&name), loc);
        st.operands.extend(dynamic.iter().copied());
        st.operands.extend(symbols.iter().copied());
        st.attributes.push((
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array_attr(&[dynamic.len() as i32, symbols.len() as i32]),
        ));
        if let Some(a) = alignment {
            st.attributes.push((ctx.ident("alignment"), a));
        }
        st.result_types.push(new_ty);
        rw.set_insertion_point(InsertPoint::Before(op));
        let Ok(new_alloc) = rw.create(st, op) else { return false };
        let Ok(new_value) = rw.ir().result(new_alloc, 0) else { return false };
        let mut cast = OperationState::new(ctx.op_name("memref.cast"), loc);
        cast.operands.push(new_value);
        cast.result_types.push(old_ty);
        rw.replace_op_with_new(op, cast).is_ok()
    }
}

/// An allocation only stored into and deallocated is erased with those
/// users.
struct SimplifyDeadAlloc(&'static str);

impl RewritePattern for SimplifyDeadAlloc {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        "SimplifyDeadAlloc"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Ok(result) = ir.result(op, 0) else { return false };
        let Ok(uses) = ir.value_uses(result) else { return false };
        let dead = uses.iter().all(|u| match ir.op_name(u.op).map(|n| ctx.op_name_str(n)) {
            // Storing the allocation itself somewhere makes it escape.
            Ok("memref.store") => u.index != 0,
            Ok("memref.dealloc") => true,
            _ => false,
        });
        if !dead {
            return false;
        }
        let mut users: Vec<OpId> = uses.iter().map(|u| u.op).collect();
        users.dedup();
        for u in users {
            if rw.erase_op(u).is_err() {
                return false;
            }
        }
        rw.erase_op(op).is_ok()
    }
}
