//! `--verify-diagnostics`: matches emitted diagnostics against
//! `// expected-error {{...}}` style annotations in the source.

use mlir_ir::diagnostics::{file_line_col, Severity};
use mlir_ir::{Context, Diagnostic, SourceMgr};

/// One `expected-<kind>[@loc] {{text}}` annotation.
struct Expected {
    severity: Severity,
    line: u32,
    text: String,
    matched: bool,
    at: (u32, u32),
    /// Length of the annotation, underlined when it was not produced.
    width: usize,
}

/// Whether `line` holds an `expected-<kind>` designator.
fn has_designator(line: &str) -> bool {
    line.match_indices("expected-").any(|(pos, _)| {
        let after = &line[pos + "expected-".len()..];
        ["error", "warning", "remark", "note"].iter().any(|k| after.starts_with(k))
    })
}

/// The line `@above` / `@below` on line `line_no` (1-based) names, as
/// upstream: the nearest line in that direction without a designator (an
/// annotation may sit on lines of other annotations); line 0 when none.
fn nearest_plain_line(plain: &[bool], line_no: u32, below: bool) -> u32 {
    let idx = line_no as usize - 1;
    let found = if below { (idx + 1..plain.len()).find(|&i| plain[i]) } else { (0..idx).rev().find(|&i| plain[i]) };
    found.map_or(0, |i| i as u32 + 1)
}

fn parse_expectations(text: &str) -> Vec<Expected> {
    let mut out = Vec::new();
    let plain: Vec<bool> = text.lines().map(|l| !has_designator(l)).collect();
    for (i, line) in text.lines().enumerate() {
        let line_no = i as u32 + 1;
        let mut rest = line;
        while let Some(pos) = rest.find("expected-") {
            let after = &rest[pos + "expected-".len()..];
            let (sev, tail) = if let Some(t) = after.strip_prefix("error") {
                (Severity::Error, t)
            } else if let Some(t) = after.strip_prefix("warning") {
                (Severity::Warning, t)
            } else if let Some(t) = after.strip_prefix("remark") {
                (Severity::Remark, t)
            } else if let Some(t) = after.strip_prefix("note") {
                (Severity::Note, t)
            } else {
                rest = after;
                continue;
            };
            let mut target = line_no;
            let mut tail = tail.strip_prefix("-re").unwrap_or(tail).trim_start();
            if let Some(t) = tail.strip_prefix('@') {
                let end = t.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(t.len());
                let spec = &t[..end];
                target = if spec == "above" {
                    nearest_plain_line(&plain, line_no, false)
                } else if spec == "below" {
                    nearest_plain_line(&plain, line_no, true)
                } else if let Some(n) = spec.strip_prefix('+') {
                    line_no + n.parse::<u32>().unwrap_or(0)
                } else if let Some(n) = spec.strip_prefix('-') {
                    line_no.saturating_sub(n.parse::<u32>().unwrap_or(0))
                } else {
                    line_no
                };
                tail = &t[end..];
            }
            let Some(open) = tail.find("{{") else { break };
            let Some(close) = tail[open..].find("}}") else { break };
            let start = line.len() - rest.len() + pos;
            out.push(Expected {
                severity: sev,
                line: target,
                text: tail[open + 2..open + close].to_string(),
                matched: false,
                at: (line_no, start as u32 + 1),
                // Upstream underlines as many columns as the expected text.
                width: close - 2,
            });
            rest = &tail[open + close + 2..];
        }
    }
    out
}

/// Checks `diags` against the annotations; prints mismatches as upstream.
pub fn check(ctx: &Context, sm: &SourceMgr, name: &str, text: &str, diags: &[Diagnostic]) -> bool {
    let mut expected = parse_expectations(text);
    let mut ok = true;
    let mut all: Vec<&Diagnostic> = Vec::new();
    for d in diags {
        all.push(d);
        all.extend(d.notes.iter());
    }
    for d in all {
        let line = file_line_col(ctx, d.loc).map(|(_, l, _)| l);
        let hit = expected
            .iter_mut()
            .find(|e| !e.matched && e.severity == d.severity && Some(e.line) == line && d.message.contains(&e.text));
        match hit {
            Some(e) => e.matched = true,
            None => {
                ok = false;
                let label = d.severity.label();
                let mut u = d.clone();
                u.notes.clear();
                u.message = format!("unexpected {label}: {}", d.message);
                u.severity = Severity::Error;
                eprint!("{}", sm.render(ctx, &u));
            }
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        ok = false;
        let label = e.severity.label();
        let src = text.lines().nth(e.at.0 as usize - 1).unwrap_or("");
        let pad = " ".repeat(e.at.1 as usize - 1);
        let tildes = "~".repeat(e.width.saturating_sub(1));
        eprintln!("{name}:{}:{}: error: expected {label} \"{}\" was not produced", e.at.0, e.at.1, e.text);
        eprintln!("{src}\n{pad}^{tildes}");
    }
    let _ = sm;
    ok
}
