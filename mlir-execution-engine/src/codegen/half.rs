//! Code for `f16` and `bf16` values (see [`crate::half`]): a register
//! holds the promoted `f32`, memory the 2-byte bits. Conversions between
//! `f32` and the bits are emitted inline (integer code, branch-free, the
//! same results as [`Half::to_f32`] and [`Half::from_f32`]); the rare
//! `f64 -> half` calls the run-time functions of
//! [`crate::half::symbols`], as LLVM calls `__truncdfhf2`. Free functions
//! over a [`FunctionBuilder`], so the packed wrappers share them with
//! function bodies.

use super::func::FnGen;
use crate::error::Error;
use crate::half::Half;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
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
pub(super) fn from_bits<M: Module>(_m: &mut M, b: &mut FunctionBuilder, h: Half, bits: Value) -> Result<Value, Error> {
    let flags = MemFlagsData::new();
    Ok(match h {
        // bfloat16 is the top half of an f32.
        Half::BF16 => {
            let w = b.ins().ishl_imm_u(bits, 16);
            b.ins().bitcast(types::F32, flags, w)
        }
        Half::F16 => {
            let sign = b.ins().band_imm_u(bits, 0x8000);
            let sign = b.ins().ishl_imm_u(sign, 16);
            // Exponent and fraction moved to f32's positions, the exponent
            // rebiased (15 -> 127).
            let em = b.ins().band_imm_u(bits, 0x7fff);
            let em = b.ins().ishl_imm_u(em, 13);
            let exp = b.ins().band_imm_u(em, 0x0f80_0000);
            let normal = b.ins().iadd_imm_u(em, (127 - 15) << 23);
            // Infinity and NaN: the largest exponent, payload kept as is
            // (no float operation, so a signaling NaN stays signaling).
            let special = b.ins().iadd_imm_u(normal, (128 - 16) << 23);
            // Subnormal (and zero): m * 2^-24, computed exactly as
            // (2^-14 + m * 2^-24) - 2^-14 in f32.
            let biased = b.ins().iadd_imm_u(normal, 1 << 23);
            let biased = b.ins().bitcast(types::F32, flags, biased);
            let magic = b.ins().f32const(f32::from_bits(113 << 23));
            let small = b.ins().fsub(biased, magic);
            let small = b.ins().bitcast(types::I32, flags, small);
            let is_special = b.ins().icmp_imm_u(IntCC::Equal, exp, 0x0f80_0000);
            let is_small = b.ins().icmp_imm_u(IntCC::Equal, exp, 0);
            let r = b.ins().select(is_special, special, normal);
            let r = b.ins().select(is_small, small, r);
            let r = b.ins().bor(r, sign);
            b.ins().bitcast(types::F32, flags, r)
        }
    })
}

