//! `memref.reinterpret_cast`, `memref.atomic_rmw`, `memref.distinct_objects`,
//! `memref.prefetch` and `memref.alloca_scope` (with its return).

use super::slice::{i64_array, i64s, parse_dynamic_index_list, print_dynamic_index_list};
use crate::spec::constraints::{ANY, BOOL, I32_ATTR, INDEX};
use crate::spec::verify::{op_attr, operands, types_of};
use crate::spec::{Arity, AttrConstraint, AttrPrint, EnumDef, Hooks, OpSpec, Trait};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, OpId, OperationState, Type};

const DYNAMIC: i64 = i64::MIN;

fn memref_ty() -> &'static crate::spec::TypeConstraint {
    &super::MEMREF
}

fn parse_reinterpret_cast(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx().clone();
    let at = p.current_offset();
    let src = p.parse_operand()?;
    p.parse_keyword("to")?;
    let mut lists = Vec::new();
    for (i, kw) in ["offset", "sizes", "strides"].iter().enumerate() {
        if i > 0 {
            p.parse_comma()?;
        }
        p.parse_keyword(kw)?;
        p.parse_colon()?;
        lists.push(parse_dynamic_index_list(p)?);
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let src_ty = p.parse_type()?;
    p.parse_keyword("to")?;
    let res_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, src_ty)?);
    let index = ctx.index_type();
    let mut counts = vec![1i32];
    for (name, (dynamic, statics)) in ["static_offsets", "static_sizes", "static_strides"].iter().zip(lists) {
        counts.push(dynamic.len() as i32);
        st.operands.extend(p.resolve_operands(&dynamic, &vec![index; dynamic.len()], at)?);
        st.attributes.push((ctx.ident(name), i64_array(&ctx, &statics)));
    }
    st.attributes.push((ctx.ident("operandSegmentSizes"), crate::cf::i32_array(&ctx, &counts)));
    st.result_types.push(res_ty);
    Ok(())
}

fn print_reinterpret_cast(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    let ops = operands(ir, op);
    let mut next = 1;
    p.output().push(' ');
    if let Some(s) = ops.first() {
        p.print_operand(*s);
    }
    p.output().push_str(" to ");
    for (i, (kw, name)) in
        [("offset", "static_offsets"), ("sizes", "static_sizes"), ("strides", "static_strides")].iter().enumerate()
    {
        if i > 0 {
            p.output().push_str(", ");
        }
        let statics = i64s(&ctx, op_attr(ir, op, name));
        let n = statics.iter().filter(|s| **s == DYNAMIC).count();
        p.output().push_str(&format!("{kw}: "));
        print_dynamic_index_list(p, ops.get(next..next + n).unwrap_or(&[]), &statics);
        next += n;
    }
    let attrs = super::slice::printed_attrs(ir, op);
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"]);
    p.output().push_str(" : ");
    if let Some(t) = types_of(ir, &ops).first() {
        p.print_type(*t);
    }
    p.output().push_str(" to ");
    if let Ok(t) = ir.result(op, 0).and_then(|r| ir.value_type(r)) {
        p.print_type(t);
    }
}

/// `arith::AtomicRMWKind`.
pub static ATOMIC_RMW_KIND: EnumDef = EnumDef {
    name: "AtomicRMWKind",
    width: 64,
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("assign", 2),
        ("maximumf", 3),
        ("maxs", 4),
        ("maxu", 5),
        ("minimumf", 6),
        ("mins", 7),
        ("minu", 8),
        ("mulf", 9),
        ("muli", 10),
        ("ori", 11),
        ("andi", 12),
        ("maxnumf", 13),
        ("minnumf", 14),
    ],
};

/// The `kind` of `memref.atomic_rmw`.
pub static ATOMIC_RMW_KIND_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "AtomicRMWKindAttr",
    summary: "allowed 64-bit signless integer cases",
    check: |c, a| ATOMIC_RMW_KIND.attr_value(c, a).is_some(),
    print: AttrPrint::Enum(&ATOMIC_RMW_KIND),
};

/// Result types equal to the operand types.
fn same_as_operands(_ctx: &mlir_ir::Context, ops: &[Type], _attrs: crate::spec::infer::Attrs<'_>) -> Option<Vec<Type>> {
    Some(ops.to_vec())
}

fn parse_prefetch(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx().clone();
    let at = p.current_offset();
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(mlir_ir::parser::Delimiter::Square, None)?;
    p.parse_comma()?;
    let write = match p.parse_optional_keyword_of(&["read", "write"]) {
        Some(k) => k == "write",
        None => return Err(p.error_here("rw specifier has to be 'read' or 'write'")),
    };
    p.parse_comma()?;
    p.parse_keyword("locality")?;
    p.parse_less()?;
    let hint = p.parse_integer()?;
    p.parse_greater()?;
    p.parse_comma()?;
    let data = match p.parse_optional_keyword_of(&["data", "instr"]) {
        Some(k) => k == "data",
        None => return Err(p.error_here("cache type has to be 'data' or 'instr'")),
    };
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&m, ty)?);
    st.operands.extend(p.resolve_operands(&indices, &vec![ctx.index_type(); indices.len()], at)?);
    st.attributes.push((ctx.ident("isWrite"), ctx.bool_attr(write)));
    st.attributes.push((ctx.ident("localityHint"), ctx.int_attr_i64(ctx.int(32), hint)));
    st.attributes.push((ctx.ident("isDataCache"), ctx.bool_attr(data)));
    Ok(())
}

