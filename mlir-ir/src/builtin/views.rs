//! Typed views of the `builtin` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

/// `builtin.module`: A top level container operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ModuleOp(crate::OpId);

impl ModuleOp {
    /// The op's name.
    pub const NAME: &'static str = "builtin.module";
    const OPERANDS: crate::ods::view::Groups = crate::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: crate::ods::view::Groups = crate::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `builtin.module` whose operands and results
    /// fit its definition.
    pub fn new(ir: &crate::Ir, op: crate::OpId) -> Option<ModuleOp> {
        crate::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ModuleOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> crate::OpId {
        self.0
    }

    /// Attribute `sym_name`, if set.
    pub fn sym_name(self, ir: &crate::Ir) -> crate::IrResult<Option<crate::Attribute>> {
        crate::ods::view::attr(ir, self.0, "sym_name")
    }

    /// Attribute `sym_visibility`, if set.
    pub fn sym_visibility(self, ir: &crate::Ir) -> crate::IrResult<Option<crate::Attribute>> {
        crate::ods::view::attr(ir, self.0, "sym_visibility")
    }

    /// Region `bodyRegion`.
    pub fn body_region(self, ir: &crate::Ir) -> crate::IrResult<crate::RegionId> {
        crate::ods::view::region(ir, self.0, 0)
    }
}

/// `builtin.unrealized_conversion_cast`: An unrealized conversion from one set of types to another.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnrealizedConversionCastOp(crate::OpId);

impl UnrealizedConversionCastOp {
    /// The op's name.
    pub const NAME: &'static str = "builtin.unrealized_conversion_cast";
    const OPERANDS: crate::ods::view::Groups = crate::ods::view::Groups { arities: &[crate::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: crate::ods::view::Groups = crate::ods::view::Groups { arities: &[crate::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `builtin.unrealized_conversion_cast` whose operands and results
    /// fit its definition.
    pub fn new(ir: &crate::Ir, op: crate::OpId) -> Option<UnrealizedConversionCastOp> {
        crate::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(UnrealizedConversionCastOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> crate::OpId {
        self.0
    }

    /// Operand `inputs` (variadic).
    pub fn inputs(self, ir: &crate::Ir) -> crate::IrResult<Vec<crate::Value>> {
        crate::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, crate::ods::view::Of::Operands, 0)
    }

    /// Result `outputs` (variadic).
    pub fn outputs(self, ir: &crate::Ir) -> crate::IrResult<Vec<crate::Value>> {
        crate::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, crate::ods::view::Of::Results, 0)
    }
}
