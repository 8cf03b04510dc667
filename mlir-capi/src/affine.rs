//! Affine expressions, maps and integer sets (`mlir-c/AffineExpr.h`,
//! `mlir-c/AffineMap.h`, `mlir-c/IntegerSet.h`): read-only inspection of
//! what the core made or Python handed over.

use crate::ffi::*;
use crate::handles::{self, guard};
use crate::strings;
use std::ffi::c_void;

/// The context owning the expression.
#[no_mangle]
pub extern "C" fn mlirAffineExprGetContext(expr: MlirAffineExpr) -> MlirContext {
    guard(|| handles::affine_expr(expr).map(|(cx, _)| cx.handle()).unwrap_or_default())
}

/// Whether two expressions are equal (one record per expression and
/// context).
#[no_mangle]
pub extern "C" fn mlirAffineExprEqual(a: MlirAffineExpr, b: MlirAffineExpr) -> bool {
    a.ptr == b.ptr
}

/// Prints the expression through `callback`.
#[no_mangle]
pub extern "C" fn mlirAffineExprPrint(expr: MlirAffineExpr, callback: MlirStringCallback, user_data: *mut c_void) {
    guard(|| {
        if let Some((_, e)) = handles::affine_expr(expr) {
            strings::send(callback, user_data, &e.to_string());
        }
    })
}

/// Prints the expression to stderr.
#[no_mangle]
pub extern "C" fn mlirAffineExprDump(expr: MlirAffineExpr) {
    guard(|| {
        if let Some((_, e)) = handles::affine_expr(expr) {
            eprintln!("{e}");
        }
    })
}

/// The context owning the map.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetContext(map: MlirAffineMap) -> MlirContext {
    guard(|| handles::affine_map(map).map(|(cx, _)| cx.handle()).unwrap_or_default())
}

/// Whether two maps are equal (one record per map and context).
#[no_mangle]
pub extern "C" fn mlirAffineMapEqual(a: MlirAffineMap, b: MlirAffineMap) -> bool {
    a.ptr == b.ptr
}

/// Prints the map through `callback`.
#[no_mangle]
pub extern "C" fn mlirAffineMapPrint(map: MlirAffineMap, callback: MlirStringCallback, user_data: *mut c_void) {
    guard(|| {
        if let Some((_, m)) = handles::affine_map(map) {
            strings::send(callback, user_data, &m.to_string());
        }
    })
}

/// Prints the map to stderr.
#[no_mangle]
pub extern "C" fn mlirAffineMapDump(map: MlirAffineMap) {
    guard(|| {
        if let Some((_, m)) = handles::affine_map(map) {
            eprintln!("{m}");
        }
    })
}

/// Number of dimension inputs.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetNumDims(map: MlirAffineMap) -> isize {
    guard(|| handles::affine_map(map).map(|(_, m)| m.num_dims() as isize).unwrap_or_default())
}

/// Number of symbol inputs.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetNumSymbols(map: MlirAffineMap) -> isize {
    guard(|| handles::affine_map(map).map(|(_, m)| m.num_symbols() as isize).unwrap_or_default())
}

/// Number of results.
#[no_mangle]
pub extern "C" fn mlirAffineMapGetNumResults(map: MlirAffineMap) -> isize {
    guard(|| handles::affine_map(map).map(|(_, m)| m.num_results() as isize).unwrap_or_default())
}

/// The context owning the set.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetContext(set: MlirIntegerSet) -> MlirContext {
    guard(|| handles::integer_set(set).map(|(cx, _)| cx.handle()).unwrap_or_default())
}

/// Whether two sets are equal.
#[no_mangle]
pub extern "C" fn mlirIntegerSetEqual(a: MlirIntegerSet, b: MlirIntegerSet) -> bool {
    a.ptr == b.ptr
}

/// Prints the set through `callback`.
#[no_mangle]
pub extern "C" fn mlirIntegerSetPrint(set: MlirIntegerSet, callback: MlirStringCallback, user_data: *mut c_void) {
    guard(|| {
        if let Some((_, s)) = handles::integer_set(set) {
            strings::send(callback, user_data, &s.to_string());
        }
    })
}

/// Number of dimension inputs.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetNumDims(set: MlirIntegerSet) -> isize {
    guard(|| handles::integer_set(set).map(|(_, s)| s.num_dims() as isize).unwrap_or_default())
}

/// Number of symbol inputs.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetNumSymbols(set: MlirIntegerSet) -> isize {
    guard(|| handles::integer_set(set).map(|(_, s)| s.num_symbols() as isize).unwrap_or_default())
}

/// Number of constraints.
#[no_mangle]
pub extern "C" fn mlirIntegerSetGetNumConstraints(set: MlirIntegerSet) -> isize {
    guard(|| handles::integer_set(set).map(|(_, s)| s.num_constraints() as isize).unwrap_or_default())
}
