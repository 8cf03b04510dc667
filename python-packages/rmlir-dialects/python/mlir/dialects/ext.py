#  rmlir: dialects, operations, types and attributes defined by Python
#  classes (upstream's class DSL, `mlir.dialects.ext`).
#
#      class MyInt(Dialect, name="myint"):
#          pass
#
#      class AddOp(MyInt.Operation, name="add", traits=[PureTrait]):
#          lhs: Operand[IntegerType[32]]
#          rhs: Operand[IntegerType[32]]
#          res: Result[IntegerType[32]]
#
#      with Context():
#          MyInt.load()
#
#  A class body lists the op's fields as annotations (operands, results,
#  attributes, regions and successors); `load()` writes the
#  dialect as IRDL (`irdl.dialect @myint {...}`, kept in `_mlir_module`),
#  has the core register it (`irdl.load_dialects`: each op becomes an op
#  definition of the core, verified by its IRDL constraints, parsed and
#  printed in Rust), then attaches what only Python knows: traits, the
#  class's `verify_invariants`, `fold`, canonicalization patterns, a
#  declarative assembly format, Python-implemented interfaces, and what
#  IRDL cannot say: successors and attribute defaults. The op classes are
#  registered as the ops' `OpView`s, with a builder and accessors made
#  from the fields. Types and attributes get their `verify` class method
#  and `assembly_format` the same way.

from collections.abc import Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from inspect import Parameter, Signature
from types import UnionType
from typing import Any, Callable, Dict, List, Optional, Tuple, TypeVar, Union, get_args, get_origin

from . import irdl
from ._ods_common import _cext, segmented_accessor
from .irdl import Variadicity
from ..passmanager import PassManager

ir = _cext.ir

from ..ir import (  # noqa: E402,F401
    DynamicOpTrait,
    IsTerminatorTrait,
    NoTerminatorTrait,
    IsIsolatedFromAboveTrait,
    PureTrait,
    CommutativeTrait,
    SingleBlockTrait,
    ConstantLikeTrait,
    ReturnLikeTrait,
)

__all__ = [
    "Dialect",
    "Operation",
    "Operand",
    "Result",
    "Region",
    "Successor",
    "Type",
    "Attribute",
    "infer_type",
    "default",
    "DynamicOpTrait",
    "IsTerminatorTrait",
    "NoTerminatorTrait",
    "IsIsolatedFromAboveTrait",
    "PureTrait",
    "CommutativeTrait",
    "SingleBlockTrait",
    "ConstantLikeTrait",
    "ReturnLikeTrait",
    "SameOperandsAndResultTypeTrait",
    "HasParentTrait",
    "LoopLikeOpInterface",
    "InferTypeOpInterface",
    "BranchOpInterface",
]

# The annotations of fields: `x: Operand[T]`, `y: Result[T]`, `r: Region`,
# `dest: Successor` (ODS's `AnySuccessor`; `Sequence[Successor]` is
# `VariadicSuccessor`).
Operand = ir.Value
Result = ir.OpResult
Region = ir.Region
Successor = ir.Block


# ---------------------------------------------------------------------------
# Type hints to IRDL constraints.
# ---------------------------------------------------------------------------


def _instance(origin, args):
    """The type or attribute `origin[args]` names (`IntegerType[32]` is
    `IntegerType.get(32)`); nested hints are built first."""
    if not (isinstance(origin, type) and issubclass(origin, (ir.Type, ir.Attribute))):
        raise TypeError(f"unsupported type in constraints: {origin}")
    built = [_instance(get_origin(a), get_args(a)) if get_origin(a) else a for a in args]
    return origin.get(*built)


class _ConstraintLowering:
    """Writes IRDL constraint ops for type hints, once per type variable."""

    def __init__(self):
        self._vars: Dict[str, ir.Value] = {}

    def lower(self, hint) -> ir.Value:
        if isinstance(hint, TypeVar):
            if hint.__name__ not in self._vars:
                self._vars[hint.__name__] = self._lower(hint.__bound__ or Any)
            return self._vars[hint.__name__]
        return self._lower(hint)

    def _lower(self, hint) -> ir.Value:
        origin = get_origin(hint)
        if origin is Union or origin is UnionType:
            return irdl.any_of([self.lower(a) for a in get_args(hint)])
        if hint is Any:
            return irdl.any()
        if origin is not None and isinstance(origin, type):
            if issubclass(origin, (Type, Attribute)):
                return irdl.parametric(
                    base_type=ir.SymbolRefAttr.get([origin._dialect_name, origin._name]),
                    args=[self.lower(a) for a in get_args(hint)],
                )
            if issubclass(origin, ir.Type):
                return irdl.is_(ir.TypeAttr.get(_instance(origin, get_args(hint))))
            if issubclass(origin, ir.Attribute):
                return irdl.is_(_instance(origin, get_args(hint)))
        if isinstance(hint, type):
            if issubclass(hint, (Type, Attribute)):
                return irdl.base(base_ref=ir.SymbolRefAttr.get([hint._dialect_name, hint._name]))
            if issubclass(hint, ir.Type):
                return irdl.base(base_name=ir.StringAttr.get(f"!{hint.type_name}"))
            if issubclass(hint, ir.Attribute):
                return irdl.base(base_name=ir.StringAttr.get(f"#{hint.attr_name}"))
        raise TypeError(f"unsupported type in constraints: {hint}")


