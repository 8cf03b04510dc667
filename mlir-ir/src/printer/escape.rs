//! Escaping strings and choosing between bare keywords and quoted strings.

use std::fmt::Write;

/// Writes `bytes` quoted, escaping as upstream (`\\`, `\"` as `\22`,
/// non-printable bytes as `\XX`).
pub fn write_escaped_string(bytes: &[u8], out: &mut String) {
    out.push('"');
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
}

/// Whether `s` is a bare identifier: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..].iter().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Writes `s` bare when it is an identifier, quoted otherwise.
pub(crate) fn write_keyword_or_string(s: &str, out: &mut String) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_string(s.as_bytes(), out);
    }
}

/// Writes `@name` / `@"name"`.
pub(crate) fn write_symbol_ref(s: &str, out: &mut String) {
    out.push('@');
    write_keyword_or_string(s, out);
}

/// Whether a dialect symbol body can be printed in the pretty form
/// `#dialect.body` rather than `#dialect<"body">`.
pub(crate) fn is_pretty_dialect_symbol(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest = s.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// Writes a dialect symbol (`!` or `#` prefix): `#dialect.body` when the
/// body is simple enough, else `#dialect<body>` with the body verbatim.
pub(crate) fn write_dialect_symbol(prefix: char, dialect: &str, data: &str, out: &mut String) {
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty_dialect_symbol(data) {
        out.push('.');
        out.push_str(data);
    } else {
        // Verbatim, as upstream: the body is whatever was between the
        // angle brackets. Escaping it would double every backslash on each
        // print/parse round trip.
        out.push('<');
        out.push_str(data);
        out.push('>');
    }
}
