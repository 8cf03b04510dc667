//! Moving self-contained ops into private [`Ir`]s and back, so that several
//! threads can transform sibling ops at once (the pass manager's parallel
//! nested pipelines).
//!
//! Why move rather than share: every mutation goes through `&mut Ir`, and
//! letting threads mutate one arena at once would need aliasing reasoning
//! in every IR routine. Moving the records costs one walk each way and
//! keeps every handle a caller holds meaningful: an entity that survives
//! returns to the very slot it left, generation included, so Python and C
//! handles still name it; one erased in the private IR leaves its slot freed
//! with a bumped generation, exactly as an erase in place would; new
//! entities get fresh slots. While moved out, the home slots are reserved
//! and read as absent.

use super::arena::RawId;
use super::data::{BlockData, OpData, RegionData};
use super::handles::{BlockId, OpId, RegionId, Value};
use super::Ir;
use hashbrown::HashMap;

/// Some ops moved out of an IR with everything nested in them
/// ([`Ir::split_off`]), to be worked on in [`Transplant::ir`] and moved back
/// with [`Ir::rejoin`].
pub struct Transplant {
    ir: Ir,
    roots: Vec<OpId>,
    home_uid: u64,
    /// Home id of the entity at each index of the private arenas (the moved
    /// entities are allocated there first, densely, in generation one).
    home_ops: Vec<RawId>,
    home_blocks: Vec<RawId>,
    home_regions: Vec<RawId>,
    /// Each root's place in its home block.
    links: Vec<RootLinks>,
}

/// Where a root sat in its home IR.
#[derive(Clone, Copy)]
struct RootLinks {
    parent: Option<BlockId>,
    prev: Option<OpId>,
    next: Option<OpId>,
    order: u32,
}

impl Transplant {
    /// The private IR holding the moved ops.
    pub fn ir(&mut self) -> &mut Ir {
        &mut self.ir
    }

    /// The moved roots as named in [`Transplant::ir`], in the order given.
    pub fn roots(&self) -> &[OpId] {
        &self.roots
    }

    fn counts(&self) -> (usize, usize, usize) {
        (self.home_ops.len(), self.home_blocks.len(), self.home_regions.len())
    }

    /// Whether every handle in the moved records names a moved entity of
    /// this transplant (group `g`).
    fn is_contained(&mut self, g: usize, names: &SplitNames) -> bool {
        let counts = self.counts();
        let mut ok = true;
        visit_moved(&mut self.ir, counts, &mut |h| {
            ok &= match h {
                Handle::Op(id) => private_id(&names.ops, &self.home_ops, g, id.0).is_some(),
                Handle::Block(id) => private_id(&names.blocks, &self.home_blocks, g, id.0).is_some(),
                Handle::Region(id) => private_id(&names.regions, &self.home_regions, g, id.0).is_some(),
            }
        });
        ok
    }

    /// Renames every handle of the moved records (and the roots) from home
    /// to private ids; only after [`Transplant::is_contained`] said yes.
    fn rename_moved(&mut self, g: usize, names: &SplitNames) {
        let counts = self.counts();
        let rename = |table: &[u64], homes: &[RawId], id: RawId| {
            private_id(table, homes, g, id).expect("checked to be contained")
        };
        visit_moved(&mut self.ir, counts, &mut |h| match h {
            Handle::Op(id) => id.0 = rename(&names.ops, &self.home_ops, id.0),
            Handle::Block(id) => id.0 = rename(&names.blocks, &self.home_blocks, id.0),
            Handle::Region(id) => id.0 = rename(&names.regions, &self.home_regions, id.0),
        });
        self.roots = self.roots.iter().map(|r| OpId(rename(&names.ops, &self.home_ops, r.0))).collect();
    }
}

