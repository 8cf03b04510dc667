//! The `llvm.intr.*` ops: math intrinsics on floats (with fastmath flags)
//! and integers, conversions, overflow arithmetic, memory intrinsics and
//! the small utility intrinsics, with upstream's formats, constraints and
//! builder shapes (which results are inferred).

use super::attrs::{fastmath_none, FASTMATH_ATTR};
use super::metadata::{ACCESS_GROUPS, ALIAS_SCOPES, TBAA_TAGS};
use crate::spec::constraints::{
    TypeConstraint, ANY, ANY_INTEGER_SIGNLESS, BOOL, DICT_ARRAY, F64_ATTR, I1, SIGNLESS_INT_LIKE,
};
use crate::spec::infer;
use crate::spec::{OpSpec, Trait};
use mlir_ir::{Context, Type, TypeKind};

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// Whether `t` is a scalar satisfying `scalar`, or a vector of such.
fn scalar_or_vector(c: &Context, t: Type, scalar: fn(&TypeKind) -> bool) -> bool {
    match c.type_kind(t) {
        TypeKind::Vector { element, .. } => scalar(c.type_kind(*element)),
        k => scalar(k),
    }
}

fn is_signless(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Integer { signedness: mlir_ir::types::Signedness::Signless, .. })
}

/// `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
static INT_OR_VECTOR: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "signless integer or LLVM dialect-compatible vector of signless integer",
    check: |c, t| scalar_or_vector(c, t, is_signless),
};

/// `LLVM_ScalarOrVectorOf<AnyInteger>`.
static ANY_INT_OR_VECTOR: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "integer or LLVM dialect-compatible vector of integer",
    check: |c, t| scalar_or_vector(c, t, TypeKind::is_integer),
};

/// `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>`.
static FLOAT_OR_VECTOR: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    check: |c, t| scalar_or_vector(c, t, TypeKind::is_float),
};

/// `I8`.
static I8: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "8-bit signless integer",
    check: |c, t| c.type_kind(t).is_signless_int(8),
};

/// The float intrinsics with fastmath flags and their arity.
const FLOAT_INTRINSICS: &[(&str, usize)] = &[
    ("fabs", 1),
    ("sqrt", 1),
    ("ceil", 1),
    ("floor", 1),
    ("exp", 1),
    ("exp2", 1),
    ("exp10", 1),
    ("log", 1),
    ("log2", 1),
    ("log10", 1),
    ("sin", 1),
    ("cos", 1),
    ("tan", 1),
    ("asin", 1),
    ("acos", 1),
    ("atan", 1),
    ("sinh", 1),
    ("cosh", 1),
    ("tanh", 1),
    ("round", 1),
    ("roundeven", 1),
    ("trunc", 1),
    ("rint", 1),
    ("nearbyint", 1),
    ("pow", 2),
    ("atan2", 2),
    ("copysign", 2),
    ("maxnum", 2),
    ("minnum", 2),
    ("maximum", 2),
    ("minimum", 2),
    ("fma", 3),
    ("fmuladd", 3),
];

/// The integer intrinsics whose result has the operands' type, and their
/// arity.
const INT_INTRINSICS: &[(&str, usize)] = &[
    ("ctpop", 1),
    ("bitreverse", 1),
    ("bswap", 1),
    ("smax", 2),
    ("smin", 2),
    ("umax", 2),
    ("umin", 2),
    ("fshl", 3),
    ("fshr", 3),
];

const OPERAND_NAMES: &[&[&str]] = &[&[], &["in"], &["a", "b"], &["a", "b", "c"]];

/// The format of intrinsics printed as calls: `(%a, %b) : (T, T) -> T`.
const CALL_FORMAT: &str = "`(` operands `)` attr-dict `:` functional-type(operands, results)";

fn intr(name: &str, summary: &'static str) -> OpSpec {
    OpSpec::new(leak(format!("llvm.intr.{name}")), summary)
}

