//! The attributes of the `irdl` dialect: `#irdl<variadicity single>` and
//! `#irdl<variadicity_array[ single,  optional]>`, which say how many
//! values an operand or result definition stands for.

use crate::spec::constraints::AttrPrint;
use crate::spec::AttrConstraint;
use mlir_ir::dialect::DialectAttrHooks;
use mlir_ir::{AttrKind, AttrParam, Attribute, Context, DialectAttr};

/// How many values one operand or result definition stands for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Variadicity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

impl Variadicity {
    /// The keyword (`single`, `optional`, `variadic`).
    pub fn keyword(self) -> &'static str {
        match self {
            Variadicity::Single => "single",
            Variadicity::Optional => "optional",
            Variadicity::Variadic => "variadic",
        }
    }

    /// The case of `keyword`.
    pub fn from_keyword(keyword: &str) -> Option<Variadicity> {
        match keyword {
            "single" => Some(Variadicity::Single),
            "optional" => Some(Variadicity::Optional),
            "variadic" => Some(Variadicity::Variadic),
            _ => None,
        }
    }

    fn from_index(i: i64) -> Option<Variadicity> {
        [Variadicity::Single, Variadicity::Optional, Variadicity::Variadic].get(usize::try_from(i).ok()?).copied()
    }

    fn index(self) -> i64 {
        self as i64
    }
}

/// `#irdl<variadicity_array[...]>` of `cases`.
pub fn variadicity_array(ctx: &Context, cases: &[Variadicity]) -> Attribute {
    ctx.get_attr(AttrKind::Dialect(DialectAttr {
        dialect: ctx.ident("irdl"),
        mnemonic: "variadicity_array".into(),
        params: cases.iter().map(|v| AttrParam::Int(v.index())).collect(),
    }))
}

/// The cases of a `#irdl<variadicity_array[...]>`.
pub fn variadicities(ctx: &Context, attr: Attribute) -> Option<Vec<Variadicity>> {
    match ctx.attr_kind(attr) {
        AttrKind::Dialect(d) if ctx.ident_str(d.dialect) == "irdl" && &*d.mnemonic == "variadicity_array" => d
            .params
            .iter()
            .map(|p| match p {
                AttrParam::Int(i) => Variadicity::from_index(*i),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// `VariadicityArrayAttr`.
pub static VARIADICITY_ARRAY: AttrConstraint = AttrConstraint {
    ods_name: "VariadicityArrayAttr",
    summary: "",
    check: |c, a| variadicities(c, a).is_some(),
    print: AttrPrint::Full,
};

/// Parsing and printing of the dialect's attributes.
pub struct IrdlAttrs;

impl DialectAttrHooks for IrdlAttrs {
    fn parse_attribute(&self, ctx: &Context, body: &str) -> Result<Attribute, String> {
        let body = body.trim();
        if let Some(rest) = body.strip_prefix("variadicity_array") {
            let inner = rest
                .trim()
                .strip_prefix('[')
                .and_then(|r| r.strip_suffix(']'))
                .ok_or_else(|| "expected '[' and ']' around the variadicity list".to_string())?;
            let mut cases = Vec::new();
            for word in inner.split(',').map(str::trim).filter(|w| !w.is_empty()) {
                cases.push(Variadicity::from_keyword(word).ok_or_else(|| {
                    format!("expected ::mlir::irdl::Variadicity to be one of: single, optional, variadic, got '{word}'")
                })?);
            }
            return Ok(variadicity_array(ctx, &cases));
        }
        if let Some(rest) = body.strip_prefix("variadicity") {
            let word = rest.trim();
            let v = Variadicity::from_keyword(word).ok_or_else(|| {
                format!("expected ::mlir::irdl::Variadicity to be one of: single, optional, variadic, got '{word}'")
            })?;
            return Ok(ctx.get_attr(AttrKind::Dialect(DialectAttr {
                dialect: ctx.ident("irdl"),
                mnemonic: "variadicity".into(),
                params: [AttrParam::Int(v.index())].into(),
            })));
        }
        let mnemonic: String = body.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        Err(format!("unknown attribute `{mnemonic}` in dialect `irdl`"))
    }

    fn print_attribute(&self, _ctx: &Context, attr: &DialectAttr, out: &mut String) {
        let word = |p: &AttrParam| match p {
            AttrParam::Int(i) => Variadicity::from_index(*i).map_or("single", Variadicity::keyword),
            _ => "single",
        };
        out.push_str(&attr.mnemonic);
        if &*attr.mnemonic == "variadicity_array" {
            // Upstream's printer puts a space before each case.
            out.push('[');
            let cases: Vec<String> = attr.params.iter().map(|p| format!(" {}", word(p))).collect();
            out.push_str(&cases.join(", "));
            out.push(']');
        } else if let Some(p) = attr.params.first() {
            out.push(' ');
            out.push_str(word(p));
        }
    }
}
