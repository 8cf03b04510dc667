//! Folding and canonicalization in `func` (upstream's `FuncOps.cpp`):
//! `func.constant` folds to its symbol (so equal constants are unified and
//! hoisted like any constant), the dialect materializes such symbols as
//! `func.constant`, and a `func.call_indirect` of a known callee becomes a
//! `func.call` (`SimplifyIndirectCallWithKnownCallee`).

use crate::fold_utils::to_attr;
use mlir_ir::dialect::{Folded, OpTraits};
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{AttrKind, Attribute, Context, Ir, Location, OpId, OperationState, Type, TypeKind, Value};
use std::sync::Arc;

/// The folder of `func.constant`: its symbol.
pub fn fold_constant(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(super::ConstantOp::new(ir, op)?.value(ir).checked())
}

/// `func.constant` of a flat symbol and a function type.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let flat = matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || !matches!(ctx.type_kind(ty), TypeKind::Function { .. }) {
        return None;
    }
    let mut st = OperationState::new(ctx.op_name("func.constant"), loc);
    st.attributes.push((ctx.ident("value"), value));
    st.result_types.push(ty);
    Some(st)
}

/// The patterns of `func.call_indirect`.
pub fn call_indirect_patterns() -> Vec<PatternRef> {
    vec![Arc::new(IndirectCallWithKnownCallee)]
}

struct IndirectCallWithKnownCallee;

impl RewritePattern for IndirectCallWithKnownCallee {
    fn root(&self) -> Option<&str> {
        Some("func.call_indirect")
    }
    fn name(&self) -> &str {
        "SimplifyIndirectCallWithKnownCallee"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(call) = super::CallIndirectOp::new(ir, op) else { return false };
        let Value::OpResult { op: def, .. } = call.callee(ir).checked() else { return false };
        let Some(spec) = ir.op_name(def).ok().and_then(|n| ir.ctx().op_def(n).cloned()) else { return false };
        if !spec.traits().contains(OpTraits::CONSTANT_LIKE) {
            return false;
        }
        let Some(Folded::Results(r)) = spec.fold(ir, def, &[]) else { return false };
        let Some(mlir_ir::dialect::FoldResult::Attr(callee)) = r.first() else { return false };
        if !matches!(ir.ctx().attr_kind(*callee), AttrKind::SymbolRef { .. }) {
            return false;
        }
        let ctx = ir.ctx().clone();
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut st = OperationState::new(ctx.op_name("func.call"), loc);
        st.operands = call.callee_operands(ir).checked();
        let results = call.results(ir).checked();
        let Some(types) = results.iter().map(|v| ir.value_type(*v).ok()).collect() else { return false };
        st.result_types = types;
        st.attributes.push((ctx.ident("callee"), *callee));
        rw.replace_op_with_new(op, st).is_ok()
    }
}
