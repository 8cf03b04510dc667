//! Textual pipelines parse and print as upstream's, and errors say where.

use mlir_passes::OpPassManager;

fn roundtrip(text: &str) -> String {
    OpPassManager::parse(text).expect("parses").to_text()
}

#[test]
fn pipelines_print_as_upstream() {
    assert_eq!(roundtrip("builtin.module(cse,symbol-dce)"), "builtin.module(cse,symbol-dce)");
    assert_eq!(roundtrip("builtin.module( cse , func.func(cse) )"), "builtin.module(cse,func.func(cse))");
    assert_eq!(roundtrip("any(cse)"), "any(cse)");
    assert_eq!(roundtrip("builtin.module()"), "builtin.module()");
    assert_eq!(
        roundtrip("builtin.module(canonicalize{max-iterations=3 top-down=false})"),
        "builtin.module(canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal \
         test-convergence=false top-down=false})"
    );
    assert_eq!(roundtrip("builtin.module(print-op-stats)"), "builtin.module(print-op-stats{json=false})");
}

#[test]
fn add_appends_elements() {
    let mut pm = OpPassManager::parse("builtin.module(cse)").unwrap();
    pm.add_pipeline("func.func(cse),symbol-dce").unwrap();
    assert_eq!(pm.to_text(), "builtin.module(cse,func.func(cse),symbol-dce)");
    assert_eq!(pm.len(), 3);
}

#[test]
fn pretty_text_nests() {
    let pm = OpPassManager::parse("builtin.module(cse,func.func(cse))").unwrap();
    assert_eq!(pm.to_pretty_text(0), "builtin.module(\n  cse,\n  func.func(\n    cse\n  )\n)\n");
}

#[test]
fn errors_are_located() {
    // Errors point into the text inside the anchor, as upstream's.
    let text = "builtin.module(cse,nope)";
    let e = OpPassManager::parse(text).err().expect("unknown pass");
    assert_eq!(
        e.render(text),
        "MLIR Textual PassPipeline Parser:1:5: error: 'nope' does not refer to a registered pass or pass \
         pipeline\ncse,nope\n    ^\n"
    );
    let e = OpPassManager::parse("cse").err().expect("needs an anchor");
    assert!(e.message.contains("wrapped with the anchor operation type"));
    let e = OpPassManager::parse("builtin.module(canonicalize{nope=1})").err().expect("bad option");
    assert!(e.message.starts_with("<Pass-Options-Parser>: no such option nope"));
    assert!(OpPassManager::parse("builtin.module(canonicalize{max-iterations=x})").is_err());
}

#[test]
fn passes_register_by_linking() {
    let names: Vec<&str> = mlir_passes::registered_passes().iter().map(|p| p.argument).collect();
    for p in ["canonicalize", "cse", "print-op-stats", "strip-debuginfo", "symbol-dce"] {
        assert!(names.contains(&p), "{p} missing from {names:?}");
    }
}
