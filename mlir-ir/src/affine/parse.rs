//! Parser for the bodies of `affine_map<...>` and `affine_set<...>`,
//! following upstream's `AffineParser` production by production: the
//! expressions are built with the same simplifying constructors in the same
//! order, and every diagnostic is reported at the byte offset (and with the
//! text) mlir-opt reports it.

use std::fmt;

use super::expr::AffineExpr;
use super::lex::{LexError, Lexer, Tok, Token};
use super::map::AffineMap;
use super::set::IntegerSet;

/// What an ambiguous `(...)[...] -> (...)` / `(...)[...] : (...)` body
/// turned out to be.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParsedAffine {
    /// An affine map (`->` form).
    Map(AffineMap),
    /// An integer set (`:` form).
    Set(IntegerSet),
}

/// A parse failure: the first diagnostic upstream emits, located by byte
/// offset into the whole source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineParseError {
    /// Byte offset of the caret mlir-opt prints.
    pub offset: usize,
    /// The diagnostic text, without the `error: ` prefix.
    pub message: String,
    /// Further diagnostics upstream emits after the first one for the same
    /// failure (e.g. "missing operand of negation" after a failed operand of
    /// a unary minus), as `(offset, message)` in emission order.
    pub secondary: Vec<(usize, String)>,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

type PResult<T> = Result<T, AffineParseError>;

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

struct Parser<'a> {
    src: &'a str,
    lexer: Lexer<'a>,
    tok: Token,
    /// Set once the lexer failed: upstream abandons every later parser
    /// diagnostic, so no secondary errors may be added after it.
    lex_failed: bool,
    /// Declared dim and symbol names with the expression each stands for.
    ids: Vec<(&'a str, AffineExpr)>,
    /// Current nesting of parenthesized and negated operands.
    depth: usize,
}

