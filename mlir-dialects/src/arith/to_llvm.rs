//! `convert-arith-to-llvm`: each arith op becomes its `llvm` counterpart
//! (upstream's `ArithToLLVM`): arithmetic and bitwise ops one to one with
//! their flags, comparisons with their predicates, casts by width, and
//! `index_cast` by the widths of the converted types.

use crate::llvm::conversion::build::{create1, fastmath_flags};
use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::llvm::conversion::one_to_one::{Flags, OneToOne};
use crate::register_conversion_pass;
use mlir_ir::ods::view::Checked;
use mlir_ir::{Context, OpId, Value};
use mlir_passes::conversion::{ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget};
use std::sync::Arc;

/// The ops that become one `llvm` op each.
const ONE_TO_ONE: &[(&str, &str, Flags)] = &[
    ("arith.addi", "llvm.add", Flags::Overflow),
    ("arith.subi", "llvm.sub", Flags::Overflow),
    ("arith.muli", "llvm.mul", Flags::Overflow),
    ("arith.shli", "llvm.shl", Flags::Overflow),
    ("arith.divsi", "llvm.sdiv", Flags::None),
    ("arith.divui", "llvm.udiv", Flags::None),
    ("arith.remsi", "llvm.srem", Flags::None),
    ("arith.remui", "llvm.urem", Flags::None),
    ("arith.andi", "llvm.and", Flags::None),
    ("arith.ori", "llvm.or", Flags::None),
    ("arith.xori", "llvm.xor", Flags::None),
    ("arith.shrsi", "llvm.ashr", Flags::None),
    ("arith.shrui", "llvm.lshr", Flags::None),
    ("arith.maxsi", "llvm.intr.smax", Flags::None),
    ("arith.minsi", "llvm.intr.smin", Flags::None),
    ("arith.maxui", "llvm.intr.umax", Flags::None),
    ("arith.minui", "llvm.intr.umin", Flags::None),
    ("arith.addf", "llvm.fadd", Flags::Fastmath),
    ("arith.subf", "llvm.fsub", Flags::Fastmath),
    ("arith.mulf", "llvm.fmul", Flags::Fastmath),
    ("arith.divf", "llvm.fdiv", Flags::Fastmath),
    ("arith.remf", "llvm.frem", Flags::Fastmath),
    ("arith.negf", "llvm.fneg", Flags::Fastmath),
    ("arith.maximumf", "llvm.intr.maximum", Flags::Fastmath),
    ("arith.minimumf", "llvm.intr.minimum", Flags::Fastmath),
    ("arith.maxnumf", "llvm.intr.maxnum", Flags::Fastmath),
    ("arith.minnumf", "llvm.intr.minnum", Flags::Fastmath),
    ("arith.extsi", "llvm.sext", Flags::None),
    ("arith.extui", "llvm.zext", Flags::None),
    ("arith.trunci", "llvm.trunc", Flags::None),
    ("arith.extf", "llvm.fpext", Flags::Fastmath),
    ("arith.truncf", "llvm.fptrunc", Flags::Fastmath),
    ("arith.sitofp", "llvm.sitofp", Flags::None),
    ("arith.uitofp", "llvm.uitofp", Flags::None),
    ("arith.fptosi", "llvm.fptosi", Flags::None),
    ("arith.fptoui", "llvm.fptoui", Flags::None),
    ("arith.bitcast", "llvm.bitcast", Flags::None),
    ("arith.select", "llvm.select", Flags::None),
];

/// `arith.constant` → `llvm.mlir.constant` with the same value.
struct ConstantLowering;

impl ConversionPattern for ConstantLowering {
    fn root(&self) -> Option<&str> {
        Some("arith.constant")
    }
    fn name(&self) -> &str {
        "ConstantOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ir = rw.ir();
            let loc = ir.op_loc(op).ok()?;
            let constant = super::ConstantOp::new(ir, op)?;
            let value = constant.value(ir).checked()?;
            let ty = rw.convert_type(ir.value_type(constant.result(ir).checked()).ok()?)?;
            let v = create1(rw, "llvm.mlir.constant", loc, &[], ty, &[("value", value)])?;
            rw.replace_op(op, &[v]).then_some(())
        })()
        .is_some()
    }
}

/// `arith.cmpi`/`arith.cmpf` → `llvm.icmp`/`llvm.fcmp` (the predicates
/// number alike).
struct CmpLowering {
    from: &'static str,
    to: &'static str,
}

