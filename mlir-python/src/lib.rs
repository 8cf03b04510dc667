//! rmlir's Python bindings: the native aggregate `mlir._mlir_libs._mlir`.
//!
//! The module is laid out as upstream's: a top-level `_mlir` with the
//! submodule `ir` (one Rust file per concept under [`ir`]), plus the
//! module-level hooks `register_type_caster`, `register_value_caster` and
//! `globals`. The submodule is also entered in `sys.modules` under
//! `<package>._mlir_libs._mlir.ir`, so `from ._mlir_libs._mlir.ir import *`
//! works from any package prefix the tree is relocated under.

use pyo3::prelude::*;

pub mod globals;
pub mod ir;
pub mod passmanager;

/// The extension module.
#[pymodule(gil_used = false)]
fn _mlir(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let ir_mod = PyModule::new(py, "ir")?;
    ir::register(&ir_mod)?;
    m.add_submodule(&ir_mod)?;
    let full = format!("{}.ir", m.name()?);
    ir_mod.setattr("__name__", &full)?;
    py.import("sys")?.getattr("modules")?.set_item(&full, &ir_mod)?;
    let pm_mod = PyModule::new(py, "passmanager")?;
    passmanager::register(&pm_mod)?;
    m.add_submodule(&pm_mod)?;
    let full = format!("{}.passmanager", m.name()?);
    pm_mod.setattr("__name__", &full)?;
    py.import("sys")?.getattr("modules")?.set_item(&full, &pm_mod)?;
    ir::register_toplevel(m)?;
    globals::register(m)?;
    Ok(())
}
