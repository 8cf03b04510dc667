//! `llvm.call` (direct `@f(%x)` or indirect `%fptr(%x)`), `llvm.mlir.global`
//! and `llvm.mlir.addressof`.

use super::attrs::{
    cconv_ccc, fastmath_none, i64_zero, KeywordEnum, CCONV, CCONV_ATTR, FASTMATH_ATTR, I64_ENUM_ATTR, LINKAGE,
    LINKAGE_ATTR,
};
use super::metadata::{ACCESS_GROUPS, ALIAS_SCOPES, ARRAY, MEMORY_EFFECTS, TBAA_TAGS};
use super::ops::TYPE_ATTR;
use crate::spec::constraints::{
    ANY, DENSE_I32_ARRAY, DICT_ARRAY, FLAT_SYMBOL_REF, I32_ATTR, I64_ATTR, STRING, SYMBOL_NAME, SYMBOL_REF, TYPED_ATTR,
    UNIT,
};
use crate::spec::verify::{op_attr, operands, types_of};
use crate::spec::{Arity, AttrConstraint, AttrPrint, Hooks, OpSpec, Trait};
use mlir_ir::attributes::NamedAttribute;
use mlir_ir::parser::{Delimiter, OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, Attribute, Context, OpId, OperationState};

/// `#llvm.tailcallkind<...>`.
pub static TAIL_CALL_KIND: KeywordEnum =
    KeywordEnum { mnemonic: "tailcallkind", cases: &[("none", 0), ("tail", 1), ("musttail", 2), ("notail", 3)] };

/// `TailCallKind` property.
pub static TAIL_CALL_KIND_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "TailCallKindAttr",
    summary: "LLVM Calling Convention specification",
    check: |c, a| TAIL_CALL_KIND.value(c, a).is_some(),
    print: AttrPrint::Full,
};

fn tail_none(ctx: &Context) -> Attribute {
    TAIL_CALL_KIND.attr(ctx, 0)
}

fn empty_i32_array(ctx: &Context) -> Attribute {
    ctx.dense_i32_array_attr(&[])
}

/// An optional keyword of `e`, as its attribute (the default `none` when
/// absent).
fn parse_keyword_enum(p: &mut OpAsmParser<'_, '_, '_>, ctx: &Context, e: &KeywordEnum, default: i64) -> Attribute {
    let names: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
    let v =
        p.parse_optional_keyword_of(&names).and_then(|k| e.cases.iter().find(|c| c.0 == k)).map_or(default, |c| c.1);
    e.attr(ctx, v)
}

