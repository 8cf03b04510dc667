//! The builtin dialect: `builtin.module` and
//! `builtin.unrealized_conversion_cast`. Builtin types and attributes live
//! in [`crate::types`] and [`crate::attributes`].

mod module;
mod unrealized_cast;

use crate::dialect::Dialect;
use crate::ods::spec::{OpSpec, SharedDefinitions, SpecOp};

pub use module::ModuleOp;

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
