//! `strip-debuginfo`: replaces every op and block-argument location with
//! `loc(unknown)` (upstream's `StripDebugInfo`).

use crate::pass::{Pass, PassResult};
use crate::registry::PassRegistration;
use mlir_ir::ir::{Ir, OpId, WalkOrder, WalkResult};
use mlir_ir::LocKind;

/// The `strip-debuginfo` pass.
#[derive(Default)]
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn argument(&self) -> &str {
        "strip-debuginfo"
    }

    fn name(&self) -> &str {
        "StripDebugInfo"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let unknown = ir.ctx().get_loc(LocKind::Unknown);
        ir.walk(op, WalkOrder::PreOrder, &mut |ir, o| {
            let _ = ir.set_op_loc(o, unknown);
            let regions = ir.regions(o).map(|r| r.to_vec()).unwrap_or_default();
            for r in regions {
                let blocks: Vec<_> = ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
                for b in blocks {
                    for i in 0..ir.num_block_args(b).unwrap_or(0) {
                        let _ = ir.set_block_arg_loc(b, i, unknown);
                    }
                }
            }
            WalkResult::Advance
        });
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(StripDebugInfo)
    }
}

inventory::submit! {
    PassRegistration {
        argument: "strip-debuginfo",
        description: "Strip debug info from all operations",
        create: |o| crate::passes::no_options::<StripDebugInfo>("strip-debuginfo", o),
    }
}
