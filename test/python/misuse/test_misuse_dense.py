"""Misuse of the dense elements / dense array API raises a Python
exception; nothing crashes."""
import numpy as np
import pytest

from mlir.ir import *

ERR = (RuntimeError, ValueError, IndexError, TypeError, OverflowError)


@pytest.fixture
def ctx():
    with Context() as c, Location.unknown():
        yield c


def test_dense_elements_misuse(ctx):
    with pytest.raises(ERR):
        DenseElementsAttr.get(object())
    with pytest.raises(ERR):
        DenseElementsAttr.get([1, 2])
    with pytest.raises(ERR):
        DenseElementsAttr.get([StringAttr.get("x")])
    with pytest.raises(ERR):
        DenseElementsAttr.get([IntegerAttr.get(IntegerType.get_signless(8), 1)], type=IntegerType.get_signless(8))
    with pytest.raises(ERR):
        DenseElementsAttr.get(np.array(["a"]))
    with pytest.raises(ERR):
        DenseElementsAttr.get(np.array([1, 2, 3], dtype=np.int32), shape=[4])
    with pytest.raises(ERR):
        DenseElementsAttr.get(np.array([1, 2], dtype=np.int32), shape=[-1, 2])
    with pytest.raises(ERR):
        DenseElementsAttr.get(np.array([[1, 2], [3, 4]], dtype=np.int32)[:, 0])
    with pytest.raises(ERR):
        DenseElementsAttr.get(np.array([1, 2], dtype=np.int32), type=F64Type.get())
    with pytest.raises(ERR):
        DenseElementsAttr.get(np.array([1], dtype=np.int32), type=IntegerType.get_signless(32, context=Context()))
    a = DenseIntElementsAttr(DenseElementsAttr.get(np.array([1, 2], dtype=np.int32)))
    with pytest.raises(ERR):
        a[2]
    with pytest.raises(ERR):
        a[-3]
    with pytest.raises(ERR):
        DenseElementsAttr(a).get_splat_value()
    with pytest.raises(ERR):
        DenseFPElementsAttr(a)
    i32 = IntegerType.get_signless(32)
    with pytest.raises(ERR):
        DenseElementsAttr.get_splat(i32, IntegerAttr.get(i32, 1))
    with pytest.raises(ERR):
        DenseElementsAttr.get_splat(RankedTensorType.get([2], i32), StringAttr.get("x"))
    with pytest.raises(ERR):
        np.array(Attribute.parse('dense<"0x0000"> : tensor<1xbf16>'))


def test_dense_array_misuse(ctx):
    with pytest.raises(ERR):
        DenseI8ArrayAttr.get([300])
    with pytest.raises(ERR):
        DenseI32ArrayAttr.get(["x"])
    with pytest.raises(ERR):
        DenseI32ArrayAttr.get(5)
    a = DenseI64ArrayAttr.get([1, 2])
    with pytest.raises(ERR):
        a[2]
    with pytest.raises(ERR):
        a + [None]
    with pytest.raises(ERR):
        DenseF32ArrayAttr(a)
    # Any object converts by its truth value, as upstream's; one whose
    # __bool__ raises reports that.
    class Unbool:
        def __bool__(self):
            raise ValueError("no truth value")

    with pytest.raises(ERR):
        DenseBoolArrayAttr.get([Unbool()])
