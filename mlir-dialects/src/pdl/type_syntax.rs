//! Reading the text of a PDL type (`!pdl.value`, `!pdl.range<type>`) as
//! upstream's `PDLDialect::parseType` and `RangeType::parse` do: the same
//! accepted forms, canonical spelling and diagnostics.

use super::types::{Handle, PdlType};
use mlir_ir::dialect::DialectTypeHooks;
use mlir_ir::{Context, Type};

/// The `pdl` dialect's type parser.
pub struct PdlTypeSyntax;

impl DialectTypeHooks for PdlTypeSyntax {
    fn parse_type(&self, ctx: &Context, body: &str) -> Result<Type, (usize, String)> {
        let mut r = Reader { text: body, pos: 0 };
        let word_at = r.skip_ws();
        let Some(word) = r.keyword() else {
            return Err((word_at, "expected valid keyword".into()));
        };
        // Upstream's dialect parser stops after the type; anything after it
        // in the body is not looked at.
        let ty = match word {
            "range" => r.range_rest()?,
            w => match Handle::from_mnemonic(w) {
                Some(h) => PdlType::Single(h),
                None => return Err((0, format!("unknown  type `{w}` in dialect `pdl`"))),
            },
        };
        Ok(ty.get(ctx))
    }
}

/// A cursor over a type body.
struct Reader<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Reader<'a> {
    /// Skips white space; returns the new position.
    fn skip_ws(&mut self) -> usize {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
        self.pos
    }

    /// A bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`) at the cursor.
    fn keyword(&mut self) -> Option<&'a str> {
        let rest = &self.text[self.pos..];
        let first = rest.chars().next()?;
        if !(first.is_ascii_alphabetic() || first == '_') {
            return None;
        }
        let len =
            rest.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))).unwrap_or(rest.len());
        self.pos += len;
        Some(&rest[..len])
    }

    /// Consumes `c` after white space, or reports `expected 'c'`.
    fn expect(&mut self, c: char) -> Result<(), (usize, String)> {
        let at = self.skip_ws();
        if self.text[at..].starts_with(c) {
            self.pos += c.len_utf8();
            Ok(())
        } else {
            Err((at, format!("expected '{c}'")))
        }
    }

    /// `<element>` after `range`.
    ///
    /// Upstream parses a nested `range<...>` element recursively and then
    /// rejects it; this reads the `range<` openers in a loop instead, so
    /// `range<range<...>>` nested 100,000 deep cannot overflow the stack,
    /// and reports the same first error: the innermost range that has a
    /// range for its element, once that element's `>` is read.
    fn range_rest(&mut self) -> Result<PdlType, (usize, String)> {
        // Where the element of each enclosing `range<` starts, when that
        // element is itself a range; outermost first.
        let mut range_elements = Vec::new();
        let handle = loop {
            self.expect('<')?;
            let element_at = self.skip_ws();
            match self.keyword() {
                None => return Err((element_at, "expected valid keyword".into())),
                Some("range") => range_elements.push(element_at),
                Some(w) => match Handle::from_mnemonic(w) {
                    Some(h) => break h,
                    // Upstream reports this at the start of the whole type.
                    None => return Err((0, format!("invalid 'pdl' type: `{w}'"))),
                },
            }
        };
        self.expect('>')?;
        let element = PdlType::Range(handle);
        let Some(element_at) = range_elements.pop() else { return Ok(element) };
        self.expect('>')?;
        Err((element_at, format!("element of pdl.range cannot be another range, but got'!pdl.{}'", element.body())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(body: &str) -> Result<String, (usize, String)> {
        let ctx = Context::new();
        let t = PdlTypeSyntax.parse_type(&ctx, body)?;
        Ok(PdlType::of(&ctx, t).map(PdlType::body).unwrap_or_default())
    }

    #[test]
    fn canonical_spelling() {
        assert_eq!(parse("value"), Ok("value".into()));
        assert_eq!(parse("range< value >"), Ok("range<value>".into()));
        assert_eq!(parse("value<x>"), Ok("value".into()));
    }

    #[test]
    fn upstream_diagnostics() {
        assert_eq!(parse("foo"), Err((0, "unknown  type `foo` in dialect `pdl`".into())));
        assert_eq!(parse("range<i32>"), Err((0, "invalid 'pdl' type: `i32'".into())));
        assert_eq!(parse("range<!pdl.value>"), Err((6, "expected valid keyword".into())));
        assert_eq!(parse("range<value,value>"), Err((11, "expected '>'".into())));
        assert_eq!(parse("range<range>"), Err((11, "expected '<'".into())));
        assert_eq!(
            parse("range<range<value>>"),
            Err((6, "element of pdl.range cannot be another range, but got'!pdl.range<value>'".into()))
        );
        assert_eq!(parse("\"value\""), Err((0, "expected valid keyword".into())));
        assert_eq!(
            parse("range<range<range<value>>>"),
            Err((12, "element of pdl.range cannot be another range, but got'!pdl.range<value>'".into()))
        );
        assert_eq!(parse("range<range<range<value>"), Err((24, "expected '>'".into())));
    }

    /// Nested far deeper than any stack allows recursion for: the first
    /// error, as for three levels.
    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let n = 100_000;
        let body = format!("{}value{}", "range<".repeat(n), ">".repeat(n));
        let at = 6 * (n - 1);
        assert_eq!(
            parse(&body),
            Err((at, "element of pdl.range cannot be another range, but got'!pdl.range<value>'".into()))
        );
    }
}
