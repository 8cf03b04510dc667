//! Memory and aggregates: `load`, `store`, `getelementptr`, `alloca`,
//! `insertvalue`, `extractvalue`, `mlir.addressof`.

use super::func::FnGen;
use crate::error::Error;
use crate::layout::{element_offset, element_type, leaf_count, leaf_range, leaves, size_of, Leaf};
use crate::model::{GepIndex, Inst, Ty};
use cranelift_codegen::ir::{types, AbiParam, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value};
use cranelift_module::Linkage;
use cranelift_module::Module;

impl<M: Module> FnGen<'_, '_, M> {
    /// `llvm.load`: one load per leaf (a half leaf widens from 2 bytes).
    pub fn load(&mut self, inst: &Inst) -> Result<(), Error> {
        let p = self.scalar(inst, inst.operands[0])?;
        let r = inst.results[0];
        let tys = self.types_of(inst, r)?;
        let offs = leaves(self.ty(r));
        let mut vs = Vec::with_capacity(tys.len());
        for (t, (off, leaf)) in tys.into_iter().zip(offs) {
            vs.push(match leaf {
                Leaf::Half(h) => self.load_half(h, p, off as i32)?,
                _ => self.b.ins().load(t, MemFlagsData::new(), p, off as i32),
            });
        }
        self.set(inst, 0, vs);
        Ok(())
    }

    /// `llvm.store`: one store per leaf (a half leaf narrows to 2 bytes).
    pub fn store(&mut self, inst: &Inst) -> Result<(), Error> {
        let vs = self.get(inst, inst.operands[0])?;
        let p = self.scalar(inst, inst.operands[1])?;
        let offs = leaves(self.ty(inst.operands[0]));
        for (v, (off, leaf)) in vs.into_iter().zip(offs) {
            match leaf {
                Leaf::Half(h) => self.store_half(h, v, p, off as i32)?,
                _ => {
                    self.b.ins().store(MemFlagsData::new(), v, p, off as i32);
                }
            }
        }
        Ok(())
    }

    /// An index operand as a pointer-sized (sign-extended) integer.
    fn index(&mut self, inst: &Inst, v: u32) -> Result<Value, Error> {
        let x = self.scalar(inst, v)?;
        let t = self.b.func.dfg.value_type(x);
        Ok(if t == self.ptr {
            x
        } else if t.bits() < self.ptr.bits() {
            self.b.ins().sextend(self.ptr, x)
        } else {
            self.b.ins().ireduce(self.ptr, x)
        })
    }

    /// `llvm.getelementptr`: the first index steps over whole elements,
    /// the others into structs (constant) and arrays.
    pub fn gep(&mut self, inst: &Inst, elem: &Ty, indices: &[GepIndex]) -> Result<(), Error> {
        let mut addr = self.scalar(inst, inst.operands[0])?;
        let mut constant: i64 = 0;
        let mut cur = elem;
        for (k, idx) in indices.iter().enumerate() {
            let (stride, next) = if k == 0 {
                (size_of(elem) as i64, elem)
            } else {
                match (cur, idx) {
                    (Ty::Struct(..), GepIndex::Const(i)) => {
                        let i = u64::try_from(*i).map_err(|_| self.err(inst, "negative struct index"))?;
                        let off = element_offset(cur, i).ok_or_else(|| self.err(inst, "struct index out of range"))?;
                        constant += off as i64;
                        cur = element_type(cur, i).expect("checked by element_offset");
                        continue;
                    }
                    (Ty::Struct(..), GepIndex::Dynamic(_)) => return Err(self.err(inst, "dynamic struct index")),
                    (Ty::Array(e, _), _) => (size_of(e) as i64, &**e),
                    _ => return Err(self.err(inst, "index into a scalar")),
                }
            };
            match idx {
                GepIndex::Const(i) => constant += i * stride,
                GepIndex::Dynamic(v) => {
                    let i = self.index(inst, *v)?;
                    let scaled = if stride == 1 { i } else { self.b.ins().imul_imm_s(i, stride) };
                    addr = self.b.ins().iadd(addr, scaled);
                }
            }
            cur = next;
        }
        if constant != 0 {
            addr = self.b.ins().iadd_imm_s(addr, constant);
        }
        self.set(inst, 0, vec![addr]);
        Ok(())
    }

