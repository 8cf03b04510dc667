//! [`PassManager`]: runs a pipeline on an op, verifying after each pass and
//! printing the IR around passes when asked (upstream's
//! `--mlir-print-ir-*` instrumentation).
//!
//! The manager reaches the IR through an [`IrHost`], borrowing it only for
//! the span of each native pass, check or dump: passes written in Python
//! run in between, with the IR free for their own handles.

pub use crate::ir_dump::PrintIr;
use crate::pass::Pass;
use crate::pipeline::{Element, OpPassManager};
use mlir_ir::{Diagnostic, Ir, OpId};

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

/// Where the IR lives: lends it out for one step at a time.
pub trait IrHost {
    /// Runs `f` with the IR borrowed.
    fn with_ir(&self, f: &mut dyn FnMut(&mut Ir));
}

/// A host over a plain `&mut Ir` (tools that own their IR).
pub struct DirectHost<'a>(std::cell::RefCell<&'a mut Ir>);

impl<'a> DirectHost<'a> {
    /// A host lending `ir`.
    pub fn new(ir: &'a mut Ir) -> DirectHost<'a> {
        DirectHost(std::cell::RefCell::new(ir))
    }
}

impl IrHost for DirectHost<'_> {
    fn with_ir(&self, f: &mut dyn FnMut(&mut Ir)) {
        f(&mut self.0.borrow_mut())
    }
}

/// Runs `f` on the host's IR and returns its value.
pub(crate) fn with<R>(host: &dyn IrHost, f: impl FnOnce(&mut Ir) -> R) -> R {
    let mut f = Some(f);
    let mut out = None;
    host.with_ir(&mut |ir| {
        if let Some(f) = f.take() {
            out = Some(f(ir));
        }
    });
    out.expect("IrHost::with_ir must call its closure")
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
    /// Time each pass and print a report on stderr after each run.
    pub timing: bool,
    /// `(pass name, seconds)` of the last run, in first-run order (summed
    /// over threads when children ran in parallel).
    pub timings: Vec<(String, f64)>,
    /// Dumps written per op so far, numbering the files of
    /// `PrintIr::tree_dir` (upstream's tree printer counters).
    pub tree_counters: hashbrown::HashMap<OpId, u32>,
    /// Print the pass statistics report on stderr after each run.
    pub statistics: Option<crate::statistics::StatisticsDisplay>,
    /// At most this many threads for nested pipelines (`None`: one per
    /// core). Threads are used only while the context has multithreading
    /// enabled.
    pub max_threads: Option<usize>,
}

impl PassManager {
    /// A manager for ops named `anchor` (or `any`).
    pub fn new(anchor: &str) -> PassManager {
        PassManager {
            root: OpPassManager::new(anchor),
            verify_each: true,
            print_ir: PrintIr::default(),
            print_sink: None,
            timing: false,
            timings: Vec::new(),
            tree_counters: hashbrown::HashMap::new(),
            statistics: None,
            max_threads: None,
        }
    }

    /// A manager running `root`.
    pub fn with_pipeline(root: OpPassManager) -> PassManager {
        PassManager { root, ..PassManager::new("any") }
    }

