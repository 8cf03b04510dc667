//! Canonicalization patterns turning negations into subtractions
//! (upstream's `AddIMulNegativeOneRhs`, `AddIMulNegativeOneLhs` and
//! `SubISubILHSRHSLHS` in `ArithCanonicalization.td`): `x + y * -1` is
//! `x - y`, and `(a - b) - a` is `0 - b`.

use super::attrs::overflow_none;
use super::family_views::{lhs_rhs, overflow_flags};
use crate::fold_utils::{constant_int, int_attr};
use mlir_ir::ir::InsertPoint;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Attribute, Ir, OpId, OperationState, Value};
use num_bigint::BigInt;
use std::sync::Arc;

/// `AddIMulNegativeOneRhs`, then `AddIMulNegativeOneLhs` (after the
/// reassociations of constants).
pub fn addi_patterns() -> Vec<PatternRef> {
    vec![Arc::new(AddIMulNegativeOne { rhs: true }), Arc::new(AddIMulNegativeOne { rhs: false })]
}

/// `SubISubILHSRHSLHS` (after the reassociations of constants).
pub fn subi_patterns() -> Vec<PatternRef> {
    vec![Arc::new(SubISubILHSRHSLHS)]
}

/// The operands of `v`'s producer when it is the op `name`, with the
/// producer.
fn producer(ir: &Ir, v: Value, name: &str) -> Option<(OpId, Value, Value)> {
    let Value::OpResult { op, .. } = v else { return None };
    let n = ir.op_name(op).ok()?;
    if ir.ctx().op_name_str(n) != name {
        return None;
    }
    let (lhs, rhs) = lhs_rhs(ir, op)?;
    Some((op, lhs, rhs))
}

/// Replaces `op` by `subi(a, b)` with the overflow flags `flags`.
fn replace_with_subi(rw: &mut PatternRewriter<'_>, op: OpId, a: Value, b: Value, flags: Attribute) -> bool {
    let ir = rw.ir();
    let ctx = ir.ctx().clone();
    let (Ok(ty), Ok(loc)) = (ir.result(op, 0).and_then(|r| ir.value_type(r)), ir.op_loc(op)) else { return false };
    let mut st = OperationState::new(ctx.op_name("arith.subi"), loc);
    st.operands = vec![a, b];
    st.attributes.push((ctx.ident("overflowFlags"), flags));
    st.result_types.push(ty);
    rw.set_insertion_point(InsertPoint::Before(op));
    rw.replace_op_with_new(op, st).is_ok()
}

/// `addi(x, muli(y, -1))` → `subi(x, y)` (`rhs`), `addi(muli(x, -1), y)`
/// → `subi(y, x)`; the subtraction gets no overflow flags.
struct AddIMulNegativeOne {
    rhs: bool,
}

impl RewritePattern for AddIMulNegativeOne {
    fn root(&self) -> Option<&str> {
        Some("arith.addi")
    }
    fn name(&self) -> &str {
        if self.rhs {
            "AddIMulNegativeOneRhs"
        } else {
            "AddIMulNegativeOneLhs"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((lhs, rhs)) = lhs_rhs(ir, op) else { return false };
        let (mul_v, other) = if self.rhs { (rhs, lhs) } else { (lhs, rhs) };
        let Some((_, y, c)) = producer(ir, mul_v, "arith.muli") else { return false };
        let minus_one = constant_int(ir, c).is_some_and(|v| v.to_i64() == Some(-1));
        if !minus_one {
            return false;
        }
        let none = overflow_none(ir.ctx());
        replace_with_subi(rw, op, other, y, none)
    }
}

/// `subi(subi(a, b), a)` → `subi(0, b)`, keeping the overflow flags both
/// subtractions carry (upstream's `mergeOverflowFlags`: their
/// intersection; this applies when one has none or both have the same).
struct SubISubILHSRHSLHS;

impl RewritePattern for SubISubILHSRHSLHS {
    fn root(&self) -> Option<&str> {
        Some("arith.subi")
    }
    fn name(&self) -> &str {
        "SubISubILHSRHSLHS"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((lhs, rhs)) = lhs_rhs(ir, op) else { return false };
        let Some((inner, a, b)) = producer(ir, lhs, "arith.subi") else { return false };
        if a != rhs {
            return false;
        }
        let ctx = ir.ctx().clone();
        let none = overflow_none(&ctx);
        let flags = |o: OpId| overflow_flags(ir, o).flatten().unwrap_or(none);
        let (f1, f2) = (flags(inner), flags(op));
        let merged = if f1 == none || f2 == none {
            none
        } else if f1 == f2 {
            f1
        } else {
            return false;
        };
        let (Ok(ty), Ok(loc)) = (ir.value_type(b), ir.op_loc(op)) else { return false };
        let Some(zero) = int_attr(&ctx, ty, &BigInt::from(0)) else { return false };
        let mut c = OperationState::new(ctx.op_name("arith.constant"), loc);
        c.attributes.push((ctx.ident("value"), zero));
        c.result_types.push(ty);
        let Ok(c) = rw.create(c, op) else { return false };
        let Ok(cv) = rw.ir().result(c, 0) else { return false };
        replace_with_subi(rw, op, cv, b, merged)
    }
}
