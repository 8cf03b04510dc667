#  rmlir: the `scf` dialect. The generated op classes and builders, plus
#  constructors that also create the ops' blocks (`scf.for`, `scf.forall`,
#  `scf.forall.in_parallel`, `scf.if`, `scf.index_switch`) and the `for_`
#  generator for writing loops as Python `for` statements.

from ._scf_ops_gen import *
from ._scf_ops_gen import _Dialect
from .arith import constant

from typing import List, Optional, Sequence, Tuple, Union

from ..ir import *
from ._ods_common import (
    _cext as _ods_cext,
    get_default_loc_context as _get_default_loc_context,
    get_op_result_or_op_results as _get_op_result_or_op_results,
    get_op_result_or_value as _get_op_result_or_value,
    get_op_results_or_values as _get_op_results_or_values,
)


def _as_values(values):
    """`values` (None, an op, or a sequence of values or single-result ops)
    as a list of `Value`s."""
    if values is None:
        return []
    return [_get_op_result_or_value(v) for v in _get_op_results_or_values(values)]


@_ods_cext.register_operation(_Dialect, replace=True)
class ForOp(ForOp):
    """`scf.for`, created with its body block."""

    def __init__(
        self,
        lower_bound,
        upper_bound,
        step,
        iter_args: Optional[Union[Operation, OpView, Sequence[Value]]] = None,
        *,
        loc=None,
        ip=None,
    ):
        """A loop from `lower_bound` to `upper_bound` (exclusive) by `step`.

        `iter_args` are the initial values of the loop-carried variables (a
        sequence of values, or an op whose results they are); the loop has one
        result per variable. The body block gets the induction variable (of the
        bounds' type) and one argument per loop-carried variable; it is left
        empty, so the caller must add the `scf.yield`.
        """
        iter_args = _as_values(iter_args)
        result_types = [v.type for v in iter_args]
        super().__init__(
            result_types, lower_bound, upper_bound, step, iter_args, loc=loc, ip=ip
        )
        self.regions[0].blocks.append(self.operands[0].type, *result_types)

    @property
    def body(self):
        """The body block."""
        return self.regions[0].blocks[0]

    @property
    def induction_variable(self):
        """The induction variable (the body's first argument)."""
        return self.body.arguments[0]

    @property
    def inner_iter_args(self):
        """The loop-carried variables as seen inside the body (the initial
        values are the op's `initArgs` operands)."""
        return self.body.arguments[1:]


def _dispatch_index_op_fold_results(
    ofrs: Sequence[Union[Operation, OpView, Value, int]],
) -> Tuple[List[Value], List[int]]:
    """Splits a mix of ints and values into the values and the static list,
    which has the dynamic-size marker where a value was (as C++'s
    `dispatchIndexOpFoldResults`)."""
    dynamic = []
    static = []
    for ofr in ofrs:
        if isinstance(ofr, (Operation, OpView, Value)):
            dynamic.append(_get_op_result_or_value(ofr))
            static.append(ShapedType.get_dynamic_size())
        elif isinstance(ofr, IntegerAttr):
            static.append(ofr.value)
        else:
            static.append(ofr)
    return dynamic, static


