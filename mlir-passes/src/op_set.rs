//! [`OpSet`]: a set of operations stored densely by arena slot.
//!
//! The greedy driver asks "is this op queued?" for every op it visits,
//! hundreds of thousands of times per iteration on large modules; a hash
//! set spends most of that time probing a table far larger than the cache.
//! Ops are allocated in arena slots numbered from zero, so a vector indexed
//! by slot answers with one load, and neighbouring ops share cache lines.
//! Each entry records the generation of the op it holds, so an op erased
//! while in the set never makes a later op in the same slot look present.

use mlir_ir::OpId;

/// A set of [`OpId`]s, dense by slot index.
#[derive(Default, Clone)]
pub struct OpSet {
    /// Per slot: the generation of the member op in it, 0 when none.
    generations: Vec<u32>,
    len: usize,
}

impl OpSet {
    /// An empty set.
    pub fn new() -> OpSet {
        OpSet::default()
    }

    /// Adds `op`; whether it was absent.
    pub fn insert(&mut self, op: OpId) -> bool {
        let (slot, generation) = (op.raw().index() as usize, op.raw().generation());
        if slot >= self.generations.len() {
            self.generations.resize((slot + 1).next_power_of_two(), 0);
        }
        let entry = &mut self.generations[slot];
        if *entry == generation {
            return false;
        }
        if *entry == 0 {
            self.len += 1;
        }
        // An entry of another generation is an erased op's: replaced.
        *entry = generation;
        true
    }

    /// Removes `op`; whether it was present.
    pub fn remove(&mut self, op: OpId) -> bool {
        match self.generations.get_mut(op.raw().index() as usize) {
            Some(entry) if *entry == op.raw().generation() => {
                *entry = 0;
                self.len -= 1;
                true
            }
            _ => false,
        }
    }

    /// Whether `op` is in the set.
    pub fn contains(&self, op: OpId) -> bool {
        self.generations.get(op.raw().index() as usize) == Some(&op.raw().generation())
    }

    /// Number of members.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Removes every member, keeping the storage.
    pub fn clear(&mut self) {
        if self.len > 0 {
            self.generations.fill(0);
            self.len = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::OpSet;
    use mlir_ir::{Context, Ir, OperationState};

    #[test]
    fn members_by_slot_and_generation() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let mut ir = Ir::new(&ctx);
        let make =
            |ir: &mut Ir| ir.create_op(OperationState::new(ctx.op_name("t.op"), ctx.unknown_loc())).expect("created");
        let a = make(&mut ir);
        let b = make(&mut ir);
        let mut set = OpSet::new();
        assert!(set.insert(a) && !set.insert(a) && set.insert(b));
        assert_eq!(set.len(), 2);
        assert!(set.remove(a) && !set.remove(a) && !set.contains(a) && set.contains(b));
        // An erased op's slot reused by a new op: the new op is not a member.
        set.insert(a);
        ir.erase_op(a).expect("erased");
        let c = make(&mut ir);
        assert_eq!(c.raw().index(), a.raw().index(), "the arena reuses the slot");
        assert!(!set.contains(c) && set.insert(c) && !set.contains(a));
        assert_eq!(set.len(), 2);
        set.clear();
        assert!(set.is_empty() && !set.contains(b));
    }
}
