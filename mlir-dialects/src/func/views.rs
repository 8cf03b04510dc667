//! Typed views of the `func` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

/// `func.func`: An operation with a name containing a single `SSACFG` region.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FuncOp(mlir_ir::OpId);

impl FuncOp {
    /// The op's name.
    pub const NAME: &'static str = "func.func";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `func.func` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<FuncOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(FuncOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Attribute `sym_name`, if set.
    pub fn sym_name(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "sym_name")
    }

    /// Attribute `function_type`, if set.
    pub fn function_type(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "function_type")
    }

    /// Attribute `sym_visibility`, if set.
    pub fn sym_visibility(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "sym_visibility")
    }

    /// Attribute `arg_attrs`, if set.
    pub fn arg_attrs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "arg_attrs")
    }

    /// Attribute `res_attrs`, if set.
    pub fn res_attrs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "res_attrs")
    }

    /// Attribute `no_inline`, if set.
    pub fn no_inline(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "no_inline")
    }

    /// Region `body`.
    pub fn body(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `func.return`: Function return operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReturnOp(mlir_ir::OpId);

impl ReturnOp {
    /// The op's name.
    pub const NAME: &'static str = "func.return";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `func.return` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ReturnOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ReturnOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `operands` (variadic).
    pub fn operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }
}

/// `func.call`: call operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallOp(mlir_ir::OpId);

impl CallOp {
    /// The op's name.
    pub const NAME: &'static str = "func.call";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `func.call` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CallOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CallOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `operands` (variadic).
    pub fn operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result` (variadic).
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `callee`, if set.
    pub fn callee(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "callee")
    }

    /// Attribute `arg_attrs`, if set.
    pub fn arg_attrs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "arg_attrs")
    }

    /// Attribute `res_attrs`, if set.
    pub fn res_attrs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "res_attrs")
    }

    /// Attribute `no_inline`, if set.
    pub fn no_inline(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "no_inline")
    }
}

/// `func.call_indirect`: indirect call operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallIndirectOp(mlir_ir::OpId);

impl CallIndirectOp {
    /// The op's name.
    pub const NAME: &'static str = "func.call_indirect";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `func.call_indirect` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CallIndirectOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CallIndirectOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `callee`.
    pub fn callee(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `callee_operands` (variadic).
    pub fn callee_operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `arg_attrs`, if set.
    pub fn arg_attrs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "arg_attrs")
    }

    /// Attribute `res_attrs`, if set.
    pub fn res_attrs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "res_attrs")
    }
}

/// `func.constant`: constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantOp(mlir_ir::OpId);

impl ConstantOp {
    /// The op's name.
    pub const NAME: &'static str = "func.constant";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `func.constant` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ConstantOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ConstantOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `value`, if set.
    pub fn value(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "value")
    }
}
