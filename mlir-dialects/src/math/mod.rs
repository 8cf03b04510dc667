//! The `math` dialect: elementwise floating-point and integer functions.

mod fold;
mod libm;
#[cfg(feature = "llvm")]
pub mod to_llvm;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

use crate::arith::{fastmath_none, i1_same_shape, FASTMATH_ATTR};
use crate::spec::constraints::{BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INT_LIKE};
use crate::spec::{FoldFn, OpSpec, SharedDefinitions, SpecOp, Trait};
use mlir_ir::dialect::Dialect;

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

const ELEMENTWISE: &[Trait] = &[Trait::Pure, Trait::Elementwise];

/// The folder of an op, if it has one.
type Folder = Option<FoldFn>;

/// Float functions of one operand. `absf`, rounding and truncation fold
/// exactly, the others through the C library; `cbrt` and `rsqrt` have no
/// folder, as upstream.
const FLOAT_UNARY: &[(&str, Folder)] = &[
    ("absf", Some(fold::fold_exact_unary)),
    ("acos", Some(fold::fold_libm_unary)),
    ("acosh", Some(fold::fold_libm_unary)),
    ("asin", Some(fold::fold_libm_unary)),
    ("asinh", Some(fold::fold_libm_unary)),
    ("atan", Some(fold::fold_libm_unary)),
    ("atanh", Some(fold::fold_libm_unary)),
    ("cbrt", None),
    ("ceil", Some(fold::fold_exact_unary)),
    ("cos", Some(fold::fold_libm_unary)),
    ("cosh", Some(fold::fold_libm_unary)),
    ("erf", Some(fold::fold_libm_unary)),
    ("erfc", Some(fold::fold_libm_unary)),
    ("exp", Some(fold::fold_libm_unary)),
    ("exp2", Some(fold::fold_libm_unary)),
    ("expm1", Some(fold::fold_libm_unary)),
    ("floor", Some(fold::fold_exact_unary)),
    ("log", Some(fold::fold_libm_unary)),
    ("log10", Some(fold::fold_libm_unary)),
    ("log1p", Some(fold::fold_libm_unary)),
    ("log2", Some(fold::fold_libm_unary)),
    ("round", Some(fold::fold_exact_unary)),
    ("roundeven", Some(fold::fold_exact_unary)),
    ("rsqrt", None),
    ("sin", Some(fold::fold_libm_unary)),
    ("sinh", Some(fold::fold_libm_unary)),
    ("sqrt", Some(fold::fold_libm_unary)),
    ("tan", Some(fold::fold_libm_unary)),
    ("tanh", Some(fold::fold_libm_unary)),
    ("trunc", Some(fold::fold_exact_unary)),
];
const FLOAT_BINARY: &[(&str, Folder)] = &[
    ("atan2", Some(fold::fold_libm_binary)),
    ("copysign", Some(fold::fold_copysign)),
    ("powf", Some(fold::fold_libm_binary)),
];
const FLOAT_CLASS: &[&str] = &["isfinite", "isinf", "isnan", "isnormal"];
const INT_UNARY: &[&str] = &["absi", "ctlz", "ctpop", "cttz"];

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = Vec::new();
    for (n, folder) in FLOAT_UNARY {
        let mut spec = OpSpec::new(leak(format!("math.{n}")), "floating point unary operation")
            .operand("operand", &FLOAT_LIKE)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &FLOAT_LIKE)
            .traits(ELEMENTWISE)
            .traits(&[Trait::SameOperandsAndResultType])
            .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)");
        spec.fold = *folder;
        v.push(spec);
    }
    for (n, folder) in FLOAT_BINARY {
        let mut spec = OpSpec::new(leak(format!("math.{n}")), "floating point binary operation")
            .operand("lhs", &FLOAT_LIKE)
            .operand("rhs", &FLOAT_LIKE)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &FLOAT_LIKE)
            .traits(ELEMENTWISE)
            .traits(&[Trait::SameOperandsAndResultType])
            .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)");
        spec.fold = *folder;
        v.push(spec);
    }
    for n in FLOAT_CLASS {
        v.push(
            OpSpec::new(leak(format!("math.{n}")), "floating point classification")
                .operand("operand", &FLOAT_LIKE)
                .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
                .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
                .result("result", &BOOL_LIKE)
                .infer(crate::spec::infer::i1_like_first_operand)
                .folder(fold::fold_classify)
                .traits(ELEMENTWISE)
                .traits(&[Trait::TypesMatchWith {
                    summary: "result type has i1 element type and same shape as operands",
                    from: "operand",
                    to: "result",
                    transform: i1_same_shape,
                }])
                .format("$operand attr-dict `:` type($operand)"),
        );
    }
    for n in INT_UNARY {
        v.push(
            OpSpec::new(leak(format!("math.{n}")), "integer unary operation")
                .operand("operand", &SIGNLESS_INT_LIKE)
                .result("result", &SIGNLESS_INT_LIKE)
                .folder(fold::fold_int_unary)
                .traits(ELEMENTWISE)
                .traits(&[Trait::SameOperandsAndResultType])
                .format("$operand attr-dict `:` type($result)"),
        );
    }
    v.push(
        OpSpec::new("math.fma", "floating point fused multipy-add operation")
            .operand("a", &FLOAT_LIKE)
            .operand("b", &FLOAT_LIKE)
            .operand("c", &FLOAT_LIKE)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &FLOAT_LIKE)
            .traits(ELEMENTWISE)
            .traits(&[Trait::SameOperandsAndResultType])
            .format("$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    );
    v.push(
        OpSpec::new("math.fpowi", "floating point raised to the signed integer power")
            .operand("lhs", &FLOAT_LIKE)
            .operand("rhs", &SIGNLESS_INT_LIKE)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &FLOAT_LIKE)
            .infer(crate::spec::infer::first_operand)
            .traits(ELEMENTWISE)
            .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"),
    );
    v.push(
        OpSpec::new("math.clampf", "floating point clamping operation")
            .operand("value", &FLOAT_LIKE)
            .operand("min", &FLOAT_LIKE)
            .operand("max", &FLOAT_LIKE)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &FLOAT_LIKE)
            .traits(ELEMENTWISE)
            .traits(&[Trait::SameOperandsAndResultType])
            .format("$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    );
    v.push(
        OpSpec::new("math.sincos", "sine and cosine of the specified value")
            .operand("operand", &FLOAT_LIKE)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("sin", &FLOAT_LIKE)
            .result("cos", &FLOAT_LIKE)
            .infer(crate::spec::infer::first_operand_twice)
            .traits(ELEMENTWISE)
            .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"),
    );
    v.push(
        OpSpec::new("math.ipowi", "signed integer raised to the power of operation")
            .operand("lhs", &SIGNLESS_INT_LIKE)
            .operand("rhs", &SIGNLESS_INT_LIKE)
            .result("result", &SIGNLESS_INT_LIKE)
            .folder(fold::fold_ipowi)
            .traits(ELEMENTWISE)
            .traits(&[Trait::SameOperandsAndResultType])
            .format("$lhs `,` $rhs attr-dict `:` type($result)"),
    );
    v
}

/// The `math` dialect; folded constants are materialized as
/// `arith.constant` (upstream's `MathDialect::materializeConstant`).
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("math", SpecOp::shared(&DEFINITIONS, specs));
    d.materialize_constant = Some(crate::arith::materialize_constant);
    d
}
