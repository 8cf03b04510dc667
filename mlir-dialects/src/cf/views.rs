//! Typed views of the `cf` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

/// `cf.assert`: Assert operation with message attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AssertOp(mlir_ir::OpId);

impl AssertOp {
    /// The op's name.
    pub const NAME: &'static str = "cf.assert";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `cf.assert` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AssertOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AssertOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `arg`.
    pub fn arg(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Attribute `msg`, if set.
    pub fn msg(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "msg")
    }
}

/// `cf.br`: branch operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BranchOp(mlir_ir::OpId);

impl BranchOp {
    /// The op's name.
    pub const NAME: &'static str = "cf.br";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `cf.br` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<BranchOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(BranchOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `destOperands` (variadic).
    pub fn dest_operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Successor `dest`.
    pub fn dest(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::BlockId> {
        mlir_ir::ods::view::successor(ir, self.0, 0)
    }
}

/// `cf.cond_br`: conditional branch operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CondBranchOp(mlir_ir::OpId);

impl CondBranchOp {
    /// The op's name.
    pub const NAME: &'static str = "cf.cond_br";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `cf.cond_br` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CondBranchOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CondBranchOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `condition`.
    pub fn condition(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `trueDestOperands` (variadic).
    pub fn true_dest_operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `falseDestOperands` (variadic).
    pub fn false_dest_operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Attribute `branch_weights`, if set.
    pub fn branch_weights(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "branch_weights")
    }

    /// Successor `trueDest`.
    pub fn true_dest(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::BlockId> {
        mlir_ir::ods::view::successor(ir, self.0, 0)
    }

    /// Successor `falseDest`.
    pub fn false_dest(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::BlockId> {
        mlir_ir::ods::view::successor(ir, self.0, 1)
    }
}

/// `cf.switch`: Switch operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SwitchOp(mlir_ir::OpId);

impl SwitchOp {
    /// The op's name.
    pub const NAME: &'static str = "cf.switch";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `cf.switch` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<SwitchOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(SwitchOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `flag`.
    pub fn flag(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `defaultOperands` (variadic).
    pub fn default_operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `caseOperands` (variadic).
    pub fn case_operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Attribute `case_values`, if set.
    pub fn case_values(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "case_values")
    }

    /// Attribute `case_operand_segments`, if set.
    pub fn case_operand_segments(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "case_operand_segments")
    }

    /// Successor `defaultDestination`.
    pub fn default_destination(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::BlockId> {
        mlir_ir::ods::view::successor(ir, self.0, 0)
    }

    /// Successor `caseDestinations` (variadic).
    pub fn case_destinations(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::BlockId>> {
        mlir_ir::ods::view::successors_from(ir, self.0, 1)
    }
}