impl ConversionPattern for CmpLowering {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        self.to
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ir = rw.ir();
            let ctx = rw.ctx();
            let loc = ir.op_loc(op).ok()?;
            // `cmpi` has no fastmath flags; `cmpf` has both.
            let (pred, fastmath, result) = match super::CmpIOp::new(ir, op) {
                Some(cmp) => (cmp.predicate(ir).checked()?, None, cmp.result(ir).checked()),
                None => {
                    let cmp = super::CmpFOp::new(ir, op)?;
                    (cmp.predicate(ir).checked()?, cmp.fastmath(ir).checked(), cmp.result(ir).checked())
                }
            };
            let ty = rw.convert_type(ir.value_type(result).ok()?)?;
            let mut attrs = vec![("predicate", pred)];
            if let Some(fm) = fastmath_flags(&ctx, fastmath) {
                attrs.push(("fastmathFlags", fm));
            }
            let v = create1(rw, self.to, loc, operands, ty, &attrs)?;
            rw.replace_op(op, &[v]).then_some(())
        })()
        .is_some()
    }
}

/// `arith.index_cast[ui]`: extends (signed or not), truncates, or passes
/// the value through when the converted widths agree.
struct IndexCastLowering {
    from: &'static str,
    extend: &'static str,
}

/// The bit width of an integer or index type once converted.
fn width(ctx: &Context, ty: mlir_ir::Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        mlir_ir::TypeKind::Index => Some(64),
        mlir_ir::TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

impl ConversionPattern for IndexCastLowering {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        "IndexCastOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ir = rw.ir();
            let ctx = rw.ctx();
            let loc = ir.op_loc(op).ok()?;
            let in_ty = ir.value_type(*operands.first()?).ok()?;
            let out_ty = rw.convert_type(ir.value_type(ir.result(op, 0).ok()?).ok()?)?;
            let (wi, wo) = (width(&ctx, in_ty)?, width(&ctx, out_ty)?);
            let v = match wi.cmp(&wo) {
                std::cmp::Ordering::Equal => operands[0],
                std::cmp::Ordering::Less => create1(rw, self.extend, loc, operands, out_ty, &[])?,
                std::cmp::Ordering::Greater => create1(rw, "llvm.trunc", loc, operands, out_ty, &[])?,
            };
            rw.replace_op(op, &[v]).then_some(())
        })()
        .is_some()
    }
}

/// Adds the arith lowering patterns.
pub fn populate(_: &Context, target: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    let _ = target;
    patterns.add(Arc::new(ConstantLowering));
    for &(from, to, flags) in ONE_TO_ONE {
        patterns.add(Arc::new(OneToOne { from, to, flags }));
    }
    patterns.add(Arc::new(CmpLowering { from: "arith.cmpi", to: "llvm.icmp" }));
    patterns.add(Arc::new(CmpLowering { from: "arith.cmpf", to: "llvm.fcmp" }));
    patterns.add(Arc::new(IndexCastLowering { from: "arith.index_cast", extend: "llvm.sext" }));
    patterns.add(Arc::new(IndexCastLowering { from: "arith.index_castui", extend: "llvm.zext" }));
}

inventory::submit! { ConvertToLlvmInterface { namespace: "arith", populate } }

register_conversion_pass!(
    "convert-arith-to-llvm",
    "ArithToLLVMConversionPass",
    "Convert Arith dialect to LLVM dialect",
    |ctx, _| llvm_conversion(ctx, populate),
    [("index-bitwidth", mlir_passes::conversion::OptionKind::Int(0, &[0, 64]))]
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::{ArithFastMathInterface, ArithIntegerOverflowFlagsInterface};
    use crate::llvm::flags_interfaces::implements;
    use crate::llvm::{FastmathFlagsInterface, IntegerOverflowFlagsInterface};

    /// The `llvm` ops an arith op with fastmath flags lowers to that have
    /// no fastmath flags of their own (they get a discardable attribute).
    const WITHOUT_FASTMATH: &[&str] = &["llvm.fpext", "llvm.fptrunc"];

    #[test]
    fn flag_carrying_lowerings_pair_ops_with_the_flag_interfaces() {
        let ctx = Context::new();
        ctx.load_dialect(crate::arith::dialect());
        ctx.load_dialect(crate::llvm::dialect());
        for (from, to, flags) in ONE_TO_ONE {
            let (source, target) = match flags {
                Flags::None => continue,
                Flags::Overflow => (
                    implements::<dyn ArithIntegerOverflowFlagsInterface>(&ctx, from),
                    implements::<dyn IntegerOverflowFlagsInterface>(&ctx, to),
                ),
                Flags::Fastmath => (
                    implements::<dyn ArithFastMathInterface>(&ctx, from),
                    implements::<dyn FastmathFlagsInterface>(&ctx, to) != WITHOUT_FASTMATH.contains(to),
                ),
            };
            assert!(source && target, "{from} -> {to} carries {flags:?}: source {source}, target {target}");
        }
    }
}
