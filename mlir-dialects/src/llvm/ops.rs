//! The `llvm` ops other than `llvm.func` and `llvm.getelementptr`:
//! arithmetic, comparisons, casts, constants, aggregates, memory, control
//! flow and the math intrinsics, with upstream's assembly formats.

use super::attrs::{
    fastmath_none, i32_zero, i64_zero, FASTMATH_ATTR, FCMP_PREDICATE_ATTR, ICMP_PREDICATE_ATTR, OVERFLOW_ATTR,
};
use super::dereferenceable::DEREFERENCEABLE;
use super::fold;
use super::metadata::{ACCESS_GROUPS, ALIAS_SCOPES, ATOMIC_ORDERING, ATOMIC_ORDERING_ATTR, LOOP_ANNOTATION, TBAA_TAGS};
use super::types::element_at;
use crate::branch_operands::BranchLayout;
use crate::spec::constraints::{
    ANY, BOOL_LIKE, DENSE_I64_ARRAY, FLOAT_LIKE, I64_ATTR, SIGNLESS_INT_LIKE, STRING, UNIT,
};
use crate::spec::verify::{op_attr, operands, types_of};
use crate::spec::{Arity, AttrConstraint, AttrPrint, FoldFn, Hooks, OpSpec, Trait};
use mlir_ir::interfaces::{BranchOpInterface, MemoryEffectOpInterface};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, Context, OpId, OperationState, Type};
use std::sync::Arc;

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// `TypeAttr` (printed as the bare type).
pub static TYPE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "TypeAttr",
    summary: "any type attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(_)),
    print: AttrPrint::Full,
};

const PURE_SAME: &[Trait] = &[Trait::Pure, Trait::SameOperandsAndResultType];

fn int_binary(name: &str, overflow: bool, unit: Option<&'static str>) -> OpSpec {
    let mut s = OpSpec::new(leak(format!("llvm.{name}")), "LLVM integer arithmetic operation")
        .operand("lhs", &SIGNLESS_INT_LIKE)
        .operand("rhs", &SIGNLESS_INT_LIKE);
    if overflow {
        s = s
            .default_prop("overflowFlags", &OVERFLOW_ATTR, i32_zero)
            .interface::<dyn super::IntegerOverflowFlagsInterface>(std::sync::Arc::new(super::LlvmFlags))
            .format("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($res)");
    } else if let Some(u) = unit {
        let attr = if u == "exact" { "isExact" } else { "isDisjoint" };
        s = s
            .optional_attr(attr, &UNIT)
            .format(leak(format!("(`{u}` ${attr}^)? $lhs `,` $rhs attr-dict `:` type($res)")));
    } else {
        s = s.format("$lhs `,` $rhs attr-dict `:` type($res)");
    }
    s.result("res", &SIGNLESS_INT_LIKE).infer(crate::spec::infer::first_operand).traits(PURE_SAME)
}

fn float_binary(name: &str) -> OpSpec {
    OpSpec::new(leak(format!("llvm.{name}")), "LLVM floating point arithmetic operation")
        .operand("lhs", &FLOAT_LIKE)
        .operand("rhs", &FLOAT_LIKE)
        .default_attr("fastmathFlags", &FASTMATH_ATTR, fastmath_none)
        .interface::<dyn super::FastmathFlagsInterface>(std::sync::Arc::new(super::LlvmFlags))
        .result("res", &FLOAT_LIKE)
        .infer(crate::spec::infer::first_operand)
        .traits(PURE_SAME)
        .format("$lhs `,` $rhs attr-dict `:` type($res)")
}

fn cast(name: &str, flag: Option<(&'static str, &'static str)>, overflow: bool) -> OpSpec {
    let mut s = OpSpec::new(leak(format!("llvm.{name}")), "LLVM cast operation").operand("arg", &ANY);
    s = match (flag, overflow) {
        (Some((kw, attr)), _) => s
            .optional_attr(attr, &UNIT)
            .format(leak(format!("(`{kw}` ${attr}^)? $arg attr-dict `:` type($arg) `to` type($res)"))),
        (None, true) => s
            .default_prop("overflowFlags", &OVERFLOW_ATTR, i32_zero)
            .interface::<dyn super::IntegerOverflowFlagsInterface>(std::sync::Arc::new(super::LlvmFlags))
            .format("$arg (`overflow` `` $overflowFlags^)? attr-dict `:` type($arg) `to` type($res)"),
        (None, false) => s.format("$arg attr-dict `:` type($arg) `to` type($res)"),
    };
    s.result("res", &ANY).traits(&[Trait::Pure])
}

