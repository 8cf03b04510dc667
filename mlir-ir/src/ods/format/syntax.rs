//! Reading an ODS assembly-format string into [`Element`]s bound to a spec.

use super::ast::Element;
use crate::ods::spec::OpSpec;

/// A problem in a format string (a bug in an op definition).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError(pub String);

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Literal(String),
    Var(String),
    Word(String),
    Punct(char),
}

fn lex(s: &str) -> Result<Vec<Tok>, FormatError> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i] as char;
        if c.is_whitespace() {
            i += 1;
        } else if c == '`' {
            let end = s[i + 1..].find('`').ok_or_else(|| FormatError("unterminated literal".into()))?;
            out.push(Tok::Literal(s[i + 1..i + 1 + end].to_string()));
            i += end + 2;
        } else if c == '$' {
            let start = i + 1;
            i = start;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Var(s[start..i].to_string()));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'-') {
                i += 1;
            }
            out.push(Tok::Word(s[start..i].to_string()));
        } else if "()?^,:<>".contains(c) {
            out.push(Tok::Punct(c));
            i += 1;
        } else {
            return Err(FormatError(format!("unexpected character '{c}' in format")));
        }
    }
    Ok(out)
}

struct Reader<'a> {
    toks: Vec<Tok>,
    pos: usize,
    spec: &'a OpSpec,
    anchor: Option<Element>,
}

/// Parses `format` against `spec`.
pub fn parse_format(format: &str, spec: &OpSpec) -> Result<Vec<Element>, FormatError> {
    let mut r = Reader { toks: lex(format)?, pos: 0, spec, anchor: None };
    let mut out = Vec::new();
    while r.pos < r.toks.len() {
        out.push(r.element(false)?);
    }
    Ok(out)
}

impl Reader<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn next(&mut self) -> Result<Tok, FormatError> {
        let t = self.toks.get(self.pos).cloned().ok_or_else(|| FormatError("unexpected end of format".into()))?;
        self.pos += 1;
        Ok(t)
    }

    fn expect(&mut self, c: char) -> Result<(), FormatError> {
        match self.next()? {
            Tok::Punct(p) if p == c => Ok(()),
            t => Err(FormatError(format!("expected '{c}', got {t:?}"))),
        }
    }

    fn variable(&self, name: &str) -> Result<Element, FormatError> {
        let s = self.spec;
        if let Some(i) = s.operand_index(name) {
            return Ok(Element::Operand(i));
        }
        if let Some(i) = s.result_index(name) {
            return Ok(Element::Result(i));
        }
        if let Some(i) = s.attr_index(name) {
            return Ok(Element::Attr(i));
        }
        if let Some(i) = s.regions.iter().position(|r| r.name == name) {
            return Ok(Element::Region(i));
        }
        if let Some(i) = s.successors.iter().position(|r| r.name == name) {
            return Ok(Element::Successor(i));
        }
        Err(FormatError(format!("'{name}' is not an operand, result, attribute, region or successor of {}", s.name)))
    }

    fn element(&mut self, in_optional: bool) -> Result<Element, FormatError> {
        let e = match self.next()? {
            Tok::Literal(l) => match l.as_str() {
                "" => Element::Space(false),
                " " => Element::Space(true),
                "\\n" => Element::Newline,
                _ => Element::Literal(l),
            },
            Tok::Var(v) => self.variable(&v)?,
            Tok::Word(w) => self.directive(&w)?,
            Tok::Punct('(') => return self.optional_group(),
            t => return Err(FormatError(format!("unexpected {t:?} in format"))),
        };
        if self.peek() == Some(&Tok::Punct('^')) {
            self.pos += 1;
            if !in_optional {
                return Err(FormatError("'^' is only valid inside an optional group".into()));
            }
            self.anchor = Some(e.clone());
        }
        Ok(e)
    }

    fn arg(&mut self) -> Result<Element, FormatError> {
        match self.next()? {
            Tok::Var(v) => self.variable(&v),
            Tok::Word(w) => self.directive(&w),
            Tok::Literal(l) => Ok(Element::Literal(l)),
            t => Err(FormatError(format!("unexpected {t:?} as directive argument"))),
        }
    }

    fn directive(&mut self, w: &str) -> Result<Element, FormatError> {
        Ok(match w {
            "attr-dict" => Element::AttrDict { keyword: false },
            "attr-dict-with-keyword" => Element::AttrDict { keyword: true },
            "prop-dict" => Element::PropDict,
            "operands" => Element::Operands,
            "results" => Element::Results,
            "regions" => Element::Regions,
            "successors" => Element::Successors,
            "type" | "qualified" | "ref" => {
                self.expect('(')?;
                let a = Box::new(self.arg()?);
                self.expect(')')?;
                match w {
                    "type" => Element::Type(a),
                    "qualified" => Element::Qualified(a),
                    _ => Element::Ref(a),
                }
            }
            "functional-type" => {
                self.expect('(')?;
                let a = Box::new(self.arg()?);
                self.expect(',')?;
                let b = Box::new(self.arg()?);
                self.expect(')')?;
                Element::FunctionalType(a, b)
            }
            "custom" => {
                self.expect('<')?;
                let name = match self.next()? {
                    Tok::Word(n) => n,
                    t => return Err(FormatError(format!("expected custom directive name, got {t:?}"))),
                };
                self.expect('>')?;
                self.expect('(')?;
                let mut args = Vec::new();
                if self.peek() != Some(&Tok::Punct(')')) {
                    loop {
                        args.push(self.arg()?);
                        if self.peek() == Some(&Tok::Punct(',')) {
                            self.pos += 1;
                            continue;
                        }
                        break;
                    }
                }
                self.expect(')')?;
                Element::Custom { name, args }
            }
            _ => return Err(FormatError(format!("unknown directive '{w}'"))),
        })
    }

    fn group(&mut self) -> Result<Vec<Element>, FormatError> {
        let mut v = Vec::new();
        while self.peek() != Some(&Tok::Punct(')')) {
            v.push(self.element(true)?);
        }
        self.expect(')')?;
        Ok(v)
    }

    fn optional_group(&mut self) -> Result<Element, FormatError> {
        let saved = self.anchor.take();
        let then = self.group()?;
        let mut els = Vec::new();
        if self.peek() == Some(&Tok::Punct(':')) {
            self.pos += 1;
            self.expect('(')?;
            els = self.group()?;
        }
        self.expect('?')?;
        let anchor = self.anchor.take().ok_or_else(|| FormatError("optional group has no anchor".into()))?;
        self.anchor = saved;
        if then.is_empty() {
            return Err(FormatError("optional group is empty".into()));
        }
        Ok(Element::Optional { then, els, anchor: Box::new(anchor) })
    }
}
