//! Calls (direct, indirect, variadic), libm calls and intrinsics.

use super::func::FnGen;
use crate::error::Error;
use crate::model::{Inst, Intrinsic};
use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::{types, AbiParam, InstBuilder, Type, Value};
use cranelift_module::{Linkage, Module};

impl<M: Module> FnGen<'_, '_, M> {
    /// The flattened leaves of operands `from..`.
    fn args_from(&self, inst: &Inst, from: usize) -> Result<Vec<Value>, Error> {
        let mut out = Vec::new();
        for &o in &inst.operands[from..] {
            out.extend(self.get(inst, o)?);
        }
        Ok(out)
    }

    /// A signature for calling with these arguments and the results of
    /// `inst`.
    fn call_signature(&self, inst: &Inst, args: &[Value]) -> Result<cranelift_codegen::ir::Signature, Error> {
        let mut sig = self.m.make_signature();
        for a in args {
            sig.params.push(AbiParam::new(self.b.func.dfg.value_type(*a)));
        }
        for &r in &inst.results {
            for t in self.types_of(inst, r)? {
                sig.returns.push(AbiParam::new(t));
            }
        }
        Ok(sig)
    }

    /// Records the results of a call (leaves of at most one result).
    fn set_results(&mut self, inst: &Inst, results: Vec<Value>) {
        if !inst.results.is_empty() {
            self.set(inst, 0, results);
        }
    }

    /// `llvm.call`.
    pub fn call(&mut self, inst: &Inst, callee: Option<&str>, vararg: bool) -> Result<(), Error> {
        let Some(name) = callee else {
            let target = self.scalar(inst, inst.operands[0])?;
            let args = self.args_from(inst, 1)?;
            let sig = self.call_signature(inst, &args)?;
            let sref = self.b.import_signature(sig);
            let c = self.b.ins().call_indirect(sref, target, &args);
            let rs = self.b.inst_results(c).to_vec();
            self.set_results(inst, rs);
            return Ok(());
        };
        let &id =
            self.syms.funcs.get(name).ok_or_else(|| self.err(inst, format!("call to unknown function @{name}")))?;
        let callee_vararg = self.model.funcs.iter().any(|f| f.name == name && f.vararg);
        let args = self.args_from(inst, 0)?;
        if vararg || callee_vararg {
            // Variadic: call through the address with the actual argument
            // types (the fixed signature would not match). The x86-64 C ABI
            // also wants `%al` to bound the vector registers the variadic
            // arguments use, which Cranelift cannot set: a floating-point
            // variadic argument would reach the callee as garbage, so it is
            // refused instead.
            let fixed = self.model.funcs.iter().find(|f| f.name == name).map_or(0, |f| f.params.len());
            let variadic_float = inst
                .operands
                .iter()
                .skip(fixed)
                .any(|&o| self.types_of(inst, o).is_ok_and(|ts| ts.iter().any(|t| t.is_float())));
            if variadic_float && cfg!(target_arch = "x86_64") {
                return Err(self.err(
                    inst,
                    format!(
                        "variadic call to @{name} with a floating-point variadic argument (not supported by the JIT)"
                    ),
                ));
            }
            let fref = self.m.declare_func_in_func(id, self.b.func);
            let target = self.b.ins().func_addr(self.ptr, fref);
            let sig = self.call_signature(inst, &args)?;
            let sref = self.b.import_signature(sig);
            let c = self.b.ins().call_indirect(sref, target, &args);
            let rs = self.b.inst_results(c).to_vec();
            self.set_results(inst, rs);
            return Ok(());
        }
        let fref = self.m.declare_func_in_func(id, self.b.func);
        let expected = self.b.func.dfg.ext_funcs[fref].signature;
        if self.b.func.dfg.signatures[expected].params.len() != args.len() {
            return Err(self.err(inst, format!("call to @{name} with the wrong number of arguments")));
        }
        let c = self.b.ins().call(fref, &args);
        let rs = self.b.inst_results(c).to_vec();
        self.set_results(inst, rs);
        Ok(())
    }

    /// Calls the C function `name` of type `(t, ...) -> t`.
    pub fn call_libm(&mut self, inst: &Inst, name: &str, t: Type, args: &[Value]) -> Result<Value, Error> {
        let mut sig = self.m.make_signature();
        sig.params.extend(args.iter().map(|_| AbiParam::new(t)));
        sig.returns.push(AbiParam::new(t));
        let id = self
            .m
            .declare_function(name, Linkage::Import, &sig)
            .map_err(|e| self.err(inst, format!("cannot import {name}: {e}")))?;
        let fref = self.m.declare_func_in_func(id, self.b.func);
        let c = self.b.ins().call(fref, args);
        Ok(self.b.inst_results(c)[0])
    }

