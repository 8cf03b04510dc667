#  rmlir: `llvm.PointerType` and `llvm.StructType`, upstream's helper classes
#  for `!llvm.ptr` and `!llvm.struct<...>`.
#
#  rmlir keeps LLVM types as text in the context, so these classes read and
#  write that text. Registered as type casters, they are what `Type.parse`,
#  `Value.type` and friends return for such types, as upstream's.
#
#  Identified structs are immutable here: `new_identified` and `get_opaque`
#  build them whole. Upstream's `get_identified` + `set_body` (an identified
#  struct whose body is filled in later, visible everywhere it is used) need
#  a mutable type in the context, which rmlir's text types are not; those
#  two are not provided.

import weakref

from ..ir import Context, Type, register_type_caster
from .._mlir_libs._mlir.ir import _dialect_type_typeid

# LLVM type keywords written without `!llvm.` inside other LLVM types.
_KEYWORDS = (
    "ptr", "struct", "array", "func", "void", "vec", "ppc_fp128",
    "x86_amx", "token", "label", "metadata", "target",
)


def _body(t):
    """The text after `!llvm.` of an LLVM type, or None."""
    text = str(t)
    return text[len("!llvm."):] if text.startswith("!llvm.") else None


def _inner(t):
    """`t` as written inside an LLVM type."""
    body = _body(t)
    return body if body is not None else str(t)


def _parse_inner(text, context):
    word = ""
    for c in text:
        if not (c.isalnum() or c == "_"):
            break
        word += c
    if word in _KEYWORDS:
        return Type.parse("!llvm." + text, context=context)
    return Type.parse(text, context=context)


def _split_top_level(text):
    """Splits `text` at the commas outside brackets and strings."""
    parts, depth, quoted, start = [], 0, False, 0
    for i, c in enumerate(text):
        if quoted:
            if c == '"' and text[i - 1] != "\\":
                quoted = False
        elif c == '"':
            quoted = True
        elif c in "<([{":
            depth += 1
        elif c in ">)]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    tail = text[start:].strip()
    if tail:
        parts.append(tail)
    return parts


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


# Names of identified structs created through `new_identified`, per context.
_identified_names = weakref.WeakKeyDictionary()


class StructType(Type):
    """`!llvm.struct<...>`: literal (`(i32, f32)`, maybe `packed`),
    identified (`"name", (...)`) or opaque (`"name", opaque`)."""

    type_name = "llvm.struct"
    static_typeid = _dialect_type_typeid("llvm", "struct")

    def __new__(cls, cast_from):
        _cast_check(cls, cast_from, lambda t: (_body(t) or "").startswith("struct<"))
        return super().__new__(cls, cast_from)

    # -- construction ------------------------------------------------------

    @staticmethod
    def _literal_text(elements, packed):
        inner = ", ".join(_inner(t) for t in elements)
        return f"!llvm.struct<{'packed ' if packed else ''}({inner})>"

    @staticmethod
    def get_literal(elements, *, packed=False, loc=None, context=None):
        """The literal struct of `elements`."""
        if context is None and loc is not None:
            context = loc.context
        return StructType(Type.parse(StructType._literal_text(list(elements), packed), context=context))

    @staticmethod
    def get_literal_unchecked(elements, *, packed=False, context=None):
        """The literal struct of `elements`, without a location for errors."""
        return StructType(Type.parse(StructType._literal_text(list(elements), packed), context=context))

    @staticmethod
    def get_opaque(name, context=None):
        """The opaque identified struct `name`."""
        return StructType(Type.parse(f'!llvm.struct<"{name}", opaque>', context=context))

    @staticmethod
    def new_identified(name, elements, *, packed=False, context=None):
        """A new identified struct with this body, named `name` or, when
        that name was taken by an earlier `new_identified`, `name.1`, ..."""
        ctx = context if context is not None else Context.current
        taken = _identified_names.setdefault(ctx, set())
        unique, counter = name, 0
        while unique in taken:
            counter += 1
            unique = f"{name}.{counter}"
        taken.add(unique)
        inner = ", ".join(_inner(t) for t in elements)
        text = f'!llvm.struct<"{unique}", {"packed " if packed else ""}({inner})>'
        return StructType(Type.parse(text, context=ctx))

    # -- inspection --------------------------------------------------------

    def _params(self):
        """`(name, packed, element texts or None when opaque)`."""
        params = _body(self)[len("struct<"):-1].strip()
        name = None
        if params.startswith('"'):
            end = 1
            while params[end] != '"' or params[end - 1] == "\\":
                end += 1
            name = params[1:end]
            params = params[end + 1:].lstrip(", ").strip()
        packed = params.startswith("packed")
        if packed:
            params = params[len("packed"):].strip()
        if params == "opaque" or params == "":
            return name, packed, None
        return name, packed, _split_top_level(params[1:-1])

    @property
    def name(self):
        """The name of an identified struct, None for a literal one."""
        return self._params()[0]

    @property
    def packed(self):
        return self._params()[1]

    @property
    def opaque(self):
        return self._params()[2] is None

    @property
    def body(self):
        """The element types, None for an opaque struct."""
        elements = self._params()[2]
        if elements is None:
            return None
        return [_parse_inner(e, self.context) for e in elements]


register_type_caster(PointerType.static_typeid, PointerType)
register_type_caster(StructType.static_typeid, StructType)
