//! The `complex` dialect: arithmetic on `complex<f*>` values, with
//! `#arith.fastmath` flags, from declarative specs.

mod fold;
#[cfg(feature = "llvm")]
pub mod to_llvm;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

use crate::arith::{fastmath_none, FASTMATH_ATTR};
use crate::spec::constraints::{ANY, BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INT_LIKE};
use crate::spec::{AttrConstraint, AttrPrint, FoldFn, OpSpec, SharedDefinitions, SpecOp, Trait, TypeConstraint};
use mlir_ir::dialect::Dialect;
use mlir_ir::{AttrKind, TypeKind};

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// `complex<float>`.
pub static COMPLEX: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "complex type with floating-point elements",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Complex(e) if matches!(c.type_kind(*e), TypeKind::Float(_))),
};

/// The `[re, im]` array of `complex.constant`.
pub static COMPLEX_VALUE: AttrConstraint = AttrConstraint {
    ods_name: "ArrayAttr",
    summary: "array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(v) if v.len() == 2),
    print: AttrPrint::Full,
};

/// The element type of a complex type (`complex.create`'s operands).
fn element_type(ctx: &mlir_ir::Context, t: mlir_ir::Type) -> mlir_ir::Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

/// The folder of an op, if it has one.
type Folder = Option<FoldFn>;

const UNARY: &[(&str, &str, Folder)] = &[
    ("conj", "complex conjugate", Some(fold::fold_involution)),
    ("cos", "computes cosine of a complex number", None),
    ("exp", "computes exponential of a complex number", Some(fold::fold_exp)),
    ("expm1", "computes exponential of a complex number minus 1", None),
    ("log", "computes natural logarithm of a complex number", Some(fold::fold_log)),
    ("log1p", "computes natural logarithm of a complex number", None),
    ("neg", "Negation operator", Some(fold::fold_involution)),
    ("rsqrt", "complex reciprocal of square root", None),
    ("sign", "computes sign of a complex number", None),
    ("sin", "computes sine of a complex number", None),
    ("sqrt", "complex square root", None),
    ("tan", "computes tangent of a complex number", None),
    ("tanh", "complex hyperbolic tangent", None),
];

const BINARY: &[(&str, &str, Folder)] = &[
    ("add", "complex addition", Some(fold::fold_binary)),
    ("atan2", "complex 2-argument arctangent", None),
    ("div", "complex division", Some(fold::fold_binary)),
    ("mul", "complex multiplication", Some(fold::fold_binary)),
    ("pow", "complex power function", None),
    ("sub", "complex subtraction", Some(fold::fold_binary)),
];

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = Vec::new();
    for (n, summary, folder) in UNARY {
        let mut spec = OpSpec::new(leak(format!("complex.{n}")), summary)
            .operand("complex", &COMPLEX)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &COMPLEX)
            .infer(crate::spec::infer::first_operand)
            .traits(&[Trait::Pure, Trait::Elementwise, Trait::SameOperandsAndResultType])
            .format("$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)");
        spec.fold = *folder;
        v.push(spec);
    }
    for (n, summary, folder) in BINARY {
        let mut spec = OpSpec::new(leak(format!("complex.{n}")), summary)
            .operand("lhs", &COMPLEX)
            .operand("rhs", &COMPLEX)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &COMPLEX)
            .infer(crate::spec::infer::first_operand)
            .traits(&[Trait::Pure, Trait::Elementwise, Trait::SameOperandsAndResultType])
            .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)");
        spec.fold = *folder;
        v.push(spec);
    }
    let parts: [(&str, &str, &str, Folder); 4] = [
        ("abs", "result", "computes absolute value of a complex number", None),
        ("angle", "result", "computes argument value of a complex number", None),
        ("re", "real", "extracts the real part of a complex number", Some(fold::fold_re)),
        ("im", "imaginary", "extracts the imaginary part of a complex number", Some(fold::fold_im)),
    ];
    for (n, res, summary, folder) in parts {
        let mut spec = OpSpec::new(leak(format!("complex.{n}")), summary)
            .operand("complex", &COMPLEX)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result(res, &FLOAT_LIKE)
            .infer(crate::spec::infer::element_of_first_operand)
            .traits(&[Trait::Pure])
            .format("$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)");
        spec.fold = folder;
        v.push(spec);
    }
    for (n, summary) in [
        ("eq", "computes whether two complex values are equal"),
        ("neq", "computes whether two complex values are not equal"),
    ] {
        v.push(
            OpSpec::new(leak(format!("complex.{n}")), summary)
                .operand("lhs", &COMPLEX)
                .operand("rhs", &COMPLEX)
                .result("result", &BOOL_LIKE)
                .infer(crate::spec::infer::i1)
                .traits(&[Trait::Pure, Trait::Elementwise, Trait::SameTypeOperands])
                .format("$lhs `,` $rhs attr-dict `:` type($lhs)"),
        );
    }
    v.push(
        OpSpec::new("complex.powi", "complex number raised to signed integer power")
            .operand("lhs", &COMPLEX)
            .operand("rhs", &SIGNLESS_INT_LIKE)
            .default_optional_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &COMPLEX)
            .infer(crate::spec::infer::first_operand)
            .traits(&[Trait::Pure])
            .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"),
    );
    v.push(
        OpSpec::new("complex.create", "complex number creation operation")
            .operand("real", &FLOAT_LIKE)
            .operand("imaginary", &FLOAT_LIKE)
            .result("complex", &COMPLEX)
            .folder(fold::fold_create)
            .traits(&[
                Trait::Pure,
                Trait::AllTypesMatch(&["real", "imaginary"]),
                Trait::TypesMatchWith {
                    summary: "complex element type matches real operand type",
                    from: "complex",
                    to: "real",
                    transform: element_type,
                },
                Trait::TypesMatchWith {
                    summary: "complex element type matches imaginary operand type",
                    from: "complex",
                    to: "imaginary",
                    transform: element_type,
                },
            ])
            .format("$real `,` $imaginary attr-dict `:` type($complex)"),
    );
    v.push(
        OpSpec::new("complex.constant", "complex number constant operation")
            .attr("value", &COMPLEX_VALUE)
            .result("complex", &COMPLEX)
            .traits(&[Trait::Pure, Trait::ConstantLike])
            .hooks(crate::spec::Hooks { result_name: Some("cst"), ..Default::default() })
            .format("$value attr-dict `:` type($complex)"),
    );
    v.push(
        OpSpec::new("complex.bitcast", "computes bitcast between complex and equal arith types")
            .operand("operand", &ANY)
            .result("result", &ANY)
            .traits(&[Trait::Pure])
            .format("$operand attr-dict `:` type($operand) `to` type($result)"),
    );
    v
}

/// The `complex` dialect; folded `[re, im]` pairs are materialized as
/// `complex.constant`, other constants as `arith.constant`.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("complex", SpecOp::shared(&DEFINITIONS, specs));
    d.materialize_constant = Some(fold::materialize_constant);
    d
}
