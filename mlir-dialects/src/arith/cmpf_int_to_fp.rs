//! `CmpFIntToFPConst` (upstream's canonicalization of `arith.cmpf`): a
//! compare of `sitofp(x)` or `uitofp(x)` with a float constant is a compare
//! of `x` with an integer constant, or a constant result, when converting
//! `x` cannot change the outcome. Float constants of `f32` and `f64` only.

use crate::fold_utils::{float_of, int_attr, int_of};
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::types::FloatKind;
use mlir_ir::{Ir, OpId, OperationState, TypeKind, Value};
use num_bigint::BigInt;
use std::sync::Arc;

/// The patterns of `arith.cmpf`.
pub fn cmpf_patterns() -> Vec<PatternRef> {
    vec![Arc::new(CmpFIntToFPConst)]
}

struct CmpFIntToFPConst;

// `arith.cmpi` predicate values.
const EQ: i64 = 0;
const NE: i64 = 1;
const SLT: i64 = 2;
const SLE: i64 = 3;
const SGT: i64 = 4;
const SGE: i64 = 5;
const ULT: i64 = 6;
const ULE: i64 = 7;
const UGT: i64 = 8;
const UGE: i64 = 9;

/// The `cmpi` predicate of the `cmpf` predicate `p` (ordered and unordered
/// alike: the converted integer is never NaN); `None` for `false`, `ord`,
/// `uno`, `true`.
fn integer_predicate(p: i64, unsigned: bool) -> Option<i64> {
    let pick = |s: i64, u: i64| if unsigned { u } else { s };
    Some(match p {
        1 | 8 => EQ,
        2 | 9 => pick(SGT, UGT),
        3 | 10 => pick(SGE, UGE),
        4 | 11 => pick(SLT, ULT),
        5 | 12 => pick(SLE, ULE),
        6 | 13 => NE,
        _ => return None,
    })
}

/// `v` rounded to the float type `kind` (to nearest, ties to even), read
/// back exactly as `f64`.
fn round_to(kind: FloatKind, v: i128) -> f64 {
    match kind {
        FloatKind::F32 => v as f32 as f64,
        _ => v as f64,
    }
}

/// APFloat's `ilogb` of a finite nonzero value: its binary exponent.
fn ilogb(x: f64) -> i32 {
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let mantissa = bits & ((1u64 << 52) - 1);
        -1023 - (mantissa.leading_zeros() as i32 - 12)
    } else {
        exp - 1023
    }
}

/// What the compare becomes.
enum Outcome {
    Constant(bool),
    Compare(i64, i128),
}

/// Upstream's decision for `cmpf p, (unsigned ? uitofp : sitofp)(x : iW), rhs`.
fn decide(p: i64, kind: FloatKind, rhs: f64, width: u32, unsigned: bool) -> Option<Outcome> {
    if rhs.is_nan() {
        return None;
    }
    let (mantissa_width, max_exponent) = match kind {
        FloatKind::F32 => (24, 127),
        _ => (53, 1023),
    };
    let value_bits = if unsigned { width as i32 } else { width as i32 - 1 };
    if width as i32 > mantissa_width {
        if rhs.is_infinite() {
            if max_exponent < value_bits {
                return None;
            }
        } else if rhs != 0.0 {
            let e = ilogb(rhs);
            if mantissa_width <= e && e <= value_bits {
                return None;
            }
        }
    }
    let mut pred = match p {
        7 => return Some(Outcome::Constant(true)),
        14 => return Some(Outcome::Constant(false)),
        _ => integer_predicate(p, unsigned)?,
    };
    let (min, max): (i128, i128) =
        if unsigned { (0, (1i128 << width) - 1) } else { (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1) };
    if round_to(kind, max) < rhs {
        return Some(Outcome::Constant(matches!(pred, NE | SLT | SLE | ULT | ULE)));
    }
    if round_to(kind, min) > rhs {
        return Some(Outcome::Constant(matches!(pred, NE | SGT | SGE | UGT | UGE)));
    }
    // The constant truncated toward zero must fit the integer type.
    let t = rhs.trunc();
    if !t.is_finite() || t < min as f64 || t > max as f64 {
        return None;
    }
    let int = t as i128;
    if int < min || int > max {
        return None;
    }
    if rhs != 0.0 && round_to(kind, int) != rhs {
        // A fractional constant: adjust the predicate (int is rounded
        // toward zero).
        let negative = rhs.is_sign_negative();
        match pred {
            NE => return Some(Outcome::Constant(true)),
            EQ => return Some(Outcome::Constant(false)),
            ULE if negative => return Some(Outcome::Constant(false)),
            SLE if negative => pred = SLT,
            ULT if negative => return Some(Outcome::Constant(false)),
            ULT => pred = ULE,
            SLT if !negative => pred = SLE,
            UGT if negative => return Some(Outcome::Constant(true)),
            SGT if negative => pred = SGE,
            UGE if negative => return Some(Outcome::Constant(true)),
            UGE => pred = UGT,
            SGE if !negative => pred = SGT,
            _ => {}
        }
    }
    Some(Outcome::Compare(pred, int))
}

