"""Affine expressions, maps and integer sets: repr/str, the
AffineExprList and IntegerSetConstraintList pseudo-containers (len,
indices, slices, iteration), operators, casts and misuse."""
from _probe import probe, probe_str

from mlir.ir import *

with Context() as ctx:
    d0 = AffineDimExpr.get(0)
    d1 = AffineDimExpr.get(1)
    s0 = AffineSymbolExpr.get(0)
    c2 = AffineConstantExpr.get(2)
    exprs = [
        ("dim", d0),
        ("symbol", s0),
        ("constant", c2),
        ("add", d0 + d1),
        ("add.int", d0 + 3),
        ("radd.int", 3 + d0),
        ("mul", d0 * 2),
        ("mul.sym", d0 * s0),
        ("sub", d0 - d1),
        ("rsub", 5 - d0),
        ("neg", d0 * -1),
        ("mod", d0 % 4),
        ("floordiv", AffineExpr.get_floor_div(d0, 2)),
        ("ceildiv", AffineExpr.get_ceil_div(d0, c2)),
        ("composed", (d0 + d1 * 2) % 3),
    ]
    for name, e in exprs:
        probe(f"repr.{name}", lambda e=e: e)
        probe_str(f"str.{name}", lambda e=e: e)

    probe("dim.position", lambda: d1.position)
    probe("symbol.position", lambda: s0.position)
    probe("constant.value", lambda: c2.value)
    probe("add.lhs", lambda: (d0 + d1).lhs)
    probe("add.rhs", lambda: (d0 + d1).rhs)
    probe("binary.cast", lambda: AffineBinaryExpr(d0 + d1))
    probe("add.cast", lambda: AffineAddExpr(d0 + d1))
    probe("add.cast.bad", lambda: AffineAddExpr(d0))
    probe("mul.cast.bad", lambda: AffineMulExpr(d0 + d1))
    probe("constant.cast.bad", lambda: AffineConstantExpr(d0))
    probe("dim.cast.bad", lambda: AffineDimExpr(s0))
    probe("isinstance.add", lambda: AffineAddExpr.isinstance(d0 + d1))
    probe("isinstance.dim", lambda: AffineDimExpr.isinstance(d0 + d1))
    probe("expr.eq", lambda: d0 == AffineDimExpr.get(0))
    probe("expr.eq.int", lambda: d0 == 0)
    probe("expr.hash", lambda: hash(d0) == hash(AffineDimExpr.get(0)))
    probe("expr.add.bad", lambda: d0 + "x")
    probe("expr.compose", lambda: (d0 + 1).compose(AffineMap.get(1, 0, [d0 * 2])))
    probe("expr.context", lambda: d0.context is ctx)
    probe("expr.shift_dims", lambda: d0.shift_dims(1, 2))
    probe("expr.shift_symbols", lambda: s0.shift_symbols(1, 1))

    # AffineMap
    amap = AffineMap.get(2, 1, [d0 + s0, d1, c2])
    probe("map", lambda: amap)
    probe_str("map.str", lambda: amap)
    probe("map.n_dims", lambda: amap.n_dims)
    probe("map.n_symbols", lambda: amap.n_symbols)
    probe("map.n_inputs", lambda: amap.n_inputs)
    results = amap.results
    probe("results.type", lambda: type(results).__name__)
    probe("results.len", lambda: len(results))
    probe("results[0]", lambda: results[0])
    probe("results[-1]", lambda: results[-1])
    probe("results[3]", lambda: results[3])
    probe("results[-4]", lambda: results[-4])
    probe("results[1:]", lambda: results[1:])
    probe("results[::-1].list", lambda: list(results[::-1]))
    probe("results.slice.type", lambda: type(results[1:]).__name__)
    probe("results.iter", lambda: [type(e).__name__ for e in results])
    probe("results.in", lambda: d1 in results)
    probe("map.get_identity", lambda: AffineMap.get_identity(3))
    probe("map.get_constant", lambda: AffineMap.get_constant(4))
    probe("map.get_empty", lambda: AffineMap.get_empty())
    probe("map.get_permutation", lambda: AffineMap.get_permutation([1, 0]))
    probe("map.get_permutation.bad", lambda: AffineMap.get_permutation([1, 1]))
    probe("map.get_minor_identity", lambda: AffineMap.get_minor_identity(3, 2))
    probe("map.get.bad", lambda: AffineMap.get(1, 0, [1]))
    probe("map.is_permutation", lambda: AffineMap.get_permutation([1, 0]).is_permutation)
    probe("map.is_projected_permutation", lambda: amap.is_projected_permutation)
    probe("map.get_submap", lambda: amap.get_submap([0, 2]))
    probe("map.get_submap.bad", lambda: amap.get_submap([5]))
    probe("map.get_major_submap", lambda: amap.get_major_submap(2))
    probe("map.get_major_submap.bad", lambda: amap.get_major_submap(7))
    probe("map.get_minor_submap", lambda: amap.get_minor_submap(1))
    probe("map.get_minor_submap.bad", lambda: amap.get_minor_submap(7))
    probe("map.compress_unused_symbols", lambda: AffineMap.compress_unused_symbols([AffineMap.get(1, 2, [d0 + AffineSymbolExpr.get(1)])], ctx))
    probe("map.replace", lambda: amap.replace(d0, d1, 2, 1))
    probe("map.eq", lambda: amap == AffineMap.get(2, 1, [d0 + s0, d1, c2]))
    probe("map.eq.other", lambda: amap == 3)
    probe("map.hash", lambda: hash(amap) == hash(AffineMap.get(2, 1, [d0 + s0, d1, c2])))
    probe("map.attr", lambda: AffineMapAttr.get(amap).value)
    probe("map.context", lambda: amap.context is ctx)

    # IntegerSet
    iset = IntegerSet.get(2, 1, [d0 - 1, s0 - d1, d0 + d1], [True, False, False])
    probe("set", lambda: iset)
    probe_str("set.str", lambda: iset)
    probe("set.n_dims", lambda: iset.n_dims)
    probe("set.n_symbols", lambda: iset.n_symbols)
    probe("set.n_inputs", lambda: iset.n_inputs)
    probe("set.n_equalities", lambda: iset.n_equalities)
    probe("set.n_inequalities", lambda: iset.n_inequalities)
    probe("set.is_canonical_empty", lambda: iset.is_canonical_empty)
    cons = iset.constraints
    probe("cons.type", lambda: type(cons).__name__)
    probe("cons.len", lambda: len(cons))
    probe("cons[0].type", lambda: type(cons[0]).__name__)
    probe("cons[0]", lambda: cons[0])
    probe("cons[0].expr", lambda: cons[0].expr)
    probe("cons[0].is_eq", lambda: cons[0].is_eq)
    probe("cons[-1].expr", lambda: cons[-1].expr)
    probe("cons[-1].is_eq", lambda: cons[-1].is_eq)
    probe("cons[3]", lambda: cons[3])
    probe("cons[-4]", lambda: cons[-4])
    probe("cons[1:].type", lambda: type(cons[1:]).__name__)
    probe("cons[::2].exprs", lambda: [c.expr for c in cons[::2]])
    probe("cons.iter", lambda: [(c.expr, c.is_eq) for c in cons])
    probe("set.get.mismatch", lambda: IntegerSet.get(1, 0, [d0], [True, False]))
    probe("set.get.bad", lambda: IntegerSet.get(1, 0, [1], [True]))
    probe("set.get_empty", lambda: IntegerSet.get_empty(2, 1))
    probe("set.get_replaced", lambda: iset.get_replaced([d1, d0], [s0], 2, 1))
    probe("set.get_replaced.bad", lambda: iset.get_replaced([d1], [s0], 2, 1))
    probe("set.eq", lambda: iset == IntegerSet.get(2, 1, [d0 - 1, s0 - d1, d0 + d1], [True, False, False]))
    probe("set.hash", lambda: hash(iset) == hash(IntegerSet.get(2, 1, [d0 - 1, s0 - d1, d0 + d1], [True, False, False])))
    probe("set.context", lambda: iset.context is ctx)

probe("nocontext.dim", lambda: AffineDimExpr.get(0))
probe("neg.unsupported", lambda: -AffineDimExpr.get(0, Context()))
probe("nocontext.map", lambda: AffineMap.get_identity(1))
