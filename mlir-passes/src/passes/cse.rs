//! `cse`: eliminates common subexpressions (upstream's `CSE` pass).
//!
//! Walks each region in block order; an op with no memory effects (or
//! only reads, with no write between it and its twin in the same block) is
//! replaced by an equivalent op that dominates it: same name, operands,
//! result types, attributes and properties (locations ignored). Ops found
//! trivially dead on the way are erased. Nested regions see the enclosing
//! scope unless their op is isolated from above. An op with one
//! single-block region is replaced only when it has no memory effects and
//! its region is structurally equivalent to its twin's (upstream's
//! `OperationEquivalence`); ops with other regions and terminators are
//! never replaced.

use crate::pass::{Pass, PassResult, Statistics};
use crate::registry::PassRegistration;
use hashbrown::HashMap;
use mlir_ir::attributes::NamedAttribute;
use mlir_ir::dialect::OpTraits;
use mlir_ir::effects::{is_memory_effect_free, is_trivially_dead, may_write_recursively, op_effects, Effects};
use mlir_ir::ir::{Ir, OpId, RegionId, Value};
use mlir_ir::verifier::DominanceInfo;
use mlir_ir::{Attribute, OperationName, Type};

/// What makes two ops equivalent for CSE.
#[derive(Clone, PartialEq, Eq, Hash)]
struct OpKey {
    name: OperationName,
    operands: Vec<Value>,
    results: Vec<Type>,
    attrs: Vec<NamedAttribute>,
    props: Option<Attribute>,
}

/// The `cse` pass.
pub struct Cse {
    /// Whether the last run erased anything.
    changed: bool,
    stats: Statistics,
}

impl Default for Cse {
    fn default() -> Cse {
        Cse {
            changed: false,
            stats: Statistics::new(&[
                ("num-cse'd", "Number of operations CSE'd"),
                ("num-dce'd", "Number of operations DCE'd"),
            ]),
        }
    }
}

struct State<'a> {
    dom: &'a DominanceInfo,
    known: HashMap<OpKey, Vec<OpId>>,
    /// The keys of `known`'s entries in the order they were added, so a
    /// region's entries are dropped when it is done (upstream's scoped
    /// table): an op in a region dominates nothing after it, and keeping
    /// the entries of every finished sibling region made each lookup try
    /// them all, cubic over a deep nest.
    added: Vec<OpKey>,
    to_erase: Vec<OpId>,
    /// Ops replaced by an equivalent one, and ops found dead.
    cse_d: u64,
    dce_d: u64,
    /// Leave the regions of isolated-from-above ops alone
    /// ([`Pass::run_shallow`]).
    shallow: bool,
}

impl<'a> State<'a> {
    fn new(dom: &'a DominanceInfo) -> State<'a> {
        State {
            dom,
            known: HashMap::new(),
            added: Vec::new(),
            to_erase: Vec::new(),
            cse_d: 0,
            dce_d: 0,
            shallow: false,
        }
    }
}

impl Cse {
    /// Runs on `op`; `shallow` leaves the insides of isolated-from-above
    /// ops alone.
    fn run_on(&mut self, ir: &mut Ir, op: OpId, shallow: bool) {
        let dom = DominanceInfo::new(ir);
        let mut st = State { shallow, ..State::new(&dom) };
        let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
        for r in regions {
            simplify_region(ir, r, &mut st);
        }
        self.changed = !st.to_erase.is_empty();
        // Upstream assigns these: they hold the last run's counts.
        self.stats.set("num-cse'd", st.cse_d);
        self.stats.set("num-dce'd", st.dce_d);
        for op in std::mem::take(&mut st.to_erase) {
            let _ = ir.erase_op(op);
        }
    }
}

impl Pass for Cse {
    fn argument(&self) -> &str {
        "cse"
    }

    fn name(&self) -> &str {
        "CSE"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        self.run_on(ir, op, false);
        Ok(())
    }

    /// An isolated-from-above op starts a fresh scope: nothing CSE does
    /// inside one depends on anything outside it.
    fn splits_at_isolation(&self, _ctx: &mlir_ir::Context) -> bool {
        true
    }

    fn run_shallow(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        self.run_on(ir, op, true);
        Ok(())
    }

    fn changed(&self) -> bool {
        self.changed
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Cse::default())
    }

    fn statistics(&self) -> Option<&Statistics> {
        Some(&self.stats)
    }

    fn statistics_mut(&mut self) -> Option<&mut Statistics> {
        Some(&mut self.stats)
    }
}

fn simplify_region(ir: &mut Ir, region: RegionId, st: &mut State<'_>) {
    let scope = st.added.len();
    // Recurses once per level of region nesting: on a grown stack when
    // deep (text may nest regions thousands deep).
    mlir_ir::support::stack::guard(|| simplify_region_ops(ir, region, st));
    // Entries are pushed in order and every nested region drops its own
    // before returning: this region's are the last of their lists.
    for key in st.added.drain(scope..).rev() {
        if let Some(list) = st.known.get_mut(&key) {
            list.pop();
            if list.is_empty() {
                st.known.remove(&key);
            }
        }
    }
}

