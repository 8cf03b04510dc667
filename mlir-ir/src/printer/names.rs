//! SSA value and block names as upstream's `SSANameState` assigns them:
//! each region is numbered after the ops of its parent region, starting
//! from the parent's counters; entry-block arguments are `%argN`; names
//! suggested by ops are uniqued with `_N` suffixes against the names
//! visible from enclosing regions.

use super::PrintFlags;
use crate::attributes::{LocKind, Location};
use crate::context::Context;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use hashbrown::{HashMap, HashSet};

/// The printed name of a value: a number or a suggested name.
#[derive(Clone, Debug)]
enum ValueName {
    Number(u32),
    Named(String),
}

/// Names of every value and block under a printed operation.
#[derive(Default, Clone)]
pub(crate) struct NameState {
    /// Number of each op's first result, by op slot index (dense: most
    /// values are plain numbers, and a hash map per value costs far more).
    op_numbers: Vec<u32>,
    values: HashMap<Value, ValueName>,
    /// For ops whose results are split into named groups: group starts.
    result_groups: HashMap<OpId, Vec<u32>>,
    blocks: HashMap<BlockId, (u32, String)>,
    /// Name values after the `NameLoc` in their location, if any.
    name_locs: bool,
}

/// The name of the first `NameLoc` in `loc`, in upstream's pre-order walk
/// (`findInstanceOf`): names, then call-site callee and caller, then the
/// fused locations in order.
fn loc_name(ctx: &Context, loc: Location) -> Option<&str> {
    match loc.kind(ctx) {
        LocKind::Name { name, .. } => Some(ctx.ident_str(*name)),
        LocKind::CallSite { callee, caller } => loc_name(ctx, *callee).or_else(|| loc_name(ctx, *caller)),
        LocKind::Fused { locs, .. } => locs.iter().find_map(|l| loc_name(ctx, *l)),
        LocKind::FileLineCol { .. } | LocKind::Unknown => None,
    }
}

/// Makes `name` a valid identifier: invalid characters become hex, a
/// leading digit gets a `_` prefix (as upstream's `sanitizeIdentifier`).
pub(crate) fn sanitize_identifier(name: &str) -> String {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    let copy = |out: &mut String| {
        for &c in name.as_bytes() {
            if valid(c) {
                out.push(c as char);
            } else if c == b' ' {
                out.push('_');
            } else {
                out.push_str(&format!("{c:X}"));
            }
        }
    };
    let mut out = String::new();
    if name.as_bytes().first().is_some_and(|c| c.is_ascii_digit() || *c == b'-') {
        out.push('_');
        copy(&mut out);
        return out;
    }
    if name.bytes().all(valid) {
        return name.to_string();
    }
    copy(&mut out);
    out
}

/// A region queued for numbering: the region, the value, argument and
/// conflict counters it starts from (custom form), and the depth of the
/// used-name scopes it sees.
type RegionItem = (RegionId, u32, u32, u32, usize);

struct Counters {
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

impl NameState {
    /// Names everything nested in `op` (and `op`'s own results).
    /// In generic form value ids are unique across the whole tree (upstream's
    /// `shouldPrintUniqueSSAIDs`), otherwise sibling regions reuse numbers.
    pub(crate) fn new(ir: &Ir, op: OpId, flags: &PrintFlags) -> NameState {
        Self::new_on(ir, op, flags, 1)
    }

    /// [`NameState::new`] on up to `threads` threads. In custom form each
    /// region is numbered from its parent's counters and sees only the
    /// names on its own path, so the subtrees below a single-region root
    /// are independent: they are split among threads and the partial states
    /// merged. Generic form numbers the whole tree in one sequence.
    pub(crate) fn new_on(ir: &Ir, op: OpId, flags: &PrintFlags, threads: usize) -> NameState {
        let generic = flags.generic;
        let mut st = NameState::empty(ir, flags);
        let mut c = Counters { next_value: 0, next_arg: 0, next_conflict: 0 };
        // Scoped used-name sets: one per region on the current path.
        let mut scopes: Vec<HashSet<String>> = vec![HashSet::new()];
        let mut work: Vec<RegionItem> = ir.op(op).regions.iter().map(|&r| (r, 0, 0, 0, 1)).collect();
        st.number_op(ir, op, generic, &mut c, &mut scopes);
        if generic || threads < 2 || work.len() != 1 {
            while let Some(item) = work.pop() {
                st.number_item(ir, item, generic, &mut c, &mut scopes, &mut work);
            }
            return st;
        }
        let mut children = Vec::new();
        for item in work {
            st.number_item(ir, item, generic, &mut c, &mut scopes, &mut children);
        }
        let number_run = |run: &[RegionItem]| {
            let mut part = NameState::empty(ir, flags);
            let mut scopes = scopes.clone();
            let mut c = Counters { next_value: 0, next_arg: 0, next_conflict: 0 };
            let mut work = run.to_vec();
            while let Some(item) = work.pop() {
                part.number_item(ir, item, generic, &mut c, &mut scopes, &mut work);
            }
            part
        };
        let parts = crate::support::runs::map_runs(&children, threads, number_run);
        for part in parts {
            st.absorb(part);
        }
        st
    }

