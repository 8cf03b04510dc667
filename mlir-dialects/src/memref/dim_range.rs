//! The integer range of `memref.dim` (upstream's
//! `inferShapedDimOpInterface`): the union of the sizes of the dimensions
//! its index may name, a dynamic size being any non-negative `index`.

use mlir_ir::interfaces::{InferIntRangeInterface, IntRange};
use mlir_ir::{Ir, OpId, TypeKind};
use std::sync::Arc;

/// `InferIntRangeInterface` of `memref.dim`.
pub struct DimRange;

impl DimRange {
    /// The shared implementation.
    pub fn arc() -> Arc<dyn InferIntRangeInterface> {
        Arc::new(DimRange)
    }
}

impl InferIntRangeInterface for DimRange {
    fn infer_result_ranges(&self, ir: &Ir, op: OpId, operands: &[Option<IntRange>]) -> Vec<Option<IntRange>> {
        let any_size = IntRange::non_negative(64, 0, i64::MAX as u64);
        let ctx = ir.ctx();
        let shape = ir.operand(op, 0).ok().and_then(|m| ir.value_type(m).ok()).and_then(|ty| match ctx.type_kind(ty) {
            TypeKind::MemRef { shape, .. } => Some(shape.clone()),
            _ => None,
        });
        let Some(shape) = shape else { return vec![Some(any_size)] };
        // The dimensions the index operand's range allows.
        let rank = shape.len() as i64;
        let (mut lo, mut hi) = (0i64, rank - 1);
        if let Some(Some(index)) = operands.get(1) {
            lo = lo.max(index.smin);
            hi = hi.min(index.smax);
        }
        let mut result: Option<IntRange> = None;
        for i in lo.max(0)..=hi {
            let size = shape[i as usize];
            let r = if size < 0 { any_size } else { IntRange::constant_non_negative(64, size as u64) };
            result = Some(result.map_or(r, |acc| acc.union(&r)));
        }
        vec![Some(result.unwrap_or(any_size))]
    }
}
