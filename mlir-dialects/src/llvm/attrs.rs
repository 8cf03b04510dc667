//! The attributes of `llvm`: `#llvm.fastmath<...>` (a bit enum), the
//! keyword enums `#llvm.linkage<...>` and `#llvm.cconv<...>`, and the
//! integer-stored properties printed as keywords (overflow and
//! no-wrap flags, comparison predicates).

use crate::spec::{AttrConstraint, AttrPrint, BitEnumDef};
use mlir_ir::dialect::DialectAttrHooks;
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::{AttrKind, AttrParam, Attribute, Context, DialectAttr};

/// `#llvm.fastmath<...>`.
pub static FASTMATH: BitEnumDef = BitEnumDef {
    dialect: "llvm",
    mnemonic: "fastmath",
    cpp_name: "::mlir::LLVM::FastmathFlags",
    none: "none",
    separator: ", ",
    cases: &[
        ("fast", 127),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
    ],
};

/// An enum held in a dialect attribute `#llvm.mnemonic<keyword>`.
pub struct KeywordEnum {
    /// The attribute mnemonic.
    pub mnemonic: &'static str,
    /// `(keyword, value)` cases.
    pub cases: &'static [(&'static str, i64)],
}

impl KeywordEnum {
    /// The attribute for `value`.
    pub fn attr(&self, ctx: &Context, value: i64) -> Attribute {
        ctx.get_attr(AttrKind::Dialect(DialectAttr {
            dialect: ctx.ident("llvm"),
            mnemonic: self.mnemonic.into(),
            params: vec![AttrParam::Int(value)].into(),
        }))
    }

    /// The value `attr` holds, if it is this enum's attribute.
    pub fn value(&self, ctx: &Context, attr: Attribute) -> Option<i64> {
        match ctx.attr_kind(attr) {
            AttrKind::Dialect(d) if &*d.mnemonic == self.mnemonic && ctx.ident_str(d.dialect) == "llvm" => {
                match d.params.first() {
                    Some(AttrParam::Int(v)) => Some(*v),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The keyword of `value`.
    pub fn keyword(&self, value: i64) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == value).map(|c| c.0)
    }
}

/// `#llvm.linkage<...>`.
pub static LINKAGE: KeywordEnum = KeywordEnum {
    mnemonic: "linkage",
    cases: &[
        ("private", 0),
        ("internal", 1),
        ("available_externally", 2),
        ("linkonce", 3),
        ("weak", 4),
        ("common", 5),
        ("appending", 6),
        ("extern_weak", 7),
        ("linkonce_odr", 8),
        ("weak_odr", 9),
        ("external", 10),
    ],
};

/// `#llvm.cconv<...>`.
pub static CCONV: KeywordEnum = KeywordEnum {
    mnemonic: "cconv",
    cases: &[
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("webkit_jscc", 12),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
    ],
};

/// `llvm::ICmpPredicate` (stored as `i64`, printed `"eq"`).
pub static ICMP_PREDICATE: &[(&str, i64)] = &[
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
];

/// `llvm::FCmpPredicate`.
pub static FCMP_PREDICATE: &[(&str, i64)] = &[
    ("_false", 0),
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
    ("_true", 15),
];

fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn print_quoted_case(cases: &[(&str, i64)], ctx: &Context, a: Attribute, out: &mut String) {
    let v = int_value(ctx, a).unwrap_or(-1);
    let k = cases.iter().find(|c| c.1 == v).map(|c| c.0).unwrap_or("");
    out.push('"');
    out.push_str(k);
    out.push('"');
}

fn parse_quoted_case(cases: &[(&str, i64)], p: &mut OpAsmParser<'_, '_, '_>) -> ParseResult<Attribute> {
    let at = p.current_offset();
    let Some(s) = p.parse_optional_string() else {
        return Err(p.error_here("expected string"));
    };
    let s = String::from_utf8_lossy(&s).into_owned();
    match cases.iter().find(|c| c.0 == s) {
        Some(c) => Ok(p.ctx().int_attr_i64(p.ctx().int(64), c.1)),
        None => Err(p.error_at(at, format!("invalid predicate '{s}'"))),
    }
}

/// `predicate` of `llvm.icmp`.
pub static ICMP_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "ICmpPredicateAttr",
    summary: "llvm.icmp comparison predicate",
    check: |c, a| int_value(c, a).is_some_and(|v| ICMP_PREDICATE.iter().any(|x| x.1 == v)),
    print: AttrPrint::Stripped {
        parse: |p| parse_quoted_case(ICMP_PREDICATE, p),
        print: |c, a, o| print_quoted_case(ICMP_PREDICATE, c, a, o),
    },
};

/// `predicate` of `llvm.fcmp`.
pub static FCMP_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "FCmpPredicateAttr",
    summary: "llvm.fcmp comparison predicate",
    check: |c, a| int_value(c, a).is_some_and(|v| FCMP_PREDICATE.iter().any(|x| x.1 == v)),
    print: AttrPrint::Stripped {
        parse: |p| parse_quoted_case(FCMP_PREDICATE, p),
        print: |c, a, o| print_quoted_case(FCMP_PREDICATE, c, a, o),
    },
};

/// `fastmathFlags`.
pub static FASTMATH_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "LLVM_FastmathFlagsAttr",
    summary: "LLVM fastmath flags",
    check: |c, a| FASTMATH.bits(c, a).is_some(),
    print: AttrPrint::Full,
};

/// Default `#llvm.fastmath<none>`.
pub fn fastmath_none(ctx: &Context) -> Attribute {
    FASTMATH.attr(ctx, 0)
}

