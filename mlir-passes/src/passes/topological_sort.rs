//! `topological-sort`: orders the ops of graph regions (regions without
//! SSA dominance, such as a module body) so that definitions come before
//! uses where possible (upstream's `TopologicalSort` / `sortTopologically`).
//!
//! Repeatedly sweeps the unscheduled ops in order, moving every ready op
//! (none of its operands, nor those of ops nested in it, is produced by an
//! unscheduled op) to the scheduled prefix; when a sweep schedules nothing
//! (a cycle), the first unscheduled op is taken as is.

use crate::pass::{Pass, PassResult};
use crate::registry::PassRegistration;
use hashbrown::HashSet;
use mlir_ir::dialect::OpTraits;
use mlir_ir::ir::{BlockId, InsertPoint, Ir, OpId, Value, WalkOrder, WalkResult};

/// The `topological-sort` pass.
#[derive(Default)]
pub struct TopologicalSort;

/// The ops producing values `op` (or an op nested in it) uses.
fn producers(ir: &mut Ir, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    ir.walk(op, WalkOrder::PreOrder, &mut |ir, o| {
        for v in ir.operands(o).map(|x| x.collect::<Vec<_>>()).unwrap_or_default() {
            if let Value::OpResult { op: d, .. } = v {
                out.push(d);
            }
        }
        WalkResult::Advance
    });
    out
}

fn sort_block(ir: &mut Ir, block: BlockId) {
    let ops: Vec<OpId> = ir.block_ops(block).map(|o| o.collect()).unwrap_or_default();
    let mut unscheduled: HashSet<OpId> = ops.iter().copied().collect();
    let deps: hashbrown::HashMap<OpId, Vec<OpId>> = ops.iter().map(|&o| (o, producers(ir, o))).collect();
    let ready = |op: OpId, unscheduled: &HashSet<OpId>| deps[&op].iter().all(|d| *d == op || !unscheduled.contains(d));
    // `next`: the first op not yet scheduled (None: the block's end).
    let mut next = ir.block_first_op(block).ok().flatten();
    while !unscheduled.is_empty() {
        let mut scheduled = false;
        let mut cur = next;
        while let Some(op) = cur {
            cur = ir.op_next(op).ok().flatten();
            if !unscheduled.contains(&op) || !ready(op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            scheduled = true;
            if Some(op) == next {
                next = ir.op_next(op).ok().flatten();
            } else if let Some(n) = next {
                let _ = ir.move_op(op, InsertPoint::Before(n));
            }
        }
        if !scheduled {
            let Some(n) = next else { break };
            unscheduled.remove(&n);
            next = ir.op_next(n).ok().flatten();
        }
    }
}

impl Pass for TopologicalSort {
    fn argument(&self) -> &str {
        "topological-sort"
    }

    fn name(&self) -> &str {
        "TopologicalSort"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let mut graph_regions = Vec::new();
        ir.walk(op, WalkOrder::PreOrder, &mut |ir, o| {
            let graph = ir
                .op_name(o)
                .ok()
                .and_then(|n| ir.ctx().op_def(n))
                .is_some_and(|d| d.traits().contains(OpTraits::GRAPH_REGION));
            if graph {
                graph_regions.extend(ir.regions(o).map(|r| r.to_vec()).unwrap_or_default());
            }
            WalkResult::Advance
        });
        for r in graph_regions {
            for b in ir.region_blocks(r).map(|b| b.collect::<Vec<_>>()).unwrap_or_default() {
                sort_block(ir, b);
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(TopologicalSort)
    }
}

inventory::submit! {
    PassRegistration {
        argument: "topological-sort",
        description: "Sort regions without SSA dominance in topological order",
        create: |o| crate::passes::no_options::<TopologicalSort>("topological-sort", o),
    }
}
