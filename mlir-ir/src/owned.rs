//! A context together with the IR it owns: what the Python bindings and the
//! C API hold on to.
//!
//! Types and attributes are interned in the [`Context`] and need no lock;
//! operations, blocks and regions live in one [`Ir`] per context behind a
//! reader-writer lock, so many threads may read (print, walk, verify) at
//! once while mutation is exclusive. Every foreign handle (a Python object,
//! a C `MlirOperation`) names an entity by generational id plus a reference
//! to this object, so a stale handle is detected instead of dereferenced.

use crate::context::Context;
use crate::ir::Ir;
use parking_lot::{Mutex, RwLock, RwLockReadGuard, RwLockWriteGuard};
use std::any::Any;
use std::sync::Arc;

/// A context and its IR, shared by reference counting.
pub struct OwnedContext {
    ctx: Context,
    ir: RwLock<Ir>,
    /// State that foreign APIs keep per context (the C API's handle
    /// tables), one value per Rust type, dropped with the context.
    extensions: boxcar::Vec<Box<dyn Any + Send + Sync>>,
    extensions_lock: Mutex<()>,
}

impl OwnedContext {
    /// A fresh context (builtin dialect loaded) with empty IR storage.
    pub fn new() -> Arc<OwnedContext> {
        OwnedContext::with_context(Context::new())
    }

    /// Wraps an existing context.
    pub fn with_context(ctx: Context) -> Arc<OwnedContext> {
        let ir = Ir::new(&ctx);
        Arc::new(OwnedContext {
            ctx,
            ir: RwLock::new(ir),
            extensions: boxcar::Vec::new(),
            extensions_lock: Mutex::new(()),
        })
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// Shared access to the IR.
    pub fn read(&self) -> RwLockReadGuard<'_, Ir> {
        self.ir.read()
    }

    /// Exclusive access to the IR.
    pub fn write(&self) -> RwLockWriteGuard<'_, Ir> {
        self.ir.write()
    }

    /// Shared access to the IR if no writer holds the lock right now (for
    /// checks that must never wait on a lock their own thread may hold).
    pub fn try_read(&self) -> Option<RwLockReadGuard<'_, Ir>> {
        self.ir.try_read()
    }

    /// Exclusive access to the IR if no one else holds the lock right now
    /// (for destructors, which must never block on a lock their own thread
    /// may hold).
    pub fn try_write(&self) -> Option<RwLockWriteGuard<'_, Ir>> {
        self.ir.try_write()
    }

    /// The extension of type `T`, made by `init` on first use. It lives as
    /// long as this object; the C API keeps its handle tables here.
    pub fn extension<T: Any + Send + Sync>(&self, init: impl FnOnce() -> T) -> &T {
        if let Some(t) = self.find_extension::<T>() {
            return t;
        }
        let _guard = self.extensions_lock.lock();
        if let Some(t) = self.find_extension::<T>() {
            return t;
        }
        let index = self.extensions.push(Box::new(init()));
        match self.extensions[index].downcast_ref::<T>() {
            Some(t) => t,
            None => unreachable!("the extension just pushed has type T"),
        }
    }

    fn find_extension<T: Any>(&self) -> Option<&T> {
        self.extensions.iter().find_map(|(_, e)| e.downcast_ref::<T>())
    }
}
