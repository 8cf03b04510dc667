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
        // One printer per thread for all the runs it takes, so that what it
        // printed once (`type_texts`, `attr_texts`) is copied in later runs
        // instead of printed again. That is safe for the resources a cached
        // text does not note again: a thread takes runs in increasing
        // order, so the run that noted one is written out first.
        let printer = || {
            let mut p = AsmPrinter::new(ctx, ir, flags.clone());
            p.names = Cow::Borrowed(&*names);
            p.aliases = Cow::Borrowed(&*aliases);
            p.indent = indent;
            p.default_dialect = default_dialect.clone();
            p
        };
        let print_run = |p: &mut AsmPrinter<'_>, run: &[OpId]| -> Printed {
            for &op in run {
                p.print_full_op(op);
                p.out.push('\n');
            }
            (std::mem::take(&mut p.out), std::mem::take(&mut p.resources))
        };
        let next = AtomicUsize::new(0);
        std::thread::scope(|s| {
            let (tx, rx) = std::sync::mpsc::channel::<(usize, Printed)>();
            for _ in 1..threads.min(runs.len()) {
                let (tx, next, runs, print_run, printer) = (tx.clone(), &next, &runs, &print_run, &printer);
                s.spawn(move || {
                    let mut p = printer();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(run) = runs.get(i) else { break };
                        if tx.send((i, print_run(&mut p, run))).is_err() {
                            break;
                        }
                    }
                });
            }
            let mut mine = printer();
            drop(tx);
            let mut ready: BTreeMap<usize, Printed> = BTreeMap::new();
            let mut written = 0;
            while written < runs.len() {
                // Print a run here too while any is left; otherwise wait.
                let i = next.fetch_add(1, Ordering::Relaxed);
                match runs.get(i) {
                    Some(run) => {
                        ready.insert(i, print_run(&mut mine, run));
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

#[cfg(test)]
mod tests {
    use crate::parser::{parse_source, ParserConfig};
    use crate::printer::{print_op, PrintFlags};
    use crate::{Context, Ir};

    /// Prints `src` (parsed on one thread) with every flag combination,
    /// with threads allowed or not.
    fn prints(src: &str, threads: bool) -> Vec<String> {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        ctx.enable_multithreading(threads);
        let mut ir = Ir::new(&ctx);
        let config = ParserConfig { parallel_min_bytes: usize::MAX, ..Default::default() };
        let m = parse_source(&mut ir, src, "p.mlir", &config).expect("parses");
        let mut out = Vec::new();
        for generic in [false, true] {
            for debug_info in [false, true] {
                let flags = PrintFlags { generic, debug_info, ..Default::default() };
                out.push(print_op(&ir, m, &flags));
                let mut sink = Vec::new();
                super::super::print_op_to(&ir, m, &flags, &mut sink).expect("prints");
                out.push(String::from_utf8(sink).expect("utf-8"));
            }
        }
        out
    }

    /// Enough top-level ops for a parallel print, using what carries state
    /// across a print: aliases (maps, long tuples, locations), resources
    /// (listed in first-use order), nested regions and blocks; `extra` is
    /// appended to the first op's attributes.
    fn module(extra: &str) -> String {
        let mut s = String::new();
        for i in 0..3000 {
            let res = if i % 1000 == 999 {
                format!(", r = dense_resource<blob{}> : tensor<1xi8>", i / 1000)
            } else {
                String::new()
            };
            let more = if i == 0 { extra } else { "" };
            s += &format!(
                "\"t.f\"() ({{\n^bb0(%a: i32):\n  %0 = \"t.op\"(%a) {{m = affine_map<(d0) -> (d0 + {})>{res}{more}}} : (i32) -> \
                 tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>\n  \
                 \"t.br\"()[^bb1] : () -> () loc(\"f.c\":{i}:3)\n^bb1:\n  \"t.end\"(%0) : (tuple<i1, i2, i3, i4, i5, i6, i7, i8, \
                 i9, i10, i11, i12, i13, i14, i15, i16, i17>) -> ()\n}}) : () -> () loc(fused[\"a\", \"b{}\"])\n",
                i % 7,
                i % 3
            );
        }
        s += "{-#\n  dialect_resources: {\n    builtin: {\n      blob2: \"0x0100000003\",\n      blob0: \"0x0100000001\",\n      \
              blob1: \"0x0100000002\"\n    }\n  }\n#-}\n";
        s
    }

    #[test]
    fn parallel_print_is_the_sequential_print() {
        for extra in ["", ", d = distinct[0]<>, e = distinct[1]<42 : i32>"] {
            let src = module(extra);
            assert_eq!(prints(&src, true), prints(&src, false), "extra: {extra}");
        }
    }
}
