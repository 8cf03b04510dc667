//! Decodes one llvm-dialect operation into an [`Inst`]. The table of op
//! names the engine compiles lives here and nowhere else.

use super::{attr, attrs, capi, origin, types, unsupported, Numbering};
use crate::error::Error;
use crate::model::*;
use capi::{MlirBlock, MlirOperation};

fn int_bin(name: &str) -> Option<IntBin> {
    Some(match name {
        "add" => IntBin::Add,
        "sub" => IntBin::Sub,
        "mul" => IntBin::Mul,
        "sdiv" => IntBin::SDiv,
        "udiv" => IntBin::UDiv,
        "srem" => IntBin::SRem,
        "urem" => IntBin::URem,
        "and" => IntBin::And,
        "or" => IntBin::Or,
        "xor" => IntBin::Xor,
        "shl" => IntBin::Shl,
        "lshr" => IntBin::LShr,
        "ashr" => IntBin::AShr,
        _ => return None,
    })
}

fn float_bin(name: &str) -> Option<FloatBin> {
    Some(match name {
        "fadd" => FloatBin::Add,
        "fsub" => FloatBin::Sub,
        "fmul" => FloatBin::Mul,
        "fdiv" => FloatBin::Div,
        "frem" => FloatBin::Rem,
        _ => return None,
    })
}

fn cast(name: &str) -> Option<Cast> {
    Some(match name {
        "sext" => Cast::SExt,
        "zext" => Cast::ZExt,
        "trunc" => Cast::Trunc,
        "sitofp" => Cast::SIToFP,
        "uitofp" => Cast::UIToFP,
        "fptosi" => Cast::FPToSI,
        "fptoui" => Cast::FPToUI,
        "fpext" => Cast::FPExt,
        "fptrunc" => Cast::FPTrunc,
        "bitcast" | "addrspacecast" => Cast::Bitcast,
        "ptrtoint" => Cast::PtrToInt,
        "inttoptr" => Cast::IntToPtr,
        _ => return None,
    })
}

fn intrinsic(name: &str) -> Option<Intrinsic> {
    use Intrinsic as I;
    use LibmFn as L;
    Some(match name {
        "sqrt" => I::Sqrt,
        "fabs" => I::Fabs,
        "floor" => I::Floor,
        "ceil" => I::Ceil,
        "trunc" => I::Trunc,
        "roundeven" | "rint" | "nearbyint" => I::RoundEven,
        "fma" => I::Fma,
        "fmuladd" => I::FMulAdd,
        "minnum" => I::MinNum,
        "maxnum" => I::MaxNum,
        "minimum" => I::Minimum,
        "maximum" => I::Maximum,
        "copysign" => I::CopySign,
        "exp" => I::Libm(L::Exp),
        "exp2" => I::Libm(L::Exp2),
        "log" => I::Libm(L::Log),
        "log2" => I::Libm(L::Log2),
        "log10" => I::Libm(L::Log10),
        "sin" => I::Libm(L::Sin),
        "cos" => I::Libm(L::Cos),
        "tan" => I::Libm(L::Tan),
        "pow" => I::Libm(L::Pow),
        "round" => I::Libm(L::Round),
        "tanh" => I::Libm(L::Tanh),
        "atan" => I::Libm(L::Atan),
        "atan2" => I::Libm(L::Atan2),
        "asin" => I::Libm(L::Asin),
        "acos" => I::Libm(L::Acos),
        "sinh" => I::Libm(L::Sinh),
        "cosh" => I::Libm(L::Cosh),
        "abs" => I::Abs,
        "smax" => I::SMax,
        "smin" => I::SMin,
        "umax" => I::UMax,
        "umin" => I::UMin,
        "ctpop" => I::Ctpop,
        "ctlz" => I::Ctlz,
        "cttz" => I::Cttz,
        "memcpy" | "memcpy.inline" => I::Memcpy,
        "memmove" => I::Memmove,
        "memset" => I::Memset,
        "lifetime.start"
        | "lifetime.end"
        | "assume"
        | "invariant.start"
        | "invariant.end"
        | "dbg.value"
        | "dbg.declare"
        | "dbg.label"
        | "experimental.noalias.scope.decl"
        | "prefetch" => I::NoOp,
        "stacksave" => I::StackSave,
        "stackrestore" => I::StackRestore,
        _ => return None,
    })
}

