//! `ArithFastMathInterface` and `ArithIntegerOverflowFlagsInterface`: the
//! ops of `arith`, `math` and `complex` that carry fastmath or integer
//! overflow flags, so code that moves the flags to other ops (the
//! lowering to `llvm`) asks the op for them instead of an attribute name.

use mlir_ir::ir::{Ir, OpId};
use mlir_ir::ods::view::Checked;
use mlir_ir::Attribute;

/// Upstream's `ArithFastMathInterface`.
pub trait ArithFastMathInterface: Send + Sync {
    /// `getFastMathAttrName`: the attribute holding the flags.
    fn fastmath_attr_name(&self) -> &'static str {
        "fastmath"
    }

    /// `getFastMathFlagsAttr`: the op's `#arith.fastmath<...>`, `None`
    /// when unset.
    fn fastmath_flags(&self, ir: &Ir, op: OpId) -> Option<Attribute> {
        mlir_ir::ods::view::attr(ir, op, self.fastmath_attr_name()).checked()
    }
}

/// Upstream's `ArithIntegerOverflowFlagsInterface`.
pub trait ArithIntegerOverflowFlagsInterface: Send + Sync {
    /// `getIntegerOverflowAttrName`: the attribute holding the flags.
    fn overflow_attr_name(&self) -> &'static str {
        "overflowFlags"
    }

    /// `getOverflowAttr`: the op's `#arith.overflow<...>`, `None` when
    /// unset.
    fn overflow_flags(&self, ir: &Ir, op: OpId) -> Option<Attribute> {
        mlir_ir::ods::view::attr(ir, op, self.overflow_attr_name()).checked()
    }
}

/// The implementation of both interfaces by an op holding its flags in
/// the attributes upstream names (`fastmath`, `overflowFlags`).
pub struct ArithFlags;

impl ArithFastMathInterface for ArithFlags {}

impl ArithIntegerOverflowFlagsInterface for ArithFlags {}

/// The fastmath flags of `op`, when it implements
/// [`ArithFastMathInterface`] and has them.
pub fn fastmath_flags(ir: &Ir, op: OpId) -> Option<Attribute> {
    mlir_ir::interfaces::op_interface::<dyn ArithFastMathInterface>(ir, op)?.fastmath_flags(ir, op)
}

/// The overflow flags of `op`, when it implements
/// [`ArithIntegerOverflowFlagsInterface`] and has them.
pub fn overflow_flags(ir: &Ir, op: OpId) -> Option<Attribute> {
    mlir_ir::interfaces::op_interface::<dyn ArithIntegerOverflowFlagsInterface>(ir, op)?.overflow_flags(ir, op)
}