/// Every `llvm.intr.*` spec.
pub fn specs() -> Vec<OpSpec> {
    let mut v = Vec::new();
    for (n, arity) in FLOAT_INTRINSICS {
        let mut s = intr(n, "LLVM math intrinsic");
        for name in OPERAND_NAMES[*arity] {
            s = s.operand(name, &FLOAT_OR_VECTOR);
        }
        v.push(
            s.default_attr("fastmathFlags", &FASTMATH_ATTR, fastmath_none)
                .interface::<dyn super::FastmathFlagsInterface>(std::sync::Arc::new(super::LlvmFlags))
                .result("res", &FLOAT_OR_VECTOR)
                .infer(infer::first_operand)
                .traits(&[Trait::Pure, Trait::SameOperandsAndResultType])
                .format(CALL_FORMAT),
        );
    }
    for (n, arity) in INT_INTRINSICS {
        let mut s = intr(n, "LLVM integer intrinsic");
        for name in OPERAND_NAMES[*arity] {
            s = s.operand(name, &INT_OR_VECTOR);
        }
        v.push(
            s.result("res", &INT_OR_VECTOR)
                .infer(infer::first_operand)
                .traits(&[Trait::Pure, Trait::SameOperandsAndResultType])
                .format(CALL_FORMAT),
        );
    }
    // Float to integer conversions; the result type is given.
    for n in ["lround", "llround", "lrint", "llrint"] {
        v.push(
            intr(n, "LLVM float to integer rounding intrinsic")
                .operand("val", &FLOAT_OR_VECTOR)
                .result("res", &INT_OR_VECTOR)
                .traits(&[Trait::Pure])
                .format(CALL_FORMAT),
        );
    }
    // A float and an integer exponent.
    for n in ["powi", "ldexp"] {
        v.push(
            intr(n, "LLVM float and integer exponent intrinsic")
                .operand("val", &FLOAT_OR_VECTOR)
                .operand("power", &ANY_INTEGER_SIGNLESS)
                .default_attr("fastmathFlags", &FASTMATH_ATTR, fastmath_none)
                .interface::<dyn super::FastmathFlagsInterface>(std::sync::Arc::new(super::LlvmFlags))
                .result("res", &FLOAT_OR_VECTOR)
                .traits(&[Trait::Pure])
                .format(CALL_FORMAT),
        );
    }
    // Results that are structs.
    for n in ["frexp", "sincos"] {
        v.push(
            intr(n, "LLVM intrinsic returning a struct")
                .operand("val", &FLOAT_OR_VECTOR)
                .default_attr("fastmathFlags", &FASTMATH_ATTR, fastmath_none)
                .interface::<dyn super::FastmathFlagsInterface>(std::sync::Arc::new(super::LlvmFlags))
                .result("res", &ANY)
                .traits(&[Trait::Pure])
                .format(CALL_FORMAT),
        );
    }
    for n in ["scmp", "ucmp"] {
        v.push(
            intr(n, "LLVM three-way compare intrinsic")
                .operand("a", &INT_OR_VECTOR)
                .operand("b", &INT_OR_VECTOR)
                .result("res", &INT_OR_VECTOR)
                .traits(&[Trait::Pure, Trait::SameTypeOperands])
                .format(CALL_FORMAT),
        );
    }
    // Generic form only: an `I1Attr` flag each.
    v.push(
        intr("abs", "LLVM absolute value intrinsic")
            .operand("in", &INT_OR_VECTOR)
            .attr("is_int_min_poison", &BOOL)
            .result("res", &INT_OR_VECTOR)
            .traits(&[Trait::Pure]),
    );
    for n in ["ctlz", "cttz"] {
        v.push(
            intr(n, "LLVM bit counting intrinsic")
                .operand("in", &INT_OR_VECTOR)
                .attr("is_zero_poison", &BOOL)
                .result("res", &INT_OR_VECTOR)
                .infer(infer::first_operand)
                .traits(&[Trait::Pure, Trait::SameOperandsAndResultType]),
        );
    }
    for n in ["sadd", "uadd", "ssub", "usub", "smul", "umul"] {
        v.push(
            intr(&format!("{n}.with.overflow"), "LLVM arithmetic with overflow intrinsic")
                // Unnamed in ODS: tblgen calls them `_gen_arg_<index>`.
                .operand("_gen_arg_0", &INT_OR_VECTOR)
                .operand("_gen_arg_1", &INT_OR_VECTOR)
                .result("res", &ANY)
                .traits(&[Trait::Pure, Trait::SameTypeOperands]),
        );
    }
    v.push(
        intr("is.constant", "LLVM is.constant intrinsic")
            .operand("val", &ANY)
            .result("res", &I1)
            .infer(infer::i1)
            .traits(&[Trait::Pure]),
    );
    v.push(
        intr("threadlocal.address", "LLVM threadlocal.address intrinsic")
            .operand("global", &super::types::POINTER)
            .result("res", &super::types::POINTER)
            .traits(&[Trait::Pure]),
    );
    v.push(
        intr("expect", "LLVM expect intrinsic")
            .operand("val", &ANY_INTEGER_SIGNLESS)
            .operand("expected", &ANY_INTEGER_SIGNLESS)
            .result("res", &ANY_INTEGER_SIGNLESS)
            .infer(infer::first_operand)
            .traits(&[Trait::Pure, Trait::SameOperandsAndResultType])
            .format("$val `,` $expected attr-dict `:` type($val)"),
    );
    v.push(
        intr("expect.with.probability", "LLVM expect.with.probability intrinsic")
            .operand("val", &ANY_INTEGER_SIGNLESS)
            .operand("expected", &ANY_INTEGER_SIGNLESS)
            .attr("prob", &F64_ATTR)
            .result("res", &ANY_INTEGER_SIGNLESS)
            .infer(infer::first_operand)
            .traits(&[Trait::Pure, Trait::SameOperandsAndResultType])
            .format("$val `,` $expected `,` $prob attr-dict `:` type($val)"),
    );
    v.push(
        intr("ptrmask", "LLVM ptrmask intrinsic")
            .operand("ptr", &ANY)
            .operand("mask", &ANY_INT_OR_VECTOR)
            .result("res", &ANY)
            .infer(infer::first_operand)
            .traits(&[Trait::Pure])
            .format("$ptr `,` $mask attr-dict `:` functional-type(operands, results)"),
    );
    v.push(
        intr("ssa.copy", "LLVM ssa.copy intrinsic")
            .operand("operand", &ANY)
            .result("res", &ANY)
            .infer(infer::first_operand)
            .traits(&[Trait::Pure, Trait::SameOperandsAndResultType])
            .format("$operand attr-dict `:` type($operand)"),
    );
    v.push(
        intr("stacksave", "LLVM stacksave intrinsic").result("res", &ANY).format("attr-dict `:` qualified(type($res))"),
    );
    v.push(
        intr("stackrestore", "LLVM stackrestore intrinsic")
            .operand("ptr", &ANY)
            .format("$ptr attr-dict `:` qualified(type($ptr))"),
    );
    for n in ["memcpy", "memmove"] {
        v.push(memory_intrinsic(intr(n, "LLVM memory transfer intrinsic").operand("dst", &ANY).operand("src", &ANY)));
    }
    v.push(memory_intrinsic(
        intr("memset", "LLVM memset intrinsic").operand("dst", &super::types::POINTER).operand("val", &I8),
    ));
    v.push(assume_spec());
    v
}

