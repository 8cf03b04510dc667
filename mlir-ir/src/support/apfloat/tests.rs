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

/// Every row of `oracle_cases.txt` (generated from upstream MLIR by
/// `gen_oracle_cases.py`) must print identically.
#[test]
fn oracle_cases() {
    let data = include_str!("oracle_cases.txt");
    let mut failures = Vec::new();
    let mut total = 0;
    for line in data.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(fields.len(), 4, "malformed oracle line: {line}");
        let sem = FloatSemantics::from_mlir_name(fields[1]).expect("unknown type");
        let bits = u128::from_str_radix(fields[2], 16).expect("bad hex");
        let value = match fields[0] {
            "B" => APFloat::from_bits(sem, bits),
            "D" => APFloat::from_f64(sem, f64::from_bits(bits as u64)).0,
            other => panic!("unknown row kind {other}"),
        };
        total += 1;
        let got = value.to_mlir_string();
        if got != fields[3] {
            failures.push(format!("{line}  =>  got {got}"));
        }
    }
    assert!(total > 5000, "oracle file too small: {total}");
    assert!(
        failures.is_empty(),
        "{} of {total} oracle cases failed:\n{}",
        failures.len(),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
}
