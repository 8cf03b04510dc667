//! `InferTypeOpInterface`: ops whose result types follow from their
//! operands and attributes, so builders may omit them.

use crate::attributes::NamedAttribute;
use crate::{Context, Type};

/// Upstream's `InferTypeOpInterface`.
pub trait InferTypeOpInterface: Send + Sync {
    /// `inferReturnTypes`: the result types for these operand types and
    /// attributes (inherent and discardable), or `None` when they do not
    /// fit.
    fn infer_return_types(&self, ctx: &Context, operand_types: &[Type], attrs: &[NamedAttribute]) -> Option<Vec<Type>>;
}