const OVERFLOW_CASES: &[(&str, i64)] = &[("nsw", 1), ("nuw", 2)];

/// `overflowFlags` (an `i32` property), printed `<nsw, nuw>` after
/// `overflow`.
pub static OVERFLOW_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "IntegerOverflowFlags",
    summary: "LLVM integer overflow flags",
    check: |c, a| int_value(c, a).is_some(),
    print: AttrPrint::Stripped {
        parse: |p| {
            p.parse_less()?;
            let mut bits = 0;
            loop {
                let at = p.current_offset();
                let k = p.parse_optional_any_keyword().unwrap_or("");
                match OVERFLOW_CASES.iter().find(|c| c.0 == k) {
                    Some(c) => bits |= c.1,
                    None if k == "none" => {}
                    None => return Err(p.error_at(at, "expected one of: nsw, nuw")),
                }
                if !p.parse_optional_comma() {
                    break;
                }
            }
            p.parse_greater()?;
            Ok(p.ctx().int_attr_i64(p.ctx().int(32), bits))
        },
        print: |c, a, o| {
            let v = int_value(c, a).unwrap_or(0);
            let parts: Vec<&str> = OVERFLOW_CASES.iter().filter(|x| v & x.1 != 0).map(|x| x.0).collect();
            o.push('<');
            o.push_str(&parts.join(", "));
            o.push('>');
        },
    },
};

/// Default `overflowFlags = 0 : i32`.
pub fn i32_zero(ctx: &Context) -> Attribute {
    ctx.int_attr_i64(ctx.int(32), 0)
}

/// Default `0 : i64` (`ordering`, `unnamed_addr`, `visibility_`).
pub fn i64_zero(ctx: &Context) -> Attribute {
    ctx.int_attr_i64(ctx.int(64), 0)
}

/// An `i64`-stored enum property (printed as its integer in generic form).
pub static I64_ENUM_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "I64EnumAttr",
    summary: "64-bit signless integer attribute",
    check: |c, a| int_value(c, a).is_some(),
    print: AttrPrint::Full,
};

/// `#llvm.linkage<...>` property.
pub static LINKAGE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "LinkageAttr",
    summary: "LLVM Linkage specification",
    check: |c, a| LINKAGE.value(c, a).is_some(),
    print: AttrPrint::Full,
};

/// `#llvm.cconv<...>` property.
pub static CCONV_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "CConvAttr",
    summary: "LLVM Calling Convention specification",
    check: |c, a| CCONV.value(c, a).is_some(),
    print: AttrPrint::Full,
};

/// Default `#llvm.linkage<external>`.
pub fn linkage_external(ctx: &Context) -> Attribute {
    LINKAGE.attr(ctx, 10)
}

/// Default `#llvm.cconv<ccc>`.
pub fn cconv_ccc(ctx: &Context) -> Attribute {
    CCONV.attr(ctx, 0)
}

/// Parses and prints `#llvm.*` attributes.
pub struct LlvmAttrs;

impl DialectAttrHooks for LlvmAttrs {
    fn parse_attribute(&self, ctx: &Context, body: &str) -> Result<Attribute, String> {
        let mnemonic: String = body.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        let inner = || {
            body[mnemonic.len()..]
                .trim()
                .strip_prefix('<')
                .and_then(|r| r.strip_suffix('>'))
                .map(str::trim)
                .ok_or_else(|| format!("expected '<' after '{mnemonic}'"))
        };
        if [super::fold::UNDEF, super::fold::POISON, super::fold::ZERO].contains(&mnemonic.as_str())
            && body.trim() == mnemonic
        {
            return Ok(super::fold::marker_attr(ctx, &mnemonic));
        }
        if mnemonic == FASTMATH.mnemonic {
            return Ok(FASTMATH.attr(ctx, FASTMATH.parse_flags(inner()?)?));
        }
        if mnemonic == super::dereferenceable::MNEMONIC {
            let (bytes, may_be_null) = super::dereferenceable::parse_params(inner()?)?;
            return Ok(super::dereferenceable::attr(ctx, bytes, may_be_null));
        }
        for e in [&LINKAGE, &CCONV, &super::call::TAIL_CALL_KIND] {
            if mnemonic == e.mnemonic {
                let k = inner()?;
                return match e.cases.iter().find(|c| c.0 == k) {
                    Some(c) => Ok(e.attr(ctx, c.1)),
                    None => Err(format!("unknown {} '{k}'", e.mnemonic)),
                };
            }
        }
        Err(format!("unknown attribute `{mnemonic}` in dialect `llvm`"))
    }

    fn print_attribute(&self, ctx: &Context, attr: &DialectAttr, out: &mut String) {
        let a = ctx.get_attr(AttrKind::Dialect(attr.clone()));
        if attr.params.is_empty() {
            out.push_str(&attr.mnemonic);
            return;
        }
        if &*attr.mnemonic == FASTMATH.mnemonic {
            out.push_str(FASTMATH.mnemonic);
            FASTMATH.print_stripped(ctx, a, out);
            return;
        }
        if let Some((bytes, may_be_null)) = super::dereferenceable::value(ctx, a) {
            out.push_str(super::dereferenceable::MNEMONIC);
            super::dereferenceable::print_params(bytes, may_be_null, out);
            return;
        }
        for e in [&LINKAGE, &CCONV, &super::call::TAIL_CALL_KIND] {
            if &*attr.mnemonic == e.mnemonic {
                let v = e.value(ctx, a).unwrap_or(-1);
                out.push_str(&format!("{}<{}>", e.mnemonic, e.keyword(v).unwrap_or("?")));
            }
        }
    }
}
