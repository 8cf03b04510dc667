//! Tests for the affine module. Every expected string and error location
//! below was produced by upstream mlir-opt 22 (see `gen_oracle_cases.py`
//! for the generated part).

use std::collections::HashMap;

use super::*;

/// The source line a case is embedded in, as mlir-opt saw it.
fn wrap(body: &str, set: bool) -> (String, usize) {
    let prefix = if set {
        "\"t.op\"() {m = affine_set<"
    } else {
        "\"t.op\"() {m = affine_map<"
    };
    (format!("{prefix}{body}>}} : () -> ()\n"), prefix.len())
}

/// Parses `body` the way the attribute parser would and returns either the
/// printed body or `error@<column>: <message>` (1-based column, as in
/// mlir-opt's `file:line:col`), with secondary errors appended after ` | `.
fn run(body: &str, set: bool) -> String {
    let (src, start) = wrap(body, set);
    let res = if set {
        parse_integer_set(&src, start).map(|(s, e)| (s.to_string(), e))
    } else {
        parse_affine_map(&src, start).map(|(m, e)| (m.to_string(), e))
    };
    match res {
        Ok((text, end)) => {
            assert_eq!(
                &src[end..end + 1],
                ">",
                "body of {body:?} should end at '>'"
            );
            text
        }
        Err(e) => {
            let col = |off: usize| {
                let line_start = src[..off].rfind('\n').map_or(0, |i| i + 1);
                format!(
                    "{}:{}",
                    src[..off].matches('\n').count() + 1,
                    off - line_start + 1
                )
            };
            let mut s = format!("error@{}: {}", col(e.offset), e.message);
            for (o, m) in &e.secondary {
                s.push_str(&format!(" | error@{}: {}", col(*o), m));
            }
            s
        }
    }
}

fn map(body: &str) -> String {
    run(body, false)
}

fn set(body: &str) -> String {
    run(body, true)
}

#[test]
fn affine_smoke() {
    assert_eq!(
        map("(i, j)[n] -> (i floordiv 4, (i + j) mod n, i * 3 - 1, j * 2 * 3)"),
        "(d0, d1)[s0] -> (d0 floordiv 4, (d0 + d1) mod s0, d0 * 3 - 1, d1 * 6)"
    );
    assert_eq!(
        map("(d0) -> (d1)"),
        "error@1:35: use of undeclared identifier"
    );
}
