//! Dialect conversion (upstream's `DialectConversion`): rewriting ops into
//! a target set of legal ops and types with patterns that see their
//! operands already converted, rolling back what fails.
//!
//! - [`target`]: [`ConversionTarget`], which ops are legal.
//! - [`type_converter`]: [`TypeConverter`] rules and materializations,
//!   [`SignatureConversion`] of block arguments.
//! - [`pattern`]: [`ConversionPattern`] and [`ConversionPatternSet`].
//! - [`rewriter`]: [`ConversionPatternRewriter`], journaled changes.
//! - [`driver`]: [`apply_partial_conversion`], [`apply_full_conversion`];
//!   ops are folded before patterns are tried (`fold`).
//! - [`pass`]: [`ConversionPass`], a pass running one conversion.
//! - [`reconcile`]: the `reconcile-unrealized-casts` pass.
//!
//! The framework names no op but `builtin.unrealized_conversion_cast`, the
//! bridge it builds between converted and unconverted values; the patterns
//! that name dialect ops live with their dialects.

pub mod driver;
mod fold;
mod journal;
pub mod pass;
pub mod pattern;
pub mod reconcile;
pub mod rewriter;
pub mod target;
pub mod type_converter;

pub use driver::{apply_conversion, apply_full_conversion, apply_partial_conversion, ConversionMode};
pub use pass::{ConversionConfig, ConversionPass, ConversionSetup};
pub use pattern::{ConversionPattern, ConversionPatternRef, ConversionPatternSet};
pub use rewriter::ConversionPatternRewriter;
pub use target::{ConversionTarget, LegalityCallback};
pub use type_converter::{ConversionFn, MaterializationFn, SignatureConversion, TypeConverter};
