//! The `llvm` dialect: the part conversion to LLVM produces — functions,
//! integer and float arithmetic, comparisons, casts, constants, aggregates,
//! memory, branches and math intrinsics. Its types stay the context's
//! opaque `!llvm.*` types (see [`types`]).

pub mod atomics;
pub mod attrs;
mod call;
pub mod conversion;
mod dereferenceable;
pub mod flags_interfaces;
pub mod fold;
mod func;
mod gep;
mod global_ctors;
mod interfaces;
mod intrinsics;
mod metadata;
mod ops;
pub mod struct_type;
mod switch;
pub mod types;
mod vector_ops;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

pub use flags_interfaces::{FastmathFlagsInterface, IntegerOverflowFlagsInterface, LlvmFlags};

use crate::spec::{OpSpec, SharedDefinitions, SpecOp};
use mlir_ir::dialect::Dialect;
use std::sync::Arc;

/// The discardable attribute of the dialect asking that a function's
/// lowering also emit a C-compatible wrapper (upstream's
/// `LLVMDialect::getEmitCWrapperAttrName()`): no op's definition lists
/// it, so no typed view reads it; this name is its one spelling.
pub const EMIT_C_INTERFACE_ATTR: &str = "llvm.emit_c_interface";

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = vec![func::spec(), gep::spec()];
    v.extend(call::specs());
    v.push(switch::spec());
    v.extend(ops::specs());
    v.extend(vector_ops::specs());
    v.extend(intrinsics::specs());
    v.extend(atomics::specs());
    v.extend(global_ctors::specs());
    v
}

/// The `llvm` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("llvm", SpecOp::shared(&DEFINITIONS, specs));
    d.materialize_constant = Some(fold::materialize_constant);
    d.attr_hooks = Some(Arc::new(attrs::LlvmAttrs));
    d.type_hooks = Some(Arc::new(struct_type::LlvmTypeSyntax));
    d
}
