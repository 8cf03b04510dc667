//! `sccp`: sparse conditional constant propagation (upstream's `SCCP`),
//! through each region's control-flow graph, into and out of region-branch
//! ops, and across calls — all through op interfaces.
//!
//! Two analyses run on one solver, as upstream's do: the dead-code
//! analysis ([`dead_code`]) finds the live blocks and edges and who
//! reaches what; constant propagation ([`constants`]) folds the ops of the
//! live blocks and joins what flows into block arguments, region-branch
//! results and call results. The solver ([`solver`]) queues their work in
//! upstream's order, which decides which dialect's constant replaces a
//! value where equal constants of two dialects meet.
//!
//! Then every constant value is replaced by a constant materialized at the
//! front of its function (after which dead ops go).

mod callables;
mod constants;
mod dead_code;
mod solver;

use crate::pass::{Pass, PassResult};
use crate::registry::PassRegistration;
use hashbrown::HashMap;
use mlir_ir::dialect::OpTraits;
use mlir_ir::effects::would_be_trivially_dead;
use mlir_ir::ir::{BlockId, InsertPoint, Ir, OpId, Value};
use mlir_ir::{Attribute, LocKind};
use solver::{Lattice, Solution, Solver};

/// The `sccp` pass.
#[derive(Default)]
pub struct Sccp;

/// The region constants in `block` are materialized in: the nearest whose
/// op is isolated from above (or top-level).
fn insertion_block(ir: &Ir, mut block: BlockId) -> Option<BlockId> {
    loop {
        let region = ir.block_parent_region(block).ok()??;
        let parent = ir.region_parent_op(region).ok()??;
        let isolated = ir
            .op_name(parent)
            .ok()
            .and_then(|n| ir.ctx().op_def(n))
            .map_or(true, |d| d.traits().contains(OpTraits::ISOLATED_FROM_ABOVE));
        if isolated || ir.op_parent_block(parent).ok().flatten().is_none() {
            return ir.region_first_block(region).ok().flatten();
        }
        block = ir.op_parent_block(parent).ok()??;
    }
}

impl Pass for Sccp {
    fn argument(&self) -> &str {
        "sccp"
    }

    fn name(&self) -> &str {
        "SCCP"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let Solution { values, dialects } = Solver::new(ir, op).solve();
        // Rewrite as upstream does: blocks depth-first in order; each op's
        // results get constants (an op all of whose results did, and that
        // has no effects, goes), then its regions, then the block's
        // arguments. Constants are unified per function and each new one
        // goes to the front of the function's entry block.
        let ctx = ir.ctx().clone();
        let mut made: HashMap<(BlockId, Attribute, mlir_ir::Type, String), Value> = HashMap::new();
        let mut replace = |ir: &mut Ir, v: Value| -> bool {
            let Some(Lattice::Constant(attr, d)) = values.get(&v).copied() else { return false };
            let Ok(ty) = ir.value_type(v) else { return false };
            let block = match v {
                Value::OpResult { op: o, .. } => ir.op_parent_block(o).ok().flatten(),
                Value::BlockArg { block, .. } => Some(block),
            };
            let Some(home) = block.and_then(|b| insertion_block(ir, b)) else { return false };
            let key = (home, attr, ty, dialects[d].clone());
            let c = match made.get(&key) {
                Some(c) => *c,
                None => {
                    let Some(m) = ctx.dialect(&dialects[d]).and_then(|dl| dl.materialize_constant) else {
                        return false;
                    };
                    let Some(st) = m(&ctx, attr, ty, ctx.get_loc(LocKind::Unknown)) else { return false };
                    // A constant materialized in another dialect (math's as
                    // arith's) is unified under that dialect too, as
                    // upstream's OperationFolder does.
                    let op_name = ctx.op_name_str(st.name).to_string();
                    let made_ns = op_name.split_once('.').map_or(op_name.as_str(), |(d, _)| d);
                    let other = (made_ns != dialects[d]).then(|| made_ns.to_string());
                    if let Some(c) = other.as_ref().and_then(|o| made.get(&(home, attr, ty, o.clone())).copied()) {
                        made.insert(key, c);
                        return c == v || ir.replace_all_uses_with(v, c).is_ok();
                    }
                    let Ok(cop) = ir.create_op(st) else { return false };
                    if ir.insert_op(cop, InsertPoint::BlockStart(home)).is_err() {
                        let _ = ir.erase_op(cop);
                        return false;
                    }
                    let Ok(c) = ir.result(cop, 0) else { return false };
                    made.insert(key, c);
                    if let Some(o) = other {
                        made.insert((home, attr, ty, o), c);
                    }
                    c
                }
            };
            c == v || ir.replace_all_uses_with(v, c).is_ok()
        };
        let mut stack: Vec<BlockId> = Vec::new();
        let push_regions = |ir: &Ir, o: OpId, stack: &mut Vec<BlockId>| {
            for r in ir.regions(o).map(|r| r.to_vec()).unwrap_or_default() {
                let blocks: Vec<BlockId> = ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
                stack.extend(blocks.into_iter().rev());
            }
        };
        push_regions(ir, op, &mut stack);
        while let Some(b) = stack.pop() {
            if !ir.block_is_live(b) {
                continue;
            }
            let ops: Vec<OpId> = ir.block_ops(b).map(|o| o.collect()).unwrap_or_default();
            for o in ops {
                if !ir.op_is_live(o) {
                    continue;
                }
                let results: Vec<Value> = ir.results(o).map(|r| r.collect()).unwrap_or_default();
                let mut all = !results.is_empty();
                for r in results {
                    all &= replace(ir, r);
                }
                if all && would_be_trivially_dead(ir, o) && ir.erase_op(o).is_ok() {
                    continue;
                }
                push_regions(ir, o, &mut stack);
            }
            for a in ir.block_args(b).map(|a| a.collect::<Vec<_>>()).unwrap_or_default() {
                replace(ir, a);
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Sccp)
    }
}

inventory::submit! {
    PassRegistration {
        argument: "sccp",
        description: "Sparse Conditional Constant Propagation",
        create: |o| crate::passes::no_options::<Sccp>("sccp", o),
    }
}
