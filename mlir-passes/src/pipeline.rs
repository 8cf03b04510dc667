//! [`OpPassManager`]: a list of passes and nested pass managers anchored on
//! an op name, and the textual pipeline syntax upstream parses and prints:
//! `builtin.module(func.func(canonicalize{max-iterations=3},cse),symbol-dce)`.

use crate::pass::{print_options, Pass};
use crate::registry::lookup_pass;

/// One entry of a pass manager.
pub enum Element {
    /// A pass run on the manager's op.
    Pass(Box<dyn Pass>),
    /// A nested manager run on each matching op directly nested in it.
    Nested(OpPassManager),
}

impl Element {
    fn clone_element(&self) -> Element {
        match self {
            Element::Pass(p) => Element::Pass(p.clone_pass()),
            Element::Nested(pm) => Element::Nested(pm.clone()),
        }
    }
}

/// Passes anchored on an op name (`builtin.module`, `func.func`) or on any
/// op (`any`).
pub struct OpPassManager {
    /// The anchor op name, or `any`.
    pub anchor: String,
    /// The passes and nested managers, in order.
    pub elements: Vec<Element>,
}

impl Clone for OpPassManager {
    fn clone(&self) -> Self {
        OpPassManager {
            anchor: self.anchor.clone(),
            elements: self.elements.iter().map(|e| e.clone_element()).collect(),
        }
    }
}

/// A pipeline text error: the message and the byte offset it points at
/// (`None`: about the whole text, reported without a location).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PipelineError {
    /// What is wrong.
    pub message: String,
    /// Where, in the pipeline text.
    pub offset: Option<usize>,
    /// The text the offset points into, when not the whole pipeline.
    pub text: Option<String>,
}

impl PipelineError {
    /// The error as upstream renders it: located errors as
    /// `MLIR Textual PassPipeline Parser:1:COL: error: ...` with the text and
    /// a caret.
    pub fn render(&self, text: &str) -> String {
        let text = self.text.as_deref().unwrap_or(text);
        match self.offset {
            Some(off) => {
                let col = text[..off.min(text.len())].chars().count() + 1;
                format!(
                    "MLIR Textual PassPipeline Parser:1:{col}: error: {}\n{text}\n{}^\n",
                    self.message,
                    " ".repeat(col - 1)
                )
            }
            None => self.message.clone(),
        }
    }
}

impl OpPassManager {
    /// An empty manager anchored on `anchor`.
    pub fn new(anchor: &str) -> OpPassManager {
        OpPassManager { anchor: anchor.to_string(), elements: Vec::new() }
    }

    /// Appends a pass.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        self.elements.push(Element::Pass(pass));
    }

    /// The nested manager for `anchor`, appended (upstream's `nest`).
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.elements.push(Element::Nested(OpPassManager::new(anchor)));
        match self.elements.last_mut() {
            Some(Element::Nested(pm)) => pm,
            _ => unreachable!("just pushed a nested manager"),
        }
    }

    /// Number of entries (passes and nested managers) at this level.
    pub fn len(&self) -> usize {
        self.elements.len()
    }

    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// Parses `anchor(pipeline)`, the form `PassManager.parse` and
    /// `--pass-pipeline` take.
    pub fn parse(text: &str) -> Result<OpPassManager, PipelineError> {
        let wrapped = || PipelineError {
            message: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                .into(),
            offset: None,
            text: None,
        };
        let trimmed = text.trim();
        let open = trimmed.find('(').ok_or_else(wrapped)?;
        if !trimmed.ends_with(')') || open == 0 {
            return Err(wrapped());
        }
        let anchor = trimmed[..open].trim();
        let inner_start = text.find('(').map(|i| i + 1).unwrap_or(0);
        let inner_end = text.rfind(')').unwrap_or(text.len());
        // Upstream parses the text inside the anchor on its own: errors
        // point into that inner text.
        let inner = &text[inner_start..inner_end];
        let mut pm = OpPassManager::new(anchor);
        pm.parse_into(inner, 0, inner.len()).map_err(|e| PipelineError { text: Some(inner.to_string()), ..e })?;
        Ok(pm)
    }

    /// Parses `pipeline` (a comma-separated list, no anchor) and appends it,
    /// as `PassManager.add` does.
    pub fn add_pipeline(&mut self, pipeline: &str) -> Result<(), PipelineError> {
        self.parse_into(pipeline, 0, pipeline.len())
    }

    fn parse_into(&mut self, text: &str, start: usize, end: usize) -> Result<(), PipelineError> {
        let mut p = Parser { text, pos: start, end };
        let elements = p.list()?;
        p.skip_ws();
        if p.pos < end {
            return Err(PipelineError {
                message: "expected ',' after parsing pipeline".into(),
                offset: Some(p.pos),
                text: None,
            });
        }
        self.elements.extend(elements);
        Ok(())
    }

    /// The one-line text (`builtin.module(cse,func.func(canonicalize{...}))`).
    pub fn to_text(&self) -> String {
        let mut out = format!("{}(", self.anchor);
        for (i, e) in self.elements.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            match e {
                Element::Pass(p) => out.push_str(&pass_text(p.as_ref())),
                Element::Nested(pm) => out.push_str(&pm.to_text()),
            }
        }
        out.push(')');
        out
    }

    /// The indented text `--dump-pass-pipeline` shows.
    pub fn to_pretty_text(&self, indent: usize) -> String {
        let pad = "  ".repeat(indent);
        let mut out = format!("{pad}{}(\n", self.anchor);
        for (i, e) in self.elements.iter().enumerate() {
            match e {
                Element::Pass(p) => {
                    out.push_str(&"  ".repeat(indent + 1));
                    out.push_str(&pass_text(p.as_ref()));
                }
                Element::Nested(pm) => out.push_str(pm.to_pretty_text(indent + 1).trim_end_matches('\n')),
            }
            if i + 1 < self.elements.len() {
                out.push(',');
            }
            out.push('\n');
        }
        out.push_str(&pad);
        out.push_str(")\n");
        out
    }
}