@_ods_cext.register_operation(_Dialect, replace=True)
class ForallOp(ForallOp):
    """`scf.forall`, created with its body block."""

    def __init__(
        self,
        lower_bounds: Sequence[Union[Operation, OpView, Value, int]],
        upper_bounds: Sequence[Union[Operation, OpView, Value, int]],
        steps: Sequence[Union[Value, int]],
        shared_outs: Optional[Union[Operation, OpView, Sequence[Value]]] = None,
        *,
        mapping=None,
        loc=None,
        ip=None,
    ):
        """A parallel loop nest, one dimension per entry of `lower_bounds`,
        `upper_bounds` and `steps` (each an int or an index value).

        `shared_outs` are the shared output tensors (values, or an op whose
        results they are); the op has one result per output. The body block
        gets one index argument per dimension, then one per output; it is left
        empty (see `terminator`).
        """
        if not (len(lower_bounds) == len(upper_bounds) == len(steps)):
            raise AssertionError(
                "Mismatch in length of lower bounds, upper bounds, and steps"
            )
        shared_outs = _as_values(shared_outs)
        context = _get_default_loc_context(loc)

        dynamic_lbs, static_lbs = _dispatch_index_op_fold_results(lower_bounds)
        dynamic_ubs, static_ubs = _dispatch_index_op_fold_results(upper_bounds)
        dynamic_steps, static_steps = _dispatch_index_op_fold_results(steps)

        result_types = [v.type for v in shared_outs]
        # By keyword: the names are the op's ODS argument names, which is
        # sturdier than their order.
        super().__init__(
            result_types,
            dynamicLowerBound=dynamic_lbs,
            dynamicUpperBound=dynamic_ubs,
            dynamicStep=dynamic_steps,
            staticLowerBound=DenseI64ArrayAttr.get(static_lbs, context=context),
            staticUpperBound=DenseI64ArrayAttr.get(static_ubs, context=context),
            staticStep=DenseI64ArrayAttr.get(static_steps, context=context),
            outputs=shared_outs,
            mapping=mapping,
            loc=loc,
            ip=ip,
        )
        index = IndexType.get(context=context)
        self.regions[0].blocks.append(*([index] * len(static_lbs)), *result_types)

    @property
    def body(self) -> Block:
        """The body block."""
        return self.regions[0].blocks[0]

    @property
    def rank(self) -> int:
        """The number of induction variables."""
        return len(DenseI64ArrayAttr(self.attributes["staticLowerBound"]))

    @property
    def induction_variables(self):
        """The induction variables (the body's first `rank` arguments)."""
        return self.body.arguments[: self.rank]

    @property
    def inner_iter_args(self):
        """The shared outputs as seen inside the body."""
        return self.body.arguments[self.rank :]

    def terminator(self) -> "InParallelOp":
        """The body's `scf.forall.in_parallel` terminator, created at the end of
        the body when the body does not end with one."""
        operations = self.body.operations
        if len(operations) > 0:
            last = operations[len(operations) - 1]
            if isinstance(last, Operation):
                last = last.opview
            if isinstance(last, InParallelOp):
                return last
        with InsertionPoint(self.body):
            return InParallelOp()


@_ods_cext.register_operation(_Dialect, replace=True)
class InParallelOp(InParallelOp):
    """`scf.forall.in_parallel`, created with its (empty) block."""

    def __init__(self, loc=None, ip=None):
        super().__init__(loc=loc, ip=ip)
        self.regions[0].blocks.append()

    @property
    def block(self) -> Block:
        """The block holding the parallel insertions."""
        return self.regions[0].blocks[0]


@_ods_cext.register_operation(_Dialect, replace=True)
class IfOp(IfOp):
    """`scf.if`, created with its then block (and else block on request)."""

    def __init__(
        self, cond, results_=None, *, has_else=False, hasElse=None, loc=None, ip=None
    ):
        """A conditional on the i1 value `cond`, with result types `results_`.

        The then block is always created, the else block when `has_else` is
        true (`hasElse` is the older spelling of the same flag). Both are left
        empty: the caller adds their contents and `scf.yield`s.
        """
        if hasElse is not None:
            has_else = hasElse
        super().__init__(list(results_ or []), cond, loc=loc, ip=ip)
        self.regions[0].blocks.append()
        if has_else:
            self.regions[1].blocks.append()

    @property
    def then_block(self) -> Block:
        """The then block."""
        return self.regions[0].blocks[0]

    @property
    def else_block(self) -> Optional[Block]:
        """The else block, or None when there is none."""
        if len(self.regions[1].blocks) == 0:
            return None
        return self.regions[1].blocks[0]


