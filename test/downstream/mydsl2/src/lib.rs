//! The `mydsl2` aggregate: the Python bindings of rmlir's core (their
//! `PyInit__mlir` entry point comes with `mlir-python`) linked together
//! with the downstream's own `toy` dialect crate, whose `inventory`
//! registration makes it part of this aggregate's `_mlirRegisterEverything`.
//! Being a separate library, it has its own core, registrations and
//! globals: nothing is shared with a default `mlir` package loaded in the
//! same interpreter, and objects of one are refused by the other. It links
//! the standard dialects it chose (Cargo.toml), not the whole set.

pub use _mlir as bindings;
// Linked for their registrations: the chosen standard dialects and toy.
use mlir_dialects as _;
use toy_dialect as _;
