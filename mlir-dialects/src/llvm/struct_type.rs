//! `!llvm.struct`: literal structs (`struct<(i32, f64)>`, `struct<packed
//! (i8)>`) and identified ones (`struct<"name", (...)>`, `struct<"name",
//! opaque>`), as upstream's `LLVMStructType`.
//!
//! An identified struct is mutable upstream: `getIdentified(name)` always
//! gives the same type, whose body may be set (once) later and then shows
//! everywhere the type is used. Here the type is the context's `llvm`
//! opaque type `struct<"name">` (what upstream prints for a reference back
//! to an enclosing struct) and its body sits in the context's
//! identified-type table ([`mlir_ir::context::IdentifiedBody`]). Every
//! LLVM type text the context stores spells identified structs that way:
//! parsing rewrites `struct<"name", body>` to `struct<"name">` and records
//! the body, printing writes the body back where upstream prints it.
//! Bodies are lists of type handles, so a struct that contains itself is a
//! handle in its own body, not nested data; printing and parsing keep a
//! per-thread stack of the structs they are inside, as upstream's cyclic
//! printer and parser do, and stop at a name already on it.

use super::types::{inner_text, llvm_body, parse_inner, KEYWORDS};
use mlir_ir::context::{BodyAlreadySet, IdentifiedBody};
use mlir_ir::dialect::DialectTypeHooks;
use mlir_ir::parser::{decode_string, parse_type_str};
use mlir_ir::printer::{type_to_string, write_escaped_string};
use mlir_ir::{Context, Type, TypeKind};
use std::cell::RefCell;
use std::sync::Arc;
use std::thread::LocalKey;

/// How a stored identified struct starts: `struct<"`.
const KEY_PREFIX: &str = "struct<\"";

