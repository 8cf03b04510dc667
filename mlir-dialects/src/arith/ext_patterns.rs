//! Canonicalization patterns that look through extensions and bitcasts
//! (upstream's `AndOfExtUI`, `OrOfExtSI`, `XOrIOfExtUI`, `CmpIExtSI`,
//! `ExtSIOfExtUI`, `BitcastOfBitcast`, `TruncFSIToFPToSIToFP` in
//! `ArithCanonicalization.td`): a
//! bitwise op or an equality compare of two values extended alike works on
//! the narrower values; a conversion to float truncated converts directly.

use super::family_views::{cast_in_out, lhs_rhs};
use crate::fold_utils::constant_value;
use mlir_ir::ods::view::Checked;
use mlir_ir::rewrite::{PatternRef, PatternRewriter, RewritePattern};
use mlir_ir::{Ir, OpId, OperationState, Value};
use std::sync::Arc;

/// The source of `v` when the cast `name` produces it.
fn source_of(ir: &Ir, v: Value, name: &str) -> Option<Value> {
    let Value::OpResult { op, .. } = v else { return None };
    let n = ir.op_name(op).ok()?;
    if ir.ctx().op_name_str(n) != name {
        return None;
    }
    cast_in_out(ir, op).map(|(input, _)| input)
}

/// `name(ext(x), ext(y))` with `x` and `y` of one type: `(x, y)`.
fn both_extended(ir: &Ir, op: OpId, ext: &str) -> Option<(Value, Value)> {
    let (lhs, rhs) = lhs_rhs(ir, op)?;
    let x = source_of(ir, lhs, ext)?;
    let y = source_of(ir, rhs, ext)?;
    (ir.value_type(x).ok()? == ir.value_type(y).ok()?).then_some((x, y))
}

/// The patterns of `arith.andi`: `AndOfExtUI`, `AndOfExtSI`.
pub fn andi_patterns() -> Vec<PatternRef> {
    bitwise_of_ext("arith.andi", ["AndOfExtUI", "AndOfExtSI"])
}

/// The patterns of `arith.ori`: `OrOfExtUI`, `OrOfExtSI`.
pub fn ori_patterns() -> Vec<PatternRef> {
    bitwise_of_ext("arith.ori", ["OrOfExtUI", "OrOfExtSI"])
}

/// `XOrIOfExtUI`, `XOrIOfExtSI` (after `XOrINotCmpI`).
pub fn xori_ext_patterns() -> Vec<PatternRef> {
    bitwise_of_ext("arith.xori", ["XOrIOfExtUI", "XOrIOfExtSI"])
}

/// The zero- then the sign-extension form of `root`, named `names`.
fn bitwise_of_ext(root: &'static str, names: [&'static str; 2]) -> Vec<PatternRef> {
    vec![
        Arc::new(BitwiseOfExt { root, ext: "arith.extui", name: names[0] }),
        Arc::new(BitwiseOfExt { root, ext: "arith.extsi", name: names[1] }),
    ]
}

/// `root(ext(x), ext(y))` → `ext(root(x, y))`.
struct BitwiseOfExt {
    root: &'static str,
    ext: &'static str,
    name: &'static str,
}

impl RewritePattern for BitwiseOfExt {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some((x, y)) = both_extended(ir, op, self.ext) else { return false };
        let ctx = ir.ctx().clone();
        let (Ok(narrow), Ok(wide), Ok(loc)) =
            (ir.value_type(x), ir.result(op, 0).and_then(|r| ir.value_type(r)), ir.op_loc(op))
        else {
            return false;
        };
        let mut inner = OperationState::new(ctx.op_name(self.root), loc);
        inner.operands = vec![x, y];
        inner.result_types.push(narrow);
        let Ok(inner) = rw.create(inner, op) else { return false };
        let Ok(inner_v) = rw.ir().result(inner, 0) else { return false };
        let mut ext = OperationState::new(ctx.op_name(self.ext), loc);
        ext.operands.push(inner_v);
        ext.result_types.push(wide);
        rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
        rw.replace_op_with_new(op, ext).is_ok()
    }
}

