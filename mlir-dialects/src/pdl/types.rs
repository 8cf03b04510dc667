//! The PDL types: `!pdl.attribute`, `!pdl.operation`, `!pdl.type`,
//! `!pdl.value` and `!pdl.range<T>`, and the type constraints of upstream's
//! `PDLTypes.td` with their ODS summaries.
//!
//! Like the LLVM dialect's, the types are the context's opaque types of the
//! `pdl` dialect; their text is what upstream prints for them (inside a
//! range the element type is written without `!pdl.`). The dialect's type
//! parser ([`super::type_syntax`]) checks and canonicalises that text.

use crate::spec::TypeConstraint;
use mlir_ir::{Context, Type, TypeKind};

/// One of the four PDL handle kinds a range may hold.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Handle {
    /// `!pdl.attribute`: an `mlir::Attribute`.
    Attribute,
    /// `!pdl.operation`: an `mlir::Operation *`.
    Operation,
    /// `!pdl.type`: an `mlir::Type`.
    Type,
    /// `!pdl.value`: an `mlir::Value`.
    Value,
}

impl Handle {
    /// The mnemonic (`attribute`, `operation`, `type`, `value`).
    pub fn mnemonic(self) -> &'static str {
        match self {
            Handle::Attribute => "attribute",
            Handle::Operation => "operation",
            Handle::Type => "type",
            Handle::Value => "value",
        }
    }

    /// The handle kind of `mnemonic`, if it names one.
    pub fn from_mnemonic(mnemonic: &str) -> Option<Handle> {
        match mnemonic {
            "attribute" => Some(Handle::Attribute),
            "operation" => Some(Handle::Operation),
            "type" => Some(Handle::Type),
            "value" => Some(Handle::Value),
            _ => None,
        }
    }
}

/// A PDL type: a single handle or a range of handles.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PdlType {
    /// A single handle.
    Single(Handle),
    /// `!pdl.range<T>` of handles of one kind.
    Range(Handle),
}

impl PdlType {
    /// The text after `!pdl.` (`value`, `range<type>`).
    pub fn body(self) -> String {
        match self {
            PdlType::Single(h) => h.mnemonic().to_string(),
            PdlType::Range(h) => format!("range<{}>", h.mnemonic()),
        }
    }

    /// The PDL type of `body`, the canonical text after `!pdl.`.
    pub fn from_body(body: &str) -> Option<PdlType> {
        if let Some(inner) = body.strip_prefix("range<").and_then(|r| r.strip_suffix('>')) {
            return Handle::from_mnemonic(inner).map(PdlType::Range);
        }
        Handle::from_mnemonic(body).map(PdlType::Single)
    }

    /// The handle kind, for a range its element's.
    pub fn handle(self) -> Handle {
        match self {
            PdlType::Single(h) | PdlType::Range(h) => h,
        }
    }

    /// The context's type for this PDL type.
    pub fn get(self, ctx: &Context) -> Type {
        ctx.opaque_type(ctx.ident("pdl"), &self.body())
    }

    /// The PDL type `ty` is, if it is one.
    pub fn of(ctx: &Context, ty: Type) -> Option<PdlType> {
        match ctx.type_kind(ty) {
            TypeKind::Opaque { dialect, data } if ctx.ident_str(*dialect) == "pdl" => PdlType::from_body(data),
            _ => None,
        }
    }
}

/// `!pdl.attribute`.
pub fn attribute(ctx: &Context) -> Type {
    PdlType::Single(Handle::Attribute).get(ctx)
}

/// `!pdl.operation`.
pub fn operation(ctx: &Context) -> Type {
    PdlType::Single(Handle::Operation).get(ctx)
}

/// `!pdl.type`.
pub fn type_(ctx: &Context) -> Type {
    PdlType::Single(Handle::Type).get(ctx)
}

/// `!pdl.value`.
pub fn value(ctx: &Context) -> Type {
    PdlType::Single(Handle::Value).get(ctx)
}

/// `!pdl.range<h>`.
pub fn range(ctx: &Context, h: Handle) -> Type {
    PdlType::Range(h).get(ctx)
}

/// Whether `ty` is a PDL type (upstream's `PDLType::classof`).
pub fn is_pdl(ctx: &Context, ty: Type) -> bool {
    PdlType::of(ctx, ty).is_some()
}

/// Upstream's `getRangeElementTypeOrSelf`: the element type of a range,
/// any other type itself.
pub fn element_or_self(ctx: &Context, ty: Type) -> Type {
    match PdlType::of(ctx, ty) {
        Some(PdlType::Range(h)) => PdlType::Single(h).get(ctx),
        _ => ty,
    }
}

