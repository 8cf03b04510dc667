//! `ConditionallySpeculatable` of integer divisions: `arith`'s
//! `divsi`/`divui`/`ceildivsi`/`ceildivui` trap on a zero divisor, and the
//! signed ones also on `MIN / -1`, so they run speculatively only when the
//! divisor is a constant that rules this out (upstream's
//! `getDivUISpeculatability` and `getDivSISpeculatability`); `index`'s
//! divisions and remainders are never speculatable in upstream 22, whatever
//! their operands. (`arith`'s `floordivsi`, `remsi` and `remui` are plain
//! `Pure` ops upstream, always speculatable.)

use crate::fold_utils::constant_int;
use mlir_ir::interfaces::{ConditionallySpeculatable, Speculatability};
use mlir_ir::{Ir, OpId};
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

impl ConditionallySpeculatable for DivisionSpeculation {
    fn speculatability(&self, ir: &Ir, op: OpId) -> Speculatability {
        let divisor = ir.operand(op, 1).ok().and_then(|d| constant_int(ir, d));
        let traps = |d: &mlir_ir::support::apint::APInt| d.is_zero() || (self.signed && d.to_i64() == Some(-1));
        match divisor {
            Some(d) if !traps(&d) => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}
