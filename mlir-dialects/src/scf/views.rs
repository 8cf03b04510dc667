//! Typed views of the `scf` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

/// `scf.condition`: loop continuation condition.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConditionOp(mlir_ir::OpId);

impl ConditionOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.condition";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `scf.condition` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ConditionOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ConditionOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `condition`.
    pub fn condition(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `args` (variadic).
    pub fn args(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }
}

/// `scf.execute_region`: operation that executes its region exactly once.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExecuteRegionOp(mlir_ir::OpId);

impl ExecuteRegionOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.execute_region";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `scf.execute_region` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ExecuteRegionOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ExecuteRegionOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Result `result` (variadic).
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `no_inline`, if set.
    pub fn no_inline(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "no_inline")
    }

    /// Region `region`.
    pub fn region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `scf.for`: for operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ForOp(mlir_ir::OpId);

impl ForOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.for";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `scf.for` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ForOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ForOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lowerBound`.
    pub fn lower_bound(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `upperBound`.
    pub fn upper_bound(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `step`.
    pub fn step(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Operand `initArgs` (variadic).
    pub fn init_args(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 3)
    }

    /// Result `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `unsignedCmp`, if set.
    pub fn unsigned_cmp(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "unsignedCmp")
    }

    /// Region `region`.
    pub fn region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `scf.forall`: evaluate a block multiple times in parallel.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ForallOp(mlir_ir::OpId);

impl ForallOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.forall";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `scf.forall` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ForallOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ForallOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `dynamicLowerBound` (variadic).
    pub fn dynamic_lower_bound(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `dynamicUpperBound` (variadic).
    pub fn dynamic_upper_bound(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `dynamicStep` (variadic).
    pub fn dynamic_step(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Operand `outputs` (variadic).
    pub fn outputs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 3)
    }

    /// Result `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `staticLowerBound`, if set.
    pub fn static_lower_bound(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "staticLowerBound")
    }

    /// Attribute `staticUpperBound`, if set.
    pub fn static_upper_bound(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "staticUpperBound")
    }

    /// Attribute `staticStep`, if set.
    pub fn static_step(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "staticStep")
    }

    /// Attribute `mapping`, if set.
    pub fn mapping(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "mapping")
    }

    /// Region `region`.
    pub fn region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `scf.forall.in_parallel`: terminates a `forall` block.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InParallelOp(mlir_ir::OpId);

impl InParallelOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.forall.in_parallel";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `scf.forall.in_parallel` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<InParallelOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(InParallelOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Region `region`.
    pub fn region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `scf.if`: if-then-else operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IfOp(mlir_ir::OpId);

impl IfOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.if";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `scf.if` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<IfOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(IfOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `condition`.
    pub fn condition(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Region `thenRegion`.
    pub fn then_region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }

    /// Region `elseRegion`.
    pub fn else_region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 1)
    }
}

/// `scf.index_switch`: switch-case operation on an index argument.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct IndexSwitchOp(mlir_ir::OpId);

impl IndexSwitchOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.index_switch";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `scf.index_switch` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<IndexSwitchOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(IndexSwitchOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `arg`.
    pub fn arg(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `cases`, if set.
    pub fn cases(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "cases")
    }

    /// Region `defaultRegion`.
    pub fn default_region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }

    /// Region `caseRegions` (variadic).
    pub fn case_regions(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::RegionId>> {
        mlir_ir::ods::view::regions_from(ir, self.0, 1)
    }
}

/// `scf.while`: a generic 'while' loop.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WhileOp(mlir_ir::OpId);

impl WhileOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.while";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `scf.while` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<WhileOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(WhileOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `inits` (variadic).
    pub fn inits(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Region `before`.
    pub fn before(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }

    /// Region `after`.
    pub fn after(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 1)
    }
}

/// `scf.yield`: loop yield and termination operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct YieldOp(mlir_ir::OpId);

impl YieldOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.yield";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `scf.yield` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<YieldOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(YieldOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }
}

/// `scf.parallel`: parallel for operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParallelOp(mlir_ir::OpId);

impl ParallelOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.parallel";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `scf.parallel` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ParallelOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ParallelOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `lowerBound` (variadic).
    pub fn lower_bound(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `upperBound` (variadic).
    pub fn upper_bound(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `step` (variadic).
    pub fn step(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Operand `initVals` (variadic).
    pub fn init_vals(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 3)
    }

    /// Result `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Region `region`.
    pub fn region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `scf.reduce`: reduce operation for scf.parallel.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceOp(mlir_ir::OpId);

impl ReduceOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.reduce";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `scf.reduce` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ReduceOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ReduceOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `operands` (variadic).
    pub fn operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Region `reductions` (variadic).
    pub fn reductions(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::RegionId>> {
        mlir_ir::ods::view::regions_from(ir, self.0, 0)
    }
}

/// `scf.reduce.return`: terminator for reduce operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReduceReturnOp(mlir_ir::OpId);

impl ReduceReturnOp {
    /// The op's name.
    pub const NAME: &'static str = "scf.reduce.return";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `scf.reduce.return` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ReduceReturnOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ReduceReturnOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }
}
