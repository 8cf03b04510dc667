//! `convert-func-to-llvm`: functions, calls and returns become their `llvm`
//! forms (upstream's `FuncToLLVM`). Memref arguments spread into their
//! descriptor fields, several results travel in one struct.

use super::c_interface::{wrap_external_function, wrap_for_external_callers, Wrapped};
use crate::llvm::conversion::build::{create, create1, extract, i32_array, insert, llvm_type, poison};
use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::llvm::conversion::type_converter::spread_fields;
use crate::llvm::types::inner_text;
use crate::register_conversion_pass;
use mlir_ir::ods::view::Checked;
use mlir_ir::{Context, OpId, OperationState, Type, TypeKind, Value};
use mlir_passes::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget, SignatureConversion,
};
use std::sync::Arc;

/// `!llvm.struct<(types)>`.
fn struct_of(ctx: &Context, types: &[Type]) -> Type {
    let inner: Vec<String> = types.iter().map(|t| inner_text(ctx, *t)).collect();
    llvm_type(ctx, &format!("struct<({})>", inner.join(", ")))
}

/// The one type a function's results travel in: none, the converted
/// result, or a struct of them.
pub fn packed_result(ctx: &Context, rw: &ConversionPatternRewriter<'_>, results: &[Type]) -> Option<Option<Type>> {
    let converted: Vec<Type> = results.iter().map(|t| rw.convert_type(*t)).collect::<Option<_>>()?;
    Some(match converted.as_slice() {
        [] => None,
        [t] => Some(*t),
        many => Some(struct_of(ctx, many)),
    })
}

/// The signature conversion of function inputs: memrefs spread into
/// their descriptor fields, other types converted.
fn input_conversion(ctx: &Context, rw: &ConversionPatternRewriter<'_>, inputs: &[Type]) -> Option<SignatureConversion> {
    let mut sig = SignatureConversion::new(inputs.len());
    for (i, &t) in inputs.iter().enumerate() {
        match spread_fields(ctx, t) {
            Some(fields) => sig.add_inputs(i, &fields),
            None => sig.add_inputs(i, &[rw.convert_type(t)?]),
        }
    }
    Some(sig)
}

/// `func.func` → `llvm.func`.
struct FuncLowering;

/// The attributes of `func.func` that the `llvm.func` does not inherit.
const NOT_INHERITED: &[&str] = &["sym_name", "function_type", "arg_attrs", "res_attrs"];

impl ConversionPattern for FuncLowering {
    fn root(&self) -> Option<&str> {
        Some("func.func")
    }
    fn name(&self) -> &str {
        "FuncOpConversion"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower_func(op, rw).is_some()
    }
}

fn lower_func(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let func = super::FuncOp::new(ir, op)?;
    let (fty, sym_name) = (func.function_type(ir).checked()?, func.sym_name(ir).checked()?);
    let mlir_ir::AttrKind::Type(fty) = ctx.attr_kind(fty) else { return None };
    let TypeKind::Function { inputs, results } = ctx.type_kind(*fty) else { return None };
    let sig = input_conversion(&ctx, rw, inputs)?;
    let result = packed_result(&ctx, rw, results)?;
    let llvm_fty = crate::llvm::types::func_type(&ctx, &sig.new_types, result, false);
    let mut attrs = vec![(ctx.ident("sym_name"), sym_name), (ctx.ident("function_type"), ctx.type_attr(llvm_fty))];
    // Inherent attributes (`sym_visibility`) and discardable ones alike.
    let props = rw.ir().op_props(op).ok()?;
    let dict = rw.ir().op_attr_dict(op).ok()?;
    for d in props.into_iter().chain(std::iter::once(dict)) {
        for (n, a) in ctx.dict_entries(d) {
            if !NOT_INHERITED.contains(&ctx.ident_str(*n)) {
                attrs.push((*n, *a));
            }
        }
    }
    let body = func.body(rw.ir()).checked();
    let has_body = rw.ir().region_first_block(body).ok()?.is_some();
    let c_interface = rw.ir().op_attr_by_name(op, crate::llvm::EMIT_C_INTERFACE_ATTR).is_some();
    let inherited = attrs[2..].to_vec();
    let region = rw.ir_create_region();
    let mut st = OperationState::new(ctx.op_name("llvm.func"), loc);
    st.attributes = attrs;
    if c_interface && !has_body {
        // The declared function gets a body calling its wrapper, visible
        // only in this module.
        st.attributes
            .push((ctx.ident("linkage"), crate::llvm::conversion::build::attr(&ctx, "#llvm.linkage<private>")?));
    }
    st.regions = vec![region];
    rw.create(st)?;
    if has_body {
        rw.inline_region_before(body, region, None).then_some(())?;
        rw.convert_region_types(region, Some(&sig))?;
    }
    if c_interface {
        let mlir_ir::AttrKind::String { value, .. } = ctx.attr_kind(sym_name) else { return None };
        let name = String::from_utf8_lossy(value).to_string();
        let w = Wrapped { name: &name, loc, inputs, result, attrs: &inherited, lowered_inputs: &sig.new_types };
        if has_body {
            wrap_for_external_callers(rw, &w)?;
        } else {
            wrap_external_function(rw, &w, region)?;
        }
    }
    rw.erase_op(op).then_some(())
}

