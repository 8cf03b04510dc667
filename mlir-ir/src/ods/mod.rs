//! The op-definition engine, in the spirit of upstream's ODS: one
//! declarative [`spec::OpSpec`] per op (operands, results, attributes,
//! regions, successors, traits, assembly format, folder, canonicalization
//! patterns, interfaces and verifier hooks), turned by [`spec::SpecOp`]
//! into the op's [`crate::dialect::OpDefinition`]: the verifier, the
//! parser and printer of its declarative [`format`], its folder and its
//! interfaces all come from that one value. The same specs feed the Python
//! class generator.
//!
//! It lives in the ground crate so that every dialect — the builtin ops,
//! `mlir-dialects`, a downstream crate's, one defined from Python — is
//! defined the same way.

// Spec tables and verifier matches read better unfolded.
#![allow(clippy::type_complexity, clippy::collapsible_match, clippy::needless_range_loop)]

pub mod dynamic;
pub mod fold_elementwise;
pub mod fold_utils;
pub mod format;
pub mod group_branch;
pub mod spec;
pub mod view;
