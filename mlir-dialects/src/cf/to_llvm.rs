//! `convert-cf-to-llvm`: branches and switches become their `llvm` forms (upstream's
//! `ControlFlowToLLVM`). The blocks they branch to get their argument
//! types converted first, so block arguments and branch operands agree.

use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::register_conversion_pass;
use mlir_ir::{BlockId, Context, OpId, OperationState, Type, Value};
use mlir_passes::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget, SignatureConversion,
};
use std::sync::Arc;

/// `block` with its arguments converted to legal types.
fn converted_block(rw: &mut ConversionPatternRewriter<'_>, block: BlockId) -> Option<BlockId> {
    let tc = rw.type_converter()?;
    let ctx = rw.ctx();
    let types: Vec<Type> =
        rw.ir().block_args(block).ok()?.map(|a| rw.ir().value_type(a)).collect::<Result<_, _>>().ok()?;
    if tc.all_legal(&ctx, &types) {
        return Some(block);
    }
    let conversion = SignatureConversion::of_types(tc, &ctx, &types)?;
    rw.apply_signature_conversion(block, &conversion)
}

/// `cf.br` → `llvm.br`, `cf.cond_br` → `llvm.cond_br`, `cf.switch` →
/// `llvm.switch`.
struct BranchLowering {
    from: &'static str,
    to: &'static str,
}

impl ConversionPattern for BranchLowering {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        self.to
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ir = rw.ir();
            let ctx = rw.ctx();
            let loc = ir.op_loc(op).ok()?;
            let succs: Vec<BlockId> = ir.successors(op).ok()?.collect();
            // Segment sizes, case values and weights carry over as they are.
            let mut attrs = Vec::new();
            for d in ir.op_props(op).ok()?.into_iter().chain(std::iter::once(ir.op_attr_dict(op).ok()?)) {
                attrs.extend(ctx.dict_entries(d).iter().copied());
            }
            let mut new_succs = Vec::new();
            for s in succs {
                new_succs.push(converted_block(rw, s)?);
            }
            let mut st = OperationState::new(ctx.op_name(self.to), loc);
            st.operands = operands.to_vec();
            st.successors = new_succs;
            st.attributes = attrs;
            rw.replace_op_with_new(op, st).map(|_| ())
        })()
        .is_some()
    }
}

/// Adds the cf lowering patterns.
pub fn populate(_: &Context, _: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    patterns.add(Arc::new(BranchLowering { from: "cf.br", to: "llvm.br" }));
    patterns.add(Arc::new(BranchLowering { from: "cf.cond_br", to: "llvm.cond_br" }));
    patterns.add(Arc::new(BranchLowering { from: "cf.switch", to: "llvm.switch" }));
}

inventory::submit! { ConvertToLlvmInterface { namespace: "cf", populate } }

register_conversion_pass!(
    "convert-cf-to-llvm",
    "ConvertControlFlowToLLVMPass",
    "Convert ControlFlow operations to the LLVM dialect",
    |ctx| llvm_conversion(ctx, populate)
);