/// The `operandSegmentSizes` of `op` (empty if it has none).
fn segments(op: MlirOperation) -> Vec<i64> {
    attrs::int_array(attr(op, "operandSegmentSizes"))
}

/// Reads the operation `op` of a function body.
pub fn read(op: MlirOperation, num: &mut Numbering) -> Result<Inst, Error> {
    let origin = origin(op);
    let full = origin.name.clone();
    let Some(name) = full.strip_prefix("llvm.") else {
        return Err(super::not_lowered(op));
    };
    let mut operands = Vec::new();
    for i in 0..capi::mlirOperationGetNumOperands(op) {
        operands.push(num.val(capi::mlirOperationGetOperand(op, i), op)?);
    }
    let mut results = Vec::new();
    for i in 0..capi::mlirOperationGetNumResults(op) {
        results.push(num.val(capi::mlirOperationGetResult(op, i), op)?);
    }
    let succ_blocks: Vec<usize> = (0..capi::mlirOperationGetNumSuccessors(op))
        .map(|i| num.block(capi::mlirOperationGetSuccessor(op, i), op))
        .collect::<Result<_, _>>()?;
    let result_ty = results.first().map(|r| num.types[*r as usize].clone());
    let mut succs = Vec::new();
    let op_kind = if let Some(b) = int_bin(name) {
        Op::IntBin(b)
    } else if let Some(b) = float_bin(name) {
        Op::FloatBin(b)
    } else if let Some(c) = cast(name) {
        Op::Cast(c)
    } else if let Some(intr) = name.strip_prefix("intr.") {
        Op::Intrinsic(intrinsic(intr).ok_or_else(|| unsupported(op, "intrinsic without a Cranelift lowering"))?)
    } else {
        match name {
            "mlir.constant" => {
                let ty = result_ty.clone().unwrap_or(Ty::Void);
                Op::Const(attrs::leaves(attr(op, "value"), &ty).map_err(|why| unsupported(op, why))?)
            }
            "mlir.undef" | "mlir.poison" | "mlir.zero" => Op::Zero,
            "fneg" => Op::FNeg,
            "icmp" => {
                const P: [ICmp; 10] = [
                    ICmp::Eq,
                    ICmp::Ne,
                    ICmp::Slt,
                    ICmp::Sle,
                    ICmp::Sgt,
                    ICmp::Sge,
                    ICmp::Ult,
                    ICmp::Ule,
                    ICmp::Ugt,
                    ICmp::Uge,
                ];
                let p = attrs::int_or(attr(op, "predicate"), -1);
                Op::ICmp(*P.get(p as usize).ok_or_else(|| unsupported(op, "unknown predicate"))?)
            }
            "fcmp" => {
                use FCmp::*;
                const P: [FCmp; 16] =
                    [False, Oeq, Ogt, Oge, Olt, Ole, One, Ord, Ueq, Ugt, Uge, Ult, Ule, Une, Uno, True];
                let p = attrs::int_or(attr(op, "predicate"), -1);
                Op::FCmp(*P.get(p as usize).ok_or_else(|| unsupported(op, "unknown predicate"))?)
            }
            "select" => Op::Select,
            "load" | "store" => {
                if attrs::int_or(attr(op, "ordering"), 0) != 0 {
                    return Err(unsupported(op, "atomic memory access"));
                }
                if name == "load" {
                    Op::Load
                } else {
                    Op::Store
                }
            }
            "getelementptr" => {
                let elem = read_type_attr(op, "elem_type")?;
                let mut dynamic = operands[1..].iter();
                let mut indices = Vec::new();
                for raw in attrs::int_array(attr(op, "rawConstantIndices")) {
                    if raw == i64::from(i32::MIN) {
                        let v = dynamic.next().ok_or_else(|| unsupported(op, "missing dynamic index"))?;
                        indices.push(GepIndex::Dynamic(*v));
                    } else {
                        indices.push(GepIndex::Const(raw));
                    }
                }
                Op::Gep { elem, indices }
            }
            "alloca" => {
                let elem = read_type_attr(op, "elem_type")?;
                Op::Alloca { elem, align: attrs::int_or(attr(op, "alignment"), 0) as u32 }
            }
            "insertvalue" => Op::InsertValue(attrs::int_array(attr(op, "position"))),
            "extractvalue" => Op::ExtractValue(attrs::int_array(attr(op, "position"))),
            "mlir.addressof" => {
                let a = attr(op, "global_name");
                Op::AddressOf(crate::text::string(capi::mlirFlatSymbolRefAttrGetValue(a)))
            }
            "call" => {
                let callee = attr(op, "callee");
                let seg = segments(op);
                if seg.len() == 2 && seg[1] != 0 {
                    return Err(unsupported(op, "operand bundles"));
                }
                let vararg = !attr(op, "var_callee_type").ptr.is_null();
                let callee =
                    (!callee.ptr.is_null()).then(|| crate::text::string(capi::mlirFlatSymbolRefAttrGetValue(callee)));
                Op::Call { callee, vararg }
            }
            "br" => {
                succs.push(Succ { block: succ_blocks[0], args: std::mem::take(&mut operands) });
                Op::Br
            }
            "cond_br" => {
                let seg = segments(op);
                let (nt, nf) = (seg.get(1).copied().unwrap_or(0) as usize, seg.get(2).copied().unwrap_or(0) as usize);
                let rest = operands.split_off(1);
                succs.push(Succ { block: succ_blocks[0], args: rest[..nt].to_vec() });
                succs.push(Succ { block: succ_blocks[1], args: rest[nt..nt + nf].to_vec() });
                Op::CondBr
            }
            "switch" => {
                let seg = segments(op);
                let nd = seg.get(1).copied().unwrap_or(0) as usize;
                let rest = operands.split_off(1);
                succs.push(Succ { block: succ_blocks[0], args: rest[..nd].to_vec() });
                let mut at = nd;
                for (i, n) in attrs::int_array(attr(op, "case_operand_segments")).into_iter().enumerate() {
                    let n = n as usize;
                    succs.push(Succ { block: succ_blocks[i + 1], args: rest[at..at + n].to_vec() });
                    at += n;
                }
                Op::Switch(attrs::dense_ints(attr(op, "case_values")))
            }
            "return" => Op::Return,
            "unreachable" => Op::Unreachable,
            _ => return Err(unsupported(op, "no Cranelift lowering")),
        }
    };
    Ok(Inst { op: op_kind, operands, results, succs, origin })
}

