//! `ub` to `llvm` (upstream's `UBToLLVM`): `ub.poison` becomes
//! `llvm.mlir.poison` of the converted type. Reached through
//! `convert-to-llvm` and `convert-ub-to-llvm`.

use crate::llvm::conversion::build::create1;
use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::register_conversion_pass;
use mlir_ir::{Context, OpId, Value};
use mlir_passes::conversion::{ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget};
use std::sync::Arc;

/// `ub.poison` → `llvm.mlir.poison`.
struct PoisonLowering;

impl ConversionPattern for PoisonLowering {
    fn root(&self) -> Option<&str> {
        Some("ub.poison")
    }
    fn name(&self) -> &str {
        "PoisonOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let loc = rw.ir().op_loc(op).ok()?;
            let ty = rw.convert_type(rw.ir().value_type(rw.ir().result(op, 0).ok()?).ok()?)?;
            let v = create1(rw, "llvm.mlir.poison", loc, &[], ty, &[])?;
            rw.replace_op(op, &[v]).then_some(())
        })()
        .is_some()
    }
}

/// Adds the ub lowering patterns.
pub fn populate(_: &Context, _: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    patterns.add(Arc::new(PoisonLowering));
}

inventory::submit! { ConvertToLlvmInterface { namespace: "ub", populate } }

register_conversion_pass!(
    "convert-ub-to-llvm",
    "UBToLLVMConversionPass",
    "Convert UB dialect to LLVM dialect",
    |ctx| llvm_conversion(ctx, populate)
);
