//! Sibling isolated-from-above ops of a large IR are verified on several
//! threads: the diagnostics must be those of the one-thread verification,
//! in the same order.

use mlir_ir::diagnostics::SourceMgr;
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::verifier::verify_all;
use mlir_ir::{Context, Ir};

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
    sm.add("v.mlir", src.into());
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
