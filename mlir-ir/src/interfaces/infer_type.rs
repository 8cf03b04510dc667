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

    /// [`infer_return_types`](Self::infer_return_types) with the reason of
    /// a failure: the error upstream's `inferReturnTypes` emits at the op's
    /// location (`unequal shape cardinality`), if it emits one. Builders
    /// report it instead of a bare "failed to infer returned types".
    fn infer_return_types_or_error(
        &self,
        ctx: &Context,
        operand_types: &[Type],
        attrs: &[NamedAttribute],
    ) -> Result<Vec<Type>, Option<String>> {
        self.infer_return_types(ctx, operand_types, attrs).ok_or(None)
    }
}
