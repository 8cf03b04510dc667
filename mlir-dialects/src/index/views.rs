//! Typed views of the `index` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

/// `index.add`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AddOp(mlir_ir::OpId);

impl AddOp {
    /// The op's name.
    pub const NAME: &'static str = "index.add";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.add` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AddOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AddOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.and`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AndOp(mlir_ir::OpId);

impl AndOp {
    /// The op's name.
    pub const NAME: &'static str = "index.and";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.and` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AndOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AndOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.ceildivs`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CeilDivSOp(mlir_ir::OpId);

impl CeilDivSOp {
    /// The op's name.
    pub const NAME: &'static str = "index.ceildivs";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.ceildivs` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CeilDivSOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CeilDivSOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.ceildivu`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CeilDivUOp(mlir_ir::OpId);

impl CeilDivUOp {
    /// The op's name.
    pub const NAME: &'static str = "index.ceildivu";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.ceildivu` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CeilDivUOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CeilDivUOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.divs`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DivSOp(mlir_ir::OpId);

impl DivSOp {
    /// The op's name.
    pub const NAME: &'static str = "index.divs";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.divs` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<DivSOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(DivSOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.divu`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DivUOp(mlir_ir::OpId);

impl DivUOp {
    /// The op's name.
    pub const NAME: &'static str = "index.divu";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.divu` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<DivUOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(DivUOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.floordivs`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FloorDivSOp(mlir_ir::OpId);

impl FloorDivSOp {
    /// The op's name.
    pub const NAME: &'static str = "index.floordivs";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.floordivs` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<FloorDivSOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(FloorDivSOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.maxs`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaxSOp(mlir_ir::OpId);

impl MaxSOp {
    /// The op's name.
    pub const NAME: &'static str = "index.maxs";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.maxs` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<MaxSOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(MaxSOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.maxu`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaxUOp(mlir_ir::OpId);

impl MaxUOp {
    /// The op's name.
    pub const NAME: &'static str = "index.maxu";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.maxu` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<MaxUOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(MaxUOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.mins`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MinSOp(mlir_ir::OpId);

impl MinSOp {
    /// The op's name.
    pub const NAME: &'static str = "index.mins";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.mins` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<MinSOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(MinSOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.minu`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MinUOp(mlir_ir::OpId);

impl MinUOp {
    /// The op's name.
    pub const NAME: &'static str = "index.minu";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.minu` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<MinUOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(MinUOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.mul`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MulOp(mlir_ir::OpId);

impl MulOp {
    /// The op's name.
    pub const NAME: &'static str = "index.mul";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.mul` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<MulOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(MulOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.or`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OrOp(mlir_ir::OpId);

impl OrOp {
    /// The op's name.
    pub const NAME: &'static str = "index.or";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.or` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<OrOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(OrOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.rems`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemSOp(mlir_ir::OpId);

impl RemSOp {
    /// The op's name.
    pub const NAME: &'static str = "index.rems";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.rems` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<RemSOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(RemSOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.remu`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemUOp(mlir_ir::OpId);

impl RemUOp {
    /// The op's name.
    pub const NAME: &'static str = "index.remu";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.remu` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<RemUOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(RemUOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.shl`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShlOp(mlir_ir::OpId);

impl ShlOp {
    /// The op's name.
    pub const NAME: &'static str = "index.shl";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.shl` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ShlOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ShlOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.shrs`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShrSOp(mlir_ir::OpId);

impl ShrSOp {
    /// The op's name.
    pub const NAME: &'static str = "index.shrs";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.shrs` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ShrSOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ShrSOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.shru`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShrUOp(mlir_ir::OpId);

impl ShrUOp {
    /// The op's name.
    pub const NAME: &'static str = "index.shru";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.shru` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ShrUOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ShrUOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.sub`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubOp(mlir_ir::OpId);

impl SubOp {
    /// The op's name.
    pub const NAME: &'static str = "index.sub";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.sub` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<SubOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(SubOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.xor`: index binary operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct XOrOp(mlir_ir::OpId);

impl XOrOp {
    /// The op's name.
    pub const NAME: &'static str = "index.xor";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.xor` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<XOrOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(XOrOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.bool.constant`: boolean constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoolConstantOp(mlir_ir::OpId);

impl BoolConstantOp {
    /// The op's name.
    pub const NAME: &'static str = "index.bool.constant";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.bool.constant` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<BoolConstantOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(BoolConstantOp(op))
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

/// `index.casts`: index signed cast.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastSOp(mlir_ir::OpId);

impl CastSOp {
    /// The op's name.
    pub const NAME: &'static str = "index.casts";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.casts` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CastSOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CastSOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `input`.
    pub fn input(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `output`.
    pub fn output(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.castu`: index unsigned cast.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastUOp(mlir_ir::OpId);

impl CastUOp {
    /// The op's name.
    pub const NAME: &'static str = "index.castu";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.castu` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CastUOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CastUOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `input`.
    pub fn input(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `output`.
    pub fn output(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `index.cmp`: index compare.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CmpOp(mlir_ir::OpId);

impl CmpOp {
    /// The op's name.
    pub const NAME: &'static str = "index.cmp";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.cmp` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CmpOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CmpOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lhs`.
    pub fn lhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `rhs`.
    pub fn rhs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `pred`, if set.
    pub fn pred(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "pred")
    }
}

/// `index.constant`: index constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantOp(mlir_ir::OpId);

impl ConstantOp {
    /// The op's name.
    pub const NAME: &'static str = "index.constant";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.constant` whose operands and results
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

/// `index.sizeof`: size in bits of the index type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SizeOfOp(mlir_ir::OpId);

impl SizeOfOp {
    /// The op's name.
    pub const NAME: &'static str = "index.sizeof";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `index.sizeof` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<SizeOfOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(SizeOfOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}
