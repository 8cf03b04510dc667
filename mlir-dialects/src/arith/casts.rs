//! Cast ops: integer/float extension and truncation, int<->float,
//! index casts and bitcasts, with `CastOpInterface` compatibility checks.

use super::attrs::{overflow_none, FASTMATH_ATTR, OVERFLOW_ATTR, ROUNDING_MODE_ATTR};
use crate::spec::constraints::{TypeConstraint, BITCAST_LIKE, FLOAT_LIKE, INDEX_CAST_LIKE, SIGNLESS_FIXED_INT_LIKE};
use crate::spec::verify::{operands, result_types, types_of};
use crate::spec::{Hooks, OpSpec, Trait};
use mlir_ir::printer::type_to_string;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Context, Diagnostic, Ir, OpId, Type, TypeKind};

fn elem(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().filter(|_| ctx.type_kind(t).is_shaped()).unwrap_or(t)
}

fn width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(elem(ctx, t)) {
        TypeKind::Index => Some(64),
        k => k.int_or_float_bit_width(),
    }
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(elem(ctx, t)), TypeKind::Index)
}

type Compat = fn(&Context, Type, Type) -> bool;

fn check(ir: &Ir, op: OpId, compat: Compat) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let ins = types_of(ir, &operands(ir, op));
    let outs = result_types(ir, op);
    let (Some(a), Some(b)) = (ins.first(), outs.first()) else {
        return Ok(());
    };
    if compat(ctx, *a, *b) {
        return Ok(());
    }
    Err(op_error_prefixed(
        ir,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, *a),
            type_to_string(ctx, *b)
        ),
    ))
}

fn same_tensor_dims(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    let ins = types_of(ir, &operands(ir, op));
    let outs = result_types(ir, op);
    let dims = |t: Option<&Type>| match t.map(|t| ctx.type_kind(*t)) {
        Some(TypeKind::RankedTensor { shape, .. }) => shape.to_vec(),
        _ => Vec::new(),
    };
    dims(ins.first()) == dims(outs.first())
}

fn cast(
    name: &'static str,
    summary: &'static str,
    from: &'static TypeConstraint,
    to: &'static TypeConstraint,
    verify: fn(&Ir, OpId) -> Result<(), Diagnostic>,
    fold: crate::spec::FoldFn,
) -> OpSpec {
    OpSpec::new(name, summary)
        .folder(fold)
        .operand("in", from)
        .result("out", to)
        .traits(&[
            Trait::SameOperandsAndResultShape,
            Trait::Pred { summary: "input and output have the same tensor dimensions", check: same_tensor_dims },
            Trait::Pure,
            Trait::Elementwise,
        ])
        .hooks(Hooks { verify: Some(verify), ..Default::default() })
        .format("$in attr-dict `:` type($in) `to` type($out)")
}

fn wider(c: &Context, a: Type, b: Type) -> bool {
    matches!((width(c, a), width(c, b)), (Some(x), Some(y)) if y > x)
}

fn narrower(c: &Context, a: Type, b: Type) -> bool {
    matches!((width(c, a), width(c, b)), (Some(x), Some(y)) if y < x)
}

