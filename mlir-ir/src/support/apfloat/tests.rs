//! Tests whose expected strings come from upstream MLIR 22 (the oracle).
use super::*;
use FloatSemantics as S;

fn attr(sem: FloatSemantics, v: f64) -> String {
    APFloat::from_f64(sem, v).0.to_mlir_string()
}

#[test]
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
    assert_eq!(
        APFloat::from_bits(S::F32, 0x7F800000).to_mlir_string(),
        "0x7F800000"
    );
    assert_eq!(
        APFloat::from_bits(S::F64, 0x7FF8000000000001).to_mlir_string(),
        "0x7FF8000000000001"
    );
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
            "D" => (
                APFloat::from_f64(sem_of(f[1]), f64::from_bits(hex(f[2]) as u64)).0,
                f[3],
            ),
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
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
