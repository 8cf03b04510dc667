#  rmlir: `llvm.PointerType` and `llvm.StructType`, upstream's helper classes
#  for `!llvm.ptr` and `!llvm.struct<...>`.
#
#  rmlir keeps most LLVM types as text in the context, so `PointerType` reads
#  and writes that text. Identified structs are mutable types, as upstream's:
#  `get_identified(name)` is the same type on every call and `set_body` gives
#  it its body once, visible wherever the type is used. The context keeps
#  those bodies in its identified-type table, which `StructType` reaches
#  through the native module `_mlirDialectsLLVM`. Registered as type casters,
#  these classes are what `Type.parse`, `Value.type` and friends return for
#  such types, as upstream's.

from ..ir import Type, register_type_caster
from .._mlir_libs._mlir.ir import _dialect_type_typeid
from .._mlir_libs import _mlirDialectsLLVM as _native


def _body(t):
    """The text after `!llvm.` of an LLVM type, or None."""
    text = str(t)
    return text[len("!llvm."):] if text.startswith("!llvm.") else None


def _cast_check(cls, cast_from, test):
    if not isinstance(cast_from, Type):
        raise TypeError(f"{cls.__name__}() argument must be a Type")
    if not test(cast_from):
        raise ValueError(f"Cannot cast type to {cls.__name__} (from Type({cast_from}))")


class PointerType(Type):
    """`!llvm.ptr` in address space 0, or `!llvm.ptr<N>`."""

    type_name = "llvm.ptr"
    static_typeid = _dialect_type_typeid("llvm", "ptr")

    def __new__(cls, cast_from):
        _cast_check(cls, cast_from, PointerType._is)
        return super().__new__(cls, cast_from)

    @staticmethod
    def _is(t):
        body = _body(t)
        return body is not None and (body == "ptr" or body.startswith("ptr<"))

    @staticmethod
    def get(address_space=None, *, context=None):
        """The pointer type of `address_space` (0 when None)."""
        text = "!llvm.ptr" if not address_space else f"!llvm.ptr<{int(address_space)}>"
        return PointerType(Type.parse(text, context=context))

    @property
    def address_space(self):
        body = _body(self)
        return int(body[len("ptr<"):-1]) if body.startswith("ptr<") else 0


class StructType(Type):
    """`!llvm.struct<...>`: literal (`(i32, f32)`, maybe `packed`),
    identified (`"name", (...)`) or opaque (`"name", opaque`)."""

    type_name = "llvm.struct"
    static_typeid = _dialect_type_typeid("llvm", "struct")

    def __new__(cls, cast_from):
        _cast_check(cls, cast_from, _native._is_struct)
        return super().__new__(cls, cast_from)

    # -- construction ------------------------------------------------------

    @staticmethod
    def get_literal(elements, *, packed=False, loc=None, context=None):
        """The literal struct of `elements`."""
        if context is None and loc is not None:
            context = loc.context
        return _native._struct_literal(list(elements), packed, context)

    @staticmethod
    def get_literal_unchecked(elements, *, packed=False, context=None):
        """The literal struct of `elements`, without a location for errors."""
        return _native._struct_literal(list(elements), packed, context)

    @staticmethod
    def get_identified(name, *, context=None):
        """The identified struct `name`: the same type on every call, with
        no body until `set_body` gives it one."""
        return _native._struct_identified(name, context)

    @staticmethod
    def get_opaque(name, context=None):
        """The identified struct `name`, declared opaque unless it already
        has a body."""
        return _native._struct_opaque(name, context)

    @staticmethod
    def new_identified(name, elements, *, packed=False, context=None):
        """A new identified struct with this body, named `name` or, when
        that name is taken, `name.1`, `name.2`, ..."""
        return _native._struct_new_identified(name, list(elements), packed, context)

    def set_body(self, elements, *, packed=False):
        """Sets the body of this identified struct, once; raises ValueError
        when it already has a different one."""
        _native._struct_set_body(self, list(elements), packed)

    # -- inspection --------------------------------------------------------

    @property
    def name(self):
        """The name of an identified struct, None for a literal one."""
        return _native._struct_info(self)[0]

    @property
    def packed(self):
        return _native._struct_info(self)[1]

    @property
    def opaque(self):
        """Whether this is an identified struct without a body."""
        return _native._struct_info(self)[2] is None

    @property
    def body(self):
        """The element types, None for an opaque struct."""
        return _native._struct_info(self)[2]


register_type_caster(PointerType.static_typeid, PointerType)
register_type_caster(StructType.static_typeid, StructType)
