//! `control-flow-sink`: moves ops without memory effects into the one
//! region of a region-branch op that uses their results, so they run only
//! when that region does (upstream's `ControlFlowSink`). The regions are
//! those its `RegionBranchOpInterface` says run at most once per execution
//! (upstream's invocation bounds); an op that declares none gets nothing.
//!
//! Each singly executed region is processed depth-first from its own ops:
//! an operand's producer outside the region whose users are all inside it
//! moves to the start of the region's entry block, and is processed in
//! turn.

use crate::pass::{Pass, PassResult, Statistics};
use crate::registry::PassRegistration;
use mlir_ir::effects::is_memory_effect_free;
use mlir_ir::interfaces::{op_interface, RegionBranchOpInterface};
use mlir_ir::ir::{InsertPoint, Ir, OpId, RegionId, Value, WalkOrder, WalkResult};

/// The `control-flow-sink` pass.
pub struct ControlFlowSink {
    stats: Statistics,
}

impl Default for ControlFlowSink {
    fn default() -> ControlFlowSink {
        ControlFlowSink { stats: Statistics::new(&[("num-sunk", "Number of operations sunk")]) }
    }
}

/// The regions of `op` that run at most once per execution of `op`.
fn singly_executed_regions(ir: &Ir, op: OpId) -> Vec<RegionId> {
    let Some(branch) = op_interface::<dyn RegionBranchOpInterface>(ir, op) else { return Vec::new() };
    let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
    branch.singly_executed_regions(ir, op).into_iter().filter_map(|i| regions.get(i).copied()).collect()
}

/// Whether `op` is nested (at any depth) in `region`.
fn inside(ir: &Ir, mut op: OpId, region: RegionId) -> bool {
    loop {
        let Some(b) = ir.op_parent_block(op).ok().flatten() else { return false };
        if ir.block_parent_region(b).ok().flatten() == Some(region) {
            return true;
        }
        match ir.block_parent_op(b).ok().flatten() {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// Sinks what only `region` uses into it; how many ops moved.
fn sink_region(ir: &mut Ir, region: RegionId) -> u64 {
    let mut sunk = 0;
    let Some(entry) = ir.region_first_block(region).ok().flatten() else { return 0 };
    let mut stack: Vec<OpId> = Vec::new();
    for b in ir.region_blocks(region).map(|b| b.collect::<Vec<_>>()).unwrap_or_default() {
        stack.extend(ir.block_ops(b).map(|o| o.collect::<Vec<_>>()).unwrap_or_default());
    }
    while let Some(user) = stack.pop() {
        for v in ir.operands(user).map(|o| o.collect::<Vec<_>>()).unwrap_or_default() {
            let Value::OpResult { op, .. } = v else { continue };
            let already_in =
                ir.op_parent_block(op).ok().flatten().and_then(|b| ir.block_parent_region(b).ok().flatten())
                    == Some(region);
            if already_in {
                continue;
            }
            let results: Vec<Value> = ir.results(op).map(|r| r.collect()).unwrap_or_default();
            let all_inside =
                results.iter().all(|r| ir.value_uses(*r).unwrap_or_default().iter().all(|u| inside(ir, u.op, region)));
            if !all_inside || !is_memory_effect_free(ir, op) {
                continue;
            }
            if ir.move_op(op, InsertPoint::BlockStart(entry)).is_ok() {
                stack.push(op);
                sunk += 1;
            }
        }
    }
    sunk
}

impl Pass for ControlFlowSink {
    fn argument(&self) -> &str {
        "control-flow-sink"
    }

    fn name(&self) -> &str {
        "ControlFlowSink"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let mut branches = Vec::new();
        ir.walk(op, WalkOrder::PostOrder, &mut |ir, o| {
            if !singly_executed_regions(ir, o).is_empty() {
                branches.push(o);
            }
            WalkResult::Advance
        });
        for b in branches {
            let sunk: u64 = singly_executed_regions(ir, b).into_iter().map(|r| sink_region(ir, r)).sum();
            // Upstream assigns the counter per branch op: it shows the last.
            self.stats.set("num-sunk", sunk);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(ControlFlowSink::default())
    }

    fn statistics(&self) -> Option<&Statistics> {
        Some(&self.stats)
    }

    fn statistics_mut(&mut self) -> Option<&mut Statistics> {
        Some(&mut self.stats)
    }
}

inventory::submit! {
    PassRegistration {
        argument: "control-flow-sink",
        description: "Sink operations into conditional blocks",
        create: |o| crate::passes::no_options::<ControlFlowSink>("control-flow-sink", o),
    }
}
