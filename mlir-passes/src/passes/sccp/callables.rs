//! The callables `sccp` follows calls into, as upstream's dead-code
//! analysis sets them up: every op with a body implementing
//! `CallableOpInterface` in the symbol tables under the analyzed op. Arguments of one whose call sites are all
//! known (private, or nested when every use is visible, and referred to by
//! calls only) join what its live calls pass; any other's are unknown.

use hashbrown::HashMap;
use mlir_ir::interfaces::{op_interface, CallOpInterface, CallableOpInterface, Callee};
use mlir_ir::ir::{Ir, OpId, RegionId, WalkOrder, WalkResult};
use mlir_ir::symbols::{child_ops, is_symbol_table, lookup_nearest_symbol_from, symbol_visibility};

/// What the solver knows of one function.
#[derive(Default)]
pub(super) struct Callable {
    /// Whether it may be called from places the analysis cannot see.
    pub(super) unknown_callers: bool,
    /// The live calls of it found so far.
    pub(super) calls: Vec<OpId>,
}

/// Whether `op` is a call (`CallOpInterface`).
pub(super) fn is_call(ir: &Ir, op: OpId) -> bool {
    op_interface::<dyn CallOpInterface>(ir, op).is_some()
}

/// The op a call calls by symbol (an indirect call has none).
pub(super) fn callee(ir: &Ir, call: OpId) -> Option<OpId> {
    let Callee::Symbol(r) = op_interface::<dyn CallOpInterface>(ir, call)?.callee(ir, call)? else { return None };
    lookup_nearest_symbol_from(ir, call, r)
}

/// The positions of the operands a call passes as arguments.
pub(super) fn arg_operands(ir: &Ir, call: OpId) -> std::ops::Range<usize> {
    op_interface::<dyn CallOpInterface>(ir, call).map_or(0..0, |c| c.arg_operands(ir, call))
}

/// The body of callable `f`, if it has one.
pub(super) fn body(ir: &Ir, f: OpId) -> Option<RegionId> {
    op_interface::<dyn CallableOpInterface>(ir, f)?.callable_region(ir, f)
}

fn collect(ir: &Ir, table: OpId, all_uses_visible: bool, out: &mut HashMap<OpId, Callable>) {
    for f in child_ops(ir, table).unwrap_or_default() {
        if body(ir, f).is_some() {
            let unknown_callers = match symbol_visibility(ir, f).as_deref() {
                Some("private") => false,
                Some("nested") => !all_uses_visible,
                _ => true,
            };
            out.insert(f, Callable { unknown_callers, calls: Vec::new() });
        } else if is_symbol_table(ir, f) {
            collect(ir, f, all_uses_visible, out);
        }
    }
}

/// The functions under `top`, each marked with whether its callers may be
/// unknown: it is public, or something other than a call refers to it.
pub(super) fn callables(ir: &mut Ir, top: OpId) -> HashMap<OpId, Callable> {
    let mut out = HashMap::new();
    let all_uses_visible = ir.op_parent_block(top).ok().flatten().is_none();
    if is_symbol_table(ir, top) {
        collect(ir, top, all_uses_visible, &mut out);
    } else {
        for t in child_ops(ir, top).unwrap_or_default() {
            if is_symbol_table(ir, t) {
                collect(ir, t, all_uses_visible, &mut out);
            }
        }
    }
    if out.is_empty() {
        return out;
    }
    let mut referenced: Vec<OpId> = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, &mut |ir, o| {
        if is_call(ir, o) {
            return WalkResult::Advance;
        }
        let mut refs = Vec::new();
        for &(_, a) in ir.op_attrs(o).unwrap_or_default() {
            mlir_ir::symbols::symbol_refs_in(ir.ctx(), a, &mut refs);
        }
        if let Ok(Some(p)) = ir.op_props(o) {
            mlir_ir::symbols::symbol_refs_in(ir.ctx(), p, &mut refs);
        }
        referenced.extend(refs.into_iter().filter_map(|r| lookup_nearest_symbol_from(ir, o, r)));
        WalkResult::Advance
    });
    for f in referenced {
        if let Some(c) = out.get_mut(&f) {
            c.unknown_callers = true;
        }
    }
    out
}
