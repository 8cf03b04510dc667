//! `DialectInlinerInterface`: a dialect's say in inlining calls to and ops
//! of that dialect (upstream's dialect interface of the same name).

use crate::ir::{BlockId, Ir, OpId, Value};

/// Upstream's `DialectInlinerInterface`. A call is inlined only when its
/// dialect has one that allows it, as upstream's inliner asks the call's
/// dialect.
pub trait DialectInlinerInterface: Send + Sync {
    /// `isLegalToInline(call, callable, wouldBeCloned)`.
    fn is_legal_to_inline_call(&self, _ir: &Ir, _call: OpId, _callable: OpId) -> bool {
        true
    }

    /// `handleTerminator(op, newDest)`: replaces terminator `op` of an
    /// inlined multi-block body with a branch to `dest`, passing what it
    /// returned as `dest`'s arguments. Whether it did.
    fn handle_terminator_with_branch(&self, ir: &mut Ir, op: OpId, dest: BlockId) -> bool;

    /// `handleTerminator(op, valuesToReplace)`: the values that replace
    /// the call's results when a single-block body ends in terminator
    /// `op`. Defaults to its operands.
    fn terminator_values(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        ir.operands(op).map(|o| o.collect()).unwrap_or_default()
    }
}

/// The inliner interface of the dialect `op` belongs to, if it has one.
pub fn dialect_inliner(ir: &Ir, op: OpId) -> Option<std::sync::Arc<dyn DialectInlinerInterface>> {
    let name = ir.ctx().op_name_str(ir.op_name(op).ok()?);
    let namespace = name.split_once('.').map_or(name, |(ns, _)| ns);
    ir.ctx().dialect(namespace)?.inliner.clone()
}
