//! A lexer for the tokens an affine body can contain, following upstream's
//! `Lexer::lexToken` so that token boundaries (and therefore error offsets)
//! and lexer errors match mlir-opt. Tokens that never belong in an affine
//! body are still recognized as units (strings, `#attr`, floats, ...) so the
//! parser reports "expected ..." at the right place instead of inventing a
//! lexer error upstream would not emit.

/// Token kinds the affine parser distinguishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tok {
    Eof,
    /// A bare identifier, keyword or integer type: anything that can name a
    /// dim or symbol.
    Ident,
    Integer,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Colon,
    Plus,
    Minus,
    Star,
    Arrow,
    Less,
    Greater,
    Equal,
    PercentIdent,
    /// Any other well-formed token (float, string, `#x`, `@x`, `{`, `?` ...).
    Other,
}

/// One token: kind and byte range in the source.
#[derive(Clone, Copy, Debug)]
pub(super) struct Token {
    pub kind: Tok,
    pub start: usize,
    pub end: usize,
}

/// A lexer error: where upstream's lexer reports it and what it says.
#[derive(Clone, Debug)]
pub(super) struct LexError {
    pub offset: usize,
    pub message: &'static str,
}

/// Cursor over the whole source file.
pub(super) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

fn is_alpha(c: u8) -> bool {
    c.is_ascii_alphabetic()
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

impl<'a> Lexer<'a> {
    /// A lexer positioned at byte `pos` of `src`.
    pub fn new(src: &'a str, pos: usize) -> Lexer<'a> {
        Lexer { src: src.as_bytes(), pos: pos.min(src.len()) }
    }

    /// The byte at `i`, or 0 past the end (upstream's buffers are
    /// NUL-terminated and the lexer relies on it).
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn tok(&self, kind: Tok, start: usize) -> Result<Token, LexError> {
        Ok(Token { kind, start, end: self.pos })
    }

    fn err(offset: usize, message: &'static str) -> Result<Token, LexError> {
        Err(LexError { offset, message })
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Result<Token, LexError> {
        loop {
            let start = self.pos;
            if start >= self.src.len() {
                return self.tok(Tok::Eof, start);
            }
            let c = self.src[start];
            self.pos += 1;
            return match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                // A NUL inside the buffer is skipped like whitespace.
                0 => continue,
                b'_' => self.ident(start),
                b':' => self.tok(Tok::Colon, start),
                b',' => self.tok(Tok::Comma, start),
                b'.' => {
                    if self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.' {
                        return Self::err(self.pos, "expected three consecutive dots for an ellipsis");
                    }
                    self.pos += 2;
                    self.tok(Tok::Other, start)
                }
                b'(' => self.tok(Tok::LParen, start),
                b')' => self.tok(Tok::RParen, start),
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                    }
                    self.tok(Tok::Other, start)
                }
                b'}' | b'?' | b'|' => self.tok(Tok::Other, start),
                b'[' => self.tok(Tok::LSquare, start),
                b']' => self.tok(Tok::RSquare, start),
                b'<' => self.tok(Tok::Less, start),
                b'>' => self.tok(Tok::Greater, start),
                b'=' => self.tok(Tok::Equal, start),
                b'+' => self.tok(Tok::Plus, start),
                b'*' => self.tok(Tok::Star, start),
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        self.tok(Tok::Arrow, start)
                    } else {
                        self.tok(Tok::Minus, start)
                    }
                }
                b'/' => {
                    if self.at(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    // A lone '/' is a token of its own (upstream 22 lexes it
                    // for other grammars); it is never valid in an affine body.
                    self.tok(Tok::Other, start)
                }
                b'@' => self.at_ident(start),
                b'#' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' {
                        self.pos += 2;
                        return self.tok(Tok::Other, start);
                    }
                    self.prefixed(start)
                }
                b'!' | b'^' | b'%' => self.prefixed(start),
                b'"' => self.string(start),
                b'0'..=b'9' => self.number(start),
                c if is_alpha(c) => self.ident(start),
                _ => Self::err(start, "unexpected character"),
            };
        }
    }

    fn skip_comment(&mut self) {
        // Past the second '/', up to and including the end of line.
        self.pos += 1;
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn ident(&mut self, start: usize) -> Result<Token, LexError> {
        while is_ident_char(self.at(self.pos)) {
            self.pos += 1;
        }
        self.tok(Tok::Ident, start)
    }

    fn at_ident(&mut self, start: usize) -> Result<Token, LexError> {
        let c = self.at(self.pos);
        self.pos += 1;
        if c == b'"' {
            let s = self.pos;
            self.string(s)?;
            return self.tok(Tok::Other, start);
        }
        if !is_alpha(c) && c != b'_' {
            return Self::err(self.pos - 1, "@ identifier expected to start with letter or '_'");
        }
        while is_ident_char(self.at(self.pos)) {
            self.pos += 1;
        }
        self.tok(Tok::Other, start)
    }

    fn prefixed(&mut self, start: usize) -> Result<Token, LexError> {
        let (kind, what) = match self.src[start] {
            b'#' => (Tok::Other, "invalid attribute name"),
            b'%' => (Tok::PercentIdent, "invalid SSA name"),
            b'^' => (Tok::Other, "invalid block name"),
            _ => (Tok::Other, "invalid type identifier"),
        };
        let is_punct = |c: u8| c == b'$' || c == b'.' || c == b'_' || c == b'-';
        let c = self.at(self.pos);
        if c.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if is_alpha(c) || is_punct(c) {
            while {
                self.pos += 1;
                let c = self.at(self.pos);
                c.is_ascii_alphanumeric() || is_punct(c)
            } {}
        } else {
            return Self::err(self.pos - 1, what);
        }
        self.tok(kind, start)
    }

    fn string(&mut self, start: usize) -> Result<Token, LexError> {
        loop {
            if self.pos >= self.src.len() {
                return Self::err(self.pos, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.tok(Tok::Other, start),
                b'\n' | 0x0b | 0x0c => return Self::err(self.pos - 1, "expected '\"' in string literal"),
                b'\\' => {
                    let n = self.at(self.pos);
                    if n == b'"' || n == b'\\' || n == b'n' || n == b't' {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return Self::err(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn number(&mut self, start: usize) -> Result<Token, LexError> {
        if self.src[start] == b'0' && self.at(self.pos) == b'x' {
            // `0xi32` is `0` followed by the identifier `xi32`.
            if !self.at(self.pos + 1).is_ascii_hexdigit() {
                return self.tok(Tok::Integer, start);
            }
            self.pos += 2;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Integer, start);
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.tok(Tok::Integer, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        let e = self.at(self.pos);
        if e == b'e' || e == b'E' {
            let n1 = self.at(self.pos + 1);
            if n1.is_ascii_digit() || ((n1 == b'-' || n1 == b'+') && self.at(self.pos + 2).is_ascii_digit()) {
                self.pos += 2;
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(Tok::Other, start)
    }
}
