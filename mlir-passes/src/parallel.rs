//! Running a nested pipeline on sibling ops in parallel threads, as
//! upstream's pass manager does for isolated-from-above children.
//!
//! The children are moved into private IRs ([`Ir::split_off`]), a few per
//! group so that uneven children balance out; threads take groups from a
//! shared counter, each with its own copy of the pipeline; then every group
//! moves back ([`Ir::rejoin`]) and the first failure in the children's order
//! is reported, so the outcome does not depend on scheduling. Whatever
//! handles the caller holds to ops inside the children stay valid.
//!
//! A pass that splits at isolation ([`crate::Pass::splits_at_isolation`])
//! runs the same way over the isolated-from-above ops directly inside the
//! op it was given, and then once, shallowly, on that op.

use crate::manager::{DirectHost, PassManager, RunError};
use crate::pass::{Pass, PassResult};
use crate::pipeline::{Element, OpPassManager};
use mlir_ir::dialect::OpTraits;
use mlir_ir::ir::Transplant;
use mlir_ir::{Ir, OpId};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The cores this process may use, asked once: the answer reads the
/// cgroup's files, and every nested run asks.
fn available_cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// A split run planned by [`PassManager::isolation_split`].
pub(crate) struct IsolationSplit {
    /// The isolated-from-above children, run in parallel.
    children: Vec<OpId>,
    /// The pipeline of one copy of the pass, cloned per child.
    alone: OpPassManager,
    /// The threads to use.
    threads: usize,
}

/// Groups per thread: more than one, so a thread that drew small children
/// takes more while another works through a large one.
const GROUPS_PER_THREAD: usize = 4;

/// Whether `pm` (or anything nested in it) holds a pass that calls code
/// written outside Rust in `ctx` ([`crate::Pass::calls_out`]), which must
/// run on the calling thread.
fn calls_out(pm: &OpPassManager, ctx: &mlir_ir::Context) -> bool {
    pm.elements.iter().any(|e| match e {
        Element::Pass(p) => p.calls_out(ctx),
        Element::Nested(n) => calls_out(n, ctx),
    })
}

/// What one thread did: `(group, outcome of each root run)`, its pass
/// timings, and its copy of the pipeline (whose statistics count its runs).
type ThreadOutcome = (Vec<(usize, Vec<Result<(), RunError>>)>, Vec<(String, f64)>, OpPassManager);

impl PassManager {
    /// How many threads to run `npm` with on `children` sibling ops, or
    /// `None` to run them one after another: threading is off, there is a
    /// single child or core, passes written in Python take part, or IR
    /// printing (which interleaves with the passes) is on.
    pub(crate) fn parallel_threads(&self, npm: &OpPassManager, ir: &Ir, children: usize) -> Option<usize> {
        let cores = self.max_threads.unwrap_or_else(available_cores);
        let threads = cores.min(children);
        let printing = self.print_ir.before_all || self.print_ir.after_all || self.print_ir.after_failure;
        (threads > 1 && ir.ctx().multithreading_enabled() && !printing && !calls_out(npm, ir.ctx())).then_some(threads)
    }

    /// How `p` splits on `op`: the isolated-from-above ops directly
    /// inside `op` it runs on in parallel before its shallow run on `op`,
    /// and the pipeline of one copy of `p` and the threads to run them
    /// with; `None` for a plain run: `p` does not split, or fewer than two
    /// such children, or no threads for them.
    pub(crate) fn isolation_split(&self, p: &dyn Pass, ir: &Ir, op: OpId) -> Option<IsolationSplit> {
        // The cheap refusals first: this is asked before every pass on
        // every op, in the worker threads (one thread each) too.
        if self.max_threads == Some(1) || !ir.ctx().multithreading_enabled() {
            return None;
        }
        let children: Vec<OpId> = crate::manager::direct_children(ir, op)
            .into_iter()
            .filter(|&c| {
                ir.op_has_trait(c, OpTraits::ISOLATED_FROM_ABOVE) && ir.regions(c).is_ok_and(|r| !r.is_empty())
            })
            .collect();
        if children.len() < 2 || !p.splits_at_isolation(ir.ctx()) {
            return None;
        }
        let alone = OpPassManager { anchor: "any".into(), elements: vec![Element::Pass(p.clone_pass())] };
        let threads = self.parallel_threads(&alone, ir, children.len())?;
        Some(IsolationSplit { children, alone, threads })
    }

