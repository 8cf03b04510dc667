//! `convert-math-to-llvm`: math functions become `llvm` intrinsics
//! (upstream's `MathToLLVM`), keeping their fastmath flags.

use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::llvm::conversion::one_to_one::{Flags, OneToOne};
use crate::register_conversion_pass;
use mlir_ir::Context;
use mlir_passes::conversion::{ConversionPatternSet, ConversionTarget};
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

/// Adds the math lowering patterns.
pub fn populate(_: &Context, _: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    for &(from, to) in INTRINSICS {
        patterns.add(Arc::new(OneToOne { from, to, flags: Flags::Fastmath }));
    }
    patterns.add(Arc::new(OneToOne { from: "math.ctpop", to: "llvm.intr.ctpop", flags: Flags::None }));
}

inventory::submit! { ConvertToLlvmInterface { namespace: "math", populate } }

register_conversion_pass!(
    "convert-math-to-llvm",
    "ConvertMathToLLVMPass",
    "Convert Math dialect to LLVM dialect",
    |ctx| llvm_conversion(ctx, populate)
);
