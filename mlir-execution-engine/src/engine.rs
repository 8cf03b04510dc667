//! The execution engine: compiles a module with Cranelift into memory,
//! links it against the runtime, registered symbols, shared libraries and
//! the process, and hands out function addresses — upstream's
//! `mlir::ExecutionEngine` contract.

use crate::codegen::{self, Symbols, PACKED_PREFIX};
use crate::dylib::{self, Library};
use crate::error::Error;
use crate::model::Module as Model;
use crate::{reader, runtime};
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, FuncOrDataId, Linkage, Module};
use hashbrown::HashMap;
use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::sync::{Arc, Mutex};

/// How to build an engine (upstream's constructor arguments).
#[derive(Clone, Debug)]
pub struct Options {
    /// 0 compiles without optimization, anything higher for speed.
    pub opt_level: u32,
    /// Shared libraries to load and link against.
    pub shared_libs: Vec<String>,
    /// Whether `dump_to_object_file` may be used.
    pub enable_object_dump: bool,
    /// Position-independent code for the object file.
    pub enable_pic: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { opt_level: 2, shared_libs: Vec::new(), enable_object_dump: false, enable_pic: false }
    }
}

/// Symbols registered at run time, shared with the JIT's lookup.
type Registered = Arc<Mutex<HashMap<String, usize>>>;

/// A compiled module.
pub struct ExecutionEngine {
    model: Model,
    jit: ManuallyDrop<JITModule>,
    syms: Symbols,
    registered: Registered,
    libs: Arc<Vec<Library>>,
    opts: Options,
    finalized: bool,
    initialized: bool,
}

/// Resolves an external name: registered symbols, then the runtime (the
/// half-float conversions generated code calls, upstream's runner
/// utilities), then the shared libraries (last loaded first, as a later
/// one overrides).
fn resolve(name: &str, registered: &Registered, libs: &[Library]) -> Option<*const u8> {
    if let Some(&a) = registered.lock().ok()?.get(name) {
        return Some(a as *const u8);
    }
    if let Some((_, p)) = crate::dyn_alloca::symbols().into_iter().find(|(n, _)| *n == name) {
        return Some(p);
    }
    if let Some((_, p)) = crate::half::symbols().into_iter().find(|(n, _)| *n == name) {
        return Some(p);
    }
    if let Some((_, p)) = runtime::symbols().into_iter().find(|(n, _)| *n == name) {
        return Some(p);
    }
    libs.iter().rev().find_map(|l| l.symbol(name))
}

/// The Cranelift target for the host with these options.
fn isa(opts: &Options, pic: bool) -> Result<OwnedTargetIsa, Error> {
    let mut flags = settings::builder();
    let level = if opts.opt_level == 0 { "none" } else { "speed" };
    let set = |f: &mut settings::Builder, k: &str, v: &str| f.set(k, v).map_err(|e| Error::Codegen(e.to_string()));
    set(&mut flags, "opt_level", level)?;
    set(&mut flags, "is_pic", if pic { "true" } else { "false" })?;
    set(&mut flags, "use_colocated_libcalls", "false")?;
    let builder = cranelift_native::builder().map_err(|e| Error::Codegen(format!("host not supported: {e}")))?;
    builder.finish(settings::Flags::new(flags)).map_err(|e| Error::Codegen(e.to_string()))
}

impl ExecutionEngine {
    /// Reads `module` through the C API and compiles it. IR it cannot
    /// compile is also reported as an error diagnostic at the op, through
    /// the module's context (as upstream's translation reports it).
    pub fn new(module: reader::capi::MlirModule, opts: Options) -> Result<ExecutionEngine, Error> {
        let r = reader::read_module(module).and_then(|m| ExecutionEngine::from_model(m, opts));
        if let Err(e) = &r {
            // The module is alive here, so the handles the model recorded
            // are too.
            if let Some((at, msg)) = e.diagnostic() {
                let loc = reader::capi::MlirLocation { ptr: at as *const c_void };
                let msg = std::ffi::CString::new(msg.replace('\0', " ")).unwrap_or_default();
                reader::capi::mlirEmitError(loc, msg.as_ptr());
            }
        }
        r
    }

    /// Compiles an already read module.
    pub fn from_model(model: Model, opts: Options) -> Result<ExecutionEngine, Error> {
        let libs: Arc<Vec<Library>> =
            Arc::new(opts.shared_libs.iter().map(|p| Library::open(p)).collect::<Result<_, _>>()?);
        let registered: Registered = Arc::default();
        let mut builder = JITBuilder::with_isa(isa(&opts, false)?, default_libcall_names());
        let (reg, l) = (registered.clone(), libs.clone());
        builder.symbol_lookup_fn(Box::new(move |name| resolve(name, &reg, &l)));
        let mut jit = JITModule::new(builder);
        let syms = codegen::compile(&mut jit, &model)?;
        Ok(ExecutionEngine {
            model,
            jit: ManuallyDrop::new(jit),
            syms,
            registered,
            libs,
            opts,
            finalized: false,
            initialized: false,
        })
    }

