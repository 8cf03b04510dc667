//! Shared helpers of the JIT tests: parse IR through the C API (with every
//! linked dialect available) and call packed wrappers.

#![allow(dead_code)]

use mlir_execution_engine::reader::capi;
use mlir_execution_engine::{Error, ExecutionEngine, Options};
use std::ffi::c_void;

/// A context and a module parsed in it, destroyed together.
pub struct Parsed {
    pub ctx: capi::MlirContext,
    pub module: capi::MlirModule,
}

impl Drop for Parsed {
    fn drop(&mut self) {
        capi::mlirModuleDestroy(self.module);
        capi::mlirContextDestroy(self.ctx);
    }
}

/// Parses `src` in a fresh context with all linked dialects.
pub fn parse(src: &str) -> Parsed {
    // Links the dialect crates so their registrations are present, and
    // binds the C API door to the core linked into this test binary.
    let _ = mlir_init::registry();
    // SAFETY: the core's table is a static of the linked mlir-capi.
    let bound = unsafe { mlir_capi_client::install(&mlir_c::table::TABLE as *const _ as *const std::ffi::c_void) };
    bound.expect("the linked core's C API table");
    let ctx = capi::mlirContextCreate();
    let reg = capi::mlirDialectRegistryCreate();
    capi::mlirRegisterAllDialects(reg);
    capi::mlirContextAppendDialectRegistry(ctx, reg);
    capi::mlirDialectRegistryDestroy(reg);
    capi::mlirContextLoadAllAvailableDialects(ctx);
    let module = capi::mlirModuleCreateParse(ctx, capi::MlirStringRef { data: src.as_ptr().cast(), length: src.len() });
    assert!(!module.ptr.is_null(), "test input does not parse");
    Parsed { ctx, module }
}

/// Compiles `src` at `opt_level`.
pub fn engine_at(src: &str, opt_level: u32) -> Result<ExecutionEngine, Error> {
    let p = parse(src);
    ExecutionEngine::new(p.module, Options { opt_level, ..Options::default() })
}

/// Compiles `src` at the default level.
pub fn engine(src: &str) -> ExecutionEngine {
    engine_at(src, 2).unwrap_or_else(|e| panic!("compile failed: {e}"))
}

/// A pointer to `x` as a packed argument.
pub fn arg<T>(x: &mut T) -> *mut c_void {
    (x as *mut T).cast()
}

/// Calls the packed wrapper of `name`.
pub fn invoke(e: &mut ExecutionEngine, name: &str, args: &mut [*mut c_void]) {
    // SAFETY: each test passes pointers to values of the types its IR
    // declares.
    unsafe { e.invoke_packed(name, args) }.unwrap_or_else(|err| panic!("invoke {name}: {err}"));
}

/// A ranked memref descriptor of rank `N` over `data`.
#[repr(C)]
pub struct Desc<T, const N: usize> {
    pub allocated: *mut T,
    pub aligned: *mut T,
    pub offset: i64,
    pub sizes: [i64; N],
    pub strides: [i64; N],
}

impl<T, const N: usize> Desc<T, N> {
    /// A row-major descriptor of `data` with these sizes.
    pub fn new(data: &mut [T], sizes: [i64; N]) -> Self {
        let mut strides = [1i64; N];
        for i in (0..N.saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * sizes[i + 1];
        }
        Desc { allocated: data.as_mut_ptr(), aligned: data.as_mut_ptr(), offset: 0, sizes, strides }
    }
}
