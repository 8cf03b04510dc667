//! Deep-copying operations, regions and blocks with a value mapping.

use super::{BlockId, Ir, IrResult, OpId, OperationState, RegionId, Value};
use hashbrown::HashMap;

/// Maps original values and blocks to their copies.
#[derive(Default, Debug, Clone)]
pub struct ValueMapping {
    /// Value replacements.
    pub values: HashMap<Value, Value>,
    /// Block replacements.
    pub blocks: HashMap<BlockId, BlockId>,
    /// Operation replacements.
    pub ops: HashMap<OpId, OpId>,
}

impl ValueMapping {
    /// The mapped value, or `v` itself.
    pub fn lookup(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }

    /// The mapped block, or `b` itself.
    pub fn lookup_block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

impl Ir {
    /// Creates a detached deep copy of `op`. Operands defined outside `op`
    /// are mapped through `mapping` (or kept); the results and everything
    /// nested are recorded in it.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut ValueMapping) -> IrResult<OpId> {
        let new = self.clone_structure(op, mapping)?;
        // Operands may refer forward (graph regions, successor-block
        // arguments), so they are remapped once every copy exists.
        for o in self.subtree_ops(new)? {
            for i in 0..self.op(o).operands.len() {
                let v = self.op(o).operands[i].value;
                let m = mapping.lookup(v);
                if m != v {
                    self.set_operand(o, i, m)?;
                }
            }
        }
        Ok(new)
    }

    fn clone_structure(&mut self, op: OpId, mapping: &mut ValueMapping) -> IrResult<OpId> {
        crate::support::stack::guard(|| {
            let d = self.op_data(op)?;
            let mut state = OperationState::new(d.name, d.loc);
            state.operands = d.operands.iter().map(|o| o.value).collect();
            state.result_types = d.results.iter().map(|r| r.ty).collect();
            state.properties = d.props;
            state.successors = d.successors.iter().map(|s| mapping.lookup_block(s.block)).collect();
            let attrs = d.attrs.clone();
            let regions = d.regions.to_vec();
            let mut new_regions = Vec::with_capacity(regions.len());
            for r in regions {
                let nr = self.create_region();
                self.clone_region_structure(r, nr, mapping)?;
                new_regions.push(nr);
            }
            state.regions = new_regions;
            let new = self.create_op(state)?;
            self.op_mut(new).attrs = attrs;
            for i in 0..self.op(op).results.len() as u32 {
                mapping.values.insert(Value::OpResult { op, index: i }, Value::OpResult { op: new, index: i });
            }
            mapping.ops.insert(op, new);
            Ok(new)
        })
    }

    /// Appends copies of the blocks of `from` to `to`, operands remapped
    /// through `mapping` (which gains the copies of blocks, arguments and
    /// results).
    pub fn clone_region_into(&mut self, from: RegionId, to: RegionId, mapping: &mut ValueMapping) -> IrResult<()> {
        let copies = self.clone_region_structure(from, to, mapping)?;
        // Operands referring to values cloned anywhere in the region (once,
        // here: nested regions are cloned without this pass).
        for nb in copies {
            for o in self.block_ops(nb)?.collect::<Vec<_>>() {
                for n in self.subtree_ops(o)? {
                    for i in 0..self.op(n).operands.len() {
                        let v = self.op(n).operands[i].value;
                        let m = mapping.lookup(v);
                        if m != v {
                            self.set_operand(n, i, m)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Clones the blocks and ops of `from` into `to` without remapping
    /// operands (the caller does that once for the whole tree); returns
    /// the new blocks.
    fn clone_region_structure(
        &mut self,
        from: RegionId,
        to: RegionId,
        mapping: &mut ValueMapping,
    ) -> IrResult<Vec<BlockId>> {
        let blocks: Vec<BlockId> = self.region_blocks(from)?.collect();
        let mut copies = Vec::with_capacity(blocks.len());
        for &b in &blocks {
            let args: Vec<_> = self.block(b).args.iter().map(|a| (a.ty, a.loc)).collect();
            let nb = self.create_block(&args);
            for i in 0..args.len() as u32 {
                mapping.values.insert(Value::BlockArg { block: b, index: i }, Value::BlockArg { block: nb, index: i });
            }
            mapping.blocks.insert(b, nb);
            self.append_block(to, nb)?;
            copies.push(nb);
        }
        for (&b, &nb) in blocks.iter().zip(&copies) {
            for o in self.block_ops(b)?.collect::<Vec<_>>() {
                let c = self.clone_structure(o, mapping)?;
                self.insert_op(c, super::build::InsertPoint::BlockEnd(nb))?;
            }
        }
        // Successors referring to blocks cloned after their branch op.
        for &nb in &copies {
            for o in self.block_ops(nb)?.collect::<Vec<_>>() {
                for i in 0..self.op(o).successors.len() {
                    let s = self.op(o).successors[i].block;
                    let m = mapping.lookup_block(s);
                    if m != s {
                        self.set_successor(o, i, m)?;
                    }
                }
            }
        }
        Ok(copies)
    }
}