/// The bits (zero-extended into an `i32`) of the float `v` (`f32` or
/// `f64`) rounded to `h`.
pub(super) fn to_bits<M: Module>(m: &mut M, b: &mut FunctionBuilder, h: Half, v: Value) -> Result<Value, Error> {
    let t = b.func.dfg.value_type(v);
    if t == types::F64 {
        // Rounding straight from f64 (never twice through f32).
        return call_rt(m, b, h.truncate_f64_symbol(), t, types::I32, v);
    }
    let flags = MemFlagsData::new();
    let f = b.ins().bitcast(types::I32, flags, v);
    let is_nan = b.ins().fcmp(FloatCC::Unordered, v, v);
    Ok(match h {
        Half::BF16 => {
            // NaN: the top payload bits, the quiet bit when none is left.
            let top = b.ins().ushr_imm_u(f, 16);
            let payload = b.ins().band_imm_u(top, 0x7f);
            let empty = b.ins().icmp_imm_u(IntCC::Equal, payload, 0);
            let quiet = b.ins().bor_imm_u(top, 0x40);
            let nan = b.ins().select(empty, quiet, top);
            // Round to nearest even on the integer bits: add just under
            // half an ulp, plus one when the kept part is odd.
            let odd = b.ins().band_imm_u(top, 1);
            let biased = b.ins().iadd_imm_u(f, 0x7fff);
            let biased = b.ins().iadd(biased, odd);
            let rounded = b.ins().ushr_imm_u(biased, 16);
            b.ins().select(is_nan, nan, rounded)
        }
        Half::F16 => {
            let sign = b.ins().band_imm_u(f, 0x8000_0000);
            let sign = b.ins().ushr_imm_u(sign, 16);
            let a = b.ins().band_imm_u(f, 0x7fff_ffff);
            // NaN: the top payload bits, the quiet bit when none is left.
            let payload = b.ins().ushr_imm_u(a, 13);
            let payload = b.ins().band_imm_u(payload, 0x3ff);
            let empty = b.ins().icmp_imm_u(IntCC::Equal, payload, 0);
            let quiet = b.ins().iconst(types::I32, 0x200);
            let payload = b.ins().select(empty, quiet, payload);
            let nan = b.ins().bor_imm_u(payload, 0x7c00);
            // At or past 65520 (2^16 - 2^4, the midpoint above the largest
            // finite value): infinity.
            let inf = b.ins().iconst(types::I32, 0x7c00);
            let too_big = b.ins().icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, a, 0x477f_f000);
            // Normal results: rebias (127 -> 15) and round to nearest even
            // on the integer bits, the carry stepping the exponent.
            let odd = b.ins().ushr_imm_u(a, 13);
            let odd = b.ins().band_imm_u(odd, 1);
            let normal = b.ins().iadd_imm_s(a, ((15 - 127) << 23) + 0xfff);
            let normal = b.ins().iadd(normal, odd);
            let normal = b.ins().ushr_imm_u(normal, 13);
            // Below 2^-14, the subnormals: adding 0.5 makes the f32
            // addition round at 2^-24 (to nearest even), leaving the
            // f16 fraction in the low bits.
            let abs = b.ins().bitcast(types::F32, flags, a);
            let half = b.ins().f32const(0.5);
            let sum = b.ins().fadd(abs, half);
            let sum = b.ins().bitcast(types::I32, flags, sum);
            let small = b.ins().iadd_imm_s(sum, -(126 << 23));
            let is_small = b.ins().icmp_imm_u(IntCC::UnsignedLessThan, a, 113 << 23);
            let r = b.ins().select(is_small, small, normal);
            let r = b.ins().select(too_big, inf, r);
            let r = b.ins().select(is_nan, nan, r);
            b.ins().bor(r, sign)
        }
    })
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

impl<M: Module> FnGen<'_, '_, M> {
    /// `v` (`f32` or `f64`) rounded to `h`, promoted; the bits are kept,
    /// so storing the result writes them without converting again (they
    /// are defined with the result, so they dominate its every use).
    pub(super) fn round_half(&mut self, h: Half, v: Value) -> Result<Value, Error> {
        let bits = to_bits(self.m, &mut self.b, h, v)?;
        self.promote_bits(h, bits)
    }

    /// The promoted value of the half bits `bits`, which are kept for
    /// stores of it.
    pub(super) fn promote_bits(&mut self, h: Half, bits: Value) -> Result<Value, Error> {
        let r = from_bits(self.m, &mut self.b, h, bits)?;
        self.half_bits.insert(r, (h, bits));
        Ok(r)
    }

    /// Loads a value of format `h` from `p + off`, promoted.
    pub(super) fn load_half(&mut self, h: Half, p: Value, off: i32) -> Result<Value, Error> {
        let bits = self.b.ins().uload16(types::I32, MemFlagsData::new(), p, off);
        self.promote_bits(h, bits)
    }

    /// The bits (in an `i32`) of the promoted value `v` of format `h`:
    /// the ones it was made from when known, else converted.
    pub(super) fn half_bits_of(&mut self, h: Half, v: Value) -> Result<Value, Error> {
        match self.half_bits.get(&v) {
            Some(&(known, bits)) if known == h => Ok(bits),
            _ => to_bits(self.m, &mut self.b, h, v),
        }
    }

    /// Stores the promoted value `v` of format `h` to `p + off`.
    pub(super) fn store_half(&mut self, h: Half, v: Value, p: Value, off: i32) -> Result<(), Error> {
        let bits = self.half_bits_of(h, v)?;
        self.b.ins().istore16(MemFlagsData::new(), bits, p, off);
        Ok(())
    }
}
