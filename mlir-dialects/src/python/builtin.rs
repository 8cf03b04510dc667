//! The builtin dialect's ops for the Python generator: their one
//! definition lives in the core (`mlir_ir::builtin::specs`), which parses,
//! prints and verifies by it.

use crate::spec::OpSpec;

/// `builtin.module` and `builtin.unrealized_conversion_cast`.
pub fn specs() -> Vec<OpSpec> {
    mlir_ir::builtin::specs()
}
