//! Constants, integer and float arithmetic, comparisons, `select` and
//! casts. `i1` lives in an `i8` holding 0 or 1, as Cranelift's compares
//! produce it; operations that could leave other bits set mask them.
//! `f16`/`bf16` values are promoted `f32`s: results that may not be
//! representable in the 16-bit format are rounded back to it.

use super::func::FnGen;
use crate::error::Error;
use crate::layout::{leaves as layout_leaves, Leaf};
use crate::model::{Cast, FCmp, FloatBin, Half, ICmp, Inst, IntBin, Scalar, Ty, Val};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData, Type, Value};
use cranelift_module::Module;

impl<M: Module> FnGen<'_, '_, M> {
    /// `llvm.mlir.constant`.
    pub fn constant(&mut self, inst: &Inst, leaves: &[Scalar]) -> Result<(), Error> {
        let r = inst.results[0];
        let tys = self.types_of(inst, r)?;
        if tys.len() != leaves.len() {
            return Err(self.err(inst, "constant does not fit its type"));
        }
        let mut vs = Vec::with_capacity(tys.len());
        for ((t, s), (_, leaf)) in tys.into_iter().zip(leaves).zip(layout_leaves(self.ty(r))) {
            // A half constant is rounded here, once, to its format.
            let s = match (leaf, *s) {
                (Leaf::Half(h), Scalar::Float(f)) => Scalar::Float(f64::from(h.round(f))),
                (Leaf::Half(h), Scalar::Int(v)) => Scalar::Float(f64::from(h.round(v as f64))),
                (_, s) => s,
            };
            vs.push(self.scalar_const(t, s));
        }
        if let ([Scalar::Int(v)], Ty::Int(_)) = (leaves, self.ty(r)) {
            self.consts.insert(r, *v);
        }
        self.set(inst, 0, vs);
        Ok(())
    }

    fn scalar_const(&mut self, t: Type, s: Scalar) -> Value {
        let bits = match s {
            Scalar::Int(v) => v,
            Scalar::Float(f) => match t {
                types::F32 => return self.b.ins().f32const(f as f32),
                types::F64 => return self.b.ins().f64const(f),
                _ => f as i64,
            },
        };
        match t {
            types::F32 => self.b.ins().f32const(bits as f32),
            types::F64 => self.b.ins().f64const(bits as f64),
            types::I128 => {
                let v = self.b.ins().iconst(types::I64, bits);
                self.b.ins().sextend(types::I128, v)
            }
            _ => self.b.ins().iconst(t, bits),
        }
    }

    /// The 16-bit float format of value `v`, if it has one.
    pub fn half_of(&self, v: Val) -> Option<Half> {
        match self.ty(v) {
            Ty::Half(h) => Some(*h),
            _ => None,
        }
    }

    /// `v` rounded to the format of result 0 of `inst` when that is a
    /// 16-bit float (`v` is its promoted value computed in `f32`/`f64`).
    pub fn round_result(&mut self, inst: &Inst, v: Value) -> Result<Value, Error> {
        match inst.results.first().and_then(|&r| self.half_of(r)) {
            Some(h) => self.round_half(h, v),
            None => Ok(v),
        }
    }

    /// Whether value `v` is an `i1`.
    fn is_i1(&self, v: u32) -> bool {
        *self.ty(v) == Ty::Int(1)
    }

    /// Integer arithmetic.
    pub fn int_bin(&mut self, inst: &Inst, op: IntBin) -> Result<(), Error> {
        let x = self.scalar(inst, inst.operands[0])?;
        let y = self.scalar(inst, inst.operands[1])?;
        let i = self.b.ins();
        let r = match op {
            IntBin::Add => i.iadd(x, y),
            IntBin::Sub => i.isub(x, y),
            IntBin::Mul => i.imul(x, y),
            IntBin::SDiv => i.sdiv(x, y),
            IntBin::UDiv => i.udiv(x, y),
            IntBin::SRem => i.srem(x, y),
            IntBin::URem => i.urem(x, y),
            IntBin::And => i.band(x, y),
            IntBin::Or => i.bor(x, y),
            IntBin::Xor => i.bxor(x, y),
            IntBin::Shl => i.ishl(x, y),
            IntBin::LShr => i.ushr(x, y),
            IntBin::AShr => i.sshr(x, y),
        };
        let r = if self.is_i1(inst.results[0]) { self.b.ins().band_imm_u(r, 1) } else { r };
        self.set(inst, 0, vec![r]);
        Ok(())
    }

