//! `ConditionallySpeculatable` of integer divisions: `arith`'s
//! `divsi`/`divui`/`ceildivsi`/`ceildivui` trap on a zero divisor, and the
//! signed ones also on `MIN / -1`, so they run speculatively only when the
//! divisor's producer rules this out (upstream's `getDivUISpeculatability`
//! and `getDivSISpeculatability` with the `m_IntRangeWithout...` matchers):
//! a constant, or an op whose `InferIntRangeInterface` excludes the value
//! knowing nothing of its own operands (`memref.dim` of a static size,
//! `index.sizeof`). `index`'s divisions and remainders are never
//! speculatable in upstream 22, whatever their operands. (`arith`'s
//! `floordivsi`, `remsi` and `remui` are plain `Pure` ops upstream, always
//! speculatable.)

use crate::fold_utils::{constant_int, int_width};
use mlir_ir::interfaces::{op_interface, ConditionallySpeculatable, InferIntRangeInterface, IntRange, Speculatability};
use mlir_ir::{Ir, OpId, Value};
use std::sync::Arc;

/// The speculatability of a division whose divisor is its second operand.
pub struct DivisionSpeculation {
    /// Whether a divisor of -1 may trap too.
    pub signed: bool,
}

impl DivisionSpeculation {
    /// The implementation for a signed (`true`) or unsigned division.
    pub fn arc(signed: bool) -> Arc<dyn ConditionallySpeculatable> {
        Arc::new(DivisionSpeculation { signed })
    }
}

/// An op that never runs speculatively (upstream's `index` divisions).
pub struct NeverSpeculatable;

impl NeverSpeculatable {
    /// The shared implementation.
    pub fn arc() -> Arc<dyn ConditionallySpeculatable> {
        Arc::new(NeverSpeculatable)
    }
}

impl ConditionallySpeculatable for NeverSpeculatable {
    fn speculatability(&self, _ir: &Ir, _op: OpId) -> Speculatability {
        Speculatability::NotSpeculatable
    }
}

/// The divisor (`rhs`) of `op`, when it is one of the `arith` divisions
/// this interface is attached to.
fn divisor(ir: &Ir, op: OpId) -> Option<mlir_ir::Value> {
    use crate::arith::{CeilDivSIOp, CeilDivUIOp, DivSIOp, DivUIOp};
    use mlir_ir::ods::view::Checked;
    mlir_ir::on_view!(ir, op, |v| v.rhs(ir).checked(), [DivUIOp, DivSIOp, CeilDivUIOp, CeilDivSIOp])
}

impl ConditionallySpeculatable for DivisionSpeculation {
    fn speculatability(&self, ir: &Ir, op: OpId) -> Speculatability {
        let Some(range) = divisor(ir, op).and_then(|d| divisor_range(ir, d)) else {
            return Speculatability::NotSpeculatable;
        };
        let safe = if self.signed {
            range.excludes_zero_signed() && range.excludes_minus_one_signed()
        } else {
            range.excludes_zero_unsigned()
        };
        if safe {
            Speculatability::Speculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// The range upstream's matchers give `divisor`: its value when a constant
/// defines it, else the first result's range its producer infers with
/// every operand unknown; `None` when neither applies.
fn divisor_range(ir: &Ir, divisor: Value) -> Option<IntRange> {
    if let Some(c) = constant_int(ir, divisor) {
        let width = c.width();
        if width > 64 {
            return None;
        }
        let s = c.to_i64()?;
        let u = if width == 64 { s as u64 } else { (s as u64) & ((1u64 << width) - 1) };
        return Some(IntRange { width, umin: u, umax: u, smin: s, smax: s });
    }
    let Value::OpResult { op: def, index: 0 } = divisor else { return None };
    let imp = op_interface::<dyn InferIntRangeInterface>(ir, def)?;
    let ctx = ir.ctx();
    let operands: Vec<Option<IntRange>> = ir
        .operands(def)
        .ok()?
        .map(|v| ir.value_type(v).ok().and_then(|t| int_width(ctx, t)).and_then(IntRange::max))
        .collect();
    imp.infer_result_ranges(ir, def, &operands).into_iter().next().flatten()
}
