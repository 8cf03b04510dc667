//! Contexts, dialects and identifiers (`mlir-c/IR.h`).

use crate::ffi::*;
use crate::handles::{self, guard};
use crate::strings;
use mlir_ir::owned::OwnedContext;

/// Creates a context (builtin dialect loaded) and transfers its ownership
/// to the caller, who releases it with `mlirContextDestroy`.
#[no_mangle]
pub extern "C" fn mlirContextCreate() -> MlirContext {
    guard(|| handles::context_into_raw(OwnedContext::new()))
}

/// Creates a context with multithreading enabled or not; transfers
/// ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirContextCreateWithThreading(threading_enabled: bool) -> MlirContext {
    guard(|| {
        let oc = OwnedContext::new();
        oc.ctx().enable_multithreading(threading_enabled);
        handles::context_into_raw(oc)
    })
}

/// Whether two handles name the same context.
#[no_mangle]
pub extern "C" fn mlirContextEqual(a: MlirContext, b: MlirContext) -> bool {
    a.ptr == b.ptr
}

/// Takes a context owned by the caller and destroys it (with all IR and
/// every handle into it).
#[no_mangle]
pub extern "C" fn mlirContextDestroy(context: MlirContext) {
    guard(|| handles::context_release(context))
}

/// Sets whether operations of unregistered dialects are allowed.
#[no_mangle]
pub extern "C" fn mlirContextSetAllowUnregisteredDialects(context: MlirContext, allow: bool) {
    guard(|| {
        if let Some(cx) = handles::context(context) {
            cx.ctx().set_allow_unregistered_dialects(allow)
        }
    })
}

/// Whether operations of unregistered dialects are allowed.
#[no_mangle]
pub extern "C" fn mlirContextGetAllowUnregisteredDialects(context: MlirContext) -> bool {
    guard(|| handles::context(context).is_some_and(|cx| cx.ctx().allow_unregistered_dialects()))
}

/// Number of dialects available to the context (rmlir registers a dialect
/// by loading it, so this equals the number of loaded dialects).
#[no_mangle]
pub extern "C" fn mlirContextGetNumRegisteredDialects(context: MlirContext) -> isize {
    mlirContextGetNumLoadedDialects(context)
}

/// Number of dialects loaded in the context.
#[no_mangle]
pub extern "C" fn mlirContextGetNumLoadedDialects(context: MlirContext) -> isize {
    guard(|| handles::context(context).map_or(0, |cx| cx.ctx().loaded_dialects().len() as isize))
}

/// The loaded dialect `name`, or null (rmlir has no separately
/// registered-but-unloaded dialects).
#[no_mangle]
pub extern "C" fn mlirContextGetOrLoadDialect(context: MlirContext, name: MlirStringRef) -> MlirDialect {
    guard(|| {
        let Some(cx) = handles::context(context) else {
            return MlirDialect::null();
        };
        let name = strings::text(name);
        match cx.ctx().dialect(&name) {
            Some(_) => cx.dialect(cx.ctx().ident(&name)),
            None => MlirDialect::null(),
        }
    })
}

/// Enables or disables multithreading.
#[no_mangle]
pub extern "C" fn mlirContextEnableMultithreading(context: MlirContext, enable: bool) {
    guard(|| {
        if let Some(cx) = handles::context(context) {
            cx.ctx().enable_multithreading(enable)
        }
    })
}

/// Loads every dialect available to the context (its registry's).
#[no_mangle]
pub extern "C" fn mlirContextLoadAllAvailableDialects(context: MlirContext) {
    guard(|| {
        if let Some(cx) = handles::context(context) {
            cx.ctx().load_all_available_dialects();
        }
    })
}

/// Whether `name` (`dialect.op`) is a registered operation.
#[no_mangle]
pub extern "C" fn mlirContextIsRegisteredOperation(context: MlirContext, name: MlirStringRef) -> bool {
    guard(|| {
        let Some(cx) = handles::context(context) else {
            return false;
        };
        let name = cx.ctx().op_name(&strings::text(name));
        cx.ctx().op_def(name).is_some()
    })
}

/// The context owning the dialect.
#[no_mangle]
pub extern "C" fn mlirDialectGetContext(dialect: MlirDialect) -> MlirContext {
    guard(|| handles::dialect(dialect).map(|(cx, _)| cx.handle()).unwrap_or_default())
}

/// Whether two handles name the same dialect.
#[no_mangle]
pub extern "C" fn mlirDialectEqual(a: MlirDialect, b: MlirDialect) -> bool {
    a.ptr == b.ptr
}

/// The dialect's namespace.
#[no_mangle]
pub extern "C" fn mlirDialectGetNamespace(dialect: MlirDialect) -> MlirStringRef {
    guard(|| {
        handles::dialect(dialect)
            .map(|(cx, ns)| strings::str_ref(cx.ctx().ident_str(ns).as_bytes()))
            .unwrap_or_default()
    })
}

/// Interns `s` as an identifier of the context.
#[no_mangle]
pub extern "C" fn mlirIdentifierGet(context: MlirContext, s: MlirStringRef) -> MlirIdentifier {
    guard(|| handles::context(context).map(|cx| cx.ident(cx.ctx().ident(&strings::text(s)))).unwrap_or_default())
}

/// The context owning the identifier.
#[no_mangle]
pub extern "C" fn mlirIdentifierGetContext(ident: MlirIdentifier) -> MlirContext {
    guard(|| handles::ident(ident).map(|(cx, _)| cx.handle()).unwrap_or_default())
}

/// Whether two identifiers are the same.
#[no_mangle]
pub extern "C" fn mlirIdentifierEqual(a: MlirIdentifier, b: MlirIdentifier) -> bool {
    a.ptr == b.ptr
}

/// The identifier's text (owned by the context).
#[no_mangle]
pub extern "C" fn mlirIdentifierStr(ident: MlirIdentifier) -> MlirStringRef {
    guard(|| {
        handles::ident(ident).map(|(cx, i)| strings::str_ref(cx.ctx().ident_str(i).as_bytes())).unwrap_or_default()
    })
}
