//! [`ParamFormat`]: the declarative assembly format of a type or attribute
//! defined at run time (`` `<` $width `x` $elt `>` ``, upstream's
//! `assemblyFormat` of a type or attribute definition), reading and
//! writing the text after the mnemonic.
//!
//! A format lists literals (in backticks, or bare punctuation and bare
//! keywords) and parameters (`$name`); each parameter appears exactly
//! once, so that the parameters are read back from the text.

use mlir_ir::parser::{parse_attribute_prefix, parse_type_prefix};
use mlir_ir::{AttrKind, Attribute, Context};

/// One element of a parameter format.
#[derive(Clone, Debug, PartialEq)]
enum Elem {
    /// A keyword or punctuation, written as is.
    Literal(String),
    /// A parameter, by its index in the definition.
    Param(usize),
}

/// A compiled parameter format.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamFormat {
    elems: Vec<Elem>,
}

/// Punctuation a format may spell without backticks.
const PUNCT: &str = "<>()[]{},:=*|+-?";

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

impl ParamFormat {
    /// Compiles `text` for parameters `names`; an unknown, repeated or
    /// missing parameter, or a bad token, is an error saying which.
    pub fn new(text: &str, names: &[String]) -> Result<ParamFormat, String> {
        let mut elems = Vec::new();
        let mut seen = vec![false; names.len()];
        let mut chars = text.char_indices().peekable();
        while let Some(&(at, c)) = chars.peek() {
            if c.is_whitespace() {
                chars.next();
            } else if c == '`' {
                chars.next();
                let start = at + 1;
                let mut end = None;
                for (i, c) in chars.by_ref() {
                    if c == '`' {
                        end = Some(i);
                        break;
                    }
                }
                let end = end.ok_or_else(|| format!("unterminated literal at offset {at}"))?;
                let lit = text[start..end].trim();
                if lit.is_empty() {
                    return Err(format!("empty literal at offset {at}"));
                }
                elems.push(Elem::Literal(lit.to_string()));
            } else if c == '$' {
                chars.next();
                let mut end = at + 1;
                while let Some(&(i, c)) = chars.peek() {
                    if !(c.is_ascii_alphanumeric() || c == '_') {
                        break;
                    }
                    end = i + c.len_utf8();
                    chars.next();
                }
                let name = &text[at + 1..end];
                let Some(i) = names.iter().position(|n| n == name) else {
                    return Err(format!("'${name}' is not a parameter (parameters: {})", names.join(", ")));
                };
                if seen[i] {
                    return Err(format!("parameter '${name}' appears more than once"));
                }
                seen[i] = true;
                elems.push(Elem::Param(i));
            } else if PUNCT.contains(c) {
                chars.next();
                elems.push(Elem::Literal(c.to_string()));
            } else if c.is_ascii_alphabetic() || c == '_' {
                let mut end = at;
                while let Some(&(i, c)) = chars.peek() {
                    if !is_ident_char(c) {
                        break;
                    }
                    end = i + c.len_utf8();
                    chars.next();
                }
                elems.push(Elem::Literal(text[at..end].to_string()));
            } else {
                return Err(format!("unexpected '{c}' at offset {at}"));
            }
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            return Err(format!("parameter '${}' does not appear in the format", names[i]));
        }
        // The format is the text after the mnemonic, which the dialect
        // symbol's syntax delimits by `<...>`.
        let lit = |e: Option<&Elem>, want: &str| matches!(e, Some(Elem::Literal(l)) if l == want);
        if !lit(elems.first(), "<") || !lit(elems.last(), ">") {
            return Err("the format must start with `<` and end with `>`".to_string());
        }
        Ok(ParamFormat { elems })
    }

