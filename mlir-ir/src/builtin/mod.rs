//! The builtin dialect: `builtin.module` and
//! `builtin.unrealized_conversion_cast`. Builtin types and attributes live
//! in [`crate::types`] and [`crate::attributes`].

mod module;
mod unrealized_cast;

use crate::dialect::Dialect;
use std::sync::Arc;

pub use module::ModuleOp;
pub use unrealized_cast::UnrealizedConversionCastOp;

/// The builtin dialect, loaded by every context.
pub fn dialect() -> Dialect {
    Dialect::new("builtin", vec![Arc::new(ModuleOp), Arc::new(UnrealizedConversionCastOp)])
}
