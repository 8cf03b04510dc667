//! `AffineExpr`, `AffineMap`, `IntegerSet` (to be bound; the core has them
//! in `mlir_ir::affine`).

use pyo3::prelude::*;

/// Registers the classes of this file.
pub fn register(_m: &Bound<'_, PyModule>) -> PyResult<()> {
    Ok(())
}