fn simplify_region_ops(ir: &mut Ir, region: RegionId, st: &mut State<'_>) {
    let blocks: Vec<_> = ir.region_blocks(region).map(|b| b.collect()).unwrap_or_default();
    // As upstream, a region of several blocks is walked along its dominance
    // tree: blocks unreachable from the entry are not in it and stay as
    // they are, and a multi-block region without SSA dominance (a graph
    // region) has no tree to walk.
    if blocks.len() > 1 && !DominanceInfo::has_ssa_dominance(ir, region) {
        return;
    }
    for b in blocks {
        if !st.dom.is_reachable(ir, b) {
            continue;
        }
        let ops: Vec<OpId> = ir.block_ops(b).map(|o| o.collect()).unwrap_or_default();
        for op in ops {
            let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
            if !regions.is_empty() {
                let isolated = ir.op_has_trait(op, OpTraits::ISOLATED_FROM_ABOVE);
                if isolated && st.shallow {
                    // Done on its own (`run_shallow`).
                } else if isolated || is_unregistered(ir, op) {
                    // A fresh scope: isolated regions may not capture
                    // outer values (and an unregistered op might be).
                    let mut nested = State::new(st.dom);
                    for r in regions {
                        simplify_region(ir, r, &mut nested);
                    }
                    st.to_erase.append(&mut nested.to_erase);
                    st.cse_d += nested.cse_d;
                    st.dce_d += nested.dce_d;
                } else {
                    for r in regions {
                        simplify_region(ir, r, st);
                    }
                }
            }
            simplify_op(ir, op, st);
        }
    }
}

fn is_unregistered(ir: &Ir, op: OpId) -> bool {
    !ir.op_name(op).ok().is_some_and(|n| ir.ctx().op_def(n).is_some())
}

fn simplify_op(ir: &mut Ir, op: OpId, st: &mut State<'_>) {
    if ir.op_has_trait(op, OpTraits::TERMINATOR) {
        return;
    }
    if is_trivially_dead(ir, op) {
        st.to_erase.push(op);
        st.dce_d += 1;
        return;
    }
    let Ok(regions) = ir.regions(op) else { return };
    let with_region = match regions {
        [] => false,
        [r] if ir.region_first_block(*r).ok().flatten().is_some()
            && ir.region_first_block(*r).ok().flatten() == ir.region_last_block(*r).ok().flatten() =>
        {
            if !is_memory_effect_free(ir, op) {
                return;
            }
            true
        }
        _ => return,
    };
    let read_only = match op_effects(ir, op) {
        _ if is_memory_effect_free(ir, op) => false,
        Effects::Known { read: true, write: false, alloc: false, free: false } => true,
        _ => return,
    };
    let Some(key) = key_of(ir, op) else { return };
    let candidates = st.known.get(&key).map(Vec::as_slice).unwrap_or_default();
    let found = candidates.iter().rev().copied().find(|&c| {
        if with_region && !regions_equivalent(ir, c, op) {
            return false;
        }
        if read_only {
            same_block(ir, c, op) && !writes_between(ir, c, op)
        } else {
            st.dom.properly_dominates_op(ir, c, op, false)
        }
    });
    match found {
        Some(existing) => {
            let results: Vec<Value> = ir.results(existing).map(|r| r.collect()).unwrap_or_default();
            if ir.replace_all_op_uses_with(op, &results).is_ok() {
                st.to_erase.push(op);
                // Upstream counts a side-effect-free op twice (once where it
                // replaces it, once where it finds the match) and a
                // read-only one once; `num-cse'd` reports those counts.
                st.cse_d += if read_only { 1 } else { 2 };
            }
        }
        None => {
            st.known.entry(key.clone()).or_default().push(op);
            st.added.push(key);
        }
    }
}

fn key_of(ir: &Ir, op: OpId) -> Option<OpKey> {
    let mut operands: Vec<Value> = ir.operands(op).ok()?.collect();
    // Commutative ops are equivalent whatever their operand order
    // (upstream's `OperationEquivalence`).
    if ir.op_has_trait(op, OpTraits::COMMUTATIVE) {
        operands.sort();
    }
    Some(OpKey {
        name: ir.op_name(op).ok()?,
        operands,
        results: ir.results(op).ok()?.map(|v| ir.value_type(v).ok()).collect::<Option<_>>()?,
        attrs: ir.op_attrs(op).ok()?.to_vec(),
        props: ir.op_props(op).ok()?,
    })
}

/// Whether the regions of `a` and `b` hold the same ops in the same shape:
/// values defined inside correspond position by position, values from
/// outside must be the very same (locations are ignored).
fn regions_equivalent(ir: &Ir, a: OpId, b: OpId) -> bool {
    let mut values: HashMap<Value, Value> = HashMap::new();
    let mut blocks: HashMap<mlir_ir::BlockId, mlir_ir::BlockId> = HashMap::new();
    op_regions_equivalent(ir, a, b, &mut values, &mut blocks)
}