/// `llvm.call cconv? tailcallkind? (@callee | %fptr) (args) (vararg(type))?
/// attr-dict : (fptr-type ,)? function-type`.
fn parse_call(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let at = p.current_offset();
    st.attributes.push((ctx.ident("CConv"), parse_keyword_enum(p, ctx, &CCONV, 0)));
    st.attributes.push((ctx.ident("TailCallKind"), parse_keyword_enum(p, ctx, &TAIL_CALL_KIND, 0)));
    let callee = p.parse_optional_symbol_name();
    let indirect = if callee.is_none() { Some(p.parse_operand()?) } else { None };
    let args = p.parse_operand_list(Delimiter::Paren, None)?;
    if p.parse_optional_keyword("vararg") {
        p.parse_lparen()?;
        let t = p.parse_type()?;
        p.parse_rparen()?;
        st.attributes.push((ctx.ident("var_callee_type"), ctx.type_attr(t)));
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let fptr_ty = if indirect.is_some() {
        let t = p.parse_type()?;
        p.parse_comma()?;
        Some(t)
    } else {
        None
    };
    // Upstream's parser reads the parenthesized argument types itself.
    let inputs = p.parse_type_list_parens()?;
    p.parse_arrow()?;
    let results = p.parse_function_result_types()?;
    let mut n = args.len();
    if let (Some(f), Some(t)) = (indirect, fptr_ty) {
        st.operands.push(p.resolve_operand(&f, t)?);
        n += 1;
    }
    st.operands.extend(p.resolve_operands(&args, &inputs, at)?);
    st.result_types.extend(results.iter().copied());
    if let Some(c) = callee {
        st.attributes.push((ctx.ident("callee"), ctx.symbol_ref_attr(&c, &[])));
    }
    st.attributes.push((ctx.ident("operandSegmentSizes"), ctx.dense_i32_array_attr(&[n as i32, 0])));
    st.attributes.push((ctx.ident("op_bundle_sizes"), empty_i32_array(ctx)));
    Ok(())
}

fn print_call(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    let ops = operands(ir, op);
    let callee = op_attr(ir, op, "callee");
    p.output().push(' ');
    let cconv = op_attr(ir, op, "CConv").and_then(|a| CCONV.value(&ctx, a)).unwrap_or(0);
    if cconv != 0 {
        p.output().push_str(CCONV.keyword(cconv).unwrap_or("ccc"));
        p.output().push(' ');
    }
    let tail = op_attr(ir, op, "TailCallKind").and_then(|a| TAIL_CALL_KIND.value(&ctx, a)).unwrap_or(0);
    if tail != 0 {
        p.output().push_str(TAIL_CALL_KIND.keyword(tail).unwrap_or("none"));
        p.output().push(' ');
    }
    let args = match callee.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::SymbolRef { root, .. }) => {
            let name = ctx.ident_str(*root).to_string();
            p.print_symbol_name(&name);
            &ops[..]
        }
        _ => {
            if let Some(f) = ops.first() {
                p.print_operand(*f);
            }
            ops.get(1..).unwrap_or(&[])
        }
    };
    p.output().push('(');
    p.print_operands(args);
    p.output().push(')');
    if let Some(AttrKind::Type(t)) = op_attr(ir, op, "var_callee_type").map(|a| ctx.attr_kind(a)) {
        p.output().push_str(" vararg(");
        p.print_type(*t);
        p.output().push(')');
    }
    // Inherent attributes (but those of the syntax, and the fastmath flags
    // when `none`) are shown in the dictionary.
    let mut attrs: Vec<NamedAttribute> = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    if let Ok(Some(props)) = ir.op_props(op) {
        attrs.extend(ctx.dict_entries(props).iter().copied());
    }
    let fmf_none = fastmath_none(&ctx);
    attrs.retain(|(n, v)| ctx.ident_str(*n) != "fastmathFlags" || *v != fmf_none);
    attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    p.print_optional_attr_dict(
        &attrs,
        &[
            "callee",
            "TailCallKind",
            "var_callee_type",
            "CConv",
            "operandSegmentSizes",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
    );
    p.output().push_str(" : ");
    let tys = types_of(ir, &ops);
    if callee.is_none() {
        if let Some(t) = tys.first() {
            p.print_type(*t);
            p.output().push_str(", ");
        }
    }
    let arg_tys = if callee.is_none() { tys.get(1..).unwrap_or(&[]) } else { &tys[..] };
    let res: Vec<_> = ir.results(op).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default();
    p.print_type(ctx.function_type(arg_tys, &res));
}

