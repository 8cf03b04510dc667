//! Tests whose expected strings come from upstream MLIR 22 (the oracle).
use super::*;
use FloatSemantics as S;

fn attr(sem: FloatSemantics, v: f64) -> String {
    APFloat::from_f64(sem, v).0.to_mlir_string()
}

#[test]
// 3.14159265358979 is a literal from the oracle, not an approximation of PI.
#[allow(clippy::approx_constant)]
fn brief_examples() {
    assert_eq!(attr(S::F64, 0.123456789), "0.123456789");
    assert_eq!(attr(S::F64, 0.3333333333333333), "0.33333333333333331");
    assert_eq!(attr(S::F64, 3.14159265358979), "3.14159265358979");
    assert_eq!(attr(S::F32, 0.1), "1.000000e-01");
    assert_eq!(attr(S::F16, 1.1), "1.099610e+00");
    assert_eq!(attr(S::BF16, 0.1), "1.000980e-01");
    assert_eq!(attr(S::F16, 1.0e-3), "1.000400e-03");
    assert_eq!(attr(S::F32, 3.4028234663852886e38), "3.40282347E+38");
    assert_eq!(attr(S::F16, 65504.0), "6.550400e+04");
    assert_eq!(attr(S::F64, 123456.0), "1.234560e+05");
    assert_eq!(APFloat::from_bits(S::F32, 0x7F800000).to_mlir_string(), "0x7F800000");
    assert_eq!(APFloat::from_bits(S::F64, 0x7FF8000000000001).to_mlir_string(), "0x7FF8000000000001");
    assert_eq!(APFloat::nan(S::BF16, false).to_mlir_string(), "0x7FC0");
    assert_eq!(attr(S::F32, 1.0), "1.000000e+00");
    assert_eq!(attr(S::F80, 0.1), "0.100000000000000005551");
    assert_eq!(attr(S::Float8E4M3FN, 0.3), "3.125000e-01");
}

/// Evaluate one `A` row: the MLIR op folded by upstream's canonicalizer.
fn fold(op: &str, a: APFloat, b: Option<APFloat>) -> APFloat {
    // arith's maxnumf/minnumf folders return the lhs when the rhs is NaN
    // before ever calling APFloat (`maxnumf(x, NaN) -> x`).
    if matches!(op, "arith.maxnumf" | "arith.minnumf") && b.is_some_and(|b| b.is_nan()) {
        return a;
    }
    let b = || b.expect("binary op needs two operands");
    match op {
        "arith.addf" => a.add(&b()),
        "arith.subf" => a.sub(&b()),
        "arith.mulf" => a.mul(&b()),
        "arith.divf" => a.div(&b()),
        "arith.remf" => a.rem(&b()).0,
        "arith.maximumf" => a.maximum(&b()),
        "arith.minimumf" => a.minimum(&b()),
        "arith.maxnumf" => a.maxnum(&b()),
        "arith.minnumf" => a.minnum(&b()),
        "arith.negf" => a.neg(),
        "math.absf" => a.abs(),
        "math.floor" => a.round_to_integral(RoundingMode::TowardNegative).0,
        "math.ceil" => a.round_to_integral(RoundingMode::TowardPositive).0,
        "math.roundeven" => a.round_to_integral(RoundingMode::NearestTiesToEven).0,
        other => panic!("unknown op {other}"),
    }
}

