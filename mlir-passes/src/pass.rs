//! The [`Pass`] trait: one transformation or analysis run on one op, and
//! the options it prints in a pipeline.

use crate::manager::IrHost;
use mlir_ir::{Diagnostic, Ir, OpId};

/// A pass option's value, for printing the pipeline as upstream does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// `name=value`.
    Scalar(String),
    /// `name=a,b`; an empty list prints as nothing (not even its name).
    List(Vec<String>),
}

/// One counter a pass keeps across its runs (upstream's `Pass::Statistic`),
/// shown by `--mlir-pass-statistics`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    /// The name (`num-cse'd`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
    /// The count so far.
    pub value: u64,
}

/// A pass's statistics, in declaration order.
#[derive(Clone, Debug, Default)]
pub struct Statistics(pub Vec<Statistic>);

impl Statistics {
    /// Counters `(name, description)`, all zero.
    pub fn new(declared: &[(&'static str, &'static str)]) -> Statistics {
        Statistics(declared.iter().map(|&(name, description)| Statistic { name, description, value: 0 }).collect())
    }

    /// Sets counter `name` to `n` (upstream passes that assign their
    /// counters report the last run's counts).
    pub fn set(&mut self, name: &str, n: u64) {
        if let Some(s) = self.0.iter_mut().find(|s| s.name == name) {
            s.value = n;
        }
    }

    /// Adds `n` to counter `name`.
    pub fn add(&mut self, name: &str, n: u64) {
        if let Some(s) = self.0.iter_mut().find(|s| s.name == name) {
            s.value += n;
        }
    }

    /// Adds another instance's counts (a copy that ran on other ops).
    pub fn merge(&mut self, other: &Statistics) {
        for o in &other.0 {
            self.add(o.name, o.value);
        }
    }
}

/// What a pass run gives: success, or failure with the diagnostics it
/// emitted (possibly none: `signalPassFailure` alone).
pub type PassResult = Result<(), Vec<Diagnostic>>;

/// A pass. One instance runs on one op at a time; the manager may clone it
/// ([`Pass::clone_pass`]) to run on several ops.
pub trait Pass: Send {
    /// The pipeline name (`cse`).
    fn argument(&self) -> &str;

    /// The class name upstream shows in IR dumps (`CSE`).
    fn name(&self) -> &str;

    /// The op this pass only runs on, if any (`func.func`); `None` for an
    /// op-agnostic pass.
    fn anchor(&self) -> Option<&str> {
        None
    }

    /// The options, printed `{a=1 b=2}` sorted by name; a pass without
    /// options prints no braces.
    fn options(&self) -> Option<Vec<(&'static str, OptionValue)>> {
        None
    }

    /// Runs on `op`.
    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult;

    /// Whether the last run may have changed the IR; when it did not, the
    /// manager skips verifying (upstream skips it when a pass preserved
    /// all analyses).
    fn changed(&self) -> bool {
        true
    }

    /// Whether the pass is implemented outside Rust (a Python callable):
    /// the manager then calls [`Pass::run_external`] without holding the
    /// IR, which the pass reaches through its own handles.
    fn is_external(&self) -> bool {
        false
    }

    /// Runs an external pass on `op` (see [`Pass::is_external`]).
    fn run_external(&mut self, op: OpId) -> PassResult {
        let _ = op;
        Ok(())
    }

    /// Runs on `op` of the IR `host` lends. By default the IR is borrowed
    /// for the whole run ([`Pass::run`]); a pass that calls code outside
    /// Rust in the middle of its run (a canonicalization with Python
    /// patterns) borrows it step by step instead.
    fn run_on_host(&mut self, host: &dyn IrHost, op: OpId) -> PassResult {
        crate::manager::with(host, |ir| self.run(ir, op))
    }

    /// Whether running this pass in `ctx` calls code outside Rust that
    /// reaches the IR through the context's own handles: it must then run
    /// on the calling thread, on the context's IR, never on a private copy
    /// in a worker thread.
    fn calls_out(&self, ctx: &mlir_ir::Context) -> bool {
        let _ = ctx;
        self.is_external()
    }

    /// Whether running this pass on an op ends in the same IR as running
    /// it on each isolated-from-above op directly inside, then on the op
    /// with those ops' insides left alone ([`Pass::run_shallow`]): true
    /// when the pass's work never crosses an isolation boundary, as for
    /// `canonicalize` and `cse`. The manager then runs those children in
    /// parallel, where upstream runs the pass on one thread.
    fn splits_at_isolation(&self, ctx: &mlir_ir::Context) -> bool {
        let _ = ctx;
        false
    }

    /// Runs on `op`, leaving the regions of the isolated-from-above ops
    /// under it alone (see [`Pass::splits_at_isolation`]). By default a
    /// whole run, which gives the same IR, only slower.
    fn run_shallow(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        self.run(ir, op)
    }

    /// A fresh copy with the same options (and zeroed statistics).
    fn clone_pass(&self) -> Box<dyn Pass>;

    /// The statistics this pass keeps, if any.
    fn statistics(&self) -> Option<&Statistics> {
        None
    }

    /// Mutable access to the statistics, to merge a copy's counts in.
    fn statistics_mut(&mut self) -> Option<&mut Statistics> {
        None
    }
}

/// The `{...}` text of `options`, as upstream prints it: sorted by name,
/// separated by single spaces, empty lists contributing an empty entry.
pub fn print_options(options: &[(&'static str, OptionValue)]) -> String {
    let mut sorted: Vec<&(&str, OptionValue)> = options.iter().collect();
    sorted.sort_by_key(|(n, _)| *n);
    let parts: Vec<String> = sorted
        .iter()
        .map(|(n, v)| match v {
            OptionValue::Scalar(s) => format!("{n}={s}"),
            OptionValue::List(l) if l.is_empty() => String::new(),
            OptionValue::List(l) => format!("{n}={}", l.join(",")),
        })
        .collect();
    format!("{{{}}}", parts.join(" "))
}

/// Parses `value` of option `name` as a bool (`true`/`false`, `1`/`0`).
pub fn parse_bool(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "true" | "1" | "" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(format!("Invalid argument '{value}' for option '{name}': expected true or false")),
    }
}

/// Parses `value` of option `name` as an integer.
pub fn parse_int<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
    value.parse().map_err(|_| format!("Invalid argument '{value}' for option '{name}': expected an integer"))
}
