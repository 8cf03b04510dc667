//! The attributes of `arith`: the fastmath and overflow bit enums
//! (dialect attributes) and the compare/rounding integer enums.

use crate::spec::{AttrConstraint, AttrPrint, BitEnumDef, EnumDef};
use mlir_ir::dialect::DialectAttrHooks;
use mlir_ir::{Attribute, Context, DialectAttr};

/// `#arith.fastmath<...>`.
pub static FASTMATH: BitEnumDef = BitEnumDef {
    dialect: "arith",
    mnemonic: "fastmath",
    cpp_name: "::mlir::arith::FastMathFlags",
    none: "none",
    separator: ",",
    cases: &[
        ("fast", 127),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
    ],
};

/// `#arith.overflow<...>`.
pub static OVERFLOW: BitEnumDef = BitEnumDef {
    dialect: "arith",
    mnemonic: "overflow",
    cpp_name: "::mlir::arith::IntegerOverflowFlags",
    none: "none",
    separator: ", ",
    cases: &[("nsw", 1), ("nuw", 2)],
};

/// `arith::CmpIPredicate`.
pub static CMPI_PREDICATE: EnumDef = EnumDef {
    name: "CmpIPredicate",
    width: 64,
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
};

/// `arith::CmpFPredicate`.
pub static CMPF_PREDICATE: EnumDef = EnumDef {
    name: "CmpFPredicate",
    width: 64,
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
};

/// `arith::RoundingMode`.
pub static ROUNDING_MODE: EnumDef = EnumDef {
    name: "RoundingMode",
    width: 32,
    cases: &[("to_nearest_even", 0), ("downward", 1), ("upward", 2), ("toward_zero", 3), ("to_nearest_away", 4)],
};

/// The `fastmath` property.
pub static FASTMATH_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "Arith_FastMathAttr",
    summary: "Floating point fast math flags",
    check: |c, a| FASTMATH.bits(c, a).is_some(),
    print: AttrPrint::Stripped {
        parse: |p| FASTMATH.parse_stripped(p),
        print: |c, a, o| FASTMATH.print_stripped(c, a, o),
    },
};

/// The `overflowFlags` property.
pub static OVERFLOW_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "Arith_IntegerOverflowAttr",
    summary: "Integer overflow arith flags",
    check: |c, a| OVERFLOW.bits(c, a).is_some(),
    print: AttrPrint::Stripped {
        parse: |p| OVERFLOW.parse_stripped(p),
        print: |c, a, o| OVERFLOW.print_stripped(c, a, o),
    },
};

/// The `predicate` of `arith.cmpi`.
pub static CMPI_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "Arith_CmpIPredicateAttr",
    summary: "allowed 64-bit signless integer cases",
    check: |c, a| CMPI_PREDICATE.attr_value(c, a).is_some(),
    print: AttrPrint::Enum(&CMPI_PREDICATE),
};

/// The `predicate` of `arith.cmpf`.
pub static CMPF_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "Arith_CmpFPredicateAttr",
    summary: "allowed 64-bit signless integer cases",
    check: |c, a| CMPF_PREDICATE.attr_value(c, a).is_some(),
    print: AttrPrint::Enum(&CMPF_PREDICATE),
};

/// The `roundingmode` of `arith.truncf`.
pub static ROUNDING_MODE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "Arith_RoundingModeAttr",
    summary: "allowed 32-bit signless integer cases",
    check: |c, a| ROUNDING_MODE.attr_value(c, a).is_some(),
    print: AttrPrint::Enum(&ROUNDING_MODE),
};

/// Default `#arith.fastmath<none>`.
pub fn fastmath_none(ctx: &Context) -> Attribute {
    FASTMATH.attr(ctx, 0)
}

/// Default `#arith.overflow<none>`.
pub fn overflow_none(ctx: &Context) -> Attribute {
    OVERFLOW.attr(ctx, 0)
}

/// Parses and prints `#arith.*` attributes.
pub struct ArithAttrs;

impl DialectAttrHooks for ArithAttrs {
    fn parse_attribute(&self, ctx: &Context, body: &str) -> Result<Attribute, String> {
        for def in [&FASTMATH, &OVERFLOW] {
            if let Some(rest) = body.strip_prefix(def.mnemonic) {
                let inner = rest
                    .trim()
                    .strip_prefix('<')
                    .and_then(|r| r.strip_suffix('>'))
                    .ok_or_else(|| format!("expected '<' after '{}'", def.mnemonic))?;
                return Ok(def.attr(ctx, def.parse_flags(inner)?));
            }
        }
        let mnemonic: String = body.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        Err(format!("unknown attribute `{mnemonic}` in dialect `arith`"))
    }

    fn print_attribute(&self, ctx: &Context, attr: &DialectAttr, out: &mut String) {
        let a = ctx.get_attr(mlir_ir::AttrKind::Dialect(attr.clone()));
        for def in [&FASTMATH, &OVERFLOW] {
            if &*attr.mnemonic == def.mnemonic {
                out.push_str(def.mnemonic);
                def.print_stripped(ctx, a, out);
            }
        }
    }
}