/// Every row of `oracle_cases.txt` (generated from upstream MLIR by
/// `gen_oracle_cases.py`) must print identically.
#[test]
fn oracle_cases() {
    let data = include_str!("oracle_cases.txt");
    let mut failures = Vec::new();
    let mut total = 0;
    let hex = |s: &str| u128::from_str_radix(s, 16).expect("bad hex");
    let sem_of = |s: &str| FloatSemantics::from_mlir_name(s).expect("unknown type");
    for line in data.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let (value, expected) = match f[0] {
            "B" => (APFloat::from_bits(sem_of(f[1]), hex(f[2])), f[3]),
            "D" => (APFloat::from_f64(sem_of(f[1]), f64::from_bits(hex(f[2]) as u64)).0, f[3]),
            "A" => {
                let sem = sem_of(f[2]);
                let a = APFloat::from_bits(sem, hex(f[3]));
                let b = (f[4] != "-").then(|| APFloat::from_bits(sem, hex(f[4])));
                (fold(f[1], a, b), f[5])
            }
            other => panic!("unknown row kind {other}"),
        };
        total += 1;
        let got = value.to_mlir_string();
        if got != expected {
            failures.push(format!("{line}  =>  got {got}"));
        }
    }
    assert!(total > 6000, "oracle file too small: {total}");
    assert!(
        failures.is_empty(),
        "{} of {total} oracle cases failed:\n{}",
        failures.len(),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// Special values of every format: bit patterns (the well-known encodings;
/// for the formats without inf/NaN our documented substitutes) and how
/// upstream MLIR prints those bit patterns.
#[test]
fn special_values_table() {
    let table: &[(FloatSemantics, &str, u128, &str)] = &[
        (S::F16, "largest", 0x7BFF, "6.550400e+04"),
        (S::F16, "neg_largest", 0xFBFF, "-6.550400e+04"),
        (S::F16, "smallest", 0x1, "5.960460e-08"),
        (S::F16, "smallest_normalized", 0x400, "6.103520e-05"),
        (S::F16, "neg_zero", 0x8000, "-0.000000e+00"),
        (S::F16, "inf", 0x7C00, "0x7C00"),
        (S::F16, "neg_inf", 0xFC00, "0xFC00"),
        (S::F16, "nan", 0x7E00, "0x7E00"),
        (S::BF16, "largest", 0x7F7F, "3.389530e+38"),
        (S::BF16, "neg_largest", 0xFF7F, "-3.389530e+38"),
        (S::BF16, "smallest", 0x1, "9.183550e-41"),
        (S::BF16, "smallest_normalized", 0x80, "1.175490e-38"),
        (S::BF16, "neg_zero", 0x8000, "-0.000000e+00"),
        (S::BF16, "inf", 0x7F80, "0x7F80"),
        (S::BF16, "neg_inf", 0xFF80, "0xFF80"),
        (S::BF16, "nan", 0x7FC0, "0x7FC0"),
        (S::F32, "largest", 0x7F7FFFFF, "3.40282347E+38"),
        (S::F32, "neg_largest", 0xFF7FFFFF, "-3.40282347E+38"),
        (S::F32, "smallest", 0x1, "1.401300e-45"),
        (S::F32, "smallest_normalized", 0x800000, "1.17549435E-38"),
        (S::F32, "neg_zero", 0x80000000, "-0.000000e+00"),
        (S::F32, "inf", 0x7F800000, "0x7F800000"),
        (S::F32, "neg_inf", 0xFF800000, "0xFF800000"),
        (S::F32, "nan", 0x7FC00000, "0x7FC00000"),
        (S::F64, "largest", 0x7FEFFFFFFFFFFFFF, "1.7976931348623157E+308"),
        (S::F64, "neg_largest", 0xFFEFFFFFFFFFFFFF, "-1.7976931348623157E+308"),
        (S::F64, "smallest", 0x1, "4.940660e-324"),
        (S::F64, "smallest_normalized", 0x10000000000000, "2.2250738585072014E-308"),
        (S::F64, "neg_zero", 0x8000000000000000, "-0.000000e+00"),
        (S::F64, "inf", 0x7FF0000000000000, "0x7FF0000000000000"),
        (S::F64, "neg_inf", 0xFFF0000000000000, "0xFFF0000000000000"),
        (S::F64, "nan", 0x7FF8000000000000, "0x7FF8000000000000"),
        (S::F80, "largest", 0x7FFEFFFFFFFFFFFFFFFF, "1.18973149535723176502E+4932"),
        (S::F80, "neg_largest", 0xFFFEFFFFFFFFFFFFFFFF, "-1.18973149535723176502E+4932"),
        (S::F80, "smallest", 0x1, "3.645200e-4951"),
        (S::F80, "smallest_normalized", 0x18000000000000000, "3.36210314311209350626E-4932"),
        (S::F80, "neg_zero", 0x80000000000000000000, "-0.000000e+00"),
        (S::F80, "inf", 0x7FFF8000000000000000, "0x7FFF8000000000000000"),
        (S::F80, "neg_inf", 0xFFFF8000000000000000, "0xFFFF8000000000000000"),
        (S::F80, "nan", 0x7FFFC000000000000000, "0x7FFFC000000000000000"),
        (S::F128, "largest", 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "1.18973149535723176508575932662800702E+4932"),
        (S::F128, "neg_largest", 0xFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF, "-1.18973149535723176508575932662800702E+4932"),
        (S::F128, "smallest", 0x1, "6.475180e-4966"),
        (S::F128, "smallest_normalized", 0x10000000000000000000000000000, "3.3621031431120935062626778173217526E-4932"),
        (S::F128, "neg_zero", 0x80000000000000000000000000000000, "-0.000000e+00"),
        (S::F128, "inf", 0x7FFF0000000000000000000000000000, "0x7FFF0000000000000000000000000000"),
        (S::F128, "neg_inf", 0xFFFF0000000000000000000000000000, "0xFFFF0000000000000000000000000000"),
        (S::F128, "nan", 0x7FFF8000000000000000000000000000, "0x7FFF8000000000000000000000000000"),
        (S::TF32, "largest", 0x3FBFF, "3.401160e+38"),
        (S::TF32, "neg_largest", 0x7FBFF, "-3.401160e+38"),
        (S::TF32, "smallest", 0x1, "1.147940e-41"),
        (S::TF32, "smallest_normalized", 0x400, "1.175490e-38"),
        (S::TF32, "neg_zero", 0x40000, "-0.000000e+00"),
        (S::TF32, "inf", 0x3FC00, "0x3FC00"),
        (S::TF32, "neg_inf", 0x7FC00, "0x7FC00"),
        (S::TF32, "nan", 0x3FE00, "0x3FE00"),
        (S::Float8E5M2, "largest", 0x7B, "5.734400e+04"),
        (S::Float8E5M2, "neg_largest", 0xFB, "-5.734400e+04"),
        (S::Float8E5M2, "smallest", 0x1, "1.525880e-05"),
        (S::Float8E5M2, "smallest_normalized", 0x4, "6.103520e-05"),
        (S::Float8E5M2, "neg_zero", 0x80, "-0.000000e+00"),
        (S::Float8E5M2, "inf", 0x7C, "0x7C"),
        (S::Float8E5M2, "neg_inf", 0xFC, "0xFC"),
        (S::Float8E5M2, "nan", 0x7E, "0x7E"),
        (S::Float8E4M3, "largest", 0x77, "2.400000e+02"),
        (S::Float8E4M3, "neg_largest", 0xF7, "-2.400000e+02"),
        (S::Float8E4M3, "smallest", 0x1, "1.953130e-03"),
        (S::Float8E4M3, "smallest_normalized", 0x8, "1.562500e-02"),
        (S::Float8E4M3, "neg_zero", 0x80, "-0.000000e+00"),
        (S::Float8E4M3, "inf", 0x78, "0x78"),
        (S::Float8E4M3, "neg_inf", 0xF8, "0xF8"),
        (S::Float8E4M3, "nan", 0x7C, "0x7C"),
        (S::Float8E4M3FN, "largest", 0x7E, "4.480000e+02"),
        (S::Float8E4M3FN, "neg_largest", 0xFE, "-4.480000e+02"),
        (S::Float8E4M3FN, "smallest", 0x1, "1.953130e-03"),
        (S::Float8E4M3FN, "smallest_normalized", 0x8, "1.562500e-02"),
        (S::Float8E4M3FN, "neg_zero", 0x80, "-0.000000e+00"),
        (S::Float8E4M3FN, "inf", 0x7F, "0x7F"),
        (S::Float8E4M3FN, "neg_inf", 0xFF, "0xFF"),
        (S::Float8E4M3FN, "nan", 0x7F, "0x7F"),
        (S::Float8E5M2FNUZ, "largest", 0x7F, "5.734400e+04"),
        (S::Float8E5M2FNUZ, "neg_largest", 0xFF, "-5.734400e+04"),
        (S::Float8E5M2FNUZ, "smallest", 0x1, "7.629390e-06"),
        (S::Float8E5M2FNUZ, "smallest_normalized", 0x4, "3.051760e-05"),
        (S::Float8E5M2FNUZ, "neg_zero", 0x0, "0.000000e+00"),
        (S::Float8E5M2FNUZ, "inf", 0x80, "0x80"),
        (S::Float8E5M2FNUZ, "neg_inf", 0x80, "0x80"),
        (S::Float8E5M2FNUZ, "nan", 0x80, "0x80"),
        (S::Float8E4M3FNUZ, "largest", 0x7F, "2.400000e+02"),
        (S::Float8E4M3FNUZ, "neg_largest", 0xFF, "-2.400000e+02"),
        (S::Float8E4M3FNUZ, "smallest", 0x1, "9.765620e-04"),
        (S::Float8E4M3FNUZ, "smallest_normalized", 0x8, "7.812500e-03"),
        (S::Float8E4M3FNUZ, "neg_zero", 0x0, "0.000000e+00"),
        (S::Float8E4M3FNUZ, "inf", 0x80, "0x80"),
        (S::Float8E4M3FNUZ, "neg_inf", 0x80, "0x80"),
        (S::Float8E4M3FNUZ, "nan", 0x80, "0x80"),
        (S::Float8E4M3B11FNUZ, "largest", 0x7F, "3.000000e+01"),
        (S::Float8E4M3B11FNUZ, "neg_largest", 0xFF, "-3.000000e+01"),
        (S::Float8E4M3B11FNUZ, "smallest", 0x1, "1.220700e-04"),
        (S::Float8E4M3B11FNUZ, "smallest_normalized", 0x8, "9.765620e-04"),
        (S::Float8E4M3B11FNUZ, "neg_zero", 0x0, "0.000000e+00"),
        (S::Float8E4M3B11FNUZ, "inf", 0x80, "0x80"),
        (S::Float8E4M3B11FNUZ, "neg_inf", 0x80, "0x80"),
        (S::Float8E4M3B11FNUZ, "nan", 0x80, "0x80"),
        (S::Float8E3M4, "largest", 0x6F, "1.550000e+01"),
        (S::Float8E3M4, "neg_largest", 0xEF, "-1.550000e+01"),
        (S::Float8E3M4, "smallest", 0x1, "1.562500e-02"),
        (S::Float8E3M4, "smallest_normalized", 0x10, "2.500000e-01"),
        (S::Float8E3M4, "neg_zero", 0x80, "-0.000000e+00"),
        (S::Float8E3M4, "inf", 0x70, "0x70"),
        (S::Float8E3M4, "neg_inf", 0xF0, "0xF0"),
        (S::Float8E3M4, "nan", 0x78, "0x78"),
        (S::Float8E8M0FNU, "largest", 0xFE, "1.701410e+38"),
        (S::Float8E8M0FNU, "neg_largest", 0xFE, "1.701410e+38"),
        (S::Float8E8M0FNU, "smallest", 0x0, "5.877470e-39"),
        (S::Float8E8M0FNU, "smallest_normalized", 0x0, "5.877470e-39"),
        (S::Float8E8M0FNU, "neg_zero", 0x0, "5.877470e-39"),
        (S::Float8E8M0FNU, "inf", 0xFF, "0xFF"),
        (S::Float8E8M0FNU, "neg_inf", 0xFF, "0xFF"),
        (S::Float8E8M0FNU, "nan", 0xFF, "0xFF"),
        (S::Float6E2M3FN, "largest", 0x1F, "7.500000e+00"),
        (S::Float6E2M3FN, "neg_largest", 0x3F, "-7.500000e+00"),
        (S::Float6E2M3FN, "smallest", 0x1, "1.250000e-01"),
        (S::Float6E2M3FN, "smallest_normalized", 0x8, "1.000000e+00"),
        (S::Float6E2M3FN, "neg_zero", 0x20, "-0.000000e+00"),
        (S::Float6E2M3FN, "inf", 0x1F, "7.500000e+00"),
        (S::Float6E2M3FN, "neg_inf", 0x3F, "-7.500000e+00"),
        (S::Float6E2M3FN, "nan", 0x0, "0.000000e+00"),
        (S::Float6E3M2FN, "largest", 0x1F, "2.800000e+01"),
        (S::Float6E3M2FN, "neg_largest", 0x3F, "-2.800000e+01"),
        (S::Float6E3M2FN, "smallest", 0x1, "6.250000e-02"),
        (S::Float6E3M2FN, "smallest_normalized", 0x4, "2.500000e-01"),
        (S::Float6E3M2FN, "neg_zero", 0x20, "-0.000000e+00"),
        (S::Float6E3M2FN, "inf", 0x1F, "2.800000e+01"),
        (S::Float6E3M2FN, "neg_inf", 0x3F, "-2.800000e+01"),
        (S::Float6E3M2FN, "nan", 0x0, "0.000000e+00"),
        (S::Float4E2M1FN, "largest", 0x7, "6.000000e+00"),
        (S::Float4E2M1FN, "neg_largest", 0xF, "-6.000000e+00"),
        (S::Float4E2M1FN, "smallest", 0x1, "5.000000e-01"),
        (S::Float4E2M1FN, "smallest_normalized", 0x2, "1.000000e+00"),
        (S::Float4E2M1FN, "neg_zero", 0x8, "-0.000000e+00"),
        (S::Float4E2M1FN, "inf", 0x7, "6.000000e+00"),
        (S::Float4E2M1FN, "neg_inf", 0xF, "-6.000000e+00"),
        (S::Float4E2M1FN, "nan", 0x0, "0.000000e+00"),
    ];
    for &(sem, name, bits, printed) in table {
        let neg = name.starts_with("neg_");
        let v = match name.trim_start_matches("neg_") {
            "largest" => APFloat::largest(sem, neg),
            "smallest" => APFloat::smallest(sem, neg),
            "smallest_normalized" => APFloat::smallest_normalized(sem, neg),
            "zero" => APFloat::zero(sem, neg),
            "inf" => APFloat::inf(sem, neg),
            "nan" => APFloat::nan(sem, neg),
            other => panic!("unknown constructor {other}"),
        };
        assert_eq!(v.to_bits(), bits, "{sem} {name}");
        assert_eq!(v.to_mlir_string(), printed, "{sem} {name}");
    }
}

/// Values that print in LLVM's long form because six digits do not
/// round-trip, plus extreme exponents (all from the oracle).
#[test]
fn long_form_and_extremes() {
    let cases: &[(FloatSemantics, &str, &str)] = &[
        (S::F80, "0.1", "0.100000000000000005551"),
        (S::F64, "0.1", "1.000000e-01"),
        (S::F64, "1e300", "1.000000e+300"),
        (S::F64, "1.7976931348623157e308", "1.7976931348623157E+308"),
        (S::F64, "2.2250738585072014e-308", "2.2250738585072014E-308"),
        (S::F128, "0.1", "0.100000000000000005551115123125782702"),
        // No 6-digit form round-trips and the long form "16777216" has no
        // '.', so MLIR falls back to hex.
        (S::F32, "16777217", "0x4B800000"),
        (S::F32, "3.4028234663852886e38", "3.40282347E+38"),
        (S::F64, "0.123456789", "0.123456789"),
    ];
    for &(sem, text, printed) in cases {
        let (v, _) = APFloat::from_f64(sem, text.parse::<f64>().unwrap());
        assert_eq!(v.to_mlir_string(), printed, "{sem} {text}");
    }
    // The pseudo-denormal x87 pattern reads as the smallest normal.
    let pseudo = APFloat::from_bits(S::F80, 0x0000_8000_0000_0000_0000);
    assert_eq!(pseudo.to_mlir_string(), "3.36210314311209350626E-4932");
    // Unnormals read as NaN and are canonicalized like LLVM's bitcast.
    let unnormal = APFloat::from_bits(S::F80, 0x3FFF_0000_0000_0000_0001);
    assert!(unnormal.is_nan());
    assert_eq!(unnormal.to_mlir_string(), "0x7FFF0000000000000001");
}

fn f64v(v: f64) -> APFloat {
    APFloat::from_f64(S::F64, v).0
}

#[test]
fn exception_flags() {
    let rne = RoundingMode::NearestTiesToEven;
    let one = f64v(1.0);
    let (_, st) = one.div_with(&f64v(0.0), rne);
    assert_eq!(st, OpStatus::DIV_BY_ZERO);
    let inf = APFloat::inf(S::F64, false);
    let (r, st) = inf.sub_with(&inf, rne);
    assert!(r.is_nan() && st == OpStatus::INVALID_OP);
    let max = APFloat::largest(S::F64, false);
    let (r, st) = max.mul_with(&f64v(2.0), rne);
    assert!(r.is_inf() && st == OpStatus::OVERFLOW | OpStatus::INEXACT);
    let (r, st) = max.mul_with(&f64v(2.0), RoundingMode::TowardZero);
    assert_eq!((r, st), (max, OpStatus::INEXACT));
    let tiny = APFloat::smallest(S::F64, false);
    let (r, st) = tiny.mul_with(&f64v(0.5), rne);
    assert!(r.is_zero() && st == OpStatus::UNDERFLOW | OpStatus::INEXACT);
    let (_, st) = f64v(0.1).add_with(&f64v(0.2), rne);
    assert_eq!(st, OpStatus::INEXACT);
    let (_, st) = f64v(0.5).add_with(&f64v(0.25), rne);
    assert_eq!(st, OpStatus::OK);
    // A signaling NaN operand is quieted and flags invalid.
    let snan = APFloat::snan(S::F32, false);
    let (r, st) = snan.add_with(&APFloat::from_f64(S::F32, 1.0).0, rne);
    assert_eq!((r.to_bits(), st), (0x7FE0_0000, OpStatus::INVALID_OP));
    // Exact cancellation gives +0, or -0 when rounding down.
    let (r, _) = one.sub_with(&one, rne);
    assert!(r.is_zero() && !r.is_negative());
    let (r, _) = one.sub_with(&one, RoundingMode::TowardNegative);
    assert!(r.is_zero() && r.is_negative());
}

#[test]
fn rounding_modes() {
    let one = f64v(1.0);
    let eps = f64v(2f64.powi(-60));
    let up = one.next_up().0;
    assert_eq!(one.add_with(&eps, RoundingMode::TowardPositive).0, up);
    assert_eq!(one.add_with(&eps, RoundingMode::NearestTiesToEven).0, one);
    assert_eq!(one.sub_with(&eps, RoundingMode::TowardZero).0, one.next_down().0);
    // Ties: 1 + 2^-53 is halfway between 1 and next_up(1).
    let half_ulp = f64v(2f64.powi(-53));
    assert_eq!(one.add_with(&half_ulp, RoundingMode::NearestTiesToEven).0, one);
    assert_eq!(one.add_with(&half_ulp, RoundingMode::NearestTiesToAway).0, up);
    // Conversions honour the mode too.
    let (v, st, lost) = f64v(0.1).convert_with(S::F32, RoundingMode::TowardZero);
    assert_eq!((v.to_bits(), st, lost), (0x3DCC_CCCC, OpStatus::INEXACT, true));
}

#[test]
fn small_format_behaviour() {
    // FN formats overflow to NaN, FNUZ have a single unsigned zero,
    // finite-only formats saturate, E8M0 rounds to powers of two.
    assert!(APFloat::from_f64(S::Float8E4M3FN, 1000.0).0.is_nan());
    // 464 ties between 448 and the NaN pattern: ties-to-even keeps 448;
    // anything above rounds into the NaN pattern (oracle-checked).
    assert_eq!(APFloat::from_f64(S::Float8E4M3FN, 464.0).0.to_bits(), 0x7E);
    assert_eq!(APFloat::from_f64(S::Float8E4M3FN, 470.0).0.to_bits(), 0x7F);
    assert_eq!(APFloat::from_f64(S::Float8E4M3FN, 460.0).0.to_bits(), 0x7E);
    assert_eq!(APFloat::from_f64(S::Float8E5M2FNUZ, -0.0).0.to_bits(), 0);
    assert_eq!(APFloat::from_f64(S::Float4E2M1FN, 100.0).0.to_bits(), 0x7);
    assert_eq!(APFloat::from_f64(S::Float4E2M1FN, -100.0).0.to_bits(), 0xF);
    assert_eq!(APFloat::from_f64(S::Float8E8M0FNU, 3.0).0.to_mlir_string(), "4.000000e+00");
    assert_eq!(APFloat::from_f64(S::Float8E8M0FNU, 0.0).0.to_bits(), 0);
    let fnuz_zero = APFloat::zero(S::Float8E4M3FNUZ, false);
    assert_eq!(fnuz_zero.neg(), fnuz_zero);
    // f64 NaN payloads survive narrowing where they fit (quiet bit kept).
    let (n, lost) = APFloat::from_bits(S::F64, 0x7FF8_0000_2000_0000).convert(S::F32);
    assert_eq!((n.to_bits(), lost), (0x7FC0_0001, false));
    let (n, lost) = APFloat::from_bits(S::F64, 0x7FF8_0000_0000_0001).convert(S::F32);
    assert_eq!((n.to_bits(), lost), (0x7FC0_0000, true));
}

#[test]
fn remainder_scaling_and_logb() {
    let r = |a: f64, b: f64| f64v(a).ieee_remainder(&f64v(b)).0.to_f64();
    assert_eq!(r(5.0, 2.0), 1.0);
    assert_eq!(r(7.0, 2.0), -1.0);
    assert_eq!(r(5.5, 1.0), -0.5);
    assert_eq!(r(4.5, 1.0), 0.5);
    assert!(r(-4.0, 2.0).is_sign_negative());
    let x = f64v(48.0);
    assert_eq!(x.ilogb(), 5);
    let (frac, e) = x.frexp(RoundingMode::NearestTiesToEven);
    assert_eq!((frac.to_f64(), e), (0.75, 6));
    assert_eq!(x.scalbn(-4, RoundingMode::NearestTiesToEven).to_f64(), 3.0);
    assert_eq!(APFloat::smallest(S::F64, false).ilogb(), -1074);
    assert_eq!(APFloat::zero(S::F64, false).ilogb(), ILOGB_ZERO);
    assert!(f64v(3.0).is_integer() && !f64v(3.5).is_integer());
}

#[test]
fn min_max_variants() {
    let nan = APFloat::nan(S::F32, false);
    let one = APFloat::from_f64(S::F32, 1.0).0;
    let nz = APFloat::zero(S::F32, true);
    let pz = APFloat::zero(S::F32, false);
    assert_eq!(one.maxnum(&nan), one);
    assert!(one.maximum(&nan).is_nan());
    assert_eq!(nan.minimumnum(&one), one);
    assert_eq!(pz.minimum(&nz), nz);
    assert_eq!(nz.maximum(&pz), pz);
    assert_eq!(pz.minnum(&nz), nz);
}

#[test]
fn parsing_forms_and_errors() {
    let p = |s: &str| APFloat::from_decimal_str(S::F64, s).map(|v| v.to_f64());
    assert_eq!(p("1."), Ok(1.0));
    assert_eq!(p(".5"), Ok(0.5));
    assert_eq!(p("1e"), Ok(1.0));
    assert_eq!(p("+2.5E+1"), Ok(25.0));
    assert_eq!(p("0x1.8p1"), Ok(3.0));
    assert_eq!(p("1e400").map(f64::is_infinite), Ok(true));
    assert_eq!(p("1e-400"), Ok(0.0));
    assert!(APFloat::from_decimal_str(S::F64, "-inf").unwrap().is_negative());
    let payload = APFloat::from_decimal_str(S::F32, "nan(0x12)").unwrap();
    assert_eq!(payload.to_bits(), 0x7FC0_0012);
    assert!(APFloat::from_decimal_str(S::F32, "snan").unwrap().is_signaling());
    for bad in ["", "-", "1.2.3", "1x", "e5", ".", "0x1.8", "1e5x"] {
        assert!(p(bad).is_err(), "{bad:?} should not parse");
    }
    // f80 and f128 parse exactly (checked against the oracle's printing).
    let v = APFloat::from_decimal_str(S::F128, "0.1").unwrap();
    assert_eq!(v.to_bits(), 0x3FFB_9999_9999_9999_9999_9999_9999_999A);
    let v = APFloat::from_decimal_str(S::F80, "0.1").unwrap();
    assert_eq!(v.to_bits(), 0x3FFB_CCCC_CCCC_CCCC_CCCD);
}

#[test]
fn llvm_to_string_forms() {
    // 17 significant digits for f64, truncated then rounded half-up.
    assert_eq!(f64v(1.5e30).to_string(), "1.4999999999999999E+30");
    assert_eq!(f64v(1.0e30).to_string(), "1.0E+30");
    assert_eq!(f64v(0.1).to_string(), "0.10000000000000001");
    assert_eq!(f64v(100.0).to_string(), "100");
    assert_eq!(f64v(0.001).to_string_llvm(0, 3, true), "0.001");
    assert_eq!(f64v(0.0001).to_string_llvm(0, 3, true), "1.0E-4");
    assert_eq!(f64v(-0.0).to_string_llvm(6, 0, false), "-0.000000e+00");
    assert_eq!(f64v(-0.0).to_string(), "-0");
    assert_eq!(APFloat::inf(S::F64, true).to_string(), "-Inf");
    assert_eq!(APFloat::nan(S::F64, false).to_string(), "NaN");
}
