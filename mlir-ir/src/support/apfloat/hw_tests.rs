//! Cross-checks against the host's IEEE hardware and Rust's correctly
//! rounded parser: f32/f64 results must match bit for bit, and narrow
//! formats must match "compute in f64, round once", which is exact for
//! + - * / whenever 53 >= 2p + 2.

use super::*;
use FloatSemantics as S;

/// A small deterministic generator (xorshift64*), to avoid a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// A mix of fully random patterns and values of moderate magnitude
    /// near each other (to exercise cancellation and rounding ties).
    fn f64(&mut self) -> f64 {
        match self.below(4) {
            0 => f64::from_bits(self.next()),
            1 => (self.next() >> 11) as f64 * 2f64.powi(self.below(120) as i32 - 60 - 53),
            2 => (self.below(2000) as f64 - 1000.0) / (1 + self.below(64)) as f64,
            _ => {
                let special = [0.0, -0.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1.0];
                special[self.below(special.len() as u64) as usize]
            }
        }
    }

    fn f32(&mut self) -> f32 {
        if self.below(3) == 0 {
            f32::from_bits(self.next() as u32)
        } else {
            self.f64() as f32
        }
    }
}

fn same_f64(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

fn ap64(v: f64) -> APFloat {
    APFloat::from_bits(S::F64, v.to_bits() as u128)
}

fn ap32(v: f32) -> APFloat {
    APFloat::from_bits(S::F32, v.to_bits() as u128)
}

#[test]
fn f64_arithmetic_matches_hardware() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..20000 {
        let (x, y, z) = (rng.f64(), rng.f64(), rng.f64());
        let (a, b, c) = (ap64(x), ap64(y), ap64(z));
        let check = |name: &str, got: APFloat, want: f64| {
            let got = f64::from_bits(got.to_bits() as u64);
            assert!(same_f64(got, want), "{name}({x:e}, {y:e}, {z:e}) = {got:e}, want {want:e}");
        };
        check("add", a.add(&b), x + y);
        check("sub", a.sub(&b), x - y);
        check("mul", a.mul(&b), x * y);
        check("div", a.div(&b), x / y);
        check("rem", a.rem(&b).0, x % y);
        check("fma", a.fma(&b, &c), x.mul_add(y, z));
        check("floor", a.round_to_integral(RoundingMode::TowardNegative).0, x.floor());
        check("ceil", a.round_to_integral(RoundingMode::TowardPositive).0, x.ceil());
        check("trunc", a.round_to_integral(RoundingMode::TowardZero).0, x.trunc());
        check("round", a.round_to_integral(RoundingMode::NearestTiesToAway).0, x.round());
        check("roundeven", a.round_to_integral(RoundingMode::NearestTiesToEven).0, x.round_ties_even());
        check("next_up", a.next_up().0, x.next_up());
        check("next_down", a.next_down().0, x.next_down());
        assert_eq!(a.compare(&b).to_ordering(), x.partial_cmp(&y), "cmp({x:e}, {y:e})");
        assert_eq!(a.to_f32().to_bits(), (x as f32).to_bits(), "f64->f32 {x:e}");
        assert!(same_f64(a.to_f64(), x));
    }
}

#[test]
fn f32_arithmetic_matches_hardware() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    for _ in 0..20000 {
        let (x, y) = (rng.f32(), rng.f32());
        let (a, b) = (ap32(x), ap32(y));
        let check = |name: &str, got: APFloat, want: f32| {
            let got = f32::from_bits(got.to_bits() as u32);
            let ok = (got.is_nan() && want.is_nan()) || got.to_bits() == want.to_bits();
            assert!(ok, "{name}({x:e}, {y:e}) = {got:e}, want {want:e}");
        };
        check("add", a.add(&b), x + y);
        check("sub", a.sub(&b), x - y);
        check("mul", a.mul(&b), x * y);
        check("div", a.div(&b), x / y);
        check("rem", a.rem(&b).0, x % y);
        assert!(same_f64(a.to_f64(), x as f64), "f32->f64 {x:e}");
    }
}