/// `func.return` → `llvm.return`, packing several values in a struct.
struct ReturnLowering;

impl ConversionPattern for ReturnLowering {
    fn root(&self) -> Option<&str> {
        Some("func.return")
    }
    fn name(&self) -> &str {
        "ReturnOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ctx = rw.ctx();
            let loc = rw.ir().op_loc(op).ok()?;
            let value = match operands {
                [] => None,
                [v] => Some(*v),
                many => {
                    let types: Vec<Type> =
                        many.iter().map(|v| rw.ir().value_type(*v)).collect::<Result<_, _>>().ok()?;
                    let ty = struct_of(&ctx, &types);
                    let mut agg = poison(rw, loc, ty)?;
                    for (i, v) in many.iter().enumerate() {
                        agg = insert(rw, loc, agg, *v, &[i as i64])?;
                    }
                    Some(agg)
                }
            };
            let operands: Vec<Value> = value.into_iter().collect();
            create(rw, "llvm.return", loc, &operands, &[], &[])?;
            rw.replace_op(op, &[]).then_some(())
        })()
        .is_some()
    }
}

/// `func.call` → `llvm.call`, memref operands spread into their fields and
/// several results unpacked from the returned struct.
struct CallLowering;

impl ConversionPattern for CallLowering {
    fn root(&self) -> Option<&str> {
        Some("func.call")
    }
    fn name(&self) -> &str {
        "CallOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower_call(op, operands, rw).is_some()
    }
}

fn lower_call(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let call = super::CallOp::new(ir, op)?;
    let callee = call.callee(ir).checked()?;
    let originals: Vec<Value> = call.operands(ir).checked();
    let results: Vec<Type> =
        call.result(ir).checked().iter().map(|r| ir.value_type(*r)).collect::<Result<_, _>>().ok()?;
    let mut args = Vec::new();
    for (orig, v) in originals.iter().zip(operands) {
        let ty = rw.ir().value_type(*orig).ok()?;
        match spread_fields(&ctx, ty) {
            Some(fields) => {
                // Unranked: rank and pointer; ranked: the descriptor fields.
                let rank = fields.len().saturating_sub(3) / 2;
                for (i, f) in fields.iter().enumerate() {
                    let pos: Vec<i64> = if i < 3 {
                        vec![i as i64]
                    } else if i < 3 + rank {
                        vec![3, (i - 3) as i64]
                    } else {
                        vec![4, (i - 3 - rank) as i64]
                    };
                    args.push(extract(rw, loc, *v, &pos, *f)?);
                }
            }
            None => args.push(*v),
        }
    }
    let packed = packed_result(&ctx, rw, &results)?;
    let seg = i32_array(&ctx, &[args.len() as i32, 0]);
    let bundles = i32_array(&ctx, &[]);
    let call = create(
        rw,
        "llvm.call",
        loc,
        &args,
        &packed.into_iter().collect::<Vec<_>>(),
        &[("callee", callee), ("operandSegmentSizes", seg), ("op_bundle_sizes", bundles)],
    )?;
    let values: Vec<Value> = if results.len() > 1 {
        let agg = rw.ir().result(call, 0).ok()?;
        let mut v = Vec::new();
        for (i, t) in results.iter().enumerate() {
            let t = rw.convert_type(*t)?;
            v.push(create1(
                rw,
                "llvm.extractvalue",
                loc,
                &[agg],
                t,
                &[("position", crate::llvm::conversion::build::i64_array(&ctx, &[i as i64]))],
            )?);
        }
        v
    } else {
        rw.ir().results(call).ok()?.collect()
    };
    rw.replace_op(op, &values).then_some(())
}

