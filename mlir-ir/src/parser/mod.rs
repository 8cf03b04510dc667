//! The parser of MLIR's textual format.
//!
//! [`parse_source`] reads a whole file into a module. Sub-parsers live in
//! one file per grammar area (types, attributes, locations, operations,
//! the custom-op [`OpAsmParser`] API, top-level definitions). Every error
//! stops the parse and is reported as a [`Diagnostic`] at a source location
//! with mlir-opt's wording, except uses of values never defined, which are
//! only known at the end of the file and are all reported there, as
//! `mlir-opt` does.

mod attributes;
mod custom;
mod data_budget;
mod dense;
mod lexer;
mod literal_memo;
mod locations;
mod nesting;
mod ops;
mod parallel;
mod repeated_names;
mod result_slots;
mod standalone;
mod token;
mod toplevel;
mod type_memo;
mod types;

pub use custom::{Argument, Delimiter, OpAsmParser, UnresolvedOperand};
pub use data_budget::{DATA_FLOOR, DATA_PER_TEXT_BYTE};
pub use lexer::Lexer;
pub use nesting::{
    Construct, MAX_AFFINE_NESTING, MAX_ATTRIBUTE_NESTING, MAX_LOCATION_NESTING, MAX_REGION_NESTING, MAX_TYPE_NESTING,
};
pub use standalone::{parse_attribute_prefix, parse_attribute_str, parse_type_prefix, parse_type_str};
pub use toplevel::{parse_source, parse_source_all, ParserConfig};

use crate::attributes::Location;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ident::Identifier;
use crate::ir::{Ir, OperationState};
use ops::OpState;
use token::{Token, TokenKind};

/// A parse failure: the diagnostic to report.
#[derive(Debug, Clone)]
pub struct ParseError(pub Box<Diagnostic>);

/// Result of a parsing step.
pub type ParseResult<T> = Result<T, ParseError>;

/// Maps byte offsets to 1-based line and column numbers.
///
/// The parsers of one text's parts, on several threads, share the table
/// built for the whole text ([`LineIndex::shared`]).
struct LineIndex {
    /// Byte offset of each line start; u32 halves its footprint (inputs
    /// over 4 GiB are rejected before parsing).
    starts: std::sync::Arc<Vec<u32>>,
    /// The line last answered: the parser asks for the location of each op
    /// in turn, so the next answer is nearly always on it or a few lines on.
    last: std::cell::Cell<usize>,
}

impl LineIndex {
    fn new(src: &str) -> LineIndex {
        let mut starts = Vec::with_capacity(src.len() / 48 + 1);
        starts.push(0);
        starts.extend(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| (i + 1) as u32));
        LineIndex::shared(std::sync::Arc::new(starts))
    }

    /// An index over a table of line starts built by another.
    fn shared(starts: std::sync::Arc<Vec<u32>>) -> LineIndex {
        LineIndex { starts, last: std::cell::Cell::new(0) }
    }

    fn line_col(&self, offset: usize) -> (u32, u32) {
        let starts_after = |line: usize| self.starts.get(line + 1).is_none_or(|&s| s as usize > offset);
        let mut line = self.last.get();
        if self.starts[line] as usize <= offset {
            // A few lines on: step there rather than search.
            let mut steps = 0;
            while !starts_after(line) && steps < 8 {
                line += 1;
                steps += 1;
            }
        }
        if self.starts[line] as usize > offset || !starts_after(line) {
            line = self.starts.partition_point(|&s| s as usize <= offset) - 1;
        }
        self.last.set(line);
        (line as u32 + 1, (offset - self.starts[line] as usize) as u32 + 1)
    }
}

