//! Type and attribute constraints with ODS's summaries (the text of
//! "must be ..." diagnostics) and their printing styles.

use crate::parser::{OpAsmParser, ParseResult};
use crate::types::Signedness;
use crate::{AttrKind, Attribute, Context, Type, TypeKind};

/// A predicate on types with its ODS summary.
pub struct TypeConstraint {
    /// Shown in "must be {summary}, but got ...".
    pub summary: &'static str,
    /// The predicate.
    pub check: fn(&Context, Type) -> bool,
    /// The one type the constraint allows, when it fixes one (ODS's
    /// `buildableType`): an assembly format need not print it.
    pub buildable: Option<fn(&Context) -> Type>,
}

impl TypeConstraint {
    /// A constraint that fixes no single type.
    pub const fn new(summary: &'static str, check: fn(&Context, Type) -> bool) -> TypeConstraint {
        TypeConstraint { summary, check, buildable: None }
    }
}

/// How an attribute appears in a declarative assembly format.
#[derive(Copy, Clone)]
pub enum AttrPrint {
    /// The full attribute, type included (`::mlir::Attribute` storage or
    /// builtin attributes printed "stripped", which is the same).
    Full,
    /// The attribute without its type, which the format rebuilds (ODS
    /// attributes with a buildable type such as `I64Attr`).
    WithoutType(fn(&Context) -> Type),
    /// A dialect attribute printed without `#dialect.mnemonic`.
    Stripped {
        /// Parses the stripped form.
        parse: fn(&mut OpAsmParser<'_, '_, '_>) -> ParseResult<Attribute>,
        /// Prints the stripped form.
        print: fn(&Context, Attribute, &mut String),
    },
    /// An integer enum printed as its case keyword.
    Enum(&'static super::EnumDef),
    /// A string attribute printed as `@symbol`.
    SymbolName,
    /// A unit attribute (only meaningful as an optional-group anchor).
    Unit,
}

/// A predicate on attributes with its ODS summary and printing style.
pub struct AttrConstraint {
    /// The ODS name of the attribute kind (`I64Attr`, `Arith_CmpIPredicateAttr`),
    /// under which Python attribute builders are registered.
    pub ods_name: &'static str,
    /// Shown in "failed to satisfy constraint: {summary}".
    pub summary: &'static str,
    /// The predicate.
    pub check: fn(&Context, Attribute) -> bool,
    /// How the assembly format prints and parses it.
    pub print: AttrPrint,
}

fn elem_or_self(ctx: &Context, ty: Type, allow_memref: bool) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => Some(*element),
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } if allow_memref => Some(*element),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => None,
        _ => Some(ty),
    }
}

/// Whether `ty` is a signless integer.
pub fn is_signless_int(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { signedness: Signedness::Signless, .. })
}

/// Whether `ty` is a signless integer or `index`.
pub fn is_signless_int_or_index(ctx: &Context, ty: Type) -> bool {
    is_signless_int(ctx, ty) || matches!(ctx.type_kind(ty), TypeKind::Index)
}

/// Whether `ty` is a float type.
pub fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
}

fn like(ctx: &Context, ty: Type, pred: fn(&Context, Type) -> bool) -> bool {
    elem_or_self(ctx, ty, false).is_some_and(|e| pred(ctx, e))
}

fn memref_of(ctx: &Context, ty: Type, pred: fn(&Context, Type) -> bool) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => pred(ctx, *element),
        _ => false,
    }
}

/// Any type.
pub static ANY: TypeConstraint = TypeConstraint { buildable: None, summary: "any type", check: |_, _| true };
/// `SignlessIntegerOrIndexLike`.
pub static SIGNLESS_INT_LIKE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "signless-integer-like",
    check: |c, t| like(c, t, is_signless_int_or_index),
};
/// `SignlessFixedWidthIntegerLike`.
pub static SIGNLESS_FIXED_INT_LIKE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "signless-fixed-width-integer-like",
    check: |c, t| like(c, t, is_signless_int),
};
/// `FloatLike`.
pub static FLOAT_LIKE: TypeConstraint =
    TypeConstraint { buildable: None, summary: "floating-point-like", check: |c, t| like(c, t, is_float) };