    /// Makes `address` the definition of the external symbol `name` (used
    /// when linking, so it must come before the first lookup).
    pub fn register_symbol(&self, name: &str, address: usize) {
        if let Ok(mut r) = self.registered.lock() {
            r.insert(name.to_string(), address);
        }
    }

    /// Links the compiled code: every import must resolve.
    fn finalize(&mut self) -> Result<(), Error> {
        if self.finalized {
            return Ok(());
        }
        let missing: Vec<String> = self
            .jit
            .declarations()
            .get_functions()
            .map(|(_, d)| (d.linkage, d.name.clone()))
            .chain(self.jit.declarations().get_data_objects().map(|(_, d)| (d.linkage, d.name.clone())))
            .filter(|(l, _)| *l == Linkage::Import)
            .filter_map(|(_, n)| n)
            .filter(|n| resolve(n, &self.registered, &self.libs).is_none() && dylib::process_symbol(n).is_none())
            .collect();
        if !missing.is_empty() {
            return Err(Error::MissingSymbols(missing));
        }
        self.jit.finalize_definitions().map_err(|e| Error::Codegen(e.to_string()))?;
        self.finalized = true;
        Ok(())
    }

    /// The address of the function or global `name` defined by the module;
    /// `None` if it defines no such symbol.
    pub fn lookup(&mut self, name: &str) -> Result<Option<*const u8>, Error> {
        self.finalize()?;
        Ok(match self.jit.get_name(name) {
            Some(FuncOrDataId::Func(id)) if self.syms.funcs.get(name) == Some(&id) => {
                let defined = self.jit.declarations().get_function_decl(id).linkage != Linkage::Import;
                defined.then(|| self.jit.get_finalized_function(id))
            }
            Some(FuncOrDataId::Data(id)) => {
                let defined = self.jit.declarations().get_data_decl(id).linkage != Linkage::Import;
                defined.then(|| self.jit.get_finalized_data(id).0)
            }
            _ => None,
        })
    }

    /// The address of the packed wrapper `_mlir_<name>` (upstream's
    /// `lookupPacked`).
    pub fn lookup_packed(&mut self, name: &str) -> Result<Option<*const u8>, Error> {
        self.lookup(&format!("{PACKED_PREFIX}{name}"))
    }

    /// Links the code (if not yet) and runs the module's global
    /// constructors once.
    pub fn initialize(&mut self) -> Result<(), Error> {
        self.finalize()?;
        if self.initialized {
            return Ok(());
        }
        self.initialized = true;
        for ctor in self.model.ctors.clone() {
            let p = self.lookup(&ctor)?.ok_or_else(|| Error::MissingSymbols(vec![ctor.clone()]))?;
            // SAFETY: `p` is the finalized address of a function the module
            // defines and lists in `llvm.mlir.global_ctors`, which LLVM
            // requires to be `void ()`.
            unsafe { crate::call::void_fn(p) };
        }
        Ok(())
    }

    /// Calls the packed wrapper of `name` with `args` (pointers to each
    /// argument, then to the result slot).
    ///
    /// # Safety
    /// `args` must match the function's parameters and result as upstream's
    /// packed convention requires: each entry points at a live value of
    /// the parameter's type, the last at room for the result.
    pub unsafe fn invoke_packed(&mut self, name: &str, args: &mut [*mut c_void]) -> Result<(), Error> {
        self.initialize()?;
        let f = self.lookup_packed(name)?.ok_or_else(|| Error::Invalid(format!("Unknown function {name}")))?;
        // SAFETY: forwarded to the caller's contract above.
        unsafe { crate::call::packed(f, args.as_mut_ptr()) };
        Ok(())
    }

    /// Writes the module compiled to a relocatable object file.
    pub fn dump_to_object_file(&self, path: &str) -> Result<(), Error> {
        if !self.opts.enable_object_dump {
            return Err(Error::Invalid(
                "cannot dump ExecutionEngine object code to file: object cache is disabled".into(),
            ));
        }
        let builder = cranelift_object::ObjectBuilder::new(
            isa(&self.opts, self.opts.enable_pic)?,
            "rmlir-jit",
            default_libcall_names(),
        )
        .map_err(|e| Error::Codegen(e.to_string()))?;
        let mut obj = cranelift_object::ObjectModule::new(builder);
        codegen::compile(&mut obj, &self.model)?;
        let bytes = obj.finish().emit().map_err(|e| Error::Codegen(e.to_string()))?;
        std::fs::write(path, bytes).map_err(|e| Error::Io { path: path.into(), why: e.to_string() })
    }

    /// The module as read (for inspection and tests).
    pub fn model(&self) -> &Model {
        &self.model
    }
}

impl Drop for ExecutionEngine {
    fn drop(&mut self) {
        // Code is freed with the engine, as upstream's: addresses handed
        // out must not be called afterwards. JITModule::free_memory is
        // `unsafe` for that reason; see call.rs.
        crate::call::free_jit(&mut self.jit);
    }
}
