//! Shared libraries loaded for `shared_libs` and symbol lookup in them and
//! in the process, through `dlopen`/`dlsym`.

use crate::error::Error;
use std::ffi::{c_void, CStr, CString};

/// A loaded shared library. It stays loaded for the life of the process
/// (code compiled against it may outlive the engine's bookkeeping).
#[derive(Clone, Copy, Debug)]
pub struct Library(usize);

/// The loader's last error message.
fn last_error() -> String {
    // SAFETY: dlerror returns null or a NUL-terminated message owned by
    // the loader, valid until the next dl* call on this thread.
    let p = unsafe { libc::dlerror() };
    if p.is_null() {
        "unknown error".into()
    } else {
        // SAFETY: non-null, NUL-terminated (see above).
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
}

impl Library {
    /// Loads `path` with its symbols global (so later libraries and the
    /// JIT see them), as upstream's engine does.
    pub fn open(path: &str) -> Result<Library, Error> {
        let c = CString::new(path).map_err(|_| Error::Invalid(format!("library path contains NUL: {path:?}")))?;
        // SAFETY: `c` is a valid NUL-terminated path; dlopen runs the
        // library's initializers, which is what loading it means.
        let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
        if h.is_null() {
            return Err(Error::SharedLibrary { path: path.into(), why: last_error() });
        }
        Ok(Library(h as usize))
    }

    /// The address of `name` in this library.
    pub fn symbol(self, name: &str) -> Option<*const u8> {
        lookup(self.0 as *mut c_void, name)
    }
}

/// The address of `name` among the process's global symbols.
pub fn process_symbol(name: &str) -> Option<*const u8> {
    lookup(libc::RTLD_DEFAULT, name)
}

fn lookup(handle: *mut c_void, name: &str) -> Option<*const u8> {
    let c = CString::new(name).ok()?;
    // SAFETY: `handle` came from dlopen (or is RTLD_DEFAULT) and `c` is a
    // valid NUL-terminated name.
    let p = unsafe { libc::dlsym(handle, c.as_ptr()) };
    (!p.is_null()).then_some(p as *const u8)
}
