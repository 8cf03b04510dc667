#!/usr/bin/env python3
"""Seeded random MLIR program generator for differential testing.

Writes one module in the custom (pretty) syntax that upstream mlir-opt
prints, using the func, arith, scf, cf, memref, index and math dialects.
The same --seed and --ops always give the same program (only Python's
`random.Random` is used, no hashing of sets or dicts).

    scripts/difftest/gen_program.py --seed 7 --ops 5000 > prog.mlir

What a program contains:
  * several functions, public and private, plus a few external private
    declarations; calls only go to functions defined earlier, each function
    calls at most a few others, and a function that itself calls others has
    at most one call site in the whole program (functions that call nothing
    may be called more often), so fully inlining a program stays linear;
  * scf.for (index and integer induction variables, with and without
    iter_args), scf.while, nested scf.if with and without results;
  * cf.br / cf.cond_br / cf.switch between blocks with block arguments
    (diamonds, triangles, loops) at function level, and unreachable blocks;
  * memref.alloc / alloca / load / store / dim / dealloc (every alloc is
    freed at the end of the block that allocated it);
  * index dialect arithmetic and casts, arith.index_cast round trips;
  * math ops on floats (and the integer ones on integers);
  * dead code, duplicated pure ops, and constant expressions to fold over
    i1/i8/i32/i64/index/f32/f64.

Rules that keep every program (and every pass's output) verifiable:
  * scf.for steps are fresh positive constants (a step that folds to a
    non-positive constant fails scf.for's verifier);
  * dynamic memref sizes are fresh positive constants, memref.dim indices
    fresh in-range constants;
  * a memref is only used in the block that allocated it and in regions
    nested in that block.
Standard library only.
"""

import argparse
import random
import sys

INTS = ["i1", "i8", "i32", "i64"]
FLOATS = ["f32", "f64"]
SCALARS = INTS + ["index"] + FLOATS
WIDTH = {"i1": 1, "i8": 8, "i32": 32, "i64": 64}
MAX_DEPTH = 4

INT_BINOPS = [
    "addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "ceildivsi",
    "floordivsi", "ceildivui", "andi", "ori", "xori", "maxsi", "minsi",
    "maxui", "minui", "shli", "shrsi", "shrui",
]
OVERFLOW_OPS = {"addi", "subi", "muli", "shli"}
OVERFLOW_FLAGS = ["overflow<nsw>", "overflow<nuw>", "overflow<nsw, nuw>"]
FLOAT_BINOPS = [
    "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf",
    "maxnumf", "minnumf",
]
FASTMATH = ["fastmath<fast>", "fastmath<nnan,ninf>", "fastmath<reassoc,nsz>",
            "fastmath<contract>", "fastmath<nnan>"]
CMPI_PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF_PREDS = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
              "ugt", "uge", "ult", "ule", "une", "uno", "true"]
# Upstream mlir-opt 22 crashes ("Unexpected predicate!", ArithOps.cpp) when
# canonicalizing `arith.cmpf false|true, (arith.sitofp %x), %const`; such a
# pair can appear after any folding, so `false`/`true` are only used on two
# fresh constants (which fold first). See repros/upstream-crash-cmpf-false-sitofp.mlir.
CMPF_PREDS_SAFE = [p for p in CMPF_PREDS if p not in ("false", "true")]
INDEX_BINOPS = [
    "add", "sub", "mul", "divs", "divu", "ceildivs", "ceildivu", "floordivs",
    "rems", "remu", "maxs", "mins", "maxu", "minu", "shl", "shrs", "shru",
    "and", "or", "xor",
]
MATH_FUNARY = [
    "absf", "ceil", "floor", "sqrt", "rsqrt", "exp", "exp2", "expm1", "log",
    "log2", "log10", "log1p", "sin", "cos", "tan", "tanh", "atan", "erf",
    "round", "roundeven", "trunc", "cbrt", "sinh", "cosh", "asin", "acos",
]
MATH_FBINARY = ["powf", "atan2", "copysign"]
MATH_FPRED = ["isnan", "isinf", "isfinite"]
MATH_IUNARY = ["absi", "ctlz", "cttz", "ctpop"]

INT_VALUES = [0, 1, -1, 2, 3, 4, 5, 7, 8, 16, 31, 42, 100, -2, -7, -100, 127,
              -128, 255, 1000, 65535, 2147483647, -2147483648, 4294967296,
              9223372036854775807, -9223372036854775808]
FLOAT_VALUES = [0.0, -0.0, 1.0, -1.0, 2.0, 0.5, 0.25, 3.0, 4.0, 10.0, -2.5,
                100.0, 1.5, 0.125, 1024.0, 65536.0, -8.0, 7.0]
FLOAT_SPECIAL = {
    "f32": ["0x7F800000", "0xFF800000", "0x7FC00000"],
    "f64": ["0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000"],
}


def fmt_types(types):
    return ", ".join(types)


def fmt_results(types):
    """A function type's result list, as upstream prints it."""
    if len(types) == 1:
        return types[0]
    return "(" + fmt_types(types) + ")"


def result_names(name, n):
    if n == 1:
        return [name]
    return ["%s#%d" % (name, i) for i in range(n)]


def lhs(name, n):
    if n == 0:
        return ""
    if n == 1:
        return name + " = "
    return "%s:%d = " % (name, n)