/// `func.constant @f` → `llvm.mlir.addressof @f`: a function value is its
/// address.
struct ConstantLowering;

impl ConversionPattern for ConstantLowering {
    fn root(&self) -> Option<&str> {
        Some("func.constant")
    }
    fn name(&self) -> &str {
        "ConstantOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ir = rw.ir();
            let loc = ir.op_loc(op).ok()?;
            let constant = super::ConstantOp::new(ir, op)?;
            let symbol = constant.value(ir).checked()?;
            let ty = ir.value_type(constant.result(ir).checked()).ok()?;
            let ty = rw.convert_type(ty)?;
            let addr = create1(rw, "llvm.mlir.addressof", loc, &[], ty, &[("global_name", symbol)])?;
            rw.replace_op(op, &[addr]).then_some(())
        })()
        .is_some()
    }
}

/// `func.call_indirect %f(args)` → `llvm.call %f(args)` through the
/// function's address.
struct CallIndirectLowering;

impl ConversionPattern for CallIndirectLowering {
    fn root(&self) -> Option<&str> {
        Some("func.call_indirect")
    }
    fn name(&self) -> &str {
        "CallIndirectOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ctx = rw.ctx();
            let ir = rw.ir();
            let loc = ir.op_loc(op).ok()?;
            let results: Vec<Type> = ir.results(op).ok()?.map(|r| ir.value_type(r)).collect::<Result<_, _>>().ok()?;
            // Memref arguments and several results take the direct call's
            // conventions, which this lowering does not spread here.
            let (callee, args) = operands.split_first()?;
            let originals: Vec<Value> = ir.operands(op).ok()?.collect();
            if originals.iter().any(|v| ir.value_type(*v).ok().and_then(|t| spread_fields(&ctx, t)).is_some())
                || results.len() > 1
            {
                return None;
            }
            let packed = packed_result(&ctx, rw, &results)?;
            let mut all = vec![*callee];
            all.extend_from_slice(args);
            let seg = i32_array(&ctx, &[all.len() as i32, 0]);
            let bundles = i32_array(&ctx, &[]);
            let call = create(
                rw,
                "llvm.call",
                loc,
                &all,
                &packed.into_iter().collect::<Vec<_>>(),
                &[("operandSegmentSizes", seg), ("op_bundle_sizes", bundles)],
            )?;
            let values: Vec<Value> = rw.ir().results(call).ok()?.collect();
            rw.replace_op(op, &values).then_some(())
        })()
        .is_some()
    }
}

/// Adds the func lowering patterns.
pub fn populate(_: &Context, _: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    patterns
        .add(Arc::new(FuncLowering))
        .add(Arc::new(ReturnLowering))
        .add(Arc::new(CallLowering))
        .add(Arc::new(ConstantLowering))
        .add(Arc::new(CallIndirectLowering));
}

inventory::submit! { ConvertToLlvmInterface { namespace: "func", populate } }

register_conversion_pass!(
    "convert-func-to-llvm",
    "ConvertFuncToLLVMPass",
    "Convert from the Func dialect to the LLVM dialect",
    |ctx, _| llvm_conversion(ctx, populate),
    [
        ("index-bitwidth", mlir_passes::conversion::OptionKind::Int(0, &[0, 64])),
        ("use-bare-ptr-memref-call-conv", mlir_passes::conversion::OptionKind::Bool(false, Some(false)))
    ]
);
