//! `func.func`: custom signature parsing and printing as upstream's
//! `function_interface_impl`.

use crate::spec::constraints::{DICT_ARRAY, FUNCTION_TYPE_ATTR, STRING, SYMBOL_NAME};
use crate::spec::verify::op_attr;
use crate::spec::{Hooks, OpSpec, Trait};
use mlir_ir::attributes::NamedAttribute;
use mlir_ir::interfaces::FunctionBody;
use mlir_ir::interfaces::{op_interface, CallableOpInterface, FunctionOpInterface, SymbolOpInterface};
use mlir_ir::ods::view::Checked;
use mlir_ir::parser::{Argument, OpAsmParser, ParseResult};
use mlir_ir::printer::{type_to_string, OpAsmPrinter};
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Attribute, Context, Diagnostic, Ir, OpId, OperationState, Type, TypeKind};
use std::sync::Arc;

/// The input and result types of a function op whose function type is a
/// builtin function type (`func.func`, `shape.func`): `None` when `op`
/// is no function op or has none.
pub fn signature(ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let ctx = ir.ctx();
    let t = op_interface::<dyn FunctionOpInterface>(ir, op)?.function_type(ir, op)?;
    match ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

fn dict_array(ctx: &Context, dicts: &[Vec<NamedAttribute>]) -> Option<Attribute> {
    if dicts.iter().all(|d| d.is_empty()) {
        return None;
    }
    let elts: Vec<Attribute> = dicts.iter().map(|d| ctx.dict_attr(d.clone())).collect();
    Some(ctx.array_attr(&elts))
}

pub(crate) fn parse_func(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    if let Some(vis) = p.parse_optional_keyword_of(&["private", "public", "nested"]) {
        st.attributes.push((ctx.ident("sym_visibility"), ctx.string_attr(vis)));
    }
    let name = p.parse_symbol_name()?;
    st.attributes.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
    // Arguments: named (`%a: t {attrs}`) or, for declarations, types.
    let mut args: Vec<Argument> = Vec::new();
    let mut arg_types = Vec::new();
    let mut arg_attrs = Vec::new();
    p.parse_lparen()?;
    if !p.parse_optional_rparen() {
        loop {
            if p.at_operand() {
                let a = p.parse_argument(true, true)?;
                arg_types.push(a.ty);
                arg_attrs.push(a.attrs.clone());
                args.push(a);
            } else {
                if !args.is_empty() {
                    return Err(p.error_here("expected SSA identifier"));
                }
                arg_types.push(p.parse_type()?);
                arg_attrs.push(p.parse_optional_attr_dict()?);
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    let mut res_types = Vec::new();
    let mut res_attrs = Vec::new();
    if p.parse_optional_arrow() {
        if p.parse_optional_lparen() {
            if !p.parse_optional_rparen() {
                loop {
                    res_types.push(p.parse_type()?);
                    res_attrs.push(p.parse_optional_attr_dict()?);
                    if !p.parse_optional_comma() {
                        break;
                    }
                }
                p.parse_rparen()?;
            }
        } else {
            res_types.push(p.parse_type()?);
            res_attrs.push(Vec::new());
        }
    }
    let fty = ctx.function_type(&arg_types, &res_types);
    st.attributes.push((ctx.ident("function_type"), ctx.type_attr(fty)));
    let at = p.current_offset();
    let explicit = p.parse_optional_attr_dict_with_keyword()?;
    // Attributes the syntax already carries may not be given again.
    for disallowed in ["sym_visibility", "sym_name", "function_type"] {
        if explicit.iter().any(|(n, _)| ctx.ident_str(*n) == disallowed) {
            return Err(p.error_at(
                at,
                format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            ));
        }
    }
    st.attributes.extend(explicit);
    if let Some(a) = dict_array(ctx, &arg_attrs) {
        st.attributes.push((ctx.ident("arg_attrs"), a));
    }
    if let Some(a) = dict_array(ctx, &res_attrs) {
        st.attributes.push((ctx.ident("res_attrs"), a));
    }
    let region = match p.parse_optional_region(&args, false)? {
        Some(r) => r,
        None => {
            if !args.is_empty() {
                let _ = at;
            }
            p.ir().create_region()
        }
    };
    st.regions.push(region);
    Ok(())
}

/// The `n` attribute dictionaries of an `arg_attrs`/`res_attrs` array.
pub(crate) fn dicts_of(ctx: &Context, a: Option<Attribute>, n: usize) -> Vec<Vec<NamedAttribute>> {
    let mut out = vec![Vec::new(); n];
    if let Some(AttrKind::Array(v)) = a.map(|a| ctx.attr_kind(a)) {
        for (i, d) in v.iter().enumerate().take(n) {
            out[i] = ctx.dict_entries(*d).to_vec();
        }
    }
    out
}

/// A function's arguments, comma-separated: the entry block's arguments
/// (`%arg0: i32 {attrs}`) for a definition, the types for a declaration.
pub(crate) fn print_arguments(
    p: &mut OpAsmPrinter<'_>,
    ir: &Ir,
    ins: &[Type],
    arg_attrs: &[Vec<NamedAttribute>],
    entry: Option<mlir_ir::BlockId>,
) {
    for (i, t) in ins.iter().enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        match entry.and_then(|b| ir.block_arg(b, i).ok()) {
            Some(arg) => p.print_region_argument(arg, &arg_attrs[i], false),
            None => {
                p.print_type(*t);
                p.print_optional_attr_dict(&arg_attrs[i], &[]);
            }
        }
    }
}

pub(crate) fn print_func(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = p.ctx().clone();
    p.output().push(' ');
    if let Some(v) = op_attr(ir, op, "sym_visibility") {
        if let AttrKind::String { value, .. } = ctx.attr_kind(v) {
            let s = String::from_utf8_lossy(value).into_owned();
            p.output().push_str(&s);
            p.output().push(' ');
        }
    }
    if let Some(AttrKind::String { value, .. }) = op_attr(ir, op, "sym_name").map(|a| ctx.attr_kind(a)) {
        let s = String::from_utf8_lossy(value).into_owned();
        p.print_symbol_name(&s);
    }
    let (ins, outs) = signature(ir, op).unwrap_or_default();
    let arg_attrs = dicts_of(&ctx, op_attr(ir, op, "arg_attrs"), ins.len());
    let res_attrs = dicts_of(&ctx, op_attr(ir, op, "res_attrs"), outs.len());
    let region = ir.regions(op).ok().and_then(|r| r.first().copied());
    let entry = region.and_then(|r| ir.region_first_block(r).ok().flatten());
    p.output().push('(');
    print_arguments(p, ir, &ins, &arg_attrs, entry);
    p.output().push(')');
    if !outs.is_empty() {
        p.output().push_str(" -> ");
        let parens =
            outs.len() > 1 || matches!(ctx.type_kind(outs[0]), TypeKind::Function { .. }) || !res_attrs[0].is_empty();
        if parens {
            p.output().push('(');
        }
        for (i, t) in outs.iter().enumerate() {
            if i > 0 {
                p.output().push_str(", ");
            }
            p.print_type(*t);
            p.print_optional_attr_dict(&res_attrs[i], &[]);
        }
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
        &["sym_name", "function_type", "arg_attrs", "res_attrs", "sym_visibility"],
    );
    if let (Some(r), Some(_)) = (region, entry) {
        p.output().push(' ');
        p.print_region(r, false, true, false);
    }
}

pub(crate) fn verify_func(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let entry =
        ir.regions(op).ok().and_then(|r| r.first().copied()).and_then(|r| ir.region_first_block(r).ok().flatten());
    // `SymbolOpInterface`: a declaration is private or nested.
    let public = op_attr(ir, op, "sym_visibility")
        .map_or(true, |v| matches!(ctx.attr_kind(v), mlir_ir::AttrKind::String { value, .. } if &**value == b"public"));
    if entry.is_none() && public {
        return Err(op_error_prefixed(ir, op, "symbol declaration cannot have public visibility"));
    }
    let Some((ins, _)) = signature(ir, op) else {
        return Ok(());
    };
    let Some(entry) = entry else {
        return Ok(());
    };
    let n = ir.num_block_args(entry).unwrap_or(0);
    if n != ins.len() {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("entry block must have {} arguments to match function signature", ins.len()),
        ));
    }
    for (i, t) in ins.iter().enumerate() {
        let at = ir.block_arg(entry, i).ok().and_then(|v| ir.value_type(v).ok()).unwrap_or(*t);
        if at != *t {
            return Err(op_error_prefixed(
                ir,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    type_to_string(ctx, at),
                    type_to_string(ctx, *t)
                ),
            ));
        }
    }
    Ok(())
}

