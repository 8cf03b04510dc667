//! Plain CPython entry points for the accessors an IR walk calls per op.
//!
//! pyo3 reaches every getter and slot through a trampoline: it counts the
//! thread's attachment in a thread-local on entry and exit, drains its
//! deferred reference pool, checks the receiver's type (which CPython has
//! already checked for a getset descriptor, and which a slot found through
//! the receiver's own type cannot fail) and catches panics. A walk reading
//! each op's name, operands, results, result types and attributes makes
//! about a dozen such calls per op; going around the trampoline for them
//! took the walk benchmark from 391.0M to 368.8M instructions on 20,000 ops
//! (callgrind), about 90 instructions per call.
//!
//! [`install`] puts a plain `extern "C"` function in front of each of those
//! few accessors. Each calls the very method the `#[pymethods]` block
//! defines, so there is one definition of what the accessor does; the
//! `#[pymethods]` one stays reachable as before for `__len__()`-style
//! explicit calls and for introspection (its doc string is kept), and a
//! comment at each such method points here.
//!
//! # Safety argument
//!
//! 1. CPython calls a getset getter, `mp_subscript`, `mp_length`,
//!    `sq_length` and `tp_iter` only from a thread attached to the
//!    interpreter, so [`Python::assume_attached`] is sound; and only with a
//!    receiver that is an instance of the class (or a subclass) the
//!    descriptor or slot belongs to: `getset_get` checks the instance
//!    against the descriptor's class first, and a slot is found through the
//!    receiver's own type. Every class here is `frozen`, so a shared
//!    reference to its Rust value needs no borrow flag: the unchecked cast
//!    in [`receiver`] is sound.
//! 2. Each body runs under `catch_unwind`: a panic becomes a Python
//!    `PanicException`, it never unwinds into the interpreter.
//! 3. Outside a pyo3 trampoline, dropping a `Py` defers its decrement to
//!    pyo3's pool, which the next pyo3 call drains: later, never unsound.
//!    The success paths here drop no `Py` (results leave as new references,
//!    errors are restored into the interpreter).
//! 4. Each getter definition is leaked, so it outlives the descriptor that
//!    points to it; it copies the name, doc, setter and closure pointers of
//!    pyo3's definition, which live as long as the class.

