//! Finding the core's table in this process: the `_mlir` extension module
//! beside this library exports it as `rmlir_capi_table`. The only unsafe
//! code of the shim (the `dl*` calls).

use mlir_capi_client::MlirCApiTable;
use std::ffi::{c_void, CStr, CString};
use std::path::{Path, PathBuf};

/// The table of the core loaded from this library's directory, importing
/// the package's `_mlir` module through the running Python if no one has
/// yet.
pub(crate) fn find() -> Result<&'static MlirCApiTable, String> {
    let dir = own_dir().ok_or("cannot tell which directory this library was loaded from")?;
    let candidates = extension_modules(&dir);
    if candidates.is_empty() {
        return Err(format!("no _mlir extension module next to it in {}", dir.display()));
    }
    if let Some(t) = loaded_table(&candidates)? {
        return Ok(t);
    }
    import_through_python(&dir)?;
    loaded_table(&candidates)?.ok_or_else(|| {
        format!(
            "the rmlir core in {} is not loaded: import the package's _mlir_libs._mlir before calling the C API",
            dir.display()
        )
    })
}

/// The directory holding this library.
fn own_dir() -> Option<PathBuf> {
    let mut info: libc::Dl_info = empty_info();
    // SAFETY: `dladdr` only reads the address, which is a function of this
    // library, and fills `info`.
    let ok = unsafe { libc::dladdr(find as *const c_void, &mut info) };
    if ok == 0 || info.dli_fname.is_null() {
        return None;
    }
    // SAFETY: `dli_fname` is a NUL-terminated path owned by the loader.
    let path = unsafe { CStr::from_ptr(info.dli_fname) };
    let path = PathBuf::from(path.to_string_lossy().into_owned());
    let path = std::fs::canonicalize(&path).unwrap_or(path);
    path.parent().map(Path::to_path_buf)
}

fn empty_info() -> libc::Dl_info {
    libc::Dl_info {
        dli_fname: std::ptr::null(),
        dli_fbase: std::ptr::null_mut(),
        dli_sname: std::ptr::null(),
        dli_saddr: std::ptr::null_mut(),
    }
}

/// `_mlir.*.so` files in `dir`.
fn extension_modules(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            name.starts_with("_mlir.") && (name.ends_with(".so") || name.ends_with(".dylib") || name.ends_with(".pyd"))
        })
        .collect();
    out.sort();
    out
}

/// The table of whichever candidate is already loaded in this process.
fn loaded_table(candidates: &[PathBuf]) -> Result<Option<&'static MlirCApiTable>, String> {
    for path in candidates {
        let Ok(cpath) = CString::new(path.to_string_lossy().into_owned()) else { continue };
        // SAFETY: RTLD_NOLOAD only looks the library up; it never runs its
        // initialisers. The handle's reference is released below.
        let handle = unsafe { libc::dlopen(cpath.as_ptr(), libc::RTLD_NOW | libc::RTLD_NOLOAD) };
        if handle.is_null() {
            continue;
        }
        // SAFETY: looking up a data symbol in a loaded library.
        let sym = unsafe { libc::dlsym(handle, c"rmlir_capi_table".as_ptr()) };
        // SAFETY: the library stays loaded (Python never unloads extension
        // modules); this drops only the reference `dlopen` just took.
        unsafe { libc::dlclose(handle) };
        if sym.is_null() {
            continue;
        }
        // SAFETY: `rmlir_capi_table` is the core's static table.
        return unsafe { mlir_capi_client::check(sym) }.map(Some).map_err(|e| e.to_string());
    }
    Ok(None)
}

type GilEnsure = unsafe extern "C" fn() -> i32;
type GilRelease = unsafe extern "C" fn(i32);
type ImportModule = unsafe extern "C" fn(*const libc::c_char) -> *mut c_void;
type DecRef = unsafe extern "C" fn(*mut c_void);
type ErrClear = unsafe extern "C" fn();

fn python_symbol(name: &CStr) -> Option<*mut c_void> {
    // SAFETY: a global symbol lookup.
    let sym = unsafe { libc::dlsym(libc::RTLD_DEFAULT, name.as_ptr()) };
    (!sym.is_null()).then_some(sym)
}

/// Imports `<package>._mlir_libs._mlir` through the Python running this
/// process (if any), the package being the parent of `dir`'s
/// `_mlir_libs`.
fn import_through_python(dir: &Path) -> Result<(), String> {
    let package = dir
        .parent()
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or("cannot tell the package this library belongs to")?;
    let (Some(ensure), Some(release), Some(import), Some(decref), Some(clear)) = (
        python_symbol(c"PyGILState_Ensure"),
        python_symbol(c"PyGILState_Release"),
        python_symbol(c"PyImport_ImportModule"),
        python_symbol(c"Py_DecRef"),
        python_symbol(c"PyErr_Clear"),
    ) else {
        return Err("no Python runs in this process to load the rmlir core from".into());
    };
    let module = CString::new(format!("{package}._mlir_libs._mlir")).map_err(|e| e.to_string())?;
    // SAFETY: the symbols are CPython's C API functions of these types;
    // the GIL is taken around the import as the API requires.
    unsafe {
        let ensure: GilEnsure = std::mem::transmute::<*mut c_void, GilEnsure>(ensure);
        let release: GilRelease = std::mem::transmute::<*mut c_void, GilRelease>(release);
        let import: ImportModule = std::mem::transmute::<*mut c_void, ImportModule>(import);
        let decref: DecRef = std::mem::transmute::<*mut c_void, DecRef>(decref);
        let clear: ErrClear = std::mem::transmute::<*mut c_void, ErrClear>(clear);
        let state = ensure();
        let m = import(module.as_ptr());
        if m.is_null() {
            clear();
        } else {
            decref(m);
        }
        release(state);
        if m.is_null() {
            return Err(format!("importing {} failed", module.to_string_lossy()));
        }
    }
    Ok(())
}