    /// Float arithmetic; `frem` calls libm's `fmod`.
    pub fn float_bin(&mut self, inst: &Inst, op: FloatBin) -> Result<(), Error> {
        let x = self.scalar(inst, inst.operands[0])?;
        let y = self.scalar(inst, inst.operands[1])?;
        let r = match op {
            FloatBin::Add => self.b.ins().fadd(x, y),
            FloatBin::Sub => self.b.ins().fsub(x, y),
            FloatBin::Mul => self.b.ins().fmul(x, y),
            FloatBin::Div => self.b.ins().fdiv(x, y),
            FloatBin::Rem => {
                let t = self.b.func.dfg.value_type(x);
                let name = if t == types::F32 { "fmodf" } else { "fmod" };
                self.call_libm(inst, name, t, &[x, y])?
            }
        };
        // In f32, +, -, *, / of two half values are exact enough that one
        // rounding to the half format gives the correctly rounded result.
        let r = self.round_result(inst, r)?;
        self.set(inst, 0, vec![r]);
        Ok(())
    }

    /// `llvm.icmp`.
    pub fn icmp(&mut self, inst: &Inst, p: ICmp) -> Result<(), Error> {
        let x = self.scalar(inst, inst.operands[0])?;
        let y = self.scalar(inst, inst.operands[1])?;
        let cc = match p {
            ICmp::Eq => IntCC::Equal,
            ICmp::Ne => IntCC::NotEqual,
            ICmp::Slt => IntCC::SignedLessThan,
            ICmp::Sle => IntCC::SignedLessThanOrEqual,
            ICmp::Sgt => IntCC::SignedGreaterThan,
            ICmp::Sge => IntCC::SignedGreaterThanOrEqual,
            ICmp::Ult => IntCC::UnsignedLessThan,
            ICmp::Ule => IntCC::UnsignedLessThanOrEqual,
            ICmp::Ugt => IntCC::UnsignedGreaterThan,
            ICmp::Uge => IntCC::UnsignedGreaterThanOrEqual,
        };
        // An i1 compared signed: 1 stands for -1.
        let (x, y) = if self.is_i1(inst.operands[0]) && matches!(p, ICmp::Slt | ICmp::Sle | ICmp::Sgt | ICmp::Sge) {
            (self.b.ins().ineg(x), self.b.ins().ineg(y))
        } else {
            (x, y)
        };
        let r = self.b.ins().icmp(cc, x, y);
        self.set(inst, 0, vec![r]);
        Ok(())
    }

    /// `llvm.fcmp`.
    pub fn fcmp(&mut self, inst: &Inst, p: FCmp) -> Result<(), Error> {
        let x = self.scalar(inst, inst.operands[0])?;
        let y = self.scalar(inst, inst.operands[1])?;
        let cc = match p {
            FCmp::False | FCmp::True => {
                let r = self.b.ins().iconst(types::I8, i64::from(p == FCmp::True));
                self.set(inst, 0, vec![r]);
                return Ok(());
            }
            FCmp::Oeq => FloatCC::Equal,
            FCmp::Ogt => FloatCC::GreaterThan,
            FCmp::Oge => FloatCC::GreaterThanOrEqual,
            FCmp::Olt => FloatCC::LessThan,
            FCmp::Ole => FloatCC::LessThanOrEqual,
            FCmp::One => FloatCC::OrderedNotEqual,
            FCmp::Ord => FloatCC::Ordered,
            FCmp::Ueq => FloatCC::UnorderedOrEqual,
            FCmp::Ugt => FloatCC::UnorderedOrGreaterThan,
            FCmp::Uge => FloatCC::UnorderedOrGreaterThanOrEqual,
            FCmp::Ult => FloatCC::UnorderedOrLessThan,
            FCmp::Ule => FloatCC::UnorderedOrLessThanOrEqual,
            FCmp::Une => FloatCC::NotEqual,
            FCmp::Uno => FloatCC::Unordered,
        };
        let r = self.b.ins().fcmp(cc, x, y);
        self.set(inst, 0, vec![r]);
        Ok(())
    }

    /// `llvm.select` (per leaf for aggregates).
    pub fn select(&mut self, inst: &Inst) -> Result<(), Error> {
        let c = self.scalar(inst, inst.operands[0])?;
        let t = self.get(inst, inst.operands[1])?;
        let e = self.get(inst, inst.operands[2])?;
        let r = t.into_iter().zip(e).map(|(a, b)| self.b.ins().select(c, a, b)).collect();
        self.set(inst, 0, r);
        Ok(())
    }

    /// Widens a small integer to at least 32 bits for float conversions.
    fn widen(&mut self, v: Value, signed: bool) -> Value {
        let t = self.b.func.dfg.value_type(v);
        if t.bits() >= 32 {
            v
        } else if signed {
            self.b.ins().sextend(types::I32, v)
        } else {
            self.b.ins().uextend(types::I32, v)
        }
    }

