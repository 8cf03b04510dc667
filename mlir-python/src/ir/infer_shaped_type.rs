//! `InferShapedTypeOpInterface` and `ShapedTypeComponents`: ops whose
//! results' shapes and element types follow from their operands and
//! attributes (the op definition's `infer_return_type_components`).

use super::context::{CtxRef, PyContext};
use super::infer_type::{interface_inputs, interface_operation, interface_opview, interface_target};
use super::operation::OpHandle;
use super::types::{type_to_py, PyMlirType};
use mlir_ir::dialect::ShapedTypeComponents;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use std::sync::Arc;

/// `ShapedTypeComponents`: shape (or unranked), element type and attribute.
#[pyclass(name = "ShapedTypeComponents", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyShapedTypeComponents {
    ctx: CtxRef,
    components: ShapedTypeComponents,
}

#[pymethods]
impl PyShapedTypeComponents {
    /// `get(element_type)`, `get(shape, element_type)` or
    /// `get(shape, element_type, attribute)`.
    #[staticmethod]
    #[pyo3(signature = (*args))]
    fn get(py: Python<'_>, args: &Bound<'_, PyTuple>) -> PyResult<PyShapedTypeComponents> {
        let ty = |a: Bound<'_, PyAny>| -> PyResult<(CtxRef, mlir_ir::Type)> {
            let t = a.cast::<PyMlirType>().map_err(|_| bad_args())?.get();
            Ok((t.ctx.clone_ref(py), t.ty))
        };
        match args.len() {
            1 => {
                let (ctx, t) = ty(args.get_item(0)?)?;
                Ok(PyShapedTypeComponents { ctx, components: ShapedTypeComponents::unranked(t) })
            }
            2 | 3 => {
                let shape_obj = args.get_item(0)?;
                let shape: Vec<i64> = shape_obj.cast::<PyList>().map_err(|_| bad_args())?.extract()?;
                let (ctx, t) = ty(args.get_item(1)?)?;
                let attribute = match args.len() {
                    3 => {
                        let a = args.get_item(2)?;
                        let b = super::attributes::attr_base(&a).map_err(|_| bad_args())?;
                        ctx.check_same(&b.ctx, "Attribute")?;
                        Some(b.attr)
                    }
                    _ => None,
                };
                Ok(PyShapedTypeComponents { ctx, components: ShapedTypeComponents::ranked(shape, t, attribute) })
            }
            _ => Err(bad_args()),
        }
    }

    /// The element type.
    #[getter]
    fn element_type(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        self.components.element_type.map(|t| type_to_py(py, &self.ctx, t)).transpose()
    }

    /// Whether the components have a rank.
    #[getter]
    fn has_rank(&self) -> bool {
        self.components.shape.is_some()
    }

    /// The rank, or `None` when unranked.
    #[getter]
    fn rank(&self) -> Option<usize> {
        self.components.shape.as_ref().map(Vec::len)
    }

    /// The shape as a list of ints, or `None` when unranked.
    #[getter]
    fn shape(&self) -> Option<Vec<i64>> {
        self.components.shape.clone()
    }
}

fn bad_args() -> PyErr {
    PyTypeError::new_err(
        "get(): incompatible function arguments; expected (element_type), (shape, element_type) or (shape, element_type, attribute)",
    )
}

/// `InferShapedTypeOpInterface(object, context=None)`: `object` is an
/// operation or an `OpView` subclass.
#[pyclass(name = "InferShapedTypeOpInterface", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyInferShapedTypeOpInterface {
    ctx: CtxRef,
    name: String,
    op: Option<Arc<OpHandle>>,
}

#[pymethods]
impl PyInferShapedTypeOpInterface {
    #[new]
    #[pyo3(signature = (object, context=None))]
    fn new(py: Python<'_>, object: &Bound<'_, PyAny>, context: Option<&Bound<'_, PyContext>>) -> PyResult<Self> {
        let (ctx, name, op) =
            interface_target(py, object, context, "InferShapedTypeOpInterface", |d| d.infers_shaped_type_components())?;
        Ok(PyInferShapedTypeOpInterface { ctx, name, op })
    }

    /// The operation (not for an interface made from a class).
    #[getter]
    fn operation(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        interface_operation(py, &self.op)
    }

    /// The operation as its `OpView` class.
    #[getter]
    fn opview(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        interface_opview(py, &self.op)
    }

    /// The shaped components of the results for `operands` (values) and
    /// `attributes` (a dict or `DictAttr`). Upstream's binding names the
    /// properties parameter `regions` (and the regions one `properties`);
    /// the names are kept, `regions` is read as properties.
    #[pyo3(name = "inferReturnTypeComponents", signature = (operands=None, attributes=None, regions=None, properties=None, context=None, loc=None))]
    #[allow(clippy::too_many_arguments)]
    fn infer_return_type_components(
        &self,
        py: Python<'_>,
        operands: Option<Vec<Bound<'_, PyAny>>>,
        attributes: Option<Bound<'_, PyAny>>,
        regions: Option<Bound<'_, PyAny>>,
        properties: Option<Bound<'_, PyAny>>,
        context: Option<Bound<'_, PyContext>>,
        loc: Option<Bound<'_, PyAny>>,
    ) -> PyResult<Vec<PyShapedTypeComponents>> {
        let _ = (properties, context, loc);
        let c = self.ctx.ctx();
        let (types, attrs) = interface_inputs(&self.ctx, operands, [attributes, regions])?;
        let def = c.op_def(c.op_name(&self.name)).cloned();
        match def.and_then(|d| d.infer_return_type_components(c, &types, &attrs)) {
            Some(all) => Ok(all
                .into_iter()
                .map(|components| PyShapedTypeComponents { ctx: self.ctx.clone_ref(py), components })
                .collect()),
            None => Err(PyValueError::new_err(format!(
                "'{}' op failed to infer returned shaped type components",
                self.name
            ))),
        }
    }
}

/// Registers the classes.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyShapedTypeComponents>()?;
    m.add_class::<PyInferShapedTypeOpInterface>()
}
