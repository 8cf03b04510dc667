//! Use-def chains: intrusive doubly-linked lists of operands per value and
//! of successor slots per block, so adding or removing a use is O(1).

use super::{BlockId, BlockOperand, Ir, IrError, IrResult, OpId, OpOperand, Operand, Value};

impl Ir {
    pub(crate) fn first_use(&self, value: Value) -> IrResult<Option<OpOperand>> {
        match value {
            Value::OpResult { op, index } => {
                self.op_data(op)?.results.get(index as usize).map(|r| r.first_use).ok_or(IrError::StaleValue)
            }
            Value::BlockArg { block, index } => {
                self.block_data(block)?.args.get(index as usize).map(|a| a.first_use).ok_or(IrError::StaleValue)
            }
        }
    }

    fn set_first_use(&mut self, value: Value, head: Option<OpOperand>) {
        match value {
            Value::OpResult { op, index } => self.op_mut(op).results[index as usize].first_use = head,
            Value::BlockArg { block, index } => self.block_mut(block).args[index as usize].first_use = head,
        }
    }

    fn operand_slot(&mut self, u: OpOperand) -> &mut Operand {
        &mut self.op_mut(u.op).operands[u.index as usize]
    }

    /// Links operand `u` (whose `value` is already set) at the head of its
    /// value's use list.
    pub(crate) fn link_use(&mut self, u: OpOperand) {
        let value = self.op(u.op).operands[u.index as usize].value;
        let head = self.first_use(value).expect("linking a use of a live value");
        {
            let slot = self.operand_slot(u);
            slot.prev = None;
            slot.next = head;
        }
        if let Some(h) = head {
            self.operand_slot(h).prev = Some(u);
        }
        self.set_first_use(value, Some(u));
    }

    /// Unlinks operand `u` from its value's use list.
    pub(crate) fn unlink_use(&mut self, u: OpOperand) {
        let Operand { value, prev, next } = self.op(u.op).operands[u.index as usize].clone();
        match prev {
            Some(p) => self.operand_slot(p).next = next,
            None => {
                // The value may already be gone when a whole subtree is
                // being erased; then there is no list head to fix.
                if self.value_is_live(value) {
                    self.set_first_use(value, next)
                }
            }
        }
        if let Some(n) = next {
            self.operand_slot(n).prev = prev;
        }
        let slot = self.operand_slot(u);
        slot.prev = None;
        slot.next = None;
    }

    /// Re-points the neighbours of an operand whose slot moved to `new`
    /// (same op, links already translated), keeping its use-list place.
    pub(crate) fn relocate_use(&mut self, new: OpOperand) {
        let Operand { value, prev, next } = self.op(new.op).operands[new.index as usize].clone();
        match prev {
            Some(p) => self.operand_slot(p).next = Some(new),
            None => self.set_first_use(value, Some(new)),
        }
        if let Some(n) = next {
            self.operand_slot(n).prev = Some(new);
        }
    }

