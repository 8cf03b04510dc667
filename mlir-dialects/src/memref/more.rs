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
    let ctx = p.ctx();
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
        st.attributes.push((ctx.ident(name), i64_array(ctx, &statics)));
    }
    st.attributes.push((ctx.ident("operandSegmentSizes"), crate::cf::i32_array(ctx, &counts)));
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
    let ctx = p.ctx();
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
    let ctx = p.ctx();
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
            .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(crate::memref::interfaces::ViewOfSource))
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
            .traits(&[Trait::Marker("AutomaticAllocationScope"), Trait::RecursiveMemoryEffects])
            .hooks(Hooks {
                parse: Some(parse_alloca_scope),
                print: Some(print_alloca_scope),
                verify_region: Some(|ir, op| {
                    crate::scf::branch::verify_returns_to_parent(ir, op, "memref.alloca_scope.return")
                }),
                ..Default::default()
            }),
        OpSpec::new("memref.alloca_scope.return", "terminator for alloca_scope operation")
            .operand_group("results", &ANY, Arity::Variadic)
            .traits(&[Trait::Pure, Trait::ReturnLike, Trait::Terminator])
            .format("attr-dict ($results^ `:` type($results))?"),
    ]
}

/// The rank of a memref type (0 for anything else).
fn rank_of(ctx: &mlir_ir::Context, t: Type) -> usize {
    ctx.type_kind(t).shape().map_or(0, |s| s.len())
}

fn parse_generic_atomic_rmw(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let at = p.current_offset();
    let m = p.parse_operand()?;
    let indices = p.parse_operand_list(mlir_ir::parser::Delimiter::Square, None)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let region = p.parse_region(&[], false)?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    st.operands.push(p.resolve_operand(&m, ty)?);
    st.operands.extend(p.resolve_operands(&indices, &vec![ctx.index_type(); indices.len()], at)?);
    if let Some(e) = ctx.type_kind(ty).element_type() {
        st.result_types.push(e);
    }
    st.regions.push(region);
    Ok(())
}