    /// Runs `p` as `split` says: on each child in parallel, then
    /// shallowly on `op`. The children are verified with `op` afterwards,
    /// not one by one; the copies' statistics are added to `p`'s.
    pub(crate) fn run_split_at_isolation(
        &mut self,
        p: &mut dyn Pass,
        host: &dyn crate::manager::IrHost,
        op: OpId,
        split: IsolationSplit,
    ) -> PassResult {
        let IsolationSplit { children, mut alone, threads } = split;
        let (verify_each, timing) = (self.verify_each, self.timing);
        (self.verify_each, self.timing) = (false, false);
        let outcome =
            crate::manager::with(host, |ir| self.run_nested_parallel(&mut alone, ir, &children, threads, true));
        (self.verify_each, self.timing) = (verify_each, timing);
        match outcome {
            // The children could not be moved apart: one whole run.
            None => return p.run_on_host(host, op),
            Some(Err(RunError::PassFailed { diagnostics, .. })) => return Err(diagnostics),
            Some(Err(e)) => {
                return Err(vec![mlir_ir::Diagnostic::error(
                    crate::manager::with(host, |ir| ir.ctx().unknown_loc()),
                    e.to_string(),
                )])
            }
            Some(Ok(())) => {}
        }
        crate::manager::with(host, |ir| p.run_shallow(ir, op))?;
        if let (Some(Element::Pass(copy)), Some(stats)) = (alone.elements.first(), p.statistics_mut()) {
            if let Some(theirs) = copy.statistics() {
                stats.merge(theirs);
            }
        }
        Ok(())
    }

    /// Runs `npm` on each of `children` using `threads` threads; `None` when
    /// the children could not be moved apart (they share values), in which
    /// case nothing ran. `sum_runs`: the statistics are the sum over every
    /// child's run, as one run over all of them counts (each child runs a
    /// fresh copy); otherwise each thread's copy keeps what its passes
    /// keep across runs (upstream's per-thread pass instances).
    pub(crate) fn run_nested_parallel(
        &mut self,
        npm: &mut OpPassManager,
        ir: &mut Ir,
        children: &[OpId],
        threads: usize,
        sum_runs: bool,
    ) -> Option<Result<(), RunError>> {
        let per_group = children.len().div_ceil(threads * GROUPS_PER_THREAD).max(1);
        let groups: Vec<Vec<OpId>> = children.chunks(per_group).map(|c| c.to_vec()).collect();
        let slots: Vec<Mutex<Transplant>> = ir.split_off(&groups, threads)?.into_iter().map(Mutex::new).collect();
        let next = AtomicUsize::new(0);
        let (verify_each, timing) = (self.verify_each, self.timing);
        // Each thread gets its own copy of the passes, made here: a pass is
        // `Send` but not `Sync`.
        let pipelines: Vec<OpPassManager> = (0..threads).map(|_| npm.clone()).collect();
        let (slots_ref, next_ref) = (&slots, &next);
        let joined: Vec<std::thread::Result<ThreadOutcome>> = std::thread::scope(|s| {
            let work = move |mut pipeline: OpPassManager| {
                let (slots, next) = (slots_ref, next_ref);
                let mut worker = PassManager { verify_each, timing, max_threads: Some(1), ..PassManager::new("any") };
                let mut done = Vec::new();
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    let Some(slot) = slots.get(g) else { break };
                    let mut t = slot.lock().unwrap_or_else(|e| e.into_inner());
                    let roots = t.roots().to_vec();
                    let host = DirectHost::new(t.ir());
                    let mut outcomes = Vec::with_capacity(roots.len());
                    for r in roots {
                        let res = if sum_runs {
                            let mut fresh = pipeline.clone();
                            let res = worker.run_pm(&mut fresh, &host, r, r);
                            crate::statistics::merge_pipeline(&mut pipeline, &fresh);
                            res
                        } else {
                            worker.run_pm(&mut pipeline, &host, r, r)
                        };
                        let failed = res.is_err();
                        outcomes.push(res);
                        if failed {
                            break;
                        }
                    }
                    done.push((g, outcomes));
                }
                (done, worker.timings, pipeline)
            };
            let handles: Vec<_> = pipelines.into_iter().map(|p| s.spawn(move || work(p))).collect();
            handles.into_iter().map(|h| h.join()).collect()
        });
        ir.rejoin(slots.into_iter().map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner())).collect(), threads);
        let mut by_group: Vec<Vec<Result<(), RunError>>> = (0..groups.len()).map(|_| Vec::new()).collect();
        for outcome in joined {
            // A pass that panicked: the IR is home again; pass the panic on.
            let (done, timings, copy) = outcome.unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            crate::statistics::merge_pipeline(npm, &copy);
            for (g, results) in done {
                by_group[g] = results;
            }
            for (name, t) in timings {
                self.add_timing(&name, t);
            }
        }
        Some(by_group.into_iter().flatten().find(|r| r.is_err()).unwrap_or(Ok(())))
    }
}
