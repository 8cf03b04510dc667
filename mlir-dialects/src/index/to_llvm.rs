//! `convert-index-to-llvm`: index arithmetic becomes `i64` arithmetic in
//! the `llvm` dialect (upstream's `IndexToLLVM`).

use crate::llvm::conversion::build::{attr, create1};
use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::llvm::conversion::one_to_one::{Flags, OneToOne};
use crate::register_conversion_pass;
use mlir_ir::ods::view::Checked;
use mlir_ir::{AttrKind, Context, OpId, TypeKind, Value};
use mlir_passes::conversion::{ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget};
use std::sync::Arc;

/// The ops that become one `llvm` op each.
const ONE_TO_ONE: &[(&str, &str)] = &[
    ("index.add", "llvm.add"),
    ("index.sub", "llvm.sub"),
    ("index.mul", "llvm.mul"),
    ("index.divs", "llvm.sdiv"),
    ("index.divu", "llvm.udiv"),
    ("index.rems", "llvm.srem"),
    ("index.remu", "llvm.urem"),
    ("index.maxs", "llvm.intr.smax"),
    ("index.maxu", "llvm.intr.umax"),
    ("index.mins", "llvm.intr.smin"),
    ("index.minu", "llvm.intr.umin"),
    ("index.shl", "llvm.shl"),
    ("index.shrs", "llvm.ashr"),
    ("index.shru", "llvm.lshr"),
    ("index.and", "llvm.and"),
    ("index.or", "llvm.or"),
    ("index.xor", "llvm.xor"),
];

/// The `llvm.icmp` predicate numbers, by name.
const PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// What a lowering of an index op that is not one to one builds.
enum Special {
    Constant,
    BoolConstant,
    SizeOf,
    Cmp,
    Cast(&'static str),
}

struct SpecialLowering {
    from: &'static str,
    kind: Special,
}

impl ConversionPattern for SpecialLowering {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        self.from
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower(self, op, operands, rw).is_some()
    }
}

fn lower(p: &SpecialLowering, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let result_ty = rw.convert_type(ir.value_type(ir.result(op, 0).ok()?).ok()?)?;
    let i64t = ctx.i64_type();
    let v = match &p.kind {
        Special::Constant => {
            let value = super::ConstantOp::new(ir, op)?.value(ir).checked()?;
            let AttrKind::Integer { value, .. } = ctx.attr_kind(value) else { return None };
            let a = ctx.int_attr_i64(i64t, value.to_i64()?);
            create1(rw, "llvm.mlir.constant", loc, &[], i64t, &[("value", a)])?
        }
        Special::BoolConstant => {
            let a = super::BoolConstantOp::new(ir, op)?.value(ir).checked()?;
            create1(rw, "llvm.mlir.constant", loc, &[], ctx.i1_type(), &[("value", a)])?
        }
        Special::SizeOf => {
            let a = ctx.int_attr_i64(i64t, 64);
            create1(rw, "llvm.mlir.constant", loc, &[], i64t, &[("value", a)])?
        }
        Special::Cmp => {
            let text = mlir_ir::printer::attr_to_string(&ctx, super::CmpOp::new(ir, op)?.pred(ir).checked()?);
            let name = text.strip_prefix("#index<cmp_predicate ")?.strip_suffix('>')?;
            let n = PREDICATES.iter().position(|p| *p == name)?;
            let pred = attr(&ctx, &format!("{n} : i64"))?;
            create1(rw, "llvm.icmp", loc, operands, ctx.i1_type(), &[("predicate", pred)])?
        }
        Special::Cast(extend) => {
            let width = |t| match ctx.type_kind(t) {
                TypeKind::Integer { width, .. } => Some(*width),
                TypeKind::Index => Some(64),
                _ => None,
            };
            let wi = width(ir.value_type(*operands.first()?).ok()?)?;
            let wo = width(result_ty)?;
            match wi.cmp(&wo) {
                std::cmp::Ordering::Equal => operands[0],
                std::cmp::Ordering::Less => create1(rw, extend, loc, operands, result_ty, &[])?,
                std::cmp::Ordering::Greater => create1(rw, "llvm.trunc", loc, operands, result_ty, &[])?,
            }
        }
    };
    rw.replace_op(op, &[v]).then_some(())
}

/// Adds the index lowering patterns.
pub fn populate(_: &Context, _: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    for &(from, to) in ONE_TO_ONE {
        patterns.add(Arc::new(OneToOne { from, to, flags: Flags::None }));
    }
    for (from, kind) in [
        ("index.constant", Special::Constant),
        ("index.bool.constant", Special::BoolConstant),
        ("index.sizeof", Special::SizeOf),
        ("index.cmp", Special::Cmp),
        ("index.casts", Special::Cast("llvm.sext")),
        ("index.castu", Special::Cast("llvm.zext")),
    ] {
        patterns.add(Arc::new(SpecialLowering { from, kind }));
    }
}

inventory::submit! { ConvertToLlvmInterface { namespace: "index", populate } }

register_conversion_pass!(
    "convert-index-to-llvm",
    "ConvertIndexToLLVMPass",
    "Lower the `index` dialect to the `llvm` dialect.",
    |ctx, _| llvm_conversion(ctx, populate),
    [("index-bitwidth", mlir_passes::conversion::OptionKind::Int(0, &[0, 64]))]
);
