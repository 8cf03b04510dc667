//! Repeated compound types (`(i32, index) -> f32`, `tensor<4x?xf32>`,
//! `memref<?x4xf32, strided<[4, 1], offset: ?>>`, `!dialect.t<...>`) are
//! parsed once per text.
//!
//! A type's meaning depends on its text alone within one parse (aliases
//! cannot be redefined, and which dialects parse which types is fixed by
//! the context's registry), and generic IR spells out every op's function
//! type: most of them repeat. Finding where such a type ends takes one
//! pass over its bytes, much cheaper than lexing, building and interning
//! it again in the context's shared tables.
//!
//! Only the outermost type goes through the memo: the types nested in it
//! are parsed directly. Scanning and keeping the text of every nested
//! level would take time and memory quadratic in the nesting depth (each
//! level's text holds all the deeper ones: 100,000 nested tuples scanned
//! 35 GB); this way each byte of the input is scanned and kept at most
//! once.

use super::token::TokenKind as K;
use super::{ParseResult, Parser};
use crate::types::Type;
use std::hash::BuildHasher;

impl<'s> Parser<'s, '_> {
    /// Parses the type at the current token with `parse`, through the
    /// parse-local memo when the text there delimits a compound type.
    pub(crate) fn parse_type_memoized(
        &mut self,
        parse: impl FnOnce(&mut Self) -> ParseResult<Type>,
    ) -> ParseResult<Type> {
        if self.in_type_memo {
            return parse(self);
        }
        // Set even when the scan fails: the nested types would each scan
        // again, as far, to fail the same way.
        self.in_type_memo = true;
        let r = self.parse_type_through_memo(parse);
        self.in_type_memo = false;
        r
    }

    /// [`Parser::parse_type_memoized`] for the outermost type.
    fn parse_type_through_memo(&mut self, parse: impl FnOnce(&mut Self) -> ParseResult<Type>) -> ParseResult<Type> {
        let start = self.tok.start;
        let Some(end) = self.compound_type_end() else { return parse(self) };
        let key = &self.src[start..end];
        if let Some(t) = self.memo.types.get(key) {
            self.reset_to(end);
            self.prev_end = end;
            return Ok(t);
        }
        let t = parse(self)?;
        // Only when the parse consumed exactly the scanned text.
        if self.prev_end == end {
            self.memo.types.insert(key, t);
        }
        Ok(t)
    }

    /// Where the compound type starting at the current token ends, if the
    /// text there has one of the shapes [`type_end`] understands.
    fn compound_type_end(&self) -> Option<usize> {
        let delimited = match self.kind() {
            K::LParen => true,
            K::ExclamationIdent => true,
            K::BareIdent => matches!(self.spelling(), "tensor" | "memref" | "vector" | "tuple" | "complex"),
            _ => false,
        };
        if !delimited {
            return None;
        }
        type_end(self.src.as_bytes(), self.tok.start)
    }
}

/// Types by their text, the texts copied into one buffer: compared
/// there, a lookup touches a few hot lines instead of the place in a
/// large input where the text first appeared, long out of cache.
#[derive(Default)]
pub(super) struct TypeMemo {
    /// (offset of the text in `text`, its length, the type).
    table: hashbrown::HashTable<(u32, u32, Type)>,
    text: String,
    hasher: hashbrown::DefaultHashBuilder,
}

impl TypeMemo {
    fn get(&self, key: &str) -> Option<Type> {
        let hash = self.hasher.hash_one(key);
        self.table.find(hash, |&(at, len, _)| &self.text[at as usize..(at + len) as usize] == key).map(|e| e.2)
    }

    fn insert(&mut self, key: &str, ty: Type) {
        let (Ok(at), Ok(len)) = (u32::try_from(self.text.len()), u32::try_from(key.len())) else { return };
        if at.checked_add(len).is_none() {
            return;
        }
        self.text.push_str(key);
        let (text, hasher) = (&self.text, &self.hasher);
        let hash = hasher.hash_one(key);
        self.table.insert_unique(hash, (at, len, ty), |&(at, len, _)| {
            hasher.hash_one(&text[at as usize..(at + len) as usize])
        });
    }
}