use std::ffi::{c_void, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr;

use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::ffi;
use pyo3::panic::PanicException;
use pyo3::prelude::*;
use pyo3::{Borrowed, BoundObject, PyClass, PyTypeInfo};

use super::attributes::PyNamedAttribute;
use super::op_containers::{PyOpAttributeMap, PyOpOperandList, PyOpResultList};
use super::operation::PyOperationBase;
use super::value::PyValue;

/// Puts the plain entry points in front of pyo3's, once the classes exist.
pub fn install(py: Python<'_>) -> PyResult<()> {
    getter::<PyOperationBase>(py, c"name", op_name)?;
    getter::<PyOperationBase>(py, c"operands", op_operands)?;
    getter::<PyOperationBase>(py, c"results", op_results)?;
    getter::<PyOperationBase>(py, c"attributes", op_attributes)?;
    getter::<PyValue>(py, c"type", value_type)?;
    getter::<PyNamedAttribute>(py, c"attr", named_attr)?;
    // SAFETY: each function is the slot of the class it is installed on.
    unsafe {
        let map = PyOpAttributeMap::type_object_raw(py);
        set_subscript(map, attr_map_getitem)?;
        set_length(map, attr_map_len)?;
        let operands = PyOpOperandList::type_object_raw(py);
        set_iter(operands, operand_list_iter)?;
        set_length(operands, operand_list_len)?;
        let results = PyOpResultList::type_object_raw(py);
        set_iter(results, result_list_iter)?;
        set_length(results, result_list_len)?;
    }
    Ok(())
}

/// Runs an entry point's body: an error is raised, a panic becomes a
/// `PanicException`; either way the entry point returns `failed`.
///
/// # Safety
/// The calling thread must be attached to the interpreter.
unsafe fn guarded<R>(failed: R, body: impl FnOnce(Python<'_>) -> PyResult<R>) -> R {
    // SAFETY: the caller's contract (point 1 of the module's argument).
    let py = unsafe { Python::assume_attached() };
    match catch_unwind(AssertUnwindSafe(|| body(py))) {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => {
            e.restore(py);
            failed
        }
        Err(payload) => {
            let msg = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "panic in rmlir".to_string());
            PanicException::new_err(msg).restore(py);
            failed
        }
    }
}

/// `slf` as the frozen class `T`.
///
/// # Safety
/// `slf` must be a live instance of `T` or of a subclass.
unsafe fn receiver<'a, 'py, T: PyClass>(py: Python<'py>, slf: *mut ffi::PyObject) -> Borrowed<'a, 'py, T> {
    // SAFETY: the caller's contract.
    unsafe { Borrowed::from_ptr(py, slf).cast_unchecked::<T>() }
}

/// A new reference to `r`'s Python object.
fn new_ref<'py, R: IntoPyObject<'py>>(py: Python<'py>, r: R) -> PyResult<*mut ffi::PyObject> {
    Ok(r.into_pyobject(py).map_err(Into::into)?.into_any().into_bound().into_ptr())
}

/// The body of an entry point of `T` returning the object `f` computes
/// (the getters and the `tp_iter` slots).
///
/// # Safety
/// As [`guarded`] and [`receiver`].
unsafe fn get<T, R>(slf: *mut ffi::PyObject, f: impl FnOnce(Python<'_>, &T) -> PyResult<R>) -> *mut ffi::PyObject
where
    T: PyClass<Frozen = pyo3::pyclass::boolean_struct::True> + Sync,
    R: for<'py> IntoPyObject<'py>,
{
    // SAFETY: the caller's contract.
    unsafe {
        guarded(ptr::null_mut(), |py| {
            let this = receiver::<T>(py, slf);
            new_ref(py, f(py, this.get())?)
        })
    }
}

/// The body of a length slot of `T` computing `f`.
///
/// # Safety
/// As [`guarded`] and [`receiver`].
unsafe fn len<T>(slf: *mut ffi::PyObject, f: impl FnOnce(&T) -> PyResult<usize>) -> ffi::Py_ssize_t
where
    T: PyClass<Frozen = pyo3::pyclass::boolean_struct::True> + Sync,
{
    // SAFETY: the caller's contract.
    unsafe {
        guarded(-1, |py| {
            let n = f(receiver::<T>(py, slf).get())?;
            ffi::Py_ssize_t::try_from(n).map_err(|_| pyo3::exceptions::PyOverflowError::new_err("length too large"))
        })
    }
}

unsafe extern "C" fn op_name(slf: *mut ffi::PyObject, _: *mut c_void) -> *mut ffi::PyObject {
    // SAFETY: a getter of `_OperationBase` (point 1).
    unsafe { get::<PyOperationBase, _>(slf, |py, op| op.name(py)) }
}

unsafe extern "C" fn op_operands(slf: *mut ffi::PyObject, _: *mut c_void) -> *mut ffi::PyObject {
    // SAFETY: a getter of `_OperationBase` (point 1).
    unsafe { get::<PyOperationBase, _>(slf, |_, op| op.operands()) }
}

unsafe extern "C" fn op_results(slf: *mut ffi::PyObject, _: *mut c_void) -> *mut ffi::PyObject {
    // SAFETY: a getter of `_OperationBase` (point 1).
    unsafe { get::<PyOperationBase, _>(slf, |_, op| op.results()) }
}

unsafe extern "C" fn op_attributes(slf: *mut ffi::PyObject, _: *mut c_void) -> *mut ffi::PyObject {
    // SAFETY: a getter of `_OperationBase` (point 1).
    unsafe { get::<PyOperationBase, _>(slf, |_, op| op.attributes()) }
}

unsafe extern "C" fn value_type(slf: *mut ffi::PyObject, _: *mut c_void) -> *mut ffi::PyObject {
    // SAFETY: a getter of `Value` (point 1).
    unsafe { get::<PyValue, _>(slf, |py, v| v.r#type(py)) }
}

unsafe extern "C" fn named_attr(slf: *mut ffi::PyObject, _: *mut c_void) -> *mut ffi::PyObject {
    // SAFETY: a getter of `NamedAttribute` (point 1).
    unsafe { get::<PyNamedAttribute, _>(slf, |py, a| a.attr(py)) }
}

unsafe extern "C" fn attr_map_getitem(slf: *mut ffi::PyObject, key: *mut ffi::PyObject) -> *mut ffi::PyObject {
    // SAFETY: the `mp_subscript` of `OpAttributeMap` (point 1); `key` is a
    // live object the interpreter lends for the call.
    unsafe {
        guarded(ptr::null_mut(), |py| {
            let key = Borrowed::from_ptr(py, key);
            new_ref(py, receiver::<PyOpAttributeMap>(py, slf).get().__getitem__(py, &key)?)
        })
    }
}

unsafe extern "C" fn attr_map_len(slf: *mut ffi::PyObject) -> ffi::Py_ssize_t {
    // SAFETY: a length slot of `OpAttributeMap` (point 1).
    unsafe { len::<PyOpAttributeMap>(slf, |m| m.__len__()) }
}

unsafe extern "C" fn operand_list_iter(slf: *mut ffi::PyObject) -> *mut ffi::PyObject {
    // SAFETY: the `tp_iter` of `OpOperandList` (point 1).
    unsafe { get::<PyOpOperandList, _>(slf, |py, l| l.__iter__(py)) }
}

unsafe extern "C" fn operand_list_len(slf: *mut ffi::PyObject) -> ffi::Py_ssize_t {
    // SAFETY: a length slot of `OpOperandList` (point 1).
    unsafe { len::<PyOpOperandList>(slf, |l| l.__len__()) }
}

unsafe extern "C" fn result_list_iter(slf: *mut ffi::PyObject) -> *mut ffi::PyObject {
    // SAFETY: the `tp_iter` of `OpResultList` (point 1).
    unsafe { get::<PyOpResultList, _>(slf, |py, l| l.__iter__(py)) }
}

unsafe extern "C" fn result_list_len(slf: *mut ffi::PyObject) -> ffi::Py_ssize_t {
    // SAFETY: a length slot of `OpResultList` (point 1).
    unsafe { len::<PyOpResultList>(slf, |l| l.__len__()) }
}

/// Replaces the getter of the property `name` of `T` by `get`, keeping
/// pyo3's name, doc, setter and closure.
fn getter<T: PyTypeInfo>(py: Python<'_>, name: &CStr, get: ffi::getter) -> PyResult<()> {
    let tp = T::type_object_raw(py);
    let missing = || PyRuntimeError::new_err(format!("no getset property {name:?} to install over"));
    // SAFETY: `tp` is a live heap type (pyo3 made it; heap types keep
    // `tp_dict`). The descriptor read is borrowed from that dictionary and
    // checked to be a getset descriptor before its definition is read; the
    // new definition is leaked (point 4). The new descriptor's reference is
    // handed to the dictionary and released.
    unsafe {
        let dict = (*tp).tp_dict;
        if dict.is_null() {
            return Err(missing());
        }
        let old = ffi::PyDict_GetItemString(dict, name.as_ptr());
        if old.is_null() || ffi::Py_TYPE(old) != ptr::addr_of_mut!(ffi::PyGetSetDescr_Type) {
            return Err(missing());
        }
        let old_def = &*(*(old as *mut ffi::PyGetSetDescrObject)).d_getset;
        let def = Box::leak(Box::new(ffi::PyGetSetDef {
            name: old_def.name,
            get: Some(get),
            set: old_def.set,
            doc: old_def.doc,
            closure: old_def.closure,
        }));
        let descr = ffi::PyDescr_NewGetSet(tp, def);
        if descr.is_null() {
            return Err(PyErr::fetch(py));
        }
        let rc = ffi::PyDict_SetItemString(dict, name.as_ptr(), descr);
        ffi::Py_DECREF(descr);
        if rc != 0 {
            return Err(PyErr::fetch(py));
        }
        ffi::PyType_Modified(tp);
    }
    Ok(())
}

/// Replaces the `mp_subscript` slot of `tp`.
///
/// # Safety
/// `tp` must be a live heap type and `f` a subscript function for its
/// instances.
unsafe fn set_subscript(tp: *mut ffi::PyTypeObject, f: ffi::binaryfunc) -> PyResult<()> {
    // SAFETY: the caller's contract; a heap type's mapping methods are its
    // own, writable.
    unsafe {
        let m = (*tp).tp_as_mapping;
        if m.is_null() || (*m).mp_subscript.is_none() {
            return Err(PyTypeError::new_err("no __getitem__ to install over"));
        }
        (*m).mp_subscript = Some(f);
    }
    Ok(())
}

/// Replaces the length slots (mapping and sequence, whichever is set) of `tp`.
///
/// # Safety
/// As [`set_subscript`], `f` a length function for its instances.
unsafe fn set_length(tp: *mut ffi::PyTypeObject, f: ffi::lenfunc) -> PyResult<()> {
    let mut set = false;
    // SAFETY: the caller's contract; a heap type's method tables are its
    // own, writable.
    unsafe {
        let m = (*tp).tp_as_mapping;
        if !m.is_null() && (*m).mp_length.is_some() {
            (*m).mp_length = Some(f);
            set = true;
        }
        let s = (*tp).tp_as_sequence;
        if !s.is_null() && (*s).sq_length.is_some() {
            (*s).sq_length = Some(f);
            set = true;
        }
    }
    if set {
        Ok(())
    } else {
        Err(PyTypeError::new_err("no __len__ to install over"))
    }
}

/// Replaces the `tp_iter` slot of `tp`.
///
/// # Safety
/// As [`set_subscript`], `f` an iterator function for its instances.
unsafe fn set_iter(tp: *mut ffi::PyTypeObject, f: ffi::getiterfunc) -> PyResult<()> {
    // SAFETY: the caller's contract.
    unsafe {
        if (*tp).tp_iter.is_none() {
            return Err(PyTypeError::new_err("no __iter__ to install over"));
        }
        (*tp).tp_iter = Some(f);
    }
    Ok(())
}