/// The length, volatility and alias metadata shared by memcpy, memmove
/// and memset.
fn memory_intrinsic(s: OpSpec) -> OpSpec {
    s.operand("len", &SIGNLESS_INT_LIKE)
        .attr("isVolatile", &BOOL)
        .optional_attr("access_groups", &ACCESS_GROUPS)
        .optional_attr("alias_scopes", &ALIAS_SCOPES)
        .optional_attr("noalias_scopes", &ALIAS_SCOPES)
        .optional_attr("tbaa", &TBAA_TAGS)
        .optional_attr("arg_attrs", &DICT_ARRAY)
        .optional_attr("res_attrs", &DICT_ARRAY)
}

/// `llvm.intr.assume`: a condition with optional operand bundles
/// `["tag"(%a, %b : T, U), ...]`.
fn assume_spec() -> OpSpec {
    intr("assume", "LLVM assume intrinsic")
        .operand("cond", &I1)
        .operand_group("op_bundle_operands", &ANY, crate::spec::Arity::Variadic)
        .attr("op_bundle_sizes", &crate::spec::constraints::DENSE_I32_ARRAY)
        .optional_attr("op_bundle_tags", &super::metadata::ARRAY)
        .hooks(crate::spec::Hooks { parse: Some(parse_assume), print: Some(print_assume), ..Default::default() })
}

