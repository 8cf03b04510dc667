#  rmlir: the PDL type classes upstream's `mlir.dialects.pdl` gets from its
#  native `_mlirDialectsPDL` module: `PDLType` (any PDL type),
#  `AttributeType`, `OperationType`, `TypeType`, `ValueType` and
#  `RangeType` (`!pdl.range<T>`, with `get(element_type)` and
#  `element_type`).
#
#  rmlir keeps PDL types as text in the context (`!pdl.value`,
#  `!pdl.range<type>`), so these classes read and write that text. Registered
#  as type casters, they are what `Type.parse`, `Value.type` and friends
#  return for such types, as upstream's.

from ..ir import Type, register_type_caster
from .._mlir_libs._mlir.ir import _dialect_type_typeid

# The handle kinds, by mnemonic.
_HANDLES = ("attribute", "operation", "type", "value")


def _body(t):
    """The text after `!pdl.` of a PDL type, or None."""
    text = str(t)
    return text[len("!pdl."):] if text.startswith("!pdl.") else None


def _check_cast(cls, cast_from, accepts):
    if not isinstance(cast_from, Type):
        raise TypeError(f"{cls.__name__}() argument must be a Type")
    if not accepts(cast_from):
        raise ValueError(f"Cannot cast type to {cls.__name__} (from Type({cast_from}))")


class _PDLTypeBase(Type):
    """What the PDL type classes share: casting from a `Type` of the class's
    mnemonic, `typeid`, `isinstance`."""

    # Set by each class: its mnemonic.
    _mnemonic = None

    def __new__(cls, cast_from):
        _check_cast(cls, cast_from, cls._accepts)
        return super().__new__(cls, cast_from)

    def __init__(self, cast_from):
        pass

    @classmethod
    def _accepts(cls, t):
        return isinstance(t, Type) and t.typeid == cls.static_typeid

    @classmethod
    def isinstance(cls, other):
        """Whether the type `other` is one of this class."""
        return cls._accepts(other)

    @property
    def typeid(self):
        return Type.typeid.__get__(self, Type)

    def __repr__(self):
        return f"{type(self).__name__}({self})"


def _single(name, mnemonic, doc):
    """The class of the PDL handle type `!pdl.<mnemonic>`."""

    def get(context=None):
        return cls(Type.parse(f"!pdl.{mnemonic}", context=context))

    get.__doc__ = f"Get an instance of {name} in given context."
    cls = type(
        name,
        (_PDLTypeBase,),
        {
            "__doc__": doc,
            "__module__": __name__,
            "__init__": _PDLTypeBase.__init__,
            "_mnemonic": mnemonic,
            "type_name": f"pdl.{mnemonic}",
            "static_typeid": _dialect_type_typeid("pdl", mnemonic),
            "get": staticmethod(get),
            "typeid": _PDLTypeBase.typeid,
        },
    )
    return cls


AttributeType = _single("AttributeType", "attribute", "`!pdl.attribute`: a handle to an `mlir::Attribute`.")
OperationType = _single("OperationType", "operation", "`!pdl.operation`: a handle to an `mlir::Operation *`.")
TypeType = _single("TypeType", "type", "`!pdl.type`: a handle to an `mlir::Type`.")
ValueType = _single("ValueType", "value", "`!pdl.value`: a handle to an `mlir::Value`.")


class RangeType(_PDLTypeBase):
    """`!pdl.range<T>`: a range of PDL handles of one kind."""

    _mnemonic = "range"
    type_name = "pdl.range"
    static_typeid = _dialect_type_typeid("pdl", "range")

    def __init__(self, cast_from):
        pass

    @staticmethod
    def get(element_type, context=None):
        """Gets an instance of RangeType in the same context as the provided
        element type."""
        body = _body(element_type) if isinstance(element_type, Type) else None
        if body not in _HANDLES:
            raise ValueError(
                "expected element of pdl.range to be one of [!pdl.attribute, "
                f"!pdl.operation, !pdl.type, !pdl.value], but got {element_type}"
            )
        if context is None:
            context = element_type.context
        return RangeType(Type.parse(f"!pdl.range<{body}>", context=context))

    @property
    def element_type(self):
        """The type of the range's elements."""
        inner = _body(self)[len("range<"):-1]
        return Type.parse(f"!pdl.{inner}", context=self.context)

    @property
    def typeid(self):
        return Type.typeid.__get__(self, Type)


_CLASSES = (AttributeType, OperationType, TypeType, ValueType, RangeType)


class PDLType(Type):
    """Any PDL type (upstream's `mlir::pdl::PDLType`). Not a base class of
    the others: a cast view of any of them."""

    def __new__(cls, cast_from):
        _check_cast(cls, cast_from, PDLType.isinstance)
        return super().__new__(cls, cast_from)

    def __init__(self, cast_from):
        pass

    @staticmethod
    def isinstance(other):
        """Whether the type `other` is a PDL type."""
        return isinstance(other, Type) and any(other.typeid == c.static_typeid for c in _CLASSES)

    class _NoTypeID:
        def __get__(self, obj, owner):
            raise AttributeError("PDLType has no typeid.")

    static_typeid = _NoTypeID()

    @property
    def typeid(self):
        return Type.typeid.__get__(self, Type)

    def __repr__(self):
        return f"PDLType({self})"


for _cls in _CLASSES:
    register_type_caster(_cls.static_typeid, _cls)
del _cls
