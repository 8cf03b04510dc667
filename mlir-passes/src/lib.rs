//! MLIR's transformation machinery: passes, the pass manager and its
//! textual pipelines (`builtin.module(func.func(cse),symbol-dce)`), and the
//! standard passes.
//!
//! - [`pass`]: the [`Pass`] trait and pass options.
//! - [`registry`]: passes register themselves by linking (`inventory`).
//! - [`pipeline`]: [`OpPassManager`], parsing and printing pipelines.
//! - [`manager`]: [`PassManager`]: running a pipeline with verification and
//!   IR printing; `parallel` runs nested pipelines on sibling ops in
//!   threads.
//! - [`ir_dump`]: IR dumps around passes, to a sink or a file tree.
//! - [`statistics`]: the pass statistics report.
//! - [`pdl`]: compiled patterns (from PDL, whose compiler the `pdl`
//!   dialect links in) and their interpreter.
//! - [`conversion`]: the dialect conversion framework and
//!   `reconcile-unrealized-casts`.
//! - [`passes`]: the standard passes (`canonicalize`, `cse`, `inline`,
//!   `sccp`, `symbol-dce`, ...).

pub mod conversion;
pub mod greedy;
pub mod ir_dump;
pub mod manager;
pub mod op_set;
mod parallel;
pub mod pass;
pub mod passes;
pub mod pdl;
pub mod pipeline;
pub mod region_dce;
pub mod registry;
pub mod statistics;

pub use greedy::{
    apply_greedily, apply_greedily_on, walk_and_apply_on, ExternalOutcome, FrozenPatterns, GreedyConfig, GreedyOutcome,
};
pub use manager::{DirectHost, IrHost, PassManager, PrintIr, RunError};
pub use pass::{OptionValue, Pass, PassResult, Statistic, Statistics};
pub use pipeline::{OpPassManager, PipelineError};
pub use registry::unknown_option as registry_unknown_option;
pub use registry::{
    dynamic_passes, lookup_dynamic_pass, lookup_pass, register_dynamic_pass, registered_passes, DynPassConstructor,
    DynamicPassRegistration, PassRegistration,
};
pub use statistics::StatisticsDisplay;
