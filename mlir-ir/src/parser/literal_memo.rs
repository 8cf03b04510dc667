//! Repeated attribute literals (`dense<...> : type`, `array<...>`,
//! `affine_map<...>`, `strided<...>`) are parsed once per text.
//!
//! Such a literal's value depends on its text alone (aliases cannot be
//! redefined within a parse), and real IR repeats them a lot: the same
//! splat, stride array or layout map on many ops. Finding where a literal
//! ends only needs its tokens, which is far cheaper than building and
//! interning its value again.
//!
//! A literal can hold another (a `dense` whose tensor type's encoding is
//! a `dense`, and so on): only the outermost goes through the memo, so
//! the scans stay linear in the text however deep the nesting.

use super::lexer::Lexer;
use super::token::{Token, TokenKind as K};
use super::{ParseResult, Parser};
use crate::attributes::Attribute;
use crate::types::Type;

impl<'s> Parser<'s, '_> {
    /// Parses the keyword attribute at the current token with `parse`,
    /// through the parse-local memo when its text delimits it. With an
    /// expected type `ty` the text is not the whole story (a `dense` then
    /// has no `: type` of its own), so that case is never memoized.
    pub(crate) fn parse_literal_memoized(
        &mut self,
        ty: Option<Type>,
        parse: impl FnOnce(&mut Self) -> ParseResult<Attribute>,
    ) -> ParseResult<Attribute> {
        if self.in_literal_memo {
            return parse(self);
        }
        self.in_literal_memo = true;
        let r = self.parse_literal_through_memo(ty, parse);
        self.in_literal_memo = false;
        r
    }

    /// [`Parser::parse_literal_memoized`] for the outermost literal.
    fn parse_literal_through_memo(
        &mut self,
        ty: Option<Type>,
        parse: impl FnOnce(&mut Self) -> ParseResult<Attribute>,
    ) -> ParseResult<Attribute> {
        let extent = if ty.is_none() { self.literal_extent() } else { None };
        let Some((end, next_start)) = extent else { return parse(self) };
        let key = &self.src[self.tok.start..end];
        if let Some(&a) = self.memo.literals.get(key) {
            self.reset_to(end);
            return Ok(a);
        }
        let a = parse(self)?;
        // Only when the parse consumed exactly the scanned text.
        if self.tok.start == next_start {
            self.memo.literals.insert(key, a);
        }
        Ok(a)
    }

    /// Where the literal starting at the current keyword ends, and where
    /// the token after it starts: its `<...>` body and, for `dense`, the
    /// `: shaped<...>` type after it. `None` when the text has another
    /// shape (the full parse then reports whatever is wrong).
    fn literal_extent(&self) -> Option<(usize, usize)> {
        let mut lex = self.lex.clone();
        let mut end = closing_angle(&mut lex)?;
        if self.spelling() == "dense" {
            if lex.next_token().kind != K::Colon || lex.next_token().kind != K::BareIdent {
                return None;
            }
            end = closing_angle(&mut lex)?;
        }
        Some((end, lex.next_token().start))
    }
}

/// Lexes a `<...>` group (nested groups included) from `lex`; the offset
/// just past its closing `>`.
fn closing_angle(lex: &mut Lexer<'_>) -> Option<usize> {
    let open: Token = lex.next_token();
    if open.kind != K::Less {
        return None;
    }
    let mut depth = 1usize;
    loop {
        let t = lex.next_token();
        match t.kind {
            K::Less => depth += 1,
            K::Greater => {
                depth -= 1;
                if depth == 0 {
                    return Some(t.end);
                }
            }
            K::Eof | K::Error => return None,
            _ => {}
        }
    }
}