/// The type held by a function op's `function_type` attribute.
pub(crate) fn type_of(ctx: &Context, a: Option<Attribute>) -> Option<Type> {
    match ctx.attr_kind(a?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// `func.func`'s `FunctionOpInterface`: its `function_type`.
struct FuncFunction;

impl FunctionOpInterface for FuncFunction {
    fn function_type(&self, ir: &Ir, op: OpId) -> Option<Type> {
        type_of(ir.ctx(), super::FuncOp::new(ir, op)?.function_type(ir).checked())
    }
}

/// The spec of `func.func`.
pub fn spec() -> OpSpec {
    let mut s = OpSpec::new("func.func", "An operation with a name containing a single `SSACFG` region")
        .attr("sym_name", &SYMBOL_NAME)
        .attr("function_type", &FUNCTION_TYPE_ATTR)
        .optional_attr("sym_visibility", &STRING)
        .optional_attr("arg_attrs", &DICT_ARRAY)
        .optional_attr("res_attrs", &DICT_ARRAY)
        .optional_attr("no_inline", &crate::spec::constraints::UNIT)
        .region("body")
        .traits(&[
            Trait::Marker("AffineScope"),
            Trait::Marker("AutomaticAllocationScope"),
            Trait::IsolatedFromAbove,
            Trait::Symbol,
        ])
        .hooks(Hooks {
            parse: Some(parse_func),
            print: Some(print_func),
            verify: Some(verify_func),
            ..Default::default()
        })
        .interface::<dyn CallableOpInterface>(Arc::new(FunctionBody))
        .interface::<dyn SymbolOpInterface>(Arc::new(FunctionBody))
        .interface::<dyn FunctionOpInterface>(Arc::new(FuncFunction));
    s.default_dialect = Some("func");
    s
}