/// The shared state of one parse: the token stream, the IR being built,
/// alias tables and the SSA scopes of the operation parser.
pub struct Parser<'s, 'ir> {
    src: &'s str,
    lex: Lexer<'s>,
    tok: Token,
    prev_end: usize,
    /// Borrowed, not cloned: clones are atomic reference-count updates
    /// that threads parsing at once would contend for.
    ctx: &'ir Context,
    ir: &'ir mut Ir,
    file: Identifier,
    /// Built on the first location asked for (see [`Parser::line_index`]).
    lines: std::cell::OnceCell<LineIndex>,
    type_aliases: hashbrown::HashMap<String, crate::types::Type>,
    attr_aliases: hashbrown::HashMap<String, crate::attributes::Attribute>,
    ops: OpState<'s>,
    memo: Memo<'s>,
    /// `dense_resource` keys as written in this text, and the context keys
    /// declared for them (renamed when the context already had the name).
    resource_keys: hashbrown::HashMap<String, Identifier>,
    /// Current nesting depth of each construct (see `nesting.rs`).
    depths: nesting::Depths,
    /// Inside a type parsed through the type memo: nested types neither
    /// scan ahead nor are memoized themselves (see `type_memo.rs`).
    in_type_memo: bool,
    /// Likewise for attribute literals (see `literal_memo.rs`).
    in_literal_memo: bool,
    /// The default dialects of the custom ops being parsed, innermost
    /// last: borrowed from their definitions, not copied per op.
    default_dialect: Vec<&'ir str>,
    /// States of finished ops, kept for their lists' capacity: each op
    /// takes one (nested ops while their parent's is in use), so parsing
    /// allocates no operand, result or attribute list per op.
    spare_states: Vec<OperationState>,
}

/// Parse-local memo tables: repeated identifiers and simple attributes are
/// resolved without going back to the context's shared uniquers.
#[derive(Default)]
struct Memo<'s> {
    idents: hashbrown::HashMap<&'s str, Identifier>,
    /// Op names as written. Every op interns its name, and IR repeats a
    /// few names: through the context, each would take a shard lock that
    /// the threads of a parallel parse all take in turn.
    op_names: hashbrown::HashMap<&'s str, crate::OperationName>,
    ints: hashbrown::HashMap<(crate::types::Type, u64, bool), crate::attributes::Attribute>,
    strings: hashbrown::HashMap<(&'s str, crate::types::Type), crate::attributes::Attribute>,
    /// Self-delimiting literals by their text (see `literal_memo.rs`).
    literals: hashbrown::HashMap<&'s str, crate::attributes::Attribute>,
    /// Compound types by their text (see `type_memo.rs`).
    types: type_memo::TypeMemo,
}

impl<'s, 'ir> Parser<'s, 'ir> {
    /// The context key for `dense_resource` key `name` as written in this
    /// text: declared on first sight (renamed if the context has the name
    /// already, as upstream), the same key for every later mention.
    fn resource_key(&mut self, name: &str) -> Identifier {
        if let Some(k) = self.resource_keys.get(name) {
            return *k;
        }
        let k = self.ctx.declare_resource(name, None);
        self.resource_keys.insert(name.to_string(), k);
        k
    }

    fn new(src: &'s str, file: &str, ctx: &'ir Context, ir: &'ir mut Ir) -> Parser<'s, 'ir> {
        let mut lex = Lexer::new(src, 0);
        let tok = lex.next_token();
        let file = ctx.ident(file);
        Parser {
            src,
            lex,
            tok,
            prev_end: 0,
            ctx,
            ir,
            file,
            lines: std::cell::OnceCell::new(),
            type_aliases: Default::default(),
            attr_aliases: Default::default(),
            ops: OpState::default(),
            memo: Memo::default(),
            resource_keys: Default::default(),
            depths: Default::default(),
            in_type_memo: false,
            in_literal_memo: false,
            default_dialect: Vec::new(),
            spare_states: Vec::new(),
        }
    }

    /// Interns `name`, through the parse-local memo when it is source text.
    fn cached_ident(&mut self, name: std::borrow::Cow<'s, str>) -> Identifier {
        match name {
            std::borrow::Cow::Borrowed(s) => {
                if let Some(&id) = self.memo.idents.get(s) {
                    return id;
                }
                let id = self.ctx.ident(s);
                self.memo.idents.insert(s, id);
                id
            }
            std::borrow::Cow::Owned(s) => self.ctx.ident(&s),
        }
    }

