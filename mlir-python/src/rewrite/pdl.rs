//! `PDLModule` and `PDLResultList`: patterns written in the `pdl` dialect,
//! with native constraint and rewrite functions in Python.
//!
//! A `PDLModule` compiles the module's `pdl.pattern` ops when it is made,
//! through the PDL compiler linked into the aggregate (the `pdl` dialect's,
//! found by `mlir_passes::pdl::compile_patterns`; an aggregate without it
//! raises "no PDL compiler linked"); upstream's takes the module over,
//! rmlir's copies what it needs, so the module stays usable. A native function is called
//! as `fn(rewriter, results, values)`, as upstream: `values` are the PDL
//! values as `Operation`, `Value`, `Attribute` and `Type` objects (a range
//! as a list), `results` a `PDLResultList` it appends its results to, and
//! a truthy return value means failure.

use super::pattern::PyPatternRewriter;
use super::{freeze_patterns, PyFrozenRewritePatternSet, PyPattern};
use crate::ir::attributes::{attr_base, attr_to_py};
use crate::ir::context::ContextHost;
use crate::ir::context::CtxRef;
use crate::ir::operation::{handle_of, operation_obj, OpHandle};
use crate::ir::types::{type_base, type_to_py};
use crate::ir::value::PyValue;
use hashbrown::HashMap;
use mlir_ir::rewrite::RewritePattern;
use mlir_ir::OpId;
use mlir_passes::pdl::{compile_patterns, PdlError, PdlNatives, PdlPattern, PdlValue};
use mlir_passes::ExternalOutcome;
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::PyList;
use std::sync::Arc;

/// Native functions by name.
#[derive(Default)]
struct Functions {
    constraints: HashMap<String, Py<PyAny>>,
    rewrites: HashMap<String, Py<PyAny>>,
}

impl Functions {
    fn clone_ref(&self, py: Python<'_>) -> Functions {
        let copy = |m: &HashMap<String, Py<PyAny>>| m.iter().map(|(k, v)| (k.clone(), v.clone_ref(py))).collect();
        Functions { constraints: copy(&self.constraints), rewrites: copy(&self.rewrites) }
    }
}

/// `PDLModule`: the PDL patterns of a module and the Python functions
/// they call.
#[pyclass(name = "PDLModule", module = "mlir._mlir_libs._mlir.rewrite")]
pub struct PyPdlModule {
    ctx: CtxRef,
    patterns: Vec<Arc<PdlPattern>>,
    functions: Functions,
}

#[pymethods]
impl PyPdlModule {
    /// Compiles the `pdl.pattern` ops of `module` (a `Module` or an op).
    #[new]
    fn new(py: Python<'_>, module: &Bound<'_, PyAny>) -> PyResult<PyPdlModule> {
        let h = super::target_op(module)?;
        let op = h.check()?;
        let patterns = compile_patterns(&h.ctx.read(), op).map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
        Ok(PyPdlModule {
            ctx: h.ctx.clone_ref(py),
            patterns: patterns.into_iter().map(Arc::new).collect(),
            functions: Functions::default(),
        })
    }

    /// The frozen pattern set the drivers take; functions registered
    /// later do not reach it.
    fn freeze(&self, py: Python<'_>) -> PyFrozenRewritePatternSet {
        let functions = Arc::new(self.functions.clone_ref(py));
        let patterns = self
            .patterns
            .iter()
            .map(|p| Arc::new(PyPdlPattern { pattern: p.clone(), functions: functions.clone() }) as Arc<dyn PyPattern>)
            .collect();
        freeze_patterns(py, &self.ctx, patterns)
    }