/// A pass as it appears in a pipeline: its name and, if it has options,
/// `{...}`.
pub fn pass_text(p: &dyn Pass) -> String {
    match p.options() {
        Some(opts) => format!("{}{}", p.argument(), print_options(&opts)),
        None => p.argument().to_string(),
    }
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    end: usize,
}

impl Parser<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.end && self.text.as_bytes()[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        (self.pos < self.end).then(|| self.text.as_bytes()[self.pos])
    }

    fn err(&self, message: impl Into<String>, at: usize) -> PipelineError {
        PipelineError { message: message.into(), offset: Some(at), text: None }
    }

    /// `element (',' element)*`, possibly empty.
    fn list(&mut self) -> Result<Vec<Element>, PipelineError> {
        let mut out = Vec::new();
        self.skip_ws();
        if self.peek().is_none() || self.peek() == Some(b')') {
            return Ok(out);
        }
        loop {
            out.push(self.element()?);
            self.skip_ws();
            if self.peek() == Some(b',') {
                self.pos += 1;
                continue;
            }
            return Ok(out);
        }
    }

    /// `name`, `name{options}` or `name(list)`.
    fn element(&mut self) -> Result<Element, PipelineError> {
        self.skip_ws();
        let start = self.pos;
        while let Some(c) = self.peek() {
            if c == b'(' || c == b')' || c == b'{' || c == b',' || c.is_ascii_whitespace() {
                break;
            }
            self.pos += 1;
        }
        let name = &self.text[start..self.pos];
        if name.is_empty() {
            return Err(self.err("expected pass or pipeline name", start));
        }
        self.skip_ws();
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                let elements = self.list()?;
                self.skip_ws();
                if self.peek() != Some(b')') {
                    return Err(self.err("expected ')' at end of nested pipeline", self.pos));
                }
                self.pos += 1;
                Ok(Element::Nested(OpPassManager { anchor: name.to_string(), elements }))
            }
            Some(b'{') => {
                let opt_start = self.pos + 1;
                let mut depth = 0usize;
                while let Some(c) = self.peek() {
                    self.pos += 1;
                    match c {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                if depth != 0 {
                    return Err(self.err("missing closing '}' while processing pass options", opt_start - 1));
                }
                let options_text = &self.text[opt_start..self.pos - 1];
                self.make_pass(name, start, options_text)
            }
            _ => self.make_pass(name, start, ""),
        }
    }

    fn make_pass(&self, name: &str, at: usize, options_text: &str) -> Result<Element, PipelineError> {
        let options = split_options(options_text);
        let created = match lookup_pass(name) {
            Some(reg) => (reg.create)(&options),
            None => match crate::registry::lookup_dynamic_pass(name) {
                Some(reg) => (reg.create)(&options),
                None => {
                    return Err(self.err(format!("'{name}' does not refer to a registered pass or pass pipeline"), at))
                }
            },
        };
        created.map(Element::Pass).map_err(|e| {
            // Upstream names unknown options; a bad value is reported by
            // its command-line parser on stderr, leaving only the summary.
            let head =
                if e.starts_with("no such option") { format!("<Pass-Options-Parser>: {e}\n") } else { String::new() };
            PipelineError {
                message: format!("{head}\nfailed to add `{name}` with options `{options_text}`\n"),
                offset: None,
                text: None,
            }
        })
    }
}

/// `key=value key2=value2 flag` split on spaces outside braces/quotes.
pub fn split_options(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    let mut quote = false;
    let mut push = |cur: &mut String| {
        let t = cur.trim();
        if !t.is_empty() {
            match t.split_once('=') {
                Some((k, v)) => out.push((k.trim().to_string(), v.trim().trim_matches('"').to_string())),
                None => out.push((t.to_string(), String::new())),
            }
        }
        cur.clear();
    };
    for c in text.chars() {
        match c {
            '"' => quote = !quote,
            '{' | '(' if !quote => depth += 1,
            '}' | ')' if !quote => depth -= 1,
            ' ' if depth == 0 && !quote => {
                push(&mut cur);
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    push(&mut cur);
    out
}