def _inferrer(hint) -> Optional[Callable[[], ir.Type]]:
    """A function making the one type `hint` allows, or None when it allows
    several (then a builder must be given the type)."""
    if isinstance(hint, TypeVar):
        return _inferrer(hint.__bound__) if hint.__bound__ is not None else None
    origin = get_origin(hint)
    if origin is None or not isinstance(origin, type) or not issubclass(origin, ir.Type):
        return None
    if issubclass(origin, Type):
        return None
    args = get_args(hint)
    return lambda: _instance(origin, args)


# ---------------------------------------------------------------------------
# Fields.
# ---------------------------------------------------------------------------


_NO_DEFAULT = object()


@dataclass
class _Marker:
    """What a field's class-level value says: `= infer_type()`, `= None`
    or `= default(value)`."""

    infer_type: bool = False
    default_is_none: bool = False
    default: Any = _NO_DEFAULT

    def __post_init__(self):
        if self.infer_type and self.default_is_none:
            raise ValueError("a field cannot be marked with both infer_type and default_is_none")

    def has_default(self) -> bool:
        return self.default is not _NO_DEFAULT


def infer_type() -> Any:
    """Marks a result whose type the builder infers from its annotation."""
    return _Marker(infer_type=True)


def default(value) -> Any:
    """Gives an attribute field a default value (ODS's `DefaultValuedAttr`):
    `factor: IntegerAttr = default("1 : i64")`. `value` is the attribute's
    text or a function of no arguments returning it (called in the context
    the dialect is loaded in). The builder then takes the attribute as an
    optional keyword, the accessor returns the default when the attribute
    is absent, and an assembly format leaves it out of `attr-dict` when it
    holds its default."""
    if not (isinstance(value, str) or callable(value)):
        raise TypeError(
            f"a default value is an attribute's text or a function returning the attribute, not {type(value).__name__}"
        )
    return _Marker(default=value)


@dataclass
class FieldDef:
    """One field of an operation definition."""

    name: str
    variadicity: Variadicity
    constraint: Any
    kw_only: bool = False

    @staticmethod
    def from_hint(name: str, hint, marker: _Marker) -> "FieldDef":
        variadicity = Variadicity.single
        inner = _optional_inner(hint)
        if inner is not None:
            variadicity, hint = Variadicity.optional, inner
        elif get_origin(hint) is Sequence:
            variadicity, hint = Variadicity.variadic, get_args(hint)[0]
        origin = get_origin(hint)
        kw = marker.default_is_none or marker.infer_type or variadicity == Variadicity.optional
        if marker.has_default() and not (
            isinstance(origin or hint, type) and issubclass(origin or hint, ir.Attribute) and variadicity == Variadicity.single
        ):
            raise TypeError(f"field '{name}': only an attribute can have a default value")
        if hint is ir.Block:
            if variadicity == Variadicity.optional:
                raise ValueError(f"successor '{name}' cannot be optional; use Sequence[Successor]")
            if marker.default_is_none or marker.infer_type:
                raise TypeError(f"the field specifier of successor '{name}' is not supported")
            return SuccessorDef(name, variadicity, Any)
        if origin is ir.OpResult:
            c = get_args(hint)[0]
            infer = _inferrer(c) if marker.infer_type else None
            if marker.infer_type and infer is None:
                raise ValueError(f"type of result '{name}' cannot be inferred from {c}")
            return ResultDef(name, variadicity, c, kw_only=kw, infer=infer)
        if origin is ir.Value:
            return OperandDef(name, variadicity, get_args(hint)[0], kw_only=kw)
        if hint is ir.Region:
            return RegionDef(name, variadicity, Any)
        if isinstance(origin or hint, type) and issubclass(origin or hint, ir.Attribute):
            kw = marker.default_is_none or marker.has_default()
            return AttributeDef(name, variadicity, hint, kw_only=kw, default=marker.default)
        raise TypeError(f"unsupported type for field '{name}' in operation definition: {hint}")


@dataclass
class OperandDef(FieldDef):
    pass


@dataclass
class ResultDef(FieldDef):
    infer: Optional[Callable[[], ir.Type]] = None

    def __post_init__(self):
        if self.infer is not None and self.variadicity != Variadicity.single:
            raise ValueError(f"type of variadic or optional result '{self.name}' cannot be inferred")