thread_local! {
    /// The identified structs being parsed on this thread, innermost last.
    static PARSING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// The identified structs being printed on this thread, innermost last.
    static PRINTING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Keeps `name` on a per-thread stack while alive (popped however the
/// parse or print ends).
struct OnStack(&'static LocalKey<RefCell<Vec<String>>>);

impl OnStack {
    fn push(stack: &'static LocalKey<RefCell<Vec<String>>>, name: &str) -> OnStack {
        stack.with(|s| s.borrow_mut().push(name.to_string()));
        OnStack(stack)
    }
}

impl Drop for OnStack {
    fn drop(&mut self) {
        self.0.with(|s| s.borrow_mut().pop());
    }
}

/// How deeply identified struct bodies may nest in text: upstream parses
/// 4,096 levels (and overflows its stack before 16,384). Each level's
/// body is scanned, and its canonical text kept, once per enclosing level,
/// so the bound also bounds the parse's time and memory (about 160 MB at
/// the limit); deeper text is refused in one pass.
pub const MAX_IDENTIFIED_NESTING: usize = 4096;

fn on_stack(stack: &'static LocalKey<RefCell<Vec<String>>>, name: &str) -> bool {
    stack.with(|s| s.borrow().iter().any(|n| n == name))
}

/// The stored text of identified struct `name`: `struct<"name">`.
fn key_text(name: &str) -> String {
    let mut s = String::from("struct<");
    write_escaped_string(name.as_bytes(), &mut s);
    s.push('>');
    s
}

/// The identified struct `name` (upstream's `getIdentified`): the same
/// type every time, not initialized until a body or `opaque` is given.
pub fn identified(ctx: &Context, name: &str) -> Type {
    ctx.declare_identified(ctx.ident("llvm"), name, IdentifiedBody::Uninitialized);
    ctx.opaque_type(ctx.ident("llvm"), &key_text(name))
}

/// The identified struct `name` (upstream's `getOpaque`): declared
/// opaque if it is new, as it was otherwise (upstream makes the type's
/// storage opaque only when that call creates it).
pub fn opaque(ctx: &Context, name: &str) -> Type {
    ctx.declare_identified(ctx.ident("llvm"), name, IdentifiedBody::Opaque);
    ctx.opaque_type(ctx.ident("llvm"), &key_text(name))
}

/// Sets the body of the identified struct `name` (upstream's `setBody`):
/// succeeds when it had none or had this very body.
pub fn set_body(ctx: &Context, name: &str, elements: &[Type], packed: bool) -> Result<(), BodyAlreadySet> {
    let body = IdentifiedBody::Elements { elements: Arc::from(elements), packed };
    ctx.set_identified_body(ctx.ident("llvm"), name, body)
}

/// A new identified struct with this body (upstream's `getNewIdentified`):
/// named `name`, or `name.1`, `name.2`, ... when that is taken.
pub fn new_identified(ctx: &Context, name: &str, elements: &[Type], packed: bool) -> Type {
    let llvm = ctx.ident("llvm");
    let body = IdentifiedBody::Elements { elements: Arc::from(elements), packed };
    let mut candidate = name.to_string();
    let mut counter = 0u64;
    while !ctx.claim_identified(llvm, &candidate, body.clone()) {
        counter += 1;
        candidate = format!("{name}.{counter}");
    }
    identified(ctx, &candidate)
}

/// The literal struct of `elements`.
pub fn literal(ctx: &Context, elements: &[Type], packed: bool) -> Type {
    let inner: Vec<String> = elements.iter().map(|t| inner_text(ctx, *t)).collect();
    let text = format!("struct<{}({})>", if packed { "packed " } else { "" }, inner.join(", "));
    ctx.opaque_type(ctx.ident("llvm"), &text)
}

/// The name of `ty` if it is an identified struct.
pub fn identified_name(ctx: &Context, ty: Type) -> Option<String> {
    let data = match ctx.type_kind(ty) {
        TypeKind::Opaque { dialect, data } if ctx.ident_str(*dialect) == "llvm" => data,
        _ => return None,
    };
    let escaped = data.strip_prefix(KEY_PREFIX)?.strip_suffix("\">")?;
    // Stored names are escaped: a bare quote would end them.
    if escaped.contains('"') {
        return None;
    }
    Some(String::from_utf8_lossy(&decode_string(escaped)).into_owned())
}

/// What a struct type is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructInfo {
    /// The name of an identified struct; `None` for a literal one.
    pub name: Option<String>,
    /// Whether the elements are packed.
    pub packed: bool,
    /// The element types; `None` for an identified struct that is opaque
    /// or has no body yet.
    pub body: Option<Vec<Type>>,
}

/// The parts of `ty` if it is an `!llvm.struct`.
pub fn struct_info(ctx: &Context, ty: Type) -> Option<StructInfo> {
    if let Some(name) = identified_name(ctx, ty) {
        let (packed, body) = match ctx.identified_body(ctx.ident("llvm"), &name) {
            Some(IdentifiedBody::Elements { elements, packed }) => (packed, Some(elements.to_vec())),
            Some(IdentifiedBody::Opaque | IdentifiedBody::Uninitialized) | None => (false, None),
        };
        return Some(StructInfo { name: Some(name), packed, body });
    }
    let data = llvm_body(ctx, ty)?;
    let rest = data.strip_prefix("struct<")?.strip_suffix('>')?.trim();
    let packed = rest.starts_with("packed");
    let rest = rest.strip_prefix("packed").unwrap_or(rest).trim();
    let fields = rest.strip_prefix('(')?.strip_suffix(')')?;
    let (parts, _) = split_elements(fields, 0);
    let body = parts.into_iter().map(|(_, e)| parse_inner(ctx, e)).collect::<Option<Vec<_>>>()?;
    Some(StructInfo { name: None, packed, body: Some(body) })
}

/// The `llvm` dialect's type hooks: identified structs are stored by name
/// (see the module documentation); other LLVM types as written.
pub struct LlvmTypeSyntax;

impl DialectTypeHooks for LlvmTypeSyntax {
    fn parse_type(&self, ctx: &Context, body: &str) -> Result<Type, (usize, String)> {
        let stored = if body.contains(KEY_PREFIX) { canonicalize(ctx, body)? } else { body.to_string() };
        Ok(ctx.opaque_type(ctx.ident("llvm"), &stored))
    }

    fn print_type(&self, ctx: &Context, data: &str) -> Option<String> {
        data.contains(KEY_PREFIX).then(|| expand(ctx, data))
    }
}

/// Whether byte `b` may be part of a keyword (so `xstruct<"` is no struct).
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Where an identified struct starts at byte `i` of `text`.
fn struct_at(text: &str, i: usize) -> bool {
    // Bytes, not `str` slices: `i` may be inside a multi-byte character.
    let b = text.as_bytes();
    b[i..].starts_with(KEY_PREFIX.as_bytes()) && (i == 0 || !is_word_byte(b[i - 1]))
}

/// The end of the string literal whose opening quote is at `open`: the
/// index of its closing quote, or `None` when it is not closed.
fn string_end(text: &str, open: usize) -> Option<usize> {
    let b = text.as_bytes();
    let mut i = open + 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// Where a missing-token error at `i` is reported: just after the text
/// before it, whitespace skipped back over (as upstream's parser does).
fn wrong_token_at(text: &str, i: usize) -> usize {
    let b = text.as_bytes();
    let mut at = i.min(b.len());
    while at > 0 && b[at - 1].is_ascii_whitespace() {
        at -= 1;
    }
    at
}

fn skip_ws(text: &str, mut i: usize) -> usize {
    let b = text.as_bytes();
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// Splits the comma-separated list starting at `from` up to the first
/// unmatched `)` (or the end): each element's offset and trimmed text, and
/// the offset of that `)` (or the length).
fn split_elements(text: &str, from: usize) -> (Vec<(usize, &str)>, usize) {
    let b = text.as_bytes();
    let (mut out, mut depth, mut start, mut i) = (Vec::new(), 0i32, from, from);
    while i < b.len() {
        match b[i] {
            b'"' => {
                i = string_end(text, i).unwrap_or(b.len());
            }
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b')' if depth == 0 => break,
            b'>' | b')' | b']' | b'}' => depth -= 1,
            b',' if depth == 0 => {
                out.push((skip_ws(text, start), text[start..i].trim()));
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    let end = i.min(b.len());
    if !text[start..end].trim().is_empty() || !out.is_empty() {
        out.push((skip_ws(text, start), text[start..end].trim()));
    }
    (out, end)
}

/// `text` (an LLVM type's body) with each identified struct written as
/// its stored name, recording the bodies it gives. Errors carry the byte
/// offset in `text` they are reported at, with upstream's messages.
fn canonicalize(ctx: &Context, text: &str) -> Result<String, (usize, String)> {
    // The outermost call checks the nesting in one pass, before the levels
    // below rescan their bodies.
    if PARSING.with(|s| s.borrow().is_empty()) {
        check_identified_nesting(text)?;
    }
    let b = text.as_bytes();
    let (mut out, mut copied, mut i) = (String::with_capacity(text.len()), 0, 0);
    while i < b.len() {
        if b[i] == b'"' {
            i = string_end(text, i).map_or(b.len(), |e| e + 1);
        } else if struct_at(text, i) {
            out.push_str(&text[copied..i]);
            // Inside an LLVM type the prefix is not printed: drop it.
            if out.ends_with("!llvm.") {
                out.truncate(out.len() - "!llvm.".len());
            }
            let (key, end) = identified_at(ctx, text, i)?;
            out.push_str(&key);
            i = end;
            copied = end;
        } else {
            i += 1;
        }
    }
    out.push_str(&text[copied..]);
    Ok(out)
}

/// Fails at the first identified struct of `text` nested more than
/// [`MAX_IDENTIFIED_NESTING`] levels deep, in one pass over the text.
fn check_identified_nesting(text: &str) -> Result<(), (usize, String)> {
    let b = text.as_bytes();
    // Open brackets, each marked with whether it opens an identified struct.
    let (mut open, mut depth, mut i) = (Vec::new(), 0usize, 0);
    while i < b.len() {
        match b[i] {
            b'"' => {
                i = string_end(text, i).map_or(b.len(), |e| e + 1);
                continue;
            }
            b's' if struct_at(text, i) => {
                depth += 1;
                if depth > MAX_IDENTIFIED_NESTING {
                    return Err((
                        i,
                        format!(
                            "identified structs nested more than {MAX_IDENTIFIED_NESTING} levels deep are not supported"
                        ),
                    ));
                }
                open.push(true);
                // Past `struct<`: the name's quote comes next.
                i += KEY_PREFIX.len() - 1;
                continue;
            }
            b'<' | b'(' | b'[' | b'{' => open.push(false),
            b'>' | b')' | b']' | b'}' => {
                if open.pop() == Some(true) {
                    depth -= 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

/// Reads the identified struct starting at `start` (`struct<"name"...>`),
/// records its body and returns its stored text and the offset after it.
fn identified_at(ctx: &Context, text: &str, start: usize) -> Result<(String, usize), (usize, String)> {
    if PARSING.with(|s| s.borrow().len()) >= MAX_IDENTIFIED_NESTING {
        return Err((
            start,
            format!("identified structs nested more than {MAX_IDENTIFIED_NESTING} levels deep are not supported"),
        ));
    }
    let b = text.as_bytes();
    let open = start + KEY_PREFIX.len() - 1;
    let close = string_end(text, open).ok_or((open, "expected '\"' to end the struct name".to_string()))?;
    let name = String::from_utf8_lossy(&decode_string(&text[open + 1..close])).into_owned();
    let key = key_text(&name);
    let llvm = ctx.ident("llvm");
    let mut i = skip_ws(text, close + 1);
    if b.get(i) == Some(&b'>') {
        // Only a struct being parsed may be named without its body.
        if on_stack(&PARSING, &name) {
            return Ok((key, i + 1));
        }
        return Err((i, "struct without a body only allowed in a recursive struct".into()));
    }
    if b.get(i) != Some(&b',') {
        return Err((wrong_token_at(text, i), "expected ','".into()));
    }
    i = skip_ws(text, i + 1);
    let keyword =
        |i: usize, w: &str| b[i..].starts_with(w.as_bytes()) && !b.get(i + w.len()).copied().is_some_and(is_word_byte);
    if keyword(i, "opaque") {
        let at = i;
        i = skip_ws(text, i + "opaque".len());
        if b.get(i) != Some(&b'>') {
            return Err((wrong_token_at(text, i), "expected '>'".into()));
        }
        // A struct with a body cannot be opaque; one without stays as it is.
        return match ctx.declare_identified(llvm, &name, IdentifiedBody::Opaque) {
            IdentifiedBody::Elements { .. } => Err((at, "redeclaring defined struct as opaque".into())),
            IdentifiedBody::Opaque | IdentifiedBody::Uninitialized => Ok((key, i + 1)),
        };
    }
    let packed = keyword(i, "packed");
    if packed {
        i = skip_ws(text, i + "packed".len());
    }
    if b.get(i) != Some(&b'(') {
        return Err((wrong_token_at(text, i), "expected '('".into()));
    }
    let body_at = skip_ws(text, i + 1);
    let guard = OnStack::push(&PARSING, &name);
    let (parts, end) = split_elements(text, i + 1);
    if end >= b.len() {
        return Err((wrong_token_at(text, end), "expected ')'".into()));
    }
    let mut elements = Vec::with_capacity(parts.len());
    for (at, part) in parts {
        if part.is_empty() {
            return Err((at, "expected valid keyword".into()));
        }
        let element = mlir_ir::support::stack::guard(|| element_type(ctx, part));
        elements.push(element.map_err(|(o, m)| (at + o, m))?);
    }
    drop(guard);
    i = skip_ws(text, end + 1);
    if b.get(i) != Some(&b'>') {
        return Err((wrong_token_at(text, i), "expected '>'".into()));
    }
    let body = IdentifiedBody::Elements { elements: Arc::from(elements), packed };
    match ctx.set_identified_body(llvm, &name, body) {
        Ok(()) => Ok((key, i + 1)),
        Err(_) => Err((body_at, "identified type already used with a different body".into())),
    }
}

/// The type written `text` as a struct element: an LLVM type without its
/// `!llvm.` prefix, or any other type.
fn element_type(ctx: &Context, text: &str) -> Result<Type, (usize, String)> {
    let word_end = text.bytes().position(|c| !is_word_byte(c)).unwrap_or(text.len());
    if KEYWORDS.contains(&&text[..word_end]) {
        let stored = canonicalize(ctx, text)?;
        return Ok(ctx.opaque_type(ctx.ident("llvm"), &stored));
    }
    parse_type_str(ctx, text).map_err(|d| (0, d.message))
}

/// The text to print for stored LLVM type text `data`: each identified
/// struct with its body, unless it is one being printed already.
fn expand(ctx: &Context, data: &str) -> String {
    let b = data.as_bytes();
    let (mut out, mut copied, mut i) = (String::with_capacity(data.len() * 2), 0, 0);
    while i < b.len() {
        if b[i] == b'"' {
            i = string_end(data, i).map_or(b.len(), |e| e + 1);
            continue;
        }
        if !struct_at(data, i) {
            i += 1;
            continue;
        }
        let open = i + KEY_PREFIX.len() - 1;
        let Some(close) = string_end(data, open) else { break };
        if b.get(close + 1) != Some(&b'>') {
            // Not a stored name: leave it as it is.
            i = close + 1;
            continue;
        }
        out.push_str(&data[copied..i]);
        let quoted = &data[open..=close];
        let name = String::from_utf8_lossy(&decode_string(&data[open + 1..close])).into_owned();
        write_identified(ctx, &name, quoted, &mut out);
        i = close + 2;
        copied = i;
    }
    out.push_str(&data[copied..]);
    out
}

/// Writes identified struct `name` (spelled `quoted`) as upstream prints it.
fn write_identified(ctx: &Context, name: &str, quoted: &str, out: &mut String) {
    out.push_str("struct<");
    out.push_str(quoted);
    if on_stack(&PRINTING, name) {
        out.push('>');
        return;
    }
    match ctx.identified_body(ctx.ident("llvm"), name) {
        Some(IdentifiedBody::Elements { elements, packed }) => {
            let _guard = OnStack::push(&PRINTING, name);
            out.push_str(if packed { ", packed (" } else { ", (" });
            for (k, t) in elements.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                match llvm_body(ctx, *t) {
                    Some(data) if data.contains(KEY_PREFIX) => {
                        out.push_str(&mlir_ir::support::stack::guard(|| expand(ctx, &data)))
                    }
                    Some(data) => out.push_str(&data),
                    None => out.push_str(&type_to_string(ctx, *t)),
                }
            }
            out.push_str(")>");
        }
        Some(IdentifiedBody::Opaque | IdentifiedBody::Uninitialized) | None => out.push_str(", opaque>"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> Context {
        let ctx = Context::new();
        ctx.load_dialect(crate::llvm::dialect());
        ctx
    }

    fn parse(ctx: &Context, s: &str) -> Result<Type, String> {
        parse_type_str(ctx, s).map_err(|d| d.message)
    }

    #[test]
    fn identified_structs_are_one_type_whose_body_comes_later() {
        let ctx = ctx();
        let foo = identified(&ctx, "foo");
        assert_eq!(foo, identified(&ctx, "foo"));
        assert_ne!(foo, identified(&ctx, "bar"));
        assert_eq!(type_to_string(&ctx, foo), "!llvm.struct<\"foo\", opaque>");
        let ptr = parse(&ctx, "!llvm.ptr").unwrap();
        let lit = literal(&ctx, &[foo, ptr], false);
        set_body(&ctx, "foo", &[ctx.i64_type()], true).unwrap();
        assert_eq!(type_to_string(&ctx, foo), "!llvm.struct<\"foo\", packed (i64)>");
        // Types built before the body was set show it too.
        assert_eq!(type_to_string(&ctx, lit), "!llvm.struct<(struct<\"foo\", packed (i64)>, ptr)>");
        set_body(&ctx, "foo", &[ctx.i64_type()], true).unwrap();
        assert!(set_body(&ctx, "foo", &[ctx.i64_type()], false).is_err());
        let info = struct_info(&ctx, foo).unwrap();
        assert_eq!((info.name.as_deref(), info.packed, info.body), (Some("foo"), true, Some(vec![ctx.i64_type()])));
        assert_eq!(parse(&ctx, "!llvm.struct<\"foo\", packed (i64)>"), Ok(foo));
    }

    #[test]
    fn recursive_structs_print_a_back_reference() {
        let ctx = ctx();
        let text = "!llvm.struct<\"a\", (ptr, struct<\"b\", (struct<\"a\">, i32)>)>";
        let a = parse(&ctx, text).unwrap();
        assert_eq!(type_to_string(&ctx, a), text);
        let b = struct_info(&ctx, a).unwrap().body.unwrap()[1];
        assert_eq!(type_to_string(&ctx, b), "!llvm.struct<\"b\", (struct<\"a\", (ptr, struct<\"b\">)>, i32)>");
        assert_eq!(struct_info(&ctx, b).unwrap().body.unwrap()[0], a);
    }

    #[test]
    fn conflicting_declarations_are_errors() {
        let ctx = ctx();
        parse(&ctx, "!llvm.struct<\"s\", (i32)>").unwrap();
        assert_eq!(
            parse(&ctx, "!llvm.struct<\"s\", (i64)>"),
            Err("identified type already used with a different body".into())
        );
        assert_eq!(parse(&ctx, "!llvm.struct<\"s\", opaque>"), Err("redeclaring defined struct as opaque".into()));
        assert_eq!(
            parse(&ctx, "!llvm.struct<\"s\">"),
            Err("struct without a body only allowed in a recursive struct".into())
        );
        // A new opaque struct never gets a body; asking for it opaque again
        // is fine.
        let o = opaque(&ctx, "o");
        assert!(set_body(&ctx, "o", &[], false).is_err());
        assert_eq!(parse(&ctx, "!llvm.struct<\"o\", opaque>"), Ok(o));
        // One named before stays without a body, which may be set later.
        let u = identified(&ctx, "u");
        assert_eq!(parse(&ctx, "!llvm.struct<\"u\", opaque>"), Ok(u));
        assert_eq!(opaque(&ctx, "u"), u);
        set_body(&ctx, "u", &[], false).unwrap();
    }

    #[test]
    fn new_identified_takes_a_free_name() {
        let ctx = ctx();
        set_body(&ctx, "n", &[], false).unwrap();
        let first = new_identified(&ctx, "n", &[], false);
        let second = new_identified(&ctx, "n", &[], false);
        assert_eq!(type_to_string(&ctx, first), "!llvm.struct<\"n.1\", ()>");
        assert_eq!(type_to_string(&ctx, second), "!llvm.struct<\"n.2\", ()>");
    }

    #[test]
    fn other_text_is_kept() {
        let ctx = ctx();
        // Non-ASCII text around an identified struct, and a struct keyword
        // inside a string, pass through; the name prints escaped, as
        // upstream's.
        let t = parse(&ctx, "!llvm.struct<(struct<\"é\", (i8)>, target<\"struct<\\22x\\22>\">)>").unwrap();
        assert_eq!(
            type_to_string(&ctx, t),
            "!llvm.struct<(struct<\"\\C3\\A9\", (i8)>, target<\"struct<\\22x\\22>\">)>"
        );
        let e = identified(&ctx, "é");
        assert_eq!(struct_info(&ctx, e).unwrap().body, Some(vec![ctx.int(8)]));
    }

    #[test]
    fn nesting_past_the_limit_is_an_error_found_in_one_pass() {
        let c = ctx();
        let nest = |n: usize| {
            let mut s = String::from("!llvm.");
            for i in 0..n - 1 {
                s.push_str(&format!("struct<\"s{i}\", ("));
            }
            s.push_str("struct<\"z\", (i32)>");
            s.push_str(&")>".repeat(n - 1));
            s
        };
        assert!(parse(&c, &nest(MAX_IDENTIFIED_NESTING)).is_ok());
        let err = parse(&c, &nest(100_000)).unwrap_err();
        assert!(err.contains("nested more than 4096 levels deep"), "{err}");
    }

    #[test]
    fn names_are_escaped() {
        let ctx = ctx();
        let t = identified(&ctx, "a\"b");
        assert_eq!(identified_name(&ctx, t).as_deref(), Some("a\"b"));
        assert_eq!(type_to_string(&ctx, t), "!llvm.struct<\"a\\22b\", opaque>");
        assert_eq!(parse(&ctx, "!llvm.struct<\"a\\22b\", opaque>"), Ok(t));
    }
}
