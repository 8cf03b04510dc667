//! Canonicalization patterns folding chains of integer additions,
//! subtractions and multiplications with constants (upstream's
//! `AddIAddConstant`, `SubIRHSAddConstant`, `MulIMulIConstant`, ... in
//! `ArithCanonicalization.td`): `(x + c0) + c1` becomes `x + (c0 + c1)`.
//! They apply whatever the overflow flags; the new op keeps the flags
//! both ops carry (upstream's `mergeOverflowFlags`), except for
//! `SubIRHSAddConstant`, whose result has none.

use super::attrs::OVERFLOW;
use crate::fold_utils::{constant_value, int_attr, int_of};
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Ir, OpId, OperationState, Value};
use num_bigint::BigInt;
use std::sync::Arc;

/// How a root `outer(inner(..), c1)` is rewritten.
#[derive(Copy, Clone)]
enum Kind {
    /// addi(addi(x, c0), c1) → addi(x, c0 + c1)
    AddAdd,
    /// addi(subi(x, c0), c1) → addi(x, c1 - c0)
    AddSubRhs,
    /// addi(subi(c0, x), c1) → subi(c0 + c1, x)
    AddSubLhs,
    /// subi(addi(x, c0), c1) → addi(x, c0 - c1)
    SubRhsAdd,
    /// subi(c1, addi(x, c0)) → subi(c1 - c0, x)
    SubLhsAdd,
    /// subi(subi(x, c0), c1) → subi(x, c0 + c1)
    SubRhsSubRhs,
    /// subi(subi(c0, x), c1) → subi(c0 - c1, x)
    SubRhsSubLhs,
    /// subi(c1, subi(x, c0)) → subi(c0 + c1, x)
    SubLhsSubRhs,
    /// subi(c1, subi(c0, x)) → addi(x, c1 - c0)
    SubLhsSubLhs,
    /// muli(muli(x, c0), c1) → muli(x, c0 * c1)
    MulMul,
}

struct Reassociate {
    kind: Kind,
    root: &'static str,
    name: &'static str,
}

/// The patterns of `arith.addi`.
pub fn addi_patterns() -> Vec<PatternRef> {
    let v: Vec<PatternRef> = vec![
        Arc::new(Reassociate { kind: Kind::AddAdd, root: "arith.addi", name: "AddIAddConstant" }),
        Arc::new(Reassociate { kind: Kind::AddSubRhs, root: "arith.addi", name: "AddISubConstantRHS" }),
        Arc::new(Reassociate { kind: Kind::AddSubLhs, root: "arith.addi", name: "AddISubConstantLHS" }),
    ];
    v.into_iter().chain(super::negation_patterns::addi_patterns()).collect()
}

/// The patterns of `arith.subi`.
pub fn subi_patterns() -> Vec<PatternRef> {
    let v: Vec<PatternRef> = vec![
        Arc::new(Reassociate { kind: Kind::SubRhsAdd, root: "arith.subi", name: "SubIRHSAddConstant" }),
        Arc::new(Reassociate { kind: Kind::SubLhsAdd, root: "arith.subi", name: "SubILHSAddConstant" }),
        Arc::new(Reassociate { kind: Kind::SubRhsSubRhs, root: "arith.subi", name: "SubIRHSSubConstantRHS" }),
        Arc::new(Reassociate { kind: Kind::SubRhsSubLhs, root: "arith.subi", name: "SubIRHSSubConstantLHS" }),
        Arc::new(Reassociate { kind: Kind::SubLhsSubRhs, root: "arith.subi", name: "SubILHSSubConstantRHS" }),
        Arc::new(Reassociate { kind: Kind::SubLhsSubLhs, root: "arith.subi", name: "SubILHSSubConstantLHS" }),
    ];
    v.into_iter().chain(super::negation_patterns::subi_patterns()).collect()
}

/// The patterns of `arith.muli`.
pub fn muli_patterns() -> Vec<PatternRef> {
    vec![Arc::new(Reassociate { kind: Kind::MulMul, root: "arith.muli", name: "MulIMulIConstant" })]
}

