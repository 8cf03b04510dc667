//! `GreedyRewriteConfig` and its enums, with upstream's defaults (those of
//! the C++ `GreedyRewriteConfig`: bottom-up traversal, 10 iterations).

use mlir_passes::greedy::Strictness;
use mlir_passes::GreedyConfig;
use pyo3::prelude::*;

/// Which ops a greedy rewrite may touch.
#[pyclass(name = "GreedyRewriteStrictness", module = "mlir._mlir_libs._mlir.rewrite", eq, eq_int, frozen)]
#[derive(Clone, Copy, PartialEq, Eq)]
#[allow(clippy::upper_case_acronyms, non_camel_case_types)]
pub enum PyGreedyRewriteStrictness {
    /// Any op.
    ANY_OP,
    /// The ops present at the start and those created since.
    EXISTING_AND_NEW_OPS,
    /// Only the ops present at the start.
    EXISTING_OPS,
}

/// How much the driver simplifies regions between iterations.
#[pyclass(name = "GreedySimplifyRegionLevel", module = "mlir._mlir_libs._mlir.rewrite", eq, eq_int, frozen)]
#[derive(Clone, Copy, PartialEq, Eq)]
#[allow(clippy::upper_case_acronyms)]
pub enum PyGreedySimplifyRegionLevel {
    /// Not at all.
    DISABLED,
    /// Unreachable blocks and dead code.
    NORMAL,
    /// Also merging identical blocks (rmlir: as `NORMAL`).
    AGGRESSIVE,
}

/// `GreedyRewriteConfig`.
#[pyclass(name = "GreedyRewriteConfig", module = "mlir._mlir_libs._mlir.rewrite")]
#[derive(Clone)]
pub struct PyGreedyRewriteConfig {
    /// Iterations before giving up (-1: no limit).
    #[pyo3(get, set)]
    pub max_iterations: i64,
    /// Rewrites before giving up (-1: no limit).
    #[pyo3(get, set)]
    pub max_num_rewrites: i64,
    /// Pre-order (`True`) or post-order traversal.
    #[pyo3(get, set)]
    pub use_top_down_traversal: bool,
    /// Fold ops.
    #[pyo3(get, set)]
    pub enable_folding: bool,
    /// Which ops may be rewritten.
    #[pyo3(get, set)]
    pub strictness: PyGreedyRewriteStrictness,
    /// Region simplification between iterations.
    #[pyo3(get, set)]
    pub region_simplification_level: PyGreedySimplifyRegionLevel,
    /// Unify equal constants.
    #[pyo3(get, set)]
    pub enable_constant_cse: bool,
}

#[pymethods]
impl PyGreedyRewriteConfig {
    #[new]
    fn new() -> Self {
        PyGreedyRewriteConfig {
            max_iterations: 10,
            max_num_rewrites: -1,
            use_top_down_traversal: false,
            enable_folding: true,
            strictness: PyGreedyRewriteStrictness::ANY_OP,
            region_simplification_level: PyGreedySimplifyRegionLevel::AGGRESSIVE,
            enable_constant_cse: true,
        }
    }
}

impl PyGreedyRewriteConfig {
    /// The driver configuration.
    pub fn to_config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.use_top_down_traversal,
            max_iterations: self.max_iterations,
            max_num_rewrites: self.max_num_rewrites,
            fold: self.enable_folding,
            cse_constants: self.enable_constant_cse,
            region_simplify: self.region_simplification_level != PyGreedySimplifyRegionLevel::DISABLED,
            strictness: match self.strictness {
                PyGreedyRewriteStrictness::ANY_OP => Strictness::AnyOp,
                PyGreedyRewriteStrictness::EXISTING_AND_NEW_OPS => Strictness::ExistingAndNewOps,
                PyGreedyRewriteStrictness::EXISTING_OPS => Strictness::ExistingOps,
            },
            shallow: false,
        }
    }
}

/// The configuration used when none is given.
pub fn default_config() -> GreedyConfig {
    PyGreedyRewriteConfig::new().to_config()
}
