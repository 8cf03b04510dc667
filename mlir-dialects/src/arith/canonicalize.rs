//! Canonicalization patterns of `arith.select` (upstream's
//! `ArithCanonicalization.td`): selects of the same condition nested in
//! each other collapse, and selects between 0/1 constants become casts or
//! negations.

use super::family_views::cast_in_out;
use crate::fold_utils::{constant_value, int_of};
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Ir, OpId, OperationState, TypeKind, Value};
use std::sync::Arc;

/// The patterns of `arith.select`.
pub fn select_patterns() -> Vec<PatternRef> {
    vec![
        Arc::new(RedundantSelect { true_side: false }),
        Arc::new(RedundantSelect { true_side: true }),
        Arc::new(SelectNotCond),
        Arc::new(SelectI1ToNot),
        Arc::new(SelectToExtUI),
    ]
}

/// The integer a constant-like op defines for `v`.
fn const_int(ir: &Ir, v: Value) -> Option<i64> {
    let Value::OpResult { op, .. } = v else { return None };
    let (_, i) = int_of(ir.ctx(), constant_value(ir, op)?)?;
    // Read unsigned so an i1 `true` is 1.
    i.to_u64().map(|u| u as i64)
}

fn defining_select(ir: &Ir, v: Value) -> Option<super::SelectOp> {
    let Value::OpResult { op, .. } = v else { return None };
    super::SelectOp::new(ir, op)
}

/// The condition and the two values of `op`, when it is an `arith.select`.
fn operands3(ir: &Ir, op: OpId) -> Option<(Value, Value, Value)> {
    let s = super::SelectOp::new(ir, op)?;
    Some((s.condition(ir).checked(), s.true_value(ir).checked(), s.false_value(ir).checked()))
}

/// `select(c, select(c, a, b), d)` → `select(c, a, d)` (and the mirror on
/// the false side).
struct RedundantSelect {
    true_side: bool,
}

