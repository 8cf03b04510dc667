//! `convert-complex-to-llvm`: complex numbers become `!llvm.struct<(T, T)>`
//! of their real and imaginary parts, and the arithmetic on them the
//! arithmetic on the parts (upstream's `ComplexToLLVM`).

use crate::llvm::conversion::build::{create1, extract, fastmath_flags, insert, poison};
use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::register_conversion_pass;
use mlir_ir::ods::view::Checked;
use mlir_ir::{Attribute, Context, Location, OpId, Type, TypeKind, Value};
use mlir_passes::conversion::{ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget};
use std::sync::Arc;

/// What one complex op lowering computes.
#[derive(Copy, Clone)]
enum Kind {
    Add,
    Sub,
    Mul,
    Create,
    Re,
    Im,
    Constant,
    Abs,
}

struct ComplexLowering {
    from: &'static str,
    kind: Kind,
}

/// The element type of the struct a complex value converts to.
fn part_type(ctx: &Context, complex: Type) -> Option<Type> {
    match ctx.type_kind(complex) {
        TypeKind::Complex(e) => Some(*e),
        _ => None,
    }
}

impl ConversionPattern for ComplexLowering {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        self.from
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower(self.kind, op, operands, rw).is_some()
    }
}

/// The real and imaginary parts of the struct `v`.
fn parts(rw: &mut ConversionPatternRewriter<'_>, loc: Location, v: Value, t: Type) -> Option<(Value, Value)> {
    Some((extract(rw, loc, v, &[0], t)?, extract(rw, loc, v, &[1], t)?))
}

fn lower(kind: Kind, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let result_ty = ir.value_type(ir.result(op, 0).ok()?).ok()?;
    let fm = fastmath_flags(&ctx, crate::arith::flags_interfaces::fastmath_flags(ir, op));
    let flags: Vec<(&str, Attribute)> = fm.map(|a| ("fastmathFlags", a)).into_iter().collect();
    let operand_complex = |i: usize| -> Option<Type> { part_type(&ctx, ir.value_type(ir.operand(op, i).ok()?).ok()?) };
    let v = match kind {
        Kind::Add | Kind::Sub | Kind::Mul => {
            let t = part_type(&ctx, result_ty)?;
            let sty = rw.convert_type(result_ty)?;
            let (lr, li) = parts(rw, loc, *operands.first()?, t)?;
            let (rr, ri) = parts(rw, loc, *operands.get(1)?, t)?;
            let r = poison(rw, loc, sty)?;
            let (re, im) = match kind {
                Kind::Add | Kind::Sub => {
                    let name = if matches!(kind, Kind::Add) { "llvm.fadd" } else { "llvm.fsub" };
                    (create1(rw, name, loc, &[lr, rr], t, &flags)?, create1(rw, name, loc, &[li, ri], t, &flags)?)
                }
                _ => {
                    let a = create1(rw, "llvm.fmul", loc, &[ri, li], t, &flags)?;
                    let b = create1(rw, "llvm.fmul", loc, &[rr, lr], t, &flags)?;
                    let re = create1(rw, "llvm.fsub", loc, &[b, a], t, &flags)?;
                    let c = create1(rw, "llvm.fmul", loc, &[lr, ri], t, &flags)?;
                    let d = create1(rw, "llvm.fmul", loc, &[li, rr], t, &flags)?;
                    (re, create1(rw, "llvm.fadd", loc, &[d, c], t, &flags)?)
                }
            };
            let r = insert(rw, loc, r, re, &[0])?;
            insert(rw, loc, r, im, &[1])?
        }
        Kind::Create => {
            let sty = rw.convert_type(result_ty)?;
            let r = poison(rw, loc, sty)?;
            let r = insert(rw, loc, r, *operands.first()?, &[0])?;
            insert(rw, loc, r, *operands.get(1)?, &[1])?
        }
        Kind::Re | Kind::Im => {
            operand_complex(0)?;
            let pos = if matches!(kind, Kind::Re) { 0 } else { 1 };
            extract(rw, loc, *operands.first()?, &[pos], result_ty)?
        }
        Kind::Constant => {
            let sty = rw.convert_type(result_ty)?;
            let value = super::ConstantOp::new(ir, op)?.value(ir).checked()?;
            create1(rw, "llvm.mlir.constant", loc, &[], sty, &[("value", value)])?
        }
        Kind::Abs => {
            let t = operand_complex(0)?;
            let (re, im) = parts(rw, loc, *operands.first()?, t)?;
            let ii = create1(rw, "llvm.fmul", loc, &[im, im], t, &flags)?;
            let rr = create1(rw, "llvm.fmul", loc, &[re, re], t, &flags)?;
            let sum = create1(rw, "llvm.fadd", loc, &[rr, ii], t, &flags)?;
            create1(rw, "llvm.intr.sqrt", loc, &[sum], t, &flags)?
        }
    };
    rw.replace_op(op, &[v]).then_some(())
}

/// Adds the complex lowering patterns.
pub fn populate(_: &Context, _: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    for (from, kind) in [
        ("complex.add", Kind::Add),
        ("complex.sub", Kind::Sub),
        ("complex.mul", Kind::Mul),
        ("complex.create", Kind::Create),
        ("complex.re", Kind::Re),
        ("complex.im", Kind::Im),
        ("complex.constant", Kind::Constant),
        ("complex.abs", Kind::Abs),
    ] {
        patterns.add(Arc::new(ComplexLowering { from, kind }));
    }
}

inventory::submit! { ConvertToLlvmInterface { namespace: "complex", populate } }

register_conversion_pass!(
    "convert-complex-to-llvm",
    "ConvertComplexToLLVMPass",
    "Convert Complex dialect to LLVM dialect",
    |ctx, _| llvm_conversion(ctx, populate),
    [("complex-range", mlir_passes::conversion::OptionKind::List)]
);