    /// Reads the parameters from `text` (what follows the mnemonic);
    /// an error carries its byte offset in `text`.
    pub fn parse(&self, ctx: &Context, text: &str) -> Result<Vec<Attribute>, (usize, String)> {
        let mut params: Vec<Option<Attribute>> = vec![None; self.params()];
        let mut at = 0;
        let skip_ws = |at: usize| at + text[at..].len() - text[at..].trim_start().len();
        for e in &self.elems {
            at = skip_ws(at);
            let rest = &text[at..];
            match e {
                Elem::Literal(l) => {
                    let word = l.chars().next().is_some_and(is_ident_char);
                    let ends = rest
                        .strip_prefix(l.as_str())
                        .is_some_and(|after| !word || !after.chars().next().is_some_and(is_ident_char));
                    if !ends {
                        return Err((at, format!("expected '{l}'")));
                    }
                    at += l.len();
                }
                Elem::Param(i) => {
                    // A type when one starts here, else an attribute (types
                    // are kept as type attributes, as in the generic form).
                    let parsed = match parse_type_prefix(ctx, rest) {
                        Ok((t, n)) => (ctx.type_attr(t), n),
                        Err(_) => parse_attribute_prefix(ctx, rest).map_err(|d| (at, d.message))?,
                    };
                    params[*i] = Some(parsed.0);
                    at += parsed.1;
                }
            }
        }
        at = skip_ws(at);
        if at != text.len() {
            return Err((at, format!("unexpected '{}' after the parameters", &text[at..])));
        }
        Ok(params.into_iter().flatten().collect())
    }

    /// Writes `params` in the format.
    pub fn print(&self, ctx: &Context, params: &[Attribute]) -> String {
        let mut out = String::new();
        for e in &self.elems {
            let piece = match e {
                Elem::Literal(l) => l.clone(),
                Elem::Param(i) => params.get(*i).map(|a| param_text(ctx, *a)).unwrap_or_default(),
            };
            let no_space_before = matches!(piece.as_str(), ">" | ")" | "]" | "}" | "," | ":");
            let no_space_after = out.ends_with(['<', '(', '[', '{']) || out.is_empty();
            if !no_space_before && !no_space_after {
                out.push(' ');
            }
            out.push_str(&piece);
        }
        out
    }

    fn params(&self) -> usize {
        self.elems.iter().filter(|e| matches!(e, Elem::Param(_))).count()
    }
}

/// A parameter as a format writes it: a type bare, an `i64` integer
/// without its type (what a bare integer reads back as), any other
/// attribute in full.
fn param_text(ctx: &Context, a: Attribute) -> String {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => mlir_ir::printer::type_to_string(ctx, *t),
        AttrKind::Integer { ty, value } if ctx.type_kind(*ty).is_signless_int(64) => match value.to_i64() {
            Some(v) => v.to_string(),
            None => mlir_ir::printer::attr_to_string(ctx, a),
        },
        _ => mlir_ir::printer::attr_to_string(ctx, a),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: &[&str]) -> Vec<String> {
        n.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn round_trips_types_and_integers() {
        let ctx = Context::new();
        let f = ParamFormat::new("`<` $width `x` $elt `>`", &names(&["elt", "width"])).unwrap();
        let params = f.parse(&ctx, "< 4 x i32 >").unwrap();
        assert_eq!(params.len(), 2);
        assert_eq!(f.print(&ctx, &params), "<4 x i32>");
        assert_eq!(f.parse(&ctx, "<4 x i32>").unwrap(), params);
    }

    #[test]
    fn bare_punctuation_and_keywords() {
        let ctx = Context::new();
        let f = ParamFormat::new("<$lo to $hi>", &names(&["lo", "hi"])).unwrap();
        let params = f.parse(&ctx, "<1 to 8>").unwrap();
        assert_eq!(f.print(&ctx, &params), "<1 to 8>");
        // `tox` is not the keyword `to`.
        assert!(f.parse(&ctx, "<1 tox 8>").is_err());
    }

    #[test]
    fn errors_point_at_the_text() {
        let ctx = Context::new();
        let f = ParamFormat::new("<$a, $b>", &names(&["a", "b"])).unwrap();
        assert_eq!(f.parse(&ctx, "<i32; i64>").unwrap_err().0, 4);
        assert_eq!(f.parse(&ctx, "<i32, i64> x").unwrap_err().0, 11);
    }

    #[test]
    fn bad_formats_say_why() {
        let n = names(&["a", "b"]);
        assert!(ParamFormat::new("<$a>", &n).unwrap_err().contains("'$b' does not appear"));
        assert!(ParamFormat::new("<$a, $a, $b>", &n).unwrap_err().contains("more than once"));
        assert!(ParamFormat::new("<$c>", &n).unwrap_err().contains("'$c' is not a parameter"));
        assert!(ParamFormat::new("`<", &n).unwrap_err().contains("unterminated"));
        assert!(ParamFormat::new("$a x $b", &n).unwrap_err().contains("start with `<`"));
    }
}
