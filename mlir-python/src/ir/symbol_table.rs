//! `SymbolTable` (to be bound; the core has it in `mlir_ir::symbols`).

use pyo3::prelude::*;

/// Registers the classes of this file.
pub fn register(_m: &Bound<'_, PyModule>) -> PyResult<()> {
    Ok(())
}
