//! Typed views of the `memref` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

/// `memref.alloc`: memory allocation operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllocOp(mlir_ir::OpId);

impl AllocOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.alloc";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.alloc` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AllocOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AllocOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `dynamicSizes` (variadic).
    pub fn dynamic_sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `symbolOperands` (variadic).
    pub fn symbol_operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `alignment`, if set.
    pub fn alignment(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "alignment")
    }
}

/// `memref.alloca`: stack memory allocation operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllocaOp(mlir_ir::OpId);

impl AllocaOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.alloca";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.alloca` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AllocaOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AllocaOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `dynamicSizes` (variadic).
    pub fn dynamic_sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `symbolOperands` (variadic).
    pub fn symbol_operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `alignment`, if set.
    pub fn alignment(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "alignment")
    }
}

/// `memref.cast`: memref cast operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastOp(mlir_ir::OpId);

impl CastOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.cast";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.cast` whose operands and results
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

/// `memref.collapse_shape`: operation to produce a memref with a smaller rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CollapseShapeOp(mlir_ir::OpId);

impl CollapseShapeOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.collapse_shape";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.collapse_shape` whose operands and results
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

/// `memref.expand_shape`: operation to produce a memref with a higher rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExpandShapeOp(mlir_ir::OpId);

impl ExpandShapeOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.expand_shape";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.expand_shape` whose operands and results
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

/// `memref.extract_aligned_pointer_as_index`: Extracts a memref's underlying aligned pointer as an index.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtractAlignedPointerAsIndexOp(mlir_ir::OpId);

impl ExtractAlignedPointerAsIndexOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.extract_aligned_pointer_as_index";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.extract_aligned_pointer_as_index` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ExtractAlignedPointerAsIndexOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ExtractAlignedPointerAsIndexOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `aligned_pointer`.
    pub fn aligned_pointer(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `memref.extract_strided_metadata`: Extracts a buffer base with offset and strides.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtractStridedMetadataOp(mlir_ir::OpId);

impl ExtractStridedMetadataOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.extract_strided_metadata";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `memref.extract_strided_metadata` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ExtractStridedMetadataOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ExtractStridedMetadataOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `base_buffer`.
    pub fn base_buffer(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Result `offset`.
    pub fn offset(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 1)
    }

    /// Result `sizes` (variadic).
    pub fn sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 2)
    }

    /// Result `strides` (variadic).
    pub fn strides(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 3)
    }
}

/// `memref.copy`: .
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CopyOp(mlir_ir::OpId);

impl CopyOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.copy";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `memref.copy` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<CopyOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(CopyOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `target`.
    pub fn target(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }
}

/// `memref.dealloc`: memory deallocation operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DeallocOp(mlir_ir::OpId);

impl DeallocOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.dealloc";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `memref.dealloc` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<DeallocOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(DeallocOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }
}

/// `memref.dim`: dimension index operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DimOp(mlir_ir::OpId);

impl DimOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.dim";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.dim` whose operands and results
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

/// `memref.get_global`: get the memref pointing to a global variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GetGlobalOp(mlir_ir::OpId);

impl GetGlobalOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.get_global";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.get_global` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<GetGlobalOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(GetGlobalOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `name`, if set.
    pub fn name(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "name")
    }
}

/// `memref.global`: declare or define a global memref variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GlobalOp(mlir_ir::OpId);

impl GlobalOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.global";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `memref.global` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<GlobalOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(GlobalOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Attribute `sym_name`, if set.
    pub fn sym_name(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "sym_name")
    }

    /// Attribute `sym_visibility`, if set.
    pub fn sym_visibility(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "sym_visibility")
    }

    /// Attribute `type`, if set.
    pub fn type_(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "type")
    }

    /// Attribute `initial_value`, if set.
    pub fn initial_value(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "initial_value")
    }

    /// Attribute `constant`, if set.
    pub fn constant(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "constant")
    }

    /// Attribute `alignment`, if set.
    pub fn alignment(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "alignment")
    }
}

