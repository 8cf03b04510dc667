//! Printer aliases (`#map`, `#set`, `#loc`, `!tuple`, ...), chosen as
//! upstream's `AliasInitializer` does: a dry run of the printer visits
//! every attribute and type in print order; aliasable ones are then sorted
//! by nesting depth, kind and name and numbered per name. Aliases used only
//! by trailing locations are "deferred" and printed after the operation.

use super::AsmPrinter;
use crate::attributes::{AttrKind, Attribute, LocKind};
use crate::context::IndexTable;
use crate::ir::{Ir, OpId};
use crate::types::{Type, TypeKind};
use hashbrown::HashMap;
use std::fmt::Write;

/// An attribute or a type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Symbol {
    Attr(Attribute),
    Type(Type),
}

struct Visited {
    symbol: Symbol,
    alias: Option<&'static str>,
    depth: usize,
    deferrable: bool,
    children: Vec<usize>,
}

/// Collects aliasable symbols during the dry run.
#[derive(Default)]
pub(crate) struct AliasCollector {
    visited: Vec<Visited>,
    /// Position in `visited` + 1 of each attribute / type by interned
    /// index (0: not visited); dense because the dry run looks up every
    /// attribute and type occurrence in the IR.
    attr_index: IndexTable<u32>,
    type_index: IndexTable<u32>,
}

impl AliasCollector {
    fn lookup(&self, s: Symbol) -> Option<usize> {
        let (table, i) = match s {
            Symbol::Attr(a) => (&self.attr_index, a.0),
            Symbol::Type(t) => (&self.type_index, t.0),
        };
        Some(table.get(i)).filter(|v| *v != 0).map(|v| v as usize - 1)
    }

    fn record(&mut self, s: Symbol, pos: usize) {
        let (table, i) = match s {
            Symbol::Attr(a) => (&mut self.attr_index, a.0),
            Symbol::Type(t) => (&mut self.type_index, t.0),
        };
        table.set(i, pos as u32 + 1);
    }
}

/// A chosen alias.
#[derive(Clone, Debug)]
struct Alias {
    name: &'static str,
    suffix: u32,
    is_type: bool,
    deferrable: bool,
}

/// The aliases of one print, in definition order.
#[derive(Default, Clone)]
pub(crate) struct AliasState {
    order: Vec<(Symbol, Alias)>,
    lookup: HashMap<Symbol, usize>,
}