/// The cast ops.
pub fn specs() -> Vec<OpSpec> {
    let any_ok: fn(&Ir, OpId) -> Result<(), Diagnostic> = |_, _| Ok(());
    vec![
        cast(
            "arith.extui",
            "integer zero extension operation",
            &SIGNLESS_FIXED_INT_LIKE,
            &SIGNLESS_FIXED_INT_LIKE,
            |ir, op| check(ir, op, wider), super::fold::fold_int_cast),
        cast(
            "arith.extsi",
            "integer sign extension operation",
            &SIGNLESS_FIXED_INT_LIKE,
            &SIGNLESS_FIXED_INT_LIKE,
            |ir, op| check(ir, op, wider), super::fold::fold_int_cast)
        .canonicalize(super::ext_patterns::extsi_patterns),
        {
            let mut s = cast(
                "arith.trunci",
                "integer truncation operation",
                &SIGNLESS_FIXED_INT_LIKE,
                &SIGNLESS_FIXED_INT_LIKE,
                |ir, op| check(ir, op, narrower), super::fold::fold_int_cast)
            .default_attr("overflowFlags", &OVERFLOW_ATTR, overflow_none).interface::<dyn crate::arith::ArithIntegerOverflowFlagsInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .canonicalize(super::canonicalize::trunci_patterns);
            s.assembly_format = Some("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)");
            s
        },
        {
            let mut s = cast(
                "arith.extf",
                "cast from floating-point to wider floating-point",
                &FLOAT_LIKE,
                &FLOAT_LIKE,
                |ir, op| check(ir, op, wider), super::fold_float_casts::fold_float_to_float)
            .optional_attr("fastmath", &FASTMATH_ATTR).interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags));
            s.assembly_format = Some("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)");
            s
        },
        {
            let mut s = cast(
                "arith.truncf",
                "cast from floating-point to narrower floating-point",
                &FLOAT_LIKE,
                &FLOAT_LIKE,
                |ir, op| check(ir, op, narrower), super::fold_float_casts::fold_truncf)
            .optional_attr("roundingmode", &ROUNDING_MODE_ATTR)
            .optional_attr("fastmath", &FASTMATH_ATTR).interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .canonicalize(super::ext_patterns::truncf_patterns);
            s.assembly_format =
                Some("$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)");
            s
        },
        cast(
            "arith.uitofp",
            "cast from unsigned integer type to floating-point",
            &SIGNLESS_FIXED_INT_LIKE,
            &FLOAT_LIKE,
            any_ok, super::fold_float_casts::fold_int_to_float),
        cast("arith.sitofp", "cast from integer type to floating-point", &SIGNLESS_FIXED_INT_LIKE, &FLOAT_LIKE, any_ok, super::fold_float_casts::fold_int_to_float),
        cast(
            "arith.fptoui",
            "cast from floating-point type to integer type",
            &FLOAT_LIKE,
            &SIGNLESS_FIXED_INT_LIKE,
            any_ok, super::fold_float_casts::fold_float_to_int),
        cast(
            "arith.fptosi",
            "cast from floating-point type to integer type",
            &FLOAT_LIKE,
            &SIGNLESS_FIXED_INT_LIKE,
            any_ok, super::fold_float_casts::fold_float_to_int),
        cast(
            "arith.index_cast",
            "cast between index and integer types",
            &INDEX_CAST_LIKE,
            &INDEX_CAST_LIKE,
            |ir, op| check(ir, op, |c, a, b| is_index(c, a) != is_index(c, b)), super::fold::fold_int_cast)
        .canonicalize(super::canonicalize::index_cast_patterns),
        cast(
            "arith.index_castui",
            "unsigned cast between index and integer types",
            &INDEX_CAST_LIKE,
            &INDEX_CAST_LIKE,
            |ir, op| check(ir, op, |c, a, b| is_index(c, a) != is_index(c, b)), super::fold::fold_int_cast)
        .canonicalize(super::canonicalize::index_cast_patterns),
        OpSpec::new("arith.scaling_extf", "Upcasts input floats using provided scales values following OCP MXFP Spec")
            .operand("in", &FLOAT_LIKE)
            .operand("scale", &FLOAT_LIKE)
            .optional_attr("fastmath", &FASTMATH_ATTR).interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("out", &FLOAT_LIKE)
            .traits(&[Trait::Pure, Trait::Elementwise])
            .format("$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"),
        OpSpec::new(
            "arith.scaling_truncf",
            "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
        )
        .operand("in", &FLOAT_LIKE)
        .operand("scale", &FLOAT_LIKE)
        .optional_attr("roundingmode", &ROUNDING_MODE_ATTR)
        .optional_attr("fastmath", &FASTMATH_ATTR).interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
        .result("out", &FLOAT_LIKE)
        .traits(&[Trait::Pure, Trait::Elementwise])
        .format(
            "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
        ),
        cast("arith.bitcast", "bitcast between values of equal bit width", &BITCAST_LIKE, &BITCAST_LIKE, |ir, op| {
            check(ir, op, |c, a, b| width(c, a).is_some() && width(c, a) == width(c, b))
        }, super::fold_float_casts::fold_bitcast)
        .canonicalize(super::ext_patterns::bitcast_patterns),
    ]
}
