//! Cranelift code generation from the engine's [`model`](crate::model),
//! generic over the Cranelift module (JIT in memory, or an object file).
//!
//! Every function becomes a Cranelift function whose parameters and
//! results are the scalar leaves of the LLVM types (an aggregate value is
//! kept as one Cranelift value per leaf). Every defined function also gets
//! the packed wrapper `_mlir_<name>(void **args)` upstream's execution
//! engine generates: `args[i]` points at argument `i`, `args[n]` at the
//! result slot.

mod arith;
mod calls;
mod func;
mod half;
mod memory;
mod types;
mod wrapper;

use crate::error::Error;
use crate::model::{Func, Module as Model};
use cranelift_codegen::ir::UserFuncName;
use cranelift_codegen::Context;
use cranelift_frontend::FunctionBuilderContext;
use cranelift_module::{DataDescription, DataId, FuncId, Linkage, Module};
use hashbrown::HashMap;

pub use types::signature;

/// The symbols of a compiled module.
#[derive(Debug, Default)]
pub struct Symbols {
    /// Functions by name (definitions, wrappers and imports).
    pub funcs: HashMap<String, FuncId>,
    /// Globals by name.
    pub data: HashMap<String, DataId>,
    /// Names the module imports (functions and data it does not define).
    pub imports: Vec<String>,
}

/// The prefix of the packed wrappers.
pub const PACKED_PREFIX: &str = "_mlir_";

fn module_err(e: cranelift_module::ModuleError) -> Error {
    Error::Codegen(e.to_string())
}

/// Declares and defines everything of `model` in `m`.
pub fn compile<M: Module>(m: &mut M, model: &Model) -> Result<Symbols, Error> {
    let mut syms = Symbols::default();
    for g in &model.globals {
        let linkage = if g.init.is_some() { Linkage::Export } else { Linkage::Import };
        let id = m.declare_data(&g.name, linkage, !g.constant, false).map_err(module_err)?;
        if let Some(init) = &g.init {
            let mut desc = DataDescription::new();
            desc.define(init.clone().into_boxed_slice());
            let align = if g.align > 0 { g.align } else { crate::layout::align_of(&g.ty) };
            desc.set_align(align.max(1));
            m.define_data(id, &desc).map_err(module_err)?;
        } else {
            syms.imports.push(g.name.clone());
        }
        syms.data.insert(g.name.clone(), id);
    }
    for f in &model.funcs {
        let sig = signature(m, f)?;
        let linkage = if f.is_declaration() { Linkage::Import } else { Linkage::Export };
        let id = m.declare_function(&f.name, linkage, &sig).map_err(module_err)?;
        if f.is_declaration() {
            syms.imports.push(f.name.clone());
        }
        syms.funcs.insert(f.name.clone(), id);
    }
    let mut ctx = m.make_context();
    let mut fctx = FunctionBuilderContext::new();
    for f in model.funcs.iter().filter(|f| !f.is_declaration()) {
        define(m, &mut ctx, &mut fctx, &mut syms, f, model)?;
        let wrapped = syms.funcs[&f.name];
        let name = format!("{PACKED_PREFIX}{}", f.name);
        if syms.funcs.contains_key(&name) {
            // The module defines the wrapper's name itself; keep its own.
            continue;
        }
        let id = m.declare_function(&name, Linkage::Export, &wrapper::signature(m)).map_err(module_err)?;
        ctx.func.signature = wrapper::signature(m);
        ctx.func.name = UserFuncName::user(0, id.as_u32());
        wrapper::build(m, &mut ctx.func, &mut fctx, f, wrapped)?;
        m.define_function(id, &mut ctx).map_err(|e| codegen_err(&name, e))?;
        m.clear_context(&mut ctx);
        syms.funcs.insert(name, id);
    }
    Ok(syms)
}

fn codegen_err(name: &str, e: cranelift_module::ModuleError) -> Error {
    match e {
        // Name what the verifier found: a bug of this crate, to be
        // reported with the input that triggered it.
        cranelift_module::ModuleError::Compilation(cranelift_codegen::CodegenError::Verifier(errors)) => {
            Error::Codegen(format!("@{name}: Cranelift verifier: {errors}"))
        }
        e => Error::Codegen(format!("@{name}: {e}")),
    }
}

/// Translates and defines one function.
fn define<M: Module>(
    m: &mut M,
    ctx: &mut Context,
    fctx: &mut FunctionBuilderContext,
    syms: &mut Symbols,
    f: &Func,
    model: &Model,
) -> Result<(), Error> {
    let id = syms.funcs[&f.name];
    ctx.func.signature = signature(m, f)?;
    ctx.func.name = UserFuncName::user(0, id.as_u32());
    func::translate(m, &mut ctx.func, fctx, syms, f, model)?;
    m.define_function(id, ctx).map_err(|e| codegen_err(&f.name, e))?;
    m.clear_context(ctx);
    Ok(())
}
