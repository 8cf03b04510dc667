//! The packed wrappers `_mlir_<name>(void **args)`: load each argument
//! through `args[i]`, call the function, store its result through
//! `args[n]` — upstream's calling convention for `ExecutionEngine::invoke`.

use super::half;
use super::types::leaf_type;
use crate::error::Error;
use crate::layout::{leaves, Leaf};
use crate::model::{Func, Ty};
use cranelift_codegen::ir::{AbiParam, Function, InstBuilder, MemFlagsData, Signature};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{FuncId, Module};

/// `void (void **)`.
pub fn signature<M: Module>(m: &M) -> Signature {
    let mut sig = m.make_signature();
    sig.params.push(AbiParam::new(m.target_config().pointer_type()));
    sig
}

/// Builds the wrapper of `f` (declared as `callee`) into `func`.
pub fn build<M: Module>(
    m: &mut M,
    func: &mut Function,
    fctx: &mut FunctionBuilderContext,
    f: &Func,
    callee: FuncId,
) -> Result<(), Error> {
    let ptr = m.target_config().pointer_type();
    let fref = m.declare_func_in_func(callee, func);
    let mut b = FunctionBuilder::new(func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let args = b.block_params(entry)[0];
    let flags = MemFlagsData::trusted();
    let mut call_args = Vec::new();
    for (i, p) in f.params.iter().enumerate() {
        let at = b.ins().load(ptr, flags, args, (i * 8) as i32);
        for (off, l) in leaves(p) {
            let t = leaf_type(l).ok_or_else(|| Error::Codegen(format!("@{}: parameter type {p:?}", f.name)))?;
            call_args.push(match l {
                Leaf::Half(h) => half::load(m, &mut b, h, at, off as i32)?,
                _ => b.ins().load(t, MemFlagsData::new(), at, off as i32),
            });
        }
    }
    let call = b.ins().call(fref, &call_args);
    let results = b.inst_results(call).to_vec();
    if f.result != Ty::Void {
        let at = b.ins().load(ptr, flags, args, (f.params.len() * 8) as i32);
        for ((off, l), v) in leaves(&f.result).into_iter().zip(results) {
            match l {
                Leaf::Half(h) => half::store(m, &mut b, h, v, at, off as i32)?,
                _ => {
                    b.ins().store(MemFlagsData::new(), v, at, off as i32);
                }
            }
        }
    }
    b.ins().return_(&[]);
    b.seal_all_blocks();
    b.finalize(m.target_config());
    Ok(())
}