/// `BoolLike`.
pub static BOOL_LIKE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "bool-like",
    check: |c, t| like(c, t, |c, e| c.type_kind(e).is_signless_int(1)),
};
/// `SignlessIntegerOrIndexLikeOfAnyRank` or a memref of signless integers.
pub static INDEX_CAST_LIKE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "signless-integer-like or memref of signless-integer",
    check: |c, t| like(c, t, is_signless_int_or_index) || memref_of(c, t, is_signless_int_or_index),
};
/// The operand/result constraint of `arith.bitcast`.
pub static BITCAST_LIKE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "signless-integer-or-float-like or memref of signless-integer or float",
    check: |c, t| {
        let p: fn(&Context, Type) -> bool = |c, e| is_signless_int_or_index(c, e) || is_float(c, e);
        like(c, t, p) || memref_of(c, t, p)
    },
};
/// `I1`.
pub static I1: TypeConstraint = TypeConstraint {
    buildable: Some(|c| c.i1_type()),
    summary: "1-bit signless integer",
    check: |c, t| c.type_kind(t).is_signless_int(1),
};
/// `Index`.
pub static INDEX: TypeConstraint = TypeConstraint {
    buildable: Some(|c| c.index_type()),
    summary: "index",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Index),
};
/// `AnyInteger`.
pub static ANY_INTEGER: TypeConstraint =
    TypeConstraint { buildable: None, summary: "integer", check: |c, t| c.type_kind(t).is_integer() };
/// `AnySignlessInteger`.
pub static ANY_INTEGER_SIGNLESS: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "signless integer",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. }),
};
/// `FunctionType`.
pub static FUNCTION: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "function type",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Function { .. }),
};

/// `TypedAttrInterface`.
pub static TYPED_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "TypedAttrInterface",
    summary: "TypedAttr instance",
    check: |c, a| {
        matches!(
            c.attr_kind(a),
            AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::Bool(_)
                | AttrKind::DenseElements { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::String { .. }
                | AttrKind::Opaque { .. }
        )
    },
    print: AttrPrint::Full,
};
/// `SymbolNameAttr`.
pub static SYMBOL_NAME: AttrConstraint = AttrConstraint {
    ods_name: "SymbolNameAttr",
    summary: "string attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::String { .. }),
    print: AttrPrint::SymbolName,
};
/// `StrAttr`.
pub static STRING: AttrConstraint = AttrConstraint {
    ods_name: "StrAttr",
    summary: "string attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::String { .. }),
    print: AttrPrint::Full,
};
/// `FlatSymbolRefAttr`.
pub static FLAT_SYMBOL_REF: AttrConstraint = AttrConstraint {
    ods_name: "FlatSymbolRefAttr",
    summary: "flat symbol reference attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
    print: AttrPrint::Full,
};
/// `SymbolRefAttr`.
pub static SYMBOL_REF: AttrConstraint = AttrConstraint {
    ods_name: "SymbolRefAttr",
    summary: "symbol reference attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::SymbolRef { .. }),
    print: AttrPrint::Full,
};
/// `TypeAttrOf<FunctionType>`.
pub static FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "TypeAttrOf<FunctionType>",
    summary: "type attribute of function type",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if matches!(c.type_kind(*t), TypeKind::Function { .. })),
    print: AttrPrint::Full,
};
/// `DictArrayAttr`.
pub static DICT_ARRAY: AttrConstraint = AttrConstraint {
    ods_name: "DictArrayAttr",
    summary: "Array of dictionary attributes",
    check: |c, a| match c.attr_kind(a) {
        AttrKind::Array(v) => v.iter().all(|e| matches!(c.attr_kind(*e), AttrKind::Dictionary(_))),
        _ => false,
    },
    print: AttrPrint::Full,
};
/// `UnitAttr`.
pub static UNIT: AttrConstraint = AttrConstraint {
    ods_name: "UnitAttr",
    summary: "unit attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Unit),
    print: AttrPrint::Unit,
};
/// `BoolAttr`.
pub static BOOL: AttrConstraint = AttrConstraint {
    ods_name: "BoolAttr",
    summary: "bool attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Bool(_)),
    print: AttrPrint::WithoutType(|c| c.i1_type()),
};
/// `StrAttr` printed without type.
pub static STR_NO_TYPE: AttrConstraint = AttrConstraint {
    ods_name: "StrAttr",
    summary: "string attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::String { .. }),
    print: AttrPrint::WithoutType(|c| c.none_type()),
};
/// `DenseI32ArrayAttr`.
pub static DENSE_I32_ARRAY: AttrConstraint = AttrConstraint {
    ods_name: "DenseI32ArrayAttr",
    summary: "i32 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. } if c.type_kind(*element).is_signless_int(32)),
    print: AttrPrint::Full,
};
/// `AnyI32ElementsAttr`-like: any elements attribute.
pub static ELEMENTS: AttrConstraint = AttrConstraint {
    ods_name: "AnyIntElementsAttr",
    summary: "integer elements attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseElements { .. }),
    print: AttrPrint::Full,
};
/// `I64Attr`.
pub static I32_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "I32Attr",
    summary: "32-bit signless integer attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if c.type_kind(*ty).is_signless_int(32)),
    print: AttrPrint::WithoutType(|c| c.int(32)),
};

