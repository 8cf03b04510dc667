//! MLIR's standard dialects on top of `mlir-ir`, each op defined once by
//! a declarative [`spec::OpSpec`] from which its verifier, parser and
//! printer come ([`spec::SpecOp`], [`format`]).

#![allow(clippy::type_complexity, clippy::collapsible_match, clippy::needless_range_loop)]

pub mod arith;
pub mod branch_operands;
pub mod cf;
pub mod complex;
pub mod division_speculation;
pub mod func;
pub mod index;
pub mod irdl;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod pdl;
pub mod python;
pub mod scf;
pub mod shape;
pub mod tensor;
pub mod ub;
pub mod views_gen;

// The op-definition engine lives in the ground crate; the dialects name it
// by these paths.
pub use mlir_ir::ods::{fold_elementwise, fold_utils, format, spec};

#[cfg(test)]
mod format_tests;

use mlir_ir::dialect::{DialectRegistration, DialectRegistry};
use mlir_ir::Context;

/// Every dialect of this crate: namespace and constructor.
pub const DIALECTS: &[DialectRegistration] = &[
    DialectRegistration { namespace: "arith", ctor: arith::dialect },
    DialectRegistration { namespace: "cf", ctor: cf::dialect },
    DialectRegistration { namespace: "complex", ctor: complex::dialect },
    DialectRegistration { namespace: "func", ctor: func::dialect },
    DialectRegistration { namespace: "index", ctor: index::dialect },
    DialectRegistration { namespace: "irdl", ctor: irdl::dialect },
    DialectRegistration { namespace: "llvm", ctor: llvm::dialect },
    DialectRegistration { namespace: "math", ctor: math::dialect },
    DialectRegistration { namespace: "memref", ctor: memref::dialect },
    DialectRegistration { namespace: "pdl", ctor: pdl::dialect },
    DialectRegistration { namespace: "scf", ctor: scf::dialect },
    DialectRegistration { namespace: "shape", ctor: shape::dialect },
    DialectRegistration { namespace: "tensor", ctor: tensor::dialect },
    DialectRegistration { namespace: "ub", ctor: ub::dialect },
];

// Registration by linking: a binary that links this crate offers its
// dialects through `DialectRegistry::linked()`.
inventory::submit! { DIALECTS[0] }
inventory::submit! { DIALECTS[1] }
inventory::submit! { DIALECTS[2] }
inventory::submit! { DIALECTS[3] }
inventory::submit! { DIALECTS[4] }
inventory::submit! { DIALECTS[5] }
inventory::submit! { DIALECTS[6] }
inventory::submit! { DIALECTS[7] }
inventory::submit! { DIALECTS[8] }
inventory::submit! { DIALECTS[9] }
inventory::submit! { DIALECTS[10] }
inventory::submit! { DIALECTS[11] }
inventory::submit! { DIALECTS[12] }
inventory::submit! { DIALECTS[13] }

/// Each dialect of this crate with the function making its op specs, by
/// namespace (what the Python and Rust view generators read).
pub const DIALECT_SPECS: &[(&str, fn() -> Vec<spec::OpSpec>)] = &[
    ("arith", arith::specs),
    ("cf", cf::specs),
    ("complex", complex::specs),
    ("func", func::specs),
    ("index", index::specs),
    ("irdl", irdl::specs),
    ("llvm", llvm::specs),
    ("math", math::specs),
    ("memref", memref::specs),
    ("pdl", pdl::specs),
    ("scf", scf::specs),
    ("shape", shape::specs),
    ("tensor", tensor::specs),
    ("ub", ub::specs),
];

/// The op specs of every dialect of this crate, and of the builtin ops
/// (whose specs serve the Python generator and op queries).
pub fn all_specs() -> Vec<spec::OpSpec> {
    let mut dialects = DIALECT_SPECS.to_vec();
    // In namespace order, as the generated modules list them.
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
