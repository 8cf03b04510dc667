//! The integer range of `index.sizeof`: the width of `index` on the
//! targets the dialect folds for, 32 or 64 bits (upstream's
//! `SizeOfOp::inferResultRanges`).

use mlir_ir::interfaces::{InferIntRangeInterface, IntRange};
use mlir_ir::{Ir, OpId};
use std::sync::Arc;

/// `InferIntRangeInterface` of `index.sizeof`.
pub struct SizeofRange;

impl SizeofRange {
    /// The shared implementation.
    pub fn arc() -> Arc<dyn InferIntRangeInterface> {
        Arc::new(SizeofRange)
    }
}

impl InferIntRangeInterface for SizeofRange {
    fn infer_result_ranges(&self, _ir: &Ir, _op: OpId, _operands: &[Option<IntRange>]) -> Vec<Option<IntRange>> {
        vec![Some(IntRange::non_negative(64, 32, 64))]
    }
}