/// `llvm.icmp` / `llvm.fcmp`: a quoted predicate and an `i1`-like result.
fn compare(
    name: &str,
    predicate: &'static AttrConstraint,
    operand: &'static crate::spec::TypeConstraint,
    fastmath: bool,
) -> OpSpec {
    let mut s = OpSpec::new(leak(format!("llvm.{name}")), leak(format!("LLVM dialect {name} operation")))
        .attr("predicate", predicate)
        .operand("lhs", operand)
        .operand("rhs", operand);
    if fastmath {
        s = s
            .default_attr("fastmathFlags", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn super::FastmathFlagsInterface>(std::sync::Arc::new(super::LlvmFlags));
    }
    s.result("res", &BOOL_LIKE)
        .infer(crate::spec::infer::i1_like_first_operand)
        .traits(&[
            Trait::Pure,
            Trait::SameTypeOperands,
            Trait::TypesMatchWith { summary: "result has i1 element type", from: "lhs", to: "res", transform: i1_like },
        ])
        .format("$predicate $lhs `,` $rhs attr-dict `:` type($lhs)")
}

/// `ReturnOp::verify`: what an `llvm.return` in an `llvm.func` returns
/// matches the function's result type (none for `void`).
fn verify_return(ir: &mlir_ir::Ir, op: OpId) -> Result<(), mlir_ir::Diagnostic> {
    use mlir_ir::verifier::op_error_prefixed;
    let ctx = ir.ctx();
    let Some(func) = ir.op_parent_op(op).ok().flatten() else { return Ok(()) };
    if !ir.op_name(func).is_ok_and(|n| ctx.op_name_str(n) == "llvm.func") {
        return Ok(());
    }
    let Some(AttrKind::Type(fty)) = op_attr(ir, func, "function_type").map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    let Some((_, ret, _)) = super::types::func_signature(ctx, *fty) else { return Ok(()) };
    let args = operands(ir, op);
    let message = match (ret, args.first()) {
        (None, Some(_)) => "expected no operands",
        (Some(_), None) => "expected 1 operand",
        (Some(t), Some(v)) if ir.value_type(*v).ok() != Some(t) => "mismatching result types",
        _ => return Ok(()),
    };
    let d = op_error_prefixed(ir, op, message);
    Err(match ir.op_loc(func) {
        Ok(loc) => d.with_note(loc, "when returning from function"),
        Err(_) => d,
    })
}

/// `AllocaOp::parse`: the format's syntax, with upstream's check of the
/// trailing function type and a zero `alignment` dropped.
fn parse_alloca(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("inalloca") {
        st.attributes.push((ctx.ident("inalloca"), ctx.unit_attr()));
    }
    let size = p.parse_operand()?;
    p.parse_keyword("x")?;
    let elem = p.parse_type()?;
    let mut attrs = p.parse_optional_attr_dict()?;
    p.parse_colon()?;
    let at = p.current_offset();
    let ty = p.parse_type()?;
    if let Some(i) = attrs.iter().position(|(n, _)| ctx.ident_str(*n) == "alignment") {
        match ctx.attr_kind(attrs[i].1) {
            AttrKind::Integer { value, .. } if value.is_zero() => {
                attrs.remove(i);
            }
            AttrKind::Integer { .. } => {}
            _ => return Err(p.error_at(p.name_offset(), "expected integer alignment")),
        }
    }
    let (input, result) = match ctx.type_kind(ty) {
        mlir_ir::TypeKind::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
            (inputs[0], results[0])
        }
        _ => return Err(p.error_at(at, "expected trailing function type with one argument and one result")),
    };
    st.attributes.extend(attrs);
    st.operands.push(p.resolve_operand(&size, input)?);
    st.attributes.push((ctx.ident("elem_type"), ctx.type_attr(elem)));
    st.result_types.push(result);
    Ok(())
}

