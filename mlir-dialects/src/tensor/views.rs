//! Typed views of the `tensor` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

/// `tensor.gather`: gather a subset of a tensor at specified indices.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GatherOp(mlir_ir::OpId);

impl GatherOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.gather";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.gather` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<GatherOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(GatherOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `indices`.
    pub fn indices(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `gather_dims`, if set.
    pub fn gather_dims(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "gather_dims")
    }

    /// Attribute `unique`, if set.
    pub fn unique(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "unique")
    }
}

/// `tensor.scatter`: scatter a tensor into a destination tensor at specified indices.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScatterOp(mlir_ir::OpId);

impl ScatterOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.scatter";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.scatter` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ScatterOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ScatterOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `dest`.
    pub fn dest(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `indices`.
    pub fn indices(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `scatter_dims`, if set.
    pub fn scatter_dims(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "scatter_dims")
    }

    /// Attribute `unique`, if set.
    pub fn unique(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "unique")
    }
}

/// `tensor.bitcast`: tensor bitcast operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BitcastOp(mlir_ir::OpId);

impl BitcastOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.bitcast";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.bitcast` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<BitcastOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(BitcastOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `dest`.
    pub fn dest(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.cast`: tensor cast operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastOp(mlir_ir::OpId);

impl CastOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.cast";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.cast` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CastOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CastOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `dest`.
    pub fn dest(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.collapse_shape`: operation to produce a tensor with a smaller rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CollapseShapeOp(mlir_ir::OpId);

impl CollapseShapeOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.collapse_shape";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.collapse_shape` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CollapseShapeOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CollapseShapeOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `src`.
    pub fn src(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `reassociation`, if set.
    pub fn reassociation(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "reassociation")
    }
}

/// `tensor.concat`: tensor concatenation operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConcatOp(mlir_ir::OpId);

impl ConcatOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.concat";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.concat` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ConcatOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ConcatOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `inputs` (variadic).
    pub fn inputs(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `dim`, if set.
    pub fn dim(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "dim")
    }
}

/// `tensor.dim`: dimension index operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DimOp(mlir_ir::OpId);

impl DimOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.dim";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.dim` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<DimOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(DimOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `index`.
    pub fn index(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.empty`: empty tensor operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EmptyOp(mlir_ir::OpId);

impl EmptyOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.empty";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.empty` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<EmptyOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(EmptyOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `dynamicSizes` (variadic).
    pub fn dynamic_sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.expand_shape`: operation to produce a tensor with a higher rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpandShapeOp(mlir_ir::OpId);

impl ExpandShapeOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.expand_shape";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.expand_shape` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ExpandShapeOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ExpandShapeOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `src`.
    pub fn src(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `output_shape` (variadic).
    pub fn output_shape(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `reassociation`, if set.
    pub fn reassociation(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "reassociation")
    }

    /// Attribute `static_output_shape`, if set.
    pub fn static_output_shape(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_output_shape")
    }
}

/// `tensor.extract`: element extraction operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtractOp(mlir_ir::OpId);

impl ExtractOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.extract";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.extract` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ExtractOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ExtractOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `tensor`.
    pub fn tensor(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `indices` (variadic).
    pub fn indices(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.extract_slice`: extract slice operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtractSliceOp(mlir_ir::OpId);

impl ExtractSliceOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.extract_slice";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.extract_slice` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ExtractSliceOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ExtractSliceOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `offsets` (variadic).
    pub fn offsets(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `sizes` (variadic).
    pub fn sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Operand `strides` (variadic).
    pub fn strides(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 3)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `static_offsets`, if set.
    pub fn static_offsets(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_offsets")
    }

    /// Attribute `static_sizes`, if set.
    pub fn static_sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_sizes")
    }

    /// Attribute `static_strides`, if set.
    pub fn static_strides(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_strides")
    }
}

/// `tensor.from_elements`: tensor from elements operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FromElementsOp(mlir_ir::OpId);

impl FromElementsOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.from_elements";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.from_elements` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<FromElementsOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(FromElementsOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `elements` (variadic).
    pub fn elements(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.generate`: Creates a dynamically sized tensor from elements.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GenerateOp(mlir_ir::OpId);

impl GenerateOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.generate";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.generate` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<GenerateOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(GenerateOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `dynamicExtents` (variadic).
    pub fn dynamic_extents(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Region `body`.
    pub fn body(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `tensor.insert`: element insertion operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InsertOp(mlir_ir::OpId);

impl InsertOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.insert";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.insert` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<InsertOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(InsertOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `scalar`.
    pub fn scalar(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `dest`.
    pub fn dest(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `indices` (variadic).
    pub fn indices(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.insert_slice`: insert_slice operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InsertSliceOp(mlir_ir::OpId);

impl InsertSliceOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.insert_slice";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.insert_slice` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<InsertSliceOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(InsertSliceOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `dest`.
    pub fn dest(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `offsets` (variadic).
    pub fn offsets(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Operand `sizes` (variadic).
    pub fn sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 3)
    }

    /// Operand `strides` (variadic).
    pub fn strides(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 4)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `static_offsets`, if set.
    pub fn static_offsets(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_offsets")
    }

    /// Attribute `static_sizes`, if set.
    pub fn static_sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_sizes")
    }

    /// Attribute `static_strides`, if set.
    pub fn static_strides(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_strides")
    }
}

/// `tensor.pad`: tensor pad operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PadOp(mlir_ir::OpId);

impl PadOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.pad";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.pad` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<PadOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(PadOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `low` (variadic).
    pub fn low(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `high` (variadic).
    pub fn high(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `static_low`, if set.
    pub fn static_low(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_low")
    }

    /// Attribute `static_high`, if set.
    pub fn static_high(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_high")
    }

    /// Attribute `nofold`, if set.
    pub fn nofold(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "nofold")
    }

    /// Region `region`.
    pub fn region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `tensor.parallel_insert_slice`: Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParallelInsertSliceOp(mlir_ir::OpId);

impl ParallelInsertSliceOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.parallel_insert_slice";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.parallel_insert_slice` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ParallelInsertSliceOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ParallelInsertSliceOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `dest`.
    pub fn dest(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `offsets` (variadic).
    pub fn offsets(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Operand `sizes` (variadic).
    pub fn sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 3)
    }

    /// Operand `strides` (variadic).
    pub fn strides(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 4)
    }

    /// Attribute `static_offsets`, if set.
    pub fn static_offsets(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_offsets")
    }

    /// Attribute `static_sizes`, if set.
    pub fn static_sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_sizes")
    }

    /// Attribute `static_strides`, if set.
    pub fn static_strides(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "static_strides")
    }
}

/// `tensor.reshape`: tensor reshape operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReshapeOp(mlir_ir::OpId);

impl ReshapeOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.reshape";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.reshape` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ReshapeOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ReshapeOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `shape`.
    pub fn shape(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.rank`: rank operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RankOp(mlir_ir::OpId);

impl RankOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.rank";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.rank` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<RankOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(RankOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `tensor`.
    pub fn tensor(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.splat`: tensor splat or broadcast operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SplatOp(mlir_ir::OpId);

impl SplatOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.splat";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.splat` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<SplatOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(SplatOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `input`.
    pub fn input(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `dynamicSizes` (variadic).
    pub fn dynamic_sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `aggregate`.
    pub fn aggregate(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `tensor.yield`: Yield a value from a region.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct YieldOp(mlir_ir::OpId);

impl YieldOp {
    /// The op's name.
    pub const NAME: &'static str = "tensor.yield";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `tensor.yield` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<YieldOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(YieldOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `value`.
    pub fn value(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }
}
