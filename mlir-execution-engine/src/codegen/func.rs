//! Translation of one function body: blocks in reverse post-order (so
//! every value is translated before its uses), block arguments as
//! Cranelift block parameters, terminators.

use super::types::leaf_types;
use super::Symbols;
use crate::error::Error;
use crate::layout::leaf_count;
use crate::model::{BlockIdx, Func, Inst, Module as Model, Op, Succ, Ty, Val};
use cranelift_codegen::ir::{self, BlockArg, Function, InstBuilder, TrapCode, Type, Value};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Switch};
use cranelift_module::Module;
use hashbrown::HashMap;

/// The state of translating one function.
pub(super) struct FnGen<'a, 'b, M: Module> {
    pub m: &'a mut M,
    pub b: FunctionBuilder<'b>,
    pub f: &'a Func,
    pub syms: &'a Symbols,
    pub model: &'a Model,
    /// The Cranelift values (leaves) of each translated value.
    pub vals: Vec<Option<Vec<Value>>>,
    /// Integer constants seen so far (for static `alloca` sizes).
    pub consts: HashMap<Val, i64>,
    /// The Cranelift block of each reachable block.
    pub blocks: Vec<Option<ir::Block>>,
    /// The pointer type.
    pub ptr: Type,
    /// The 16-bit float bits each promoted half value was made from, when
    /// known (see `round_half`).
    pub half_bits: HashMap<Value, (crate::half::Half, Value)>,
    /// The stack slot heading the chain of this call's dynamically sized
    /// allocas ([`crate::dyn_alloca`]), when the function has any.
    pub dyn_head: Option<ir::StackSlot>,
}

/// Translates `f` into `func`.
pub(super) fn translate<M: Module>(
    m: &mut M,
    func: &mut Function,
    fctx: &mut FunctionBuilderContext,
    syms: &Symbols,
    f: &Func,
    model: &Model,
) -> Result<(), Error> {
    let ptr = m.target_config().pointer_type();
    let order = reverse_post_order(f);
    let b = FunctionBuilder::new(func, fctx);
    let mut g = FnGen {
        m,
        b,
        f,
        syms,
        model,
        vals: vec![None; f.values.len()],
        consts: HashMap::new(),
        blocks: vec![None; f.blocks.len()],
        ptr,
        half_bits: HashMap::new(),
        dyn_head: None,
    };
    for &i in &order {
        let blk = g.b.create_block();
        g.blocks[i] = Some(blk);
    }
    let entry = g.blocks[0].expect("the entry block is reachable");
    g.b.append_block_params_for_function_params(entry);
    let params = g.b.block_params(entry).to_vec();
    let mut at = 0;
    for &a in &f.blocks[0].args {
        let n = leaf_count(&f.values[a as usize]);
        g.vals[a as usize] = Some(params[at..at + n].to_vec());
        at += n;
    }
    for &i in &order[1..] {
        let blk = g.blocks[i].expect("created above");
        for &a in &f.blocks[i].args {
            let tys = g.leaf_types_of(a, &f.blocks[i].insts.first().map(|x| x.origin.clone()))?;
            let vs = tys.into_iter().map(|t| g.b.append_block_param(blk, t)).collect();
            g.vals[a as usize] = Some(vs);
        }
    }
    for &i in &order {
        g.b.switch_to_block(g.blocks[i].expect("created above"));
        if i == 0 && has_dynamic_alloca(f) {
            g.start_dyn_chain();
        }
        for inst in &f.blocks[i].insts {
            g.inst(inst)?;
        }
    }
    g.b.seal_all_blocks();
    let cfg = g.m.target_config();
    g.b.finalize(cfg);
    Ok(())
}

/// Whether an `llvm.alloca` of `f` takes its count from anything but a
/// constant.
fn has_dynamic_alloca(f: &Func) -> bool {
    let insts = || f.blocks.iter().flat_map(|b| &b.insts);
    let consts: hashbrown::HashSet<Val> =
        insts().filter(|i| matches!(i.op, Op::Const(_))).flat_map(|i| i.results.iter().copied()).collect();
    insts().any(|i| matches!(i.op, Op::Alloca { .. }) && i.operands.first().is_some_and(|c| !consts.contains(c)))
}

