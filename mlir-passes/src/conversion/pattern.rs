//! [`ConversionPattern`]: a rewrite of one op that receives its operands
//! already converted (the adaptor), and the [`ConversionPatternSet`] a
//! conversion tries them from.

use super::rewriter::ConversionPatternRewriter;
use mlir_ir::{OpId, Value};
use std::sync::Arc;

/// A conversion of one op (upstream's `ConversionPattern`).
pub trait ConversionPattern: Send + Sync {
    /// The op name this pattern converts, `None` for any op.
    fn root(&self) -> Option<&str>;

    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }

    /// A name for debugging.
    fn name(&self) -> &str;

    /// Converts `op` given `operands`, its operands as the conversion has
    /// remapped them (converted to the legal types when the conversion has
    /// a type converter). `false` when the pattern does not apply; whatever
    /// it changed through the rewriter is then rolled back.
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool;
}

/// A shared conversion pattern.
pub type ConversionPatternRef = Arc<dyn ConversionPattern>;

/// The patterns of one conversion, ordered by benefit (stable among equal
/// benefits: the order they were added in).
#[derive(Clone, Default)]
pub struct ConversionPatternSet {
    patterns: Vec<ConversionPatternRef>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> ConversionPatternSet {
        ConversionPatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, p: ConversionPatternRef) -> &mut Self {
        self.patterns.push(p);
        self
    }

    /// Adds every pattern of `other`.
    pub fn extend(&mut self, other: ConversionPatternSet) -> &mut Self {
        self.patterns.extend(other.patterns);
        self
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns that may convert an op named `name`, highest benefit
    /// first.
    pub fn for_op(&self, name: &str) -> Vec<ConversionPatternRef> {
        let mut v: Vec<ConversionPatternRef> =
            self.patterns.iter().filter(|p| p.root().map_or(true, |r| r == name)).cloned().collect();
        v.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        v
    }
}
