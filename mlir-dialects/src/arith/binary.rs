//! Integer and floating-point binary and unary ops.

use super::attrs::{fastmath_none, overflow_none, FASTMATH_ATTR, OVERFLOW_ATTR};
use super::{ext_patterns, fold, fold_float, negf_pairs, reassociate, xori_patterns, ELEMENTWISE};
use crate::division_speculation::DivisionSpeculation;
use crate::spec::constraints::{FLOAT_LIKE, SIGNLESS_INT_LIKE, UNIT};
use crate::spec::{OpSpec, Trait};
use mlir_ir::rewrite::PatternRef;

/// The canonicalization patterns of an op, if it has any.
type Patterns = Option<fn() -> Vec<PatternRef>>;

const INT_OVERFLOW: &[(&str, &str, bool, Patterns)] = &[
    ("addi", "integer addition operation", true, Some(reassociate::addi_patterns)),
    ("subi", "Integer subtraction operation.", false, Some(reassociate::subi_patterns)),
    ("muli", "Integer multiplication operation.", true, Some(reassociate::muli_patterns)),
    ("shli", "integer left-shift", false, None),
];

/// How an integer op may trap, as upstream declares it: never (it is then
/// speculatable as `Pure`), or as a division (signed or not), which makes
/// it `ConditionallySpeculatable`. Upstream declares `floordivsi`, `remsi`
/// and `remui` `Pure`, so they are hoisted whatever their divisor.
#[derive(Copy, Clone)]
enum Traps {
    Never,
    Division { signed: bool },
}

const UNSIGNED_DIV: Traps = Traps::Division { signed: false };
const SIGNED_DIV: Traps = Traps::Division { signed: true };

const INT_EXACT: &[(&str, &str, Traps)] = &[
    ("divui", "unsigned integer division operation", UNSIGNED_DIV),
    ("divsi", "signed integer division operation", SIGNED_DIV),
    ("shrui", "unsigned integer right-shift", Traps::Never),
    ("shrsi", "signed integer right-shift", Traps::Never),
];

const INT_PLAIN: &[(&str, &str, bool, Traps, Patterns)] = &[
    ("ceildivui", "unsigned ceil integer division operation", false, UNSIGNED_DIV, None),
    ("ceildivsi", "signed ceil integer division operation", false, SIGNED_DIV, None),
    ("floordivsi", "signed floor integer division operation", false, Traps::Never, None),
    ("remui", "unsigned integer division remainder operation", false, Traps::Never, None),
    ("remsi", "signed integer division remainder operation", false, Traps::Never, None),
    ("andi", "integer binary and", true, Traps::Never, Some(ext_patterns::andi_patterns)),
    ("ori", "integer binary or", true, Traps::Never, Some(ext_patterns::ori_patterns)),
    ("xori", "integer binary xor", true, Traps::Never, Some(xori_patterns::xori_patterns)),
    ("maxsi", "signed integer maximum operation", true, Traps::Never, None),
    ("maxui", "unsigned integer maximum operation", true, Traps::Never, None),
    ("minsi", "signed integer minimum operation", true, Traps::Never, None),
    ("minui", "unsigned integer minimum operation", true, Traps::Never, None),
];

/// Declares a division's speculatability.
fn with_traps(s: OpSpec, traps: Traps) -> OpSpec {
    match traps {
        Traps::Never => s,
        Traps::Division { signed } => s.interface(DivisionSpeculation::arc(signed)),
    }
}

const FLOAT_BINARY: &[(&str, &str, bool, Patterns)] = &[
    ("addf", "floating point addition operation", true, None),
    ("subf", "floating point subtraction operation", false, None),
    ("mulf", "floating point multiplication operation", true, Some(negf_pairs::mulf_patterns)),
    ("divf", "floating point division operation", false, Some(negf_pairs::divf_patterns)),
    ("remf", "floating point division remainder operation", false, None),
    ("maximumf", "floating-point maximum operation", true, None),
    ("minimumf", "floating-point minimum operation", true, None),
    ("maxnumf", "floating-point maximum operation", true, None),
    ("minnumf", "floating-point minimum operation", true, None),
];

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn int_binary(name: &str, summary: &'static str, commutative: bool) -> OpSpec {
    let mut s = OpSpec::new(leak(format!("arith.{name}")), summary)
        .operand("lhs", &SIGNLESS_INT_LIKE)
        .operand("rhs", &SIGNLESS_INT_LIKE)
        .result("result", &SIGNLESS_INT_LIKE)
        .folder(fold::fold_int_binary);
    if commutative {
        s = s.traits(&[Trait::Commutative]);
    }
    s.traits(ELEMENTWISE).traits(&[Trait::SameOperandsAndResultType])
}

fn float_binary(name: &str, summary: &'static str, commutative: bool) -> OpSpec {
    let mut s = OpSpec::new(leak(format!("arith.{name}")), summary)
        .operand("lhs", &FLOAT_LIKE)
        .operand("rhs", &FLOAT_LIKE)
        .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
        .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
        .result("result", &FLOAT_LIKE)
        .folder(fold_float::fold_float_binary);
    if commutative {
        s = s.traits(&[Trait::Commutative]);
    }
    s.traits(ELEMENTWISE)
        .traits(&[Trait::SameOperandsAndResultType])
        .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
}

/// The binary and unary arithmetic ops.
pub fn specs() -> Vec<OpSpec> {
    let mut v = Vec::new();
    for (n, s, c, patterns) in INT_OVERFLOW {
        let mut spec = int_binary(n, s, *c);
        spec.patterns = *patterns;
        v.push(
            spec.default_attr("overflowFlags", &OVERFLOW_ATTR, overflow_none)
                .interface::<dyn crate::arith::ArithIntegerOverflowFlagsInterface>(std::sync::Arc::new(
                    crate::arith::ArithFlags,
                ))
                .format("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"),
        );
    }
    for (n, s, t) in INT_EXACT {
        v.push(with_traps(
            int_binary(n, s, false)
                .optional_attr("isExact", &UNIT)
                .format("$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)"),
            *t,
        ));
    }
    for (n, s, c, t, patterns) in INT_PLAIN {
        let mut spec = with_traps(int_binary(n, s, *c).format("$lhs `,` $rhs attr-dict `:` type($result)"), *t);
        spec.patterns = *patterns;
        v.push(spec);
    }
    for (n, s, c, patterns) in FLOAT_BINARY {
        let mut spec = float_binary(n, s, *c);
        spec.patterns = *patterns;
        v.push(spec);
    }
    v.push(
        OpSpec::new("arith.negf", "floating point negation")
            .operand("operand", &FLOAT_LIKE)
            .default_attr("fastmath", &FASTMATH_ATTR, fastmath_none)
            .interface::<dyn crate::arith::ArithFastMathInterface>(std::sync::Arc::new(crate::arith::ArithFlags))
            .result("result", &FLOAT_LIKE)
            .traits(ELEMENTWISE)
            .traits(&[Trait::SameOperandsAndResultType])
            .folder(fold_float::fold_negf)
            .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    );
    v
}
