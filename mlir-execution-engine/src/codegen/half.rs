//! Code for `f16` and `bf16` values (see [`crate::half`]): a register
//! holds the promoted `f32`, memory the 2-byte bits; conversions call the
//! run-time functions of [`crate::half::symbols`], as LLVM calls its half
//! libcalls on x86-64 without F16C. Free functions over a
//! [`FunctionBuilder`], so the packed wrappers share them with function
//! bodies.

use crate::error::Error;
use crate::half::Half;
use cranelift_codegen::ir::{types, AbiParam, InstBuilder, MemFlagsData, Type, Value};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::{Linkage, Module};

/// Calls the run-time conversion `name` of type `param -> ret`.
fn call_rt<M: Module>(
    m: &mut M,
    b: &mut FunctionBuilder,
    name: &str,
    param: Type,
    ret: Type,
    arg: Value,
) -> Result<Value, Error> {
    let mut sig = m.make_signature();
    sig.params.push(AbiParam::new(param));
    sig.returns.push(AbiParam::new(ret));
    let id = m
        .declare_function(name, Linkage::Import, &sig)
        .map_err(|e| Error::Codegen(format!("cannot import {name}: {e}")))?;
    let fref = m.declare_func_in_func(id, b.func);
    let c = b.ins().call(fref, &[arg]);
    Ok(b.inst_results(c)[0])
}

/// The promoted `f32` of the bits in the low 16 bits of the `i32` `bits`.
pub(super) fn from_bits<M: Module>(m: &mut M, b: &mut FunctionBuilder, h: Half, bits: Value) -> Result<Value, Error> {
    call_rt(m, b, h.extend_symbol(), types::I32, types::F32, bits)
}

/// The bits (zero-extended into an `i32`) of the float `v` (`f32` or
/// `f64`) rounded to `h`.
pub(super) fn to_bits<M: Module>(m: &mut M, b: &mut FunctionBuilder, h: Half, v: Value) -> Result<Value, Error> {
    let t = b.func.dfg.value_type(v);
    call_rt(m, b, h.truncate_symbol(t == types::F64), t, types::I32, v)
}

/// The float `v` (`f32` or `f64`) rounded to `h`, as its promoted `f32`.
pub(super) fn round<M: Module>(m: &mut M, b: &mut FunctionBuilder, h: Half, v: Value) -> Result<Value, Error> {
    let bits = to_bits(m, b, h, v)?;
    from_bits(m, b, h, bits)
}

/// Loads a value of format `h` from `p + off`, promoted.
pub(super) fn load<M: Module>(m: &mut M, b: &mut FunctionBuilder, h: Half, p: Value, off: i32) -> Result<Value, Error> {
    let bits = b.ins().uload16(types::I32, MemFlagsData::new(), p, off);
    from_bits(m, b, h, bits)
}

/// Stores the promoted value `v` of format `h` to `p + off` as 2 bytes.
pub(super) fn store<M: Module>(
    m: &mut M,
    b: &mut FunctionBuilder,
    h: Half,
    v: Value,
    p: Value,
    off: i32,
) -> Result<(), Error> {
    let bits = to_bits(m, b, h, v)?;
    b.ins().istore16(MemFlagsData::new(), bits, p, off);
    Ok(())
}