/// The `MemoryEffectOpInterface` of `llvm.load` (`store = false`) and
/// `llvm.store`.
struct AccessEffects {
    store: bool,
}

impl MemoryEffectOpInterface for AccessEffects {
    /// A read or write of the address, and both (of anything) when
    /// volatile or atomic at `monotonic` or stronger, as upstream's
    /// `getEffects`.
    fn effects(&self, ir: &mlir_ir::Ir, op: OpId) -> mlir_ir::effects::Effects {
        access_effects(ir, op, self.store)
    }
}

fn access_effects(ir: &mlir_ir::Ir, op: OpId, store: bool) -> mlir_ir::effects::Effects {
    let ctx = ir.ctx();
    use mlir_ir::ods::view::Checked;
    let read = |op| {
        mlir_ir::on_view!(
            ir,
            op,
            |v| (v.volatile_(ir).checked(), v.ordering(ir).checked()),
            [super::LoadOp, super::StoreOp]
        )
    };
    let (volatile, ordering) = read(op).unwrap_or((None, None));
    let volatile = volatile.is_some();
    let ordering = ordering.and_then(|a| ATOMIC_ORDERING.attr_value(ctx, a)).unwrap_or(0);
    let synchronizes = volatile || ordering > 1;
    mlir_ir::effects::Effects::Known {
        read: !store || synchronizes,
        write: store || synchronizes,
        alloc: false,
        free: false,
    }
}

fn i1_like(ctx: &Context, t: Type) -> Type {
    crate::arith::i1_same_shape(ctx, t)
}

/// The type `llvm.extractvalue` yields / `llvm.insertvalue` takes.
fn element_type(ctx: &Context, container: Type, position: mlir_ir::Attribute) -> Option<Type> {
    let pos: Vec<i64> = match ctx.attr_kind(position) {
        AttrKind::DenseArray { raw, len, .. } => {
            (0..*len).map(|i| i64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8]))).collect()
        }
        _ => return None,
    };
    element_at(ctx, container, &pos)
}

/// `[a, b]` as a `DenseI64ArrayAttr`.
fn parse_position(p: &mut OpAsmParser<'_, '_, '_>) -> ParseResult<mlir_ir::Attribute> {
    p.parse_lsquare()?;
    let mut v: Vec<i64> = Vec::new();
    if !p.parse_optional_rsquare() {
        loop {
            v.push(p.parse_integer()?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    let ctx = p.ctx();
    let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    Ok(ctx.get_attr(AttrKind::DenseArray { element: ctx.int(64), len: v.len(), raw: raw.into() }))
}

fn print_position(p: &mut OpAsmPrinter<'_>, a: mlir_ir::Attribute) {
    let ctx = p.ctx();
    if let AttrKind::DenseArray { raw, len, .. } = ctx.attr_kind(a) {
        let v: Vec<String> = (0..*len)
            .map(|i| i64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8])).to_string())
            .collect();
        p.output().push_str(&format!("[{}]", v.join(", ")));
    }
}

fn parse_aggregate(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState, insert: bool) -> ParseResult<()> {
    let at = p.current_offset();
    let value = if insert {
        let v = p.parse_operand()?;
        p.parse_comma()?;
        Some(v)
    } else {
        None
    };
    let container = p.parse_operand()?;
    let position = parse_position(p)?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let cty = p.parse_type()?;
    let ctx = p.ctx();
    let Some(ety) = element_type(ctx, cty, position) else {
        return Err(p.error_at(at, "invalid position for the aggregate type"));
    };
    st.attributes.push((ctx.ident("position"), position));
    if let Some(v) = value {
        st.operands.push(p.resolve_operand(&container, cty)?);
        st.operands.push(p.resolve_operand(&v, ety)?);
        st.result_types.push(cty);
    } else {
        st.operands.push(p.resolve_operand(&container, cty)?);
        st.result_types.push(ety);
    }
    Ok(())
}