def for_(
    start,
    stop=None,
    step=None,
    iter_args: Optional[Sequence[Value]] = None,
    *,
    loc=None,
    ip=None,
):
    """A generator building an `scf.for`, used as `for iv in scf.for_(...):`.

    Like Python's `range`: `for_(stop)`, `for_(start, stop)` or
    `for_(start, stop, step)`; each bound is an index value or an int (which
    becomes an `arith.constant` of index type). The loop body is emitted by
    the statements of the Python loop, run once with the insertion point in
    the body block; they must end with `scf.yield`.

    It yields the induction variable alone when there are no `iter_args`;
    with one, `(iv, inner_iter_arg, result)`; with several,
    `(iv, inner_iter_args, results)`.
    """
    if step is None:
        step = 1
    if stop is None:
        start, stop = 0, start

    bounds = []
    for bound in (start, stop, step):
        if isinstance(bound, float):
            # Worded as upstream's message.
            raise ValueError(f"p={bound!r} must be int.")
        if isinstance(bound, int):
            index = IndexType.get(context=_get_default_loc_context(loc))
            bound = constant(index, bound, loc=loc, ip=ip)
        bounds.append(bound)

    loop = ForOp(*bounds, iter_args, loc=loc, ip=ip)
    iv = loop.induction_variable
    carried = tuple(loop.inner_iter_args)
    with InsertionPoint(loop.body):
        if len(carried) > 1:
            yield iv, carried, loop.results
        elif len(carried) == 1:
            yield iv, carried[0], loop.results[0]
        else:
            yield iv


# Another name for `for_`, reading like Python's `range`. Not in upstream's
# module.
range_ = for_


@_ods_cext.register_operation(_Dialect, replace=True)
class IndexSwitchOp(IndexSwitchOp):
    __doc__ = IndexSwitchOp.__doc__

    def __init__(
        self,
        results,
        arg,
        cases,
        case_body_builder=None,
        default_body_builder=None,
        loc=None,
        ip=None,
    ):
        """A switch on the index value `arg` with result types `results`, one
        case region per entry of `cases` (ints) plus the default region, each
        created with an empty block.

        `default_body_builder(op)` and `case_body_builder(op, i, case_value)`,
        when given, are called with the insertion point in the default block
        and in each case block to fill them (including their `scf.yield`).
        """
        context = _get_default_loc_context(loc)
        if isinstance(cases, DenseI64ArrayAttr):
            case_values = list(cases)
        else:
            case_values = [int(c) for c in cases]
            cases = DenseI64ArrayAttr.get(case_values, context=context)
        super().__init__(results, arg, cases, len(case_values), loc=loc, ip=ip)
        for region in self.regions:
            region.blocks.append()

        if default_body_builder is not None:
            with InsertionPoint(self.default_block):
                default_body_builder(self)
        if case_body_builder is not None:
            for i, value in enumerate(case_values):
                with InsertionPoint(self.case_block(i)):
                    case_body_builder(self, i, value)

    @property
    def default_region(self) -> Region:
        """The region run when no case matches."""
        return self.regions[0]

    @property
    def default_block(self) -> Block:
        """The default region's block."""
        return self.default_region.blocks[0]

    @property
    def case_regions(self) -> Sequence[Region]:
        """The case regions, in the order of `cases`."""
        return self.regions[1:]

    def case_region(self, i: int) -> Region:
        """The `i`-th case region."""
        return self.case_regions[i]

    @property
    def case_blocks(self) -> Sequence[Block]:
        """The case regions' blocks, in the order of `cases`."""
        return [region.blocks[0] for region in self.case_regions]

    def case_block(self, i: int) -> Block:
        """The `i`-th case region's block."""
        return self.case_region(i).blocks[0]


def index_switch(
    results,
    arg,
    cases,
    case_body_builder=None,
    default_body_builder=None,
    loc=None,
    ip=None,
) -> Union[OpResult, OpResultList, IndexSwitchOp]:
    """Builds an `IndexSwitchOp` (see there) and returns its single result, its
    results, or the op when it has none."""
    op = IndexSwitchOp(
        results=results,
        arg=arg,
        cases=cases,
        case_body_builder=case_body_builder,
        default_body_builder=default_body_builder,
        loc=loc,
        ip=ip,
    )
    return _get_op_result_or_op_results(op)