fn print_generic_atomic_rmw(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ops = operands(ir, op);
    p.output().push(' ');
    if let Some(m) = ops.first() {
        p.print_operand(*m);
    }
    p.output().push('[');
    p.print_operands(ops.get(1..).unwrap_or(&[]));
    p.output().push_str("] : ");
    if let Some(t) = types_of(ir, &ops).first() {
        p.print_type(*t);
    }
    p.output().push(' ');
    if let Some(r) = ir.regions(op).ok().and_then(|r| r.first().copied()) {
        p.print_region(r, true, true, false);
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
}

/// `%src[..], %dst[..], %n, %tag[..] (, %stride, %per_stride)? : types`.
fn parse_dma_start(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let at = p.current_offset();
    let sq = mlir_ir::parser::Delimiter::Square;
    let src = p.parse_operand()?;
    let src_idx = p.parse_operand_list(sq, None)?;
    p.parse_comma()?;
    let dst = p.parse_operand()?;
    let dst_idx = p.parse_operand_list(sq, None)?;
    p.parse_comma()?;
    let num = p.parse_operand()?;
    p.parse_comma()?;
    let tag = p.parse_operand()?;
    let tag_idx = p.parse_operand_list(sq, None)?;
    let mut strides = Vec::new();
    if p.parse_optional_comma() {
        strides.push(p.parse_operand()?);
        p.parse_comma()?;
        strides.push(p.parse_operand()?);
    }
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let tys = p.parse_type_list()?;
    if tys.len() != 3 {
        return Err(p.error_at(at, "expected three types"));
    }
    let index = ctx.index_type();
    let idx = |n: usize| vec![index; n];
    st.operands.push(p.resolve_operand(&src, tys[0])?);
    st.operands.extend(p.resolve_operands(&src_idx, &idx(src_idx.len()), at)?);
    st.operands.push(p.resolve_operand(&dst, tys[1])?);
    st.operands.extend(p.resolve_operands(&dst_idx, &idx(dst_idx.len()), at)?);
    st.operands.push(p.resolve_operand(&num, index)?);
    st.operands.push(p.resolve_operand(&tag, tys[2])?);
    st.operands.extend(p.resolve_operands(&tag_idx, &idx(tag_idx.len()), at)?);
    st.operands.extend(p.resolve_operands(&strides, &idx(strides.len()), at)?);
    Ok(())
}

fn print_dma_start(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    let ops = operands(ir, op);
    let tys = types_of(ir, &ops);
    // Operand layout: src, its indices, dst, its indices, count, tag, its
    // indices, then the optional stride pair.
    let src_rank = tys.first().map_or(0, |t| rank_of(&ctx, *t));
    let dst_at = 1 + src_rank;
    let dst_rank = tys.get(dst_at).map_or(0, |t| rank_of(&ctx, *t));
    let num_at = dst_at + 1 + dst_rank;
    let tag_at = num_at + 1;
    let tag_rank = tys.get(tag_at).map_or(0, |t| rank_of(&ctx, *t));
    let end = (tag_at + 1 + tag_rank).min(ops.len());
    let memref_ref = |p: &mut OpAsmPrinter<'_>, at: usize, rank: usize| {
        if let Some(m) = ops.get(at) {
            p.print_operand(*m);
        }
        p.output().push('[');
        p.print_operands(ops.get(at + 1..(at + 1 + rank).min(ops.len())).unwrap_or(&[]));
        p.output().push(']');
    };
    p.output().push(' ');
    memref_ref(p, 0, src_rank);
    p.output().push_str(", ");
    memref_ref(p, dst_at, dst_rank);
    p.output().push_str(", ");
    if let Some(n) = ops.get(num_at) {
        p.print_operand(*n);
    }
    p.output().push_str(", ");
    memref_ref(p, tag_at, tag_rank);
    if ops.len() > end {
        p.output().push_str(", ");
        p.print_operands(&ops[end..]);
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
    p.output().push_str(" : ");
    for (i, at) in [0, dst_at, tag_at].iter().enumerate() {
        if i > 0 {
            p.output().push_str(", ");
        }
        if let Some(t) = tys.get(*at) {
            p.print_type(*t);
        }
    }
}

/// `memref.generic_atomic_rmw`, `memref.atomic_yield`, `memref.dma_start`
/// and `memref.dma_wait`.
pub fn atomic_and_dma_specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("memref.generic_atomic_rmw", "atomic read-modify-write operation with a region")
            .operand("memref", memref_ty())
            .operand_group("indices", &INDEX, Arity::Variadic)
            .result("result", &ANY)
            .region("atomic_body")
            .traits(&[Trait::Marker("SingleBlockImplicitTerminator<AtomicYieldOp>")])
            .hooks(Hooks {
                parse: Some(parse_generic_atomic_rmw),
                print: Some(print_generic_atomic_rmw),
                ..Default::default()
            }),
        OpSpec::new("memref.atomic_yield", "yield operation for GenericAtomicRMWOp")
            .operand("result", &ANY)
            .traits(&[Trait::HasParent("memref.generic_atomic_rmw"), Trait::Pure, Trait::Terminator])
            .format("$result attr-dict `:` type($result)"),
        OpSpec::new("memref.dma_start", "non-blocking DMA operation that starts a transfer")
            .operand_group("operands", &ANY, Arity::Variadic)
            .hooks(Hooks { parse: Some(parse_dma_start), print: Some(print_dma_start), ..Default::default() }),
        OpSpec::new("memref.dma_wait", "blocking DMA operation that waits for transfer completion")
            .operand("tagMemRef", memref_ty())
            .operand_group("tagIndices", &INDEX, Arity::Variadic)
            .operand("numElements", &INDEX)
            .format("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)"),
    ]
}
