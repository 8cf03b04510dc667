//! Sibling isolated-from-above ops of a large IR are verified on several
//! threads: the diagnostics must be those of the one-thread verification,
//! in the same order.

use mlir_ir::diagnostics::SourceMgr;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::verifier::verify_all;
use mlir_ir::{Context, Ir};
use std::sync::Arc;

/// `modules` nested modules of `ops_each` ops; those listed in `broken`
/// use a value before its definition (a dominance error).
fn text(modules: usize, ops_each: usize, broken: &[usize]) -> String {
    let mut s = String::new();
    for m in 0..modules {
        s += "module {\n  \"t.r\"() ({\n    %a = \"t.def\"() : () -> i32\n";
        if broken.contains(&m) {
            s += "    \"t.use\"(%late) : (i32) -> ()\n    %late = \"t.def\"() : () -> i32\n";
        }
        for _ in 0..ops_each {
            s += "    \"t.use\"(%a) : (i32) -> ()\n";
        }
        s += "    \"t.br\"()[^bb1] : () -> ()\n  ^bb1:\n    \"t.end\"() : () -> ()\n  }) : () -> ()\n}\n";
    }
    s
}

/// The rendered diagnostics of verifying `src` with threading on or off.
fn verify_text(src: &str, threads: bool) -> Vec<String> {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.enable_multithreading(threads);
    let mut ir = Ir::new(&ctx);
    let config = ParserConfig { verify_after_parse: false, ..Default::default() };
    let m = parse_source(&mut ir, src, "v.mlir", &config).expect("parses");
    let mut sm = SourceMgr::new();
    sm.add("v.mlir", Arc::new(src.to_string()));
    match verify_all(&mut ir, m) {
        Ok(()) => Vec::new(),
        Err(ds) => ds.iter().map(|d| sm.render(&ctx, d)).collect(),
    }
}

#[test]
fn parallel_verification_reports_as_sequential() {
    for broken in [&[][..], &[0], &[3, 17, 31], &[39]] {
        let src = text(40, 250, broken);
        let seq = verify_text(&src, false);
        assert_eq!(seq.len(), broken.len(), "{seq:?}");
        assert_eq!(verify_text(&src, true), seq);
    }
}

/// `funcs` top-level ops that are not isolated from above (unregistered),
/// each using the value `%g` defined before them; `late_inner` lists those
/// using a value of their own body before its definition (a dominance
/// error), `late_top` those followed by a top-level op using a value
/// defined after all of them (valid: the module's body is a graph region),
/// and `empty_block` those with a second, empty block (a structural error).
fn open_text(funcs: usize, late_inner: &[usize], late_top: &[usize], empty_block: &[usize]) -> String {
    let mut s = String::from("%g = \"t.def\"() : () -> i32\n");
    for f in 0..funcs {
        s += "\"t.f\"() ({\n";
        for _ in 0..30 {
            s += "  \"t.use\"(%g) : (i32) -> ()\n";
        }
        if late_inner.contains(&f) {
            s += &format!("  \"t.use\"(%x{f}) : (i32) -> ()\n  %x{f} = \"t.def\"() : () -> i32\n");
        }
        s += "  \"t.br\"()[^bb1] : () -> ()\n^bb1:\n  \"t.end\"() : () -> ()\n";
        if empty_block.contains(&f) {
            s += "^bb2:\n";
        }
        s += "}) : () -> ()\n";
        if late_top.contains(&f) {
            s += "\"t.use\"(%late) : (i32) -> ()\n";
        }
    }
    s + "%late = \"t.def\"() : () -> i32\n"
}

#[test]
fn parallel_verification_of_open_top_level_ops_reports_as_sequential() {
    let cases: [(&[usize], &[usize], &[usize]); 5] =
        [(&[], &[], &[]), (&[280], &[], &[]), (&[], &[5], &[]), (&[], &[], &[150]), (&[290], &[10], &[200])];
    for (inner, top, empty) in cases {
        let src = open_text(300, inner, top, empty);
        let seq = verify_text(&src, false);
        assert_eq!(seq.is_empty(), inner.is_empty() && empty.is_empty(), "{seq:?}");
        assert_eq!(verify_text(&src, true), seq);
    }
}

/// An isolated module of `funcs` open top-level ops, nested in an outer op
/// that defines `%o`; with `leak` set, one use deep in the `leak`-th op is
/// pointed at `%o` (which no text can say: the parser resolves names
/// inside an isolated region apart). The diagnostics of verifying the
/// module, rendered, with threading on or off.
fn verify_isolated_module(funcs: usize, leak: Option<usize>, threads: bool) -> Vec<String> {
    let mut src = String::from("\"t.outer\"() ({\n  %o = \"t.def\"() : () -> i32\n  module {\n");
    for _ in 0..funcs {
        src += "    \"t.f\"() ({\n      %a = \"t.def\"() : () -> i32\n      \"t.use\"(%a) : (i32) -> ()\n";
        src += "      \"t.end\"() : () -> ()\n    }) : () -> ()\n";
    }
    src += "  }\n  \"t.end\"() : () -> ()\n}) : () -> ()\n";
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.enable_multithreading(threads);
    let mut ir = Ir::new(&ctx);
    let config = ParserConfig { verify_after_parse: false, ..Default::default() };
    let top = parse_source(&mut ir, &src, "v.mlir", &config).expect("parses");
    let first_op = |ir: &Ir, op| {
        let region = ir.regions(op).unwrap()[0];
        let block = ir.region_first_block(region).unwrap().unwrap();
        ir.block_ops(block).unwrap().collect::<Vec<_>>()
    };
    let outer = first_op(&ir, top)[0];
    let outer_ops = first_op(&ir, outer);
    let (def, module) = (outer_ops[0], outer_ops[1]);
    if let Some(k) = leak {
        let f = first_op(&ir, module)[k];
        let user = first_op(&ir, f)[1];
        let outside = ir.result(def, 0).unwrap();
        ir.set_operand(user, 0, outside).unwrap();
    }
    let mut sm = SourceMgr::new();
    sm.add("v.mlir", Arc::new(src.clone()));
    match verify_all(&mut ir, module) {
        Ok(()) => Vec::new(),
        Err(ds) => ds.iter().map(|d| sm.render(&ctx, d)).collect(),
    }
}

#[test]
fn parallel_verification_checks_the_isolation_of_its_root() {
    assert!(verify_isolated_module(40, None, true).is_empty());
    for k in [0, 17, 39] {
        let seq = verify_isolated_module(40, Some(k), false);
        assert!(seq.len() == 1 && seq[0].contains("using value defined outside the region"), "{seq:?}");
        assert_eq!(verify_isolated_module(40, Some(k), true), seq);
    }
}