/// The patterns of `arith.cmpi`: `CmpIExtSI`, then `CmpIExtUI`.
pub fn cmpi_patterns() -> Vec<PatternRef> {
    vec![
        Arc::new(CmpIOfExt { ext: "arith.extsi", name: "CmpIExtSI" }),
        Arc::new(CmpIOfExt { ext: "arith.extui", name: "CmpIExtUI" }),
    ]
}

/// `cmpi eq|ne, ext(a), ext(b)` → `cmpi eq|ne, a, b`.
struct CmpIOfExt {
    ext: &'static str,
    name: &'static str,
}

impl RewritePattern for CmpIOfExt {
    fn root(&self) -> Option<&str> {
        Some("arith.cmpi")
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(cmp) = super::CmpIOp::new(ir, op) else { return false };
        let Some(pred) = cmp.predicate(ir).checked() else { return false };
        // eq is 0, ne is 1.
        let is_equality =
            crate::fold_utils::int_of(ir.ctx(), pred).and_then(|(_, p)| p.to_i64()).is_some_and(|p| p == 0 || p == 1);
        if !is_equality {
            return false;
        }
        let Some((a, b)) = both_extended(ir, op, self.ext) else { return false };
        let ctx = ir.ctx().clone();
        let (Ok(ty), Ok(loc)) = (ir.result(op, 0).and_then(|r| ir.value_type(r)), ir.op_loc(op)) else {
            return false;
        };
        let mut st = OperationState::new(ctx.op_name("arith.cmpi"), loc);
        st.operands = vec![a, b];
        st.attributes.push((ctx.ident("predicate"), pred));
        st.result_types.push(ty);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// The patterns of `arith.extsi`: `ExtSIOfExtUI`.
pub fn extsi_patterns() -> Vec<PatternRef> {
    vec![Arc::new(CastOfCast { root: "arith.extsi", inner: "arith.extui", new: "arith.extui", name: "ExtSIOfExtUI" })]
}

/// The patterns of `arith.bitcast`: `BitcastOfBitcast`.
pub fn bitcast_patterns() -> Vec<PatternRef> {
    vec![Arc::new(CastOfCast {
        root: "arith.bitcast",
        inner: "arith.bitcast",
        new: "arith.bitcast",
        name: "BitcastOfBitcast",
    })]
}

/// `root(inner(x))` → `new(x)` to `root`'s result type: a sign extension
/// of a zero extension zero-extends (its sign bit is 0), two bitcasts are
/// one.
struct CastOfCast {
    root: &'static str,
    inner: &'static str,
    new: &'static str,
    name: &'static str,
}

impl RewritePattern for CastOfCast {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(x) = cast_in_out(ir, op).and_then(|(v, _)| source_of(ir, v, self.inner)) else { return false };
        let ctx = ir.ctx().clone();
        let (Ok(ty), Ok(loc)) = (ir.result(op, 0).and_then(|r| ir.value_type(r)), ir.op_loc(op)) else {
            return false;
        };
        let mut st = OperationState::new(ctx.op_name(self.new), loc);
        st.operands.push(x);
        st.result_types.push(ty);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// The patterns of `arith.truncf`: `TruncFSIToFPToSIToFP`,
/// `TruncFUIToFPToUIToFP`.
pub fn truncf_patterns() -> Vec<PatternRef> {
    vec![
        Arc::new(TruncFOfIntToFP { conversion: "arith.sitofp", name: "TruncFSIToFPToSIToFP" }),
        Arc::new(TruncFOfIntToFP { conversion: "arith.uitofp", name: "TruncFUIToFPToUIToFP" }),
    ]
}

/// `truncf(sitofp(x))` → `sitofp(x)` to the narrower type (and the same
/// for `uitofp`), when the `truncf` rounds the default way.
struct TruncFOfIntToFP {
    conversion: &'static str,
    name: &'static str,
}

impl RewritePattern for TruncFOfIntToFP {
    fn root(&self) -> Option<&str> {
        Some("arith.truncf")
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let Some(truncf) = super::TruncFOp::new(ir, op) else { return false };
        if truncf.roundingmode(ir).checked().is_some() {
            return false;
        }
        let Some(x) = source_of(ir, truncf.in_(ir).checked(), self.conversion) else { return false };
        let ctx = ir.ctx().clone();
        let (Ok(ty), Ok(loc)) = (ir.result(op, 0).and_then(|r| ir.value_type(r)), ir.op_loc(op)) else {
            return false;
        };
        let mut st = OperationState::new(ctx.op_name(self.conversion), loc);
        st.operands.push(x);
        st.result_types.push(ty);
        rw.replace_op_with_new(op, st).is_ok()
    }
}

/// `TruncIShrSIToTrunciShrUI`: `trunci(shrsi(x, c))` → `trunci(shrui(x,
/// c))` when `c` is the number of bits truncated (the bits the shifts
/// differ in are dropped).
pub struct TruncIShrSIToTrunciShrUI;

impl RewritePattern for TruncIShrSIToTrunciShrUI {
    fn root(&self) -> Option<&str> {
        Some("arith.trunci")
    }
    fn name(&self) -> &str {
        "TruncIShrSIToTrunciShrUI"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ir = rw.ir();
        let ctx = ir.ctx().clone();
        let Some(trunc) = super::TruncIOp::new(ir, op) else { return false };
        let Value::OpResult { op: shr, .. } = trunc.in_(ir).checked() else { return false };
        let Some(shr) = super::ShRSIOp::new(ir, shr) else { return false };
        let (x, c) = (shr.lhs(ir).checked(), shr.rhs(ir).checked());
        let Some(amount) = crate::fold_utils::constant_int(ir, c).and_then(|a| a.to_i64()) else { return false };
        let width = |v: Value| ir.value_type(v).ok().and_then(|t| crate::fold_utils::int_width(&ctx, t));
        let (Some(wide), Ok(res)) = (width(x), ir.result(op, 0)) else { return false };
        let Some(narrow) = width(res) else { return false };
        if i64::from(wide) - i64::from(narrow) != amount {
            return false;
        }
        let Value::OpResult { op: c_op, .. } = c else { return false };
        let (Some(value), Ok(x_ty), Ok(res_ty), Ok(loc)) =
            (constant_value(ir, c_op), ir.value_type(x), ir.value_type(res), ir.op_loc(op))
        else {
            return false;
        };
        let flags = trunc.overflow_flags(ir).checked();
        let mut k = OperationState::new(ctx.op_name("arith.constant"), loc);
        k.attributes.push((ctx.ident("value"), value));
        k.result_types.push(ir.value_type(c).unwrap_or(x_ty));
        let Ok(k) = rw.create(k, op) else { return false };
        let Ok(kv) = rw.ir().result(k, 0) else { return false };
        let mut shift = OperationState::new(ctx.op_name("arith.shrui"), loc);
        shift.operands = vec![x, kv];
        shift.result_types.push(x_ty);
        let Ok(shift) = rw.create(shift, op) else { return false };
        let Ok(sv) = rw.ir().result(shift, 0) else { return false };
        let mut st = OperationState::new(ctx.op_name("arith.trunci"), loc);
        st.operands.push(sv);
        if let Some(f) = flags {
            st.attributes.push((ctx.ident("overflowFlags"), f));
        }
        st.result_types.push(res_ty);
        rw.set_insertion_point(mlir_ir::ir::InsertPoint::Before(op));
        rw.replace_op_with_new(op, st).is_ok()
    }
}