    /// Interns the op name `name`, through the parse-local memo when it is
    /// source text.
    fn cached_op_name(&mut self, name: std::borrow::Cow<'s, str>) -> crate::OperationName {
        match name {
            std::borrow::Cow::Borrowed(s) => *self.memo.op_names.entry(s).or_insert_with(|| self.ctx.op_name(s)),
            std::borrow::Cow::Owned(s) => self.ctx.op_name(&s),
        }
    }

    // ---- tokens -----------------------------------------------------------

    /// The current token's kind.
    fn kind(&self) -> TokenKind {
        self.tok.kind
    }

    /// The current token's text.
    fn spelling(&self) -> &'s str {
        &self.src[self.tok.start..self.tok.end]
    }

    /// Whether the current token is the bare identifier `kw`.
    fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.spelling() == kw
    }

    /// Moves to the next token.
    fn consume(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token();
    }

    /// Consumes the current token if it is of `kind`.
    fn consume_if(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if present.
    fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind` or fails with `msg` (wrong-token rules).
    fn expect(&mut self, kind: TokenKind, msg: &str) -> ParseResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token(msg))
        }
    }

    /// Re-lexes from byte offset `pos` (used to split `4x4` dimensions).
    fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
    }

    /// The token after the current one, without consuming anything.
    fn peek(&self) -> Token {
        let mut l = self.lex.clone();
        l.next_token()
    }

    // ---- errors -----------------------------------------------------------

    /// The line table of the whole text, built on first use.
    fn line_index(&self) -> &LineIndex {
        self.lines.get_or_init(|| LineIndex::new(self.src))
    }

    /// The source location of byte `offset`.
    fn loc_at(&self, offset: usize) -> Location {
        let (line, col) = self.line_index().line_col(offset);
        self.ctx.get_loc(crate::attributes::LocKind::FileLineCol {
            file: self.file,
            line,
            col,
            end_line: line,
            end_col: col,
            parts: 2,
        })
    }

    /// An error at byte `offset`.
    fn error_at(&self, offset: usize, msg: impl Into<String>) -> ParseError {
        ParseError(Box::new(Diagnostic::error(self.loc_at(offset), msg)))
    }

    /// An error at the current token (one character back at end of file).
    fn error(&self, msg: impl Into<String>) -> ParseError {
        if let Some(e) = self.lexer_error() {
            return e;
        }
        let mut at = self.tok.start;
        if self.tok.kind == TokenKind::Eof {
            at = at.saturating_sub(1);
        }
        self.error_at(at, msg)
    }

    /// When the current token is a lexer error, that error wins.
    fn lexer_error(&self) -> Option<ParseError> {
        if self.tok.kind == TokenKind::Error {
            let (at, msg) = self.lex.error.unwrap_or((self.tok.start, "unexpected character"));
            return Some(self.error_at(at, msg));
        }
        None
    }

    /// An error about an unexpected token: reported at the end of the
    /// previous line's content when the token starts a line, as upstream.
    fn wrong_token(&self, msg: impl Into<String>) -> ParseError {
        if let Some(e) = self.lexer_error() {
            return e;
        }
        let mut at = self.tok.start;
        if self.tok.kind == TokenKind::Eof {
            at = at.saturating_sub(1);
        }
        let original = at;
        let mut before = &self.src[..at];
        loop {
            before = before.trim_end_matches([' ', '\t']);
            if before.is_empty() {
                return self.error_at(original, msg);
            }
            if !before.ends_with(['\n', '\r']) {
                return self.error_at(before.len(), msg);
            }
            before = &before[..before.len() - 1];
            let line_start = before.rfind(['\n', '\r']).unwrap_or(0);
            if let Some(c) = before[line_start..].find("//") {
                before = &before[..line_start + c];
            }
        }
    }

    /// Runs `f`, which parses one level of `construct` starting at the
    /// current token, on a larger stack when nesting is deep: text nested
    /// up to the construct's limit parses on any thread's stack. One level
    /// past the limit the parse fails there instead (see `nesting.rs`).
    fn nested<T>(&mut self, construct: Construct, f: impl FnOnce(&mut Self) -> ParseResult<T>) -> ParseResult<T> {
        if !self.depths.enter(construct) {
            return Err(self.error(construct.too_deep()));
        }
        let r = crate::support::stack::guard(|| f(self));
        self.depths.leave(construct);
        r
    }

    // ---- literal helpers --------------------------------------------------

    /// The value of the current string token, escapes decoded.
    fn string_value(&self) -> std::borrow::Cow<'s, [u8]> {
        let body = &self.spelling()[1..self.spelling().len() - 1];
        if body.contains('\\') {
            std::borrow::Cow::Owned(decode_string(body))
        } else {
            std::borrow::Cow::Borrowed(body.as_bytes())
        }
    }

    /// The current string token's value as text (lossy for invalid UTF-8).
    fn string_text(&self) -> std::borrow::Cow<'s, str> {
        match self.string_value() {
            std::borrow::Cow::Borrowed(b) => String::from_utf8_lossy(b),
            std::borrow::Cow::Owned(v) => std::borrow::Cow::Owned(String::from_utf8_lossy(&v).into_owned()),
        }
    }

    /// Parses a comma-separated list between `open` and `close` (either may
    /// be absent), allowing an empty list when delimited.
    fn comma_list(
        &mut self,
        open: Option<(TokenKind, &str)>,
        close: Option<(TokenKind, &str)>,
        mut elt: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        if let Some((k, m)) = open {
            self.expect(k, m)?;
            if let Some((c, _)) = close {
                if self.consume_if(c) {
                    return Ok(());
                }
            }
        }
        elt(self)?;
        while self.consume_if(TokenKind::Comma) {
            elt(self)?;
        }
        if let Some((c, m)) = close {
            self.expect(c, m)?;
        }
        Ok(())
    }
}

/// Decodes the escapes of a string literal body (`\"`, `\\`, `\n`, `\t`,
/// `\XX`).
pub fn decode_string(body: &str) -> Vec<u8> {
    let b = body.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            match b[i + 1] {
                b'n' => out.push(b'\n'),
                b't' => out.push(b'\t'),
                b'"' => out.push(b'"'),
                b'\\' => out.push(b'\\'),
                h if h.is_ascii_hexdigit() && i + 2 < b.len() => {
                    let v = u8::from_str_radix(&body[i + 1..i + 3], 16).unwrap_or(0);
                    out.push(v);
                    i += 3;
                    continue;
                }
                other => out.push(other),
            }
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod line_index_tests {
    use super::LineIndex;

    /// The line and column of `offset`, counted the slow way.
    fn counted(src: &str, offset: usize) -> (u32, u32) {
        let before = &src[..offset];
        let line = before.matches('\n').count() as u32 + 1;
        let col = (offset - before.rfind('\n').map_or(0, |i| i + 1)) as u32 + 1;
        (line, col)
    }

    #[test]
    fn remembered_line_gives_the_searched_answer_in_any_order() {
        let src = "a\n\nbc\ndef\n\n\n\n\n\n\n\n\n\nlong line here\nx";
        let index = LineIndex::new(src);
        let forward: Vec<usize> = (0..=src.len()).collect();
        let backward: Vec<usize> = forward.iter().rev().copied().collect();
        // A scattered order: jumps forward past the stepping limit and back.
        let scattered: Vec<usize> = (0..src.len()).map(|i| (i * 17) % src.len()).collect();
        for order in [forward, backward, scattered] {
            for offset in order {
                assert_eq!(index.line_col(offset), counted(src, offset), "offset {offset}");
            }
        }
    }
}
