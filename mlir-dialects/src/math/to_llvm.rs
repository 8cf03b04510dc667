//! `convert-math-to-llvm`: math functions become `llvm` intrinsics
//! (upstream's `MathToLLVM`), keeping their fastmath flags.

use crate::llvm::conversion::build::{attr, create1, fastmath_flags};
use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::llvm::conversion::one_to_one::{Flags, OneToOne};
use crate::register_conversion_pass;
use mlir_ir::{Context, OpId, Value};
use mlir_passes::conversion::{ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget};
use std::sync::Arc;

/// The math ops that become one intrinsic each.
const INTRINSICS: &[(&str, &str)] = &[
    ("math.absf", "llvm.intr.fabs"),
    ("math.ceil", "llvm.intr.ceil"),
    ("math.copysign", "llvm.intr.copysign"),
    ("math.cos", "llvm.intr.cos"),
    ("math.sin", "llvm.intr.sin"),
    ("math.tan", "llvm.intr.tan"),
    ("math.acos", "llvm.intr.acos"),
    ("math.asin", "llvm.intr.asin"),
    ("math.atan", "llvm.intr.atan"),
    ("math.atan2", "llvm.intr.atan2"),
    ("math.cosh", "llvm.intr.cosh"),
    ("math.sinh", "llvm.intr.sinh"),
    ("math.tanh", "llvm.intr.tanh"),
    ("math.exp", "llvm.intr.exp"),
    ("math.exp2", "llvm.intr.exp2"),
    ("math.floor", "llvm.intr.floor"),
    ("math.fma", "llvm.intr.fma"),
    ("math.log", "llvm.intr.log"),
    ("math.log10", "llvm.intr.log10"),
    ("math.log2", "llvm.intr.log2"),
    ("math.powf", "llvm.intr.pow"),
    ("math.round", "llvm.intr.round"),
    ("math.roundeven", "llvm.intr.roundeven"),
    ("math.sqrt", "llvm.intr.sqrt"),
    ("math.trunc", "llvm.intr.trunc"),
];

/// The integer intrinsics that carry a poison flag, set to `false`.
const FLAGGED: &[(&str, &str, &str)] = &[
    ("math.absi", "llvm.intr.abs", "is_int_min_poison"),
    ("math.ctlz", "llvm.intr.ctlz", "is_zero_poison"),
    ("math.cttz", "llvm.intr.cttz", "is_zero_poison"),
];

/// A math op that becomes one intrinsic with a `false` poison flag.
struct Flagged {
    from: &'static str,
    to: &'static str,
    flag: &'static str,
}

impl ConversionPattern for Flagged {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        self.to
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ctx = rw.ctx();
            let loc = rw.ir().op_loc(op).ok()?;
            let ty = rw.convert_type(rw.ir().value_type(rw.ir().result(op, 0).ok()?).ok()?)?;
            let v =
                create1(rw, self.to, loc, operands, ty, &[(self.flag, ctx.get_attr(mlir_ir::AttrKind::Bool(false)))])?;
            rw.replace_op(op, &[v]).then_some(())
        })()
        .is_some()
    }
}

/// How a composite math function is built from a constant one and an
/// intrinsic.
#[derive(Copy, Clone)]
enum Composite {
    /// `1 / sqrt(x)`.
    Rsqrt,
    /// `log(1 + x)`.
    Log1p,
    /// `exp(x) - 1`.
    Expm1,
}

struct CompositeLowering {
    from: &'static str,
    kind: Composite,
}

impl ConversionPattern for CompositeLowering {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        self.from
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        (|| {
            let ctx = rw.ctx();
            let loc = rw.ir().op_loc(op).ok()?;
            let ty = rw.convert_type(rw.ir().value_type(rw.ir().result(op, 0).ok()?).ok()?)?;
            if !matches!(ctx.type_kind(ty), mlir_ir::TypeKind::Float(_)) {
                return None;
            }
            let fm = fastmath_flags(&ctx, crate::arith::flags_interfaces::fastmath_flags(rw.ir(), op));
            let flags: Vec<(&str, mlir_ir::Attribute)> = fm.map(|a| ("fastmathFlags", a)).into_iter().collect();
            let one_attr = attr(&ctx, &format!("1.0 : {}", mlir_ir::printer::type_to_string(&ctx, ty)))?;
            let x = *operands.first()?;
            let one = create1(rw, "llvm.mlir.constant", loc, &[], ty, &[("value", one_attr)])?;
            let v = match self.kind {
                Composite::Rsqrt => {
                    let s = create1(rw, "llvm.intr.sqrt", loc, &[x], ty, &flags)?;
                    create1(rw, "llvm.fdiv", loc, &[one, s], ty, &flags)?
                }
                Composite::Log1p => {
                    let s = create1(rw, "llvm.fadd", loc, &[one, x], ty, &flags)?;
                    create1(rw, "llvm.intr.log", loc, &[s], ty, &flags)?
                }
                Composite::Expm1 => {
                    let e = create1(rw, "llvm.intr.exp", loc, &[x], ty, &flags)?;
                    create1(rw, "llvm.fsub", loc, &[e, one], ty, &flags)?
                }
            };
            rw.replace_op(op, &[v]).then_some(())
        })()
        .is_some()
    }
}

/// Adds the math lowering patterns.
pub fn populate(_: &Context, _: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    for &(from, to) in INTRINSICS {
        patterns.add(Arc::new(OneToOne { from, to, flags: Flags::Fastmath }));
    }
    patterns.add(Arc::new(OneToOne { from: "math.ctpop", to: "llvm.intr.ctpop", flags: Flags::None }));
    patterns.add(Arc::new(OneToOne { from: "math.fpowi", to: "llvm.intr.powi", flags: Flags::Fastmath }));
    for &(from, to, flag) in FLAGGED {
        patterns.add(Arc::new(Flagged { from, to, flag }));
    }
    for (from, kind) in
        [("math.rsqrt", Composite::Rsqrt), ("math.log1p", Composite::Log1p), ("math.expm1", Composite::Expm1)]
    {
        patterns.add(Arc::new(CompositeLowering { from, kind }));
    }
}

inventory::submit! { ConvertToLlvmInterface { namespace: "math", populate } }

register_conversion_pass!(
    "convert-math-to-llvm",
    "ConvertMathToLLVMPass",
    "Convert Math dialect to LLVM dialect",
    |ctx, _| llvm_conversion(ctx, populate),
    [("approximate-log1p", mlir_passes::conversion::OptionKind::Bool(true, Some(true)))]
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::ArithFastMathInterface;
    use crate::llvm::flags_interfaces::implements;
    use crate::llvm::FastmathFlagsInterface;

    #[test]
    fn fastmath_lowerings_pair_ops_with_the_fastmath_interfaces() {
        let ctx = Context::new();
        ctx.load_dialect(crate::math::dialect());
        ctx.load_dialect(crate::llvm::dialect());
        for (from, to) in INTRINSICS.iter().copied().chain([("math.fpowi", "llvm.intr.powi")]) {
            let source = implements::<dyn ArithFastMathInterface>(&ctx, from);
            let target = implements::<dyn FastmathFlagsInterface>(&ctx, to);
            assert!(source && target, "{from} -> {to}: source {source}, target {target}");
        }
    }
}
