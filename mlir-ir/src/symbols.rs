//! Symbol tables: ops with a `sym_name` nested directly in a
//! `SymbolTable` op, looked up by name or by (nested) symbol reference.

use crate::attributes::{AttrKind, Attribute};
use crate::dialect::OpTraits;
use crate::ir::{Ir, IrResult, OpId};
use hashbrown::HashMap;

/// The attribute holding a symbol's name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";
/// The attribute holding a symbol's visibility.
pub const VISIBILITY_ATTR_NAME: &str = "sym_visibility";

/// The name of a symbol op, if it has one.
pub fn symbol_name(ir: &Ir, op: OpId) -> Option<String> {
    let ctx = ir.ctx();
    let id = ctx.ident(SYMBOL_ATTR_NAME);
    let attr = ir.op_inherent_attr(op, id).ok().flatten().or_else(|| ir.op_attr(op, id).ok().flatten())?;
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// Whether `op` defines a symbol table.
pub fn is_symbol_table(ir: &Ir, op: OpId) -> bool {
    ir.op_name(op)
        .ok()
        .and_then(|n| ir.ctx().op_def(n).cloned())
        .is_some_and(|d| d.traits().contains(OpTraits::SYMBOL_TABLE))
}

/// The symbols directly inside a symbol-table op, by name.
pub struct SymbolTable {
    /// The symbol-table op.
    pub op: OpId,
    symbols: HashMap<String, OpId>,
}

impl SymbolTable {
    /// Builds the table of `op`'s first region's first block.
    pub fn new(ir: &Ir, op: OpId) -> IrResult<SymbolTable> {
        let mut symbols = HashMap::new();
        if let Some(&r) = ir.regions(op)?.first() {
            if let Some(b) = ir.region_first_block(r)? {
                for o in ir.block_ops(b)? {
                    if let Some(n) = symbol_name(ir, o) {
                        symbols.entry(n).or_insert(o);
                    }
                }
            }
        }
        Ok(SymbolTable { op, symbols })
    }

    /// The symbol named `name`.
    pub fn lookup(&self, name: &str) -> Option<OpId> {
        self.symbols.get(name).copied()
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }

    /// Records `op` under `name` (after it was inserted in the IR).
    pub fn insert(&mut self, name: &str, op: OpId) {
        self.symbols.insert(name.to_string(), op);
    }

    /// Forgets the symbol `name`.
    pub fn remove(&mut self, name: &str) -> Option<OpId> {
        self.symbols.remove(name)
    }
}

/// Resolves a (possibly nested) symbol reference starting at the symbol
/// table `from`.
pub fn lookup_symbol_in(ir: &Ir, from: OpId, reference: Attribute) -> Option<OpId> {
    let ctx = ir.ctx();
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else { return None };
    let mut cur = SymbolTable::new(ir, from).ok()?.lookup(ctx.ident_str(*root))?;
    for n in nested.iter() {
        if !is_symbol_table(ir, cur) {
            return None;
        }
        cur = SymbolTable::new(ir, cur).ok()?.lookup(ctx.ident_str(*n))?;
    }
    Some(cur)
}

/// Resolves a symbol reference from the nearest symbol table enclosing
/// `from` (upstream's `lookupNearestSymbolFrom`).
pub fn lookup_nearest_symbol_from(ir: &Ir, from: OpId, reference: Attribute) -> Option<OpId> {
    let mut cur = Some(from);
    while let Some(op) = cur {
        if is_symbol_table(ir, op) {
            return lookup_symbol_in(ir, op, reference);
        }
        cur = ir.op_parent_op(op).ok().flatten();
    }
    None
}