    /// Registers `fn(rewriter, results, values)` as rewrite function `name`.
    #[pyo3(signature = (name, r#fn, /))]
    fn register_rewrite_function(&mut self, name: String, r#fn: Py<PyAny>) {
        self.functions.rewrites.insert(name, r#fn);
    }

    /// Registers `fn(rewriter, results, values)` as constraint `name`.
    #[pyo3(signature = (name, r#fn, /))]
    fn register_constraint_function(&mut self, name: String, r#fn: Py<PyAny>) {
        self.functions.constraints.insert(name, r#fn);
    }
}

/// `PDLResultList`: where a native function puts its results.
#[pyclass(name = "PDLResultList", module = "mlir._mlir_libs._mlir.rewrite", frozen)]
pub struct PyPdlResultList {
    ctx: CtxRef,
    values: parking_lot::Mutex<Vec<PdlValue>>,
}

#[pymethods]
impl PyPdlResultList {
    /// Appends a `Value`, `Operation`, `Type` or `Attribute`.
    #[pyo3(signature = (arg, /))]
    fn append(&self, arg: &Bound<'_, PyAny>) -> PyResult<()> {
        let (ctx, v) = if let Ok(v) = arg.cast::<PyValue>() {
            let v = v.get();
            (v.ctx(), PdlValue::Value(v.value()?))
        } else if let Ok(t) = type_base(arg) {
            (&t.ctx, PdlValue::Type(t.ty))
        } else if let Ok(a) = attr_base(arg) {
            (&a.ctx, PdlValue::Attr(a.attr))
        } else if let Ok(h) = handle_of(arg) {
            self.ctx.check_same(&h.ctx, "Operation")?;
            self.values.lock().push(PdlValue::Op(h.check()?));
            return Ok(());
        } else {
            return Err(PyTypeError::new_err("expected a Value, Operation, Type or Attribute"));
        };
        self.ctx.check_same(ctx, "PDL value")?;
        self.values.lock().push(v);
        Ok(())
    }
}

/// A compiled PDL pattern with the functions it may call.
struct PyPdlPattern {
    pattern: Arc<PdlPattern>,
    functions: Arc<Functions>,
}

impl RewritePattern for PyPdlPattern {
    fn root(&self) -> Option<&str> {
        self.pattern.root_name()
    }

    fn benefit(&self) -> u16 {
        self.pattern.benefit()
    }

    fn name(&self) -> &str {
        self.pattern.name()
    }

    fn is_external(&self) -> bool {
        true
    }

    fn match_and_rewrite(&self, _op: OpId, _rewriter: &mut mlir_ir::rewrite::PatternRewriter<'_>) -> bool {
        // Drivers hand external patterns to their caller instead.
        false
    }
}

impl PyPattern for PyPdlPattern {
    fn run(&self, py: Python<'_>, ctx: &CtxRef, op: OpId) -> PyResult<ExternalOutcome> {
        let mut natives = Natives {
            py,
            ctx,
            functions: &self.functions,
            root: OpHandle::new(py, ctx, op, None, false),
            error: None,
            outcome: ExternalOutcome::default(),
        };
        let mut out = ExternalOutcome::default();
        let applied = self.pattern.apply(&ContextHost::new(ctx)?, op, &mut natives, &mut out);
        out.touched.append(&mut natives.outcome.touched);
        out.erased.append(&mut natives.outcome.erased);
        match applied {
            Ok(applied) => {
                out.applied = applied;
                Ok(out)
            }
            Err(PdlError::Native) => {
                Err(natives.error.unwrap_or_else(|| PyRuntimeError::new_err("a native PDL function failed")))
            }
            Err(e) => Err(PyRuntimeError::new_err(e.to_string())),
        }
    }
}

/// The Python side of one pattern application's native calls.
struct Natives<'a, 'py> {
    py: Python<'py>,
    ctx: &'a CtxRef,
    functions: &'a Functions,
    /// The root op: what values are reached through and new ops go before.
    root: Arc<OpHandle>,
    /// The exception a function raised.
    error: Option<PyErr>,
    /// What functions changed through their rewriters.
    outcome: ExternalOutcome,
}

impl Natives<'_, '_> {
    /// `value` as the Python object upstream passes.
    fn to_py(&self, value: &PdlValue) -> PyResult<Py<PyAny>> {
        let (py, ctx) = (self.py, self.ctx);
        Ok(match value {
            PdlValue::Op(op) => operation_obj(py, OpHandle::new(py, ctx, *op, None, false))?.into_any(),
            PdlValue::Value(v) => PyValue::wrap(py, ctx, *v, self.root.clone())?,
            PdlValue::Attr(a) => attr_to_py(py, ctx, *a)?,
            PdlValue::Type(t) => type_to_py(py, ctx, *t)?,
            PdlValue::Values(vs) => {
                let items =
                    vs.iter().map(|v| PyValue::wrap(py, ctx, *v, self.root.clone())).collect::<PyResult<Vec<_>>>()?;
                PyList::new(py, items)?.into_any().unbind()
            }
            PdlValue::Types(ts) => {
                let items = ts.iter().map(|t| type_to_py(py, ctx, *t)).collect::<PyResult<Vec<_>>>()?;
                PyList::new(py, items)?.into_any().unbind()
            }
        })
    }

    /// Calls `f(rewriter, results, values)`: the results when it returned
    /// a falsy value, `None` when a truthy one.
    fn call(&mut self, f: &Py<PyAny>, args: &[PdlValue]) -> PyResult<Option<Vec<PdlValue>>> {
        let py = self.py;
        let values = args.iter().map(|a| self.to_py(a)).collect::<PyResult<Vec<_>>>()?;
        let rewriter = Py::new(py, PyPatternRewriter::new(self.ctx.clone_ref(py), self.root.clone()))?;
        let results =
            Py::new(py, PyPdlResultList { ctx: self.ctx.clone_ref(py), values: parking_lot::Mutex::new(Vec::new()) })?;
        let ret = f.call1(py, (rewriter.clone_ref(py), results.clone_ref(py), PyList::new(py, values)?));
        let mut notes = rewriter.get().take_notes();
        self.outcome.touched.append(&mut notes.touched);
        self.outcome.erased.append(&mut notes.erased);
        let ret = ret?;
        let failed = !ret.is_none(py) && ret.bind(py).is_truthy()?;
        Ok((!failed).then(|| std::mem::take(&mut *results.get().values.lock())))
    }

    /// Runs native function `name` of `table`, keeping a Python exception.
    fn run(&mut self, kind: &str, name: &str, args: &[PdlValue]) -> Result<Option<Vec<PdlValue>>, PdlError> {
        let table = if kind == "constraint" { &self.functions.constraints } else { &self.functions.rewrites };
        let Some(f) = table.get(name).map(|f| f.clone_ref(self.py)) else {
            return Err(PdlError::Invalid(format!("no native {kind} function named '{name}' is registered")));
        };
        self.call(&f, args).map_err(|e| {
            self.error = Some(e);
            PdlError::Native
        })
    }
}

impl PdlNatives for Natives<'_, '_> {
    fn constraint(&mut self, name: &str, args: &[PdlValue]) -> Result<Option<Vec<PdlValue>>, PdlError> {
        self.run("constraint", name, args)
    }

    fn rewrite(&mut self, name: &str, args: &[PdlValue], _root: OpId) -> Result<Option<Vec<PdlValue>>, PdlError> {
        self.run("rewrite", name, args)
    }
}