fn print_aggregate(p: &mut OpAsmPrinter<'_>, op: OpId, insert: bool) {
    let Some(ir) = p.ir_ref() else { return };
    let ops = operands(ir, op);
    p.output().push(' ');
    if insert {
        if let Some(v) = ops.get(1) {
            p.print_operand(*v);
            p.output().push_str(", ");
        }
    }
    if let Some(c) = ops.first() {
        p.print_operand(*c);
    }
    if let Some(pos) = op_attr(ir, op, "position") {
        print_position(p, pos);
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
    p.output().push_str(" : ");
    if let Some(t) = types_of(ir, &ops).first() {
        p.print_type(*t);
    }
    // Upstream's format ends in a custom directive that prints nothing
    // after its leading space.
    p.output().push(' ');
}

fn select_parse(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let at = p.current_offset();
    let ops = p.parse_operand_list(mlir_ir::parser::Delimiter::None, None)?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let cond = p.parse_type()?;
    p.parse_comma()?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    st.operands.extend(p.resolve_operands(&ops, &[cond, ty, ty], at)?);
    Ok(())
}

fn select_print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ops = operands(ir, op);
    p.output().push(' ');
    p.print_operands(&ops);
    let ctx = ir.ctx().clone();
    let mut attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    if let Some(fm) = op_attr(ir, op, "fastmathFlags") {
        if fm != fastmath_none(&ctx) {
            attrs.push((ctx.ident("fastmathFlags"), fm));
        }
    }
    p.print_optional_attr_dict(&attrs, &[]);
    p.output().push_str(" : ");
    let tys = types_of(ir, &ops);
    if let (Some(c), Some(t)) = (tys.first(), tys.get(1)) {
        p.print_type(*c);
        p.output().push_str(", ");
        p.print_type(*t);
    }
}

/// The value of `llvm.mlir.constant`: any attribute, as upstream's
/// `AnyAttr` (an array of parts for a struct constant such as a lowered
/// `complex.constant`).
static CONSTANT_VALUE: AttrConstraint =
    AttrConstraint { ods_name: "AnyAttr", summary: "any attribute", check: |_, _| true, print: AttrPrint::Full };