/// `%cond (["tag"(%x : T), ...])? : type($cond) attr-dict`.
fn parse_assume(
    p: &mut mlir_ir::parser::OpAsmParser<'_, '_, '_>,
    st: &mut mlir_ir::OperationState,
) -> mlir_ir::parser::ParseResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let mut tags = Vec::new();
    let mut sizes = Vec::new();
    let mut bundle_operands = Vec::new();
    if p.parse_optional_lsquare() {
        p.comma_list(mlir_ir::parser::Delimiter::None, "", |p| {
            let at = p.current_offset();
            let Some(tag) = p.parse_optional_string() else {
                return Err(p.error_at(at, "expected operand bundle tag"));
            };
            tags.push(ctx.string_attr(&String::from_utf8_lossy(&tag)));
            p.parse_lparen()?;
            let mut n = 0;
            if !p.parse_optional_rparen() {
                let ops = p.parse_operand_list(mlir_ir::parser::Delimiter::None, None)?;
                let types = p.parse_colon_type_list()?;
                p.parse_rparen()?;
                let values = p.resolve_operands(&ops, &types, at)?;
                n = values.len();
                bundle_operands.extend(values);
            }
            sizes.push(n as i32);
            Ok(())
        })?;
        p.parse_rsquare()?;
    }
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&cond, ty)?);
    st.operands.extend(bundle_operands);
    st.attributes.extend(p.parse_optional_attr_dict()?);
    st.attributes.push((ctx.ident("op_bundle_sizes"), ctx.dense_i32_array_attr(&sizes)));
    if !tags.is_empty() {
        st.attributes.push((ctx.ident("op_bundle_tags"), ctx.array_attr(&tags)));
    }
    Ok(())
}

fn print_assume(p: &mut mlir_ir::printer::OpAsmPrinter<'_>, op: mlir_ir::OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = p.ctx().clone();
    let ops = crate::spec::verify::operands(ir, op);
    let Some(cond) = ops.first().copied() else { return };
    p.output().push(' ');
    p.print_operand(cond);
    let sizes = crate::spec::verify::op_attr(ir, op, "op_bundle_sizes")
        .and_then(|a| crate::spec::verify::dense_i32(&ctx, a))
        .unwrap_or_default();
    let tags: Vec<mlir_ir::Attribute> =
        match crate::spec::verify::op_attr(ir, op, "op_bundle_tags").map(|a| ctx.attr_kind(a)) {
            Some(mlir_ir::AttrKind::Array(items)) => items.to_vec(),
            _ => Vec::new(),
        };
    if !sizes.is_empty() {
        p.output().push_str(" [");
        let mut at = 1;
        for (i, n) in sizes.iter().enumerate() {
            if i > 0 {
                p.output().push_str(", ");
            }
            if let Some(t) = tags.get(i) {
                p.print_attribute(*t);
            }
            p.output().push('(');
            let group: Vec<mlir_ir::Value> = ops.iter().skip(at).take((*n).max(0) as usize).copied().collect();
            at += group.len();
            for (k, v) in group.iter().enumerate() {
                if k > 0 {
                    p.output().push_str(", ");
                }
                p.print_operand(*v);
            }
            if !group.is_empty() {
                p.output().push_str(" : ");
                for (k, v) in group.iter().enumerate() {
                    if k > 0 {
                        p.output().push_str(", ");
                    }
                    if let Ok(t) = ir.value_type(*v) {
                        p.print_type(t);
                    }
                }
            }
            p.output().push(')');
        }
        p.output().push(']');
    }
    p.output().push_str(" : ");
    if let Ok(t) = ir.value_type(cond) {
        p.print_type(t);
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &["op_bundle_sizes", "op_bundle_tags"]);
}