/// The value attribute of the constant-like op defining `v`.
fn constant_value(ir: &Ir, v: Value) -> Option<mlir_ir::Attribute> {
    let Value::OpResult { op, .. } = v else { return None };
    crate::fold_utils::constant_value(ir, op)
}

/// The source of `v` when an `arith.sitofp` (`false`) or `arith.uitofp`
/// (`true`) produces it.
fn int_to_fp_source(ir: &Ir, v: Value) -> Option<(Value, bool)> {
    let Value::OpResult { op, .. } = v else { return None };
    if let Some(s) = super::SIToFPOp::new(ir, op) {
        return Some((s.in_(ir).checked(), false));
    }
    super::UIToFPOp::new(ir, op).map(|u| (u.in_(ir).checked(), true))
}

impl RewritePattern for CmpFIntToFPConst {
    fn root(&self) -> Option<&str> {
        Some("arith.cmpf")
    }
    fn name(&self) -> &str {
        "CmpFIntToFPConst"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Some(cmp) = super::CmpFOp::new(ir, op) else { return false };
        let (lhs, rhs_v) = (cmp.lhs(ir).checked(), cmp.rhs(ir).checked());
        let Some(rhs_attr) = constant_value(ir, rhs_v) else { return false };
        let Some((fty, rhs)) = float_of(&ctx, rhs_attr) else { return false };
        let TypeKind::Float(kind) = *ctx.type_kind(fty) else { return false };
        let Some((x, unsigned)) = int_to_fp_source(ir, lhs) else { return false };
        let Ok(ity) = ir.value_type(x) else { return false };
        let TypeKind::Integer { width, .. } = *ctx.type_kind(ity) else { return false };
        let Some(p) = cmp.predicate(ir).checked().and_then(|a| int_of(&ctx, a)).and_then(|(_, v)| v.to_i64()) else {
            return false;
        };
        let Some(outcome) = decide(p, kind, rhs, width, unsigned) else { return false };
        let Ok(loc) = ir.op_loc(op) else { return false };
        let Ok(i1) = ir.result(op, 0).and_then(|r| ir.value_type(r)) else { return false };
        match outcome {
            Outcome::Constant(b) => {
                let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
                st.attributes.push((ctx.ident("value"), ctx.bool_attr(b)));
                st.result_types.push(i1);
                rw.replace_op_with_new(op, st).is_ok()
            }
            Outcome::Compare(pred, int) => {
                let Some(value) = int_attr(&ctx, ity, &BigInt::from(int)) else { return false };
                let mut c = OperationState::new(ctx.op_name("arith.constant"), loc);
                c.attributes.push((ctx.ident("value"), value));
                c.result_types.push(ity);
                let Ok(c) = rw.create(c, op) else { return false };
                let Ok(cv) = rw.ir().result(c, 0) else { return false };
                let mut st = OperationState::new(ctx.op_name("arith.cmpi"), loc);
                st.operands = vec![x, cv];
                st.attributes.push((ctx.ident("predicate"), ctx.int_attr_i64(ctx.int(64), pred)));
                st.result_types.push(i1);
                rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
                rw.replace_op_with_new(op, st).is_ok()
            }
        }
    }
}
