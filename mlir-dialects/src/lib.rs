//! MLIR's standard dialects on top of `mlir-ir`, each op defined once by
//! a declarative [`spec::OpSpec`] from which its verifier, parser and
//! printer come ([`spec::SpecOp`], [`format`]).

#![allow(clippy::type_complexity, clippy::collapsible_match, clippy::needless_range_loop)]

pub mod arith;
pub mod branch_operands;
pub mod cf;
#[cfg(feature = "complex")]
pub mod complex;
pub mod division_speculation;
pub mod func;
#[cfg(feature = "index")]
pub mod index;
pub mod irdl;
#[cfg(feature = "llvm")]
pub mod llvm;
#[cfg(feature = "math")]
pub mod math;
pub mod memref;
pub mod pdl;
#[cfg(all_dialects)]
pub mod python;
pub mod scf;
#[cfg(feature = "shape")]
pub mod shape;
#[cfg(feature = "tensor")]
pub mod tensor;
pub mod ub;
#[cfg(all_dialects)]
pub mod views_gen;

// The op-definition engine lives in the ground crate; the dialects name it
// by these paths.
pub use mlir_ir::ods::{fold_elementwise, fold_utils, format, spec};

#[cfg(test)]
mod format_tests;

use mlir_ir::dialect::{DialectRegistration, DialectRegistry};
use mlir_ir::Context;

/// Declares the dialects of this crate: each one's registration (linked
/// through `inventory`) and spec function, built only with its feature.
macro_rules! dialects {
    ($($ns:literal => $m:ident $(if $feature:literal)?),* $(,)?) => {
        /// Every dialect of this crate built with its features: namespace
        /// and constructor.
        pub const DIALECTS: &[DialectRegistration] = &[
            $( $(#[cfg(feature = $feature)])? DialectRegistration { namespace: $ns, ctor: $m::dialect }, )*
        ];

        // Registration by linking: a binary that links this crate offers
        // its dialects through `DialectRegistry::linked()`.
        $(
            $(#[cfg(feature = $feature)])?
            inventory::submit! { DialectRegistration { namespace: $ns, ctor: $m::dialect } }
        )*

        /// Each dialect of this crate with the function making its op
        /// specs, by namespace (what the Python and Rust view generators
        /// read).
        pub const DIALECT_SPECS: &[(&str, fn() -> Vec<spec::OpSpec>)] = &[
            $( $(#[cfg(feature = $feature)])? ($ns, $m::specs), )*
        ];
    };
}

dialects! {
    "arith" => arith,
    "cf" => cf,
    "complex" => complex if "complex",
    "func" => func,
    "index" => index if "index",
    "irdl" => irdl,
    "llvm" => llvm if "llvm",
    "math" => math if "math",
    "memref" => memref,
    "pdl" => pdl,
    "scf" => scf,
    "shape" => shape if "shape",
    "tensor" => tensor if "tensor",
    "ub" => ub,
}

/// The op specs of every dialect of this crate, and (with every dialect,
/// for the Python generator) of the builtin ops.
pub fn all_specs() -> Vec<spec::OpSpec> {
    #[allow(unused_mut)]
    let mut dialects = DIALECT_SPECS.to_vec();
    // In namespace order, as the generated modules list them.
    #[cfg(all_dialects)]
    dialects.insert(1, ("builtin", python::builtin::specs));
    dialects.iter().flat_map(|(_, specs)| specs()).collect()
}

/// A registry of every dialect of this crate.
pub fn registry() -> DialectRegistry {
    let mut r = DialectRegistry::new();
    for d in DIALECTS {
        r.insert(d.namespace, d.ctor);
    }
    r
}

/// Loads every dialect of this crate into `ctx`.
pub fn register_all(ctx: &Context) {
    ctx.append_dialect_registry(&registry());
    ctx.load_all_available_dialects();
}
