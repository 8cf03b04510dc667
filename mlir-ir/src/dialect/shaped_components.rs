//! `ShapedTypeComponents`: what `InferShapedTypeOpInterface` infers about a
//! result, its shape (or unranked), element type and encoding attribute,
//! without committing to a tensor or memref type.

use crate::{Attribute, Type};

/// The inferred components of one shaped result.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ShapedTypeComponents {
    /// The dimensions (`DYNAMIC` for unknown ones); `None` when unranked.
    pub shape: Option<Vec<i64>>,
    /// The element type, if known.
    pub element_type: Option<Type>,
    /// An attribute such as a tensor encoding, if any.
    pub attribute: Option<Attribute>,
}

impl ShapedTypeComponents {
    /// Unranked components with only an element type.
    pub fn unranked(element_type: Type) -> ShapedTypeComponents {
        ShapedTypeComponents { shape: None, element_type: Some(element_type), attribute: None }
    }

    /// Ranked components.
    pub fn ranked(shape: Vec<i64>, element_type: Type, attribute: Option<Attribute>) -> ShapedTypeComponents {
        ShapedTypeComponents { shape: Some(shape), element_type: Some(element_type), attribute }
    }
}
