//! Nested pipelines on sibling functions run in several threads and give
//! exactly what one thread gives: the same IR, the same first failure, and
//! handles held across the run still name the ops that survived.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{Context, Diagnostic, Ir, OpId};
use mlir_passes::pipeline::Element;
use mlir_passes::{OpPassManager, Pass, PassManager, PassResult, RunError};

/// `n` functions, each with foldable and duplicate arithmetic, two of them
/// (`@f7`, `@f21`) marked for the failing pass.
fn source(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        let mark = if i == 7 || i == 21 { " attributes {fail_here}" } else { "" };
        s.push_str(&format!(
            "  func.func @f{i}(%a: i32) -> i32{mark} {{\n    %c1 = arith.constant 1 : i32\n    %c2 = arith.constant {i} : i32\n    \
             %s = arith.addi %c1, %c2 : i32\n    %x = arith.muli %a, %s : i32\n    %y = arith.muli %a, %s : i32\n    \
             %z = arith.addi %x, %y : i32\n    return %z : i32\n  }}\n"
        ));
    }
    s.push_str("}\n");
    s
}

fn setup(n: usize, threading: bool) -> (Ir, OpId) {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.enable_multithreading(threading);
    let mut ir = Ir::new(&ctx);
    let m = parse_source(&mut ir, &source(n), "t.mlir", &ParserConfig::default()).expect("parses");
    (ir, m)
}

fn run(ir: &mut Ir, m: OpId, pipeline: OpPassManager) -> Result<(), RunError> {
    let mut pm = PassManager::with_pipeline(pipeline);
    // More threads than this machine may have cores: scheduling varies.
    pm.max_threads = Some(4);
    pm.run(ir, m)
}

fn text(ir: &Ir, m: OpId) -> String {
    print_op(ir, m, &PrintFlags::default())
}

#[test]
fn threaded_run_prints_what_one_thread_prints() {
    let pipeline = OpPassManager::parse("builtin.module(func.func(canonicalize,cse))").unwrap();
    let (mut one, m1) = setup(50, false);
    run(&mut one, m1, pipeline.clone()).unwrap();
    let (mut many, m2) = setup(50, true);
    let funcs = mlir_passes::manager::direct_children(&many, m2);
    let muls: Vec<OpId> = funcs
        .iter()
        .flat_map(|&f| many.collect_ops(f))
        .filter(|&o| many.ctx().op_name_str(many.op_name(o).unwrap()) == "arith.muli")
        .collect();
    run(&mut many, m2, pipeline).unwrap();
    assert_eq!(text(&many, m2), text(&one, m1));
    assert_eq!(mlir_passes::manager::direct_children(&many, m2), funcs, "functions keep their handles");
    // Both IRs were parsed alike, so their handles correspond: the ops that
    // survived (and were erased) are the same, and the held handles say so.
    let kept = |ir: &Ir| muls.iter().map(|&o| ir.op_is_live(o)).collect::<Vec<bool>>();
    assert_eq!(kept(&many), kept(&one));
    assert!(kept(&many).contains(&true) && kept(&many).contains(&false));
    assert!(mlir_ir::verifier::verify(&mut many, m2).is_ok());
}

/// Fails on functions carrying `fail_here`, erasing their body's first op
/// first so a failure after a change is exercised.
struct FailOnMarked;

impl Pass for FailOnMarked {
    fn argument(&self) -> &str {
        "test-fail-on-marked"
    }
    fn name(&self) -> &str {
        "FailOnMarked"
    }
    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let marked = ir.op_attr(op, ir.ctx().ident("fail_here")).ok().flatten().is_some();
        if !marked {
            return Ok(());
        }
        let name = ir.op_inherent_attr(op, ir.ctx().ident("sym_name")).unwrap().unwrap();
        let name = mlir_ir::printer::attr_to_string(ir.ctx(), name);
        Err(vec![Diagnostic::error(ir.op_loc(op).unwrap(), format!("marked function {name}"))])
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(FailOnMarked)
    }
}

#[test]
fn threaded_failure_is_the_first_in_order() {
    let mut nested = OpPassManager::new("func.func");
    nested.elements.push(Element::Pass(Box::new(FailOnMarked)));
    let mut root = OpPassManager::new("builtin.module");
    root.elements.push(Element::Nested(nested));
    let outcome = |threading: bool| {
        let (mut ir, m) = setup(30, threading);
        match run(&mut ir, m, root.clone()) {
            Err(RunError::PassFailed { pass, diagnostics }) => {
                (pass, diagnostics.iter().map(|d| d.message.clone()).collect::<Vec<_>>(), text(&ir, m))
            }
            other => panic!("expected a pass failure, got {other:?}"),
        }
    };
    let (pass, diags, _) = outcome(true);
    assert_eq!(pass, "test-fail-on-marked");
    assert_eq!(diags, vec!["marked function \"f7\"".to_string()]);
    assert_eq!((pass, diags), {
        let (p, d, _) = outcome(false);
        (p, d)
    });
}

/// Counts the runs that saw their op detached, which is how a child looks
/// while it is moved into a private IR for a thread.
struct CountDetached(std::sync::Arc<std::sync::atomic::AtomicUsize>);

impl Pass for CountDetached {
    fn argument(&self) -> &str {
        "test-count-detached"
    }
    fn name(&self) -> &str {
        "CountDetached"
    }
    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        if ir.op_parent_block(op).unwrap().is_none() {
            self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(CountDetached(self.0.clone()))
    }
}

#[test]
fn threads_are_used_only_when_enabled() {
    for threading in [true, false] {
        let count = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let mut nested = OpPassManager::new("func.func");
        nested.elements.push(Element::Pass(Box::new(CountDetached(count.clone()))));
        let mut root = OpPassManager::new("builtin.module");
        root.elements.push(Element::Nested(nested));
        let (mut ir, m) = setup(12, threading);
        run(&mut ir, m, root).unwrap();
        let expected = if threading { 12 } else { 0 };
        assert_eq!(count.load(std::sync::atomic::Ordering::Relaxed), expected, "threading {threading}");
    }
}