/// `memref.assume_alignment`: assumption that gives alignment information to the input memref.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AssumeAlignmentOp(mlir_ir::OpId);

impl AssumeAlignmentOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.assume_alignment";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.assume_alignment` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AssumeAlignmentOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AssumeAlignmentOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `alignment`, if set.
    pub fn alignment(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "alignment")
    }
}

/// `memref.realloc`: memory reallocation operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReallocOp(mlir_ir::OpId);

impl ReallocOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.realloc";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Optional], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.realloc` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ReallocOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ReallocOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `dynamicResultSize` (optional).
    pub fn dynamic_result_size(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Value>> {
        mlir_ir::ods::view::optional(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `alignment`, if set.
    pub fn alignment(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "alignment")
    }
}

/// `memref.reshape`: memref reshape operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReshapeOp(mlir_ir::OpId);

impl ReshapeOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.reshape";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.reshape` whose operands and results
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

/// `memref.load`: load operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LoadOp(mlir_ir::OpId);

impl LoadOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.load";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.load` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<LoadOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(LoadOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
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

    /// Attribute `nontemporal`, if set.
    pub fn nontemporal(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "nontemporal")
    }

    /// Attribute `alignment`, if set.
    pub fn alignment(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "alignment")
    }
}

/// `memref.memory_space_cast`: memref memory space cast operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemorySpaceCastOp(mlir_ir::OpId);

impl MemorySpaceCastOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.memory_space_cast";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.memory_space_cast` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<MemorySpaceCastOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(MemorySpaceCastOp(op))
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

/// `memref.rank`: rank operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RankOp(mlir_ir::OpId);

impl RankOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.rank";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.rank` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<RankOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(RankOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `memref.store`: store operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StoreOp(mlir_ir::OpId);

impl StoreOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.store";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `memref.store` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<StoreOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(StoreOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `value`.
    pub fn value(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `indices` (variadic).
    pub fn indices(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Attribute `nontemporal`, if set.
    pub fn nontemporal(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "nontemporal")
    }

    /// Attribute `alignment`, if set.
    pub fn alignment(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "alignment")
    }
}

/// `memref.subview`: memref subview operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubViewOp(mlir_ir::OpId);

impl SubViewOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.subview";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.subview` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<SubViewOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(SubViewOp(op))
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

/// `memref.view`: memref view operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ViewOp(mlir_ir::OpId);

impl ViewOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.view";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.view` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ViewOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ViewOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `source`.
    pub fn source(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `byte_shift`.
    pub fn byte_shift(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `sizes` (variadic).
    pub fn sizes(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `memref.reinterpret_cast`: memref reinterpret cast operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReinterpretCastOp(mlir_ir::OpId);

impl ReinterpretCastOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.reinterpret_cast";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: Some("operandSegmentSizes") };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.reinterpret_cast` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<ReinterpretCastOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(ReinterpretCastOp(op))
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

/// `memref.atomic_rmw`: atomic read-modify-write operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AtomicRMWOp(mlir_ir::OpId);

impl AtomicRMWOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.atomic_rmw";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.atomic_rmw` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AtomicRMWOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AtomicRMWOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `value`.
    pub fn value(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
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

    /// Attribute `kind`, if set.
    pub fn kind(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "kind")
    }
}

/// `memref.distinct_objects`: assumption that acesses to specific memrefs will never alias.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DistinctObjectsOp(mlir_ir::OpId);

impl DistinctObjectsOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.distinct_objects";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `memref.distinct_objects` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<DistinctObjectsOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(DistinctObjectsOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `operands` (variadic).
    pub fn operands(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }
}

/// `memref.prefetch`: prefetch operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PrefetchOp(mlir_ir::OpId);

impl PrefetchOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.prefetch";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `memref.prefetch` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<PrefetchOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(PrefetchOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `indices` (variadic).
    pub fn indices(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Attribute `isWrite`, if set.
    pub fn is_write(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "isWrite")
    }

    /// Attribute `localityHint`, if set.
    pub fn locality_hint(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "localityHint")
    }

    /// Attribute `isDataCache`, if set.
    pub fn is_data_cache(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "isDataCache")
    }
}