@dataclass
class AttributeDef(FieldDef):
    default: Any = _NO_DEFAULT

    def __post_init__(self):
        if self.variadicity != Variadicity.single:
            raise ValueError("optional attribute is not currently supported; use `= None`")

    def has_default(self) -> bool:
        return self.default is not _NO_DEFAULT

    def default_attr(self, context=None) -> "ir.Attribute":
        """The default value, built in `context` (or the current one)."""
        if callable(self.default):
            with context or nullcontext():
                value = self.default()
            if not isinstance(value, ir.Attribute):
                raise TypeError(f"the default of attribute '{self.name}' must be an Attribute, not {type(value).__name__}")
            return value
        return ir.Attribute.parse(self.default, context)


@dataclass
class SuccessorDef(FieldDef):
    """A successor block (`Successor`, or variadic `Sequence[Successor]`)."""


@dataclass
class RegionDef(FieldDef):
    def __post_init__(self):
        if self.variadicity != Variadicity.single:
            raise ValueError("optional region is not currently supported")


def _optional_inner(hint):
    """`T` for `Optional[T]`, `T | None` or `None | T`; else None."""
    if get_origin(hint) in (Union, UnionType):
        args = get_args(hint)
        if len(args) == 2 and type(None) in args:
            return args[0] if args[1] is type(None) else args[1]
    return None


def _partition(fields):
    pick = lambda k: [f for f in fields if isinstance(f, k)]
    return pick(OperandDef), pick(AttributeDef), pick(ResultDef), pick(RegionDef)


def _successors(fields) -> List["SuccessorDef"]:
    succs = [f for f in fields if isinstance(f, SuccessorDef)]
    for s in succs[:-1]:
        if s.variadicity == Variadicity.variadic:
            raise ValueError(f"only the last successor can be variadic, but '{s.name}' is")
    return succs


def _segments(defs) -> Optional[List[int]]:
    if all(d.variadicity == Variadicity.single for d in defs):
        return None
    code = {Variadicity.single: 1, Variadicity.optional: 0, Variadicity.variadic: -1}
    return [code[d.variadicity] for d in defs]


def _equal_segment(defs, total: int, index: int) -> slice:
    """The values of group `index` when at most one group varies in size."""
    rest = total - sum(1 for d in defs if d.variadicity == Variadicity.single)
    start = 0
    for i, d in enumerate(defs):
        n = 1 if d.variadicity == Variadicity.single else rest
        if i == index:
            return slice(start, start + n)
        start += n
    raise IndexError(index)


def _group(values, variadicity):
    if variadicity == Variadicity.single:
        return values[0]
    if variadicity == Variadicity.optional:
        return values[0] if len(values) else None
    return values


# ---------------------------------------------------------------------------
# Traits checked in Python (upstream's ODS traits that are verifiers).
# ---------------------------------------------------------------------------


class SameOperandsAndResultTypeTrait(DynamicOpTrait):
    """`SameOperandsAndResultType`: every operand and result has the same
    type."""

    @staticmethod
    def verify_invariants(op) -> bool:
        types = [v.type for v in op.operands] + [r.type for r in op.results]
        if any(t != types[0] for t in types[1:]):
            op.location.emit_error(f"'{op.name}' op requires the same type for all operands and results")
            return False
        return True


def HasParentTrait(*parents) -> type:
    """`HasParent<...>`: a trait requiring the op's parent to be one of
    `parents` (operation classes or names), as in
    `traits=[HasParentTrait(MyLoopOp)]`."""
    if not parents:
        raise ValueError("HasParentTrait needs at least one parent operation")
    names = [p if isinstance(p, str) else p.OPERATION_NAME for p in parents]

    class _HasParent(DynamicOpTrait):
        @staticmethod
        def verify_invariants(op) -> bool:
            parent = op.operation.parent
            if parent is not None and parent.name in names:
                return True
            if len(names) == 1:
                expected = f"expects parent op '{names[0]}'"
            else:
                expected = "expects parent op to be one of '" + ", ".join(names) + "'"
            op.location.emit_error(f"'{op.name}' op {expected}")
            return False

    _HasParent.__name__ = _HasParent.__qualname__ = "HasParentTrait(" + ", ".join(names) + ")"
    return _HasParent


# ---------------------------------------------------------------------------
# Interfaces implemented in Python.
# ---------------------------------------------------------------------------


class LoopLikeOpInterface:
    """Declares (in `interfaces=[...]`) that an op is a loop: its
    `get_loop_regions(self)` returns the regions that run repeatedly
    (default: all of them). Loop-invariant code motion hoists out of them."""

    _interface_name = "LoopLikeOpInterface"


class BranchOpInterface:
    """Declares (in `interfaces=[...]`) that an op is a branch passing
    operands to its successors' block arguments: the class attribute
    `successor_operands` maps each successor's name to the name of the
    operand group it receives (a successor left out receives none), e.g.
    `successor_operands = {"dest": "args"}`. The core then verifies the
    forwarded operands against the blocks' arguments and generic passes
    (dead-argument removal, SCCP) see through the branch, with no call into
    Python."""

    _interface_name = "BranchOpInterface"