/// The type held by the type attribute `name` of `op`.
fn read_type_attr(op: MlirOperation, name: &str) -> Result<Ty, Error> {
    types::read(capi::mlirTypeAttrGetValue(attr(op, name))).map_err(|t| unsupported(op, format!("type {t}")))
}

/// The value a global's initializer region computes: a constant, undef,
/// poison or zero, returned directly.
pub fn initializer(body: MlirBlock, ty: &Ty) -> Result<Vec<Scalar>, Error> {
    let ops = super::block_ops(body);
    let [value, ret] = ops.as_slice() else {
        let at = ops.first().copied().unwrap_or_else(|| capi::mlirBlockGetParentOperation(body));
        return Err(unsupported(at, "global initializer with more than one value"));
    };
    match super::op_name(*value).as_str() {
        "llvm.mlir.constant" => attrs::leaves(attr(*value, "value"), ty).map_err(|why| unsupported(*value, why)),
        "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" if super::op_name(*ret) == "llvm.return" => {
            Ok(vec![Scalar::Int(0); crate::layout::leaf_count(ty)]
                .into_iter()
                .zip(crate::layout::leaves(ty))
                .map(|(_, (_, l))| match l {
                    crate::layout::Leaf::Half(_) | crate::layout::Leaf::F32 | crate::layout::Leaf::F64 => {
                        Scalar::Float(0.0)
                    }
                    _ => Scalar::Int(0),
                })
                .collect())
        }
        _ => Err(unsupported(*value, "global initializer the engine cannot evaluate")),
    }
}
