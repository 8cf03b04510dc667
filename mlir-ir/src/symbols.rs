//! Symbol tables: ops with a `sym_name` nested directly in a
//! `SymbolTable` op, looked up by name or by (nested) symbol reference.

use crate::attributes::{AttrKind, Attribute, NamedAttribute};
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
    let mut cur = lookup_in_table(ir, from, ctx.ident_str(*root))?;
    for n in nested.iter() {
        if !is_symbol_table(ir, cur) {
            return None;
        }
        cur = lookup_in_table(ir, cur, ctx.ident_str(*n))?;
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

/// The visibility of a symbol op (`sym_visibility`), if set.
pub fn symbol_visibility(ir: &Ir, op: OpId) -> Option<String> {
    string_attr_of(ir, op, VISIBILITY_ATTR_NAME)
}

fn string_attr_of(ir: &Ir, op: OpId, name: &str) -> Option<String> {
    let ctx = ir.ctx();
    let id = ctx.ident(name);
    let attr = ir.op_inherent_attr(op, id).ok().flatten().or_else(|| ir.op_attr(op, id).ok().flatten())?;
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// Sets (or, with `None`, removes) a symbol attribute (`sym_name`,
/// `sym_visibility`) where the op keeps it: among its inherent attributes
/// when it has properties or already holds it there, else among the
/// discardable ones.
pub fn set_symbol_attr(ir: &mut Ir, op: OpId, name: &str, value: Option<&str>) -> IrResult<()> {
    let ctx = ir.ctx().clone();
    let id = ctx.ident(name);
    let attr = value.map(|v| {
        let none = ctx.none_type();
        ctx.get_attr(AttrKind::String { value: v.as_bytes().into(), ty: none })
    });
    let inherent =
        ir.op_inherent_attr(op, id)?.is_some() || (ir.op_attr(op, id)?.is_none() && ir.op_props(op)?.is_some());
    if inherent {
        ir.set_op_inherent_attr(op, id, attr)
    } else {
        ir.set_op_attr(op, id, attr).map(|_| ())
    }
}

/// Every op nested (at any depth) in the regions of `op`, in pre-order.
pub fn nested_ops(ir: &Ir, op: OpId) -> IrResult<Vec<OpId>> {
    let mut out = Vec::new();
    let mut stack: Vec<OpId> = Vec::new();
    push_children(ir, op, &mut stack)?;
    while let Some(o) = stack.pop() {
        out.push(o);
        push_children(ir, o, &mut stack)?;
    }
    Ok(out)
}

/// The ops directly inside `op`'s regions, in order.
pub fn child_ops(ir: &Ir, op: OpId) -> IrResult<Vec<OpId>> {
    let mut out = Vec::new();
    for &r in ir.regions(op)? {
        for b in ir.region_blocks(r)? {
            out.extend(ir.block_ops(b)?);
        }
    }
    Ok(out)
}

fn push_children(ir: &Ir, op: OpId, stack: &mut Vec<OpId>) -> IrResult<()> {
    let children = child_ops(ir, op)?;
    stack.extend(children.into_iter().rev());
    Ok(())
}

/// Appends the symbol references in `attr` to `out`, looking inside
/// arrays and dictionaries, in the order first met, each once.
///
/// A worklist, not recursion: text nests arrays thousands deep. And each
/// array or dictionary is looked into once: through aliases, a few lines
/// of text make one whose every level holds the previous twice, 2^40
/// references deep down.
pub fn symbol_refs_in(ctx: &crate::Context, attr: Attribute, out: &mut Vec<Attribute>) {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { .. } => return out.push(attr),
        AttrKind::Array(_) | AttrKind::Dictionary(_) => {}
        _ => return,
    }
    let mut seen = hashbrown::HashSet::new();
    let mut pending = vec![attr];
    while let Some(a) = pending.pop() {
        if !seen.insert(a) {
            continue;
        }
        match ctx.attr_kind(a) {
            AttrKind::SymbolRef { .. } => out.push(a),
            AttrKind::Array(items) => pending.extend(items.iter().rev().copied()),
            AttrKind::Dictionary(entries) => pending.extend(entries.iter().rev().map(|&(_, a)| a)),
            _ => {}
        }
    }
}

/// `attr` with every symbol reference rooted at `old` re-rooted at `new`,
/// looking inside arrays and dictionaries; `None` if nothing changed.
fn rename_in_attr(ctx: &crate::Context, attr: Attribute, old: &str, new: &str) -> Option<Attribute> {
    // Recurses once per level of attribute nesting: on a grown stack when
    // deep (text may nest arrays thousands deep).
    crate::support::stack::guard(|| rename_in_attr_unguarded(ctx, attr, old, new))
}

fn rename_in_attr_unguarded(ctx: &crate::Context, attr: Attribute, old: &str, new: &str) -> Option<Attribute> {
    match ctx.attr_kind(attr).clone() {
        AttrKind::SymbolRef { root, nested } if ctx.ident_str(root) == old => {
            Some(ctx.get_attr(AttrKind::SymbolRef { root: ctx.ident(new), nested }))
        }
        AttrKind::Array(items) => {
            let mut changed = false;
            let items: Vec<Attribute> = items
                .iter()
                .map(|&a| match rename_in_attr(ctx, a, old, new) {
                    Some(n) => {
                        changed = true;
                        n
                    }
                    None => a,
                })
                .collect();
            changed.then(|| ctx.get_attr(AttrKind::Array(items.into())))
        }
        AttrKind::Dictionary(entries) => {
            let mut changed = false;
            let entries: Vec<_> = entries
                .iter()
                .map(|&(n, a)| match rename_in_attr(ctx, a, old, new) {
                    Some(x) => {
                        changed = true;
                        (n, x)
                    }
                    None => (n, a),
                })
                .collect();
            changed.then(|| ctx.dict_attr(entries))
        }
        _ => None,
    }
}

/// Re-roots every use of the symbol `old` at `new` in the ops nested under
/// `from` (upstream's `SymbolTable::replaceAllSymbolUses`).
pub fn replace_all_symbol_uses(ir: &mut Ir, old: &str, new: &str, from: OpId) -> IrResult<()> {
    let ctx = ir.ctx().clone();
    for op in nested_ops(ir, from)? {
        let renamed: Vec<NamedAttribute> =
            ir.op_attrs(op)?.iter().filter_map(|&(n, a)| Some((n, rename_in_attr(&ctx, a, old, new)?))).collect();
        for (n, a) in renamed {
            ir.set_op_attr(op, n, Some(a))?;
        }
        if let Some(p) = ir.op_props(op)? {
            if let Some(np) = rename_in_attr(&ctx, p, old, new) {
                ir.set_op_props(op, Some(np))?;
            }
        }
    }
    Ok(())
}

/// Whether `op` is a terminator.
pub fn is_terminator(ir: &Ir, op: OpId) -> bool {
    ir.op_name(op)
        .ok()
        .and_then(|n| ir.ctx().op_def(n).cloned())
        .is_some_and(|d| d.traits().contains(OpTraits::TERMINATOR))
}

/// A symbol table and the IR symbol version it was built at.
type VersionedTable = ((u64, u64), SymbolTable);

thread_local! {
    /// Symbol tables kept across verifications, valid while the IR's
    /// symbol version is unchanged (passes rewriting function bodies do not
    /// invalidate the module's table).
    static VERSIONED: std::cell::RefCell<HashMap<(u64, OpId), VersionedTable>> =
        std::cell::RefCell::new(HashMap::new());
}

/// `name` in the table of `table_op`, through the cache keyed by the IR's
/// symbol version (valid across verifications and passes that leave the
/// symbols alone).
fn lookup_in_table(ir: &Ir, table_op: OpId, name: &str) -> Option<OpId> {
    let version = ir.symbol_version();
    VERSIONED.with(|v| {
        let mut v = v.borrow_mut();
        let key = (version.0, table_op);
        let fresh = v.get(&key).is_some_and(|(ver, _)| *ver == version);
        if !fresh {
            if v.len() > 4096 {
                v.clear();
            }
            let t = SymbolTable::new(ir, table_op).ok()?;
            v.insert(key, (version, t));
        }
        v.get(&key).and_then(|(_, t)| t.lookup(name))
    })
}