/// The blocks reachable from the entry, in reverse post-order.
fn reverse_post_order(f: &Func) -> Vec<BlockIdx> {
    let mut seen = vec![false; f.blocks.len()];
    let mut post = Vec::with_capacity(f.blocks.len());
    // Iterative DFS: (block, next successor to visit).
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some((blk, next)) = stack.pop() {
        let succs = f.blocks[blk].insts.last().map(|t| t.succs.as_slice()).unwrap_or(&[]);
        if let Some(s) = succs.get(next) {
            stack.push((blk, next + 1));
            if !seen[s.block] {
                seen[s.block] = true;
                stack.push((s.block, 0));
            }
        } else {
            post.push(blk);
        }
    }
    post.reverse();
    post
}

impl<M: Module> FnGen<'_, '_, M> {
    /// An error about `inst`.
    pub fn err(&self, inst: &Inst, why: impl Into<String>) -> Error {
        Error::unsupported(&inst.origin, why)
    }

    /// The type of value `v`.
    pub fn ty(&self, v: Val) -> &Ty {
        &self.f.values[v as usize]
    }

    fn leaf_types_of(&self, v: Val, origin: &Option<crate::model::Origin>) -> Result<Vec<Type>, Error> {
        leaf_types(self.ty(v)).map_err(|t| {
            let o = origin.clone().unwrap_or_else(|| self.f.origin.clone());
            Error::unsupported(&o, format!("type {t}"))
        })
    }

    /// The Cranelift types of the leaves of value `v`.
    pub fn types_of(&self, inst: &Inst, v: Val) -> Result<Vec<Type>, Error> {
        leaf_types(self.ty(v)).map_err(|t| self.err(inst, format!("type {t}")))
    }

    /// The leaves of a translated value.
    pub fn get(&self, inst: &Inst, v: Val) -> Result<Vec<Value>, Error> {
        self.vals[v as usize].clone().ok_or_else(|| self.err(inst, "operand not defined before its use"))
    }

    /// The single leaf of a scalar value.
    pub fn scalar(&self, inst: &Inst, v: Val) -> Result<Value, Error> {
        match self.get(inst, v)?.as_slice() {
            [x] => Ok(*x),
            _ => Err(self.err(inst, "aggregate where a scalar is expected")),
        }
    }

    /// Records the leaves of result `i` of `inst`.
    pub fn set(&mut self, inst: &Inst, i: usize, leaves: Vec<Value>) {
        if let Some(&r) = inst.results.get(i) {
            self.vals[r as usize] = Some(leaves);
        }
    }

    /// The block arguments of a successor.
    fn succ_args(&self, inst: &Inst, s: &Succ) -> Result<(ir::Block, Vec<BlockArg>), Error> {
        let mut args = Vec::new();
        for &a in &s.args {
            args.extend(self.get(inst, a)?.into_iter().map(BlockArg::Value));
        }
        let blk = self.blocks[s.block].ok_or_else(|| self.err(inst, "branch to an unreachable block"))?;
        Ok((blk, args))
    }

    /// Translates one instruction.
    fn inst(&mut self, inst: &Inst) -> Result<(), Error> {
        match &inst.op {
            Op::Br => {
                let (blk, args) = self.succ_args(inst, &inst.succs[0])?;
                self.b.ins().jump(blk, &args);
            }
            Op::CondBr => {
                let c = self.scalar(inst, inst.operands[0])?;
                let (t, targs) = self.succ_args(inst, &inst.succs[0])?;
                let (e, eargs) = self.succ_args(inst, &inst.succs[1])?;
                self.b.ins().brif(c, t, &targs, e, &eargs);
            }
            Op::Switch(cases) => self.switch(inst, cases)?,
            Op::Return => {
                let mut vs = Vec::new();
                for &o in &inst.operands {
                    vs.extend(self.get(inst, o)?);
                }
                self.release_dyn_chain(inst, None)?;
                self.b.ins().return_(&vs);
            }
            Op::Unreachable => {
                self.b.ins().trap(TrapCode::unwrap_user(1));
            }
            _ => self.body_inst(inst)?,
        }
        Ok(())
    }