/// `I64Attr`.
pub static I64_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "I64Attr",
    summary: "64-bit signless integer attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if c.type_kind(*ty).is_signless_int(64)),
    print: AttrPrint::WithoutType(|c| c.i64_type()),
};

/// `F64Attr`.
pub static F64_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "F64Attr",
    summary: "64-bit float attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Float { ty, .. } if matches!(c.type_kind(*ty), TypeKind::Float(crate::types::FloatKind::F64))),
    print: AttrPrint::WithoutType(|c| c.float_type(crate::types::FloatKind::F64)),
};

/// The type a constraint fixes (ODS's buildable types), if any.
pub fn buildable_type(c: &TypeConstraint, ctx: &Context) -> Option<Type> {
    c.buildable.map(|build| build(ctx))
}

/// `DenseI64ArrayAttr`.
pub static DENSE_I64_ARRAY: AttrConstraint = AttrConstraint {
    ods_name: "DenseI64ArrayAttr",
    summary: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. } if c.type_kind(*element).is_signless_int(64)),
    print: AttrPrint::Full,
};

/// Parses `[1, 2]` (the bracket form assembly formats write dense arrays
/// in) as the element values.
fn parse_bracket_ints(p: &mut OpAsmParser<'_, '_, '_>) -> ParseResult<Vec<i64>> {
    p.parse_lsquare()?;
    let mut v: Vec<i64> = Vec::new();
    if !p.parse_optional_rsquare() {
        loop {
            v.push(p.parse_integer()?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    Ok(v)
}

/// Prints the elements of a dense i64 or i32 array as `[1, 2]`.
fn print_bracket_ints(c: &Context, a: Attribute, o: &mut String) {
    let v = match super::verify::dense_i32(c, a) {
        Some(v) => v.into_iter().map(i64::from).collect(),
        None => super::verify::i64s(c, Some(a)),
    };
    o.push('[');
    o.push_str(&v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "));
    o.push(']');
}

/// `DenseI64ArrayAttr` as an assembly format writes it: `[1, 2]`.
pub static DENSE_I64_ARRAY_BRACKETS: AttrConstraint = AttrConstraint {
    ods_name: "DenseI64ArrayAttr",
    summary: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. } if c.type_kind(*element).is_signless_int(64)),
    print: AttrPrint::Stripped {
        parse: |p| {
            let v = parse_bracket_ints(p)?;
            Ok(super::verify::i64_array(p.ctx(), &v))
        },
        print: print_bracket_ints,
    },
};

/// `DenseI32ArrayAttr` as an assembly format writes it: `[1, 2]`.
pub static DENSE_I32_ARRAY_BRACKETS: AttrConstraint = AttrConstraint {
    ods_name: "DenseI32ArrayAttr",
    summary: "i32 dense array attribute",
    check: DENSE_I32_ARRAY.check,
    print: AttrPrint::Stripped {
        parse: |p| {
            let at = p.current_offset();
            let v: Option<Vec<i32>> = parse_bracket_ints(p)?.into_iter().map(|x| i32::try_from(x).ok()).collect();
            let v = v.ok_or_else(|| p.error_at(at, "integer value too large"))?;
            Ok(p.ctx().dense_i32_array_attr(&v))
        },
        print: print_bracket_ints,
    },
};
/// `AffineMapAttr`.
pub static AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "AffineMapAttr",
    summary: "AffineMap attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::AffineMap(_)),
    print: AttrPrint::Full,
};
