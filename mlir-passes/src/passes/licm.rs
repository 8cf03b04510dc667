//! `loop-invariant-code-motion`: hoists ops out of loops when they depend
//! on nothing the loop defines and can be executed speculatively (no
//! memory effects, cannot trap) — upstream's `LoopInvariantCodeMotion`.
//!
//! Loops are the ops implementing `LoopLikeOpInterface`; an op moves when
//! it has no memory effects and is speculatable (`ConditionallySpeculatable`,
//! or `Pure`). Ops with regions move too when they are recursively
//! speculatable and nothing nested uses a value the loop defines.
//!
//! Loops are visited innermost first. Each loop region's top-level ops are
//! queued; an op that moves re-queues its users in the loop, which may
//! become invariant in turn.

use crate::pass::{Pass, PassResult};
use crate::registry::PassRegistration;
use mlir_ir::dialect::OpTraits;
use mlir_ir::effects::is_memory_effect_free;
use mlir_ir::interfaces::{op_interface, speculatability, LoopLikeOpInterface, Speculatability};
use mlir_ir::ir::{InsertPoint, Ir, OpId, RegionId, Value, WalkOrder, WalkResult};
use std::collections::VecDeque;

/// The `loop-invariant-code-motion` pass.
#[derive(Default)]
pub struct LoopInvariantCodeMotion;

/// The regions of `op` that are loop bodies (`LoopLikeOpInterface`).
fn loop_regions(ir: &Ir, op: OpId) -> Vec<RegionId> {
    op_interface::<dyn LoopLikeOpInterface>(ir, op).map(|l| l.loop_regions(ir, op)).unwrap_or_default()
}

/// Whether `v` is defined outside `loop_op`.
fn defined_outside(ir: &Ir, v: Value, loop_op: OpId) -> bool {
    let block = match v {
        Value::OpResult { op, .. } => match ir.op_parent_block(op) {
            Ok(Some(b)) => b,
            _ => return true,
        },
        Value::BlockArg { block, .. } => block,
    };
    let mut cur = ir.block_parent_op(block).ok().flatten();
    while let Some(p) = cur {
        if p == loop_op {
            return false;
        }
        cur = ir.op_parent_op(p).ok().flatten();
    }
    true
}

/// Whether executing `op` where it was not going to run is harmless
/// (upstream's `isSpeculatable`): its `ConditionallySpeculatable` answer,
/// where a recursively speculatable op needs every nested op to be so too.
/// Only `nested` ops (inside a hoisted op) may be terminators.
fn speculatable(ir: &Ir, op: OpId, nested: bool) -> bool {
    let is_terminator =
        ir.op_name(op).ok().and_then(|n| ir.ctx().op_def(n)).is_some_and(|d| d.traits().contains(OpTraits::TERMINATOR));
    if !nested && is_terminator {
        return false;
    }
    match speculatability(ir, op) {
        Speculatability::NotSpeculatable => false,
        Speculatability::Speculatable => true,
        Speculatability::RecursivelySpeculatable => {
            let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
            regions.into_iter().all(|r| {
                let blocks: Vec<_> = ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
                blocks.into_iter().all(|b| {
                    let ops: Vec<OpId> = ir.block_ops(b).map(|o| o.collect()).unwrap_or_default();
                    ops.into_iter().all(|o| speculatable(ir, o, true))
                })
            })
        }
    }
}

/// Whether every value `op` and the ops nested in it use is defined
/// outside `loop_op` or inside `op` itself (upstream's `canBeHoisted`).
fn invariant(ir: &Ir, op: OpId, loop_op: OpId) -> bool {
    let mut nested = vec![op];
    let mut i = 0;
    while i < nested.len() {
        let o = nested[i];
        i += 1;
        for r in ir.regions(o).map(|r| r.to_vec()).unwrap_or_default() {
            for b in ir.region_blocks(r).map(|b| b.collect::<Vec<_>>()).unwrap_or_default() {
                nested.extend(ir.block_ops(b).map(|x| x.collect::<Vec<_>>()).unwrap_or_default());
            }
        }
    }
    nested.iter().all(|&o| {
        ir.operands(o)
            .map(|mut vals| vals.all(|v| !defined_outside(ir, v, op) || defined_outside(ir, v, loop_op)))
            .unwrap_or(false)
    })
}

fn hoist_from(ir: &mut Ir, loop_op: OpId) {
    for region in loop_regions(ir, loop_op) {
        let mut queue: VecDeque<OpId> = VecDeque::new();
        for b in ir.region_blocks(region).map(|b| b.collect::<Vec<_>>()).unwrap_or_default() {
            queue.extend(ir.block_ops(b).map(|o| o.collect::<Vec<_>>()).unwrap_or_default());
        }
        while let Some(op) = queue.pop_front() {
            let in_region =
                ir.op_parent_block(op).ok().flatten().and_then(|b| ir.block_parent_region(b).ok().flatten())
                    == Some(region);
            if !in_region {
                continue;
            }
            if !invariant(ir, op, loop_op) || !is_memory_effect_free(ir, op) || !speculatable(ir, op, false) {
                continue;
            }
            if ir.move_op(op, InsertPoint::Before(loop_op)).is_err() {
                continue;
            }
            let users: Vec<OpId> = ir
                .results(op)
                .map(|r| r.collect::<Vec<_>>())
                .unwrap_or_default()
                .into_iter()
                .flat_map(|r| ir.value_uses(r).unwrap_or_default())
                .map(|u| u.op)
                .collect();
            queue.extend(users);
        }
    }
}

impl Pass for LoopInvariantCodeMotion {
    fn argument(&self) -> &str {
        "loop-invariant-code-motion"
    }

    fn name(&self) -> &str {
        "LoopInvariantCodeMotion"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let mut loops = Vec::new();
        ir.walk(op, WalkOrder::PostOrder, &mut |ir, o| {
            if !loop_regions(ir, o).is_empty() {
                loops.push(o);
            }
            WalkResult::Advance
        });
        for l in loops {
            if ir.op_is_live(l) {
                hoist_from(ir, l);
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(LoopInvariantCodeMotion)
    }
}

inventory::submit! {
    PassRegistration {
        argument: "loop-invariant-code-motion",
        description: "Hoist loop invariant instructions outside of the loop",
        create: |o| crate::passes::no_options::<LoopInvariantCodeMotion>("loop-invariant-code-motion", o),
    }
}
