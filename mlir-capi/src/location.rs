//! Locations (`mlir-c/IR.h`).

use crate::ffi::*;
use crate::handles::{self, guard};
use crate::strings;
use std::ffi::c_void;

/// The location as an attribute.
#[no_mangle]
pub extern "C" fn mlirLocationGetAttribute(location: MlirLocation) -> MlirAttribute {
    guard(|| handles::loc(location).map(|(cx, l)| cx.attr(l.attr())).unwrap_or_default())
}

/// The attribute as a location (null if it is not one).
#[no_mangle]
pub extern "C" fn mlirLocationFromAttribute(attribute: MlirAttribute) -> MlirLocation {
    guard(|| {
        let Some((cx, a)) = handles::attr(attribute) else {
            return MlirLocation::null();
        };
        cx.opt(cx.ctx().as_location(a), |cx, l| cx.loc(l))
    })
}

/// `"filename":line:col`.
#[no_mangle]
pub extern "C" fn mlirLocationFileLineColGet(
    context: MlirContext,
    filename: MlirStringRef,
    line: u32,
    col: u32,
) -> MlirLocation {
    guard(|| {
        let Some(cx) = handles::context(context) else {
            return MlirLocation::null();
        };
        cx.loc(cx.ctx().file_loc(&strings::text(filename), line, col))
    })
}

/// `callsite(callee at caller)`.
#[no_mangle]
pub extern "C" fn mlirLocationCallSiteGet(callee: MlirLocation, caller: MlirLocation) -> MlirLocation {
    guard(|| {
        let Some((cx, callee)) = handles::loc(callee) else {
            return MlirLocation::null();
        };
        let Some(caller) = cx.own(handles::loc(caller)) else {
            return MlirLocation::null();
        };
        cx.loc(cx.ctx().callsite_loc(callee, caller))
    })
}

/// `fused<metadata>[locations]`, simplified as upstream does; `metadata`
/// may be null.
#[no_mangle]
pub extern "C" fn mlirLocationFusedGet(
    context: MlirContext,
    n_locations: isize,
    locations: *const MlirLocation,
    metadata: MlirAttribute,
) -> MlirLocation {
    guard(|| {
        let Some(cx) = handles::context(context) else {
            return MlirLocation::null();
        };
        let mut locs = Vec::new();
        for &l in strings::slice(n_locations, locations) {
            match cx.own(handles::loc(l)) {
                Some(l) => locs.push(l),
                None => return MlirLocation::null(),
            }
        }
        let metadata = cx.own(handles::attr(metadata));
        cx.loc(cx.ctx().fused_loc(&locs, metadata))
    })
}

/// `"name"(child)`; a null child means `unknown`.
#[no_mangle]
pub extern "C" fn mlirLocationNameGet(context: MlirContext, name: MlirStringRef, child: MlirLocation) -> MlirLocation {
    guard(|| {
        let Some(cx) = handles::context(context) else {
            return MlirLocation::null();
        };
        let child = cx.own(handles::loc(child));
        cx.loc(cx.ctx().name_loc(&strings::text(name), child))
    })
}

/// `unknown`.
#[no_mangle]
pub extern "C" fn mlirLocationUnknownGet(context: MlirContext) -> MlirLocation {
    guard(|| handles::context(context).map(|cx| cx.loc(cx.ctx().unknown_loc())).unwrap_or_default())
}

/// The context owning the location.
#[no_mangle]
pub extern "C" fn mlirLocationGetContext(location: MlirLocation) -> MlirContext {
    guard(|| handles::loc(location).map(|(cx, _)| cx.handle()).unwrap_or_default())
}

/// Whether two locations are equal.
#[no_mangle]
pub extern "C" fn mlirLocationEqual(a: MlirLocation, b: MlirLocation) -> bool {
    a.ptr == b.ptr
}

/// Prints `loc(...)` through `callback`.
#[no_mangle]
pub extern "C" fn mlirLocationPrint(location: MlirLocation, callback: MlirStringCallback, user_data: *mut c_void) {
    guard(|| {
        if let Some((cx, l)) = handles::loc(location) {
            strings::send(callback, user_data, &mlir_ir::printer::location_to_string(cx.ctx(), l));
        }
    })
}