/// Narrow formats: the exact operation rounded once must equal computing
/// in f64 and converting (f64 is wide enough that double rounding is
/// innocuous for these precisions).
#[test]
fn narrow_formats_match_f64_then_round() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let narrow = [
        S::F16,
        S::BF16,
        S::TF32,
        S::F32,
        S::Float8E5M2,
        S::Float8E4M3,
        S::Float8E4M3FN,
        S::Float8E5M2FNUZ,
        S::Float8E4M3FNUZ,
        S::Float8E4M3B11FNUZ,
        S::Float8E3M4,
        S::Float6E2M3FN,
        S::Float6E3M2FN,
        S::Float4E2M1FN,
    ];
    for sem in narrow {
        let width = sem.bit_width();
        for _ in 0..3000 {
            let a = APFloat::from_bits(sem, (rng.next() as u128) & ((1u128 << width) - 1));
            let b = APFloat::from_bits(sem, (rng.next() as u128) & ((1u128 << width) - 1));
            if !sem.has_nan() && (b.is_zero() || a.is_zero()) {
                continue; // 0/0 and x/0 have no result in finite-only formats
            }
            let (x, y) = (a.to_f64(), b.to_f64());
            let ops: [(&str, APFloat, f64); 4] = [
                ("add", a.add(&b), x + y),
                ("sub", a.sub(&b), x - y),
                ("mul", a.mul(&b), x * y),
                ("div", a.div(&b), x / y),
            ];
            for (name, got, wide) in ops {
                let (want, _) = APFloat::from_f64(sem, wide);
                let same = (got.is_nan() && want.is_nan()) || got == want;
                assert!(same, "{sem} {name}({a:?}, {b:?}) = {got:?}, want {want:?}");
            }
        }
    }
}

#[test]
fn integer_conversions_match_rust_casts() {
    let mut rng = Rng(0xABCD_EF01_2345_6789);
    for _ in 0..20000 {
        let x = rng.f64();
        let a = ap64(x);
        let tz = RoundingMode::TowardZero;
        let i = a.convert_to_integer(32, true, tz);
        assert_eq!(i.value, BigInt::from(x as i32), "{x:e} as i32");
        let u = a.convert_to_integer(8, false, tz);
        assert_eq!(u.value, BigInt::from(x as u8), "{x:e} as u8");
        let l = a.convert_to_integer(64, true, tz);
        assert_eq!(l.value, BigInt::from(x as i64), "{x:e} as i64");
        let in_range = x.is_finite() && x.trunc() >= i32::MIN as f64 && x.trunc() <= i32::MAX as f64;
        assert_eq!(i.status.contains(OpStatus::INVALID_OP), !in_range, "{x:e} status");

        let n = rng.next() as i64 >> rng.below(64);
        let (f, _) = APFloat::from_integer(S::F64, &BigInt::from(n), RoundingMode::NearestTiesToEven);
        assert_eq!(f.to_f64().to_bits(), (n as f64).to_bits(), "{n} as f64");
        let (g, _) = APFloat::from_integer(S::F32, &BigInt::from(n as u64), RoundingMode::NearestTiesToEven);
        assert_eq!(g.to_f32().to_bits(), (n as u64 as f32).to_bits(), "{n} as u64 as f32");
    }
}

#[test]
fn decimal_parsing_matches_rust_parser() {
    let mut rng = Rng(0x0F0F_1234_5678_ABCD);
    for _ in 0..5000 {
        let ndigits = 1 + rng.below(30) as usize;
        let digits: String = (0..ndigits).map(|_| char::from(b'0' + rng.below(10) as u8)).collect();
        let dot = rng.below(ndigits as u64 + 1) as usize;
        let exp = rng.below(700) as i64 - 350;
        let neg = if rng.below(2) == 0 { "-" } else { "" };
        let text = format!("{neg}{}.{}e{exp}", &digits[..dot], &digits[dot..]);
        let text = if dot == 0 && ndigits > 0 { text.replacen(".", "0.", 1) } else { text };
        let want64: f64 = text.parse().unwrap();
        let got64 = APFloat::from_decimal_str(S::F64, &text).unwrap();
        assert!(same_f64(got64.to_f64(), want64), "f64 {text}");
        let want32: f32 = text.parse().unwrap();
        let got32 = APFloat::from_decimal_str(S::F32, &text).unwrap();
        assert_eq!(got32.to_f32().to_bits(), want32.to_bits(), "f32 {text}");
    }
    // Halfway cases that need every digit.
    for text in ["9007199254740993", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e23", "8.5e-323"] {
        let want: f64 = text.parse().unwrap();
        assert!(same_f64(APFloat::from_decimal_str(S::F64, text).unwrap().to_f64(), want), "{text}");
    }
}
