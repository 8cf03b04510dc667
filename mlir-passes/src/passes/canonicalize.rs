//! `canonicalize`: the greedy driver with every op's folder (upstream's
//! `Canonicalizer`), with its options.

use crate::greedy::{apply_greedily, apply_greedily_on, ExternalOutcome, FrozenPatterns, GreedyConfig, GreedyOutcome};
use crate::manager::{with, IrHost};
use crate::pass::{parse_bool, parse_int, OptionValue, Pass, PassResult};
use crate::registry::{unknown_option, PassRegistration};
use mlir_ir::ir::{Ir, OpId};

/// The `canonicalize` pass.
#[derive(Clone)]
pub struct Canonicalize {
    /// `max-iterations`.
    pub max_iterations: i64,
    /// `max-num-rewrites`.
    pub max_num_rewrites: i64,
    /// `region-simplify`: `disabled`, `normal` or `aggressive`.
    pub region_simplify: String,
    /// `test-convergence`: fail when no fixed point is reached.
    pub test_convergence: bool,
    /// `top-down`.
    pub top_down: bool,
    /// `disabled-patterns` / `enabled-patterns`.
    pub disabled_patterns: Vec<String>,
    /// See `disabled_patterns`.
    pub enabled_patterns: Vec<String>,
    /// Whether the last run changed anything.
    changed: bool,
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize {
            max_iterations: 10,
            max_num_rewrites: -1,
            region_simplify: "normal".into(),
            test_convergence: false,
            top_down: true,
            disabled_patterns: Vec::new(),
            enabled_patterns: Vec::new(),
            changed: true,
        }
    }
}

impl Canonicalize {
    /// The driver's configuration from the options.
    fn config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.top_down,
            max_iterations: self.max_iterations,
            max_num_rewrites: self.max_num_rewrites,
            region_simplify: self.region_simplify != "disabled",
            ..GreedyConfig::default()
        }
    }

    /// The canonicalization patterns of `ctx`'s loaded ops, filtered by
    /// the options.
    fn patterns(&self, ctx: &mlir_ir::Context) -> FrozenPatterns {
        FrozenPatterns::canonicalization(ctx, &self.disabled_patterns, &self.enabled_patterns)
    }

    /// Runs the driver with the IR borrowed throughout; `shallow` leaves
    /// the insides of isolated-from-above ops alone.
    fn run_native(&mut self, ir: &mut Ir, op: OpId, patterns: &FrozenPatterns, shallow: bool) -> PassResult {
        let outcome = apply_greedily(ir, op, patterns, &GreedyConfig { shallow, ..self.config() });
        self.finish(outcome, || ir.op_loc(op).unwrap_or_else(|_| ir.ctx().unknown_loc()))
    }

    /// Records what a run did; with `test-convergence`, fails at `loc()`
    /// when the driver did not reach a fixed point.
    fn finish(&mut self, outcome: GreedyOutcome, loc: impl FnOnce() -> mlir_ir::Location) -> PassResult {
        self.changed = outcome.changed;
        if self.test_convergence && !outcome.converged {
            return Err(vec![mlir_ir::Diagnostic::error(loc(), "Canonicalizer failed to converge")]);
        }
        Ok(())
    }
}

impl Pass for Canonicalize {
    fn argument(&self) -> &str {
        "canonicalize"
    }

    fn name(&self) -> &str {
        "Canonicalizer"
    }

    fn options(&self) -> Option<Vec<(&'static str, OptionValue)>> {
        Some(vec![
            ("disabled-patterns", OptionValue::List(self.disabled_patterns.clone())),
            ("enabled-patterns", OptionValue::List(self.enabled_patterns.clone())),
            ("max-iterations", OptionValue::Scalar(self.max_iterations.to_string())),
            ("max-num-rewrites", OptionValue::Scalar(self.max_num_rewrites.to_string())),
            ("region-simplify", OptionValue::Scalar(self.region_simplify.clone())),
            ("test-convergence", OptionValue::Scalar(self.test_convergence.to_string())),
            ("top-down", OptionValue::Scalar(self.top_down.to_string())),
        ])
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let patterns = self.patterns(ir.ctx());
        self.run_native(ir, op, &patterns, false)
    }

    /// The driver's worklist never leaves an isolated-from-above op: the
    /// folder materializes constants in the nearest such op's entry block,
    /// no canonicalization pattern looks into another function, and the
    /// iterations of one function end where they would in a whole run.
    /// Not with a rewrite budget, which a whole run shares across
    /// functions, nor bottom-up (the shallow walk is pre-order), nor with
    /// Python patterns, which must run on the calling thread.
    fn splits_at_isolation(&self, ctx: &mlir_ir::Context) -> bool {
        self.top_down && self.max_num_rewrites < 0 && !self.calls_out(ctx)
    }

    fn run_shallow(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let patterns = self.patterns(ir.ctx());
        self.run_native(ir, op, &patterns, true)
    }

    /// With patterns written in Python among the ops' canonicalization
    /// patterns, the driver lends the IR back between steps and runs them
    /// with nothing borrowed (they change the IR through their own
    /// handles); otherwise the whole run borrows the IR once.
    fn run_on_host(&mut self, host: &dyn IrHost, op: OpId) -> PassResult {
        let patterns = with(host, |ir| self.patterns(ir.ctx()));
        if !patterns.has_external() {
            return with(host, |ir| self.run_native(ir, op, &patterns, false));
        }
        let mut error: Option<mlir_ir::Diagnostic> = None;
        let outcome = apply_greedily_on(host, op, &patterns, &self.config(), &mut |p, at| {
            if error.is_some() {
                return ExternalOutcome::default();
            }
            let mut out = p.run_external(at);
            error = out.error.take();
            out
        });
        if let Some(d) = error {
            return Err(vec![d]);
        }
        self.finish(outcome, || with(host, |ir| ir.op_loc(op).unwrap_or_else(|_| ir.ctx().unknown_loc())))
    }

    fn calls_out(&self, ctx: &mlir_ir::Context) -> bool {
        self.patterns(ctx).has_external()
    }

    fn changed(&self) -> bool {
        self.changed
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn create(options: &[(String, String)]) -> Result<Box<dyn Pass>, String> {
    let mut p = Canonicalize::default();
    for (k, v) in options {
        match k.as_str() {
            "max-iterations" => p.max_iterations = parse_int(k, v)?,
            "max-num-rewrites" => p.max_num_rewrites = parse_int(k, v)?,
            "region-simplify" => match v.as_str() {
                "disabled" | "normal" | "aggressive" => p.region_simplify = v.clone(),
                _ => return Err(format!("Invalid argument '{v}' for option '{k}'")),
            },
            "test-convergence" => p.test_convergence = parse_bool(k, v)?,
            "top-down" => p.top_down = parse_bool(k, v)?,
            "disabled-patterns" => p.disabled_patterns = v.split(',').map(String::from).collect(),
            "enabled-patterns" => p.enabled_patterns = v.split(',').map(String::from).collect(),
            _ => return Err(unknown_option("canonicalize", k)),
        }
    }
    Ok(Box::new(p))
}

inventory::submit! {
    PassRegistration { argument: "canonicalize", description: "Canonicalize operations", create }
}