    /// A state naming nothing yet, sized for `ir`.
    fn empty(ir: &Ir, flags: &PrintFlags) -> NameState {
        NameState {
            op_numbers: vec![u32::MAX; ir.ops.capacity_hint()],
            name_locs: flags.name_loc_prefix,
            ..Default::default()
        }
    }

    /// Takes the names of `part`, which named other subtrees than this.
    fn absorb(&mut self, part: NameState) {
        for (mine, theirs) in self.op_numbers.iter_mut().zip(part.op_numbers) {
            if theirs != u32::MAX {
                *mine = theirs;
            }
        }
        self.values.extend(part.values);
        self.result_groups.extend(part.result_groups);
        self.blocks.extend(part.blocks);
    }

    /// Numbers one region (from the counters it was queued with, in custom
    /// form), pushing its ops' regions onto `work`.
    fn number_item(
        &mut self,
        ir: &Ir,
        (region, v, a, k, depth): RegionItem,
        generic: bool,
        c: &mut Counters,
        scopes: &mut Vec<HashSet<String>>,
        work: &mut Vec<RegionItem>,
    ) {
        if !generic {
            *c = Counters { next_value: v, next_arg: a, next_conflict: k };
        }
        scopes.truncate(depth);
        scopes.push(HashSet::new());
        self.number_region(ir, region, generic, c, scopes);
        let my_depth = scopes.len();
        let mut b = ir.region(region).first_block;
        while let Some(block) = b {
            let mut o = ir.block(block).first_op;
            while let Some(x) = o {
                for &r in ir.op(x).regions.iter() {
                    work.push((r, c.next_value, c.next_arg, c.next_conflict, my_depth));
                }
                o = ir.op(x).next;
            }
            b = ir.block(block).next;
        }
    }

    fn unique_name(&mut self, name: &str, c: &mut Counters, scopes: &mut [HashSet<String>]) -> String {
        let name = sanitize_identifier(name);
        let used = |n: &str, scopes: &[HashSet<String>]| scopes.iter().any(|s| s.contains(n));
        let result = if !used(&name, scopes) {
            name
        } else {
            loop {
                let probe = format!("{name}_{}", c.next_conflict);
                c.next_conflict += 1;
                if !used(&probe, scopes) {
                    break probe;
                }
            }
        };
        scopes.last_mut().expect("a scope is open").insert(result.clone());
        result
    }

    fn set_name(&mut self, v: Value, name: &str, c: &mut Counters, scopes: &mut [HashSet<String>]) {
        if name.is_empty() {
            self.values.insert(v, ValueName::Number(c.next_value));
            c.next_value += 1;
        } else {
            let n = self.unique_name(name, c, scopes);
            self.values.insert(v, ValueName::Named(n));
        }
    }

    fn number_region(
        &mut self,
        ir: &Ir,
        region: RegionId,
        generic: bool,
        c: &mut Counters,
        scopes: &mut [HashSet<String>],
    ) {
        if !generic {
            if let Some(parent) = ir.region(region).parent {
                if let Some(def) = ir.ctx().op_def(ir.op(parent).name) {
                    def.block_arg_names(ir, parent, &mut |v, n| {
                        if let Value::BlockArg { block, .. } = v {
                            if ir.block(block).parent == Some(region) && !self.values.contains_key(&v) {
                                self.set_name(v, n, c, scopes);
                            }
                        }
                    });
                }
            }
        }
        let mut next_block = 0u32;
        let mut b = ir.region(region).first_block;
        let first = b;
        while let Some(block) = b {
            self.blocks.insert(block, (next_block, format!("^bb{next_block}")));
            next_block += 1;
            let is_entry = Some(block) == first;
            for i in 0..ir.block(block).args.len() as u32 {
                let v = Value::BlockArg { block, index: i };
                if self.values.contains_key(&v) {
                    continue;
                }
                // An empty name loc still counts: the value gets a number.
                let loc_name =
                    self.name_locs.then(|| loc_name(ir.ctx(), ir.block(block).args[i as usize].loc)).flatten();
                if is_entry {
                    // Upstream spends an `argN` number even on a named argument.
                    let n = format!("arg{}", c.next_arg);
                    c.next_arg += 1;
                    self.set_name(v, loc_name.unwrap_or(&n), c, scopes);
                } else {
                    self.set_name(v, loc_name.unwrap_or(""), c, scopes);
                }
            }
            let mut o = ir.block(block).first_op;
            while let Some(x) = o {
                self.number_op(ir, x, generic, c, scopes);
                o = ir.op(x).next;
            }
            b = ir.block(block).next;
        }
    }

