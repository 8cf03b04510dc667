//! [`OneToOne`]: the lowering of an op that becomes a single `llvm` op with
//! the same operands (converted) and result types (converted), carrying
//! over its overflow or fastmath flags. Most arith, index and math ops
//! lower this way; each dialect lists its pairs.

use super::build::{create, fastmath_flags, overflow_flags};
use crate::llvm::flags_interfaces::{fastmath_attr_name, overflow_flags_attr_name, FASTMATH_ATTR_NAME};
use mlir_ir::{OpId, Value};
use mlir_passes::conversion::{ConversionPattern, ConversionPatternRewriter};

/// Which flags move from the source op to the `llvm` op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flags {
    /// None.
    None,
    /// The overflow flags (`ArithIntegerOverflowFlagsInterface` →
    /// `IntegerOverflowFlagsInterface`, `#arith.overflow<...>` → `i32` bit
    /// set).
    Overflow,
    /// The fastmath flags (`ArithFastMathInterface` →
    /// `FastmathFlagsInterface`, `#arith.fastmath<...>` →
    /// `#llvm.fastmath<...>`).
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
    // The source op says which flags it has (its arith interface), the
    // `llvm` op where they go (its llvm interface).
    let mut attrs = Vec::new();
    match p.flags {
        Flags::None => {}
        Flags::Overflow => {
            let flags = overflow_flags(&ctx, crate::arith::flags_interfaces::overflow_flags(ir, op));
            if let (Some(a), Some(name)) = (flags, overflow_flags_attr_name(&ctx, p.to)) {
                attrs.push((name, a));
            }
        }
        Flags::Fastmath => {
            let flags = fastmath_flags(&ctx, crate::arith::flags_interfaces::fastmath_flags(ir, op));
            // `llvm.fpext` and `llvm.fptrunc` have no fastmath flags of
            // their own (no `FastmathFlagsInterface`, as upstream's); their
            // lowering has always put the flags in a discardable attribute
            // of the same name, and still does. (Upstream passes the
            // `arith` attribute through unchanged instead.)
            if let Some(a) = flags {
                attrs.push((fastmath_attr_name(&ctx, p.to).unwrap_or(FASTMATH_ATTR_NAME), a));
            }
        }
    }
    let new = create(rw, p.to, loc, operands, &types, &attrs)?;
    let values: Vec<Value> = rw.ir().results(new).ok()?.collect();
    rw.replace_op(op, &values).then_some(())
}
