//! The `custom<...>` directives of the IRDL assembly formats, as
//! upstream's hand-written ones in `IRDL.cpp`: `SingleBlockRegion` (a body
//! printed only when it holds something), `NamedValueList`
//! (`(name: %v, ...)`), `ValuesWithVariadicity` (`(name: optional %v)`),
//! `AttributesOp` (`{"name" = %v}`) and `RegionOp` (`(%args) with size n`).
//!
//! Each op these serve has one operand group, so the directives read and
//! write the op's operands directly.

use super::attrs::{variadicities, variadicity_array, Variadicity};
use crate::format::{CustomDirective, Element, ParseState};
use crate::spec::verify::op_attr;
use mlir_ir::parser::{OpAsmParser, ParseResult, UnresolvedOperand};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, OpId, Value};

fn operands(p: &OpAsmPrinter<'_>, op: OpId) -> Vec<Value> {
    p.ir_ref().and_then(|ir| ir.operands(op).ok().map(|i| i.collect())).unwrap_or_default()
}

/// The strings of array attribute `name` of `op`.
fn names(p: &OpAsmPrinter<'_>, op: OpId, name: &str) -> Vec<String> {
    let Some(ir) = p.ir_ref() else { return Vec::new() };
    let ctx = ir.ctx();
    match op_attr(ir, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v
            .iter()
            .map(|e| match ctx.attr_kind(*e) {
                AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => String::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn set_operands(st: &mut ParseState, values: Vec<UnresolvedOperand>, at: usize) {
    if let Some(slot) = st.operands.get_mut(0) {
        *slot = values.into();
    }
    if let Some(slot) = st.operand_locs.get_mut(0) {
        *slot = Some(at);
    }
}

/// A name in a named list: a bare identifier (or a string).
fn parse_name(p: &mut OpAsmParser<'_, '_, '_>) -> ParseResult<String> {
    if let Some(k) = p.parse_optional_any_keyword() {
        return Ok(k.to_string());
    }
    if let Some(s) = p.parse_optional_string() {
        return Ok(String::from_utf8_lossy(&s).into_owned());
    }
    Err(p.error_here("expected a name"))
}

fn str_array(p: &OpAsmParser<'_, '_, '_>, names: &[String]) -> mlir_ir::Attribute {
    let ctx = p.ctx();
    let v: Vec<_> = names.iter().map(|n| ctx.string_attr(n)).collect();
    ctx.array_attr(&v)
}

/// `(name: [variadicity] %value, ...)`; with `with_variadicity` the
/// keyword before each value is read into `variadicity`.
fn parse_named_list(p: &mut OpAsmParser<'_, '_, '_>, st: &mut ParseState, with_variadicity: bool) -> ParseResult<bool> {
    let at = p.current_offset();
    p.parse_lparen()?;
    let (mut names, mut values, mut vars) = (Vec::new(), Vec::new(), Vec::new());
    if !p.parse_optional_rparen() {
        loop {
            names.push(parse_name(p)?);
            p.parse_colon()?;
            if with_variadicity {
                let v = p
                    .parse_optional_keyword_of(&["single", "optional", "variadic"])
                    .and_then(Variadicity::from_keyword)
                    .unwrap_or(Variadicity::Single);
                vars.push(v);
            }
            values.push(p.parse_operand()?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    set_operands(st, values, at);
    let ctx = p.ctx();
    st.attrs.push((ctx.ident("names"), str_array(p, &names)));
    if with_variadicity {
        st.attrs.push((ctx.ident("variadicity"), variadicity_array(ctx, &vars)));
    }
    Ok(true)
}

fn print_named_list(p: &mut OpAsmPrinter<'_>, op: OpId, with_variadicity: bool) {
    let values = operands(p, op);
    let names = names(p, op, "names");
    let vars = p
        .ir_ref()
        .and_then(|ir| op_attr(ir, op, "variadicity").and_then(|a| variadicities(ir.ctx(), a)))
        .unwrap_or_default();
    p.output().push('(');
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        let name = names.get(i).cloned().unwrap_or_default();
        p.output().push_str(&name);
        p.output().push_str(": ");
        // `single` is the default and not printed.
        match vars.get(i) {
            Some(Variadicity::Single) | None => {}
            Some(other) if with_variadicity => {
                p.output().push_str(other.keyword());
                p.output().push(' ');
            }
            Some(_) => {}
        }
        p.print_operand(*v);
    }
    p.output().push(')');
}

/// `{"name" = %value, ...}`; nothing when there are none.
fn parse_attributes_op(p: &mut OpAsmParser<'_, '_, '_>, st: &mut ParseState, _: &[Element]) -> ParseResult<bool> {
    let at = p.current_offset();
    let (mut names, mut values) = (Vec::new(), Vec::new());
    if p.parse_optional_lbrace() && !p.parse_optional_rbrace() {
        loop {
            let s = p.parse_optional_string().ok_or_else(|| p.error_here("expected a string"))?;
            names.push(String::from_utf8_lossy(&s).into_owned());
            p.parse_equal()?;
            values.push(p.parse_operand()?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rbrace()?;
    }
    set_operands(st, values, at);
    let a = str_array(p, &names);
    st.attrs.push((p.ctx().ident("attributeValueNames"), a));
    Ok(true)
}

fn print_attributes_op(p: &mut OpAsmPrinter<'_>, op: OpId, _: &[Element]) {
    let values = operands(p, op);
    let names = names(p, op, "attributeValueNames");
    if values.is_empty() {
        return;
    }
    p.output().push('{');
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        let name = names.get(i).cloned().unwrap_or_default();
        p.print_string(name.as_bytes());
        p.output().push_str(" = ");
        p.print_operand(*v);
    }
    p.output().push('}');
}

/// The body: printed only when its block holds ops; an absent one is
/// read as a region with one empty block.
fn parse_single_block_region(p: &mut OpAsmParser<'_, '_, '_>, st: &mut ParseState, _: &[Element]) -> ParseResult<bool> {
    let r = match p.parse_optional_region(&[], false)? {
        Some(r) => r,
        None => p.ir().create_region(),
    };
    p.ensure_single_block(r);
    if let Some(g) = st.regions.get_mut(0) {
        g.push(r);
    }
    Ok(true)
}

fn print_single_block_region(p: &mut OpAsmPrinter<'_>, op: OpId, _: &[Element]) {
    let Some(ir) = p.ir_ref() else { return };
    let Some(&r) = ir.regions(op).ok().and_then(|r| r.first()) else { return };
    let has_ops = ir
        .region_first_block(r)
        .ok()
        .flatten()
        .is_some_and(|b| ir.block_ops(b).map(|mut ops| ops.next().is_some()).unwrap_or(false));
    if has_ops {
        p.print_region(r, false, false, false);
    }
}

/// `(%args)` when the arguments are constrained, then `with size n`.
fn parse_region_op(p: &mut OpAsmParser<'_, '_, '_>, st: &mut ParseState, _: &[Element]) -> ParseResult<bool> {
    let at = p.current_offset();
    let ctx = p.ctx();
    let mut values = Vec::new();
    if p.parse_optional_lparen() {
        if !p.parse_optional_rparen() {
            loop {
                values.push(p.parse_operand()?);
                if !p.parse_optional_comma() {
                    break;
                }
            }
            p.parse_rparen()?;
        }
        st.attrs.push((ctx.ident("constrainedArguments"), ctx.unit_attr()));
    }
    set_operands(st, values, at);
    if p.parse_optional_keyword("with") {
        p.parse_keyword("size")?;
        let n = p.parse_integer()?;
        let n = i32::try_from(n).map_err(|_| p.error_here("integer value too large"))?;
        st.attrs.push((ctx.ident("numberOfBlocks"), ctx.int_attr_i64(ctx.int(32), n.into())));
    }
    Ok(true)
}

fn print_region_op(p: &mut OpAsmPrinter<'_>, op: OpId, _: &[Element]) {
    let Some(ir) = p.ir_ref() else { return };
    let constrained = op_attr(ir, op, "constrainedArguments").is_some();
    let blocks = op_attr(ir, op, "numberOfBlocks").and_then(|a| match ir.ctx().attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64().map(|v| v.to_string()),
        _ => None,
    });
    let values = operands(p, op);
    if constrained {
        p.output().push('(');
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                p.output().push_str(", ");
            }
            p.print_operand(*v);
        }
        p.output().push(')');
    }
    if let Some(n) = blocks {
        p.output().push_str(" with size ");
        p.output().push_str(&n);
    }
}

/// `@ref` or `"name"`: the base of `irdl.base`, told apart by its first
/// token (upstream's format tries a symbol reference, then a string).
fn parse_base_op(p: &mut OpAsmParser<'_, '_, '_>, st: &mut ParseState, _: &[Element]) -> ParseResult<bool> {
    let ctx = p.ctx();
    if p.peek_spelling().starts_with('@') {
        let a = p.parse_attribute(None)?;
        st.attrs.push((ctx.ident("base_ref"), a));
    } else if let Some(s) = p.parse_optional_string() {
        let a = ctx.string_attr(&String::from_utf8_lossy(&s));
        st.attrs.push((ctx.ident("base_name"), a));
    }
    Ok(true)
}

fn print_base_op(p: &mut OpAsmPrinter<'_>, op: OpId, _: &[Element]) {
    let Some(ir) = p.ir_ref() else { return };
    let attrs: Vec<_> = ["base_ref", "base_name"].iter().filter_map(|n| op_attr(ir, op, n)).collect();
    for (i, a) in attrs.into_iter().enumerate() {
        if i > 0 {
            p.output().push(' ');
        }
        p.print_attribute(a);
    }
}

/// The directives of the IRDL formats.
pub static DIRECTIVES: &[CustomDirective] = &[
    CustomDirective { name: "SingleBlockRegion", parse: parse_single_block_region, print: print_single_block_region },
    CustomDirective {
        name: "NamedValueList",
        parse: |p, st, _| parse_named_list(p, st, false),
        print: |p, op, _| print_named_list(p, op, false),
    },
    CustomDirective {
        name: "ValuesWithVariadicity",
        parse: |p, st, _| parse_named_list(p, st, true),
        print: |p, op, _| print_named_list(p, op, true),
    },
    CustomDirective { name: "AttributesOp", parse: parse_attributes_op, print: print_attributes_op },
    CustomDirective { name: "BaseOp", parse: parse_base_op, print: print_base_op },
    CustomDirective { name: "RegionOp", parse: parse_region_op, print: print_region_op },
];