/// The end of the type text at `at`: a function type `(...) -> results`,
/// or a name followed by a `<...>` body. `None` for a name without a body
/// (a single token: nothing to save) and for text the scan does not
/// understand (strings, braces, comparisons, line breaks): such types are
/// parsed without the memo.
pub(super) fn type_end(b: &[u8], at: usize) -> Option<usize> {
    if b.get(at) == Some(&b'(') {
        let mut i = balanced(b, at)?;
        while b.get(i) == Some(&b' ') {
            i += 1;
        }
        if b.get(i..i + 2) != Some(b"->") {
            return None;
        }
        i += 2;
        while b.get(i) == Some(&b' ') {
            i += 1;
        }
        return if b.get(i) == Some(&b'(') { balanced(b, i) } else { named_end(b, i, false) };
    }
    named_end(b, at, true)
}

/// The end of a name (`i32`, `!llvm.ptr`, `tensor`) and of the `<...>`
/// body after it, if any; with `need_body`, `None` when it has none.
fn named_end(b: &[u8], at: usize, need_body: bool) -> Option<usize> {
    let mut i = at;
    while b.get(i).is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'!' | b'$')) {
        i += 1;
    }
    if i == at {
        return None;
    }
    match b.get(i) {
        Some(b'<') => balanced(b, i),
        _ if need_body => None,
        _ => Some(i),
    }
}

/// The offset after the bracket closing the one at `open` (`(` or `<`),
/// counting both kinds of bracket; `None` at anything the scan cannot
/// delimit safely.
fn balanced(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while let Some(&c) = b.get(i) {
        match c {
            b'(' | b'<' | b'[' => depth += 1,
            // `->` inside a body (affine maps, nested function types).
            b'>' if i > 0 && b[i - 1] == b'-' => {}
            b')' | b'>' | b']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' | b'{' | b'}' | b'=' | b'\n' | b'\r' | b'/' | b'\\' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::type_end;

    fn end(s: &str) -> Option<&str> {
        type_end(s.as_bytes(), 0).map(|e| &s[..e])
    }

    #[test]
    fn extents() {
        assert_eq!(end("(i32, index) -> f32 loc(x)"), Some("(i32, index) -> f32"));
        assert_eq!(end("() -> ()\n"), Some("() -> ()"));
        assert_eq!(end("(f32) -> (tensor<4x?xf32>, i1) {"), Some("(f32) -> (tensor<4x?xf32>, i1)"));
        assert_eq!(
            end("(i8) -> memref<?x4xf32, strided<[4, 1], offset: ?>>, x"),
            Some("(i8) -> memref<?x4xf32, strided<[4, 1], offset: ?>>")
        );
        assert_eq!(end("tensor<4xf32>>"), Some("tensor<4xf32>"));
        assert_eq!(
            end("memref<4xf32, affine_map<(d0) -> (d0 + 1)>> x"),
            Some("memref<4xf32, affine_map<(d0) -> (d0 + 1)>>")
        );
        assert_eq!(end("!llvm.struct<(i32, f64)>, i1"), Some("!llvm.struct<(i32, f64)>"));
        // A single token, or text the scan does not follow.
        assert_eq!(end("!llvm.ptr"), None);
        assert_eq!(end("tensor"), None);
        assert_eq!(end("!t.s<\"a>b\">"), None);
        assert_eq!(end("!t.s<{a}>"), None);
        assert_eq!(end("memref<4xf32, affine_set<(d0) : (d0 >= 0)>>"), None);
        assert_eq!(end("(i32) i32"), None);
        assert_eq!(end("tensor<4x\nf32>"), None);
    }
}
