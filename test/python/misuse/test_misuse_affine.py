"""Misuse of the affine API raises a Python exception; nothing crashes
(`get_minor_identity` with more results than dims aborts upstream)."""
import pytest

from mlir.ir import *

ERR = (RuntimeError, ValueError, IndexError, TypeError, OverflowError)


@pytest.fixture
def ctx():
    with Context() as c:
        yield c


def test_affine_expr_misuse(ctx):
    d0 = AffineDimExpr.get(0)
    with pytest.raises(TypeError):
        d0 + "x"
    with pytest.raises(TypeError):
        "x" - d0
    with pytest.raises(ValueError):
        AffineDimExpr(d0 + 1)
    with pytest.raises(ValueError):
        AffineBinaryExpr(d0)
    with pytest.raises(TypeError):
        AffineDimExpr(AffineMapAttr.get(AffineMap.get_identity(1)))
    with pytest.raises(ERR):
        AffineDimExpr.get(-1)
    with pytest.raises(ERR):
        d0.shift_dims(-1, 1)
    with pytest.raises(ERR):
        AffineExpr.get_add(d0, AffineDimExpr.get(0, context=Context()))
    # Folded operator results keep the operator's class; lhs/rhs raise.
    z = d0 - d0
    assert str(z) == "0"
    with pytest.raises(ValueError):
        z.lhs


def test_affine_map_misuse(ctx):
    d0 = AffineDimExpr.get(0)
    i = AffineMap.get_identity(2)
    with pytest.raises(ERR):
        AffineMap.get_minor_identity(2, 3)
    with pytest.raises(ERR):
        AffineMap.get_permutation([0, 5])
    with pytest.raises(ERR):
        AffineMap.get_permutation([-1])
    with pytest.raises(ERR):
        AffineMap.get(1, 0, [d0, 3])
    with pytest.raises(ERR):
        i.get_submap([-1])
    with pytest.raises(ERR):
        i.get_major_submap(-1)
    with pytest.raises(ERR):
        i.results[2]
    with pytest.raises(ERR):
        AffineMap.compress_unused_symbols([1], ctx)
    with pytest.raises(ERR):
        AffineMap.get(1, 0, [AffineDimExpr.get(0, context=Context())])
    with pytest.raises(ERR):
        AffineMapAttr(Attribute.parse("1"))


def test_integer_set_misuse(ctx):
    d0 = AffineDimExpr.get(0)
    with pytest.raises(ERR):
        IntegerSet.get(1, 0, [], [])
    with pytest.raises(ERR):
        IntegerSet.get(1, 0, [d0], [True, False])
    s = IntegerSet.get(1, 0, [d0], [True])
    with pytest.raises(ERR):
        s.get_replaced([], [], 1, 0)
    with pytest.raises(ERR):
        s.constraints[3]
    with pytest.raises(ERR):
        IntegerSetAttr(Attribute.parse("1"))
    with pytest.raises(ERR):
        StridedLayoutAttr.get_fully_dynamic(-1)
    with pytest.raises(ERR):
        StridedLayoutAttr(Attribute.parse("1"))