fn lex_error(e: LexError) -> AffineParseError {
    AffineParseError { offset: e.offset, message: e.message.to_string(), secondary: Vec::new() }
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, start: usize) -> PResult<Parser<'a>> {
        let mut lexer = Lexer::new(src, start);
        let tok = lexer.next_token().map_err(lex_error)?;
        Ok(Parser { src, lexer, tok, lex_failed: false, ids: Vec::new(), depth: 0 })
    }

    fn spelling(&self) -> &'a str {
        &self.src[self.tok.start..self.tok.end]
    }

    fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::Ident && self.spelling() == kw
    }

    /// Moves to the next token; a lexer error ends the parse right away,
    /// since upstream reports it and abandons everything the parser says
    /// while the error token is current.
    fn consume(&mut self) -> PResult<()> {
        match self.lexer.next_token() {
            Ok(t) => {
                self.tok = t;
                Ok(())
            }
            Err(e) => {
                self.lex_failed = true;
                Err(lex_error(e))
            }
        }
    }

    fn consume_if(&mut self, kind: Tok) -> PResult<bool> {
        if self.tok.kind == kind {
            self.consume()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn error_at(&self, offset: usize, message: impl Into<String>) -> AffineParseError {
        AffineParseError { offset, message: message.into(), secondary: Vec::new() }
    }

    /// Upstream's `emitError(message)`: at the current token, or one byte
    /// before the end of the buffer at EOF.
    fn error(&self, message: impl Into<String>) -> AffineParseError {
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        self.error_at(loc, message)
    }

    /// Upstream's `emitWrongTokenError`: reports just after the last
    /// non-blank text before the current token, backing over blank lines and
    /// `//` comments, which is where the missing token belongs.
    fn wrong_token(&self, message: impl Into<String>) -> AffineParseError {
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let bytes = self.src.as_bytes();
        let mut end = loc;
        loop {
            while end > 0 && (bytes[end - 1] == b' ' || bytes[end - 1] == b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original, message);
            }
            let last = bytes[end - 1];
            if last != b'\n' && last != b'\r' {
                return self.error_at(end, message);
            }
            end -= 1;
            // The previous line starts at its preceding newline, which is
            // kept (as upstream's `drop_front(newLineIndex)` does).
            let line_start = bytes[..end].iter().rposition(|&c| c == b'\n' || c == b'\r').unwrap_or(0);
            if let Some(i) = bytes[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + i;
            }
        }
    }

    fn parse_token(&mut self, kind: Tok, message: &str) -> PResult<()> {
        if self.consume_if(kind)? {
            Ok(())
        } else {
            Err(self.wrong_token(message))
        }
    }

    /// `open elt (, elt)* close` or `open close`; `open`/`close` are
    /// `(`/`)` or `[`/`]`.
    fn comma_list(
        &mut self,
        square: bool,
        context: &str,
        elt: &mut dyn FnMut(&mut Parser<'a>) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close, o, c) =
            if square { (Tok::LSquare, Tok::RSquare, '[', ']') } else { (Tok::LParen, Tok::RParen, '(', ')') };
        self.parse_token(open, &format!("expected '{o}'{context}"))?;
        if self.consume_if(close)? {
            return Ok(());
        }
        elt(self)?;
        while self.consume_if(Tok::Comma)? {
            elt(self)?;
        }
        self.parse_token(close, &format!("expected '{c}'{context}"))
    }

    fn parse_identifier_definition(&mut self, expr: AffineExpr) -> PResult<()> {
        if self.tok.kind != Tok::Ident {
            return Err(self.wrong_token("expected bare identifier"));
        }
        let name = self.spelling();
        if self.ids.iter().any(|(n, _)| *n == name) {
            return Err(self.error(format!("redefinition of identifier '{name}'")));
        }
        self.consume()?;
        self.ids.push((name, expr));
        Ok(())
    }

    fn parse_dim_and_symbol_lists(&mut self) -> PResult<(usize, usize)> {
        let mut num_dims = 0;
        self.comma_list(false, " in dimensional identifier list", &mut |p| {
            num_dims += 1;
            p.parse_identifier_definition(AffineExpr::dim(num_dims - 1))
        })?;
        let mut num_symbols = 0;
        if self.tok.kind == Tok::LSquare {
            self.comma_list(true, " in symbol list", &mut |p| {
                num_symbols += 1;
                p.parse_identifier_definition(AffineExpr::symbol(num_symbols - 1))
            })?;
        }
        Ok((num_dims, num_symbols))
    }

    fn parse_map_or_set(&mut self) -> PResult<ParsedAffine> {
        let (num_dims, num_symbols) = self.parse_dim_and_symbol_lists()?;
        if self.consume_if(Tok::Arrow)? {
            let mut results = Vec::new();
            self.comma_list(false, " in affine map range", &mut |p| {
                results.push(p.parse_affine_expr()?);
                Ok(())
            })?;
            return Ok(ParsedAffine::Map(AffineMap::get(num_dims, num_symbols, results)));
        }
        self.parse_token(Tok::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut eqs = Vec::new();
        self.comma_list(false, " in integer set constraint list", &mut |p| {
            let (c, eq) = p.parse_affine_constraint()?;
            constraints.push(c);
            eqs.push(eq);
            Ok(())
        })?;
        if constraints.is_empty() {
            // `()` is the degenerate "true" set, spelled `0 == 0`.
            return Ok(ParsedAffine::Set(IntegerSet::get_universe(num_dims, num_symbols)));
        }
        let set = IntegerSet::get(num_dims, num_symbols, constraints, eqs)
            .expect("one equality flag is pushed per constraint");
        Ok(ParsedAffine::Set(set))
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, normalized to `e >= 0` /
    /// `e == 0`. The comparison operators are two tokens each, as upstream
    /// lexes them, so `> =` is accepted too.
    fn parse_affine_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr()?;
        if self.consume_if(Tok::Greater)? && self.consume_if(Tok::Equal)? {
            let rhs = self.parse_affine_expr()?;
            return Ok((lhs.sub(&rhs), false));
        }
        if self.consume_if(Tok::Less)? && self.consume_if(Tok::Equal)? {
            let rhs = self.parse_affine_expr()?;
            return Ok((rhs.sub(&lhs), false));
        }
        if self.consume_if(Tok::Equal)? && self.consume_if(Tok::Equal)? {
            let rhs = self.parse_affine_expr()?;
            return Ok((lhs.sub(&rhs), true));
        }
        Err(self.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }

    fn consume_if_low_op(&mut self) -> PResult<Option<LowOp>> {
        let op = match self.tok.kind {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return Ok(None),
        };
        self.consume()?;
        Ok(Some(op))
    }

    fn consume_if_high_op(&mut self) -> PResult<Option<HighOp>> {
        let op = if self.tok.kind == Tok::Star {
            HighOp::Mul
        } else if self.is_keyword("floordiv") {
            HighOp::FloorDiv
        } else if self.is_keyword("ceildiv") {
            HighOp::CeilDiv
        } else if self.is_keyword("mod") {
            HighOp::Mod
        } else {
            return Ok(None);
        };
        self.consume()?;
        Ok(Some(op))
    }

    fn low_binop(op: LowOp, lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
        match op {
            LowOp::Add => lhs.add(rhs),
            LowOp::Sub => lhs.sub(rhs),
        }
    }

    /// Builds a high-precedence node after the semi-affine checks, which
    /// report at `op_loc`.
    fn high_binop(&self, op: HighOp, lhs: &AffineExpr, rhs: &AffineExpr, op_loc: usize) -> PResult<AffineExpr> {
        let rhs_sym = rhs.is_symbolic_or_constant();
        let msg = match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs_sym {
                    "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
                } else {
                    return Ok(lhs.mul(rhs));
                }
            }
            HighOp::FloorDiv if rhs_sym => return Ok(lhs.floor_div(rhs)),
            HighOp::CeilDiv if rhs_sym => return Ok(lhs.ceil_div(rhs)),
            HighOp::Mod if rhs_sym => return Ok(lhs.modulo(rhs)),
            HighOp::FloorDiv => {
                "non-affine expression: right operand of floordiv has to be either a constant or symbolic"
            }
            HighOp::CeilDiv => {
                "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"
            }
            HighOp::Mod => "non-affine expression: right operand of mod has to be either a constant or symbolic",
        };
        Err(self.error_at(op_loc, msg))
    }

    /// A full expression: a left-associative chain of `+`/`-` over chains
    /// of `* floordiv ceildiv mod`.
    fn parse_affine_expr(&mut self) -> PResult<AffineExpr> {
        let mut llhs: Option<(AffineExpr, LowOp)> = None;
        loop {
            let lhs = self.parse_operand(llhs.is_some())?;
            if let Some(op) = self.consume_if_low_op()? {
                let acc = match &llhs {
                    Some((ll, lop)) => Self::low_binop(*lop, ll, &lhs),
                    None => lhs,
                };
                llhs = Some((acc, op));
                continue;
            }
            let op_loc = self.tok.start;
            if let Some(hop) = self.consume_if_high_op()? {
                let high = self.parse_high_chain(lhs, hop, op_loc)?;
                let expr = match &llhs {
                    Some((ll, lop)) => Self::low_binop(*lop, ll, &high),
                    None => high,
                };
                if let Some(next) = self.consume_if_low_op()? {
                    llhs = Some((expr, next));
                    continue;
                }
                return Ok(expr);
            }
            return Ok(match &llhs {
                Some((ll, lop)) => Self::low_binop(*lop, ll, &lhs),
                None => lhs,
            });
        }
    }

    /// The rest of a high-precedence chain after `first op`. As upstream, a
    /// non-affine node that is followed by another operator is reported at
    /// that following operator.
    fn parse_high_chain(&mut self, first: AffineExpr, op: HighOp, op_loc: usize) -> PResult<AffineExpr> {
        let (mut acc, mut acc_op, mut acc_loc) = (first, op, op_loc);
        loop {
            let lhs = self.parse_operand(true)?;
            let loc = self.tok.start;
            if let Some(next) = self.consume_if_high_op()? {
                acc = self.high_binop(acc_op, &acc, &lhs, loc)?;
                acc_op = next;
                acc_loc = loc;
                continue;
            }
            return self.high_binop(acc_op, &acc, &lhs, acc_loc);
        }
    }

    /// An operand: identifier, integer, parenthesized expression or
    /// negation. `has_lhs` says whether it is the right side of a binary
    /// operator, which only changes the error messages.
    fn parse_operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        // Parentheses and negations recurse: deep nesting runs on a grown
        // stack, and past the limit on affine nesting it is an error at
        // the operand that opens the level too deep.
        let limit = crate::parser::Construct::AffineExpr;
        if self.depth >= limit.limit() {
            return Err(self.error(limit.too_deep()));
        }
        self.depth += 1;
        let r = crate::support::stack::guard(|| self.parse_operand_inner(has_lhs));
        self.depth -= 1;
        r
    }

    fn parse_operand_inner(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::Ident if self.spelling() == "symbol" => {
                // `symbol(%x)` is only meaningful with SSA operands, which
                // attribute bodies never have.
                self.consume()?;
                self.parse_token(Tok::LParen, "expected '(' at start of SSA symbol")?;
                Err(self.wrong_token("unexpected ssa identifier"))
            }
            Tok::PercentIdent => Err(self.wrong_token("unexpected ssa identifier")),
            Tok::Integer => self.parse_integer(),
            Tok::LParen => {
                self.consume()?;
                if self.tok.kind == Tok::RParen {
                    return Err(self.error("no expression inside parentheses"));
                }
                let e = self.parse_affine_expr()?;
                self.parse_token(Tok::RParen, "expected ')'")?;
                Ok(e)
            }
            Tok::Minus => {
                self.consume()?;
                match self.parse_operand(has_lhs) {
                    Ok(e) => Ok(e.neg()),
                    Err(mut err) => {
                        if !self.lex_failed {
                            let extra = self.error("missing operand of negation");
                            err.secondary.push((extra.offset, extra.message));
                        }
                        Err(err)
                    }
                }
            }
            Tok::Ident => self.parse_bare_id(),
            Tok::Plus | Tok::Star if !has_lhs => Err(self.error("missing left operand of binary operator")),
            _ if has_lhs => Err(self.error("missing right operand of binary operator")),
            _ => Err(self.error("expected affine expression")),
        }
    }

    fn parse_bare_id(&mut self) -> PResult<AffineExpr> {
        let name = self.spelling();
        if let Some((_, e)) = self.ids.iter().find(|(n, _)| *n == name) {
            let e = e.clone();
            self.consume()?;
            return Ok(e);
        }
        Err(self.wrong_token("use of undeclared identifier"))
    }

    /// A non-negative integer literal (decimal or `0x` hex) that fits `i64`.
    fn parse_integer(&mut self) -> PResult<AffineExpr> {
        let s = self.spelling();
        let value = if s.len() > 1 && s.as_bytes()[1] == b'x' {
            u64::from_str_radix(&s[2..], 16).ok()
        } else {
            s.parse::<u64>().ok()
        };
        match value.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.consume()?;
                Ok(AffineExpr::constant(v))
            }
            None => Err(self.error("constant too large for index")),
        }
    }

    /// Where the parse stopped: the start of the token after the body.
    fn end_offset(&self) -> usize {
        self.tok.start
    }
}