/// The integer a constant-like op defines for `v`.
fn constant(ir: &Ir, v: Value) -> Option<BigInt> {
    let Value::OpResult { op, .. } = v else { return None };
    Some(int_of(ir.ctx(), constant_value(ir, op)?)?.1.to_bigint())
}

/// The op named `name` defining `v`.
fn defined_by(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let Value::OpResult { op, .. } = v else { return None };
    let n = ir.op_name(op).ok()?;
    (ir.ctx().op_name_str(n) == name).then_some(op)
}

/// The overflow flags of `op` as bits (0 when it has none).
fn flag_bits(ir: &Ir, op: OpId) -> u64 {
    super::family_views::overflow_flags(ir, op).flatten().and_then(|a| OVERFLOW.bits(ir.ctx(), a)).unwrap_or(0)
}

fn operands2(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
    super::family_views::lhs_rhs(ir, op)
}

impl RewritePattern for Reassociate {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((lhs, rhs)) = operands2(ir, op) else { return false };
        let inner_name = match self.kind {
            Kind::AddAdd | Kind::SubRhsAdd | Kind::SubLhsAdd => "arith.addi",
            Kind::MulMul => "arith.muli",
            _ => "arith.subi",
        };
        let inner_side_rhs = matches!(self.kind, Kind::SubLhsAdd | Kind::SubLhsSubRhs | Kind::SubLhsSubLhs);
        // `outer(inner, c1)` or, for the LHS forms, `outer(c1, inner)`.
        let (inner_v, c1_v) = if inner_side_rhs { (rhs, lhs) } else { (lhs, rhs) };
        let Some(c1) = constant(ir, c1_v) else { return false };
        let Some(inner) = defined_by(ir, inner_v, inner_name) else { return false };
        let Some((il, ir_)) = operands2(ir, inner) else { return false };
        // Inner constant on its right (x op c0) or left (c0 op x).
        let inner_const_lhs = matches!(self.kind, Kind::AddSubLhs | Kind::SubRhsSubLhs | Kind::SubLhsSubLhs);
        let (x, c0_v) = if inner_const_lhs { (ir_, il) } else { (il, ir_) };
        let Some(c0) = constant(ir, c0_v) else { return false };
        let (new_name, value, x_first) = match self.kind {
            Kind::AddAdd => ("arith.addi", &c0 + &c1, true),
            Kind::AddSubRhs => ("arith.addi", &c1 - &c0, true),
            Kind::AddSubLhs => ("arith.subi", &c0 + &c1, false),
            Kind::SubRhsAdd => ("arith.addi", &c0 - &c1, true),
            Kind::SubLhsAdd => ("arith.subi", &c1 - &c0, false),
            Kind::SubRhsSubRhs => ("arith.subi", &c0 + &c1, true),
            Kind::SubRhsSubLhs => ("arith.subi", &c0 - &c1, false),
            Kind::SubLhsSubRhs => ("arith.subi", &c0 + &c1, false),
            Kind::SubLhsSubLhs => ("arith.addi", &c1 - &c0, true),
            Kind::MulMul => ("arith.muli", &c0 * &c1, true),
        };
        // Only the wraparounds neither op rules out stay ruled out.
        let flags = match self.kind {
            Kind::SubRhsAdd => 0,
            _ => flag_bits(ir, op) & flag_bits(ir, inner),
        };
        let ctx = ir.ctx().clone();
        let Ok(ty) = ir.value_type(x) else { return false };
        let Some(value) = int_attr(&ctx, ty, &value) else { return false };
        let Ok(loc) = ir.op_loc(op) else { return false };
        let mut c = OperationState::new(ctx.op_name("arith.constant"), loc);
        c.attributes.push((ctx.ident("value"), value));
        c.result_types.push(ty);
        let Ok(c) = rw.create(c, op) else { return false };
        let Ok(cv) = rw.ir().result(c, 0) else { return false };
        let mut st = OperationState::new(ctx.op_name(new_name), loc);
        st.operands = if x_first { vec![x, cv] } else { vec![cv, x] };
        if flags != 0 {
            st.attributes.push((ctx.ident("overflowFlags"), OVERFLOW.attr(&ctx, flags)));
        }
        st.result_types.push(ty);
        rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
        rw.replace_op_with_new(op, st).is_ok()
    }
}
