#  rmlir: the `func` dialect. The generated op classes and builders, plus
#  friendlier constructors and accessors for `func.func`, `func.call` and
#  `func.constant`, and the `func.func` decorator (`FuncOp.from_py_func`).

from ._func_ops_gen import *
from ._func_ops_gen import _Dialect

import inspect
from typing import Any, List, Optional, Sequence, Union

from ..ir import *
from ._ods_common import (
    _cext as _ods_cext,
    get_default_loc_context as _get_default_loc_context,
    get_op_result_or_value as _get_op_result_or_value,
)

# Names of the `func.func` attributes holding per-argument and per-result
# attribute dictionaries.
ARGUMENT_ATTRIBUTE_NAME = "arg_attrs"
RESULT_ATTRIBUTE_NAME = "res_attrs"


@_ods_cext.register_operation(_Dialect, replace=True)
class ConstantOp(ConstantOp):
    """`func.constant`, with the type of the function reference it yields."""

    @property
    def type(self):
        return self.results[0].type


def _split_named_inputs(inputs):
    """Splits a signature's inputs, each a `Type` or a `(name, Type)` pair,
    into the types and the names (None when no input is named; a None
    entry for an unnamed input among named ones)."""
    types, names = [], []
    for entry in inputs:
        if isinstance(entry, tuple):
            if len(entry) != 2 or not isinstance(entry[0], str):
                raise TypeError(
                    "a named function input must be a (str, Type) pair, got "
                    f"{entry!r}"
                )
            names.append(entry[0])
            types.append(entry[1])
        else:
            names.append(None)
            types.append(entry)
    if all(n is None for n in names):
        return types, None
    return types, names


@_ods_cext.register_operation(_Dialect, replace=True)
class FuncOp(FuncOp):
    """`func.func`, built from a name and a signature."""

    def __init__(
        self, name, type, *, visibility=None, body_builder=None, loc=None, ip=None
    ):
        """A function named `name` with signature `type`.

        - `type`: a `FunctionType`, or a tuple `(inputs, result_types)` whose
          inputs are types or `(name, type)` pairs; the names become the
          entry block arguments' `NameLoc`s when this view adds the block.
        - `visibility`: "public", "private" or "nested"; None leaves the
          attribute out (which the symbol table reads as public).
        - `body_builder`: when given, an entry block is added and the callable
          is invoked with this op while the insertion point is in that block;
          it must emit the terminator. Without it the function is external.
        """
        context = _get_default_loc_context(loc)
        arg_names = None
        if isinstance(type, tuple):
            inputs, results = type
            inputs, arg_names = _split_named_inputs(inputs)
            type = FunctionType.get(inputs=inputs, results=results, context=context)
        sym_visibility = None
        if visibility is not None:
            sym_visibility = StringAttr.get(str(visibility), context=context)
        super().__init__(
            StringAttr.get(str(name), context=context),
            TypeAttr.get(type, context=context),
            sym_visibility=sym_visibility,
            loc=loc,
            ip=ip,
        )
        # Names given with the inputs name the entry block's arguments
        # (as `NameLoc`s) when this view adds the entry block.
        self._arg_names = arg_names
        if body_builder:
            with InsertionPoint(self.add_entry_block()):
                body_builder(self)

    @property
    def is_external(self):
        """Whether the function has no body (a declaration)."""
        return len(self.regions[0].blocks) == 0

    @property
    def body(self):
        """The body region."""
        return self.regions[0]

    @property
    def type(self):
        """The signature, as a `FunctionType`."""
        return FunctionType(TypeAttr(self.attributes["function_type"]).value)

    @property
    def visibility(self):
        """The symbol visibility as a plain string (a KeyError when the
        `sym_visibility` attribute is absent)."""
        return StringAttr(self.attributes["sym_visibility"]).value

    @property
    def name(self) -> str:
        """The symbol name, as a plain string (`sym_name` holds the
        `StringAttr`)."""
        return StringAttr(self.attributes["sym_name"]).value

    @property
    def entry_block(self):
        """The first block of the body; an IndexError for an external function."""
        if self.is_external:
            raise IndexError("External function does not have a body")
        return self.regions[0].blocks[0]

    def add_entry_block(self, arg_locs: Optional[Sequence[Location]] = None):
        """Adds the entry block, with one argument per input of the signature,
        and returns it. `arg_locs` optionally gives the arguments' locations."""
        if not self.is_external:
            raise IndexError("The function already has an entry block!")
        names = getattr(self, "_arg_names", None)
        if arg_locs is None and names is not None:
            base = self.location
            arg_locs = [
                base if n is None else Location.name(n, childLoc=base, context=self.context)
                for n in names
            ]
        return self.body.blocks.append(*self.type.inputs, arg_locs=arg_locs)

    @property
    def arg_attrs(self):
        """The per-argument attribute dictionaries, as an `ArrayAttr`; empty
        dictionaries when the attribute is absent."""
        if ARGUMENT_ATTRIBUTE_NAME not in self.attributes:
            return ArrayAttr.get(
                [DictAttr.get({}, context=self.context) for _ in self.type.inputs],
                context=self.context,
            )
        return ArrayAttr(self.attributes[ARGUMENT_ATTRIBUTE_NAME])

    @arg_attrs.setter
    def arg_attrs(self, attribute: Union[ArrayAttr, list]):
        if not isinstance(attribute, ArrayAttr):
            attribute = ArrayAttr.get(attribute, context=self.context)
        self.attributes[ARGUMENT_ATTRIBUTE_NAME] = attribute

    @property
    def arguments(self):
        """The entry block's arguments."""
        return self.entry_block.arguments

    @property
    def result_attrs(self):
        """The per-result attribute dictionaries (a KeyError when absent)."""
        return self.attributes[RESULT_ATTRIBUTE_NAME]

    @result_attrs.setter
    def result_attrs(self, attribute: ArrayAttr):
        self.attributes[RESULT_ATTRIBUTE_NAME] = attribute

    @classmethod
    def from_py_func(
        cls,
        *inputs: Type,
        results: Optional[Sequence[Type]] = None,
        name: Optional[str] = None,
    ):
        """A decorator emitting a `func.func` whose body is the decorated Python
        function, at the current insertion point and location.

        The function receives the entry block arguments (of types `inputs`)
        positionally, and the new op as `func_op=` when it has such a keyword
        parameter or a `**kwargs`. The symbol is `name`, or the function's
        `__name__`.

        Without `results`, the values the function returns (None, a value, an
        op, or a sequence of values) are returned with an implicit
        `func.return` and make up the signature's results. With `results`, the
        signature uses them, the function must return None and emit its own
        terminator.

        The decorated name becomes a callable emitting a `func.call` of the
        function at the then current insertion point; it returns the call's
        single result, or its results. The op is kept as its `func_op`
        attribute.
        """

        def decorator(f):
            params = inspect.signature(f).parameters.values()
            pass_func_op = any(
                p.kind == p.VAR_KEYWORD
                or (
                    p.name == "func_op"
                    and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
                )
                for p in params
            )

            implicit_return = results is None
            symbol_name = name or f.__name__
            func_op = cls(
                name=symbol_name,
                type=FunctionType.get(
                    inputs=inputs, results=[] if implicit_return else results
                ),
            )
            with InsertionPoint(func_op.add_entry_block()):
                kwargs = {"func_op": func_op} if pass_func_op else {}
                returned = f(*func_op.entry_block.arguments, **kwargs)
                if not implicit_return:
                    assert returned is None, (
                        "Capturing a python function with explicit `results=` "
                        "requires that the wrapped function returns None."
                    )
                    return_types = list(results)
                else:
                    return_values = _returned_values(returned)
                    ReturnOp(return_values)
                    return_types = [v.type for v in return_values]
                    # Now that the results are known, fix the signature.
                    func_op.attributes["function_type"] = TypeAttr.get(
                        FunctionType.get(inputs=inputs, results=return_types)
                    )

            def emit_call(*call_args):
                call = CallOp(
                    return_types, FlatSymbolRefAttr.get(symbol_name), list(call_args)
                )
                results = call.operation.results
                return results[0] if len(return_types) == 1 else results

            emit_call.__name__ = f.__name__
            emit_call.func_op = func_op
            return emit_call

        return decorator