    /// `llvm.intr.*`.
    pub fn intrinsic(&mut self, inst: &Inst, intr: Intrinsic) -> Result<(), Error> {
        use Intrinsic as I;
        let cfg = self.m.target_config();
        let mut ops = Vec::new();
        for &o in &inst.operands {
            ops.push(self.scalar(inst, o)?);
        }
        let need = match intr {
            I::Fma | I::FMulAdd | I::Memcpy | I::Memmove | I::Memset => 3,
            I::MinNum | I::MaxNum | I::Minimum | I::Maximum | I::CopySign | I::SMax | I::SMin | I::UMax | I::UMin => 2,
            I::Libm(f) => f.arity(),
            I::NoOp | I::StackSave | I::StackRestore => 0,
            _ => 1,
        };
        if ops.len() < need {
            return Err(self.err(inst, "missing operand"));
        }
        let arg = |i: usize| -> Result<Value, Error> { Ok(ops[i]) };
        let r = match intr {
            I::Sqrt => Some(self.b.ins().sqrt(arg(0)?)),
            I::Fabs => Some(self.b.ins().fabs(arg(0)?)),
            I::Floor => Some(self.b.ins().floor(arg(0)?)),
            I::Ceil => Some(self.b.ins().ceil(arg(0)?)),
            I::Trunc => Some(self.b.ins().trunc(arg(0)?)),
            I::RoundEven => Some(self.b.ins().nearest(arg(0)?)),
            I::Fma | I::FMulAdd => Some(self.b.ins().fma(arg(0)?, arg(1)?, arg(2)?)),
            // Cranelift's fmin/fmax propagate NaN, as minimum/maximum do.
            I::Minimum => Some(self.b.ins().fmin(arg(0)?, arg(1)?)),
            I::Maximum => Some(self.b.ins().fmax(arg(0)?, arg(1)?)),
            I::MinNum | I::MaxNum => Some(self.min_max_num(arg(0)?, arg(1)?, intr == I::MinNum)),
            I::CopySign => Some(self.b.ins().fcopysign(arg(0)?, arg(1)?)),
            I::Libm(f) => {
                let x = arg(0)?;
                let t = self.b.func.dfg.value_type(x);
                let args: Vec<Value> = ops.iter().take(f.arity()).copied().collect();
                Some(self.call_libm(inst, &f.symbol(t == types::F32), t, &args)?)
            }
            I::Abs => Some(self.b.ins().iabs(arg(0)?)),
            I::SMax => Some(self.b.ins().smax(arg(0)?, arg(1)?)),
            I::SMin => Some(self.b.ins().smin(arg(0)?, arg(1)?)),
            I::UMax => Some(self.b.ins().umax(arg(0)?, arg(1)?)),
            I::UMin => Some(self.b.ins().umin(arg(0)?, arg(1)?)),
            I::Ctpop => Some(self.b.ins().popcnt(arg(0)?)),
            I::Ctlz => Some(self.b.ins().clz(arg(0)?)),
            I::Cttz => Some(self.b.ins().ctz(arg(0)?)),
            I::Memcpy | I::Memmove => {
                let (d, s) = (arg(0)?, arg(1)?);
                let n = self.ptr_sized(arg(2)?);
                if intr == I::Memcpy {
                    self.b.call_memcpy(cfg, d, s, n);
                } else {
                    self.b.call_memmove(cfg, d, s, n);
                }
                None
            }
            I::Memset => {
                let d = arg(0)?;
                // Cranelift's memset helper takes the byte as i8.
                let v = arg(1)?;
                let v = if self.b.func.dfg.value_type(v) == types::I8 { v } else { self.b.ins().ireduce(types::I8, v) };
                let n = self.ptr_sized(arg(2)?);
                self.b.call_memset(cfg, d, v, n);
                None
            }
            I::StackSave => Some(self.save_dyn_chain()),
            I::StackRestore => {
                let token = self.scalar(inst, inst.operands[0])?;
                self.release_dyn_chain(inst, Some(token))?;
                None
            }
            I::NoOp => None,
        };
        // Results that may fall between two half values (the others are
        // one of their operands or an integer) round to the half format.
        let r = match (r, intr) {
            (Some(v), I::Sqrt | I::Fma | I::FMulAdd | I::Libm(_)) => Some(self.round_result(inst, v)?),
            (r, _) => r,
        };
        match (r, inst.results.first()) {
            (Some(v), Some(_)) => self.set(inst, 0, vec![v]),
            (None, Some(&res)) => {
                let tys = self.types_of(inst, res)?;
                let vs = tys.into_iter().map(|t| self.zero(t)).collect();
                self.set(inst, 0, vs);
            }
            _ => {}
        }
        Ok(())
    }

    /// `llvm.intr.minnum`/`maxnum`: a NaN operand yields the other one
    /// (NaN only when both are).
    fn min_max_num(&mut self, x: Value, y: Value, min: bool) -> Value {
        let r = if min { self.b.ins().fmin(x, y) } else { self.b.ins().fmax(x, y) };
        let x_nan = self.b.ins().fcmp(FloatCC::Unordered, x, x);
        let y_nan = self.b.ins().fcmp(FloatCC::Unordered, y, y);
        let r = self.b.ins().select(x_nan, y, r);
        self.b.ins().select(y_nan, x, r)
    }

    fn ptr_sized(&mut self, v: Value) -> Value {
        let t = self.b.func.dfg.value_type(v);
        if t == self.ptr {
            v
        } else if t.bits() < self.ptr.bits() {
            self.b.ins().uextend(self.ptr, v)
        } else {
            self.b.ins().ireduce(self.ptr, v)
        }
    }
}
