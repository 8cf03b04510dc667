//! The lexer: turns source bytes into [`Token`]s on demand.
//!
//! Works on bytes (all MLIR punctuation and identifier characters are
//! ASCII); string literals may hold any UTF-8. Errors are tokens of kind
//! `Error` with a message, so the parser reports them at the right place.

use super::token::{Token, TokenKind};

/// Produces tokens from a source string.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Message for the last `Error` token.
    pub error: Option<(usize, &'static str)>,
}

/// Byte classes, one table lookup instead of several comparisons per byte.
const IDENT_START: u8 = 1;
const IDENT_CHAR: u8 = 2;

const fn byte_classes() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphabetic() || b == b'_' {
            t[c] |= IDENT_START | IDENT_CHAR;
        }
        if b.is_ascii_digit() || b == b'$' || b == b'.' {
            t[c] |= IDENT_CHAR;
        }
        c += 1;
    }
    t
}

static CLASSES: [u8; 256] = byte_classes();

#[inline]
fn is_ident_start(c: u8) -> bool {
    CLASSES[c as usize] & IDENT_START != 0
}

#[inline]
fn is_ident_char(c: u8) -> bool {
    CLASSES[c as usize] & IDENT_CHAR != 0
}

impl<'a> Lexer<'a> {
    /// A lexer positioned at `pos` of `src`.
    pub fn new(src: &'a str, pos: usize) -> Lexer<'a> {
        Lexer { src: src.as_bytes(), pos, error: None }
    }

    /// The current byte offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to byte offset `pos` (used to split `4x4` dimension lists).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos;
    }

    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token { kind, start, end: self.pos }
    }

    fn error(&mut self, start: usize, msg: &'static str) -> Token {
        self.error = Some((start, msg));
        Token { kind: TokenKind::Error, start, end: self.pos.max(start + 1).min(self.src.len()) }
    }

    /// Skips whitespace and `//` comments.
    fn skip_trivia(&mut self) {
        loop {
            match self.peek(0) {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        if self.pos >= self.src.len() {
            return self.tok(TokenKind::Eof, start);
        }
        let c = self.src[self.pos];
        self.pos += 1;
        use TokenKind as K;
        match c {
            b':' => self.tok(K::Colon, start),
            b',' => self.tok(K::Comma, start),
            b'=' => self.tok(K::Equal, start),
            b'>' => self.tok(K::Greater, start),
            b'<' => self.tok(K::Less, start),
            b'(' => self.tok(K::LParen, start),
            b')' => self.tok(K::RParen, start),
            b'[' => self.tok(K::LSquare, start),
            b']' => self.tok(K::RSquare, start),
            b'}' => self.tok(K::RBrace, start),
            b'?' => self.tok(K::Question, start),
            b'+' => self.tok(K::Plus, start),
            b'*' => self.tok(K::Star, start),
            b'|' => self.tok(K::VerticalBar, start),
            b'/' => self.tok(K::Slash, start),
            b'{' => {
                if self.peek(0) == b'-' && self.peek(1) == b'#' {
                    self.pos += 2;
                    self.tok(K::FileMetadataBegin, start)
                } else {
                    self.tok(K::LBrace, start)
                }
            }
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    self.tok(K::Arrow, start)
                } else {
                    self.tok(K::Minus, start)
                }
            }
            b'.' => {
                if self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    self.tok(K::Ellipsis, start)
                } else {
                    self.error(start, "expected three consecutive dots for an ellipsis")
                }
            }
            b'"' => self.lex_string(start),
            b'@' => self.lex_at(start),
            b'#' => {
                if self.peek(0) == b'-' && self.peek(1) == b'}' {
                    self.pos += 2;
                    return self.tok(K::FileMetadataEnd, start);
                }
                self.lex_prefixed(start, K::HashIdent)
            }
            b'%' => self.lex_prefixed(start, K::PercentIdent),
            b'^' => self.lex_prefixed(start, K::CaretIdent),
            b'!' => self.lex_prefixed(start, K::ExclamationIdent),
            b'0'..=b'9' => self.lex_number(start),
            c if is_ident_start(c) => {
                let rest = &self.src[self.pos..];
                self.pos += rest.iter().position(|&b| !is_ident_char(b)).unwrap_or(rest.len());
                self.tok(K::BareIdent, start)
            }
            _ => {
                // Step over a whole UTF-8 character so the caret points at it.
                while self.pos < self.src.len() && (self.src[self.pos] & 0xC0) == 0x80 {
                    self.pos += 1;
                }
                self.error(start, "unexpected character")
            }
        }
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            match self.peek(0) {
                b'"' => {
                    self.pos += 1;
                    return self.tok(TokenKind::String, start);
                }
                0 if self.pos >= self.src.len() => {
                    return self.error(self.pos, "expected '\"' in string literal");
                }
                b'\n' | b'\x0b' | b'\x0c' => {
                    return self.error(self.pos, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.peek(1);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if n.is_ascii_hexdigit() && self.peek(2).is_ascii_hexdigit() {
                        self.pos += 3;
                    } else {
                        return self.error(self.pos, "unknown escape in string literal");
                    }
                }
                _ => self.pos += 1,
            }
        }
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(start + 1);
            if t.kind == TokenKind::Error {
                return t;
            }
            return self.tok(TokenKind::AtIdent, start);
        }
        if !(is_ident_start(c)) {
            return self.error(start + 1, "@ identifier expected to start with letter or '_'");
        }
        while is_ident_char(self.peek(0)) {
            self.pos += 1;
        }
        self.tok(TokenKind::AtIdent, start)
    }

    /// `#`, `%`, `^`, `!` identifiers: digits only, or a letter or one of
    /// `$._-` followed by letters, digits and `$._-`.
    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            self.pos += 1;
            while is_ident_char(self.peek(0)) || self.peek(0) == b'-' {
                self.pos += 1;
            }
        } else {
            let msg = match kind {
                TokenKind::HashIdent => "invalid attribute name",
                TokenKind::PercentIdent => "invalid SSA name",
                TokenKind::CaretIdent => "invalid block name",
                _ => "invalid type identifier",
            };
            return self.error(start, msg);
        }
        self.tok(kind, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit() || (matches!(self.peek(1), b'+' | b'-') && self.peek(2).is_ascii_digit()))
        {
            self.pos += 2;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        self.tok(TokenKind::Float, start)
    }
}
