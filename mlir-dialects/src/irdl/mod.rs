//! The `irdl` dialect: dialects defined by IR (upstream's IRDL), and the
//! loader that turns an `irdl.dialect` into a dialect the context
//! registers ([`load::load_dialects`]).
//!
//! The ops are defined like every other op of this crate, by [`OpSpec`]s
//! ([`ops`]); the dialects they describe are made of
//! [`mlir_ir::ods::dynamic::DynamicOp`]s, specs built at run time and
//! checked by the IRDL constraints ([`constraints`]).

mod attr_defs;
pub mod attrs;
pub mod constraints;
pub mod directives;
pub mod load;
pub mod ops;
pub mod param_format;
pub mod param_hooks;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

pub use load::{load_dialects, register_constant_op, LoadError};
pub use param_hooks::{attach_param_hooks, build_dynamic, ParamVerifier};

use crate::spec::{OpSpec, SharedDefinitions, SpecOp};
use mlir_ir::dialect::Dialect;
use mlir_ir::{Context, Type};
use std::sync::Arc;

/// `!irdl.attribute`: the handle of a constraint on an attribute or type.
pub fn attribute_type(ctx: &Context) -> Type {
    ctx.opaque_type(ctx.ident("irdl"), "attribute")
}

/// `!irdl.region`: the handle of a constraint on a region.
pub fn region_type(ctx: &Context) -> Type {
    ctx.opaque_type(ctx.ident("irdl"), "region")
}

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    ops::specs()
}

/// The `irdl` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("irdl", SpecOp::shared(&DEFINITIONS, specs));
    d.attr_hooks = Some(Arc::new(attrs::IrdlAttrs));
    d
}
