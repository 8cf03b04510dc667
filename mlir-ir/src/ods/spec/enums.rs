//! Enumerations: integer enums stored as integer attributes (ODS
//! `I64EnumAttr`/`I32EnumAttr`, printed as keywords) and bit enums stored
//! as dialect attributes (`#arith.fastmath<nnan,ninf>`).

use crate::parser::{OpAsmParser, ParseResult};
use crate::{AttrKind, AttrParam, Attribute, Context};

/// An integer enum (`I64EnumAttr`): cases by keyword and value.
pub struct EnumDef {
    /// The enum's name.
    pub name: &'static str,
    /// The storage width (32 or 64).
    pub width: u32,
    /// `(keyword, value)` cases.
    pub cases: &'static [(&'static str, i64)],
}

impl EnumDef {
    /// The keyword of `value`.
    pub fn keyword(&self, value: i64) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == value).map(|c| c.0)
    }

    /// The value of `keyword`.
    pub fn value(&self, keyword: &str) -> Option<i64> {
        self.cases.iter().find(|c| c.0 == keyword).map(|c| c.1)
    }

    /// The stored attribute for `value`.
    pub fn attr(&self, ctx: &Context, value: i64) -> Attribute {
        ctx.int_attr_i64(ctx.int(self.width), value)
    }

    /// The case value held by `attr`, if it is one of this enum's.
    pub fn attr_value(&self, ctx: &Context, attr: Attribute) -> Option<i64> {
        match ctx.attr_kind(attr) {
            AttrKind::Integer { ty, value } if ctx.type_kind(*ty).is_signless_int(self.width) => {
                let v = value.to_i64()?;
                self.keyword(v).map(|_| v)
            }
            _ => None,
        }
    }

    /// The ODS constraint summary.
    pub fn summary(&self) -> String {
        let vals: Vec<String> = self.cases.iter().map(|c| c.1.to_string()).collect();
        format!("allowed {}-bit signless integer cases: {}", self.width, vals.join(", "))
    }
}

/// A bit enum held in a dialect attribute `#ns.mnemonic<a, b>`.
pub struct BitEnumDef {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// The attribute mnemonic.
    pub mnemonic: &'static str,
    /// The C++ enum name upstream's diagnostics show.
    pub cpp_name: &'static str,
    /// The keyword for zero.
    pub none: &'static str,
    /// Separator between printed flags (`,` or `, `).
    pub separator: &'static str,
    /// Cases, multi-bit groups first (printed before single bits).
    pub cases: &'static [(&'static str, u64)],
}

impl BitEnumDef {
    /// The attribute holding `bits`.
    pub fn attr(&self, ctx: &Context, bits: u64) -> Attribute {
        ctx.dialect_attr(ctx.ident(self.dialect), self.mnemonic, &[AttrParam::Int(bits as i64)])
    }

    /// The bits of `attr` if it is this enum's attribute.
    pub fn bits(&self, ctx: &Context, attr: Attribute) -> Option<u64> {
        match ctx.attr_kind(attr) {
            AttrKind::Dialect(d) if &*d.mnemonic == self.mnemonic && ctx.ident_str(d.dialect) == self.dialect => {
                match d.params.first() {
                    Some(AttrParam::Int(v)) => Some(*v as u64),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Upstream's `stringifyEnum`: groups first, then single bits.
    pub fn stringify(&self, mut bits: u64) -> String {
        if bits == 0 {
            return self.none.to_string();
        }
        let mut parts = Vec::new();
        for (name, v) in self.cases {
            if *v != 0 && bits & v == *v {
                parts.push(*name);
                bits &= !v;
            }
        }
        parts.join(self.separator)
    }

    /// Parses a flag list `a, b` (after `<`) up to `>`.
    pub fn parse_flags(&self, text: &str) -> Result<u64, String> {
        let mut bits = 0;
        for part in text.split(',') {
            let k = part.trim();
            if k == self.none {
                continue;
            }
            match self.cases.iter().find(|c| c.0 == k) {
                Some(c) => bits |= c.1,
                None => return Err(format!("expected {} to be one of: {}", self.cpp_name, self.case_list())),
            }
        }
        Ok(bits)
    }

    /// The keywords in upstream's declaration order: `none`, the single
    /// bits, then the groups (`fast`).
    fn case_list(&self) -> String {
        let single = |v: u64| v.is_power_of_two();
        let mut v = vec![self.none];
        v.extend(self.cases.iter().filter(|c| single(c.1)).map(|c| c.0));
        v.extend(self.cases.iter().filter(|c| !single(c.1) && c.1 != 0).map(|c| c.0));
        v.join(", ")
    }

    /// Prints `<flags>`.
    pub fn print_stripped(&self, ctx: &Context, attr: Attribute, out: &mut String) {
        out.push('<');
        out.push_str(&self.stringify(self.bits(ctx, attr).unwrap_or(0)));
        out.push('>');
    }

    /// Parses `<flags>` through an op parser.
    pub fn parse_stripped(&self, p: &mut OpAsmParser<'_, '_, '_>) -> ParseResult<Attribute> {
        p.parse_less()?;
        let mut bits = 0u64;
        loop {
            let at = p.current_offset();
            let Some(k) = p.parse_optional_any_keyword() else {
                return Err(p.error_here(format!("expected keyword for {}", self.mnemonic)));
            };
            if k != self.none {
                match self.cases.iter().find(|c| c.0 == k) {
                    Some(c) => bits |= c.1,
                    None => {
                        return Err(
                            p.error_at(at, format!("expected {} to be one of: {}", self.cpp_name, self.case_list()))
                        )
                    }
                }
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_greater()?;
        Ok(self.attr(p.ctx(), bits))
    }
}
