//! `symbol-dce`: erases private symbols nothing live refers to (upstream's
//! `SymbolDCE`).
//!
//! In each symbol table, non-symbol ops and public symbols are live (and
//! `nested` ones in a table visible from its parent scope);
//! every symbol a live op refers to (in its attributes or those of ops
//! nested in it) becomes live in turn. Live symbol tables nested inside are
//! processed the same way. Whatever symbol is left dead is erased.

use crate::pass::{Pass, PassResult, Statistics};
use crate::registry::PassRegistration;
use hashbrown::HashSet;
use mlir_ir::ir::{Ir, OpId};
use mlir_ir::symbols::{child_ops, is_symbol_table, lookup_nearest_symbol_from, symbol_name, symbol_visibility};
use mlir_ir::Attribute;

/// The `symbol-dce` pass.
pub struct SymbolDce {
    stats: Statistics,
}

impl Default for SymbolDce {
    fn default() -> SymbolDce {
        SymbolDce { stats: Statistics::new(&[("num-dce'd", "Number of symbols DCE'd")]) }
    }
}

impl Pass for SymbolDce {
    fn argument(&self) -> &str {
        "symbol-dce"
    }

    fn name(&self) -> &str {
        "SymbolDCE"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        if !is_symbol_table(ir, op) {
            return Ok(());
        }
        // A top-level table is hidden from any parent scope; a nested one
        // is when it is a private symbol.
        let hidden = if ir.op_is_nested(op) && is_symbol(ir, op) {
            symbol_visibility(ir, op).as_deref() == Some("private")
        } else {
            true
        };
        let mut live = HashSet::new();
        compute_liveness(ir, op, hidden, &mut live);
        let mut dead = Vec::new();
        collect_dead(ir, op, &live, &mut dead);
        for d in dead {
            if ir.erase_op(d).is_ok() {
                self.stats.add("num-dce'd", 1);
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(SymbolDce::default())
    }

    fn statistics(&self) -> Option<&Statistics> {
        Some(&self.stats)
    }

    fn statistics_mut(&mut self) -> Option<&mut Statistics> {
        Some(&mut self.stats)
    }
}

fn is_symbol(ir: &Ir, op: OpId) -> bool {
    symbol_name(ir, op).is_some()
}

/// Marks the live ops of symbol table `table`. Public symbols are roots;
/// `nested` ones only when `table` is visible from its parent scope
/// (`hidden` false); private ones never (upstream's `isDiscardable`).
fn compute_liveness(ir: &Ir, table: OpId, hidden: bool, live: &mut HashSet<OpId>) {
    let mut worklist = Vec::new();
    for op in child_ops(ir, table).unwrap_or_default() {
        let root = if is_symbol(ir, op) {
            match symbol_visibility(ir, op).as_deref() {
                Some("private") => false,
                Some("nested") => !hidden,
                _ => true,
            }
        } else {
            true
        };
        if root && live.insert(op) {
            worklist.push(op);
        }
    }
    while let Some(op) = worklist.pop() {
        if is_symbol_table(ir, op) {
            let inner_hidden = hidden || !is_symbol(ir, op) || symbol_visibility(ir, op).as_deref() == Some("private");
            compute_liveness(ir, op, inner_hidden, live);
        }
        for (user, reference) in symbol_uses(ir, op) {
            if let Some(target) = lookup_nearest_symbol_from(ir, user, reference) {
                if live.insert(target) {
                    worklist.push(target);
                    // The tables between the use and the symbol are live too.
                    let mut p = ir.op_parent_op(target).ok().flatten();
                    while let Some(t) = p {
                        if t == table || !live.insert(t) {
                            break;
                        }
                        worklist.push(t);
                        p = ir.op_parent_op(t).ok().flatten();
                    }
                }
            }
        }
    }
}

/// Every symbol reference in `op` and the ops nested in it (not entering
/// nested symbol tables), with the op holding it.
fn symbol_uses(ir: &Ir, op: OpId) -> Vec<(OpId, Attribute)> {
    let ctx = ir.ctx();
    let mut out = Vec::new();
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let mut refs = Vec::new();
        for &(_, a) in ir.op_attrs(o).unwrap_or_default() {
            mlir_ir::symbols::symbol_refs_in(ctx, a, &mut refs);
        }
        if let Ok(Some(p)) = ir.op_props(o) {
            mlir_ir::symbols::symbol_refs_in(ctx, p, &mut refs);
        }
        out.extend(refs.into_iter().map(|r| (o, r)));
        if o == op || !is_symbol_table(ir, o) {
            stack.extend(child_ops(ir, o).unwrap_or_default());
        }
    }
    out
}

/// The dead symbols of `table` and of the live tables nested in it
/// (unnamed ones, such as a `module` without a name, are always live).
fn collect_dead(ir: &Ir, table: OpId, live: &HashSet<OpId>, dead: &mut Vec<OpId>) {
    for op in child_ops(ir, table).unwrap_or_default() {
        if !is_symbol(ir, op) {
            if is_symbol_table(ir, op) {
                collect_dead(ir, op, live, dead);
            }
            continue;
        }
        if !live.contains(&op) {
            dead.push(op);
        } else if is_symbol_table(ir, op) {
            collect_dead(ir, op, live, dead);
        }
    }
}

inventory::submit! {
    PassRegistration {
        argument: "symbol-dce",
        description: "Eliminate dead symbols",
        create: |o| crate::passes::no_options::<SymbolDce>("symbol-dce", o),
    }
}
