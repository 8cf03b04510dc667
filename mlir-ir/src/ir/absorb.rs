//! Merging an IR built apart, typically by another thread, into this one.
//!
//! Why: the parser builds the top-level ops of a large file in several
//! private IRs at once (only one thread may hold `&mut Ir`) and then takes
//! them all into the IR the caller asked for. The arenas are chunked, so
//! their chunks move over whole; only the handles inside the moved records
//! are renamed, in one pass, and nothing is copied or allocated per entity.

use super::transplant::{visit_block, visit_op, visit_region, Handle};
use super::{BlockId, Ir};
#[cfg(test)]
use super::{OpId, RegionId};

/// How the ids of an absorbed IR were renamed: each grew by its arena's
/// base index (generations are kept).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Rebase {
    ops: u32,
    blocks: u32,
    regions: u32,
}

impl Rebase {
    /// The new name of op `id` of the absorbed IR.
    #[cfg(test)]
    pub(crate) fn op(&self, mut id: OpId) -> OpId {
        id.0.index += self.ops;
        id
    }

    /// The new name of block `id` of the absorbed IR.
    pub(crate) fn block(&self, mut id: BlockId) -> BlockId {
        id.0.index += self.blocks;
        id
    }

    fn rename(&self, h: Handle<'_>) {
        match h {
            Handle::Op(id) => id.0.index += self.ops,
            Handle::Block(id) => id.0.index += self.blocks,
            Handle::Region(id) => id.0.index += self.regions,
        }
    }

    /// The new name of region `id` of the absorbed IR.
    #[cfg(test)]
    fn region(&self, mut id: RegionId) -> RegionId {
        id.0.index += self.regions;
        id
    }
}

impl Ir {
    /// Takes every op, block and region of `other` into this IR. `other`
    /// must belong to the same context and hold no handle to this IR's
    /// entities (it was built on its own); its ids are renamed as the
    /// returned [`Rebase`] says, and handles into it kept elsewhere are
    /// meaningless afterwards.
    pub(crate) fn absorb(&mut self, other: Ir) -> Rebase {
        debug_assert!(self.ctx.same(&other.ctx), "absorbing an IR of another context");
        let Ir { ops, blocks, regions, .. } = other;
        let r = Rebase {
            ops: self.ops.absorb(ops),
            blocks: self.blocks.absorb(blocks),
            regions: self.regions.absorb(regions),
        };
        let mut rename = |h: Handle<'_>| r.rename(h);
        for d in self.ops.values_mut_from(r.ops) {
            visit_op(d, &mut rename);
        }
        for d in self.blocks.values_mut_from(r.blocks) {
            visit_block(d, &mut rename);
        }
        for d in self.regions.values_mut_from(r.regions) {
            visit_region(d, &mut rename);
        }
        self.symbol_gen += 1;
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{InsertPoint, OperationState};
    use crate::Context;

    #[test]
    fn absorbed_ops_keep_their_links() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let mut home = Ir::new(&ctx);
        let home_block = home.create_block(&[]);
        // Some entities at home first, so the absorbed ones are renamed.
        for _ in 0..3 {
            let op = home.create_op(OperationState::new(ctx.op_name("t.a"), ctx.unknown_loc())).unwrap();
            home.move_op(op, InsertPoint::BlockEnd(home_block)).unwrap();
        }
        let mut other = Ir::new(&ctx);
        let i32t = ctx.int_type(32, crate::types::Signedness::Signless);
        let region = other.create_region();
        let body = other.create_block(&[(i32t, ctx.unknown_loc())]);
        other.append_block(region, body).unwrap();
        let arg = other.block_arg(body, 0).unwrap();
        let mut st = OperationState::new(ctx.op_name("t.use"), ctx.unknown_loc());
        st.operands.push(arg);
        st.result_types.push(i32t);
        let user = other.create_op(st).unwrap();
        other.move_op(user, InsertPoint::BlockEnd(body)).unwrap();
        let mut st = OperationState::new(ctx.op_name("t.outer"), ctx.unknown_loc());
        st.regions.push(region);
        let outer = other.create_op(st).unwrap();

        let r = home.absorb(other);
        let (outer, user, body, region) = (r.op(outer), r.op(user), r.block(body), r.region(region));
        assert_eq!(home.regions(outer).unwrap(), &[region]);
        assert_eq!(home.region_blocks(region).unwrap().collect::<Vec<_>>(), vec![body]);
        assert_eq!(home.op_parent_block(user).unwrap(), Some(body));
        let arg = home.block_arg(body, 0).unwrap();
        assert_eq!(home.operand(user, 0).unwrap(), arg);
        assert_eq!(home.value_uses(arg).unwrap().len(), 1);
        home.move_op(outer, InsertPoint::BlockEnd(home_block)).unwrap();
        assert_eq!(home.block_ops(home_block).unwrap().count(), 4);
        // New entities still get fresh slots.
        let fresh = home.create_op(OperationState::new(ctx.op_name("t.b"), ctx.unknown_loc())).unwrap();
        assert!(![outer, user].contains(&fresh));
        crate::verifier::verify(&mut home, outer).unwrap();
    }
}
