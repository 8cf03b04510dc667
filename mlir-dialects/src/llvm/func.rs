//! `llvm.func`: its signature syntax (`llvm.func internal @f(%a: i32) ->
//! i64 attributes {...} {...}`), built on the `!llvm.func<...>` type.

use super::attrs::{cconv_ccc, i64_zero, linkage_external, CCONV, CCONV_ATTR, I64_ENUM_ATTR, LINKAGE, LINKAGE_ATTR};
use super::metadata::{
    ARRAY, FRAME_POINTER, MEMORY_EFFECTS, TARGET_FEATURES, UWTABLE_KIND, VEC_TYPE_HINT, VSCALE_RANGE,
};
use super::types::{func_signature, func_type};
use crate::func::func_op::{dicts_of, print_arguments};
use crate::spec::constraints::{
    BOOL, DENSE_I32_ARRAY, DICT_ARRAY, FLAT_SYMBOL_REF, I32_ATTR, I64_ATTR, STRING, SYMBOL_NAME, SYMBOL_REF, UNIT,
};
use crate::spec::verify::op_attr;
use crate::spec::{AttrConstraint, AttrPrint, Hooks, OpSpec, Trait};
use mlir_ir::attributes::NamedAttribute;
use mlir_ir::interfaces::{op_interface, FunctionOpInterface};
use mlir_ir::ods::view::Checked;
use mlir_ir::parser::{Argument, OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, Attribute, Context, Ir, OpId, OperationState, Type};

/// `TypeAttrOf<LLVMFunctionType>`.
pub static LLVM_FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "TypeAttrOf<LLVMFunctionType>",
    summary: "type attribute of LLVM function type",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if func_signature(c, *t).is_some()),
    print: AttrPrint::Full,
};

const VISIBILITY: &[(&str, i64)] = &[("hidden", 1), ("protected", 2)];
const UNNAMED_ADDR: &[(&str, i64)] = &[("local_unnamed_addr", 1), ("unnamed_addr", 2)];

fn int_of(ctx: &Context, a: Option<Attribute>) -> i64 {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    }
}

/// The `!llvm.func` type of an `llvm.func`: inputs, result, variadic
/// (`None` when `op` is no function op or its type is no `!llvm.func`).
pub fn signature(ir: &Ir, op: OpId) -> Option<(Vec<Type>, Option<Type>, bool)> {
    let t = op_interface::<dyn FunctionOpInterface>(ir, op)?.function_type(ir, op)?;
    func_signature(ir.ctx(), t)
}

/// `llvm.func`'s `FunctionOpInterface`: its `function_type`, an
/// `!llvm.func`.
struct LlvmFunction;

impl FunctionOpInterface for LlvmFunction {
    fn function_type(&self, ir: &Ir, op: OpId) -> Option<Type> {
        crate::func::func_op::type_of(ir.ctx(), super::LLVMFuncOp::new(ir, op)?.function_type(ir).checked())
    }
}

