//! Pass managers (`mlir-c/Pass.h`): a pipeline bound to a context, shared
//! by reference counting between C handles and the Python `PassManager`.
//! `MlirOpPassManager` names the same manager's top-level pipeline.

use crate::ffi::*;
use crate::handles::{self, guard};
use crate::strings;
use mlir_ir::owned::OwnedContext;
use mlir_passes::{IrHost, OpPassManager, PassManager};
use parking_lot::Mutex;
use std::ffi::c_void;
use std::sync::Arc;

/// A pass manager and the context whose IR it runs on.
pub struct PassManagerCell {
    /// The context (kept alive by the manager, as upstream's is by its
    /// user).
    pub owner: Arc<OwnedContext>,
    /// The pipeline and its settings.
    pub pm: Mutex<PassManager>,
}

impl PassManagerCell {
    /// A manager anchored on `anchor` for `owner`'s IR.
    pub fn new(owner: Arc<OwnedContext>, pm: PassManager) -> Arc<PassManagerCell> {
        Arc::new(PassManagerCell { owner, pm: Mutex::new(pm) })
    }
}

/// The IR of an owned context, write-locked for each step of a run.
struct OwnedHost<'a>(&'a OwnedContext);

impl IrHost for OwnedHost<'_> {
    fn with_ir(&self, f: &mut dyn FnMut(&mut mlir_ir::Ir)) {
        f(&mut self.0.write())
    }
}

fn cell<'a>(ptr: *mut c_void) -> Option<&'a PassManagerCell> {
    handles::arc_ref(ptr)
}

/// A manager for ops of any name.
#[no_mangle]
pub extern "C" fn mlirPassManagerCreate(context: MlirContext) -> MlirPassManager {
    guard(|| match handles::context(context) {
        Some(cx) => {
            MlirPassManager { ptr: handles::arc_into_raw(PassManagerCell::new(cx.share(), PassManager::new("any"))) }
        }
        None => MlirPassManager::null(),
    })
}

/// A manager anchored on ops named `anchor_op`.
#[no_mangle]
pub extern "C" fn mlirPassManagerCreateOnOperation(context: MlirContext, anchor_op: MlirStringRef) -> MlirPassManager {
    guard(|| match handles::context(context) {
        Some(cx) => {
            let pm = PassManager::new(&strings::text(anchor_op));
            MlirPassManager { ptr: handles::arc_into_raw(PassManagerCell::new(cx.share(), pm)) }
        }
        None => MlirPassManager::null(),
    })
}

/// Releases a manager made by `mlirPassManagerCreate*`.
#[no_mangle]
pub extern "C" fn mlirPassManagerDestroy(pass_manager: MlirPassManager) {
    guard(|| handles::arc_release::<PassManagerCell>(pass_manager.ptr))
}

/// The manager's top-level pipeline.
#[no_mangle]
pub extern "C" fn mlirPassManagerGetAsOpPassManager(pass_manager: MlirPassManager) -> MlirOpPassManager {
    MlirOpPassManager { ptr: pass_manager.ptr }
}

/// Turns verification after each pass on or off.
#[no_mangle]
pub extern "C" fn mlirPassManagerEnableVerifier(pass_manager: MlirPassManager, enable: bool) {
    guard(|| {
        if let Some(c) = cell(pass_manager.ptr) {
            c.pm.lock().verify_each = enable;
        }
    })
}

/// Runs the pipeline on `op`; failure if a pass failed, the anchor does
/// not match, `op` is erased or belongs to another context.
#[no_mangle]
pub extern "C" fn mlirPassManagerRunOnOp(pass_manager: MlirPassManager, op: MlirOperation) -> MlirLogicalResult {
    guard(|| {
        let (Some(c), Some((cx, id))) = (cell(pass_manager.ptr), handles::op(op)) else {
            return MlirLogicalResult::from_bool(false);
        };
        if !std::ptr::eq(cx.owned(), &*c.owner) {
            return MlirLogicalResult::from_bool(false);
        }
        let res = c.pm.lock().run_on(&OwnedHost(&c.owner), id);
        MlirLogicalResult::from_bool(res.is_ok())
    })
}

/// Appends the elements of `pipeline` (`"cse,func.func(canonicalize)"`);
/// on a syntax error, sends the message through `callback`.
#[no_mangle]
pub extern "C" fn mlirOpPassManagerAddPipeline(
    pass_manager: MlirOpPassManager,
    pipeline: MlirStringRef,
    callback: MlirStringCallback,
    user_data: *mut c_void,
) -> MlirLogicalResult {
    guard(|| {
        let Some(c) = cell(pass_manager.ptr) else { return MlirLogicalResult::from_bool(false) };
        let text = strings::text(pipeline);
        match c.pm.lock().root.add_pipeline(&text) {
            Ok(()) => MlirLogicalResult::from_bool(true),
            Err(e) => {
                strings::send(callback, user_data, &e.render(&text));
                MlirLogicalResult::from_bool(false)
            }
        }
    })
}

/// Replaces the pipeline with `anchor(pipeline)` parsed from `pipeline`;
/// on a syntax error, sends the message through `callback`.
#[no_mangle]
pub extern "C" fn mlirParsePassPipeline(
    pass_manager: MlirOpPassManager,
    pipeline: MlirStringRef,
    callback: MlirStringCallback,
    user_data: *mut c_void,
) -> MlirLogicalResult {
    guard(|| {
        let Some(c) = cell(pass_manager.ptr) else { return MlirLogicalResult::from_bool(false) };
        let text = strings::text(pipeline);
        match OpPassManager::parse(&text) {
            Ok(root) => {
                c.pm.lock().root = root;
                MlirLogicalResult::from_bool(true)
            }
            Err(e) => {
                strings::send(callback, user_data, &e.render(&text));
                MlirLogicalResult::from_bool(false)
            }
        }
    })
}