    /// `llvm.alloca`: a stack slot of the function for a constant count,
    /// else memory from the call's dynamic-alloca chain.
    pub fn alloca(&mut self, inst: &Inst, elem: &Ty, align: u32) -> Result<(), Error> {
        let Some(&count) = self.consts.get(&inst.operands[0]) else {
            return self.dynamic_alloca(inst, elem, align);
        };
        let size = u64::try_from(count).ok().and_then(|c| c.checked_mul(size_of(elem)));
        let size = size.and_then(|s| u32::try_from(s).ok()).ok_or_else(|| self.err(inst, "alloca too large"))?;
        let align = u64::from(align).max(crate::layout::align_of(elem)).max(1);
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            size,
            align.trailing_zeros() as u8,
        ));
        let p = self.b.ins().stack_addr(self.ptr, slot, 0);
        self.set(inst, 0, vec![p]);
        Ok(())
    }

    /// `llvm.alloca` of a run-time count: `count * size` bytes from
    /// [`crate::dyn_alloca`], released when the function returns.
    fn dynamic_alloca(&mut self, inst: &Inst, elem: &Ty, align: u32) -> Result<(), Error> {
        let head = self.dyn_head.ok_or_else(|| self.err(inst, "alloca of a dynamic size"))?;
        let count = self.scalar(inst, inst.operands[0])?;
        let count = self.widen_to_i64(count);
        let size = self.b.ins().imul_imm_s(count, size_of(elem) as i64);
        let align = u64::from(align).max(crate::layout::align_of(elem)).max(1);
        let align = self.b.ins().iconst(types::I64, align as i64);
        let head_addr = self.b.ins().stack_addr(self.ptr, head, 0);
        let p = self.call_runtime(inst, crate::dyn_alloca::ALLOCA, &[head_addr, size, align], true)?;
        self.set(inst, 0, vec![p.expect("the allocation function returns a pointer")]);
        Ok(())
    }

    /// Sets the dynamic-alloca chain's head to null (in the entry block).
    pub fn start_dyn_chain(&mut self) {
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
        let null = self.b.ins().iconst(self.ptr, 0);
        self.b.ins().stack_store(self.ptr, null, slot, 0);
        self.dyn_head = Some(slot);
    }

    /// The chain's head now (`llvm.intr.stacksave`), or null when the
    /// function has no dynamic alloca.
    pub fn save_dyn_chain(&mut self) -> Value {
        match self.dyn_head {
            Some(slot) => self.b.ins().stack_load(self.ptr, self.ptr, slot, 0),
            None => self.b.ins().iconst(self.ptr, 0),
        }
    }

    /// Frees the chain back to `until` (`llvm.intr.stackrestore`), or all
    /// of it (`None`, at a return).
    pub fn release_dyn_chain(&mut self, inst: &Inst, until: Option<Value>) -> Result<(), Error> {
        let Some(slot) = self.dyn_head else { return Ok(()) };
        let head_addr = self.b.ins().stack_addr(self.ptr, slot, 0);
        let until = until.unwrap_or_else(|| self.b.ins().iconst(self.ptr, 0));
        self.call_runtime(inst, crate::dyn_alloca::RELEASE, &[head_addr, until], false)?;
        Ok(())
    }

    /// Calls runtime function `name` with pointer/`i64` arguments
    /// (`args`' own types), returning a pointer when `returns`.
    fn call_runtime(&mut self, inst: &Inst, name: &str, args: &[Value], returns: bool) -> Result<Option<Value>, Error> {
        let mut sig = self.m.make_signature();
        for &a in args {
            sig.params.push(AbiParam::new(self.b.func.dfg.value_type(a)));
        }
        if returns {
            sig.returns.push(AbiParam::new(self.ptr));
        }
        let id = self
            .m
            .declare_function(name, Linkage::Import, &sig)
            .map_err(|e| self.err(inst, format!("cannot import {name}: {e}")))?;
        let fref = self.m.declare_func_in_func(id, self.b.func);
        let c = self.b.ins().call(fref, args);
        Ok(self.b.inst_results(c).first().copied())
    }

    /// `v` as an `i64`, sign-extended (an alloca count is signed).
    fn widen_to_i64(&mut self, v: Value) -> Value {
        let t = self.b.func.dfg.value_type(v);
        if t.bits() < 64 {
            self.b.ins().sextend(types::I64, v)
        } else {
            v
        }
    }

    /// `llvm.insertvalue`.
    pub fn insert_value(&mut self, inst: &Inst, pos: &[i64]) -> Result<(), Error> {
        let mut agg = self.get(inst, inst.operands[0])?;
        let v = self.get(inst, inst.operands[1])?;
        let (start, member) =
            leaf_range(self.ty(inst.operands[0]), pos).ok_or_else(|| self.err(inst, "bad position"))?;
        if leaf_count(member) != v.len() {
            return Err(self.err(inst, "inserted value does not fit the position"));
        }
        agg.splice(start..start + v.len(), v);
        self.set(inst, 0, agg);
        Ok(())
    }

    /// `llvm.extractvalue`.
    pub fn extract_value(&mut self, inst: &Inst, pos: &[i64]) -> Result<(), Error> {
        let agg = self.get(inst, inst.operands[0])?;
        let (start, member) =
            leaf_range(self.ty(inst.operands[0]), pos).ok_or_else(|| self.err(inst, "bad position"))?;
        let n = leaf_count(member);
        self.set(inst, 0, agg[start..start + n].to_vec());
        Ok(())
    }

    /// `llvm.mlir.addressof` of a global or a function.
    pub fn address_of(&mut self, inst: &Inst, name: &str) -> Result<(), Error> {
        let p = if let Some(&id) = self.syms.data.get(name) {
            let gv = self.m.declare_data_in_func(id, self.b.func);
            self.b.ins().symbol_value(self.ptr, gv)
        } else if let Some(&id) = self.syms.funcs.get(name) {
            let f = self.m.declare_func_in_func(id, self.b.func);
            self.b.ins().func_addr(self.ptr, f)
        } else {
            return Err(self.err(inst, format!("unknown symbol @{name}")));
        };
        self.set(inst, 0, vec![p]);
        Ok(())
    }
}
