//! `__init__` for the native classes whose construction happens in pyo3's
//! `__new__`.
//!
//! Upstream's classes are nanobind types whose constructor is `__init__`, and
//! code written for them subclasses them the Python way:
//!
//! ```python
//! class MyValue(Value):
//!     def __init__(self, v):
//!         super().__init__(v)
//! ```
//!
//! (`register_value_caster`'s documented pattern, and the same for types and
//! attributes). With only `__new__`, `super().__init__(v)` reaches
//! `object.__init__`, which rejects arguments. Each class here gets an
//! `__init__` that accepts whatever its `__new__` accepted: by the time it
//! runs, `__new__` has built the object from those same arguments, so there
//! is nothing left to do.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

/// Adds the argument-accepting `__init__` to each listed class.
macro_rules! accepts_init {
    ($($t:path),* $(,)?) => {
        $(
            #[pymethods]
            impl $t {
                /// Construction happened in `__new__` with these arguments.
                #[pyo3(signature = (*_args, **_kwargs))]
                fn __init__(&self, _args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, PyDict>>) {}
            }
        )*
    };
}

accepts_init!(
    crate::ir::affine::PyAffineAddExpr,
    crate::ir::affine::PyAffineBinaryExpr,
    crate::ir::affine::PyAffineCeilDivExpr,
    crate::ir::affine::PyAffineConstantExpr,
    crate::ir::affine::PyAffineDimExpr,
    crate::ir::affine::PyAffineExpr,
    crate::ir::affine::PyAffineExprList,
    crate::ir::affine::PyAffineFloorDivExpr,
    crate::ir::affine::PyAffineMap,
    crate::ir::affine::PyAffineModExpr,
    crate::ir::affine::PyAffineMulExpr,
    crate::ir::affine::PyAffineSymbolExpr,
    crate::ir::affine::PyIntegerSet,
    crate::ir::affine::PyIntegerSetConstraint,
    crate::ir::affine::PyIntegerSetConstraintList,
    crate::ir::asm_state::PyAsmState,
    crate::ir::attributes::PyMlirAttribute,
    crate::ir::attributes::PyNamedAttribute,
    crate::ir::attributes_builtin::PyAffineMapAttr,
    crate::ir::attributes_builtin::PyArrayAttr,
    crate::ir::attributes_builtin::PyBoolAttr,
    crate::ir::attributes_builtin::PyDenseResourceElementsAttr,
    crate::ir::attributes_builtin::PyDictAttr,
    crate::ir::attributes_builtin::PyFlatSymbolRefAttr,
    crate::ir::attributes_builtin::PyFloatAttr,
    crate::ir::attributes_builtin::PyIntegerAttr,
    crate::ir::attributes_builtin::PyIntegerSetAttr,
    crate::ir::attributes_builtin::PyOpaqueAttr,
    crate::ir::attributes_builtin::PyStridedLayoutAttr,
    crate::ir::attributes_builtin::PyStringAttr,
    crate::ir::attributes_builtin::PySymbolRefAttr,
    crate::ir::attributes_builtin::PyTypeAttr,
    crate::ir::attributes_builtin::PyUnitAttr,
    crate::ir::block::PyBlock,
    crate::ir::block::PyBlockArgumentList,
    crate::ir::block::PyOperationList,
    crate::ir::block_lists::PyBlockPredecessors,
    crate::ir::block_lists::PyBlockSuccessors,
    crate::ir::context::PyDialectDescriptor,
    crate::ir::context::PyDialectRegistry,
    crate::ir::context::PyDialects,
    crate::ir::context::PyThreadPool,
    crate::ir::dense::PyDenseBoolArrayAttr,
    crate::ir::dense::PyDenseBoolArrayIterator,
    crate::ir::dense::PyDenseElementsAttr,
    crate::ir::dense::PyDenseF32ArrayAttr,
    crate::ir::dense::PyDenseF32ArrayIterator,
    crate::ir::dense::PyDenseF64ArrayAttr,
    crate::ir::dense::PyDenseF64ArrayIterator,
    crate::ir::dense::PyDenseFPElementsAttr,
    crate::ir::dense::PyDenseI16ArrayAttr,
    crate::ir::dense::PyDenseI16ArrayIterator,
    crate::ir::dense::PyDenseI32ArrayAttr,
    crate::ir::dense::PyDenseI32ArrayIterator,
    crate::ir::dense::PyDenseI64ArrayAttr,
    crate::ir::dense::PyDenseI64ArrayIterator,
    crate::ir::dense::PyDenseI8ArrayAttr,
    crate::ir::dense::PyDenseI8ArrayIterator,
    crate::ir::dense::PyDenseIntElementsAttr,
    crate::ir::diagnostics::PyDiagnostic,
    crate::ir::diagnostics::PyDiagnosticHandler,
    crate::ir::diagnostics::PyDiagnosticInfo,
    crate::ir::dialect::PyDialect,
    crate::ir::infer_shaped_type::PyInferShapedTypeOpInterface,
    crate::ir::infer_shaped_type::PyShapedTypeComponents,
    crate::ir::infer_type::PyInferTypeOpInterface,
    crate::ir::insertion_point::PyInsertionPoint,
    crate::ir::iterators::PyArrayAttributeIterator,
    crate::ir::iterators::PyBlockIterator,
    crate::ir::iterators::PyOpOperandIterator,
    crate::ir::iterators::PyOperationIterator,
    crate::ir::iterators::PyRegionIterator,
    crate::ir::location::PyLocation,
    crate::ir::module::PyModule,
    crate::ir::op_containers::PyOpAttributeMap,
    crate::ir::op_containers::PyOpOperandList,
    crate::ir::op_containers::PyOpResultList,
    crate::ir::op_containers::PyOpSuccessors,
    crate::ir::op_containers::PyRegionSequence,
    crate::ir::operation::PyOperation,
    crate::ir::region::PyBlockList,
    crate::ir::region::PyRegion,
    crate::ir::symbol_table::PySymbolTable,
    crate::ir::typeid::PyTypeID,
    crate::ir::types::PyMlirType,
    crate::ir::types_builtin::PyBF16Type,
    crate::ir::types_builtin::PyComplexType,
    crate::ir::types_builtin::PyF16Type,
    crate::ir::types_builtin::PyF32Type,
    crate::ir::types_builtin::PyF4E2M1FNType,
    crate::ir::types_builtin::PyF64Type,
    crate::ir::types_builtin::PyF6E2M3FNType,
    crate::ir::types_builtin::PyF6E3M2FNType,
    crate::ir::types_builtin::PyF8E3M4Type,
    crate::ir::types_builtin::PyF8E4M3B11FNUZType,
    crate::ir::types_builtin::PyF8E4M3FNType,
    crate::ir::types_builtin::PyF8E4M3FNUZType,
    crate::ir::types_builtin::PyF8E4M3Type,
    crate::ir::types_builtin::PyF8E5M2FNUZType,
    crate::ir::types_builtin::PyF8E5M2Type,
    crate::ir::types_builtin::PyF8E8M0FNUType,
    crate::ir::types_builtin::PyFloatType,
    crate::ir::types_builtin::PyFunctionType,
    crate::ir::types_builtin::PyIndexType,
    crate::ir::types_builtin::PyIntegerType,
    crate::ir::types_builtin::PyMemRefType,
    crate::ir::types_builtin::PyNoneType,
    crate::ir::types_builtin::PyOpaqueType,
    crate::ir::types_builtin::PyRankedTensorType,
    crate::ir::types_builtin::PyShapedType,
    crate::ir::types_builtin::PyTF32Type,
    crate::ir::types_builtin::PyTupleType,
    crate::ir::types_builtin::PyUnrankedMemRefType,
    crate::ir::types_builtin::PyUnrankedTensorType,
    crate::ir::types_builtin::PyVectorType,
    crate::ir::value::PyBlockArgument,
    crate::ir::value::PyOpOperand,
    crate::ir::value::PyOpResult,
    crate::ir::value::PyValue,
    crate::passmanager::PyPassManager,
    crate::passmanager::external::PyExternalPass,
    crate::rewrite::PyFrozenRewritePatternSet,
    crate::rewrite::PyRewritePatternSet,
    crate::rewrite::config::PyGreedyRewriteConfig,
    crate::rewrite::pattern::PyPatternRewriter,
    crate::rewrite::pdl::PyPdlModule,
    crate::rewrite::pdl::PyPdlResultList,
);
