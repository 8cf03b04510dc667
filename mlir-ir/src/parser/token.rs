//! Tokens of the MLIR textual format.

/// The kind of a token. Keywords are bare identifiers; the parser compares
/// their spelling, which keeps the lexer small and fast.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A character that starts no token; the lexer's error.
    Error,
    /// `foo`, `foo.bar`, `i32`, `x4xf32`.
    BareIdent,
    /// `@foo` or `@"foo"`.
    AtIdent,
    /// `#foo`.
    HashIdent,
    /// `%foo`.
    PercentIdent,
    /// `^foo`.
    CaretIdent,
    /// `!foo`.
    ExclamationIdent,
    /// `42`, `0x2A`.
    Integer,
    /// `1.5e3`.
    Float,
    /// `"text"`.
    String,
    /// `->`.
    Arrow,
    /// `:`.
    Colon,
    /// `::`? not a token: `@a::@b` is lexed as two colons.
    Comma,
    /// `...`.
    Ellipsis,
    /// `=`.
    Equal,
    /// `>`.
    Greater,
    /// `{`.
    LBrace,
    /// `(`.
    LParen,
    /// `[`.
    LSquare,
    /// `<`.
    Less,
    /// `-`.
    Minus,
    /// `+`.
    Plus,
    /// `?`.
    Question,
    /// `}`.
    RBrace,
    /// `)`.
    RParen,
    /// `]`.
    RSquare,
    /// `*`.
    Star,
    /// `|`.
    VerticalBar,
    /// `/` (not starting a `//` comment).
    Slash,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
}

/// A token: its kind and byte range in the source.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset just past it.
    pub end: usize,
}

impl TokenKind {
    /// How the token reads in "expected ..." messages.
    pub fn describe(self) -> &'static str {
        use TokenKind::*;
        match self {
            Eof => "end of file",
            Error => "error",
            BareIdent => "identifier",
            AtIdent => "@identifier",
            HashIdent => "#identifier",
            PercentIdent => "%identifier",
            CaretIdent => "^identifier",
            ExclamationIdent => "!identifier",
            Integer => "integer",
            Float => "float",
            String => "string",
            Arrow => "'->'",
            Colon => "':'",
            Comma => "','",
            Ellipsis => "'...'",
            Equal => "'='",
            Greater => "'>'",
            LBrace => "'{'",
            LParen => "'('",
            LSquare => "'['",
            Less => "'<'",
            Minus => "'-'",
            Plus => "'+'",
            Question => "'?'",
            RBrace => "'}'",
            RParen => "')'",
            RSquare => "']'",
            Star => "'*'",
            VerticalBar => "'|'",
            Slash => "'/'",
            FileMetadataBegin => "'{-#'",
            FileMetadataEnd => "'#-}'",
        }
    }
}