fn print_prefetch(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    let ops = operands(ir, op);
    let flag = |n: &str| matches!(op_attr(ir, op, n).map(|a| ctx.attr_kind(a)), Some(AttrKind::Bool(true)));
    let hint = match op_attr(ir, op, "localityHint").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.to_i64().unwrap_or(0),
        _ => 0,
    };
    p.output().push(' ');
    if let Some(m) = ops.first() {
        p.print_operand(*m);
    }
    p.output().push('[');
    p.print_operands(ops.get(1..).unwrap_or(&[]));
    p.output().push(']');
    p.output().push_str(if flag("isWrite") { ", write" } else { ", read" });
    p.output().push_str(&format!(", locality<{hint}>"));
    p.output().push_str(if flag("isDataCache") { ", data" } else { ", instr" });
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
    p.output().push_str(" : ");
    if let Some(t) = types_of(ir, &ops).first() {
        p.print_type(*t);
    }
}

fn parse_alloca_scope(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    st.result_types.extend(p.parse_optional_arrow_type_list()?);
    let region = p.parse_region(&[], false)?;
    // An omitted terminator is `memref.alloca_scope.return` with no values.
    let ctx = p.ctx().clone();
    let loc = p.loc_at(p.current_offset());
    let ir = p.ir();
    if let Some(b) = ir.region_last_block(region).ok().flatten() {
        let last = ir.block_last_op(b).ok().flatten();
        let terminated =
            last.is_some_and(|o| ir.op_name(o).is_ok_and(|n| ctx.op_name_str(n) == "memref.alloca_scope.return"));
        if !terminated {
            let st_ret = OperationState::new(ctx.op_name("memref.alloca_scope.return"), loc);
            if let Ok(r) = ir.create_op(st_ret) {
                let _ = ir.insert_op(r, mlir_ir::ir::InsertPoint::BlockEnd(b));
            }
        }
    }
    st.regions.push(region);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    Ok(())
}

fn print_alloca_scope(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let results: Vec<Type> =
        ir.results(op).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default();
    p.output().push(' ');
    if !results.is_empty() {
        p.output().push_str(" -> (");
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                p.output().push_str(", ");
            }
            p.print_type(*t);
        }
        p.output().push(')');
    }
    p.output().push(' ');
    if let Some(r) = ir.regions(op).ok().and_then(|r| r.first().copied()) {
        p.print_region(r, false, !results.is_empty(), false);
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// The specs of this file's ops.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("memref.reinterpret_cast", "memref reinterpret cast operation")
            .operand("source", memref_ty())
            .offsets_sizes_strides()
            .result("result", memref_ty())
            .traits(&[Trait::AttrSizedOperandSegments, Trait::Pure])
            .hooks(Hooks {
                parse: Some(parse_reinterpret_cast),
                print: Some(print_reinterpret_cast),
                result_name: Some("reinterpret_cast"),
                ..Default::default()
            }),
        OpSpec::new("memref.atomic_rmw", "atomic read-modify-write operation")
            .attr("kind", &ATOMIC_RMW_KIND_ATTR)
            .operand("value", &ANY)
            .operand("memref", memref_ty())
            .operand_group("indices", &INDEX, Arity::Variadic)
            .result("result", &ANY)
            .infer(crate::spec::infer::first_operand)
            .format(
                "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
            ),
        OpSpec::new("memref.distinct_objects", "assumption that acesses to specific memrefs will never alias")
            .operand_group("operands", memref_ty(), Arity::Variadic)
            .result_group("results", memref_ty(), Arity::Variadic)
            .infer(same_as_operands)
            .traits(&[Trait::Pure])
            .format("$operands attr-dict `:` type($operands)"),
        OpSpec::new("memref.prefetch", "prefetch operation")
            .operand("memref", memref_ty())
            .operand_group("indices", &INDEX, Arity::Variadic)
            .attr("isWrite", &BOOL)
            .attr("localityHint", &I32_ATTR)
            .attr("isDataCache", &BOOL)
            .hooks(Hooks { parse: Some(parse_prefetch), print: Some(print_prefetch), ..Default::default() }),
        OpSpec::new("memref.alloca_scope", "explicitly delimited scope for stack allocation")
            .result_group("results", &ANY, Arity::Variadic)
            .region("bodyRegion")
            .traits(&[Trait::Marker("AutomaticAllocationScope")])
            .hooks(Hooks { parse: Some(parse_alloca_scope), print: Some(print_alloca_scope), ..Default::default() }),
        OpSpec::new("memref.alloca_scope.return", "terminator for alloca_scope operation")
            .operand_group("results", &ANY, Arity::Variadic)
            .traits(&[Trait::Pure, Trait::ReturnLike, Trait::Terminator])
            .format("attr-dict ($results^ `:` type($results))?"),
    ]
}