fn op_regions_equivalent(
    ir: &Ir,
    a: OpId,
    b: OpId,
    values: &mut HashMap<Value, Value>,
    blocks: &mut HashMap<mlir_ir::BlockId, mlir_ir::BlockId>,
) -> bool {
    let (Ok(ra), Ok(rb)) = (ir.regions(a), ir.regions(b)) else { return false };
    if ra.len() != rb.len() {
        return false;
    }
    for (&x, &y) in ra.iter().zip(rb) {
        let bx: Vec<_> = ir.region_blocks(x).map(|i| i.collect()).unwrap_or_default();
        let by: Vec<_> = ir.region_blocks(y).map(|i| i.collect()).unwrap_or_default();
        if bx.len() != by.len() {
            return false;
        }
        // Map every block first: successors may point forward.
        for (&p, &q) in bx.iter().zip(&by) {
            let (pa, qa): (Vec<Value>, Vec<Value>) = (
                ir.block_args(p).map(|i| i.collect()).unwrap_or_default(),
                ir.block_args(q).map(|i| i.collect()).unwrap_or_default(),
            );
            if pa.len() != qa.len() || pa.iter().zip(&qa).any(|(u, v)| ir.value_type(*u).ok() != ir.value_type(*v).ok())
            {
                return false;
            }
            values.extend(pa.into_iter().zip(qa));
            blocks.insert(p, q);
        }
        for (&p, &q) in bx.iter().zip(&by) {
            let oa: Vec<OpId> = ir.block_ops(p).map(|i| i.collect()).unwrap_or_default();
            let ob: Vec<OpId> = ir.block_ops(q).map(|i| i.collect()).unwrap_or_default();
            if oa.len() != ob.len() {
                return false;
            }
            for (&x, &y) in oa.iter().zip(&ob) {
                if !nested_ops_equivalent(ir, x, y, values, blocks) {
                    return false;
                }
            }
        }
    }
    true
}

fn nested_ops_equivalent(
    ir: &Ir,
    x: OpId,
    y: OpId,
    values: &mut HashMap<Value, Value>,
    blocks: &mut HashMap<mlir_ir::BlockId, mlir_ir::BlockId>,
) -> bool {
    if ir.op_name(x).ok() != ir.op_name(y).ok()
        || ir.op_attrs(x).ok() != ir.op_attrs(y).ok()
        || ir.op_props(x).ok().flatten() != ir.op_props(y).ok().flatten()
    {
        return false;
    }
    let types = |o: OpId| -> Vec<Option<Type>> {
        ir.results(o).map(|r| r.map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default()
    };
    if types(x) != types(y) {
        return false;
    }
    let xs: Vec<Value> = ir.operands(x).map(|i| i.collect()).unwrap_or_default();
    let ys: Vec<Value> = ir.operands(y).map(|i| i.collect()).unwrap_or_default();
    if xs.len() != ys.len() || xs.iter().zip(&ys).any(|(u, v)| values.get(u).copied().unwrap_or(*u) != *v) {
        return false;
    }
    let sx: Vec<_> = ir.successors(x).map(|i| i.collect()).unwrap_or_default();
    let sy: Vec<_> = ir.successors(y).map(|i| i.collect()).unwrap_or_default();
    if sx.len() != sy.len() || sx.iter().zip(&sy).any(|(p, q)| blocks.get(p) != Some(q)) {
        return false;
    }
    if !op_regions_equivalent(ir, x, y, values, blocks) {
        return false;
    }
    let rx: Vec<Value> = ir.results(x).map(|i| i.collect()).unwrap_or_default();
    let ry: Vec<Value> = ir.results(y).map(|i| i.collect()).unwrap_or_default();
    values.extend(rx.into_iter().zip(ry));
    true
}

fn same_block(ir: &Ir, a: OpId, b: OpId) -> bool {
    let (Ok(Some(x)), Ok(Some(y))) = (ir.op_parent_block(a), ir.op_parent_block(b)) else { return false };
    x == y
}

/// Whether an op strictly between `a` and `b` (same block, `a` first) may
/// write memory, itself or through its nested ops (upstream's
/// `hasOtherSideEffectingOpInBetween`: frees and allocations do not count).
fn writes_between(ir: &Ir, a: OpId, b: OpId) -> bool {
    let mut cur = ir.op_next(a).ok().flatten();
    while let Some(o) = cur {
        if o == b {
            return false;
        }
        if may_write_recursively(ir, o) {
            return true;
        }
        cur = ir.op_next(o).ok().flatten();
    }
    false
}

inventory::submit! {
    PassRegistration {
        argument: "cse",
        description: "Eliminate common sub-expressions",
        create: |o| crate::passes::no_options::<Cse>("cse", o),
    }
}
