//! `mlir-c/Diagnostics.h`: handlers, inspection and emission.

use crate::ffi::*;
use crate::handles::{self, guard, Cx};
use crate::strings;
use mlir_ir::attributes::LocKind;
use mlir_ir::diagnostics::HandlerId;
use mlir_ir::{Diagnostic, Location, Severity};
use std::ffi::{c_char, c_void};
use std::sync::Arc;

/// What an `MlirDiagnostic` points at during a handler call: the
/// diagnostic, its context and views of its notes.
struct DiagView {
    cx_handle: MlirContext,
    diag: Diagnostic,
    notes: Vec<DiagView>,
}

impl DiagView {
    fn new(cx: Cx<'_>, diag: &Diagnostic) -> DiagView {
        DiagView {
            cx_handle: cx.handle(),
            diag: diag.clone(),
            notes: diag.notes.iter().map(|n| DiagView::new(cx, n)).collect(),
        }
    }

    fn handle(&self) -> MlirDiagnostic {
        MlirDiagnostic { ptr: self as *const DiagView as *mut c_void }
    }
}

fn view<'a>(d: MlirDiagnostic) -> Option<&'a DiagView> {
    handles::borrowed::<DiagView>(d.ptr)
}

/// A C handler with its user data; frees the data when dropped (on detach
/// or when the context dies).
struct CHandler {
    callback: MlirDiagnosticHandler,
    user_data: *mut c_void,
    delete: MlirDeleteUserData,
    cx_handle: MlirContext,
}

// SAFETY: the user data is only handed back to the C callbacks that came
// with it; C code that attaches a handler to a context used from several
// threads accepts calls from them, as upstream.
unsafe impl Send for CHandler {}
// SAFETY: as above.
unsafe impl Sync for CHandler {}

impl Drop for CHandler {
    fn drop(&mut self) {
        if let Some(delete) = self.delete {
            delete(self.user_data);
        }
    }
}

impl CHandler {
    fn call(&self, diag: &Diagnostic) -> bool {
        let (Some(cb), Some(cx)) = (self.callback, handles::context(self.cx_handle)) else {
            return false;
        };
        let v = DiagView::new(cx, diag);
        cb(v.handle(), self.user_data).value != 0
    }
}

/// Sends `diag` to the context's handlers; an unhandled error is printed
/// to stderr, as upstream's diagnostic engine does. Must not be called with
/// the IR lock held (handlers may call back into the API).
pub(crate) fn emit(cx: Cx<'_>, diag: &Diagnostic) {
    if cx.ctx().emit(diag) || diag.severity != Severity::Error {
        return;
    }
    let mut text = String::new();
    if !matches!(diag.loc.kind(cx.ctx()), LocKind::Unknown) {
        text.push_str(&mlir_ir::printer::location_to_string(cx.ctx(), diag.loc));
        text.push_str(": ");
    }
    text.push_str("error: ");
    text.push_str(&diag.message);
    eprintln!("{text}");
}

/// Attaches a handler; the most recently attached handler runs first.
/// Returns an id for `mlirContextDetachDiagnosticHandler`. `deleteUserData`
/// (if not null) is called once the handler is detached or the context is
/// destroyed.
#[no_mangle]
pub extern "C" fn mlirContextAttachDiagnosticHandler(
    context: MlirContext,
    handler: MlirDiagnosticHandler,
    user_data: *mut c_void,
    delete_user_data: MlirDeleteUserData,
) -> MlirDiagnosticHandlerID {
    guard(|| {
        let h = CHandler { callback: handler, user_data, delete: delete_user_data, cx_handle: context };
        let Some(cx) = handles::context(context) else {
            return 0;
        };
        let handler: mlir_ir::context::DiagnosticHandler = Arc::new(move |d: &Diagnostic| h.call(d));
        cx.ctx().attach_diagnostic_handler(handler).0
    })
}

/// Detaches a handler.
#[no_mangle]
pub extern "C" fn mlirContextDetachDiagnosticHandler(context: MlirContext, id: MlirDiagnosticHandlerID) {
    guard(|| {
        if let Some(cx) = handles::context(context) {
            cx.ctx().detach_diagnostic_handler(HandlerId(id));
        }
    })
}

/// Prints the diagnostic's message.
#[no_mangle]
pub extern "C" fn mlirDiagnosticPrint(d: MlirDiagnostic, callback: MlirStringCallback, user_data: *mut c_void) {
    guard(|| {
        if let Some(v) = view(d) {
            strings::send(callback, user_data, &v.diag.message);
        }
    })
}

/// The diagnostic's location.
#[no_mangle]
pub extern "C" fn mlirDiagnosticGetLocation(d: MlirDiagnostic) -> MlirLocation {
    guard(|| {
        let Some(v) = view(d) else {
            return MlirLocation::null();
        };
        handles::context(v.cx_handle).map(|cx| cx.loc(v.diag.loc)).unwrap_or_default()
    })
}

/// The diagnostic's severity.
#[no_mangle]
pub extern "C" fn mlirDiagnosticGetSeverity(d: MlirDiagnostic) -> MlirDiagnosticSeverity {
    guard(|| match view(d).map(|v| v.diag.severity) {
        Some(Severity::Warning) => MLIR_DIAGNOSTIC_WARNING,
        Some(Severity::Note) => MLIR_DIAGNOSTIC_NOTE,
        Some(Severity::Remark) => MLIR_DIAGNOSTIC_REMARK,
        _ => MLIR_DIAGNOSTIC_ERROR,
    })
}

/// Number of notes attached to the diagnostic.
#[no_mangle]
pub extern "C" fn mlirDiagnosticGetNumNotes(d: MlirDiagnostic) -> isize {
    guard(|| view(d).map_or(0, |v| v.notes.len() as isize))
}

/// Note `pos` of the diagnostic (null when out of range).
#[no_mangle]
pub extern "C" fn mlirDiagnosticGetNote(d: MlirDiagnostic, pos: isize) -> MlirDiagnostic {
    guard(|| {
        let v = view(d);
        let note = v.and_then(|v| usize::try_from(pos).ok().and_then(|p| v.notes.get(p)));
        note.map(DiagView::handle).unwrap_or_default()
    })
}

fn emit_at(loc: MlirLocation, message: *const c_char, severity: Severity) {
    guard(|| {
        if let Some((cx, l)) = handles::loc(loc) {
            let l: Location = l;
            emit(cx, &Diagnostic::new(severity, l, strings::c_text(message)));
        }
    })
}

/// Emits an error at `location` through the context's handlers.
#[no_mangle]
pub extern "C" fn mlirEmitError(location: MlirLocation, message: *const c_char) {
    emit_at(location, message, Severity::Error)
}

/// Emits a warning at `location` through the context's handlers.
#[no_mangle]
pub extern "C" fn mlirEmitWarning(location: MlirLocation, message: *const c_char) {
    emit_at(location, message, Severity::Warning)
}

/// Emits a remark at `location` through the context's handlers.
#[no_mangle]
pub extern "C" fn mlirEmitRemark(location: MlirLocation, message: *const c_char) {
    emit_at(location, message, Severity::Remark)
}