/// A handle field inside a record, for the one visitor that both checks and
/// renames handles.
pub(super) enum Handle<'a> {
    Op(&'a mut OpId),
    Block(&'a mut BlockId),
    Region(&'a mut RegionId),
}

fn visit_value(v: &mut Value, f: &mut impl FnMut(Handle<'_>)) {
    match v {
        Value::OpResult { op, .. } => f(Handle::Op(op)),
        Value::BlockArg { block, .. } => f(Handle::Block(block)),
    }
}

pub(super) fn visit_op(d: &mut OpData, f: &mut impl FnMut(Handle<'_>)) {
    for o in d.operands.iter_mut() {
        visit_value(&mut o.value, f);
        for u in [&mut o.prev, &mut o.next].into_iter().flatten() {
            f(Handle::Op(&mut u.op));
        }
    }
    for r in d.results.iter_mut() {
        if let Some(u) = &mut r.first_use {
            f(Handle::Op(&mut u.op));
        }
    }
    for r in d.regions.iter_mut() {
        f(Handle::Region(r));
    }
    for s in d.successors.iter_mut() {
        f(Handle::Block(&mut s.block));
        for u in [&mut s.prev, &mut s.next].into_iter().flatten() {
            f(Handle::Op(&mut u.op));
        }
    }
    if let Some(b) = &mut d.parent {
        f(Handle::Block(b));
    }
    for o in [&mut d.prev, &mut d.next].into_iter().flatten() {
        f(Handle::Op(o));
    }
}

pub(super) fn visit_block(d: &mut BlockData, f: &mut impl FnMut(Handle<'_>)) {
    for a in d.args.iter_mut() {
        if let Some(u) = &mut a.first_use {
            f(Handle::Op(&mut u.op));
        }
    }
    if let Some(r) = &mut d.parent {
        f(Handle::Region(r));
    }
    for b in [&mut d.prev, &mut d.next].into_iter().flatten() {
        f(Handle::Block(b));
    }
    for o in [&mut d.first_op, &mut d.last_op].into_iter().flatten() {
        f(Handle::Op(o));
    }
    if let Some(u) = &mut d.first_pred {
        f(Handle::Op(&mut u.op));
    }
}

pub(super) fn visit_region(d: &mut RegionData, f: &mut impl FnMut(Handle<'_>)) {
    if let Some(o) = &mut d.parent {
        f(Handle::Op(o));
    }
    for b in [&mut d.first_block, &mut d.last_block].into_iter().flatten() {
        f(Handle::Block(b));
    }
}

/// The ops, blocks and regions of the subtrees under `roots`.
#[derive(Default)]
struct Subtrees {
    ops: Vec<OpId>,
    blocks: Vec<BlockId>,
    regions: Vec<RegionId>,
}

fn collect(ir: &Ir, roots: &[OpId]) -> Subtrees {
    let mut s = Subtrees::default();
    let mut stack: Vec<OpId> = roots.to_vec();
    while let Some(op) = stack.pop() {
        s.ops.push(op);
        for &r in ir.op(op).regions.iter() {
            s.regions.push(r);
            let mut b = ir.region(r).first_block;
            while let Some(block) = b {
                s.blocks.push(block);
                let mut o = ir.block(block).first_op;
                while let Some(child) = o {
                    stack.push(child);
                    o = ir.op(child).next;
                }
                b = ir.block(block).next;
            }
        }
    }
    s
}

/// Where each home slot went during a split: `group << 32 | private index`,
/// or [`NOT_MOVED`]. Dense tables indexed by home slot, because looking up
/// every handle of every moved record is the bulk of the work.
struct SplitNames {
    ops: Vec<u64>,
    blocks: Vec<u64>,
    regions: Vec<u64>,
}

const NOT_MOVED: u64 = u64::MAX;

/// The private id of home id `id` in `group`, whose home ids are `homes`;
/// `None` when `id` did not move there.
#[inline]
fn private_id(table: &[u64], homes: &[RawId], group: usize, id: RawId) -> Option<RawId> {
    let e = *table.get(id.index as usize)?;
    if e == NOT_MOVED || (e >> 32) as usize != group {
        return None;
    }
    let local = e as u32 as usize;
    (homes[local] == id).then(|| first_gen(local))
}

/// Applies `f` to every handle field of the records first moved into `t`.
fn visit_moved(ir: &mut Ir, counts: (usize, usize, usize), f: &mut impl FnMut(Handle<'_>)) {
    for i in 0..counts.0 {
        visit_op(ir.ops.get_mut(first_gen(i)).expect("just moved"), f);
    }
    for i in 0..counts.1 {
        visit_block(ir.blocks.get_mut(first_gen(i)).expect("just moved"), f);
    }
    for i in 0..counts.2 {
        visit_region(ir.regions.get_mut(first_gen(i)).expect("just moved"), f);
    }
}

impl Ir {
    /// Moves each group of `groups` (ops, with everything nested in them)
    /// into a private IR of its own, or moves nothing and returns `None`
    /// when that would cut a link: a root is stale, listed twice or nested
    /// in another, has operands or used results, or something inside uses
    /// a value or block from outside (or is used from outside). Up to
    /// `threads` threads share the work.
    pub fn split_off(&mut self, groups: &[Vec<OpId>], threads: usize) -> Option<Vec<Transplant>> {
        let mut names = SplitNames {
            ops: vec![NOT_MOVED; self.ops.capacity_hint()],
            blocks: vec![NOT_MOVED; self.blocks.capacity_hint()],
            regions: vec![NOT_MOVED; self.regions.capacity_hint()],
        };
        let mut subtrees = Vec::with_capacity(groups.len());
        for (g, roots) in groups.iter().enumerate() {
            for &r in roots {
                let d = self.ops.get(r.0)?;
                if !d.operands.is_empty() || d.results.iter().any(|x| x.first_use.is_some()) {
                    return None;
                }
            }
            let s = collect(self, roots);
            let tag = (g as u64) << 32;
            for (i, o) in s.ops.iter().enumerate() {
                let e = &mut names.ops[o.0.index as usize];
                if *e != NOT_MOVED {
                    // Listed twice, or nested in another root.
                    return None;
                }
                *e = tag | i as u64;
            }
            for (i, b) in s.blocks.iter().enumerate() {
                names.blocks[b.0.index as usize] = tag | i as u64;
            }
            for (i, r) in s.regions.iter().enumerate() {
                names.regions[r.0.index as usize] = tag | i as u64;
            }
            subtrees.push(s);
        }
        let mut moved: Vec<Transplant> = groups.iter().zip(subtrees).map(|(g, s)| self.move_out(g, s)).collect();
        // Checking and renaming touch each transplant alone: spread them
        // over the threads that will run the passes anyway.
        let contained = on_each(&mut moved, threads, |g, t| t.is_contained(g, &names)).into_iter().all(|ok| ok);
        if !contained {
            for t in moved {
                self.move_back_unchanged(t);
            }
            return None;
        }
        on_each(&mut moved, threads, |g, t| t.rename_moved(g, &names));
        Some(moved)
    }

    /// Takes the records of `s` out of this IR (their slots stay reserved)
    /// into a fresh private IR; handles inside still name home ids.
    fn move_out(&mut self, roots: &[OpId], s: Subtrees) -> Transplant {
        let mut ir = Ir::new(&self.ctx);
        ir.split_from_parent = true;
        let mut t = Transplant {
            ir,
            roots: roots.to_vec(),
            home_uid: self.uid,
            home_ops: Vec::with_capacity(s.ops.len()),
            home_blocks: Vec::with_capacity(s.blocks.len()),
            home_regions: Vec::with_capacity(s.regions.len()),
            links: Vec::with_capacity(roots.len()),
        };
        for &r in roots {
            let d = self.op_mut(r);
            t.links.push(RootLinks {
                parent: d.parent.take(),
                prev: d.prev.take(),
                next: d.next.take(),
                order: d.order,
            });
        }
        for op in s.ops {
            let d = self.ops.take(op.0).expect("collected ops are live");
            t.ir.ops.alloc(d);
            t.home_ops.push(op.0);
        }
        for b in s.blocks {
            let d = self.blocks.take(b.0).expect("collected blocks are live");
            t.ir.blocks.alloc(d);
            t.home_blocks.push(b.0);
        }
        for r in s.regions {
            let d = self.regions.take(r.0).expect("collected regions are live");
            t.ir.regions.alloc(d);
            t.home_regions.push(r.0);
        }
        t
    }

    /// Undoes [`Ir::move_out`] before any renaming.
    fn move_back_unchanged(&mut self, mut t: Transplant) {
        for (i, &home) in t.home_ops.iter().enumerate() {
            self.ops.put(home, t.ir.ops.take(first_gen(i)).expect("moved ops are live"));
        }
        for (i, &home) in t.home_blocks.iter().enumerate() {
            self.blocks.put(home, t.ir.blocks.take(first_gen(i)).expect("moved blocks are live"));
        }
        for (i, &home) in t.home_regions.iter().enumerate() {
            self.regions.put(home, t.ir.regions.take(first_gen(i)).expect("moved regions are live"));
        }
        for (r, l) in t.roots.iter().zip(&t.links) {
            self.restore_links(*r, *l);
        }
    }

    fn restore_links(&mut self, root: OpId, l: RootLinks) {
        let d = self.op_mut(root);
        d.parent = l.parent;
        d.prev = l.prev;
        d.next = l.next;
        d.order = l.order;
    }

    /// Moves the transplants made by one [`Ir::split_off`] of this IR back:
    /// every entity still alive in them (attached or not) returns, the
    /// moved ones to their home slots and the new ones to fresh slots; the
    /// slots of those erased meanwhile are freed. A root erased in its
    /// transplant leaves its home block.
    /// Up to `threads` threads share the renaming.
    pub fn rejoin(&mut self, transplants: Vec<Transplant>, threads: usize) {
        let mut returning: Vec<Returning> = transplants
            .into_iter()
            .map(|t| {
                assert_eq!(t.home_uid, self.uid, "a transplant must rejoin the IR it was split from");
                self.prepare_return(t)
            })
            .collect();
        on_each(&mut returning, threads, |_, r| r.rename_home());
        let mut erased_roots: Vec<(OpId, RootLinks)> = Vec::new();
        for r in returning {
            self.put_back(r, &mut erased_roots);
        }
        // Unlink erased roots from their home blocks; a neighbour may be
        // an erased root too, whose saved links are then updated instead.
        for i in 0..erased_roots.len() {
            let (_, l) = erased_roots[i];
            match l.prev {
                Some(p) => match erased_roots.iter_mut().find(|(r, _)| *r == p) {
                    Some((_, el)) => el.next = l.next,
                    None => self.op_mut(p).next = l.next,
                },
                None => {
                    if let Some(b) = l.parent {
                        self.block_mut(b).first_op = l.next;
                    }
                }
            }
            match l.next {
                Some(n) => match erased_roots.iter_mut().find(|(r, _)| *r == n) {
                    Some((_, el)) => el.prev = l.prev,
                    None => self.op_mut(n).prev = l.prev,
                },
                None => {
                    if let Some(b) = l.parent {
                        self.block_mut(b).last_op = l.prev;
                    }
                }
            }
        }
    }

    /// Lists what is alive in `t` and reserves home slots for what is new.
    fn prepare_return(&mut self, t: Transplant) -> Returning {
        let live = (t.ir.ops.live_ids(), t.ir.blocks.live_ids(), t.ir.regions.live_ids());
        let mut new = NewNames::default();
        for &o in &live.0 {
            if !is_moved(o, &t.home_ops) {
                new.ops.insert(o, self.ops.reserve());
            }
        }
        for &b in &live.1 {
            if !is_moved(b, &t.home_blocks) {
                new.blocks.insert(b, self.blocks.reserve());
            }
        }
        for &r in &live.2 {
            if !is_moved(r, &t.home_regions) {
                new.regions.insert(r, self.regions.reserve());
            }
        }
        Returning { t, live, new }
    }

    /// Moves the renamed records home, frees the slots of erased ones and
    /// puts the roots back in place.
    fn put_back(&mut self, r: Returning, erased_roots: &mut Vec<(OpId, RootLinks)>) {
        let Returning { mut t, live, new } = r;
        let mut kept =
            (vec![false; t.home_ops.len()], vec![false; t.home_blocks.len()], vec![false; t.home_regions.len()]);
        for &o in &live.0 {
            let d = t.ir.ops.take(o).expect("listed as live");
            if is_moved(o, &t.home_ops) {
                kept.0[o.index as usize] = true;
            }
            self.ops.put(home_id(o, &t.home_ops, &new.ops), d);
        }
        for &b in &live.1 {
            let d = t.ir.blocks.take(b).expect("listed as live");
            if is_moved(b, &t.home_blocks) {
                kept.1[b.index as usize] = true;
            }
            self.blocks.put(home_id(b, &t.home_blocks, &new.blocks), d);
        }
        for &r in &live.2 {
            let d = t.ir.regions.take(r).expect("listed as live");
            if is_moved(r, &t.home_regions) {
                kept.2[r.index as usize] = true;
            }
            self.regions.put(home_id(r, &t.home_regions, &new.regions), d);
        }
        // Slots of entities erased in the transplant are freed.
        for (&id, _) in t.home_ops.iter().zip(&kept.0).filter(|(_, k)| !**k) {
            self.ops.release(id);
        }
        for (&id, _) in t.home_blocks.iter().zip(&kept.1).filter(|(_, k)| !**k) {
            self.blocks.release(id);
        }
        for (&id, _) in t.home_regions.iter().zip(&kept.2).filter(|(_, k)| !**k) {
            self.regions.release(id);
        }
        for (r, l) in t.roots.iter().zip(&t.links) {
            let home_root = OpId(t.home_ops[r.0.index as usize]);
            if kept.0[r.0.index as usize] {
                self.restore_links(home_root, *l);
            } else {
                erased_roots.push((home_root, *l));
            }
        }
        if t.ir.symbol_gen != 0 {
            self.symbol_gen += 1;
        }
    }
}

/// A transplant on its way home: its live entities and the home ids
/// reserved for the new ones.
struct Returning {
    t: Transplant,
    live: (Vec<RawId>, Vec<RawId>, Vec<RawId>),
    new: NewNames,
}

impl Returning {
    /// Renames every handle of the live records from private to home ids.
    fn rename_home(&mut self) {
        let (t, new) = (&mut self.t, &self.new);
        let mut rename = |h: Handle<'_>| match h {
            Handle::Op(id) => id.0 = home_id(id.0, &t.home_ops, &new.ops),
            Handle::Block(id) => id.0 = home_id(id.0, &t.home_blocks, &new.blocks),
            Handle::Region(id) => id.0 = home_id(id.0, &t.home_regions, &new.regions),
        };
        for &o in &self.live.0 {
            visit_op(t.ir.ops.get_mut(o).expect("listed as live"), &mut rename);
        }
        for &b in &self.live.1 {
            visit_block(t.ir.blocks.get_mut(b).expect("listed as live"), &mut rename);
        }
        for &r in &self.live.2 {
            visit_region(t.ir.regions.get_mut(r).expect("listed as live"), &mut rename);
        }
    }
}

/// The home id of private id `id`: where it came from, or the slot
/// reserved for it when it is new.
fn home_id(id: RawId, homes: &[RawId], new: &HashMap<RawId, RawId>) -> RawId {
    if is_moved(id, homes) {
        homes[id.index as usize]
    } else {
        new[&id]
    }
}

/// Home ids given to entities created in a transplant.
#[derive(Default)]
struct NewNames {
    ops: HashMap<RawId, RawId>,
    blocks: HashMap<RawId, RawId>,
    regions: HashMap<RawId, RawId>,
}

/// Whether private id `id` names an entity moved in by the split (they
/// were allocated first, densely, in generation one) rather than one made
/// in the transplant.
fn is_moved(id: RawId, homes: &[RawId]) -> bool {
    id.generation == std::num::NonZeroU32::MIN && (id.index as usize) < homes.len()
}

/// `f(index, item)` for each of `items`, on up to `threads` threads (in
/// contiguous runs); the results in order.
fn on_each<T: Send, R: Send>(items: &mut [T], threads: usize, f: impl Fn(usize, &mut T) -> R + Sync) -> Vec<R> {
    if threads <= 1 || items.len() <= 1 {
        return items.iter_mut().enumerate().map(|(i, t)| f(i, t)).collect();
    }
    let per = items.len().div_ceil(threads);
    let f = &f;
    std::thread::scope(|s| {
        let handles: Vec<_> = items
            .chunks_mut(per)
            .enumerate()
            .map(|(c, chunk)| {
                s.spawn(move || chunk.iter_mut().enumerate().map(|(i, t)| f(c * per + i, t)).collect::<Vec<R>>())
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).collect()
    })
}

/// The id of slot `i` of a fresh arena filled densely.
fn first_gen(i: usize) -> RawId {
    RawId { index: i as u32, generation: std::num::NonZeroU32::MIN }
}