/// `memref.alloca_scope`: explicitly delimited scope for stack allocation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllocaScopeOp(mlir_ir::OpId);

impl AllocaScopeOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.alloca_scope";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };

    /// A view of `op` when it is a live `memref.alloca_scope` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AllocaScopeOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AllocaScopeOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Result `results` (variadic).
    pub fn results(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Region `bodyRegion`.
    pub fn body_region(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `memref.alloca_scope.return`: terminator for alloca_scope operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AllocaScopeReturnOp(mlir_ir::OpId);

impl AllocaScopeReturnOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.alloca_scope.return";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `memref.alloca_scope.return` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AllocaScopeReturnOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AllocaScopeReturnOp(op))
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

/// `memref.generic_atomic_rmw`: atomic read-modify-write operation with a region.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GenericAtomicRMWOp(mlir_ir::OpId);

impl GenericAtomicRMWOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.generic_atomic_rmw";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.generic_atomic_rmw` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<GenericAtomicRMWOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(GenericAtomicRMWOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `memref`.
    pub fn memref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
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

    /// Region `atomic_body`.
    pub fn atomic_body(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::RegionId> {
        mlir_ir::ods::view::region(ir, self.0, 0)
    }
}

/// `memref.atomic_yield`: yield operation for GenericAtomicRMWOp.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AtomicYieldOp(mlir_ir::OpId);

impl AtomicYieldOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.atomic_yield";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `memref.atomic_yield` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<AtomicYieldOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(AtomicYieldOp(op))
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

/// `memref.dma_start`: non-blocking DMA operation that starts a transfer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DmaStartOp(mlir_ir::OpId);

impl DmaStartOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.dma_start";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Variadic], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `memref.dma_start` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<DmaStartOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(DmaStartOp(op))
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

/// `memref.dma_wait`: blocking DMA operation that waits for transfer completion.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DmaWaitOp(mlir_ir::OpId);

impl DmaWaitOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.dma_wait";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single, mlir_ir::ods::spec::Arity::Variadic, mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[], sizes_attr: None };

    /// A view of `op` when it is a live `memref.dma_wait` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<DmaWaitOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(DmaWaitOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `tagMemRef`.
    pub fn tag_mem_ref(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Operand `tagIndices` (variadic).
    pub fn tag_indices(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Vec<mlir_ir::Value>> {
        mlir_ir::ods::view::group(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 1)
    }

    /// Operand `numElements`.
    pub fn num_elements(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 2)
    }
}

/// `memref.transpose`: `transpose` produces a new strided memref (metadata-only).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TransposeOp(mlir_ir::OpId);

impl TransposeOp {
    /// The op's name.
    pub const NAME: &'static str = "memref.transpose";
    const OPERANDS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };
    const RESULTS: mlir_ir::ods::view::Groups = mlir_ir::ods::view::Groups { arities: &[mlir_ir::ods::spec::Arity::Single], sizes_attr: None };

    /// A view of `op` when it is a live `memref.transpose` whose operands and results
    /// fit its definition.
    pub fn new(ir: &mlir_ir::Ir, op: mlir_ir::OpId) -> Option<TransposeOp> {
        mlir_ir::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some(TransposeOp(op))
    }

    /// The viewed op.
    pub fn op(self) -> mlir_ir::OpId {
        self.0
    }

    /// Operand `in`.
    pub fn in_(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::OPERANDS, mlir_ir::ods::view::Of::Operands, 0)
    }

    /// Result `result`.
    pub fn result(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<mlir_ir::Value> {
        mlir_ir::ods::view::single(ir, self.0, Self::NAME, &Self::RESULTS, mlir_ir::ods::view::Of::Results, 0)
    }

    /// Attribute `permutation`, if set.
    pub fn permutation(self, ir: &mlir_ir::Ir) -> mlir_ir::IrResult<Option<mlir_ir::Attribute>> {
        mlir_ir::ods::view::attr(ir, self.0, "permutation")
    }
}
