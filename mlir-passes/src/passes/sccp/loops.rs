//! `scf.for` and `scf.while` as region branches for `sccp`, as upstream's
//! `RegionBranchOpInterface` describes them: a loop-carried value joins
//! its initial value with what every live iteration yields, a `for` loop's
//! induction variable is unknown, and a `while` loop's body and exit are
//! live as its condition allows.

use super::{Lattice, Solver};
use mlir_ir::ir::{BlockId, OpId, RegionId, Value};

impl Solver<'_> {
    /// The terminators named `name` of the executable blocks of `r`.
    pub(super) fn live_terminators(&self, r: RegionId, name: &str) -> Vec<OpId> {
        let blocks: Vec<BlockId> = self.ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
        blocks
            .into_iter()
            .filter(|b| self.executable.contains(b))
            .filter_map(|b| self.ir.block_last_op(b).ok().flatten())
            .filter(|t| self.ir.op_name(*t).is_ok_and(|n| self.ir.ctx().op_name_str(n) == name))
            .collect()
    }

    /// Joins `lattices` (unknown ones skipped) into `values`.
    pub(super) fn join_into(&mut self, values: &[Value], lattices: &[Option<Lattice>]) {
        for (v, l) in values.iter().zip(lattices) {
            if let Some(l) = l {
                self.update(*v, *l);
            }
        }
    }

    pub(super) fn entry_args(&self, r: RegionId) -> Option<(BlockId, Vec<Value>)> {
        let entry = self.ir.region_first_block(r).ok().flatten()?;
        Some((entry, self.ir.block_args(entry).map(|a| a.collect()).unwrap_or_default()))
    }

    /// `scf.for`: the iteration arguments and results join the initial
    /// values and every live `scf.yield`; the body is always live.
    pub(super) fn visit_for(&mut self, op: OpId, regions: &[RegionId], results: &[Value]) {
        let Some((entry, args)) = regions.first().and_then(|r| self.entry_args(*r)) else { return };
        let Some((iv, iter_args)) = args.split_first() else { return };
        self.update(*iv, Lattice::Overdefined);
        let inits: Vec<Option<Lattice>> = self.operand_lattices(op).into_iter().skip(3).collect();
        self.join_into(iter_args, &inits);
        self.join_into(results, &inits);
        self.mark_executable(entry);
        for y in self.live_terminators(regions[0], "scf.yield") {
            let yielded = self.operand_lattices(y);
            self.join_into(iter_args, &yielded);
            self.join_into(results, &yielded);
        }
    }

    /// `scf.while`: the `before` region starts from the initial values and
    /// what the `after` region yields; `scf.condition` continues into
    /// `after` unless its condition is a known false, and leaves with its
    /// operands as the results unless it is a known true.
    pub(super) fn visit_while(&mut self, op: OpId, regions: &[RegionId], results: &[Value]) {
        let (Some(&before), Some(&after)) = (regions.first(), regions.get(1)) else { return };
        let Some((before_entry, before_args)) = self.entry_args(before) else { return };
        let inits = self.operand_lattices(op);
        self.join_into(&before_args, &inits);
        self.mark_executable(before_entry);
        for cond in self.live_terminators(before, "scf.condition") {
            let lattices = self.operand_lattices(cond);
            let Some((Some(flag), forwarded)) = lattices.split_first() else { continue };
            let (continues, exits) = match flag {
                Lattice::Constant(c, _) => {
                    let zero = super::is_zero(self.ir, *c);
                    (!zero, zero)
                }
                Lattice::Overdefined => (true, true),
            };
            if exits {
                self.join_into(results, forwarded);
            }
            if continues {
                if let Some((after_entry, after_args)) = self.entry_args(after) {
                    self.join_into(&after_args, forwarded);
                    self.mark_executable(after_entry);
                }
            }
        }
        for y in self.live_terminators(after, "scf.yield") {
            let yielded = self.operand_lattices(y);
            self.join_into(&before_args, &yielded);
        }
    }
}
