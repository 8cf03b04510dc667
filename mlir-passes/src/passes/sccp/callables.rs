//! The callables whose callers `sccp`'s dead-code analysis cannot all
//! see, as upstream's sets them up before it runs: of the ops with a body
//! implementing `CallableOpInterface` in the symbol tables under the
//! analyzed op, the public ones, the nested ones when not every use is
//! visible, and any that something other than a call refers to. The
//! others run only once a live call reaches them, with arguments joined
//! from those calls.

use hashbrown::HashMap;
use mlir_ir::interfaces::{op_interface, CallOpInterface, CallableOpInterface, Callee};
use mlir_ir::ir::{Ir, OpId};
use mlir_ir::symbols::{child_ops, is_symbol_table, lookup_nearest_symbol_from, symbol_visibility};

/// The op a call calls by symbol (an indirect call has none).
pub(super) fn callee(ir: &Ir, call: OpId) -> Option<OpId> {
    let Callee::Symbol(r) = op_interface::<dyn CallOpInterface>(ir, call)?.callee(ir, call)? else { return None };
    lookup_nearest_symbol_from(ir, call, r)
}

/// Whether `f` is a callable with a body.
fn has_body(ir: &Ir, f: OpId) -> bool {
    op_interface::<dyn CallableOpInterface>(ir, f).is_some_and(|c| c.callable_region(ir, f).is_some())
}

/// Records each callable with a body in `table` (and the symbol tables in
/// it) with whether its visibility hides callers.
fn collect(ir: &Ir, table: OpId, all_uses_visible: bool, out: &mut HashMap<OpId, bool>) {
    for f in child_ops(ir, table).unwrap_or_default() {
        if has_body(ir, f) {
            let unknown_callers = match symbol_visibility(ir, f).as_deref() {
                Some("private") => false,
                Some("nested") => !all_uses_visible,
                _ => true,
            };
            out.insert(f, unknown_callers);
        } else if is_symbol_table(ir, f) {
            collect(ir, f, all_uses_visible, out);
        }
    }
}

/// The callables under `top` whose callers may be unknown: public ones,
/// nested ones whose uses are not all visible, and those something other
/// than a call refers to.
/// `order` is `top` walked in [`super::solver::preorder`] order.
pub(super) fn with_unknown_callers(ir: &Ir, top: OpId, order: &[super::solver::Walked]) -> Vec<OpId> {
    let mut callables = HashMap::new();
    let all_uses_visible = ir.op_parent_block(top).ok().flatten().is_none();
    if is_symbol_table(ir, top) {
        collect(ir, top, all_uses_visible, &mut callables);
    } else {
        for t in child_ops(ir, top).unwrap_or_default() {
            if is_symbol_table(ir, t) {
                collect(ir, t, all_uses_visible, &mut callables);
            }
        }
    }
    if callables.is_empty() {
        return Vec::new();
    }
    for &item in order {
        let super::solver::Walked::Op(o) = item else { continue };
        if op_interface::<dyn CallOpInterface>(ir, o).is_some() {
            continue;
        }
        let mut refs = Vec::new();
        for &(_, a) in ir.op_attrs(o).unwrap_or_default() {
            mlir_ir::symbols::symbol_refs_in(ir.ctx(), a, &mut refs);
        }
        if let Ok(Some(p)) = ir.op_props(o) {
            mlir_ir::symbols::symbol_refs_in(ir.ctx(), p, &mut refs);
        }
        for f in refs.into_iter().filter_map(|r| lookup_nearest_symbol_from(ir, o, r)) {
            if let Some(unknown) = callables.get_mut(&f) {
                *unknown = true;
            }
        }
    }
    let mut out: Vec<OpId> = callables.into_iter().filter_map(|(f, unknown)| unknown.then_some(f)).collect();
    out.sort_unstable();
    out
}