    /// Sets operand `index` of `op` to `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) -> IrResult<()> {
        let n = self.op_data(op)?.operands.len();
        if index >= n {
            return Err(IrError::OutOfRange { what: "operand", index, size: n });
        }
        if !self.value_is_live(value) {
            return Err(IrError::StaleValue);
        }
        let u = OpOperand { op, index: index as u32 };
        self.unlink_use(u);
        self.operand_slot(u).value = value;
        self.link_use(u);
        Ok(())
    }

    /// Replaces the operand list of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) -> IrResult<()> {
        self.op_data(op)?;
        if values.iter().any(|v| !self.value_is_live(*v)) {
            return Err(IrError::StaleValue);
        }
        let n = self.op(op).operands.len();
        for i in 0..n {
            self.unlink_use(OpOperand { op, index: i as u32 });
        }
        self.op_mut(op).operands = values
            .iter()
            .map(|&value| Operand { value, prev: None, next: None })
            .collect::<Vec<_>>()
            .into_boxed_slice();
        for i in 0..values.len() {
            self.link_use(OpOperand { op, index: i as u32 });
        }
        Ok(())
    }

    /// Inserts operands at `index`.
    pub fn insert_operands(&mut self, op: OpId, index: usize, values: &[Value]) -> IrResult<()> {
        let mut all: Vec<Value> = self.operands(op)?.collect();
        if index > all.len() {
            return Err(IrError::OutOfRange { what: "operand", index, size: all.len() });
        }
        all.splice(index..index, values.iter().copied());
        self.set_operands(op, &all)
    }

    /// Erases operand `index`, keeping the other operands' use-list places.
    pub fn erase_operand(&mut self, op: OpId, index: usize) -> IrResult<()> {
        let n = self.op_data(op)?.operands.len();
        if index >= n {
            return Err(IrError::OutOfRange { what: "operand", index, size: n });
        }
        self.unlink_use(OpOperand { op, index: index as u32 });
        let data = self.op_mut(op);
        let mut ops = std::mem::take(&mut data.operands).into_vec();
        ops.remove(index);
        data.operands = ops.into_boxed_slice();
        // Links between operands of this op name positions that just
        // shifted down by one; translate them before fixing neighbours.
        let shift = |l: &mut Option<OpOperand>| {
            if let Some(u) = l {
                if u.op == op && u.index as usize > index {
                    u.index -= 1;
                }
            }
        };
        for o in data.operands.iter_mut() {
            shift(&mut o.prev);
            shift(&mut o.next);
        }
        for i in index..n - 1 {
            self.relocate_use(OpOperand { op, index: i as u32 });
        }
        Ok(())
    }

    /// Points every use of `from` at `to`.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) -> IrResult<()> {
        self.replace_uses_if(from, to, |_, _| true)
    }

    /// Points every use of `from` not owned by `except` at `to`.
    pub fn replace_uses_except(&mut self, from: Value, to: Value, except: &[OpId]) -> IrResult<()> {
        self.replace_uses_if(from, to, |_, u| !except.contains(&u.op))
    }

    /// Points the uses of `from` selected by `pred` at `to`.
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Ir, OpOperand) -> bool,
    ) -> IrResult<()> {
        if !self.value_is_live(to) {
            return Err(IrError::StaleValue);
        }
        if from == to {
            return Ok(());
        }
        for u in self.value_uses(from)? {
            if pred(self, u) {
                self.unlink_use(u);
                self.operand_slot(u).value = to;
                self.link_use(u);
            }
        }
        Ok(())
    }

    /// Replaces each result of `op` by the matching value in `values`.
    pub fn replace_all_op_uses_with(&mut self, op: OpId, values: &[Value]) -> IrResult<()> {
        let n = self.num_results(op)?;
        if n != values.len() {
            return Err(IrError::OutOfRange { what: "replacement value", index: values.len(), size: n });
        }
        for (i, v) in values.iter().enumerate() {
            self.replace_all_uses_with(Value::OpResult { op, index: i as u32 }, *v)?;
        }
        Ok(())
    }

    // ---- successors -------------------------------------------------------

    fn succ_slot(&mut self, s: BlockOperand) -> &mut super::Successor {
        &mut self.op_mut(s.op).successors[s.index as usize]
    }

    /// Links successor slot `s` at the head of its block's predecessor list.
    pub(crate) fn link_succ(&mut self, s: BlockOperand) {
        let block = self.op(s.op).successors[s.index as usize].block;
        let head = self.block(block).first_pred;
        {
            let slot = self.succ_slot(s);
            slot.prev = None;
            slot.next = head;
        }
        if let Some(h) = head {
            self.succ_slot(h).prev = Some(s);
        }
        self.block_mut(block).first_pred = Some(s);
    }

    /// Unlinks successor slot `s` from its block's predecessor list.
    pub(crate) fn unlink_succ(&mut self, s: BlockOperand) {
        let slot = self.op(s.op).successors[s.index as usize].clone();
        match slot.prev {
            Some(p) => self.succ_slot(p).next = slot.next,
            None => {
                if let Some(b) = self.blocks.get_mut(slot.block.0) {
                    b.first_pred = slot.next;
                }
            }
        }
        if let Some(n) = slot.next {
            self.succ_slot(n).prev = slot.prev;
        }
    }

    /// Sets successor `index` of `op` to `block`.
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) -> IrResult<()> {
        let n = self.op_data(op)?.successors.len();
        if index >= n {
            return Err(IrError::OutOfRange { what: "successor", index, size: n });
        }
        self.block_data(block)?;
        let s = BlockOperand { op, index: index as u32 };
        self.unlink_succ(s);
        self.succ_slot(s).block = block;
        self.link_succ(s);
        Ok(())
    }

    /// Points every branch to `from` at `to`.
    pub fn replace_all_block_uses_with(&mut self, from: BlockId, to: BlockId) -> IrResult<()> {
        self.block_data(to)?;
        for s in self.block_predecessors(from)? {
            self.unlink_succ(s);
            self.succ_slot(s).block = to;
            self.link_succ(s);
        }
        Ok(())
    }
}
