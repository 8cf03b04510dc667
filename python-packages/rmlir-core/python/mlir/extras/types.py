#  rmlir: `mlir.extras.types`, upstream's shorthand constructors of builtin
#  types (`T.i32()`, `T.index()`, `T.tensor(4, T.f32())`), each in the
#  current context.

from ..ir import (
    BF16Type,
    ComplexType,
    F16Type,
    F32Type,
    F64Type,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    RankedTensorType,
    TupleType,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)


def i(width):
    """The signless integer type of `width` bits."""
    return IntegerType.get_signless(width)


def si(width):
    """The signed integer type of `width` bits."""
    return IntegerType.get_signed(width)


def ui(width):
    """The unsigned integer type of `width` bits."""
    return IntegerType.get_unsigned(width)


def bool():  # noqa: A001 (upstream's name)
    """`i1`."""
    return i(1)


i8, i16, i32, i64 = (lambda w=w: i(w) for w in (8, 16, 32, 64))
si8, si16, si32, si64 = (lambda w=w: si(w) for w in (8, 16, 32, 64))
ui8, ui16, ui32, ui64 = (lambda w=w: ui(w) for w in (8, 16, 32, 64))


def index():
    """`index`."""
    return IndexType.get()


def f16():
    """`f16`."""
    return F16Type.get()


def f32():
    """`f32`."""
    return F32Type.get()


def f64():
    """`f64`."""
    return F64Type.get()


def bf16():
    """`bf16`."""
    return BF16Type.get()


def none():
    """`none`."""
    return NoneType.get()


def complex(element_type):  # noqa: A001 (upstream's name)
    """`complex<element_type>`."""
    return ComplexType.get(element_type)


def opaque(dialect_namespace, type_data):
    """`!dialect_namespace.type_data`."""
    return OpaqueType.get(dialect_namespace, type_data)


def tuple(*elements):  # noqa: A001 (upstream's name)
    """`tuple<elements...>`."""
    return TupleType.get_tuple(list(elements))


def function(*, inputs, results):
    """`(inputs) -> results` (keyword arguments, as upstream's)."""
    return FunctionType.get(list(inputs), list(results))


def _shape_and_element(args, element_type):
    """The shape and element type of `f(*shape, element_type)` or
    `f(*shape, element_type=...)`: without the keyword, the last positional
    argument is the element type."""
    if element_type is None:
        if not args:
            raise ValueError("an element type is required")
        args, element_type = args[:-1], args[-1]
    return list(args), element_type


def vector(*shape, element_type=None, scalable=None, scalable_dims=None):
    """`vector<shape x element_type>`, optionally with scalable dimensions."""
    dims, element_type = _shape_and_element(shape, element_type)
    return VectorType.get(dims, element_type, scalable=scalable, scalable_dims=scalable_dims)


def tensor(*shape, element_type=None, encoding=None):
    """`tensor<shape x element_type>`; unranked without a shape."""
    dims, element_type = _shape_and_element(shape, element_type)
    if not dims:
        return UnrankedTensorType.get(element_type)
    return RankedTensorType.get(dims, element_type, encoding)


def memref(*shape, element_type=None, memory_space=None, layout=None):
    """`memref<shape x element_type>`; unranked without a shape."""
    dims, element_type = _shape_and_element(shape, element_type)
    if not dims:
        return UnrankedMemRefType.get(element_type, memory_space)
    return MemRefType.get(dims, element_type, layout, memory_space)
