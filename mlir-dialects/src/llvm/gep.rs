//! `llvm.getelementptr`: `%base[%i, 2, %j]` mixes dynamic indices
//! (operands) and constant ones (`rawConstantIndices`, with `i32::MIN`
//! marking each dynamic slot), plus the no-wrap flags keyword.

use super::attrs::i32_zero;
use super::ops::TYPE_ATTR;
use crate::spec::constraints::{ANY, DENSE_I32_ARRAY, I32_ATTR, SIGNLESS_INT_LIKE};
use crate::spec::verify::{op_attr, operands, types_of};
use crate::spec::{Arity, Hooks, OpSpec, Trait};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, OpId, OperationState};

/// The marker of a dynamic index in `rawConstantIndices`.
pub(super) const DYNAMIC: i32 = i32::MIN;

/// No-wrap flag keywords and their bits (`inbounds` implies `nusw`).
const FLAGS: &[(&str, i64)] = &[("inbounds", 3), ("nusw", 2), ("nuw", 4)];

fn flags_text(bits: i64) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut rest = bits;
    for (k, v) in FLAGS {
        if rest & v == *v && *v != 0 {
            out.push(*k);
            rest &= !v;
        }
    }
    out
}

fn parse_gep(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut flags = 0i64;
    let keys: Vec<&str> = FLAGS.iter().map(|f| f.0).collect();
    // Flags are written `inbounds|nuw`, as upstream's bit enum prints.
    if let Some(k) = p.parse_optional_keyword_of(&keys) {
        flags |= FLAGS.iter().find(|f| f.0 == k).map_or(0, |f| f.1);
        while p.parse_optional_vertical_bar() {
            let Some(k) = p.parse_optional_keyword_of(&keys) else {
                return Err(p.error_here("expected a no-wrap flag"));
            };
            flags |= FLAGS.iter().find(|f| f.0 == k).map_or(0, |f| f.1);
        }
    }
    let at = p.current_offset();
    let base = p.parse_operand()?;
    let mut dynamic = Vec::new();
    let mut raw: Vec<i32> = Vec::new();
    p.parse_lsquare()?;
    if !p.parse_optional_rsquare() {
        loop {
            if let Some(v) = p.parse_optional_operand()? {
                dynamic.push(v);
                raw.push(DYNAMIC);
            } else {
                let i = p.parse_integer()?;
                raw.push(i32::try_from(i).map_err(|_| p.error_here("constant index out of range"))?);
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let fty = p.parse_function_type()?;
    p.parse_comma()?;
    let elem = p.parse_type()?;
    let (inputs, results) = match ctx.type_kind(fty) {
        mlir_ir::TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => return Err(p.error_at(at, "expected a function type")),
    };
    let mut all = vec![base];
    all.extend(dynamic);
    st.operands.extend(p.resolve_operands(&all, &inputs, p.name_offset())?);
    st.result_types.extend(results);
    st.attributes.push((ctx.ident("elem_type"), ctx.type_attr(elem)));
    st.attributes.push((ctx.ident("noWrapFlags"), ctx.int_attr_i64(ctx.int(32), flags)));
    st.attributes.push((ctx.ident("rawConstantIndices"), ctx.dense_i32_array_attr(&raw)));
    Ok(())
}

fn print_gep(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    let ops = operands(ir, op);
    p.output().push(' ');
    let flags = match op_attr(ir, op, "noWrapFlags").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    };
    let words = flags_text(flags);
    if !words.is_empty() {
        p.output().push_str(&words.join("|"));
        p.output().push(' ');
    }
    if let Some(b) = ops.first() {
        p.print_operand(*b);
    }
    let raw: Vec<i32> = match op_attr(ir, op, "rawConstantIndices").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { raw, len, .. }) => {
            (0..*len).map(|i| i32::from_le_bytes(raw[i * 4..i * 4 + 4].try_into().unwrap_or([0; 4]))).collect()
        }
        _ => Vec::new(),
    };
    p.output().push('[');
    let mut dynamic = ops.iter().skip(1);
    for (i, r) in raw.iter().enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        if *r == DYNAMIC {
            if let Some(v) = dynamic.next() {
                p.print_operand(*v);
            }
        } else {
            p.output().push_str(&r.to_string());
        }
    }
    p.output().push(']');
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
    p.output().push_str(" : (");
    let tys = types_of(ir, &ops);
    for (i, t) in tys.iter().enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        p.print_type(*t);
    }
    p.output().push_str(") -> ");
    if let Some(r) = ir.results(op).ok().and_then(|mut r| r.next()).and_then(|v| ir.value_type(v).ok()) {
        p.print_type(r);
    }
    p.output().push_str(", ");
    if let Some(AttrKind::Type(t)) = op_attr(ir, op, "elem_type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*t);
    }
}

/// The spec of `llvm.getelementptr`.
pub fn spec() -> OpSpec {
    OpSpec::new("llvm.getelementptr", "LLVM dialect getelementptr operation.")
        .operand("base", &ANY)
        .operand_group("dynamicIndices", &SIGNLESS_INT_LIKE, Arity::Variadic)
        .attr("rawConstantIndices", &DENSE_I32_ARRAY)
        .attr("elem_type", &TYPE_ATTR)
        .default_prop("noWrapFlags", &I32_ATTR, i32_zero)
        .result("res", &ANY)
        .traits(&[Trait::Pure])
        .folder(super::fold::fold_gep)
        .hooks(Hooks { parse: Some(parse_gep), print: Some(print_gep), ..Default::default() })
}