def _returned_values(returned):
    """The values a `from_py_func` body returned, as a list."""
    if returned is None:
        return []
    if isinstance(returned, Value):
        return [returned]
    if isinstance(returned, OpView):
        return list(returned.operation.results)
    if isinstance(returned, Operation):
        return list(returned.results)
    return [_get_op_result_or_value(v) for v in returned]


# `@func.func(*input_types, results=..., name=...)` decorates a Python function.
func = FuncOp.from_py_func


@_ods_cext.register_operation(_Dialect, replace=True)
class CallOp(CallOp):
    """`func.call`, built from the callee op or from result types and a name."""

    def __init__(
        self,
        calleeOrResults: Union[FuncOp, List[Type]],
        argumentsOrCallee: Union[List, FlatSymbolRefAttr, str],
        arguments: Optional[List] = None,
        *,
        loc=None,
        ip=None,
    ):
        """A call, in one of two forms:

        - `CallOp(func_op, [args])`: calls `func_op` (a `FuncOp`); the result
          types are its signature's.
        - `CallOp([result_types], callee, [args])`: `callee` is the symbol name
          as a `str` or a `FlatSymbolRefAttr`.
        """
        context = _get_default_loc_context(loc)
        if isinstance(calleeOrResults, FuncOp):
            if not isinstance(argumentsOrCallee, list):
                raise ValueError(
                    "when constructing a call to a function, expected the second "
                    "argument to be a list of call arguments, got "
                    f"{type(argumentsOrCallee)}"
                )
            if arguments is not None:
                raise ValueError(
                    "unexpected third argument when constructing a call to a function"
                )
            callee = calleeOrResults
            super().__init__(
                callee.type.results,
                FlatSymbolRefAttr.get(callee.name, context=context),
                argumentsOrCallee,
                loc=loc,
                ip=ip,
            )
            return

        if isinstance(argumentsOrCallee, str):
            argumentsOrCallee = FlatSymbolRefAttr.get(argumentsOrCallee, context=context)
        elif not isinstance(argumentsOrCallee, FlatSymbolRefAttr):
            raise ValueError(
                "when constructing a call to a function by name, expected the "
                "second argument to be a string or a FlatSymbolRefAttr, got "
                f"{type(argumentsOrCallee)}"
            )
        super().__init__(
            calleeOrResults,
            argumentsOrCallee,
            [] if arguments is None else arguments,
            loc=loc,
            ip=ip,
        )
