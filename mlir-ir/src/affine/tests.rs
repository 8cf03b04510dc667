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

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some(o) => out.push(o),
            None => {}
        }
    }
    out
}

fn pmap(body: &str) -> AffineMap {
    match parse_affine_str(body) {
        Ok(ParsedAffine::Map(m)) => m,
        other => panic!("bad map body {body:?}: {other:?}"),
    }
}

fn pset(body: &str) -> IntegerSet {
    match parse_affine_str(body) {
        Ok(ParsedAffine::Set(s)) => s,
        other => panic!("bad set body {body:?}: {other:?}"),
    }
}

/// Rebuilds an expression from the generator's prefix spelling
/// (`add(d0,mul(s1,3))`) with the simplifying constructors, bypassing the
/// parser.
fn build_prefix(s: &str) -> AffineExpr {
    fn go(s: &str, i: &mut usize) -> AffineExpr {
        let rest = &s[*i..];
        let head_len = rest.find(['(', ',', ')']).unwrap_or(rest.len());
        let head = &rest[..head_len];
        *i += head_len;
        if s[*i..].starts_with('(') {
            *i += 1;
            let a = go(s, i);
            assert!(s[*i..].starts_with(','));
            *i += 1;
            let b = go(s, i);
            assert!(s[*i..].starts_with(')'));
            *i += 1;
            return match head {
                "add" => a.add(&b),
                "mul" => a.mul(&b),
                "floordiv" => a.floor_div(&b),
                "ceildiv" => a.ceil_div(&b),
                "mod" => a.modulo(&b),
                _ => panic!("unknown op {head}"),
            };
        }
        if let Some(p) = head.strip_prefix('d') {
            AffineExpr::dim(p.parse().unwrap())
        } else if let Some(p) = head.strip_prefix('s') {
            AffineExpr::symbol(p.parse().unwrap())
        } else {
            AffineExpr::constant(head.parse().unwrap())
        }
    }
    let mut i = 0;
    go(s, &mut i)
}

fn list(s: &str) -> Vec<usize> {
    s.split(',').map(|x| x.parse().unwrap()).collect()
}

fn run_api(args: &[String]) -> String {
    let n = |i: usize| -> usize { args[i].parse().unwrap() };
    match args[0].as_str() {
        "build" => build_prefix(&args[1]).to_string(),
        "ecompose" => pmap(&args[1])
            .result(0)
            .compose(&pmap(&args[2]))
            .to_string(),
        "shiftd" => pmap(&args[1])
            .result(0)
            .shift_dims(n(2), n(3), n(4))
            .to_string(),
        "shifts" => pmap(&args[1])
            .result(0)
            .shift_symbols(n(2), n(3), n(4))
            .to_string(),
        "replace" => {
            let what = pmap(&format!("(d0, d1)[s0] -> ({})", args[2]));
            let repl = pmap(&format!("(d0, d1, d2)[s0] -> ({})", args[3]));
            pmap(&args[1])
                .replace(what.result(0), repl.result(0), n(4), n(5))
                .to_string()
        }
        "submap" => pmap(&args[1])
            .get_submap(&list(&args[2]))
            .unwrap()
            .to_string(),
        "major" => pmap(&args[1]).get_major_submap(n(2)).unwrap().to_string(),
        "minor" => pmap(&args[1]).get_minor_submap(n(2)).unwrap().to_string(),
        "compress" => pmap(&args[1]).compress_unused_symbols().to_string(),
        "isperm" => {
            let m = pmap(&args[1]);
            let cap = |b: bool| if b { "True" } else { "False" };
            format!(
                "perm={} proj={}",
                cap(m.is_permutation()),
                cap(m.is_projected_permutation(false))
            )
        }
        "perm" => AffineMap::permutation(&list(&args[1])).unwrap().to_string(),
        "minorid" => AffineMap::minor_identity(n(1), n(2)).unwrap().to_string(),
        "setrepl" => {
            let (d, s) = (pmap(&args[2]), pmap(&args[3]));
            pset(&args[1])
                .replace_dims_and_symbols(d.results(), s.results(), 2, 1)
                .to_string()
        }
        "setinfo" => {
            let s = pset(&args[1]);
            let cap = |b: bool| if b { "True" } else { "False" };
            format!(
                "eq={} ineq={} empty={}",
                s.num_equalities(),
                s.num_inequalities(),
                cap(s.is_empty_integer_set())
            )
        }
        op => panic!("unknown api op {op}"),
    }
}

#[test]
fn affine_oracle_cases() {
    let text = include_str!("oracle_cases.txt");
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let (mut pass, mut fail) = (0, 0);
    let mut failures = Vec::new();
    while let Some(case) = lines.next() {
        let expected = lines
            .next()
            .and_then(|l| l.strip_prefix("=\t"))
            .expect("expectation line");
        let fields: Vec<String> = case.split('\t').map(unescape).collect();
        let got = std::panic::catch_unwind(|| match fields[0].as_str() {
            "M" => map(&fields[1]),
            "S" => set(&fields[1]),
            _ => run_api(&fields[1..]),
        })
        .unwrap_or_else(|_| "<panic>".to_string());
        if got == expected {
            pass += 1;
        } else {
            fail += 1;
            failures.push(format!("{case}\n  expected: {expected}\n  got:      {got}"));
        }
    }
    eprintln!("affine oracle cases: {pass} passed, {fail} failed");
    for f in failures.iter().take(40) {
        eprintln!("{f}");
    }
    assert_eq!(fail, 0, "{fail} oracle cases failed");
}