/// Parses an affine map or integer set body. `src` is the whole source
/// file and `start` the byte offset just after `affine_map<` (or
/// `affine_set<`). On success, also returns the offset of the first token
/// after the body (where the closing `>` should be; `src.len()` at end of
/// input).
pub fn parse_affine_map_or_set(src: &str, start: usize) -> Result<(ParsedAffine, usize), AffineParseError> {
    let mut p = Parser::new(src, start)?;
    let parsed = p.parse_map_or_set()?;
    Ok((parsed, p.end_offset()))
}

/// Offset of the first token at or after `start`, where upstream reports a
/// map/set kind mismatch.
fn first_token_offset(src: &str, start: usize) -> usize {
    let mut lexer = Lexer::new(src, start);
    lexer.next_token().map(|t| t.start).unwrap_or(start)
}

/// Like [`parse_affine_map_or_set`] but requires a map, failing with
/// upstream's "expected AffineMap, but got IntegerSet" at the body's first
/// token otherwise.
pub fn parse_affine_map(src: &str, start: usize) -> Result<(AffineMap, usize), AffineParseError> {
    match parse_affine_map_or_set(src, start)? {
        (ParsedAffine::Map(m), end) => Ok((m, end)),
        (ParsedAffine::Set(_), _) => Err(AffineParseError {
            offset: first_token_offset(src, start),
            message: "expected AffineMap, but got IntegerSet".to_string(),
            secondary: Vec::new(),
        }),
    }
}