/// Every op spec but `llvm.func` and `llvm.getelementptr`.
pub fn specs() -> Vec<OpSpec> {
    let mut v = Vec::new();
    for n in ["add", "sub", "mul"] {
        v.push(int_binary(n, true, None));
    }
    v.push(int_binary("shl", true, None).folder(fold::fold_shl));
    for n in ["sdiv", "udiv", "lshr", "ashr"] {
        v.push(int_binary(n, false, Some("exact")));
    }
    v.push(int_binary("or", false, Some("disjoint")).folder(fold::fold_or));
    for n in ["srem", "urem", "and", "xor"] {
        v.push(int_binary(n, false, None));
    }
    for n in ["fadd", "fsub", "fmul", "fdiv", "frem"] {
        v.push(float_binary(n));
    }
    v.push(
        OpSpec::new("llvm.fneg", "Negate an argument.")
            .operand("operand", &FLOAT_LIKE)
            .default_attr("fastmathFlags", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn super::FastmathFlagsInterface>(std::sync::Arc::new(super::LlvmFlags))
            .result("res", &FLOAT_LIKE)
            .infer(crate::spec::infer::first_operand)
            .traits(PURE_SAME)
            .format("$operand attr-dict `:` type($res)"),
    );
    for n in ["sext", "sitofp", "fptosi", "fptoui", "fpext", "fptrunc", "ptrtoint"] {
        v.push(cast(n, None, false));
    }
    for n in ["bitcast", "addrspacecast"] {
        v.push(cast(n, None, false).folder(fold::fold_cast_chain));
    }
    v.push(
        OpSpec::new("llvm.inttoptr", "LLVM cast operation")
            .operand("arg", &ANY)
            .optional_attr("dereferenceable", &DEREFERENCEABLE)
            .result("res", &ANY)
            .traits(&[Trait::Pure])
            .format("$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)"),
    );
    v.push(cast("zext", Some(("nneg", "nonNeg")), false).folder(fold::fold_zext));
    v.push(cast("uitofp", Some(("nneg", "nonNeg")), false));
    v.push(cast("trunc", None, true));
    v.push(compare("icmp", &ICMP_PREDICATE_ATTR, &ANY, false).folder(fold::fold_icmp));
    v.push(compare("fcmp", &FCMP_PREDICATE_ATTR, &FLOAT_LIKE, true));
    v.push(
        OpSpec::new("llvm.select", "LLVM dialect select operation")
            .operand("condition", &BOOL_LIKE)
            .operand("trueValue", &ANY)
            .operand("falseValue", &ANY)
            .default_attr("fastmathFlags", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn super::FastmathFlagsInterface>(std::sync::Arc::new(super::LlvmFlags))
            .result("res", &ANY)
            .infer(crate::spec::infer::second_operand)
            .traits(&[Trait::Pure, Trait::AllTypesMatch(&["trueValue", "falseValue", "res"])])
            .hooks(Hooks { parse: Some(select_parse), print: Some(select_print), ..Default::default() }),
    );
    v.push(
        OpSpec::new("llvm.freeze", "Freeze a value: undef and poison become a fixed arbitrary value.")
            .operand("val", &ANY)
            .result("res", &ANY)
            .infer(crate::spec::infer::first_operand)
            .traits(&[Trait::Pure, Trait::SameOperandsAndResultType])
            .format("$val attr-dict `:` type($val)"),
    );
    v.push(
        OpSpec::new("llvm.mlir.constant", "Defines a constant of LLVM type.")
            .attr("value", &CONSTANT_VALUE)
            .result("res", &ANY)
            .traits(&[Trait::Pure, Trait::ConstantLike])
            .format("`(` $value `)` attr-dict `:` type($res)")
            .folder(fold::fold_constant),
    );
    let markers: [(&'static str, &'static str, FoldFn); 3] = [
        ("llvm.mlir.undef", "Creates an undefined value of LLVM dialect type.", fold::fold_undef),
        ("llvm.mlir.poison", "Creates a poison value of LLVM dialect type.", fold::fold_poison),
        ("llvm.mlir.zero", "Creates a zero-initialized value of LLVM dialect type.", fold::fold_zero),
    ];
    for (n, summary, folder) in markers {
        v.push(
            OpSpec::new(n, summary)
                .result("res", &ANY)
                .traits(&[Trait::Pure, Trait::ConstantLike])
                .format("attr-dict `:` type($res)")
                .folder(folder),
        );
    }
    v.push(
        OpSpec::new("llvm.insertvalue", "Insert a value into an LLVM struct.")
            .operand("container", &ANY)
            .operand("value", &ANY)
            .attr("position", &DENSE_I64_ARRAY)
            .result("res", &ANY)
            .infer(crate::spec::infer::first_operand)
            .traits(&[Trait::Pure])
            .hooks(Hooks {
                parse: Some(|p, st| parse_aggregate(p, st, true)),
                print: Some(|p, op| print_aggregate(p, op, true)),
                ..Default::default()
            }),
    );
    v.push(
        OpSpec::new("llvm.extractvalue", "Extract a value from an LLVM struct.")
            .operand("container", &ANY)
            .attr("position", &DENSE_I64_ARRAY)
            .result("res", &ANY)
            .traits(&[Trait::Pure])
            .folder(fold::fold_extractvalue)
            .hooks(Hooks {
                parse: Some(|p, st| parse_aggregate(p, st, false)),
                print: Some(|p, op| print_aggregate(p, op, false)),
                ..Default::default()
            }),
    );
    v.push(
        OpSpec::new("llvm.alloca", "Stack allocation.")
            .operand("arraySize", &SIGNLESS_INT_LIKE)
            .optional_attr("alignment", &I64_ATTR)
            .attr("elem_type", &TYPE_ATTR)
            .optional_attr("inalloca", &UNIT)
            .result("res", &ANY)
            .traits(&[Trait::MemAlloc])
            .format(
                "(`inalloca` $inalloca^)? $arraySize `x` $elem_type attr-dict `:` functional-type($arraySize, results)",
            )
            .hooks(Hooks { parse: Some(parse_alloca), ..Default::default() }),
    );
    v.push(
        OpSpec::new("llvm.load", "Load from a pointer.")
            .operand("addr", &ANY)
            .optional_attr("alignment", &I64_ATTR)
            .optional_attr("volatile_", &UNIT)
            .optional_attr("nontemporal", &UNIT)
            .optional_attr("invariant", &UNIT)
            .optional_attr("invariantGroup", &UNIT)
            .default_attr("ordering", &ATOMIC_ORDERING_ATTR, i64_zero)
            .optional_attr("syncscope", &STRING)
            .optional_attr("dereferenceable", &DEREFERENCEABLE)
            .optional_attr("access_groups", &ACCESS_GROUPS)
            .optional_attr("alias_scopes", &ALIAS_SCOPES)
            .optional_attr("noalias_scopes", &ALIAS_SCOPES)
            .optional_attr("tbaa", &TBAA_TAGS)
            .result("res", &ANY)
            .format(
                "(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? (`dereferenceable` `` $dereferenceable^)? attr-dict `:` qualified(type($addr)) `->` type($res)",
            )
            .interface::<dyn MemoryEffectOpInterface>(Arc::new(AccessEffects { store: false })),
    );
    v.push(
        OpSpec::new("llvm.store", "Store to a pointer.")
            .operand("value", &ANY)
            .operand("addr", &ANY)
            .optional_attr("alignment", &I64_ATTR)
            .optional_attr("volatile_", &UNIT)
            .optional_attr("nontemporal", &UNIT)
            .optional_attr("invariantGroup", &UNIT)
            .default_attr("ordering", &ATOMIC_ORDERING_ATTR, i64_zero)
            .optional_attr("syncscope", &STRING)
            .optional_attr("access_groups", &ACCESS_GROUPS)
            .optional_attr("alias_scopes", &ALIAS_SCOPES)
            .optional_attr("noalias_scopes", &ALIAS_SCOPES)
            .optional_attr("tbaa", &TBAA_TAGS)
            .format(
                "(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` qualified(type($addr))",
            )
            .interface::<dyn MemoryEffectOpInterface>(Arc::new(AccessEffects { store: true })),
    );
    v.push(
        OpSpec::new("llvm.return", "LLVM dialect return operation.")
            .operand_group("arg", &ANY, Arity::Optional)
            .traits(&[Trait::Pure, Trait::ReturnLike, Trait::Terminator])
            .format("attr-dict ($arg^ `:` type($arg))?")
            .hooks(Hooks { verify: Some(verify_return), ..Default::default() }),
    );
    v.push(OpSpec::new("llvm.unreachable", "Unreachable code.").traits(&[Trait::Terminator]).format("attr-dict"));
    v.push(
        OpSpec::new("llvm.br", "LLVM dialect branch operation.")
            .operand_group("destOperands", &ANY, Arity::Variadic)
            .optional_attr("loop_annotation", &LOOP_ANNOTATION)
            .successor("dest", false)
            .traits(&[Trait::Pure, Trait::Terminator])
            .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
            .interface::<dyn BranchOpInterface>(Arc::new(BranchLayout::Br)),
    );
    v.push(
        OpSpec::new("llvm.cond_br", "LLVM dialect conditional branch operation.")
            .operand("condition", &crate::spec::constraints::I1)
            .operand_group("trueDestOperands", &ANY, Arity::Variadic)
            .operand_group("falseDestOperands", &ANY, Arity::Variadic)
            .optional_attr("branch_weights", &crate::spec::constraints::DENSE_I32_ARRAY_BRACKETS)
            .optional_attr("loop_annotation", &LOOP_ANNOTATION)
            .successor("trueDest", false)
            .successor("falseDest", false)
            .traits(&[Trait::Pure, Trait::Terminator, Trait::AttrSizedOperandSegments])
            .format(
                "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
            )
            .interface::<dyn BranchOpInterface>(Arc::new(BranchLayout::CondBr)),
    );
    v
}