fn parse_addressof(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    st.attributes.push((ctx.ident("global_name"), ctx.symbol_ref_attr(&name, &[])));
    st.attributes.extend(p.parse_optional_attr_dict()?);
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_addressof(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    p.output().push(' ');
    if let Some(AttrKind::SymbolRef { root, .. }) = op_attr(ir, op, "global_name").map(|a| ctx.attr_kind(a)) {
        let name = ctx.ident_str(*root).to_string();
        p.print_symbol_name(&name);
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
    p.output().push_str(" : ");
    if let Some(t) = ir.results(op).ok().and_then(|mut r| r.next()).and_then(|v| ir.value_type(v).ok()) {
        p.print_type(t);
    }
}

fn parse_global(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let names: Vec<&str> = LINKAGE.cases.iter().map(|c| c.0).collect();
    let linkage = match p.parse_optional_keyword_of(&names) {
        Some(k) => LINKAGE.cases.iter().find(|c| c.0 == k).map_or(10, |c| c.1),
        None => 10,
    };
    st.attributes.push((ctx.ident("linkage"), LINKAGE.attr(ctx, linkage)));
    for (kw, attr) in [("thread_local", "thread_local_"), ("constant", "constant")] {
        if p.parse_optional_keyword(kw) {
            st.attributes.push((ctx.ident(attr), ctx.get_attr(AttrKind::Unit)));
        }
    }
    let name = p.parse_symbol_name()?;
    st.attributes.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
    p.parse_lparen()?;
    let mut value = None;
    if !p.parse_optional_rparen() {
        value = Some(p.parse_attribute(None)?);
        p.parse_rparen()?;
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    let ty = if p.parse_optional_colon() {
        p.parse_type()?
    } else {
        // A string initializer gives an i8 array of its length.
        match value.map(|v| ctx.attr_kind(v).clone()) {
            Some(AttrKind::String { value: s, .. }) => {
                ctx.opaque_type(ctx.ident("llvm"), &format!("array<{} x i8>", s.len()))
            }
            _ => return Err(p.error_here("type can only be omitted for string globals")),
        }
    };
    if let Some(v) = value {
        st.attributes.push((ctx.ident("value"), v));
    }
    st.attributes.push((ctx.ident("global_type"), ctx.type_attr(ty)));
    for n in ["unnamed_addr", "visibility_"] {
        st.attributes.push((ctx.ident(n), i64_zero(ctx)));
    }
    let region = match p.parse_optional_region(&[], false)? {
        Some(r) => r,
        None => p.ir().create_region(),
    };
    st.regions.push(region);
    Ok(())
}

fn print_global(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    p.output().push(' ');
    let linkage = op_attr(ir, op, "linkage").and_then(|a| LINKAGE.value(&ctx, a)).unwrap_or(10);
    p.output().push_str(LINKAGE.keyword(linkage).unwrap_or("external"));
    p.output().push(' ');
    for (kw, attr) in [("thread_local", "thread_local_"), ("constant", "constant")] {
        if op_attr(ir, op, attr).is_some() {
            p.output().push_str(kw);
            p.output().push(' ');
        }
    }
    if let Some(AttrKind::String { value, .. }) = op_attr(ir, op, "sym_name").map(|a| ctx.attr_kind(a)) {
        let s = String::from_utf8_lossy(value).into_owned();
        p.print_symbol_name(&s);
    }
    p.output().push('(');
    let value = op_attr(ir, op, "value");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.output().push(')');
    let mut attrs: Vec<NamedAttribute> = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    if let Ok(Some(props)) = ir.op_props(op) {
        attrs.extend(ctx.dict_entries(props).iter().copied());
        attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    }
    p.print_optional_attr_dict(
        &attrs,
        &["sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr", "visibility_", "thread_local_"],
    );
    // A string initializer implies its type.
    let is_string = value.is_some_and(|v| matches!(ctx.attr_kind(v), AttrKind::String { .. }));
    if !is_string {
        if let Some(AttrKind::Type(t)) = op_attr(ir, op, "global_type").map(|a| ctx.attr_kind(a)) {
            p.output().push_str(" : ");
            p.print_type(*t);
        }
    }
    let region = ir.regions(op).ok().and_then(|r| r.first().copied());
    if let Some(r) = region {
        if ir.region_first_block(r).ok().flatten().is_some() {
            p.output().push(' ');
            p.print_region(r, false, true, false);
        }
    }
}

fn i32_zero_attr(ctx: &Context) -> Attribute {
    ctx.int_attr_i64(ctx.int(32), 0)
}

/// `CallOp::verify`'s checks of `var_callee_type` against the call: a
/// variadic function type whose fixed parameters are the first arguments'
/// types and whose result is the call's.
fn verify_call(ir: &mlir_ir::Ir, op: OpId) -> Result<(), mlir_ir::Diagnostic> {
    use mlir_ir::verifier::op_error_prefixed;
    let ctx = ir.ctx();
    let Some(AttrKind::Type(callee_ty)) = op_attr(ir, op, "var_callee_type").map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    let Some((params, ret, vararg)) = super::types::func_signature(ctx, *callee_ty) else { return Ok(()) };
    if !vararg {
        return Err(op_error_prefixed(ir, op, "expected var_callee_type to be a variadic function type"));
    }
    // Without a callee symbol the first operand is the function pointer.
    let direct = op_attr(ir, op, "callee").is_some();
    let all = operands(ir, op);
    let args = if direct { &all[..] } else { all.get(1..).unwrap_or(&[]) };
    if params.len() > args.len() {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("expected var_callee_type to have at most {} parameters", args.len()),
        ));
    }
    for (p, a) in params.iter().zip(args) {
        let at = ir.value_type(*a).ok();
        if Some(*p) != at {
            let show = |t: mlir_ir::Type| mlir_ir::printer::type_to_string(ctx, t);
            return Err(op_error_prefixed(
                ir,
                op,
                format!(
                    "var_callee_type parameter type mismatch: '{}' != '{}'",
                    show(*p),
                    at.map(show).unwrap_or_default()
                ),
            ));
        }
    }
    let result = ir.results(op).ok().and_then(|mut r| r.next()).and_then(|v| ir.value_type(v).ok());
    match (result, ret) {
        (None, Some(_)) => Err(op_error_prefixed(ir, op, "expected var_callee_type to return void")),
        (Some(r), Some(t)) if r != t => Err(op_error_prefixed(
            ir,
            op,
            format!(
                "var_callee_type return type mismatch: '{}' != '{}'",
                mlir_ir::printer::type_to_string(ctx, t),
                mlir_ir::printer::type_to_string(ctx, r)
            ),
        )),
        _ => Ok(()),
    }
}

/// The specs of `llvm.call`, `llvm.mlir.addressof` and `llvm.mlir.global`.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.call", "Call to an LLVM function.")
            .interface::<dyn mlir_ir::interfaces::CallOpInterface>(std::sync::Arc::new(super::interfaces::Call))
            .optional_attr("var_callee_type", &TYPE_ATTR)
            .optional_attr("callee", &FLAT_SYMBOL_REF)
            .default_attr("fastmathFlags", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn super::FastmathFlagsInterface>(std::sync::Arc::new(super::LlvmFlags))
            .operand_group("callee_operands", &ANY, Arity::Variadic)
            .default_attr("CConv", &CCONV_ATTR, cconv_ccc)
            .default_attr("TailCallKind", &TAIL_CALL_KIND_ATTR, tail_none)
            .optional_attr("memory_effects", &MEMORY_EFFECTS)
            .optional_attr("convergent", &UNIT)
            .optional_attr("no_unwind", &UNIT)
            .optional_attr("will_return", &UNIT)
            .operand_group("op_bundle_operands", &ANY, Arity::Variadic)
            .attr("op_bundle_sizes", &DENSE_I32_ARRAY)
            .optional_attr("op_bundle_tags", &ARRAY)
            .optional_attr("arg_attrs", &DICT_ARRAY)
            .optional_attr("res_attrs", &DICT_ARRAY)
            .optional_attr("no_inline", &UNIT)
            .optional_attr("always_inline", &UNIT)
            .optional_attr("inline_hint", &UNIT)
            .optional_attr("access_groups", &ACCESS_GROUPS)
            .optional_attr("alias_scopes", &ALIAS_SCOPES)
            .optional_attr("noalias_scopes", &ALIAS_SCOPES)
            .optional_attr("tbaa", &TBAA_TAGS)
            .result_group("result", &ANY, Arity::Optional)
            .traits(&[Trait::AttrSizedOperandSegments])
            .hooks(Hooks {
                parse: Some(parse_call),
                print: Some(print_call),
                verify: Some(verify_call),
                ..Default::default()
            }),
        OpSpec::new("llvm.mlir.addressof", "Creates a pointer pointing to a global, alias or a function")
            .attr("global_name", &FLAT_SYMBOL_REF)
            .result("res", &ANY)
            .traits(&[Trait::Pure, Trait::ConstantLike])
            .folder(super::fold::fold_addressof)
            .hooks(Hooks { parse: Some(parse_addressof), print: Some(print_addressof), ..Default::default() }),
        OpSpec::new("llvm.mlir.global", "LLVM dialect global.")
            .attr("global_type", &TYPE_ATTR)
            .optional_attr("constant", &UNIT)
            .attr("sym_name", &SYMBOL_NAME)
            .attr("linkage", &LINKAGE_ATTR)
            .optional_attr("dso_local", &UNIT)
            .optional_attr("thread_local_", &UNIT)
            .optional_attr("externally_initialized", &UNIT)
            .optional_attr("value", &TYPED_ATTR)
            .optional_attr("alignment", &I64_ATTR)
            .default_attr("addr_space", &I32_ATTR, i32_zero_attr)
            .optional_attr("unnamed_addr", &I64_ENUM_ATTR)
            .optional_attr("section", &STRING)
            .optional_attr("comdat", &SYMBOL_REF)
            .optional_attr("dbg_exprs", &ARRAY)
            .default_attr("visibility_", &I64_ENUM_ATTR, i64_zero)
            .optional_attr("target_specific_attrs", &ARRAY)
            .region("initializer")
            .traits(&[Trait::IsolatedFromAbove, Trait::Symbol])
            .hooks(Hooks { parse: Some(parse_global), print: Some(print_global), ..Default::default() }),
    ]
}