fn builtin_alias(printer: &AsmPrinter<'_>, s: Symbol) -> Option<&'static str> {
    match s {
        Symbol::Attr(a) => match printer.ctx.attr_kind(a) {
            AttrKind::AffineMap(_) => Some("map"),
            AttrKind::IntegerSet(_) => Some("set"),
            AttrKind::Loc(_) => Some("loc"),
            AttrKind::Distinct { referenced, .. } if !matches!(printer.ctx.attr_kind(*referenced), AttrKind::Unit) => {
                Some("distinct")
            }
            _ => None,
        },
        Symbol::Type(t) => match printer.ctx.type_kind(t) {
            TypeKind::Tuple(ts) if ts.len() > 16 => Some("tuple"),
            _ => None,
        },
    }
}

impl AliasState {
    /// Runs the printer dry over `op` and chooses aliases.
    ///
    /// The dry run needs no value or block names: it only records the
    /// attributes and types it meets, which names never change. So it can
    /// run before, or beside, the naming of the real print.
    pub(crate) fn collect(ir: &Ir, op: OpId, flags: &super::PrintFlags) -> AliasState {
        let mut p = AsmPrinter::new(ir.ctx(), Some(ir), flags.clone());
        p.collector = Some(Box::default());
        p.print_full_op(op);
        let collector = p.collector.take().expect("collector set above");
        let mut items: Vec<&Visited> = collector.visited.iter().collect();
        // Depth first, types before attributes, then by alias name; stable,
        // so ties keep first-visit order.
        items.sort_by(|a, b| {
            a.depth
                .cmp(&b.depth)
                .then_with(|| {
                    let at = matches!(a.symbol, Symbol::Type(_));
                    let bt = matches!(b.symbol, Symbol::Type(_));
                    bt.cmp(&at)
                })
                .then_with(|| a.alias.cmp(&b.alias))
        });
        let mut state = AliasState::default();
        let mut counts: HashMap<String, u32> = HashMap::new();
        let mut used: hashbrown::HashSet<String> = hashbrown::HashSet::new();
        for v in items {
            let Some(name) = v.alias else { continue };
            let suffix = unique_alias_index(name, &mut counts, &mut used);
            state.lookup.insert(v.symbol, state.order.len());
            state.order.push((
                v.symbol,
                Alias { name, suffix, is_type: matches!(v.symbol, Symbol::Type(_)), deferrable: v.deferrable },
            ));
        }
        state
    }

    fn write_name(alias: &Alias, out: &mut String) {
        out.push(if alias.is_type { '!' } else { '#' });
        out.push_str(alias.name);
        if alias.suffix != 0 {
            if alias.name.as_bytes().last().is_some_and(u8::is_ascii_digit) {
                out.push('_');
            }
            let _ = write!(out, "{}", alias.suffix);
        }
    }
}

fn unique_alias_index(name: &str, counts: &mut HashMap<String, u32>, used: &mut hashbrown::HashSet<String>) -> u32 {
    if used.insert(name.to_string()) {
        return 0;
    }
    let mut probe = name.to_string();
    if name.as_bytes().last().is_some_and(u8::is_ascii_digit) {
        probe.push('_');
    }
    let base = probe.len();
    let c = counts.entry(probe.clone()).or_insert(1);
    loop {
        let n = *c;
        *c += 1;
        probe.truncate(base);
        let _ = write!(probe, "{n}");
        if used.insert(probe.clone()) {
            return n;
        }
    }
}

impl AliasCollector {
    /// Marks `i` and everything reachable from it non-deferrable, with a
    /// work list: symbol graphs can be arbitrarily deep.
    fn mark_non_deferrable(&mut self, i: usize) {
        // Most symbols are met again already non-deferrable: no work list.
        if !self.visited[i].deferrable {
            return;
        }
        let mut work = vec![i];
        while let Some(i) = work.pop() {
            if !self.visited[i].deferrable {
                continue;
            }
            self.visited[i].deferrable = false;
            work.extend(self.visited[i].children.iter().copied());
        }
    }
}

impl AsmPrinter<'_> {
    /// Whether this printer is the dry run collecting aliases.
    pub(crate) fn collecting(&self) -> bool {
        self.collector.is_some()
    }

    /// Visits a symbol in the dry run; returns its depth and index.
    pub(crate) fn visit_symbol(&mut self, s: Symbol, deferrable: bool, elide_type: bool) -> (usize, usize) {
        crate::support::stack::guard(|| self.visit_symbol_inner(s, deferrable, elide_type))
    }

    fn visit_symbol_inner(&mut self, s: Symbol, deferrable: bool, elide_type: bool) -> (usize, usize) {
        let col = self.collector.as_mut().expect("only called while collecting");
        if let Some(i) = col.lookup(s) {
            if !deferrable {
                col.mark_non_deferrable(i);
            }
            return (col.visited[i].depth, i);
        }
        let alias = builtin_alias(self, s);
        let col = self.collector.as_mut().expect("collecting");
        let i = col.visited.len();
        col.record(s, i);
        col.visited.push(Visited {
            symbol: s,
            alias,
            depth: usize::from(alias.is_some()),
            deferrable,
            children: Vec::new(),
        });
        let mut children = Vec::new();
        let mut max_depth = 0;
        let mut child = |p: &mut Self, c: Symbol, elide: bool| {
            let (d, idx) = p.visit_symbol(c, deferrable, elide);
            children.push(idx);
            max_depth = max_depth.max(d);
        };
        let ctx = self.ctx.clone();
        match s {
            Symbol::Attr(a) => {
                let mut typed: Option<Type> = None;
                match ctx.attr_kind(a) {
                    AttrKind::AffineMap(_)
                    | AttrKind::IntegerSet(_)
                    | AttrKind::DenseArray { .. }
                    | AttrKind::Float { .. }
                    | AttrKind::Integer { .. }
                    | AttrKind::Bool(_)
                    | AttrKind::Unit => {}
                    AttrKind::Distinct { referenced, .. } => child(self, Symbol::Attr(*referenced), false),
                    AttrKind::Dictionary(entries) => {
                        for (_, v) in entries.iter() {
                            child(self, Symbol::Attr(*v), false);
                        }
                    }
                    AttrKind::Array(elts) => {
                        for e in elts.iter() {
                            child(self, Symbol::Attr(*e), false);
                        }
                    }
                    AttrKind::Type(t) => child(self, Symbol::Type(*t), false),
                    AttrKind::Loc(l) => match l {
                        LocKind::Name { child: c, .. } => {
                            if !matches!(c.kind(&ctx), LocKind::Unknown) {
                                child(self, Symbol::Attr(c.attr()), false);
                            }
                        }
                        LocKind::CallSite { callee, caller } => {
                            child(self, Symbol::Attr(callee.attr()), false);
                            child(self, Symbol::Attr(caller.attr()), false);
                        }
                        LocKind::Fused { locs, metadata } => {
                            if let Some(m) = metadata {
                                child(self, Symbol::Attr(*m), false);
                            }
                            for l in locs.iter() {
                                child(self, Symbol::Attr(l.attr()), false);
                            }
                        }
                        LocKind::Unknown | LocKind::FileLineCol { .. } => {}
                    },
                    AttrKind::String { ty, .. } => typed = Some(*ty),
                    AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } => typed = Some(*ty),
                    AttrKind::Opaque { ty, .. } => typed = Some(*ty),
                    AttrKind::SymbolRef { .. } | AttrKind::Strided { .. } => {}
                    AttrKind::Dialect(d) => {
                        for p in d.params.iter() {
                            match p {
                                crate::attributes::AttrParam::Attr(x) => child(self, Symbol::Attr(*x), false),
                                crate::attributes::AttrParam::Type(t) => child(self, Symbol::Type(*t), false),
                                _ => {}
                            }
                        }
                    }
                }
                if let (Some(t), false) = (typed, elide_type) {
                    if t != ctx.none_type() {
                        child(self, Symbol::Type(t), false);
                    }
                }
            }
            Symbol::Type(t) => match ctx.type_kind(t) {
                TypeKind::MemRef { element, layout, memory_space, .. } => {
                    child(self, Symbol::Type(*element), false);
                    if let Some(l) = layout {
                        child(self, Symbol::Attr(*l), false);
                    }
                    if let Some(m) = memory_space {
                        child(self, Symbol::Attr(*m), false);
                    }
                }
                TypeKind::Complex(e) | TypeKind::UnrankedTensor { element: e } => child(self, Symbol::Type(*e), false),
                TypeKind::Vector { element, .. } => child(self, Symbol::Type(*element), false),
                TypeKind::Tuple(ts) => {
                    for t in ts.iter() {
                        child(self, Symbol::Type(*t), false);
                    }
                }
                TypeKind::Function { inputs, results } => {
                    for t in inputs.iter().chain(results.iter()) {
                        child(self, Symbol::Type(*t), false);
                    }
                }
                TypeKind::RankedTensor { element, encoding, .. } => {
                    child(self, Symbol::Type(*element), false);
                    if let Some(e) = encoding {
                        child(self, Symbol::Attr(*e), false);
                    }
                }
                TypeKind::UnrankedMemRef { element, memory_space } => {
                    child(self, Symbol::Type(*element), false);
                    if let Some(m) = memory_space {
                        child(self, Symbol::Attr(*m), false);
                    }
                }
                _ => {}
            },
        }
        let col = self.collector.as_mut().expect("collecting");
        col.visited[i].children = children;
        if max_depth > 0 {
            col.visited[i].depth = max_depth + 1;
        }
        (col.visited[i].depth, i)
    }

    /// Prints `#alias` for `attr` if it has one.
    pub(crate) fn try_print_attr_alias(&mut self, attr: Attribute) -> bool {
        if self.aliases.order.is_empty() || self.collecting() {
            return false;
        }
        match self.aliases.lookup.get(&Symbol::Attr(attr)) {
            Some(&i) => {
                let a = self.aliases.order[i].1.clone();
                AliasState::write_name(&a, &mut self.out);
                true
            }
            None => false,
        }
    }

    /// Prints `!alias` for `ty` if it has one.
    pub(crate) fn try_print_type_alias(&mut self, ty: Type) -> bool {
        if self.aliases.order.is_empty() || self.collecting() {
            return false;
        }
        match self.aliases.lookup.get(&Symbol::Type(ty)) {
            Some(&i) => {
                let a = self.aliases.order[i].1.clone();
                AliasState::write_name(&a, &mut self.out);
                true
            }
            None => false,
        }
    }

    /// Prints the alias definitions that are (or are not) deferred.
    pub(crate) fn print_alias_definitions(&mut self, deferred: bool) {
        let defs: Vec<(Symbol, Alias)> =
            self.aliases.order.iter().filter(|(_, a)| a.deferrable == deferred).cloned().collect();
        for (s, a) in defs {
            AliasState::write_name(&a, &mut self.out);
            self.out.push_str(" = ");
            match s {
                Symbol::Attr(attr) => match self.ctx.attr_kind(attr) {
                    AttrKind::Loc(_) if self.flags.pretty_debug_info => {
                        self.print_location_inner(crate::attributes::Location(attr));
                    }
                    AttrKind::Loc(_) => {
                        self.out.push_str("loc(");
                        self.print_location_inner(crate::attributes::Location(attr));
                        self.out.push(')');
                    }
                    _ => self.print_attribute_impl(attr, false),
                },
                Symbol::Type(t) => self.print_type_no_alias(t),
            }
            self.out.push('\n');
        }
    }
}