    /// `llvm.switch`: trampolines carry each target's arguments, then
    /// Cranelift's jump-table or compare tree picks one.
    fn switch(&mut self, inst: &Inst, cases: &[i64]) -> Result<(), Error> {
        let v = self.scalar(inst, inst.operands[0])?;
        let width = match self.ty(inst.operands[0]) {
            Ty::Int(w) => *w,
            _ => return Err(self.err(inst, "switch on a non-integer")),
        };
        let mask: u128 = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
        if cases.len() + 1 != inst.succs.len() {
            return Err(self.err(inst, "case values and successors disagree"));
        }
        let mut sw = Switch::new();
        let mut seen = hashbrown::HashSet::new();
        let mut trampolines = Vec::new();
        for (c, s) in cases.iter().zip(&inst.succs[1..]) {
            let key = (*c as i128 as u128) & mask;
            if !seen.insert(key) {
                continue;
            }
            let tramp = self.b.create_block();
            sw.set_entry(key, tramp);
            trampolines.push((tramp, s));
        }
        let default = self.b.create_block();
        trampolines.push((default, &inst.succs[0]));
        // A switch on i8 (our i1) or wider works as is; Cranelift compares
        // in the value's own type.
        sw.emit(&mut self.b, v, default);
        for (tramp, s) in trampolines {
            self.b.switch_to_block(tramp);
            let (blk, args) = self.succ_args(inst, s)?;
            self.b.ins().jump(blk, &args);
        }
        Ok(())
    }

    /// Non-terminator instructions.
    fn body_inst(&mut self, inst: &Inst) -> Result<(), Error> {
        match &inst.op {
            Op::Const(leaves) => self.constant(inst, leaves),
            Op::Zero => {
                let r = inst.results[0];
                let tys = self.types_of(inst, r)?;
                let vs = tys.into_iter().map(|t| self.zero(t)).collect();
                self.set(inst, 0, vs);
                Ok(())
            }
            Op::IntBin(op) => self.int_bin(inst, *op),
            Op::FloatBin(op) => self.float_bin(inst, *op),
            Op::FNeg => {
                let x = self.scalar(inst, inst.operands[0])?;
                let r = self.b.ins().fneg(x);
                self.set(inst, 0, vec![r]);
                Ok(())
            }
            Op::ICmp(p) => self.icmp(inst, *p),
            Op::FCmp(p) => self.fcmp(inst, *p),
            Op::Select => self.select(inst),
            Op::Cast(c) => self.cast(inst, *c),
            Op::Load => self.load(inst),
            Op::Store => self.store(inst),
            Op::Gep { elem, indices } => self.gep(inst, elem, indices),
            Op::Alloca { elem, align } => self.alloca(inst, elem, *align),
            Op::InsertValue(pos) => self.insert_value(inst, pos),
            Op::ExtractValue(pos) => self.extract_value(inst, pos),
            Op::AddressOf(name) => self.address_of(inst, name),
            Op::Call { callee, vararg } => self.call(inst, callee.as_deref(), *vararg),
            Op::Intrinsic(i) => self.intrinsic(inst, *i),
            Op::Br | Op::CondBr | Op::Switch(_) | Op::Return | Op::Unreachable => {
                Err(self.err(inst, "terminator in the middle of a block"))
            }
        }
    }

    /// A zero of type `t`.
    pub fn zero(&mut self, t: Type) -> Value {
        use cranelift_codegen::ir::types;
        match t {
            types::F32 => self.b.ins().f32const(0.0),
            types::F64 => self.b.ins().f64const(0.0),
            types::I128 => {
                let z = self.b.ins().iconst(types::I64, 0);
                self.b.ins().uextend(types::I128, z)
            }
            _ => self.b.ins().iconst(t, 0),
        }
    }
}
