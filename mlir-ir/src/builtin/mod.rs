//! The builtin dialect: `builtin.module` and
//! `builtin.unrealized_conversion_cast`. Builtin types and attributes live
//! in [`crate::types`] and [`crate::attributes`].

mod module;
mod unrealized_cast;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
pub mod views;

use crate::dialect::Dialect;
use crate::ods::spec::{OpSpec, SharedDefinitions, SpecOp};

pub use views::{ModuleOp, UnrealizedConversionCastOp};

/// The specs of the builtin ops: the one definition each, which the core
/// parses, prints and verifies by and the Python generator reads.
pub fn specs() -> Vec<OpSpec> {
    vec![module::spec(), unrealized_cast::spec()]
}

/// The builtin dialect, loaded by every context.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    Dialect::new("builtin", SpecOp::shared(&DEFINITIONS, specs))
}