class Scope:
    """Values visible at a point. `link` says how the parent is reached:
    'region' (nested region: everything visible, memrefs included) or 'dom'
    (a cf block dominated by the parent's block: scalars visible, memrefs
    not, since they are freed at the end of their block)."""

    def __init__(self, parent=None, link="region", top=False):
        self.parent = parent
        self.link = link
        self.top = top  # directly in a function body (for `call` vs `func.call`)
        self.vals = {}
        self.memrefs = []  # (name, elem type, dims: list of int or '?')
        self.allocs = []  # (name, type string) to free at block end
        self.pure = []  # (rhs text, type) of single-result pure ops here

    def add(self, name, ty):
        self.vals.setdefault(ty, []).append(name)

    def candidates(self, ty):
        out = []
        s = self
        while s is not None:
            out.extend(reversed(s.vals.get(ty, ())))
            s = s.parent
        return out

    def memref_candidates(self):
        out = []
        s = self
        while s is not None:
            out.extend(s.memrefs)
            if s.link == "dom":
                break
            s = s.parent
        return out


class Func:
    def __init__(self, name, args, results, private, leaf, external=False):
        self.name = name
        self.args = args
        self.results = results
        self.private = private
        self.leaf = leaf
        self.external = external
        self.claimed = False  # a non-leaf function has at most one caller


