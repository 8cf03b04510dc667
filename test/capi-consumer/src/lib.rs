//! `rmlir_capi_consumer`: a native extension built on its own, holding no
//! copy of the core. It binds to the `mlir` package's core through the C
//! API table, takes `mlir.ir` objects through their `_CAPIPtr` capsules,
//! walks and mutates the IR with upstream's `mlir-c` functions, and hands
//! objects back through `_CAPICreate` — what a downstream tool (or the
//! execution engine) does.

use mlir_capi_client::calls::*;
use mlir_capi_client::ffi::*;
use mlir_capi_client::python::{bind, read_capsule, to_python};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use std::ffi::{c_void, CString};

/// The package whose core this extension binds to.
const PACKAGE: &str = "mlir";

fn op_of(obj: &Bound<'_, PyAny>) -> PyResult<MlirOperation> {
    bind(obj.py(), PACKAGE)?;
    Ok(MlirOperation { ptr: read_capsule(obj, PACKAGE, "Operation")? as *mut c_void })
}

fn module_of(obj: &Bound<'_, PyAny>) -> PyResult<MlirModule> {
    bind(obj.py(), PACKAGE)?;
    Ok(MlirModule { ptr: read_capsule(obj, PACKAGE, "Module")? })
}

fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr().cast(), length: s.len() }
}

fn to_string(s: MlirStringRef) -> String {
    if s.data.is_null() {
        return String::new();
    }
    // SAFETY: the core hands out string references to `length` bytes it
    // keeps alive (identifier and name strings live with the context).
    let bytes = unsafe { std::slice::from_raw_parts(s.data.cast::<u8>(), s.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

extern "C" fn collect_name(op: MlirOperation, user_data: *mut c_void) -> MlirWalkResult {
    // SAFETY: `user_data` is the `Vec<String>` `op_names` passed, alive for
    // the walk.
    let names = unsafe { &mut *(user_data as *mut Vec<String>) };
    names.push(to_string(mlirIdentifierStr(mlirOperationGetName(op))));
    MLIR_WALK_RESULT_ADVANCE
}

/// The names of `op` and every op nested in it, in pre-order.
#[pyfunction]
fn op_names(op: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let h = op_of(op)?;
    if h.is_null() {
        return Err(PyValueError::new_err("the operation is null"));
    }
    let mut names: Vec<String> = Vec::new();
    mlirOperationWalk(h, Some(collect_name), &mut names as *mut Vec<String> as *mut c_void, MLIR_WALK_PRE_ORDER);
    Ok(names)
}

extern "C" fn tag(op: MlirOperation, user_data: *mut c_void) -> MlirWalkResult {
    // SAFETY: `user_data` is the name `tag_ops` passed, alive for the walk.
    let name = unsafe { &*(user_data as *const String) };
    let unit = mlirUnitAttrGet(mlirOperationGetContext(op));
    mlirOperationSetAttributeByName(op, string_ref(name), unit);
    MLIR_WALK_RESULT_ADVANCE
}

/// Sets the unit attribute `name` on every op nested in `op` (post-order).
#[pyfunction]
fn tag_ops(op: &Bound<'_, PyAny>, name: String) -> PyResult<()> {
    let h = op_of(op)?;
    mlirOperationWalk(h, Some(tag), &name as *const String as *mut c_void, MLIR_WALK_POST_ORDER);
    Ok(())
}

/// Builds `arith.constant <value> : i<width>` with the C API, appends it
/// to the module's body and returns it as an `mlir.ir.Operation`.
#[pyfunction]
fn append_constant(module: &Bound<'_, PyAny>, value: i64, width: u32) -> PyResult<Py<PyAny>> {
    let py = module.py();
    let m = module_of(module)?;
    let body = mlirModuleGetBody(m);
    let ctx = mlirOperationGetContext(mlirModuleGetOperation(m));
    let ty = mlirIntegerTypeGet(ctx, width);
    let attr = mlirIntegerAttrGet(ty, value);
    let mut state = mlirOperationStateGet(string_ref("arith.constant"), mlirLocationUnknownGet(ctx));
    let named = mlirNamedAttributeGet(mlirIdentifierGet(ctx, string_ref("value")), attr);
    mlirOperationStateAddAttributes(&mut state, 1, &named);
    mlirOperationStateAddResults(&mut state, 1, &ty);
    let op = mlirOperationCreate(&mut state);
    if op.is_null() {
        return Err(PyValueError::new_err("the core refused to create arith.constant"));
    }
    mlirBlockAppendOwnedOperation(body, op);
    to_python(py, PACKAGE, "Operation", op.ptr)
}

/// The context of `op`, as the `mlir.ir.Context` object that owns it.
#[pyfunction]
fn context_of(op: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let h = op_of(op)?;
    to_python(op.py(), PACKAGE, "Context", mlirOperationGetContext(h).ptr)
}

/// A module parsed by the core from `text` in `context`, handed to Python.
#[pyfunction]
fn parse_module(context: &Bound<'_, PyAny>, text: &str) -> PyResult<Py<PyAny>> {
    bind(context.py(), PACKAGE)?;
    let ctx = MlirContext { ptr: read_capsule(context, PACKAGE, "Context")? as *mut c_void };
    let src = CString::new(text).map_err(|_| PyValueError::new_err("text holds a NUL byte"))?;
    let m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src.as_ptr()));
    if m.ptr.is_null() {
        return Err(PyValueError::new_err("the core could not parse the module"));
    }
    to_python(context.py(), PACKAGE, "Module", m.ptr)
}

/// The C API table's ABI version and function count, as bound.
#[pyfunction]
fn table_info(py: Python<'_>) -> PyResult<(u32, u32)> {
    let t = bind(py, PACKAGE)?;
    Ok((t.header.abi_version, t.header.function_count))
}

#[pymodule]
fn rmlir_capi_consumer(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(op_names, m)?)?;
    m.add_function(wrap_pyfunction!(tag_ops, m)?)?;
    m.add_function(wrap_pyfunction!(append_constant, m)?)?;
    m.add_function(wrap_pyfunction!(context_of, m)?)?;
    m.add_function(wrap_pyfunction!(parse_module, m)?)?;
    m.add_function(wrap_pyfunction!(table_info, m)?)?;
    Ok(())
}