class InferTypeOpInterface:
    """Declares (in `interfaces=[...]`) that an op's result types follow
    from its operands and attributes: the class method
    `infer_result_types(cls, operand_types, attributes)` (a list of
    `Type`s and a dict of name to `Attribute`) returns them. The builder
    then takes no result types, a format need not spell them, and the
    verifier checks that an op's results are the inferred ones."""

    _interface_name = "InferTypeOpInterface"


# ---------------------------------------------------------------------------
# Operations.
# ---------------------------------------------------------------------------


class Operation(ir.OpView):
    """Base of Python-defined operations:

        class MyOp(MyDialect.Operation, name="my_op"): ...
        class MyOp(Operation, dialect=MyDialect, name="my_op"): ...

    Fields are annotations: `x: Operand[T]` (also `Optional[...]`,
    `Sequence[...]`), `y: Result[T]`, `a: SomeAttr` (`= None`: optional
    keyword; `= default("text")`: a default value), `r: Region`, and
    `dest: Successor` or `Sequence[Successor]` (the last successor only).
    Class keywords: `traits` (trait classes such as `PureTrait`,
    `IsTerminatorTrait` or `DynamicOpTrait` subclasses), `interfaces`
    (e.g. `LoopLikeOpInterface`; `BranchOpInterface` with a
    `successor_operands` dict naming the operand group each successor
    receives) and `assembly_format` (upstream's
    declarative format syntax, run by the core's format engine) or, in
    its place, custom assembly in Python: the class method
    `parse_assembly(cls, parser)` reads the text after the op name with an
    `OpAsmParser` (operands resolved into the op with `resolve_operand`,
    `add_attribute`, `add_result_types`, ...) and `print_assembly(self,
    printer)` writes it with an `OpAsmPrinter`. Only ops with these hooks
    call into Python while parsing and printing.
    Methods the core calls: `verify_invariants(self)` and
    `verify_region_invariants(self)` (return False after
    `self.location.emit_error(...)` to reject the op), `fold(self,
    operands)` (`operands`: each operand's constant `Attribute` or None;
    returns None, or an `Attribute`/`Value` per result), for
    `LoopLikeOpInterface`, `get_loop_regions(self)`, and for
    `InferTypeOpInterface`, the class method `infer_result_types(cls,
    operand_types, attributes)`. A `canonicalize(op, rewriter)` static
    method is a canonicalization pattern of the op: the `canonicalize`
    pass runs it (returning a truthy value means it did not apply), and
    `MyDialect.canonicalization_patterns()` collects it for
    `apply_patterns_and_fold_greedily`. With `ConstantLikeTrait` the
    op (a `value` attribute, one result) is the one folded constants of
    the dialect are materialized as.
    """

    def __init__(*args, **kwargs):
        raise TypeError(
            "This class is a template and cannot be instantiated directly. "
            "Please use a subclass that defines the operation."
        )

    @classmethod
    def __init_subclass__(
        cls,
        *,
        name: Optional[str] = None,
        traits: Optional[list] = None,
        interfaces: Optional[list] = None,
        assembly_format: Optional[str] = None,
        dialect: Optional[type] = None,
        **kwargs,
    ):
        super().__init_subclass__(**kwargs)
        fields = [f for base in cls.__bases__ for f in getattr(base, "_fields", [])]
        for key, hint in cls.__dict__.get("__annotations__", {}).items():
            # No value: a plain field; `= None`: a keyword argument that
            # defaults to None; `= infer_type()`: an inferred result.
            value = cls.__dict__.get(key, _Marker())
            marker = value or _Marker(default_is_none=True)
            if not isinstance(marker, _Marker):
                raise TypeError(f"the field specifier of field '{key}' is not supported")
            fields.append(FieldDef.from_hint(key, hint, marker))
        cls._fields = fields
        inherited = [t for base in cls.__bases__ for t in getattr(base, "_traits", [])]
        cls._traits = inherited + list(traits or [])
        inherited = [i for base in cls.__bases__ for i in getattr(base, "_interfaces", [])]
        cls._interfaces = inherited + list(interfaces or [])
        if assembly_format is not None:
            cls._assembly_format = assembly_format
        cls._check_custom_assembly()
        if dialect is not None:
            if "_dialect_obj" in cls.__dict__ or hasattr(cls, "_dialect_obj"):
                raise RuntimeError(
                    f"This operation has already been attached to dialect '{cls._dialect_obj.DIALECT_NAMESPACE}'."
                )
            cls._dialect_obj = dialect
        if not name:
            return
        if not hasattr(cls, "_dialect_obj"):
            raise RuntimeError(
                "Operation subclasses must either inherit from a Dialect's Operation subclass "
                "or provide the dialect as a class keyword argument."
            )
        dialect_obj = cls._dialect_obj
        if any(o._op_name == name for o in dialect_obj.operations):
            raise RuntimeError(f"operation '{dialect_obj.DIALECT_NAMESPACE}.{name}' is already defined")
        cls._op_name = name
        operands, attrs, results, regions = _partition(fields)
        # A single result of one known type is built without being asked
        # for, as are results all of which are such.
        if results and all(r.variadicity == Variadicity.single for r in results):
            inferred = [r.infer or _inferrer(r.constraint) for r in results]
            if all(inferred):
                for r, f in zip(results, inferred):
                    r.infer = f
        successors = _successors(fields)
        cls._branch_operands = cls._check_branch(operands, successors)
        cls.OPERATION_NAME = f"{dialect_obj.DIALECT_NAMESPACE}.{name}"
        cls._ODS_REGIONS = (len(regions), True)
        cls._ODS_OPERAND_SEGMENTS = _segments(operands)
        cls._ODS_RESULT_SEGMENTS = _segments(results)
        cls._make_init(operands, attrs, results, regions)
        cls._make_accessors(operands, attrs, results, regions)
        cls._make_successor_accessors(successors)
        dialect_obj.operations.append(cls)

    @classmethod
    def _check_custom_assembly(cls) -> None:
        """`parse_assembly` and `print_assembly` come together, in place of
        an `assembly_format`; misuse raises when the class is defined."""
        has_parse = hasattr(cls, "parse_assembly")
        has_print = hasattr(cls, "print_assembly")
        if not (has_parse or has_print):
            return
        if has_parse != has_print:
            missing = "print_assembly" if has_parse else "parse_assembly"
            raise TypeError(f"'{cls.__name__}' defines a custom assembly without {missing}")
        if getattr(cls, "_assembly_format", None) is not None:
            raise TypeError(f"'{cls.__name__}' has both an assembly_format and parse_assembly/print_assembly")
        for klass in cls.__mro__:
            if "parse_assembly" in klass.__dict__:
                if not isinstance(klass.__dict__["parse_assembly"], (classmethod, staticmethod)):
                    raise TypeError(
                        f"'{cls.__name__}.parse_assembly' must be a classmethod (the op does not exist while it is parsed)"
                    )
                break

    @classmethod
    def _check_branch(cls, operands, successors) -> Optional[List[Optional[int]]]:
        """With `BranchOpInterface`, the operand group index each successor
        receives, from `successor_operands`; misuse raises here, when the
        class is defined."""
        mapping = getattr(cls, "successor_operands", None)
        if BranchOpInterface not in cls._interfaces:
            if mapping is not None:
                raise TypeError(f"'{cls.__name__}' gives successor_operands but does not declare BranchOpInterface")
            return None
        if not successors:
            raise TypeError(f"'{cls.__name__}' declares BranchOpInterface but has no successors")
        if not isinstance(mapping, dict):
            raise TypeError(
                f"'{cls.__name__}' declares BranchOpInterface: its successor_operands must map successor names "
                "to operand names"
            )
        succ_names = [s.name for s in successors]
        op_names = [o.name for o in operands]
        for s, o in mapping.items():
            if s not in succ_names:
                raise ValueError(f"successor_operands of '{cls.__name__}': '{s}' is not a successor")
            if o not in op_names:
                raise ValueError(f"successor_operands of '{cls.__name__}': '{o}' is not an operand")
        if any(s.variadicity == Variadicity.variadic and s.name in mapping for s in successors):
            raise ValueError(f"successor_operands of '{cls.__name__}': a variadic successor cannot receive operands")
        return [op_names.index(mapping[s]) if s in mapping else None for s in succ_names]

    @classmethod
    def _make_successor_accessors(cls, successors) -> None:
        for i, s in enumerate(successors):
            if s.variadicity == Variadicity.variadic:
                getter = lambda self, i=i: list(self.operation.successors)[i:]
            else:
                getter = lambda self, i=i: self.operation.successors[i]
            setattr(cls, s.name, property(getter))

    @classmethod
    def _make_init(cls, operands, attrs, results, regions):
        # With InferTypeOpInterface the core infers every result type.
        core_infers = InferTypeOpInterface in cls._interfaces
        args = [r for r in results if r.infer is None and not core_infers] + [
            f for f in cls._fields if isinstance(f, (OperandDef, AttributeDef, SuccessorDef))
        ]
        successors = _successors(cls._fields)
        params = [Parameter("self", Parameter.POSITIONAL_ONLY)]
        params += [Parameter(f.name, Parameter.POSITIONAL_OR_KEYWORD) for f in args if not f.kw_only]
        params += [Parameter(f.name, Parameter.KEYWORD_ONLY, default=None) for f in args if f.kw_only]
        params += [Parameter("loc", Parameter.KEYWORD_ONLY, default=None)]
        params += [Parameter("ip", Parameter.KEYWORD_ONLY, default=None)]
        sig = Signature(params)

        def __init__(*a, **kw):
            bound = sig.bind(*a, **kw)
            bound.apply_defaults()
            v = bound.arguments
            self = v["self"]
            if core_infers:
                result_types = None
            else:
                result_types = [r.infer() if r.infer is not None else v[r.name] for r in results]
            attributes = {f.name: v[f.name] for f in attrs if v[f.name] is not None}
            ir.OpView.__init__(
                self,
                self.OPERATION_NAME,
                self._ODS_REGIONS,
                self._ODS_OPERAND_SEGMENTS,
                self._ODS_RESULT_SEGMENTS,
                attributes=attributes,
                results=result_types,
                operands=[v[o.name] for o in operands],
                successors=_flatten_successors(successors, v) if successors else None,
                regions=len(regions) or None,
                loc=v["loc"],
                ip=v["ip"],
            )

        __init__.__signature__ = sig
        cls.__init__ = __init__

    @classmethod
    def _make_accessors(cls, operands, attrs, results, regions):
        for a in attrs:
            if a.has_default():

                def getter(self, a=a):
                    attributes = self.operation.attributes
                    if a.name in attributes:
                        return attributes[a.name]
                    return a.default_attr(self.operation.context)

            else:
                getter = lambda self, n=a.name: self.operation.attributes[n]
            setattr(cls, a.name, property(getter))
        for i, r in enumerate(regions):
            setattr(cls, r.name, property(lambda self, i=i: self.regions[i]))
        for defs, segs, kind, seg_attr in (
            (operands, cls._ODS_OPERAND_SEGMENTS, "operands", "operandSegmentSizes"),
            (results, cls._ODS_RESULT_SEGMENTS, "results", "resultSegmentSizes"),
        ):
            for i, d in enumerate(defs):
                if segs is None:
                    getter = lambda self, i=i, kind=kind: getattr(self.operation, kind)[i]
                else:

                    def getter(self, i=i, d=d, defs=defs, kind=kind, seg_attr=seg_attr):
                        values = getattr(self.operation, kind)
                        attributes = self.operation.attributes
                        if seg_attr in attributes:
                            values = segmented_accessor(values, attributes[seg_attr], i)
                        else:
                            # One group of varying size needs no sizes
                            # attribute (the parsed custom form has none).
                            values = list(values)[_equal_segment(defs, len(values), i)]
                        return _group(values, d.variadicity)

                setattr(cls, d.name, property(getter))

    @classmethod
    def _emit_operation(cls) -> None:
        lowering = _ConstraintLowering()
        operands, attrs, results, regions = _partition(cls._fields)
        op = irdl.operation_(cls._op_name)
        with ir.InsertionPoint(op.body):
            if operands:
                irdl.operands_(
                    [lowering.lower(o.constraint) for o in operands],
                    [o.name for o in operands],
                    [o.variadicity for o in operands],
                )
            if attrs:
                irdl.attributes_([lowering.lower(a.constraint) for a in attrs], [a.name for a in attrs])
            if results:
                irdl.results_(
                    [lowering.lower(r.constraint) for r in results],
                    [r.name for r in results],
                    [r.variadicity for r in results],
                )
            if regions:
                irdl.regions_([irdl.region([]) for _ in regions], [r.name for r in regions])

    @classmethod
    def _attach(cls) -> None:
        """Gives the op registered by IRDL what the class adds."""
        for trait in cls._traits:
            trait.attach(cls.OPERATION_NAME)
        if any(hasattr(cls, m) for m in ("verify_invariants", "verify_trait", "verify_region_invariants")):
            DynamicOpTrait.attach(cls.OPERATION_NAME, cls)
        hooks = {}
        if hasattr(cls, "fold"):
            hooks["fold"] = cls
        if hasattr(cls, "canonicalize"):
            hooks["canonicalize"] = cls.canonicalize
        if cls._interfaces:
            hooks["interfaces"] = [i._interface_name for i in cls._interfaces]
        fmt = getattr(cls, "_assembly_format", None)
        if fmt is not None:
            hooks["assembly_format"] = fmt
        if ConstantLikeTrait in cls._traits:
            hooks["constant"] = True
        # Always given: an op declaring no successors must have none.
        successors = _successors(cls._fields)
        hooks["successors"] = [(s.name, s.variadicity == Variadicity.variadic) for s in successors]
        if cls._branch_operands is not None:
            hooks["branch_operands"] = cls._branch_operands
        if cls._defaults:
            hooks["defaults"] = cls._defaults
        if hasattr(cls, "parse_assembly"):
            hooks["custom_assembly"] = True
        if hooks:
            ir._attach_op_hooks(cls.OPERATION_NAME, cls, **hooks)


    @classmethod
    def _build_defaults(cls) -> None:
        """Builds the attribute defaults in the current context, before the
        dialect is registered: a bad one fails the load, not half of it."""
        cls._defaults = []
        for a in _partition(cls._fields)[1]:
            if not a.has_default():
                continue
            try:
                value = a.default_attr()
            except Exception as e:
                raise ValueError(
                    f"the default value of attribute '{a.name}' of '{cls.OPERATION_NAME}' is invalid: {e}"
                ) from e
            # A plain attribute class is checked here; other constraints
            # (unions, parametric ones) by the IRDL check of each op.
            kind = a.constraint
            if isinstance(kind, type) and issubclass(kind, ir.Attribute) and hasattr(kind, "isinstance"):
                if not kind.isinstance(value):
                    raise ValueError(
                        f"the default value of attribute '{a.name}' of '{cls.OPERATION_NAME}' is not "
                        f"an instance of {kind.__name__}: {value}"
                    )
            cls._defaults.append((a.name, value))


