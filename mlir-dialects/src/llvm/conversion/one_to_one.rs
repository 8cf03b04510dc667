//! [`OneToOne`]: the lowering of an op that becomes a single `llvm` op with
//! the same operands (converted) and result types (converted), carrying
//! over its overflow or fastmath flags. Most arith, index and math ops
//! lower this way; each dialect lists its pairs.

use super::build::{create, fastmath_flags, overflow_flags};
use mlir_ir::{OpId, Value};
use mlir_passes::conversion::{ConversionPattern, ConversionPatternRewriter};

/// Which flags move from the source op to the `llvm` op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flags {
    /// None.
    None,
    /// `overflowFlags` (`#arith.overflow<...>` → `i32` bit set).
    Overflow,
    /// `fastmath` (`#arith.fastmath<...>` → `fastmathFlags`).
    Fastmath,
}

/// `from` becomes `to`.
pub struct OneToOne {
    /// The source op's name.
    pub from: &'static str,
    /// The `llvm` op's name.
    pub to: &'static str,
    /// The flags carried over.
    pub flags: Flags,
}

impl ConversionPattern for OneToOne {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }

    fn name(&self) -> &str {
        self.to
    }

    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower(self, op, operands, rw).is_some()
    }
}

fn lower(p: &OneToOne, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let ctx = rw.ctx();
    let loc = ir.op_loc(op).ok()?;
    let results: Vec<_> = ir.results(op).ok()?.collect::<Vec<_>>();
    let mut types = Vec::new();
    for r in &results {
        types.push(rw.convert_type(rw.ir().value_type(*r).ok()?)?);
    }
    let mut attrs = Vec::new();
    match p.flags {
        Flags::None => {}
        Flags::Overflow => {
            if let Some(a) = overflow_flags(&ctx, rw.ir().op_attr_by_name(op, "overflowFlags")) {
                attrs.push(("overflowFlags", a));
            }
        }
        Flags::Fastmath => {
            if let Some(a) = fastmath_flags(&ctx, rw.ir().op_attr_by_name(op, "fastmath")) {
                attrs.push(("fastmathFlags", a));
            }
        }
    }
    let new = create(rw, p.to, loc, operands, &types, &attrs)?;
    let values: Vec<Value> = rw.ir().results(new).ok()?.collect();
    rw.replace_op(op, &values).then_some(())
}
