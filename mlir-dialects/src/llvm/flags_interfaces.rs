//! `FastmathFlagsInterface` and `IntegerOverflowFlagsInterface`: the
//! `llvm` ops that carry fastmath or integer overflow flags, so a
//! lowering that creates one asks it where its flags go.

use mlir_ir::ir::{Ir, OpId};
use mlir_ir::ods::view::Checked;
use mlir_ir::{Attribute, Context};

/// The attribute upstream's `llvm` ops keep their fastmath flags in.
pub const FASTMATH_ATTR_NAME: &str = "fastmathFlags";

/// Upstream's `FastmathFlagsInterface`.
pub trait FastmathFlagsInterface: Send + Sync {
    /// `getFastmathAttrName`: the attribute holding the flags.
    fn fastmath_attr_name(&self) -> &'static str {
        FASTMATH_ATTR_NAME
    }

    /// `getFastmathAttr`: the op's `#llvm.fastmath<...>`, `None` when
    /// unset.
    fn fastmath_flags(&self, ir: &Ir, op: OpId) -> Option<Attribute> {
        mlir_ir::ods::view::attr(ir, op, self.fastmath_attr_name()).checked()
    }
}

/// Upstream's `IntegerOverflowFlagsInterface`.
pub trait IntegerOverflowFlagsInterface: Send + Sync {
    /// `getOverflowFlagsAttrName`: the attribute holding the flags.
    fn overflow_flags_attr_name(&self) -> &'static str {
        "overflowFlags"
    }

    /// `getOverflowFlags`: the op's flags, `None` when unset.
    fn overflow_flags(&self, ir: &Ir, op: OpId) -> Option<Attribute> {
        mlir_ir::ods::view::attr(ir, op, self.overflow_flags_attr_name()).checked()
    }
}

/// The implementation of both interfaces by an op holding its flags in
/// the attributes upstream names (`fastmathFlags`, `overflowFlags`).
pub struct LlvmFlags;

impl FastmathFlagsInterface for LlvmFlags {}

impl IntegerOverflowFlagsInterface for LlvmFlags {}

/// Where the `llvm` op named `name` keeps its fastmath flags, when it
/// implements [`FastmathFlagsInterface`] (asked before the op exists, of
/// its definition).
pub fn fastmath_attr_name(ctx: &Context, name: &str) -> Option<&'static str> {
    let def = ctx.op_def(ctx.op_name(name))?;
    Some(def.interfaces().get::<dyn FastmathFlagsInterface>()?.fastmath_attr_name())
}

/// Where the `llvm` op named `name` keeps its overflow flags, when it
/// implements [`IntegerOverflowFlagsInterface`].
pub fn overflow_flags_attr_name(ctx: &Context, name: &str) -> Option<&'static str> {
    let def = ctx.op_def(ctx.op_name(name))?;
    Some(def.interfaces().get::<dyn IntegerOverflowFlagsInterface>()?.overflow_flags_attr_name())
}

/// Whether the op named `name` (of a dialect loaded in `ctx`) implements
/// interface `I`: for tests that check lowerings pair flag carriers.
#[cfg(test)]
pub(crate) fn implements<I: ?Sized + 'static>(ctx: &Context, name: &str) -> bool {
    ctx.op_def(ctx.op_name(name)).is_some_and(|d| d.interfaces().has::<I>())
}