/// Like [`parse_affine_map_or_set`] but requires an integer set, failing
/// with upstream's "expected IntegerSet, but got AffineMap" otherwise.
pub fn parse_integer_set(src: &str, start: usize) -> Result<(IntegerSet, usize), AffineParseError> {
    match parse_affine_map_or_set(src, start)? {
        (ParsedAffine::Set(s), end) => Ok((s, end)),
        (ParsedAffine::Map(_), _) => Err(AffineParseError {
            offset: first_token_offset(src, start),
            message: "expected IntegerSet, but got AffineMap".to_string(),
            secondary: Vec::new(),
        }),
    }
}

/// Parses a lone affine expression at `start` whose identifiers are the
/// given names (upstream's `parseAffineExprReference`, used by custom
/// assembly formats). Returns the expression and the offset of the next
/// token.
pub fn parse_affine_expr(
    src: &str,
    start: usize,
    names: &[(&str, AffineExpr)],
) -> Result<(AffineExpr, usize), AffineParseError> {
    let mut p = Parser::new(src, start)?;
    p.ids = names.iter().map(|(n, e)| (*n, e.clone())).collect();
    let e = p.parse_affine_expr()?;
    Ok((e, p.end_offset()))
}

/// Parses a whole string as a map or set, failing with upstream's
/// "encountered unexpected token" if anything follows the body (upstream's
/// `mlir::parseAffineMap` / `parseIntegerSet` entry points).
pub fn parse_affine_str(src: &str) -> Result<ParsedAffine, AffineParseError> {
    let (parsed, end) = parse_affine_map_or_set(src, 0)?;
    if end < src.len() {
        return Err(AffineParseError {
            offset: end,
            message: "encountered unexpected token".to_string(),
            secondary: Vec::new(),
        });
    }
    Ok(parsed)
}
