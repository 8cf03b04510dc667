//! Printing the ops of a large module's body on several threads.
//!
//! Names and aliases are chosen for the whole module first (as always), so
//! each op's text depends only on them, the flags, the indentation and the
//! default dialect. The body's ops are cut into runs; each thread prints
//! whole runs with a printer of its own that borrows the names and aliases,
//! and the calling thread writes the runs out in order as they complete
//! (printing runs itself meanwhile), so at most a few runs of text are held
//! at once. The one other state a print carries from op to op, the
//! print-order ids of `distinct` attributes, rules this out: a context
//! that has any prints on one thread. Resources met are merged in run
//! order, which keeps the first-seen order of the resource section.

use super::AsmPrinter;
use crate::ident::Identifier;
use crate::ir::OpId;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};

/// IR smaller than this (live ops) is printed on one thread.
const MIN_OPS: usize = 8192;

/// Runs per thread: enough that a slow run is not waited on for long,
/// few enough that each is worth a printer.
const RUNS_PER_THREAD: usize = 32;

/// A printed run: its text and the resources it mentions.
type Printed = (String, Vec<Identifier>);

impl AsmPrinter<'_> {
    /// Before a top-level print of `op`: chooses the block printed in
    /// parallel, if any (the body of a single-block root of a large IR).
    pub(crate) fn plan_parallel(&mut self, op: OpId) {
        let Some(ir) = self.ir else { return };
        if self.flags.local_scope
            || self.ctx.worker_threads() < 2
            || ir.ops.live_count() < MIN_OPS
            || self.ctx.may_have_distinct()
        {
            return;
        }
        let regions = &ir.op(op).regions;
        if regions.len() != 1 {
            return;
        }
        let r = ir.region(regions[0]);
        if r.first_block.is_some() && r.first_block == r.last_block {
            self.parallel_block = r.first_block;
        }
    }

    /// Prints `ops` (each with its newline) as the sequential loop would.
    pub(crate) fn print_ops_parallel(&mut self, ops: &[OpId]) {
        let threads = self.ctx.worker_threads();
        let run_len = ops.len().div_ceil(threads * RUNS_PER_THREAD).max(1);
        let runs: Vec<&[OpId]> = ops.chunks(run_len).collect();
        let names = std::mem::take(&mut self.names);
        let aliases = std::mem::take(&mut self.aliases);
        let (ctx, ir, flags) = (self.ctx, self.ir, self.flags.clone());
        let (indent, default_dialect) = (self.indent, self.default_dialect.clone());
        let print_run = |run: &[OpId]| -> Printed {
            let mut p = AsmPrinter::new(ctx, ir, flags.clone());
            p.names = Cow::Borrowed(&*names);
            p.aliases = Cow::Borrowed(&*aliases);
            p.indent = indent;
            p.default_dialect = default_dialect.clone();
            for &op in run {
                p.print_full_op(op);
                p.out.push('\n');
            }
            (p.out, p.resources)
        };
        let next = AtomicUsize::new(0);
        std::thread::scope(|s| {
            let (tx, rx) = std::sync::mpsc::channel::<(usize, Printed)>();
            for _ in 1..threads.min(runs.len()) {
                let (tx, next, runs, print_run) = (tx.clone(), &next, &runs, &print_run);
                s.spawn(move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(run) = runs.get(i) else { break };
                    if tx.send((i, print_run(run))).is_err() {
                        break;
                    }
                });
            }
            drop(tx);
            let mut ready: BTreeMap<usize, Printed> = BTreeMap::new();
            let mut written = 0;
            while written < runs.len() {
                // Print a run here too while any is left; otherwise wait.
                let i = next.fetch_add(1, Ordering::Relaxed);
                match runs.get(i) {
                    Some(run) => {
                        ready.insert(i, print_run(run));
                        ready.extend(rx.try_iter());
                    }
                    None => match rx.recv() {
                        Ok((i, printed)) => {
                            ready.insert(i, printed);
                        }
                        // Every worker is gone (one panicked): the scope
                        // re-raises its panic.
                        Err(_) => break,
                    },
                }
                while let Some((text, resources)) = ready.remove(&written) {
                    self.out.push_str(&text);
                    for key in resources {
                        self.note_resource(key);
                    }
                    self.maybe_flush();
                    written += 1;
                }
            }
        });
        self.names = names;
        self.aliases = aliases;
    }
}