    fn number_op(&mut self, ir: &Ir, op: OpId, generic: bool, c: &mut Counters, scopes: &mut [HashSet<String>]) {
        let mut groups: smallvec::SmallVec<[u32; 2]> = smallvec::smallvec![0];
        // A name loc wins over names the op suggests (even an empty one,
        // which numbers the result).
        if self.name_locs && !ir.op(op).results.is_empty() {
            if let Some(name) = loc_name(ir.ctx(), ir.op(op).loc) {
                self.set_name(Value::OpResult { op, index: 0 }, name, c, scopes);
            }
        }
        if !generic {
            if let Some(def) = ir.ctx().op_def(ir.op(op).name) {
                // Named as the op suggests them, without collecting the
                // suggestions first: most ops with results suggest one.
                def.result_names(ir, op, &mut |v, n| {
                    if self.values.contains_key(&v) {
                        return;
                    }
                    self.set_name(v, n, c, scopes);
                    if let Value::OpResult { index, .. } = v {
                        if index != 0 {
                            groups.push(index);
                        }
                    }
                });
            }
        }
        let n = ir.op(op).results.len();
        if n == 0 {
            return;
        }
        let first = Value::OpResult { op, index: 0 };
        if !self.values.contains_key(&first) {
            if let Some(slot) = self.op_numbers.get_mut(op.0.index() as usize) {
                *slot = c.next_value;
            } else {
                self.values.insert(first, ValueName::Number(c.next_value));
            }
            c.next_value += 1;
        }
        if groups.len() != 1 {
            groups.sort_unstable();
            self.result_groups.insert(op, groups.into_vec());
        }
    }

    /// The result groups of `op` (starts of named groups), if split.
    pub(crate) fn result_groups(&self, op: OpId) -> Option<&[u32]> {
        self.result_groups.get(&op).map(Vec::as_slice)
    }

    /// Writes `%name` (and `#N` within a group when `with_number`).
    pub(crate) fn write_value(&self, ir: &Ir, v: Value, with_number: bool, out: &mut String) {
        let (lookup, number) = match v {
            Value::OpResult { op, index } => self.group_of(ir, op, index),
            _ => (v, None),
        };
        if let Value::OpResult { op, index: _ } = lookup {
            let n = self.op_numbers.get(op.0.index() as usize).copied().unwrap_or(u32::MAX);
            if n != u32::MAX && ir.op_is_live(op) {
                out.push('%');
                push_u32(out, n);
                if let (Some(k), true) = (number, with_number) {
                    out.push('#');
                    push_u32(out, k);
                }
                return;
            }
        }
        match self.values.get(&lookup) {
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            Some(name) => {
                out.push('%');
                match name {
                    ValueName::Number(n) => push_u32(out, *n),
                    ValueName::Named(s) => out.push_str(s),
                }
                if let (Some(n), true) = (number, with_number) {
                    out.push('#');
                    push_u32(out, n);
                }
            }
        }
    }

    fn group_of(&self, ir: &Ir, op: OpId, index: u32) -> (Value, Option<u32>) {
        let n = ir.ops.get(op.0).map(|d| d.results.len()).unwrap_or(0) as u32;
        if n <= 1 {
            return (Value::OpResult { op, index }, None);
        }
        let Some(groups) = self.result_groups.get(&op) else {
            return (Value::OpResult { op, index: 0 }, Some(index));
        };
        let pos = groups.partition_point(|g| *g <= index);
        let (start, size) = if pos == groups.len() {
            let s = *groups.last().expect("groups start with 0");
            (s, n - s)
        } else {
            let s = groups[pos - 1];
            (s, groups[pos] - s)
        };
        let number = (size != 1).then_some(index - start);
        (Value::OpResult { op, index: start }, number)
    }

    /// The label of a block (`^bb3`).
    pub(crate) fn block_name(&self, b: BlockId) -> &str {
        self.blocks.get(&b).map(|(_, n)| n.as_str()).unwrap_or("<<UNKNOWN BLOCK>>")
    }

    /// The position of a block in its region, for sorting predecessors.
    pub(crate) fn block_order(&self, b: BlockId) -> u32 {
        self.blocks.get(&b).map(|(o, _)| *o).unwrap_or(u32::MAX)
    }
}

/// Appends the decimal digits of `n` without going through `fmt`.
pub(crate) fn push_u32(out: &mut String, n: u32) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// Appends the decimal text of `n` (with its sign) without going through
/// `fmt`.
pub(crate) fn push_i64(out: &mut String, n: i64) {
    out.push_str(itoa::Buffer::new().format(n));
}