fn is_single(ctx: &Context, ty: Type, h: Handle) -> bool {
    PdlType::of(ctx, ty) == Some(PdlType::Single(h))
}

fn is_range_of(ctx: &Context, ty: Type, h: Handle) -> bool {
    PdlType::of(ctx, ty) == Some(PdlType::Range(h))
}

/// `PDL_AnyType`.
pub static ANY: TypeConstraint = TypeConstraint { buildable: None, summary: "pdl type", check: is_pdl };
/// `PDL_Attribute`.
pub static ATTRIBUTE: TypeConstraint = TypeConstraint {
    buildable: Some(|c| PdlType::Single(Handle::Attribute).get(c)),
    summary: "PDL handle to an `mlir::Attribute`",
    check: |c, t| is_single(c, t, Handle::Attribute),
};
/// `PDL_Operation`.
pub static OPERATION: TypeConstraint = TypeConstraint {
    buildable: Some(|c| PdlType::Single(Handle::Operation).get(c)),
    summary: "PDL handle to an `mlir::Operation *`",
    check: |c, t| is_single(c, t, Handle::Operation),
};
/// `PDL_Type`.
pub static TYPE: TypeConstraint = TypeConstraint {
    buildable: Some(|c| PdlType::Single(Handle::Type).get(c)),
    summary: "PDL handle to an `mlir::Type`",
    check: |c, t| is_single(c, t, Handle::Type),
};
/// `PDL_Value`.
pub static VALUE: TypeConstraint = TypeConstraint {
    buildable: Some(|c| PdlType::Single(Handle::Value).get(c)),
    summary: "PDL handle for an `mlir::Value`",
    check: |c, t| is_single(c, t, Handle::Value),
};
/// `PDL_RangeOf<PDL_Type>`.
pub static RANGE_OF_TYPE: TypeConstraint = TypeConstraint {
    buildable: Some(|c| PdlType::Range(Handle::Type).get(c)),
    summary: "range of PDL handle to an `mlir::Type` values",
    check: |c, t| is_range_of(c, t, Handle::Type),
};
/// `PDL_RangeOf<PDL_Value>`.
pub static RANGE_OF_VALUE: TypeConstraint = TypeConstraint {
    buildable: Some(|c| PdlType::Range(Handle::Value).get(c)),
    summary: "range of PDL handle for an `mlir::Value` values",
    check: |c, t| is_range_of(c, t, Handle::Value),
};
/// `PDL_RangeOf<AnyTypeOf<[PDL_Type, PDL_Value]>>` (the result of `pdl.range`).
pub static RANGE_OF_TYPE_OR_VALUE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "range of PDL handle to an `mlir::Type` or PDL handle for an `mlir::Value` values",
    check: |c, t| is_range_of(c, t, Handle::Type) || is_range_of(c, t, Handle::Value),
};
/// `PDL_InstOrRangeOf<PDL_Type>`.
pub static TYPE_OR_RANGE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "single element or range of PDL handle to an `mlir::Type`",
    check: |c, t| PdlType::of(c, t).is_some_and(|p| p.handle() == Handle::Type),
};
/// `PDL_InstOrRangeOf<PDL_Value>`.
pub static VALUE_OR_RANGE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "single element or range of PDL handle for an `mlir::Value`",
    check: |c, t| PdlType::of(c, t).is_some_and(|p| p.handle() == Handle::Value),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_round_trip() {
        for body in ["attribute", "operation", "type", "value", "range<value>", "range<type>"] {
            assert_eq!(PdlType::from_body(body).map(PdlType::body).as_deref(), Some(body));
        }
        assert_eq!(PdlType::from_body("range<range<value>>"), None);
        assert_eq!(PdlType::from_body("foo"), None);
    }

    #[test]
    fn element_or_self_unwraps_ranges() {
        let ctx = Context::new();
        assert_eq!(element_or_self(&ctx, range(&ctx, Handle::Value)), value(&ctx));
        assert_eq!(element_or_self(&ctx, type_(&ctx)), type_(&ctx));
        assert!((VALUE_OR_RANGE.check)(&ctx, range(&ctx, Handle::Value)));
        assert!(!(VALUE_OR_RANGE.check)(&ctx, type_(&ctx)));
        assert_eq!(crate::spec::constraints::buildable_type(&RANGE_OF_VALUE, &ctx), Some(range(&ctx, Handle::Value)));
        assert_eq!(crate::spec::constraints::buildable_type(&ANY, &ctx), None);
    }
}
