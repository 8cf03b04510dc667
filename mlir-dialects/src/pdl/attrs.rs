//! The attribute constraints the PDL ops use, with ODS's names (under which
//! the Python attribute builders are registered) and summaries.

use crate::spec::{AttrConstraint, AttrPrint};
use mlir_ir::AttrKind;

/// `AnyAttr`.
pub static ANY_ATTR: AttrConstraint =
    AttrConstraint { ods_name: "AnyAttr", summary: "any attribute", check: |_, _| true, print: AttrPrint::Full };

/// `StrArrayAttr`.
pub static STR_ARRAY: AttrConstraint = AttrConstraint {
    ods_name: "StrArrayAttr",
    summary: "string array attribute",
    check: |c, a| match c.attr_kind(a) {
        AttrKind::Array(v) => v.iter().all(|e| matches!(c.attr_kind(*e), AttrKind::String { .. })),
        _ => false,
    },
    print: AttrPrint::Full,
};

/// `ConfinedAttr<I16Attr, [IntNonNegative]>` (`pdl.pattern`'s benefit).
pub static BENEFIT: AttrConstraint = AttrConstraint {
    ods_name: "I16Attr",
    summary: "16-bit signless integer attribute whose value is non-negative",
    check: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Integer { ty, value }
            if c.type_kind(*ty).is_signless_int(16) && !value.is_negative())
    },
    print: AttrPrint::WithoutType(|c| c.int(16)),
};

/// `TypeAttr`.
pub static TYPE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "TypeAttr",
    summary: "any type attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(_)),
    print: AttrPrint::Full,
};

/// `TypeArrayAttr`.
pub static TYPE_ARRAY: AttrConstraint = AttrConstraint {
    ods_name: "TypeArrayAttr",
    summary: "type array attribute",
    check: |c, a| match c.attr_kind(a) {
        AttrKind::Array(v) => v.iter().all(|e| matches!(c.attr_kind(*e), AttrKind::Type(_))),
        _ => false,
    },
    print: AttrPrint::Full,
};