    /// Runs the pipeline on `op` of `ir`.
    pub fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), RunError> {
        let host = DirectHost::new(ir);
        self.run_on(&host, op)
    }

    /// Runs the pipeline on `op` of the IR `host` lends.
    pub fn run_on(&mut self, host: &dyn IrHost, op: OpId) -> Result<(), RunError> {
        let name = with(host, |ir| op_name(ir, op)).ok_or(RunError::StaleOp)?;
        if self.root.anchor != "any" && self.root.anchor != name {
            return Err(RunError::AnchorMismatch { anchor: self.root.anchor.clone(), op: name });
        }
        let mut root = std::mem::replace(&mut self.root, OpPassManager::new("any"));
        self.timings.clear();
        let start = std::time::Instant::now();
        let res = self.run_pm(&mut root, host, op, op);
        self.root = root;
        if self.timing {
            eprint!("{}", self.timing_report(start.elapsed().as_secs_f64()));
        }
        if let Some(mode) = self.statistics {
            eprint!("{}", crate::statistics::report(&self.root, mode));
        }
        res
    }

    /// The `Execution time report` of the last run, as upstream's
    /// `-mlir-timing` lists passes.
    pub fn timing_report(&self, total: f64) -> String {
        let rule = "===-------------------------------------------------------------------------===";
        let mut out = format!(
            "{rule}\n                         ... Execution time report ...\n{rule}\n  Total Execution Time: \
             {total:.4} seconds\n\n  ----Wall Time----  ----Name----\n"
        );
        let pct = |t: f64| if total > 0.0 { 100.0 * t / total } else { 0.0 };
        for (name, t) in &self.timings {
            out.push_str(&format!("  {t:>8.4} ({:>5.1}%)  {name}\n", pct(*t)));
        }
        out.push_str(&format!("  {total:>8.4} ({:>5.1}%)  Total\n", 100.0));
        out
    }

    pub(crate) fn run_pm(
        &mut self,
        pm: &mut OpPassManager,
        host: &dyn IrHost,
        op: OpId,
        top: OpId,
    ) -> Result<(), RunError> {
        for e in pm.elements.iter_mut() {
            match e {
                Element::Pass(p) => self.run_pass(p.as_mut(), host, op, top)?,
                Element::Nested(npm) => {
                    let children = with(host, |ir| {
                        direct_children(ir, op)
                            .into_iter()
                            .filter(|&c| op_name(ir, c).is_some_and(|n| npm.anchor == "any" || npm.anchor == n))
                            .collect::<Vec<_>>()
                    });
                    let threads = with(host, |ir| self.parallel_threads(npm, ir, children.len()));
                    if let Some(threads) = threads {
                        if let Some(outcome) =
                            with(host, |ir| self.run_nested_parallel(npm, ir, &children, threads, false))
                        {
                            outcome?;
                            continue;
                        }
                    }
                    for child in children {
                        if with(host, |ir| ir.op_is_live(child)) {
                            self.run_pm(npm, host, child, top)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn run_pass(&mut self, p: &mut dyn Pass, host: &dyn IrHost, op: OpId, top: OpId) -> Result<(), RunError> {
        if !with(host, |ir| ir.op_is_live(op)) {
            return Err(RunError::StaleOp);
        }
        if self.print_ir.before_all {
            self.dump(host, crate::ir_dump::When::Before, p, op, top);
        }
        let started = std::time::Instant::now();
        let split = if p.is_external() { None } else { with(host, |ir| self.isolation_split(p, ir, op)) };
        let ran_split = split.is_some();
        let result = match split {
            Some(split) => self.run_split_at_isolation(p, host, op, split),
            None if p.is_external() => p.run_external(op),
            None => p.run_on_host(host, op),
        };
        if self.timing {
            self.add_timing(p.name(), started.elapsed().as_secs_f64());
        }
        if let Err(diagnostics) = result {
            // Upstream prints failures under the after-all filter, with or
            // without `after_failure` (which only silences successes).
            if self.print_ir.after_all {
                self.dump(host, crate::ir_dump::When::AfterFailed, p, op, top);
            }
            return Err(RunError::PassFailed { pass: p.argument().to_string(), diagnostics });
        }
        if !with(host, |ir| ir.op_is_live(op)) {
            return Err(RunError::StaleOp);
        }
        // After a split run `changed` covers only the op's own level.
        if self.verify_each && (ran_split || p.changed()) {
            if let Err(diagnostics) = with(host, |ir| mlir_ir::verifier::verify_all(ir, op)) {
                return Err(RunError::Verification { pass: p.argument().to_string(), diagnostics });
            }
        }
        let print_after =
            self.print_ir.after_all && !self.print_ir.after_failure && (!self.print_ir.after_change || p.changed());
        if print_after {
            self.dump(host, crate::ir_dump::When::After, p, op, top);
        }
        Ok(())
    }

    /// Adds `seconds` to pass `name`'s time (listed in first-run order).
    pub(crate) fn add_timing(&mut self, name: &str, seconds: f64) {
        match self.timings.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 += seconds,
            None => self.timings.push((name.to_string(), seconds)),
        }
    }

    fn dump(&mut self, host: &dyn IrHost, when: crate::ir_dump::When, p: &dyn Pass, op: OpId, top: OpId) {
        let print_ir = self.print_ir.clone();
        let counters = &mut self.tree_counters;
        let dump = with(host, |ir| crate::ir_dump::render(ir, &print_ir, when, p, op, top, counters));
        match dump.path {
            Some(path) => {
                if let Err(e) = crate::ir_dump::write_file(&path, &dump.text) {
                    eprintln!("error: cannot write IR dump '{}': {e}", path.display());
                }
            }
            None => match &mut self.print_sink {
                Some(sink) => sink(&dump.text),
                None => eprint!("{}", dump.text),
            },
        }
    }
}

fn op_name(ir: &Ir, op: OpId) -> Option<String> {
    ir.op_name(op).ok().map(|n| ir.ctx().op_name_str(n).to_string())
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