    /// Casts from or to `f16`/`bf16` (`to` is the Cranelift result type,
    /// `f32` for a half result).
    fn half_cast(
        &mut self,
        inst: &Inst,
        c: Cast,
        x: Value,
        src: Option<Half>,
        dst: Option<Half>,
        to: Type,
    ) -> Result<Value, Error> {
        let from = self.b.func.dfg.value_type(x);
        Ok(match (c, src, dst) {
            // Through f32, as LLVM promotes it on x86-64: exact for f16
            // (an integer past f32's precision is past f16's range), and
            // for bf16 the same double rounding as LLVM's.
            (Cast::SIToFP | Cast::UIToFP, _, Some(h)) => {
                let src_i1 = self.is_i1(inst.operands[0]);
                let signed = c == Cast::SIToFP;
                let w = if src_i1 && signed { self.b.ins().ineg(x) } else { x };
                let w = self.widen(w, signed);
                let f = if signed {
                    self.b.ins().fcvt_from_sint(types::F32, w)
                } else {
                    self.b.ins().fcvt_from_uint(types::F32, w)
                };
                self.round_half(h, f)?
            }
            // The promoted value is exact: widening is f32's own.
            (Cast::FPExt, Some(_), None) if to == from => x,
            (Cast::FPExt, Some(_), None) => self.b.ins().fpromote(to, x),
            (Cast::FPTrunc, None, Some(h)) => self.round_half(h, x)?,
            (Cast::Bitcast, Some(h), None) if to.is_int() && to.bits() <= 32 => {
                let bits = self.half_bits_of(h, x)?;
                if to.bits() < 32 {
                    self.b.ins().ireduce(to, bits)
                } else {
                    bits
                }
            }
            (Cast::Bitcast, None, Some(h)) if from.is_int() && from.bits() <= 32 => {
                let bits = if from.bits() < 32 { self.b.ins().uextend(types::I32, x) } else { x };
                self.promote_bits(h, bits)?
            }
            (Cast::Bitcast, Some(a), Some(b)) => {
                let bits = self.half_bits_of(a, x)?;
                self.promote_bits(b, bits)?
            }
            _ => {
                let (a, b) = (self.ty(inst.operands[0]).clone(), self.ty(inst.results[0]).clone());
                return Err(self.err(inst, format!("cast from {a:?} to {b:?}")));
            }
        })
    }

    /// Casts.
    pub fn cast(&mut self, inst: &Inst, c: Cast) -> Result<(), Error> {
        let x = self.scalar(inst, inst.operands[0])?;
        let from = self.b.func.dfg.value_type(x);
        let to = self.types_of(inst, inst.results[0])?;
        let [to] = to.as_slice() else {
            return Err(self.err(inst, "cast to an aggregate"));
        };
        let to = *to;
        let src_i1 = self.is_i1(inst.operands[0]);
        let dst_i1 = self.is_i1(inst.results[0]);
        let (src_half, dst_half) = (self.half_of(inst.operands[0]), self.half_of(inst.results[0]));
        // Conversions to integers work on the exact promoted value as on
        // any f32; the others need the half format.
        let to_int = matches!(c, Cast::FPToSI | Cast::FPToUI);
        if dst_half.is_some() || (src_half.is_some() && !to_int) {
            let r = self.half_cast(inst, c, x, src_half, dst_half, to)?;
            self.set(inst, 0, vec![r]);
            return Ok(());
        }
        let resize = |g: &mut Self, v: Value, signed: bool| -> Value {
            let vt = g.b.func.dfg.value_type(v);
            if vt == to {
                v
            } else if vt.bits() < to.bits() {
                if signed {
                    g.b.ins().sextend(to, v)
                } else {
                    g.b.ins().uextend(to, v)
                }
            } else {
                g.b.ins().ireduce(to, v)
            }
        };
        let r = match c {
            Cast::SExt if src_i1 => {
                let w = resize(self, x, false);
                self.b.ins().ineg(w)
            }
            Cast::SExt => resize(self, x, true),
            Cast::ZExt | Cast::PtrToInt | Cast::IntToPtr => resize(self, x, false),
            Cast::Trunc => {
                let r = resize(self, x, false);
                if dst_i1 {
                    self.b.ins().band_imm_u(r, 1)
                } else {
                    r
                }
            }
            Cast::SIToFP => {
                let w = if src_i1 { self.b.ins().ineg(x) } else { x };
                let w = self.widen(w, true);
                self.b.ins().fcvt_from_sint(to, w)
            }
            Cast::UIToFP => {
                let w = self.widen(x, false);
                self.b.ins().fcvt_from_uint(to, w)
            }
            Cast::FPToSI | Cast::FPToUI => {
                // Saturating: out-of-range input is poison in LLVM, never
                // a trap here.
                let wide = if to.bits() < 32 { types::I32 } else { to };
                let w = if c == Cast::FPToSI {
                    self.b.ins().fcvt_to_sint_sat(wide, x)
                } else {
                    self.b.ins().fcvt_to_uint_sat(wide, x)
                };
                if wide == to {
                    w
                } else {
                    self.b.ins().ireduce(to, w)
                }
            }
            Cast::FPExt => self.b.ins().fpromote(to, x),
            Cast::FPTrunc => self.b.ins().fdemote(to, x),
            Cast::Bitcast => {
                if from == to {
                    x
                } else {
                    self.b.ins().bitcast(to, MemFlagsData::new(), x)
                }
            }
        };
        self.set(inst, 0, vec![r]);
        Ok(())
    }
}
