//! Constraints of the `llvm` ops' optional metadata-like attributes
//! (aliasing, TBAA, loop annotations, memory effects, ...) and the atomic
//! ordering enum. rmlir does not model the `#llvm.*` attribute kinds these
//! hold yet (text using one does not parse); the ops declare them so that
//! builders take them by upstream's names and generic IR carries them, and
//! the constraints check only the outer shape.

use crate::spec::{AttrConstraint, AttrPrint};
use mlir_ir::AttrKind;

/// An `ArrayAttr` constraint with upstream's ODS name.
macro_rules! array_of {
    ($name:ident, $ods:literal, $summary:literal) => {
        #[doc = concat!("`", $ods, "`.")]
        pub static $name: AttrConstraint = AttrConstraint {
            ods_name: $ods,
            summary: $summary,
            check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(_)),
            print: AttrPrint::Full,
        };
    };
}

/// A dialect-attribute constraint with upstream's ODS name.
macro_rules! dialect_attr {
    ($name:ident, $ods:literal, $summary:literal) => {
        #[doc = concat!("`", $ods, "`.")]
        pub static $name: AttrConstraint = AttrConstraint {
            ods_name: $ods,
            summary: $summary,
            check: |c, a| matches!(c.attr_kind(a), AttrKind::Dialect(_)),
            print: AttrPrint::Full,
        };
    };
}

array_of!(ARRAY, "ArrayAttr", "array attribute");
array_of!(ACCESS_GROUPS, "LLVM_AccessGroupArrayAttr", "LLVM dialect access group metadata array");
array_of!(ALIAS_SCOPES, "LLVM_AliasScopeArrayAttr", "LLVM dialect alias scope array");
array_of!(TBAA_TAGS, "LLVM_TBAATagArrayAttr", "LLVM dialect TBAA tag metadata array");
dialect_attr!(MEMORY_EFFECTS, "LLVM_MemoryEffectsAttr", "LLVM memory effects");
dialect_attr!(LOOP_ANNOTATION, "LoopAnnotationAttr", "LLVM loop annotation");

/// `AtomicOrdering` (an `i64` property printed as its keyword).
pub static ATOMIC_ORDERING: crate::spec::EnumDef = crate::spec::EnumDef {
    name: "AtomicOrdering",
    width: 64,
    cases: &[
        ("not_atomic", 0),
        ("unordered", 1),
        ("monotonic", 2),
        ("acquire", 4),
        ("release", 5),
        ("acq_rel", 6),
        ("seq_cst", 7),
    ],
};

/// The `ordering` property of loads and stores.
pub static ATOMIC_ORDERING_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "AtomicOrderingAttr",
    summary: "Atomic ordering for LLVM's memory model",
    check: |c, a| ATOMIC_ORDERING.attr_value(c, a).is_some(),
    print: AttrPrint::Enum(&ATOMIC_ORDERING),
};
dialect_attr!(VSCALE_RANGE, "LLVM_VScaleRangeAttr", "LLVM vscale range");
dialect_attr!(FRAME_POINTER, "FramePointerKindAttr", "LLVM frame pointer kind");
dialect_attr!(TARGET_FEATURES, "LLVM_TargetFeaturesAttr", "LLVM target features");
dialect_attr!(VEC_TYPE_HINT, "LLVM_VecTypeHintAttr", "LLVM vector type hint");
dialect_attr!(UWTABLE_KIND, "UWTableKindAttr", "LLVM unwind table kind");