class Gen:
    def __init__(self, seed, ops):
        self.rng = random.Random(seed)
        self.seed = seed
        self.target = ops
        self.count = 0
        self.nval = 0
        self.nblock = 0
        self.funcs = []
        self.cur_callees = []  # [Func, remaining call sites]

    # ---- helpers -------------------------------------------------------
    def chance(self, p):
        return self.rng.random() < p

    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def fresh(self, prefix="v"):
        self.nval += 1
        return "%%%s%d" % (prefix, self.nval)

    def emit(self, out, ind, text, count=True):
        out.append(ind + text)
        if count:
            self.count += 1

    def scalar_type(self):
        return self.pick(["i1", "i8", "i32", "i32", "i64", "i64", "index",
                          "index", "f32", "f32", "f64"])

    def int_type(self, allow_index=True, allow_i1=True):
        choices = ["i8", "i32", "i32", "i64", "i64"]
        if allow_i1:
            choices.append("i1")
        if allow_index:
            choices += ["index", "index"]
        return self.pick(choices)

    def float_type(self):
        return self.pick(FLOATS)

    def define(self, scope, out, ind, rhs, ty, pure=True):
        name = self.fresh()
        self.emit(out, ind, "%s = %s" % (name, rhs))
        scope.add(name, ty)
        if pure:
            scope.pure.append((rhs, ty))
        return name

    # ---- constants -----------------------------------------------------
    def int_literal(self, ty):
        if ty == "i1":
            return self.pick(["true", "false"])
        bits = 64 if ty == "index" else WIDTH[ty]
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        vals = [v for v in INT_VALUES if lo <= v <= hi]
        if self.chance(0.2):
            return str(self.rng.randint(max(lo, -50), min(hi, 50)))
        return str(self.pick(vals))

    def float_literal(self, ty):
        if self.chance(0.04):
            return self.pick(FLOAT_SPECIAL[ty])
        return "%.6e" % self.pick(FLOAT_VALUES)

    def const(self, scope, out, ind, ty, value=None):
        if ty == "i1":
            v = value if value is not None else self.int_literal(ty)
            if self.chance(0.15):
                return self.define(scope, out, ind, "index.bool.constant " + v, ty)
            return self.define(scope, out, ind, "arith.constant " + v, ty)
        if ty in FLOATS:
            v = value if value is not None else self.float_literal(ty)
            return self.define(scope, out, ind, "arith.constant %s : %s" % (v, ty), ty)
        v = value if value is not None else self.int_literal(ty)
        if ty == "index" and self.chance(0.25):
            return self.define(scope, out, ind, "index.constant " + v, ty)
        return self.define(scope, out, ind, "arith.constant %s : %s" % (v, ty), ty)

    def get(self, scope, out, ind, ty, p_const=0.12, no_result_number=False):
        cands = scope.candidates(ty)
        if no_result_number:
            cands = [c for c in cands if "#" not in c]
        if cands and not self.chance(p_const):
            # Bias towards recently defined values.
            i = int(len(cands) * (self.rng.random() ** 2.5))
            return cands[min(i, len(cands) - 1)]
        return self.const(scope, out, ind, ty)

    def get_cond(self, scope, out, ind):
        """An i1, often a fresh comparison (so that conditions fold or not)."""
        r = self.rng.random()
        if r < 0.45:
            return self.gen_cmp(scope, out, ind)
        return self.get(scope, out, ind, "i1")

    # ---- straight-line ops ----------------------------------------------
    def gen_int_binop(self, scope, out, ind, ty=None):
        ty = ty or self.int_type()
        op = self.pick(INT_BINOPS)
        a = self.get(scope, out, ind, ty)
        b = self.get(scope, out, ind, ty)
        flags = ""
        if op in OVERFLOW_OPS and self.chance(0.2):
            flags = " " + self.pick(OVERFLOW_FLAGS)
        return self.define(scope, out, ind, "arith.%s %s, %s%s : %s" % (op, a, b, flags, ty), ty)

    def gen_float_binop(self, scope, out, ind, ty=None):
        ty = ty or self.float_type()
        a = self.get(scope, out, ind, ty)
        flags = ""
        if self.chance(0.15):
            flags = " " + self.pick(FASTMATH)
        if self.chance(0.1):
            return self.define(scope, out, ind, "arith.negf %s%s : %s" % (a, flags, ty), ty)
        op = self.pick(FLOAT_BINOPS)
        b = self.get(scope, out, ind, ty)
        return self.define(scope, out, ind, "arith.%s %s, %s%s : %s" % (op, a, b, flags, ty), ty)

    def gen_cmp(self, scope, out, ind):
        r = self.rng.random()
        if r < 0.55:
            ty = self.int_type()
            a = self.get(scope, out, ind, ty)
            b = self.get(scope, out, ind, ty)
            rhs = "arith.cmpi %s, %s, %s : %s" % (self.pick(CMPI_PREDS), a, b, ty)
        elif r < 0.85:
            ty = self.float_type()
            a = self.get(scope, out, ind, ty)
            b = self.get(scope, out, ind, ty)
            rhs = "arith.cmpf %s, %s, %s : %s" % (self.pick(CMPF_PREDS_SAFE), a, b, ty)
        else:
            a = self.get(scope, out, ind, "index")
            b = self.get(scope, out, ind, "index")
            rhs = "index.cmp %s(%s, %s)" % (self.pick(CMPI_PREDS), a, b)
        return self.define(scope, out, ind, rhs, "i1")

    def gen_select(self, scope, out, ind):
        ty = self.scalar_type()
        c = self.get_cond(scope, out, ind)
        a = self.get(scope, out, ind, ty)
        b = self.get(scope, out, ind, ty)
        return self.define(scope, out, ind, "arith.select %s, %s, %s : %s" % (c, a, b, ty), ty)

    def gen_cast(self, scope, out, ind):
        k = self.pick(["ext", "ext", "trunc", "trunc", "index_cast", "index_cast",
                       "itofp", "fptoi", "extf", "truncf", "bitcast", "index_dialect"])
        if k == "ext":
            src = self.pick(["i1", "i8", "i32"])
            dst = self.pick([t for t in ["i8", "i32", "i64"] if WIDTH[t] > WIDTH[src]])
            op = self.pick(["extsi", "extui"])
        elif k == "trunc":
            src = self.pick(["i8", "i32", "i64"])
            dst = self.pick([t for t in INTS if WIDTH[t] < WIDTH[src]])
            op = "trunci"
        elif k == "index_cast":
            op = self.pick(["index_cast", "index_cast", "index_castui"])
            it = self.int_type(allow_index=False)
            src, dst = (it, "index") if self.chance(0.5) else ("index", it)
        elif k == "itofp":
            op = self.pick(["sitofp", "uitofp"])
            src, dst = self.int_type(allow_index=False), self.float_type()
        elif k == "fptoi":
            op = self.pick(["fptosi", "fptoui"])
            src, dst = self.float_type(), self.int_type(allow_index=False)
        elif k == "extf":
            op, src, dst = "extf", "f32", "f64"
        elif k == "truncf":
            op, src, dst = "truncf", "f64", "f32"
        elif k == "bitcast":
            op = "bitcast"
            src, dst = self.pick([("i32", "f32"), ("f32", "i32"), ("i64", "f64"), ("f64", "i64")])
        else:
            it = self.int_type(allow_index=False)
            src, dst = (it, "index") if self.chance(0.5) else ("index", it)
            x = self.get(scope, out, ind, src)
            op = self.pick(["casts", "castu"])
            return self.define(scope, out, ind, "index.%s %s : %s to %s" % (op, x, src, dst), dst)
        x = self.get(scope, out, ind, src)
        return self.define(scope, out, ind, "arith.%s %s : %s to %s" % (op, x, src, dst), dst)

    def gen_index_cast_roundtrip(self, scope, out, ind):
        it = self.pick(["i8", "i32", "i64", "i64", "i1"])
        if self.chance(0.6):
            x = self.get(scope, out, ind, it)
            op1 = self.pick(["index_cast", "index_cast", "index_castui"])
            op2 = self.pick(["index_cast", "index_cast", "index_castui"])
            y = self.define(scope, out, ind, "arith.%s %s : %s to index" % (op1, x, it), "index")
            if self.chance(0.3):
                y = self.define(scope, out, ind, "index.add %s, %s" % (y, self.get(scope, out, ind, "index")), "index")
            return self.define(scope, out, ind, "arith.%s %s : index to %s" % (op2, y, it), it)
        x = self.get(scope, out, ind, "index")
        op1 = self.pick(["index_cast", "index_castui"])
        y = self.define(scope, out, ind, "arith.%s %s : index to %s" % (op1, x, it), it)
        return self.define(scope, out, ind, "arith.%s %s : %s to index" % (op1, y, it), "index")

    def gen_index_op(self, scope, out, ind):
        r = self.rng.random()
        if r < 0.8:
            op = self.pick(INDEX_BINOPS)
            a = self.get(scope, out, ind, "index")
            b = self.get(scope, out, ind, "index")
            return self.define(scope, out, ind, "index.%s %s, %s" % (op, a, b), "index")
        if r < 0.9:
            return self.define(scope, out, ind, "index.sizeof", "index")
        return self.const(scope, out, ind, "index")

    def gen_math(self, scope, out, ind):
        r = self.rng.random()
        flags = ""
        if self.chance(0.1):
            flags = " " + self.pick(FASTMATH)
        if r < 0.5:
            ty = self.float_type()
            a = self.get(scope, out, ind, ty)
            return self.define(scope, out, ind, "math.%s %s%s : %s" % (self.pick(MATH_FUNARY), a, flags, ty), ty)
        if r < 0.62:
            ty = self.float_type()
            a = self.get(scope, out, ind, ty)
            b = self.get(scope, out, ind, ty)
            return self.define(scope, out, ind, "math.%s %s, %s%s : %s" % (self.pick(MATH_FBINARY), a, b, flags, ty), ty)
        if r < 0.7:
            ty = self.float_type()
            a, b, c = (self.get(scope, out, ind, ty) for _ in range(3))
            return self.define(scope, out, ind, "math.fma %s, %s, %s%s : %s" % (a, b, c, flags, ty), ty)
        if r < 0.76:
            ty = self.float_type()
            a = self.get(scope, out, ind, ty)
            return self.define(scope, out, ind, "math.%s %s : %s" % (self.pick(MATH_FPRED), a, ty), "i1")
        if r < 0.88:
            ty = self.pick(["i8", "i32", "i64"])
            a = self.get(scope, out, ind, ty)
            return self.define(scope, out, ind, "math.%s %s : %s" % (self.pick(MATH_IUNARY), a, ty), ty)
        if r < 0.94:
            ty = self.pick(["i8", "i32", "i64"])
            a = self.get(scope, out, ind, ty)
            b = self.get(scope, out, ind, ty)
            return self.define(scope, out, ind, "math.ipowi %s, %s : %s" % (a, b, ty), ty)
        ty = self.float_type()
        it = self.pick(["i32", "i64"])
        a = self.get(scope, out, ind, ty)
        b = self.get(scope, out, ind, it)
        return self.define(scope, out, ind, "math.fpowi %s, %s%s : %s, %s" % (a, b, flags, ty, it), ty)

    def gen_const_fold(self, scope, out, ind):
        """An op (or a short chain) on fresh constants: something to fold."""
        r = self.rng.random()
        if r < 0.4:
            ty = self.int_type()
            a = self.const(scope, out, ind, ty)
            b = self.const(scope, out, ind, ty)
            op = self.pick(INT_BINOPS)
            x = self.define(scope, out, ind, "arith.%s %s, %s : %s" % (op, a, b, ty), ty)
            if self.chance(0.5):
                op = self.pick(["addi", "muli", "subi", "andi", "xori"])
                x = self.define(scope, out, ind, "arith.%s %s, %s : %s" % (op, x, self.get(scope, out, ind, ty), ty), ty)
            return x
        if r < 0.65:
            ty = self.float_type()
            a = self.const(scope, out, ind, ty)
            b = self.const(scope, out, ind, ty)
            op = self.pick(FLOAT_BINOPS)
            return self.define(scope, out, ind, "arith.%s %s, %s : %s" % (op, a, b, ty), ty)
        if r < 0.75:
            ty = self.float_type()
            a = self.const(scope, out, ind, ty)
            return self.define(scope, out, ind, "math.%s %s : %s" % (self.pick(MATH_FUNARY), a, ty), ty)
        if r < 0.8:
            ty = self.int_type()
            a = self.const(scope, out, ind, ty)
            b = self.const(scope, out, ind, ty)
            return self.define(scope, out, ind, "arith.cmpi %s, %s, %s : %s" % (self.pick(CMPI_PREDS), a, b, ty), "i1")
        if r < 0.85:
            ty = self.float_type()
            a = self.const(scope, out, ind, ty)
            b = self.const(scope, out, ind, ty)
            return self.define(scope, out, ind, "arith.cmpf %s, %s, %s : %s" % (self.pick(CMPF_PREDS), a, b, ty), "i1")
        if r < 0.93:
            a = self.const(scope, out, ind, "index")
            b = self.const(scope, out, ind, "index")
            return self.define(scope, out, ind, "index.%s %s, %s" % (self.pick(INDEX_BINOPS), a, b), "index")
        # Identity patterns: x + 0, x * 1, x - x, x ^ x, x & x.
        ty = self.int_type(allow_i1=False)
        x = self.get(scope, out, ind, ty)
        pat = self.pick([("addi", "0"), ("muli", "1"), ("subi", None), ("xori", None),
                         ("andi", None), ("ori", "0"), ("divsi", "1"), ("shli", "0")])
        op, k = pat
        y = x if k is None else self.const(scope, out, ind, ty, k)
        return self.define(scope, out, ind, "arith.%s %s, %s : %s" % (op, x, y, ty), ty)

    def gen_dup(self, scope, out, ind):
        if not scope.pure:
            return self.gen_int_binop(scope, out, ind)
        rhs, ty = self.pick(scope.pure[-20:])
        name = self.fresh()
        self.emit(out, ind, "%s = %s" % (name, rhs))
        scope.add(name, ty)
        return name

    # ---- memref ----------------------------------------------------------
    def memref_type(self, elem, dims):
        return "memref<%sx%s>" % ("x".join(str(d) for d in dims), elem)

    def gen_memref(self, scope, out, ind):
        mems = scope.memref_candidates()
        r = self.rng.random()
        if not mems or r < 0.25:
            elem = self.pick(["i32", "i64", "f32", "f64", "i8", "index"])
            kind = self.pick(["static1", "static1", "static2", "dynamic"])
            sizes = []
            if kind == "static1":
                dims = [self.pick([1, 4, 8, 16])]
            elif kind == "static2":
                dims = [self.pick([2, 4]), self.pick([3, 8])]
            else:
                dims = ["?"]
                sizes = [self.const(scope, out, ind, "index", str(self.pick([1, 4, 10])))]
            ty = self.memref_type(elem, dims)
            name = self.fresh("m")
            alloca = self.chance(0.3)
            op = "memref.alloca" if alloca else "memref.alloc"
            self.emit(out, ind, "%s = %s(%s) : %s" % (name, op, ", ".join(sizes), ty))
            scope.memrefs.append((name, elem, dims))
            if not alloca:
                scope.allocs.append((name, ty))
            return
        name, elem, dims = self.pick(mems)
        ty = self.memref_type(elem, dims)
        if r < 0.55:
            idx = [self.mem_index(scope, out, ind, d) for d in dims]
            v = self.get(scope, out, ind, elem)
            self.emit(out, ind, "memref.store %s, %s[%s] : %s" % (v, name, ", ".join(idx), ty))
        elif r < 0.92:
            idx = [self.mem_index(scope, out, ind, d) for d in dims]
            self.define(scope, out, ind, "memref.load %s[%s] : %s" % (name, ", ".join(idx), ty), elem, pure=False)
        else:
            d = self.const(scope, out, ind, "index", str(self.rng.randrange(len(dims))))
            self.define(scope, out, ind, "memref.dim %s, %s : %s" % (name, d, ty), "index")

    def mem_index(self, scope, out, ind, dim):
        if dim != "?" and self.chance(0.5):
            return self.const(scope, out, ind, "index", str(self.rng.randrange(dim)))
        return self.get(scope, out, ind, "index")

    def close_scope(self, scope, out, ind):
        for name, ty in reversed(scope.allocs):
            self.emit(out, ind, "memref.dealloc %s : %s" % (name, ty))

    # ---- calls -------------------------------------------------------------
    def gen_call(self, scope, out, ind):
        avail = [c for c in self.cur_callees if c[1] > 0]
        if not avail:
            return self.gen_int_binop(scope, out, ind)
        entry = self.pick(avail)
        entry[1] -= 1
        f = entry[0]
        args = [self.get(scope, out, ind, t) for t in f.args]
        name = self.fresh()
        kw = "call" if scope.top else "func.call"
        self.emit(out, ind, "%s%s @%s(%s) : (%s) -> %s" % (
            lhs(name, len(f.results)), kw, f.name, ", ".join(args),
            fmt_types(f.args), fmt_results(f.results) if f.results else "()"))
        for n, t in zip(result_names(name, len(f.results)), f.results):
            scope.add(n, t)

    # ---- structured control flow ---------------------------------------
    def sub_budget(self, remaining):
        hi = max(4, min(remaining - 1, 60))
        return self.rng.randint(3, hi)

    def gen_for(self, scope, out, ind, budget, depth):
        int_iv = self.chance(0.15)
        ivty = self.pick(["i32", "i64"]) if int_iv else "index"
        lb = self.get(scope, out, ind, ivty)
        ub = self.get(scope, out, ind, ivty)
        step = self.const(scope, out, ind, ivty, str(self.pick([1, 1, 2, 3, 4])))
        n = self.pick([0, 1, 1, 2, 2, 3])
        tys = [self.scalar_type() for _ in range(n)]
        inits = [self.get(scope, out, ind, t) for t in tys]
        res = self.fresh()
        iv = self.fresh("i")
        body = Scope(scope)
        body.add(iv, ivty)
        iters = []
        for t in tys:
            a = self.fresh("a")
            body.add(a, t)
            iters.append(a)
        head = "%sscf.for %s = %s to %s step %s" % (lhs(res, n), iv, lb, ub, step)
        if n:
            head += " iter_args(%s) -> (%s)" % (
                ", ".join("%s = %s" % (a, i) for a, i in zip(iters, inits)), fmt_types(tys))
        if int_iv:
            head += "  : " + ivty
        self.emit(out, ind, head + " {")
        bind = ind + "  "
        self.gen_block(body, out, bind, budget, depth + 1)
        if n:
            ys = [self.get(body, out, bind, t, p_const=0.05) for t in tys]
            self.close_scope(body, out, bind)
            self.emit(out, bind, "scf.yield %s : %s" % (", ".join(ys), fmt_types(tys)))
        else:
            self.close_scope(body, out, bind)
        self.emit(out, ind, "}", count=False)
        for nm, t in zip(result_names(res, n), tys):
            scope.add(nm, t)

    def gen_while(self, scope, out, ind, budget, depth):
        n = self.pick([1, 1, 2, 3])
        tys = [self.scalar_type() for _ in range(n)]
        inits = [self.get(scope, out, ind, t) for t in tys]
        m = self.pick([1, 1, 2])
        ftys = [self.scalar_type() for _ in range(m)]
        res = self.fresh()
        before = Scope(scope)
        bargs = []
        for t in tys:
            a = self.fresh("w")
            before.add(a, t)
            bargs.append(a)
        self.emit(out, ind, "%sscf.while (%s) : (%s) -> %s {" % (
            lhs(res, m), ", ".join("%s = %s" % (a, i) for a, i in zip(bargs, inits)),
            fmt_types(tys), fmt_results(ftys)))
        bind = ind + "  "
        self.gen_block(before, out, bind, budget // 3, depth + 1)
        cond = self.get_cond(before, out, bind)
        fw = [self.get(before, out, bind, t, p_const=0.05) for t in ftys]
        self.close_scope(before, out, bind)
        self.emit(out, bind, "scf.condition(%s) %s : %s" % (cond, ", ".join(fw), fmt_types(ftys)))
        self.emit(out, ind, "} do {", count=False)
        after = Scope(scope)
        aargs = []
        for t in ftys:
            a = self.fresh("w")
            after.add(a, t)
            aargs.append(a)
        self.emit(out, ind, "^bb0(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip(aargs, ftys)), count=False)
        self.gen_block(after, out, bind, budget - budget // 3, depth + 1)
        ys = [self.get(after, out, bind, t, p_const=0.05) for t in tys]
        self.close_scope(after, out, bind)
        self.emit(out, bind, "scf.yield %s : %s" % (", ".join(ys), fmt_types(tys)))
        self.emit(out, ind, "}", count=False)
        for nm, t in zip(result_names(res, m), ftys):
            scope.add(nm, t)

    def gen_if(self, scope, out, ind, budget, depth):
        cond = self.get_cond(scope, out, ind)
        n = self.pick([0, 1, 1, 1, 2, 3])
        tys = [self.scalar_type() for _ in range(n)]
        res = self.fresh()
        bind = ind + "  "
        if n:
            self.emit(out, ind, "%sscf.if %s -> (%s) {" % (lhs(res, n), cond, fmt_types(tys)))
        else:
            self.emit(out, ind, "scf.if %s {" % cond)
        has_else = n > 0 or self.chance(0.5)
        for part in range(2 if has_else else 1):
            if part == 1:
                self.emit(out, ind, "} else {", count=False)
            region = Scope(scope)
            b = budget // 2 if has_else else budget
            if n == 0:
                b = max(b, 1)
            start = self.count
            self.gen_block(region, out, bind, b, depth + 1)
            if n:
                # Sometimes forward a value from outside, or a constant.
                ys = [self.get(region, out, bind, t, p_const=0.15) for t in tys]
                self.close_scope(region, out, bind)
                self.emit(out, bind, "scf.yield %s : %s" % (", ".join(ys), fmt_types(tys)))
            else:
                if self.count == start:
                    self.gen_memref(region, out, bind)
                self.close_scope(region, out, bind)
        self.emit(out, ind, "}", count=False)
        for nm, t in zip(result_names(res, n), tys):
            scope.add(nm, t)

    # ---- blocks --------------------------------------------------------------
    STRAIGHT = [
        ("int", 14), ("float", 9), ("cmp", 7), ("select", 4), ("cast", 8),
        ("roundtrip", 3), ("index", 6), ("math", 6), ("fold", 8), ("dup", 6),
        ("memref", 6), ("call", 3),
    ]
    REGION = [("for", 4), ("while", 2), ("if", 5)]

    def gen_block(self, scope, out, ind, budget, depth):
        start = self.count
        table = list(self.STRAIGHT)
        if depth < MAX_DEPTH:
            table += self.REGION
        total = sum(w for _, w in table)
        while self.count - start < budget:
            remaining = budget - (self.count - start)
            x = self.rng.uniform(0, total)
            for kind, w in table:
                x -= w
                if x <= 0:
                    break
            if kind == "int":
                self.gen_int_binop(scope, out, ind)
            elif kind == "float":
                self.gen_float_binop(scope, out, ind)
            elif kind == "cmp":
                self.gen_cmp(scope, out, ind)
            elif kind == "select":
                self.gen_select(scope, out, ind)
            elif kind == "cast":
                self.gen_cast(scope, out, ind)
            elif kind == "roundtrip":
                self.gen_index_cast_roundtrip(scope, out, ind)
            elif kind == "index":
                self.gen_index_op(scope, out, ind)
            elif kind == "math":
                self.gen_math(scope, out, ind)
            elif kind == "fold":
                self.gen_const_fold(scope, out, ind)
            elif kind == "dup":
                self.gen_dup(scope, out, ind)
            elif kind == "memref":
                self.gen_memref(scope, out, ind)
            elif kind == "call":
                self.gen_call(scope, out, ind)
            elif remaining < 6:
                self.gen_int_binop(scope, out, ind)
            elif kind == "for":
                self.gen_for(scope, out, ind, self.sub_budget(remaining), depth)
            elif kind == "while":
                self.gen_while(scope, out, ind, self.sub_budget(remaining), depth)
            elif kind == "if":
                self.gen_if(scope, out, ind, self.sub_budget(remaining), depth)

    # ---- function bodies with cf ----------------------------------------------
    def new_block(self):
        self.nblock += 1
        return "^bb%d" % self.nblock

    def block_args(self, scope, types):
        names = []
        for t in types:
            a = self.fresh("b")
            scope.add(a, t)
            names.append(a)
        return names

    @staticmethod
    def label(block, names, types):
        if not names:
            return block + ":"
        return "%s(%s):" % (block, ", ".join("%s: %s" % (n, t) for n, t in zip(names, types)))

    def dest(self, scope, out, ind, block, types, switch=False):
        if not types:
            return block
        # Upstream's cf.switch parser rejects `%x#0` in its case operands
        # ("result number not allowed in argument list").
        vals = [self.get(scope, out, ind, t, no_result_number=switch) for t in types]
        return "%s(%s : %s)" % (block, ", ".join(vals), fmt_types(types))

    def arg_types(self, hi=2):
        return [self.scalar_type() for _ in range(self.rng.randint(0, hi))]

    def gen_body(self, f, out, budget):
        ind = "    "
        entry = Scope(top=True)
        for i, t in enumerate(f.args):
            entry.add("%%arg%d" % i, t)
        entry_scope = entry
        cur = entry
        start = self.count
        n_cf = 0
        dead_blocks = []
        while True:
            remaining = budget - (self.count - start)
            if remaining <= 0:
                break
            use_cf = remaining > 25 and n_cf < 6 and self.chance(0.3)
            if not use_cf:
                self.gen_block(cur, out, ind, min(remaining, self.rng.randint(10, 80)), 0)
                continue
            n_cf += 1
            pattern = self.pick(["diamond", "triangle", "loop", "switch"])
            part = max(3, remaining // 6)
            if pattern in ("diamond", "triangle"):
                cond = self.get_cond(cur, out, ind)
                mtys = self.arg_types()
                bm = self.new_block()
                if pattern == "diamond":
                    tt, et = self.arg_types(), self.arg_types()
                    bt, be = self.new_block(), self.new_block()
                    dt = self.dest(cur, out, ind, bt, tt)
                    de = self.dest(cur, out, ind, be, et)
                    self.close_scope(cur, out, ind)
                    self.emit(out, ind, "cf.cond_br %s, %s, %s" % (cond, dt, de))
                    for blk, tys in ((bt, tt), (be, et)):
                        s = Scope(cur, "dom", top=True)
                        names = self.block_args(s, tys)
                        self.emit(out, "  ", self.label(blk, names, tys), count=False)
                        self.gen_block(s, out, ind, part, 0)
                        d = self.dest(s, out, ind, bm, mtys)
                        self.close_scope(s, out, ind)
                        self.emit(out, ind, "cf.br " + d)
                else:
                    tt = self.arg_types()
                    bt = self.new_block()
                    dt = self.dest(cur, out, ind, bt, tt)
                    dm = self.dest(cur, out, ind, bm, mtys)
                    self.close_scope(cur, out, ind)
                    if self.chance(0.5):
                        self.emit(out, ind, "cf.cond_br %s, %s, %s" % (cond, dt, dm))
                    else:
                        self.emit(out, ind, "cf.cond_br %s, %s, %s" % (cond, dm, dt))
                    s = Scope(cur, "dom", top=True)
                    names = self.block_args(s, tt)
                    self.emit(out, "  ", self.label(bt, names, tt), count=False)
                    self.gen_block(s, out, ind, part, 0)
                    d = self.dest(s, out, ind, bm, mtys)
                    self.close_scope(s, out, ind)
                    self.emit(out, ind, "cf.br " + d)
                merge = Scope(cur, "dom", top=True)
                names = self.block_args(merge, mtys)
                self.emit(out, "  ", self.label(bm, names, mtys), count=False)
                cur = merge
            elif pattern == "loop":
                htys = [self.scalar_type() for _ in range(self.rng.randint(1, 3))]
                bh, bb, bx = self.new_block(), self.new_block(), self.new_block()
                d = self.dest(cur, out, ind, bh, htys)
                self.close_scope(cur, out, ind)
                self.emit(out, ind, "cf.br " + d)
                head = Scope(cur, "dom", top=True)
                names = self.block_args(head, htys)
                self.emit(out, "  ", self.label(bh, names, htys), count=False)
                self.gen_block(head, out, ind, part // 3, 0)
                cond = self.get_cond(head, out, ind)
                btys, xtys = self.arg_types(1), self.arg_types()
                db = self.dest(head, out, ind, bb, btys)
                dx = self.dest(head, out, ind, bx, xtys)
                self.close_scope(head, out, ind)
                self.emit(out, ind, "cf.cond_br %s, %s, %s" % (cond, db, dx))
                body = Scope(head, "dom", top=True)
                names = self.block_args(body, btys)
                self.emit(out, "  ", self.label(bb, names, btys), count=False)
                self.gen_block(body, out, ind, part, 0)
                d = self.dest(body, out, ind, bh, htys)
                self.close_scope(body, out, ind)
                self.emit(out, ind, "cf.br " + d)
                ex = Scope(head, "dom", top=True)
                names = self.block_args(ex, xtys)
                self.emit(out, "  ", self.label(bx, names, xtys), count=False)
                cur = ex
            else:  # switch
                fty = self.pick(["i8", "i32", "i32", "i64"])
                flag = self.get(cur, out, ind, fty)
                ncase = self.rng.randint(1, 3)
                lo, hi = (-128, 127) if fty == "i8" else (-100, 100)
                values = []
                while len(values) < ncase:
                    v = self.pick([0, 1, 2, 3, 5, 42, -1, 7]) if self.chance(0.7) else self.rng.randint(lo, hi)
                    if v not in values:
                        values.append(v)
                mtys = self.arg_types()
                bm = self.new_block()
                targets = []  # (block, types)
                for _ in range(ncase + 1):
                    if targets and self.chance(0.2):
                        targets.append(self.pick(targets))  # two cases share a block
                    else:
                        targets.append((self.new_block(), self.arg_types(1)))
                dests = [self.dest(cur, out, ind, b, t, switch=True) for b, t in targets]
                self.close_scope(cur, out, ind)
                self.emit(out, ind, "cf.switch %s : %s, [" % (flag, fty))
                lines = ["default: " + dests[0]]
                for v, d in zip(values, dests[1:]):
                    lines.append("%d: %s" % (v, d))
                for i, l in enumerate(lines):
                    out.append(ind + "  " + l + ("," if i + 1 < len(lines) else ""))
                out.append(ind + "]")
                seen = set()
                for blk, tys in targets:
                    if blk in seen:
                        continue
                    seen.add(blk)
                    s = Scope(cur, "dom", top=True)
                    names = self.block_args(s, tys)
                    self.emit(out, "  ", self.label(blk, names, tys), count=False)
                    self.gen_block(s, out, ind, max(2, part // 2), 0)
                    d = self.dest(s, out, ind, bm, mtys)
                    self.close_scope(s, out, ind)
                    self.emit(out, ind, "cf.br " + d)
                merge = Scope(cur, "dom", top=True)
                names = self.block_args(merge, mtys)
                self.emit(out, "  ", self.label(bm, names, mtys), count=False)
                cur = merge
            if self.chance(0.15):
                dead_blocks.append(self.new_block())
        self.gen_return(cur, out, ind, f)
        for blk in dead_blocks:
            # Unreachable: no predecessor. Uses in it are dominated trivially,
            # but stay within the entry block's values anyway.
            s = Scope(entry_scope, "dom", top=True)
            self.emit(out, "  ", blk + ":", count=False)
            self.gen_block(s, out, ind, self.rng.randint(2, 8), MAX_DEPTH)
            self.gen_return(s, out, ind, f)

    def gen_return(self, scope, out, ind, f):
        vals = [self.get(scope, out, ind, t, p_const=0.05) for t in f.results]
        self.close_scope(scope, out, ind)
        if vals:
            self.emit(out, ind, "return %s : %s" % (", ".join(vals), fmt_types(f.results)))
        else:
            self.emit(out, ind, "return")

    # ---- module ---------------------------------------------------------------
    def signature(self, f, named=True):
        if named:
            args = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(f.args))
        else:
            args = ", ".join(f.args)
        s = "(%s)" % args
        if f.results:
            s += " -> " + fmt_results(f.results)
        return s

    def generate(self):
        lines = ["// gen_program.py --seed %d --ops %d" % (self.seed, self.target), "module {"]
        n_ext = self.rng.randint(1, 4)
        for i in range(n_ext):
            f = Func("ext%d" % i, self.arg_types(3), self.arg_types(2), True, True, external=True)
            self.funcs.append(f)
            lines.append("  func.func private @%s%s" % (f.name, self.signature(f, named=False)))
            self.count += 1
        n = max(3, min(40, self.target // 150))
        weights = [self.rng.uniform(0.3, 2.0) for _ in range(n)]
        wsum = sum(weights)
        left = self.target - self.count
        for k in range(n):
            budget = max(4, int(left * weights[k] / wsum))
            leaf = k < 2 or self.chance(0.3)
            last = k == n - 1
            private = not last and self.chance(0.5)
            name = "main" if last else "f%d" % k
            f = Func(name, [self.scalar_type() for _ in range(self.rng.randint(0, 4))],
                     [self.scalar_type() for _ in range(self.rng.randint(0, 3))],
                     private, leaf)
            # Callees: earlier functions; leaves and externals may be called
            # by anyone (twice per caller), a non-leaf by one call site only.
            self.cur_callees = [[g, 2] for g in self.funcs[:n_ext] if self.chance(0.4)]
            if not leaf:
                cands = [g for g in self.funcs[n_ext:] if g.leaf or not g.claimed]
                self.rng.shuffle(cands)
                for g in cands[: self.rng.randint(1, 3)]:
                    if not g.leaf:
                        g.claimed = True
                    self.cur_callees.append([g, 2 if g.leaf else 1])
            self.funcs.append(f)
            out = []
            self.count += 1
            lines.append("  func.func %s@%s%s {" % ("private " if private else "", name, self.signature(f)))
            self.gen_body(f, out, budget)
            lines.extend(out)
            lines.append("  }")
        lines.append("}")
        return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--ops", type=int, default=1000, help="target number of ops")
    ap.add_argument("-o", "--output", help="output file (default: stdout)")
    args = ap.parse_args()
    text = Gen(args.seed, args.ops).generate()
    if args.output:
        with open(args.output, "w") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
