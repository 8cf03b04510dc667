//! Cranelift types and signatures for the engine's types.

use crate::error::Error;
use crate::layout::{leaves, Leaf};
use crate::model::{Func, Ty};
use cranelift_codegen::ir::{types, AbiParam, Signature, Type};
use cranelift_module::Module;

/// The Cranelift type of a leaf, if it has one.
pub fn leaf_type(l: Leaf) -> Option<Type> {
    Some(match l {
        Leaf::Int(1 | 8) => types::I8,
        Leaf::Int(16) => types::I16,
        Leaf::Int(32) => types::I32,
        Leaf::Int(64) => types::I64,
        Leaf::Int(128) => types::I128,
        Leaf::Int(_) => return None,
        // Promoted, as LLVM keeps half values on x86-64.
        Leaf::Half(_) | Leaf::F32 => types::F32,
        Leaf::F64 => types::F64,
        Leaf::Ptr => types::I64,
    })
}

/// The Cranelift types of the leaves of `ty`, or the type's description
/// when a leaf has none (odd integer widths).
pub fn leaf_types(ty: &Ty) -> Result<Vec<Type>, String> {
    leaves(ty).into_iter().map(|(_, l)| leaf_type(l).ok_or_else(|| format!("{ty:?}"))).collect()
}

/// The Cranelift signature of `f`: flattened leaves in and out.
pub fn signature<M: Module>(m: &M, f: &Func) -> Result<Signature, Error> {
    let unsupported = |why: String| Error::unsupported(&f.origin, why);
    if f.is_declaration() && (f.params.iter().any(Ty::is_aggregate) || f.result.is_aggregate()) {
        return Err(unsupported(format!("external function @{} passes aggregates by value", f.name)));
    }
    // The C ABI passes `_Float16`/`__bf16` in the low bits of a vector
    // register, not as the promoted `f32` the engine's own functions use.
    if f.is_declaration() && f.params.iter().chain([&f.result]).any(|t| matches!(t, Ty::Half(_))) {
        return Err(unsupported(format!("external function @{} passes f16/bf16 by value", f.name)));
    }
    let mut sig = m.make_signature();
    for p in &f.params {
        for t in leaf_types(p).map_err(|t| unsupported(format!("type {t} in the signature of @{}", f.name)))? {
            sig.params.push(AbiParam::new(t));
        }
    }
    for t in leaf_types(&f.result).map_err(|t| unsupported(format!("type {t} in the signature of @{}", f.name)))? {
        sig.returns.push(AbiParam::new(t));
    }
    Ok(sig)
}
