//! `convert-cf-to-llvm`: branches and switches become their `llvm` forms (upstream's
//! `ControlFlowToLLVM`). The blocks they branch to get their argument
//! types converted first, so block arguments and branch operands agree.

use crate::llvm::conversion::build::{
    attr, call, create, create1, i32_array, llvm_type, lookup_or_declare, module_body, ptr, symbol_exists,
};
use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::llvm::types::func_type;
use crate::register_conversion_pass;
use mlir_ir::ir::InsertPoint;
use mlir_ir::ods::view::Checked;
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

/// `cf.assert` → a conditional branch to the rest of the block, or to a
/// block that prints the message with `puts` and calls `abort` (upstream's
/// `AssertOpLowering` with its default `abortOnFailedAssert`).
struct AssertLowering;

impl ConversionPattern for AssertLowering {
    fn root(&self) -> Option<&str> {
        Some("cf.assert")
    }
    fn name(&self) -> &str {
        "AssertOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower_assert(op, operands, rw).is_some()
    }
}

fn lower_assert(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let loc = rw.ir().op_loc(op).ok()?;
    let msg = super::AssertOp::new(rw.ir(), op)?.msg(rw.ir()).checked();
    let msg = match msg.map(|a| ctx.attr_kind(a).clone()) {
        Some(mlir_ir::AttrKind::String { value, .. }) => value.to_vec(),
        _ => return None,
    };
    let body = module_body(rw, op)?;
    let block = rw.ir().op_parent_block(op).ok()??;
    let region = rw.ir().block_parent_region(block).ok()??;
    let continuation = rw.split_block(block, Some(op))?;
    let failure = rw.create_block(region, None, &[])?;
    // The message, NUL-terminated, in a private global with a fresh name.
    let mut name = "assert_msg".to_string();
    let mut n = 0;
    while symbol_exists(rw, body, &name) {
        name = format!("assert_msg_{n}");
        n += 1;
    }
    let mut bytes = msg;
    bytes.push(0);
    let array = llvm_type(&ctx, &format!("array<{} x i8>", bytes.len()));
    let values: Vec<String> = bytes.iter().map(|b| (*b as i8).to_string()).collect();
    let init = attr(&ctx, &format!("dense<[{}]> : tensor<{}xi8>", values.join(", "), bytes.len()))?;
    rw.set_insertion_point(InsertPoint::BlockStart(body));
    let region_g = rw.ir_create_region();
    let mut g = OperationState::new(ctx.op_name("llvm.mlir.global"), loc);
    g.attributes = vec![
        (ctx.ident("sym_name"), ctx.string_attr(&name)),
        (ctx.ident("global_type"), ctx.type_attr(array)),
        (ctx.ident("linkage"), attr(&ctx, "#llvm.linkage<private>")?),
        (ctx.ident("constant"), ctx.unit_attr()),
        (ctx.ident("value"), init),
        (ctx.ident("addr_space"), ctx.int_attr_i64(ctx.int(32), 0)),
    ];
    g.regions = vec![region_g];
    rw.create(g)?;
    let p = ptr(&ctx);
    lookup_or_declare(rw, op, "puts", func_type(&ctx, &[p], None, false))?;
    rw.set_insertion_point(InsertPoint::BlockEnd(failure));
    let sym = attr(&ctx, &format!("@{name}"))?;
    let addr = create1(rw, "llvm.mlir.addressof", loc, &[], p, &[("global_name", sym)])?;
    let gep = create1(
        rw,
        "llvm.getelementptr",
        loc,
        &[addr],
        p,
        &[("elem_type", ctx.type_attr(array)), ("rawConstantIndices", i32_array(&ctx, &[0]))],
    )?;
    call(rw, loc, "puts", &[gep], None)?;
    lookup_or_declare(rw, op, "abort", func_type(&ctx, &[], None, false))?;
    rw.set_insertion_point(InsertPoint::BlockEnd(failure));
    call(rw, loc, "abort", &[], None)?;
    create(rw, "llvm.unreachable", loc, &[], &[], &[])?;
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    let mut st = OperationState::new(ctx.op_name("llvm.cond_br"), loc);
    st.operands = vec![*operands.first()?];
    st.successors = vec![continuation, failure];
    st.attributes = vec![(ctx.ident("operandSegmentSizes"), i32_array(&ctx, &[1, 0, 0]))];
    rw.create(st)?;
    rw.erase_op(op).then_some(())
}

/// Adds the cf lowering patterns.
pub fn populate(_: &Context, _: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    patterns.add(Arc::new(BranchLowering { from: "cf.br", to: "llvm.br" }));
    patterns.add(Arc::new(BranchLowering { from: "cf.cond_br", to: "llvm.cond_br" }));
    patterns.add(Arc::new(BranchLowering { from: "cf.switch", to: "llvm.switch" }));
    patterns.add(Arc::new(AssertLowering));
}

inventory::submit! { ConvertToLlvmInterface { namespace: "cf", populate } }

register_conversion_pass!(
    "convert-cf-to-llvm",
    "ConvertControlFlowToLLVMPass",
    "Convert ControlFlow operations to the LLVM dialect",
    |ctx, _| llvm_conversion(ctx, populate),
    [("index-bitwidth", mlir_passes::conversion::OptionKind::Int(0, &[0, 64]))]
);
