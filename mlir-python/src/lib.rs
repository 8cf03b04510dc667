//! rmlir's Python bindings: the native aggregate `mlir._mlir_libs._mlir`.
//!
//! The module is laid out as upstream's: a top-level `_mlir` with the
//! submodule `ir` (one Rust file per concept under [`ir`]), plus the
//! module-level hooks `register_type_caster`, `register_value_caster` and
//! `globals`. The submodule is also entered in `sys.modules` under
//! `<package>._mlir_libs._mlir.ir`, so `from ._mlir_libs._mlir.ir import *`
//! works from any package prefix the tree is relocated under.

use pyo3::prelude::*;

/// See the `mimalloc` feature in Cargo.toml.
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod closure;
#[cfg(feature = "llvm")]
mod dialect_llvm;
pub mod globals;
pub mod ir;
pub mod passmanager;
pub mod rewrite;
mod subclass_init;

/// The extension module.
#[pymodule(gil_used = false)]
fn _mlir(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    ir::capsule::set_package_from_module(&m.name()?.to_string());
    let ir_mod = PyModule::new(py, "ir")?;
    ir::register(&ir_mod)?;
    m.add_submodule(&ir_mod)?;
    let full = format!("{}.ir", m.name()?);
    ir_mod.setattr("__name__", &full)?;
    py.import("sys")?.getattr("modules")?.set_item(&full, &ir_mod)?;
    for (name, register) in [
        ("passmanager", passmanager::register as fn(&Bound<'_, PyModule>) -> PyResult<()>),
        ("rewrite", rewrite::register),
    ] {
        let sub = PyModule::new(py, name)?;
        register(&sub)?;
        m.add_submodule(&sub)?;
        let full = format!("{}.{name}", m.name()?);
        sub.setattr("__name__", &full)?;
        py.import("sys")?.getattr("modules")?.set_item(&full, &sub)?;
    }
    // Upstream's dialect extension modules, `<pkg>._mlir_libs._mlirDialectsX`:
    // the native pieces of those dialects' Python packages.
    let libs = m.name()?.extract::<String>()?;
    let libs = libs.strip_suffix("._mlir").unwrap_or(&libs).to_string();
    /// Fills a dialect extension module.
    type Register = fn(&Bound<'_, PyModule>) -> PyResult<()>;
    let extensions: &[(&str, Register)] = &[
        ("_mlirDialectsIRDL", ir::dynamic_op::register_irdl),
        // Only in an aggregate that links the llvm dialect.
        #[cfg(feature = "llvm")]
        ("_mlirDialectsLLVM", dialect_llvm::register),
    ];
    for &(name, register) in extensions {
        let sub = PyModule::new(py, name)?;
        register(&sub)?;
        let full = format!("{libs}.{name}");
        sub.setattr("__name__", &full)?;
        py.import("sys")?.getattr("modules")?.set_item(&full, &sub)?;
        m.add(name, sub)?;
    }
    ir::register_toplevel(m)?;
    relocate_class_modules(m)?;
    globals::register(m)?;
    // The C API door: other native extensions bind to this core's table
    // (`mlir_capi_client::install`) instead of linking a core of their own.
    m.add("_capi_table", ir::capi::table_capsule(py)?)?;
    Ok(())
}

/// Under a relocated package (`mydsl2._mlir_libs._mlir`), renames the
/// classes' `__module__` from the default package's, so that reprs, error
/// messages and pickling name the package the objects belong to.
fn relocate_class_modules(m: &Bound<'_, PyModule>) -> PyResult<()> {
    const DEFAULT: &str = "mlir._mlir_libs._mlir";
    let name = m.name()?.to_string();
    if name == DEFAULT {
        return Ok(());
    }
    let py = m.py();
    let modules = py.import("sys")?.getattr("modules")?;
    for sub in ["", ".ir", ".passmanager", ".rewrite"] {
        let Ok(module) = modules.get_item(format!("{name}{sub}")) else { continue };
        for item in module.dir()? {
            let Ok(attr) = module.getattr(item.cast::<pyo3::types::PyString>()?) else { continue };
            let Ok(cls) = attr.cast::<pyo3::types::PyType>() else { continue };
            let Ok(old) = cls.getattr("__module__").and_then(|o| o.extract::<String>()) else { continue };
            if let Some(rest) = old.strip_prefix(DEFAULT) {
                cls.setattr("__module__", format!("{name}{rest}"))?;
            }
        }
    }
    Ok(())
}
