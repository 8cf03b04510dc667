//! [`PassManager`]: runs a pipeline on an op, verifying after each pass and
//! printing the IR around passes when asked (upstream's
//! `--mlir-print-ir-*` instrumentation).

use crate::pass::Pass;
use crate::pipeline::{Element, OpPassManager};
use mlir_ir::printer::{print_op, print_op_in_scope, PrintFlags};
use mlir_ir::{Diagnostic, Ir, OpId};

/// When to print the IR, and how.
#[derive(Clone, Default)]
pub struct PrintIr {
    /// Before every pass.
    pub before_all: bool,
    /// After every pass.
    pub after_all: bool,
    /// After a pass that failed.
    pub after_failure: bool,
    /// Print the whole top-level op rather than the op the pass ran on.
    pub module_scope: bool,
    /// How to print.
    pub flags: PrintFlags,
}

/// A receiver of IR dumps.
pub type PrintSink = Box<dyn FnMut(&str) + Send>;

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The pipeline's anchor does not match the op it was run on.
    #[error("can't run '{anchor}' pass manager on '{op}' op")]
    AnchorMismatch { anchor: String, op: String },
    /// A pass failed; its diagnostics.
    #[error("pass '{pass}' failed")]
    PassFailed { pass: String, diagnostics: Vec<Diagnostic> },
    /// The IR did not verify after a pass.
    #[error("verification failed after pass '{pass}'")]
    Verification { pass: String, diagnostics: Vec<Diagnostic> },
    /// The op handed to the manager is gone.
    #[error("the operation to run the pass manager on no longer exists")]
    StaleOp,
}

impl RunError {
    /// The diagnostics the failure carries.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            RunError::PassFailed { diagnostics, .. } | RunError::Verification { diagnostics, .. } => diagnostics,
            _ => &[],
        }
    }
}

/// A pipeline with its run-time settings.
pub struct PassManager {
    /// The top-level pipeline.
    pub root: OpPassManager,
    /// Verify the IR after each pass (on by default).
    pub verify_each: bool,
    /// IR printing around passes.
    pub print_ir: PrintIr,
    /// Where IR dumps go (stderr unless set).
    pub print_sink: Option<PrintSink>,
}

impl PassManager {
    /// A manager for ops named `anchor` (or `any`).
    pub fn new(anchor: &str) -> PassManager {
        PassManager {
            root: OpPassManager::new(anchor),
            verify_each: true,
            print_ir: PrintIr::default(),
            print_sink: None,
        }
    }

    /// A manager running `root`.
    pub fn with_pipeline(root: OpPassManager) -> PassManager {
        PassManager { root, ..PassManager::new("any") }
    }

    /// Runs the pipeline on `op`.
    pub fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), RunError> {
        let name = op_name(ir, op).ok_or(RunError::StaleOp)?;
        if self.root.anchor != "any" && self.root.anchor != name {
            return Err(RunError::AnchorMismatch { anchor: self.root.anchor.clone(), op: name });
        }
        let mut root = std::mem::replace(&mut self.root, OpPassManager::new("any"));
        let res = self.run_pm(&mut root, ir, op, op);
        self.root = root;
        res
    }

    fn run_pm(&mut self, pm: &mut OpPassManager, ir: &mut Ir, op: OpId, top: OpId) -> Result<(), RunError> {
        for e in pm.elements.iter_mut() {
            match e {
                Element::Pass(p) => self.run_pass(p.as_mut(), ir, op, top)?,
                Element::Nested(npm) => {
                    for child in direct_children(ir, op) {
                        let Some(name) = op_name(ir, child) else { continue };
                        if npm.anchor == "any" || npm.anchor == name {
                            self.run_pm(npm, ir, child, top)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn run_pass(&mut self, p: &mut dyn Pass, ir: &mut Ir, op: OpId, top: OpId) -> Result<(), RunError> {
        if self.print_ir.before_all {
            self.dump(ir, "Before", p, op, top);
        }
        if let Err(diagnostics) = p.run(ir, op) {
            if self.print_ir.after_failure {
                self.dump(ir, "After", p, op, top);
            }
            return Err(RunError::PassFailed { pass: p.argument().to_string(), diagnostics });
        }
        if self.verify_each {
            if let Err(diagnostics) = mlir_ir::verifier::verify_all(ir, op) {
                return Err(RunError::Verification { pass: p.argument().to_string(), diagnostics });
            }
        }
        if self.print_ir.after_all {
            self.dump(ir, "After", p, op, top);
        }
        Ok(())
    }

    fn dump(&mut self, ir: &Ir, when: &str, p: &dyn Pass, op: OpId, top: OpId) {
        let flags = &self.print_ir.flags;
        let (text, scope) = if self.print_ir.module_scope {
            let what = match symbol_name(ir, op) {
                Some(s) if op != top => format!(" ('{}' operation: @{s})", op_name(ir, op).unwrap_or_default()),
                _ if op != top => format!(" ('{}' operation)", op_name(ir, op).unwrap_or_default()),
                _ => String::new(),
            };
            (print_op(ir, top, flags), what)
        } else if ir.op_parent_block(op).ok().flatten().is_none() {
            (print_op(ir, op, flags), String::new())
        } else {
            (
                print_op_in_scope(ir, op, &PrintFlags { local_scope: true, ..flags.clone() }).unwrap_or_default(),
                String::new(),
            )
        };
        let text = format!(
            "// -----// IR Dump {when} {} ({}){scope} //----- //\n{}{}\n",
            p.name(),
            p.argument(),
            text,
            if text.ends_with('\n') { "" } else { "\n" }
        );
        match &mut self.print_sink {
            Some(sink) => sink(&text),
            None => eprint!("{text}"),
        }
    }
}

fn op_name(ir: &Ir, op: OpId) -> Option<String> {
    ir.op_name(op).ok().map(|n| ir.ctx().op_name_str(n).to_string())
}

fn symbol_name(ir: &Ir, op: OpId) -> Option<String> {
    let id = ir.ctx().ident("sym_name");
    let a = ir.op_inherent_attr(op, id).ok().flatten().or_else(|| ir.op_attr(op, id).ok().flatten())?;
    match ir.ctx().attr_kind(a) {
        mlir_ir::AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The ops directly inside `op`'s regions, in order.
pub fn direct_children(ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
    for r in regions {
        let blocks: Vec<_> = ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
        for b in blocks {
            out.extend(ir.block_ops(b).map(|o| o.collect::<Vec<_>>()).unwrap_or_default());
        }
    }
    out
}