fn parse_func(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let names: Vec<&str> = LINKAGE.cases.iter().map(|c| c.0).collect();
    if let Some(k) = p.parse_optional_keyword_of(&names) {
        let v = LINKAGE.cases.iter().find(|c| c.0 == k).map_or(10, |c| c.1);
        st.attributes.push((ctx.ident("linkage"), LINKAGE.attr(ctx, v)));
    }
    for (name, cases) in [("visibility_", VISIBILITY), ("unnamed_addr", UNNAMED_ADDR)] {
        let keys: Vec<&str> = cases.iter().map(|c| c.0).collect();
        let v = match p.parse_optional_keyword_of(&keys) {
            Some(k) => cases.iter().find(|c| c.0 == k).map_or(0, |c| c.1),
            None => 0,
        };
        // Upstream's parser always sets both (`unnamed_addr` has no default).
        st.attributes.push((ctx.ident(name), ctx.int_attr_i64(ctx.int(64), v)));
    }
    let cconvs: Vec<&str> = CCONV.cases.iter().map(|c| c.0).collect();
    if let Some(k) = p.parse_optional_keyword_of(&cconvs) {
        let v = CCONV.cases.iter().find(|c| c.0 == k).map_or(0, |c| c.1);
        st.attributes.push((ctx.ident("CConv"), CCONV.attr(ctx, v)));
    }
    let name = p.parse_symbol_name()?;
    st.attributes.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
    let mut args: Vec<Argument> = Vec::new();
    let mut arg_types = Vec::new();
    let mut arg_attrs: Vec<Vec<NamedAttribute>> = Vec::new();
    let mut vararg = false;
    p.parse_lparen()?;
    if !p.parse_optional_rparen() {
        loop {
            if p.parse_optional_ellipsis() {
                vararg = true;
                break;
            }
            if p.at_operand() {
                let a = p.parse_argument(true, true)?;
                arg_types.push(a.ty);
                arg_attrs.push(a.attrs.clone());
                args.push(a);
            } else {
                arg_types.push(p.parse_type()?);
                arg_attrs.push(p.parse_optional_attr_dict()?);
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    let mut result = None;
    let mut res_attrs = Vec::new();
    if p.parse_optional_arrow() {
        // Result attributes need the parenthesized form: a bare `{` after
        // the type opens the body.
        if p.parse_optional_lparen() {
            result = Some(p.parse_type()?);
            res_attrs.push(p.parse_optional_attr_dict()?);
            p.parse_rparen()?;
        } else {
            result = Some(p.parse_type()?);
        }
    }
    let fty = func_type(ctx, &arg_types, result, vararg);
    st.attributes.push((ctx.ident("function_type"), ctx.type_attr(fty)));
    st.attributes.extend(p.parse_optional_attr_dict_with_keyword()?);
    for (n, dicts) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if dicts.iter().any(|d| !d.is_empty()) {
            let elts: Vec<Attribute> = dicts.into_iter().map(|d| ctx.dict_attr(d)).collect();
            st.attributes.push((ctx.ident(n), ctx.array_attr(&elts)));
        }
    }
    let region = match p.parse_optional_region(&args, false)? {
        Some(r) => r,
        None => p.ir().create_region(),
    };
    st.regions.push(region);
    Ok(())
}

fn print_func(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = p.ctx().clone();
    p.output().push(' ');
    if let Some(l) = op_attr(ir, op, "linkage").and_then(|a| LINKAGE.value(&ctx, a)) {
        if l != 10 {
            p.output().push_str(LINKAGE.keyword(l).unwrap_or(""));
            p.output().push(' ');
        }
    }
    for (name, cases) in [("visibility_", VISIBILITY), ("unnamed_addr", UNNAMED_ADDR)] {
        let v = int_of(&ctx, op_attr(ir, op, name));
        if let Some(c) = cases.iter().find(|c| c.1 == v) {
            p.output().push_str(c.0);
            p.output().push(' ');
        }
    }
    if let Some(c) = op_attr(ir, op, "CConv").and_then(|a| CCONV.value(&ctx, a)) {
        if c != 0 {
            p.output().push_str(CCONV.keyword(c).unwrap_or(""));
            p.output().push(' ');
        }
    }
    if let Some(AttrKind::String { value, .. }) = op_attr(ir, op, "sym_name").map(|a| ctx.attr_kind(a)) {
        let s = String::from_utf8_lossy(value).into_owned();
        p.print_symbol_name(&s);
    }
    let (ins, result, vararg) = signature(ir, op).unwrap_or_default();
    let arg_attrs = dicts_of(&ctx, op_attr(ir, op, "arg_attrs"), ins.len());
    let res_attrs = dicts_of(&ctx, op_attr(ir, op, "res_attrs"), 1);
    let region = ir.regions(op).ok().and_then(|r| r.first().copied());
    let entry = region.and_then(|r| ir.region_first_block(r).ok().flatten());
    p.output().push('(');
    print_arguments(p, ir, &ins, &arg_attrs, entry);
    if vararg {
        if !ins.is_empty() {
            p.output().push_str(", ");
        }
        p.output().push_str("...");
    }
    p.output().push(')');
    if let Some(r) = result {
        p.output().push_str(" -> ");
        let parens = !res_attrs[0].is_empty();
        if parens {
            p.output().push('(');
        }
        p.print_type(r);
        p.print_optional_attr_dict(&res_attrs[0], &[]);
        if parens {
            p.output().push(')');
        }
    }
    let mut attrs: Vec<NamedAttribute> = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    if let Ok(Some(props)) = ir.op_props(op) {
        attrs.extend(ctx.dict_entries(props).iter().copied());
        attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    }
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
    );
    if let (Some(r), Some(_)) = (region, entry) {
        p.output().push(' ');
        p.print_region(r, false, true, false);
    }
}

fn verify_func(ir: &Ir, op: OpId) -> Result<(), mlir_ir::Diagnostic> {
    let ctx = ir.ctx();
    let empty = ir
        .regions(op)
        .ok()
        .and_then(|r| r.first().copied())
        .map_or(true, |r| ir.region_first_block(r).ok().flatten().is_none());
    let linkage = op_attr(ir, op, "linkage").and_then(|a| LINKAGE.value(ctx, a)).unwrap_or(10);
    if empty && linkage != 10 && linkage != 7 {
        return Err(mlir_ir::verifier::op_error_prefixed(
            ir,
            op,
            "external functions must have 'external' or 'extern_weak' linkage",
        ));
    }
    Ok(())
}

/// The spec of `llvm.func`.
pub fn spec() -> OpSpec {
    OpSpec::new("llvm.func", "LLVM dialect function.")
        .interface::<dyn mlir_ir::interfaces::CallableOpInterface>(std::sync::Arc::new(
            mlir_ir::interfaces::FunctionBody,
        ))
        .interface::<dyn mlir_ir::interfaces::SymbolOpInterface>(std::sync::Arc::new(mlir_ir::interfaces::FunctionBody))
        .interface::<dyn FunctionOpInterface>(std::sync::Arc::new(LlvmFunction))
        .attr("sym_name", &SYMBOL_NAME)
        .optional_attr("sym_visibility", &STRING)
        .attr("function_type", &LLVM_FUNCTION_TYPE_ATTR)
        .default_attr("linkage", &LINKAGE_ATTR, linkage_external)
        .optional_attr("dso_local", &UNIT)
        .default_attr("CConv", &CCONV_ATTR, cconv_ccc)
        .optional_attr("comdat", &SYMBOL_REF)
        .optional_attr("convergent", &UNIT)
        .optional_attr("personality", &FLAT_SYMBOL_REF)
        .optional_attr("garbageCollector", &STRING)
        .optional_attr("passthrough", &ARRAY)
        .optional_attr("arg_attrs", &DICT_ARRAY)
        .optional_attr("res_attrs", &DICT_ARRAY)
        .optional_attr("function_entry_count", &I64_ATTR)
        .optional_attr("memory_effects", &MEMORY_EFFECTS)
        .default_attr("visibility_", &I64_ENUM_ATTR, i64_zero)
        .optional_attr("arm_streaming", &UNIT)
        .optional_attr("arm_locally_streaming", &UNIT)
        .optional_attr("arm_streaming_compatible", &UNIT)
        .optional_attr("arm_new_za", &UNIT)
        .optional_attr("arm_in_za", &UNIT)
        .optional_attr("arm_out_za", &UNIT)
        .optional_attr("arm_inout_za", &UNIT)
        .optional_attr("arm_preserves_za", &UNIT)
        .optional_attr("section", &STRING)
        .optional_attr("unnamed_addr", &I64_ENUM_ATTR)
        .optional_attr("alignment", &I64_ATTR)
        .optional_attr("vscale_range", &VSCALE_RANGE)
        .optional_attr("frame_pointer", &FRAME_POINTER)
        .optional_attr("target_cpu", &STRING)
        .optional_attr("tune_cpu", &STRING)
        .optional_attr("reciprocal_estimates", &STRING)
        .optional_attr("prefer_vector_width", &STRING)
        .optional_attr("target_features", &TARGET_FEATURES)
        .optional_attr("no_infs_fp_math", &BOOL)
        .optional_attr("no_nans_fp_math", &BOOL)
        .optional_attr("no_signed_zeros_fp_math", &BOOL)
        .optional_attr("denormal_fp_math", &STRING)
        .optional_attr("denormal_fp_math_f32", &STRING)
        .optional_attr("fp_contract", &STRING)
        .optional_attr("instrument_function_entry", &STRING)
        .optional_attr("instrument_function_exit", &STRING)
        .optional_attr("no_inline", &UNIT)
        .optional_attr("always_inline", &UNIT)
        .optional_attr("inline_hint", &UNIT)
        .optional_attr("no_unwind", &UNIT)
        .optional_attr("will_return", &UNIT)
        .optional_attr("optimize_none", &UNIT)
        .optional_attr("vec_type_hint", &VEC_TYPE_HINT)
        .optional_attr("work_group_size_hint", &DENSE_I32_ARRAY)
        .optional_attr("reqd_work_group_size", &DENSE_I32_ARRAY)
        .optional_attr("intel_reqd_sub_group_size", &I32_ATTR)
        .optional_attr("uwtable_kind", &UWTABLE_KIND)
        .region("body")
        .traits(&[Trait::Marker("AutomaticAllocationScope"), Trait::IsolatedFromAbove, Trait::Symbol])
        .hooks(Hooks {
            parse: Some(parse_func),
            print: Some(print_func),
            verify: Some(verify_func),
            ..Default::default()
        })
}
