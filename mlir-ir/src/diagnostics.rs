//! Diagnostics: errors, warnings and remarks with locations and notes, and
//! their rendering in mlir-opt's format (`file:line:col: error: message`,
//! then the source line and a caret when the source is known).

use crate::attributes::{LocKind, Location};
use crate::context::Context;
use std::sync::Arc;

/// How severe a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// An error.
    Error,
    /// A warning.
    Warning,
    /// A remark.
    Remark,
    /// A note attached to another diagnostic.
    Note,
}

impl Severity {
    /// The word mlir-opt prints for it.
    pub fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A message with a location, severity and attached notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it applies.
    pub loc: Location,
    /// The message.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new() }
    }

    /// A diagnostic of the given severity.
    pub fn new(severity: Severity, loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity, loc, message: message.into(), notes: Vec::new() }
    }

    /// Adds a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic::new(Severity::Note, loc, message));
        self
    }
}

/// Names a registered diagnostic handler.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct HandlerId(pub u64);

/// Source buffers by file name, so diagnostics can show the source line.
#[derive(Default, Clone)]
pub struct SourceMgr {
    /// `Arc<String>` rather than `Arc<str>`: a `String` read from a file
    /// moves into it, where `Arc<str>` would copy the whole text.
    buffers: Vec<(String, Arc<String>)>,
}

impl SourceMgr {
    /// An empty source manager.
    pub fn new() -> SourceMgr {
        SourceMgr::default()
    }

    /// Registers a buffer under `name` (newest wins on duplicate names).
    pub fn add(&mut self, name: &str, text: Arc<String>) {
        self.buffers.push((name.to_string(), text));
    }

    fn buffer(&self, name: &str) -> Option<&str> {
        self.buffers.iter().rev().find(|(n, _)| n == name).map(|(_, t)| t.as_str())
    }

    /// Renders `diag` and its notes as mlir-opt prints them on stderr.
    /// Notes show their source line only when their location differs from
    /// the previous diagnostic's; a call-site location adds "called from"
    /// notes for its callers, as upstream's `SourceMgrDiagnosticHandler`.
    pub fn render(&self, ctx: &Context, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_one(ctx, diag.loc, diag.severity, &diag.message, true, &mut out);
        let mut loc = diag.loc;
        let mut caller = call_site_caller(ctx, diag.loc);
        while let Some(c) = caller {
            self.render_one(ctx, c, Severity::Note, "called from", true, &mut out);
            caller = call_site_caller(ctx, c);
        }
        for n in &diag.notes {
            self.render_one(ctx, n.loc, n.severity, &n.message, n.loc != loc, &mut out);
            loc = n.loc;
        }
        out
    }

    fn render_one(
        &self,
        ctx: &Context,
        loc: Location,
        severity: Severity,
        message: &str,
        show_source: bool,
        out: &mut String,
    ) {
        let label = severity.label();
        match file_line_col(ctx, loc) {
            Some((file, line, col)) => {
                out.push_str(&format!("{file}:{line}:{col}: {label}: {message}\n"));
                let text = if show_source && line != 0 && col != 0 { self.buffer(file) } else { None };
                if let Some(text) = text {
                    if let Some(src) = text.split('\n').nth(line.saturating_sub(1) as usize) {
                        let src = src.strip_suffix('\r').unwrap_or(src);
                        out.push_str(&source_excerpt(src, col));
                    }
                }
            }
            None if matches!(loc.kind(ctx), LocKind::Unknown) => {
                out.push_str(&format!("{label}: {message}\n"));
            }
            None => {
                let loc = crate::printer::location_to_string(ctx, loc);
                out.push_str(&format!("{loc}: {label}: {message}\n"));
            }
        }
    }
}

/// The source line with tabs expanded, then a caret under column `col`.
fn source_excerpt(src: &str, col: u32) -> String {
    let mut line = String::new();
    let mut caret_at = None;
    for (i, ch) in src.chars().enumerate() {
        if i + 1 == col as usize {
            caret_at = Some(line.chars().count());
        }
        if ch == '\t' {
            let pad = 8 - line.chars().count() % 8;
            line.extend(std::iter::repeat_n(' ', pad));
        } else {
            line.push(ch);
        }
    }
    let caret_at =
        caret_at.unwrap_or_else(|| line.chars().count() + (col as usize).saturating_sub(src.chars().count() + 1));
    let mut s = line;
    s.push('\n');
    s.extend(std::iter::repeat_n(' ', caret_at));
    s.push_str("^\n");
    s
}

/// The caller of the first call-site location in `loc`, if any.
fn call_site_caller(ctx: &Context, loc: Location) -> Option<Location> {
    match loc.kind(ctx) {
        LocKind::CallSite { caller, .. } => Some(*caller),
        LocKind::Name { child, .. } => call_site_caller(ctx, *child),
        _ => None,
    }
}

/// The first `file:line:col` a location carries, looking through names,
/// call sites (callee side) and fused locations.
pub fn file_line_col(ctx: &Context, loc: Location) -> Option<(&str, u32, u32)> {
    match loc.kind(ctx) {
        LocKind::FileLineCol { file, line, col, .. } => Some((ctx.ident_str(*file), *line, *col)),
        LocKind::Name { child, .. } => file_line_col(ctx, *child),
        LocKind::CallSite { callee, .. } => file_line_col(ctx, *callee),
        LocKind::Fused { locs, .. } => locs.iter().find_map(|l| file_line_col(ctx, *l)),
        LocKind::Unknown => None,
    }
}
