//! `#llvm.dereferenceable<bytes = N (, mayBeNull = true)?>`, the
//! dereferenceability of the pointer `llvm.load` and `llvm.inttoptr`
//! produce; printed stripped (`dereferenceable<bytes = 8>`) in their syntax.

use crate::spec::{AttrConstraint, AttrPrint};
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::{AttrKind, AttrParam, Attribute, Context, DialectAttr};

/// The attribute mnemonic.
pub const MNEMONIC: &str = "dereferenceable";

/// The attribute for `bytes` and `may_be_null`.
pub fn attr(ctx: &Context, bytes: i64, may_be_null: bool) -> Attribute {
    ctx.get_attr(AttrKind::Dialect(DialectAttr {
        dialect: ctx.ident("llvm"),
        mnemonic: MNEMONIC.into(),
        params: vec![AttrParam::Int(bytes), AttrParam::Int(may_be_null as i64)].into(),
    }))
}

/// `(bytes, may_be_null)` of the attribute.
pub fn value(ctx: &Context, a: Attribute) -> Option<(i64, bool)> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) if &*d.mnemonic == MNEMONIC && ctx.ident_str(d.dialect) == "llvm" => match &d.params[..] {
            [AttrParam::Int(b), AttrParam::Int(n)] => Some((*b, *n != 0)),
            _ => None,
        },
        _ => None,
    }
}

/// `<bytes = N, mayBeNull = true>` (the flag only when set).
pub fn print_params(bytes: i64, may_be_null: bool, out: &mut String) {
    out.push_str(&format!("<bytes = {bytes}"));
    if may_be_null {
        out.push_str(", mayBeNull = true");
    }
    out.push('>');
}

/// The parameters from the text between `<` and `>`.
pub fn parse_params(inner: &str) -> Result<(i64, bool), String> {
    let mut bytes = None;
    let mut may_be_null = false;
    for part in inner.split(',') {
        let (k, v) = part.split_once('=').ok_or_else(|| format!("expected '=' in '{}'", part.trim()))?;
        match (k.trim(), v.trim()) {
            ("bytes", v) => bytes = Some(v.parse::<i64>().map_err(|_| format!("invalid bytes '{v}'"))?),
            ("mayBeNull", "true") => may_be_null = true,
            ("mayBeNull", "false") => may_be_null = false,
            (k, _) => return Err(format!("duplicate or unknown struct parameter name: {k}")),
        }
    }
    Ok((bytes.ok_or("struct is missing required parameter: bytes")?, may_be_null))
}

/// `LLVM_DereferenceableAttr`, printed stripped in op syntax.
pub static DEREFERENCEABLE: AttrConstraint = AttrConstraint {
    ods_name: "LLVM_DereferenceableAttr",
    summary: "LLVM dereferenceable attribute",
    check: |c, a| value(c, a).is_some(),
    print: AttrPrint::Stripped { parse: parse_stripped, print: print_stripped },
};

fn parse_stripped(p: &mut OpAsmParser<'_, '_, '_>) -> ParseResult<Attribute> {
    p.parse_less()?;
    let at = p.current_offset();
    p.parse_keyword("bytes")?;
    p.parse_equal()?;
    let bytes = p.parse_integer()?;
    let mut may_be_null = false;
    if p.parse_optional_comma() {
        let at = p.current_offset();
        p.parse_keyword("mayBeNull").map_err(|_| p.error_at(at, "duplicate or unknown struct parameter name"))?;
        p.parse_equal()?;
        may_be_null = match p.parse_optional_keyword_of(&["true", "false"]) {
            Some(k) => k == "true",
            None => return Err(p.error_here("expected 'true' or 'false'")),
        };
    }
    p.parse_greater()?;
    let _ = at;
    Ok(attr(p.ctx(), bytes, may_be_null))
}

fn print_stripped(ctx: &Context, a: Attribute, out: &mut String) {
    if let Some((b, n)) = value(ctx, a) {
        print_params(b, n, out);
    }
}