impl RewritePattern for RedundantSelect {
    fn root(&self) -> Option<&str> {
        Some("arith.select")
    }
    fn name(&self) -> &str {
        if self.true_side {
            "RedundantSelectTrue"
        } else {
            "RedundantSelectFalse"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((c, t, f)) = operands3(ir, op) else { return false };
        let inner_v = if self.true_side { t } else { f };
        let Some(inner) = defining_select(ir, inner_v) else { return false };
        let Some((ic, it, ifl)) = operands3(ir, inner.op()) else { return false };
        if ic != c {
            return false;
        }
        let new = if self.true_side { vec![c, it, f] } else { vec![c, t, ifl] };
        rw.modify_in_place(op, |ir| ir.set_operands(op, &new)).is_ok()
    }
}

fn is_i1(ir: &Ir, v: Value) -> bool {
    ir.value_type(v).is_ok_and(|t| matches!(ir.ctx().type_kind(t), TypeKind::Integer { width: 1, .. }))
}

/// Creates `xori(c, true)` (with its constant) before `op`.
fn create_not(rw: &mut PatternRewriter<'_>, op: OpId, c: Value) -> Option<Value> {
    let ctx = rw.ir().ctx().clone();
    let loc = rw.ir().op_loc(op).ok()?;
    let mut one = OperationState::new(ctx.op_name("arith.constant"), loc);
    one.attributes.push((ctx.ident("value"), ctx.bool_attr(true)));
    one.result_types.push(ctx.i1_type());
    let one = rw.create(one, op).ok()?;
    let one = rw.ir().result(one, 0).ok()?;
    let mut xor = OperationState::new(ctx.op_name("arith.xori"), loc);
    xor.operands = vec![c, one];
    xor.result_types.push(ctx.i1_type());
    let x = rw.create(xor, op).ok()?;
    rw.ir().result(x, 0).ok()
}

/// `select(c, false, true)` → `xori(c, true)`.
struct SelectI1ToNot;

/// The patterns of `arith.trunci`: `trunci(extsi(x))` and `trunci(extui(x))`
/// that cut only extension bits are the extension straight to the
/// truncated type (upstream's `TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`).
pub fn trunci_patterns() -> Vec<PatternRef> {
    vec![Arc::new(TruncIExtToExt), Arc::new(super::ext_patterns::TruncIShrSIToTrunciShrUI)]
}

struct TruncIExtToExt;

/// The patterns of `arith.index_cast` and `arith.index_castui`: a cast of
/// an extension of the same signedness casts the unextended value
/// (upstream's `IndexCastOfExtSI`, `IndexCastUIOfExtUI`).
pub fn index_cast_patterns() -> Vec<PatternRef> {
    vec![
        Arc::new(IndexCastOfIndexCast("arith.index_cast")),
        Arc::new(IndexCastOfExt("arith.index_cast")),
        Arc::new(IndexCastOfIndexCast("arith.index_castui")),
        Arc::new(IndexCastOfExt("arith.index_castui")),
    ]
}

/// `index_cast(index_cast(x))` is `x` when it has `x`'s type, even through
/// a narrower integer (upstream's `IndexCastOfIndexCast` and
/// `IndexCastUIOfIndexCastUI`; mixed pairs stay).
struct IndexCastOfIndexCast(&'static str);

impl RewritePattern for IndexCastOfIndexCast {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        "IndexCastOfIndexCast"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((input, res)) = cast_in_out(ir, op) else { return false };
        let Value::OpResult { op: inner, .. } = input else { return false };
        if !ir.op_name(inner).is_ok_and(|n| ir.ctx().op_name_str(n) == self.0) {
            return false;
        }
        let Some((x, _)) = cast_in_out(ir, inner) else { return false };
        if ir.value_type(x).ok() != ir.value_type(res).ok() {
            return false;
        }
        rw.replace_op(op, &[x]).is_ok()
    }
}

struct IndexCastOfExt(&'static str);

impl RewritePattern for IndexCastOfExt {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        "IndexCastOfExt"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Ok(name) = ir.op_name(op).map(|n| ctx.op_name_str(n).to_string()) else { return false };
        let ext = match name.as_str() {
            "arith.index_cast" => "arith.extsi",
            "arith.index_castui" => "arith.extui",
            _ => return false,
        };
        let Some((input, res)) = cast_in_out(ir, op) else { return false };
        let Value::OpResult { op: def, .. } = input else { return false };
        if !ir.op_name(def).is_ok_and(|n| ctx.op_name_str(n) == ext) {
            return false;
        }
        let Some((x, _)) = cast_in_out(ir, def) else { return false };
        let Ok(ty) = ir.value_type(res) else { return false };
        let mut st = OperationState::new(ctx.op_name(&name), ir.op_loc(op).unwrap_or(ctx.unknown_loc()));
        st.operands.push(x);
        st.result_types.push(ty);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

impl RewritePattern for TruncIExtToExt {
    fn root(&self) -> Option<&str> {
        Some("arith.trunci")
    }
    fn name(&self) -> &str {
        "TruncIExtToExt"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Some(trunc) = super::TruncIOp::new(ir, op) else { return false };
        let Value::OpResult { op: ext, .. } = trunc.in_(ir).checked() else { return false };
        let Ok(ext_name) = ir.op_name(ext).map(|n| ctx.op_name_str(n).to_string()) else { return false };
        if !matches!(ext_name.as_str(), "arith.extsi" | "arith.extui") {
            return false;
        }
        let Some((x, mid)) = cast_in_out(ir, ext) else { return false };
        let res = trunc.out(ir).checked();
        let width = |v: Value| {
            ir.value_type(v).ok().and_then(|t| match ctx.type_kind(ctx.type_kind(t).element_type().unwrap_or(t)) {
                TypeKind::Integer { width, .. } => Some(*width),
                _ => None,
            })
        };
        let (Some(wx), Some(wm), Some(wr)) = (width(x), width(mid), width(res)) else { return false };
        if !(wm > wr && wr > wx) {
            return false;
        }
        let Ok(res_ty) = ir.value_type(res) else { return false };
        let mut st = OperationState::new(ctx.op_name(&ext_name), ir.op_loc(op).unwrap_or(ctx.unknown_loc()));
        st.operands.push(x);
        st.result_types.push(res_ty);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// `select(xori(c, -1), a, b)` is `select(c, b, a)`.
struct SelectNotCond;

impl RewritePattern for SelectNotCond {
    fn root(&self) -> Option<&str> {
        Some("arith.select")
    }
    fn name(&self) -> &str {
        "SelectNotCond"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((cond, a, b)) = operands3(ir, op) else { return false };
        let Value::OpResult { op: not, .. } = cond else { return false };
        let Some(not) = super::XOrIOp::new(ir, not) else { return false };
        let (pred, ones) = (not.lhs(ir).checked(), not.rhs(ir).checked());
        if !is_all_ones(ir, ones) {
            return false;
        }
        let ctx = ir.ctx().clone();
        let mut st = OperationState::new(ctx.op_name("arith.select"), ir.op_loc(op).unwrap_or(ctx.unknown_loc()));
        st.operands = vec![pred, b, a];
        st.result_types = ir.results(op).map(|r| r.filter_map(|v| ir.value_type(v).ok()).collect()).unwrap_or_default();
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// Whether `v` is a constant with every bit set (scalar or splat).
fn is_all_ones(ir: &Ir, v: Value) -> bool {
    let Value::OpResult { op, .. } = v else { return false };
    let Some(a) = constant_value(ir, op) else { return false };
    let ctx = ir.ctx();
    let scalar = match mlir_ir::attributes::DenseElements::new(ctx, a) {
        Some(e) if e.is_splat() => e.int(0),
        Some(_) => None,
        None => int_of(ctx, a).map(|(_, v)| v),
    };
    scalar.is_some_and(|v| (0..v.width()).all(|i| v.bit(i)))
}

impl RewritePattern for SelectI1ToNot {
    fn root(&self) -> Option<&str> {
        Some("arith.select")
    }
    fn name(&self) -> &str {
        "SelectI1ToNot"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((c, t, f)) = operands3(ir, op) else { return false };
        if !is_i1(ir, t) || const_int(ir, t) != Some(0) || const_int(ir, f) != Some(1) {
            return false;
        }
        let Some(not) = create_not(rw, op, c) else { return false };
        rw.replace_op(op, &[not]).is_ok()
    }
}

/// `select(c, 1, 0)` → `extui(c)` for integer results.
struct SelectToExtUI;

impl RewritePattern for SelectToExtUI {
    fn root(&self) -> Option<&str> {
        Some("arith.select")
    }
    fn name(&self) -> &str {
        "SelectToExtUI"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((c, t, f)) = operands3(ir, op) else { return false };
        let Ok(ty) = ir.value_type(t) else { return false };
        let wide_int = matches!(ir.ctx().type_kind(ty), TypeKind::Integer { width, .. } if *width > 1);
        if !wide_int || !is_i1(ir, c) {
            return false;
        }
        let ctx = ir.ctx().clone();
        let Ok(loc) = ir.op_loc(op) else { return false };
        let (name, operands) = match (const_int(ir, t), const_int(ir, f)) {
            (Some(1), Some(0)) => ("arith.extui", vec![c]),
            (Some(0), Some(1)) => {
                // extui(not c): the negation first.
                let Some(not) = create_not(rw, op, c) else { return false };
                ("arith.extui", vec![not])
            }
            _ => return false,
        };
        let mut st = OperationState::new(ctx.op_name(name), loc);
        st.operands = operands;
        st.result_types.push(ty);
        rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
        rw.replace_op_with_new(op, st).is_ok()
    }
}