def _flatten_successors(successors, values) -> list:
    """The builder's successor arguments as one list of blocks."""
    out = []
    for s in successors:
        given = values[s.name]
        if s.variadicity == Variadicity.variadic:
            out.extend(given)
        else:
            if not isinstance(given, ir.Block):
                raise TypeError(f"successor '{s.name}' must be a Block, not {type(given).__name__}")
            out.append(given)
    return out


# ---------------------------------------------------------------------------
# Types and attributes.
# ---------------------------------------------------------------------------


@dataclass
class ParamDef:
    """One parameter of a type or attribute definition."""

    name: str
    constraint: Any


def _params_of(cls):
    fields = [f for base in cls.__bases__ for f in getattr(base, "_fields", [])]
    fields += [ParamDef(k, v) for k, v in cls.__dict__.get("__annotations__", {}).items()]
    return fields


class _Parametric:
    """What types and attributes defined in Python share: a name in their
    dialect, parameters, their IRDL definition, and the hooks attached
    once the dialect is loaded (`verify`, `assembly_format`)."""

    _kind = ""

    @classmethod
    def _setup(cls, name, dialect, registry, assembly_format):
        cls._fields = _params_of(cls)
        if dialect is not None:
            if hasattr(cls, "_dialect_obj"):
                raise RuntimeError(
                    f"This {cls._kind} has already been attached to dialect '{cls._dialect_obj.DIALECT_NAMESPACE}'."
                )
            cls._dialect_obj = dialect
        if assembly_format is not None:
            _check_param_format(cls, assembly_format)
            cls._assembly_format = assembly_format
        verify = cls.__dict__.get("verify")
        if verify is not None and not isinstance(verify, (classmethod, staticmethod)):
            raise TypeError(
                f"'{cls.__name__}.verify' must be a classmethod or staticmethod taking the parameters "
                f"(the {cls._kind} does not exist before it is verified)"
            )
        if not name:
            return False
        if not hasattr(cls, "_dialect_obj"):
            raise RuntimeError(
                f"{cls._kind.capitalize()} subclasses must either inherit from a Dialect's "
                f"{cls._kind.capitalize()} subclass or provide the dialect as a class keyword argument."
            )
        cls._name = name
        cls._dialect_name = cls._dialect_obj.DIALECT_NAMESPACE
        for i, f in enumerate(cls._fields):
            setattr(cls, f.name, property(lambda self, i=i: self.params[i]))
        getattr(cls._dialect_obj, registry).append(cls)
        return True

    @classmethod
    def _emit_params(cls, op) -> None:
        lowering = _ConstraintLowering()
        with ir.InsertionPoint(op.body):
            irdl.parameters([lowering.lower(f.constraint) for f in cls._fields], [f.name for f in cls._fields])

    @classmethod
    def _attach_hooks(cls, full_name: str, is_type: bool) -> None:
        fmt = getattr(cls, "_assembly_format", None)
        verify = hasattr(cls, "verify")
        if fmt is not None or verify:
            ir._attach_param_hooks(full_name, cls, is_type=is_type, assembly_format=fmt, verify=verify)


def _check_param_format(cls, text: str) -> None:
    """Rejects a format the core cannot use (a parameter unknown, missing
    or repeated, a bad token, not enclosed in `<` `>`) when the class is
    defined, with the core's own check."""
    try:
        ir._check_param_format(text, [f.name for f in cls._fields])
    except ValueError as e:
        raise ValueError(f"assembly format of '{cls.__name__}': {e}") from None


class Type(ir.Type):
    """Base of Python-defined types (`!my.vec<i32, 4 : i64>`):

        class VecType(MyDialect.Type, name="vec", assembly_format="`<` $size `x` $elem `>`"):
            elem: ir.Type
            size: IntegerAttr

            @classmethod
            def verify(cls, elem, size):
                if IntegerAttr(size).value <= 0:
                    return "size must be positive"

    `VecType.get(elem, size)` makes one; `.params` and the fields read
    the parameters back. The core checks the parameters against their
    constraints, then with `verify`, whenever the type is parsed or built:
    `verify(*params)` returns None (or True) to accept, a message (or
    False) to reject; an exception rejects with its traceback. Without an
    `assembly_format` the parameters are spelled `<p1, p2>`."""

    _kind = "type"

    @classmethod
    def __init_subclass__(cls, *, name=None, dialect=None, assembly_format=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if _Parametric._setup.__func__(cls, name, dialect, "types", assembly_format):
            cls.type_name = f"{cls._dialect_name}.{name}"

    def __init__(self, t):
        super().__init__(t)

    @classmethod
    def get(cls, *params, context=None):
        return cls(ir._dynamic_build(cls.type_name, list(params), is_type=True, context=context))

    @classmethod
    def isinstance(cls, other) -> bool:
        text = str(other)
        head = f"!{cls.type_name}"
        return text == head or text.startswith(head + "<")

    @property
    def params(self) -> list:
        return ir._dynamic_params(self)

    @classmethod
    def _emit_type(cls) -> None:
        _Parametric._emit_params.__func__(cls, irdl.type_(cls._name))


class Attribute(ir.Attribute):
    """Base of Python-defined attributes (`#my.range<0 : i64, 8 : i64>`);
    see `Type` (`verify` and `assembly_format` alike)."""

    _kind = "attribute"

    @classmethod
    def __init_subclass__(cls, *, name=None, dialect=None, assembly_format=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if _Parametric._setup.__func__(cls, name, dialect, "attributes", assembly_format):
            cls.attr_name = f"{cls._dialect_name}.{name}"

    def __init__(self, a):
        super().__init__(a)

    @classmethod
    def get(cls, *params, context=None):
        return cls(ir._dynamic_build(cls.attr_name, list(params), is_type=False, context=context))

    @classmethod
    def isinstance(cls, other) -> bool:
        text = str(other)
        head = f"#{cls.attr_name}"
        return text == head or text.startswith(head + "<")

    @property
    def params(self) -> list:
        return ir._dynamic_params(self)

    @classmethod
    def _emit_attr(cls) -> None:
        _Parametric._emit_params.__func__(cls, irdl.attribute(cls._name))


# ---------------------------------------------------------------------------
# Dialects.
# ---------------------------------------------------------------------------


class Dialect(ir.Dialect):
    """Base of a Python-defined dialect: `class MyInt(Dialect, name="myint")`.
    Its `Operation`, `Type` and `Attribute` attributes are the bases of its
    ops, types and attributes; `load()` registers it in the current
    context."""

    @classmethod
    def __init_subclass__(cls, name: str, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.name = name
        cls.DIALECT_NAMESPACE = name
        cls.operations = []
        cls.types = []
        cls.attributes = []
        cls.Operation = type("Operation", (Operation,), {}, dialect=cls)
        cls.Type = type("Type", (Type,), {}, dialect=cls)
        cls.Attribute = type("Attribute", (Attribute,), {}, dialect=cls)

    @classmethod
    def _emit_dialect(cls) -> None:
        d = irdl.dialect(cls.name)
        with ir.InsertionPoint(d.body):
            for t in cls.types:
                t._emit_type()
            for a in cls.attributes:
                a._emit_attr()
            for op in cls.operations:
                op._emit_operation()

    @classmethod
    def _emit_module(cls) -> "ir.Module":
        with ir.Location.unknown() if not ir.Location.current else nullcontext():
            m = ir.Module.create()
            with ir.InsertionPoint(m.body):
                cls._emit_dialect()
        return m

    @classmethod
    def canonicalization_patterns(cls):
        """A `RewritePatternSet` of the ops' `canonicalize(op, rewriter)`
        static methods, for `apply_patterns_and_fold_greedily`."""
        from ..rewrite import RewritePatternSet

        patterns = RewritePatternSet()
        for op in cls.operations:
            if hasattr(op, "canonicalize"):
                patterns.add(op, op.canonicalize)
        return patterns

    @classmethod
    def load(cls, *, reload: bool = False) -> None:
        """Registers the dialect in the current context. Loading it again
        in the same context does nothing; in another context it needs
        `reload=True`. A namespace another definition took in this context
        is an error."""
        ctx = ir.Context.current
        if hasattr(cls, "_mlir_module") and not reload:
            if cls._mlir_module.context is not ctx:
                raise RuntimeError(
                    "This dialect was loaded in a different context. "
                    "Please set reload=True to reload the dialect in the current context."
                )
            return
        for op in cls.operations:
            op._build_defaults()
        module = cls._emit_module()
        pm = PassManager()
        pm.add("canonicalize, cse")
        pm.run(module.operation)
        irdl.load_dialects(module)
        cls._mlir_module = module
        for t in cls.types:
            _Parametric._attach_hooks.__func__(t, t.type_name, True)
            # Values' types come back as the class, as upstream's casters do.
            _cext.register_type_caster(ir._dialect_type_typeid(cls.DIALECT_NAMESPACE, t._name), t, replace=True)
        for a in cls.attributes:
            _Parametric._attach_hooks.__func__(a, a.attr_name, False)
        for op in cls.operations:
            op._attach()
        _cext.globals._register_dialect_impl(cls.DIALECT_NAMESPACE, cls)
        for op in cls.operations:
            _cext.register_operation(cls, replace=True)(op)
