#!/usr/bin/env python3
"""Deterministic benchmark inputs for rmlir-opt and upstream mlir-opt.

Two kinds of module, each with exactly N operations (N counts every op in the
file except the implicit top-level ``builtin.module``):

``generic``
    Unregistered ops in generic form (needs ``--allow-unregistered-dialect``):
    ``"test.func"`` ops whose region holds ``"test.op"``-style ops with a mix
    of operand/result counts, multi-result packs (``%5:3`` / ``%5#1``),
    properties, every common builtin attribute and type kind, affine maps (so
    the printer emits ``#map`` aliases), dialect types/attributes, locations,
    nested regions with block arguments, and branches to further blocks.

``func_arith``
    Registered dialects in custom syntax: ``func.func`` bodies of
    ``arith.constant/addi/muli/cmpi/select/index_cast``, ``scf.for`` loops with
    ``iter_args`` (nested up to two deep) and ``func.call`` of earlier
    functions. Valid for upstream ``mlir-opt`` without any flag.

The output depends only on (kind, N, seed): the same arguments give the same
bytes on any machine (``random.Random`` seeded with a string, which is hashed
with SHA-512 and so independent of PYTHONHASHSEED; only randrange/choice/sample
draws, whose algorithms CPython has kept stable across 3.x releases).

Usage::

    gen_ir.py generic --ops 200000 -o generic.mlir
    gen_ir.py func_arith --ops 1000 --check     # also parse it with $MLIR_OPT

As a module (stdlib only, so the Python-binding benchmarks can import it under
any interpreter): ``generate(kind, n, seed=0) -> str``.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys

KINDS = ("generic", "func_arith")

# --------------------------------------------------------------------------
# generic: unregistered ops
# --------------------------------------------------------------------------

# Types values may carry. Builtin kinds dominate; a dialect type is included
# because the parser has a separate path for `!ns.name<...>`.
GENERIC_TYPES = (
    "i32", "i32", "i32", "i64", "i1", "index", "f32", "f64", "bf16",
    "tensor<4x?xf32>", "memref<2x3xi8>", "memref<?x4xf32, strided<[4, 1], offset: ?>>",
    "vector<4xf16>", "vector<[8]xi8>", "complex<f32>", "tuple<i32, f64>",
    "!test.ty<4>", "none",
)

# A few distinct maps, reused, so the printer has aliases to emit.
AFFINE_MAPS = (
    "affine_map<(d0, d1) -> (d0 + d1 * 2)>",
    "affine_map<(d0)[s0] -> (d0 floordiv 4, s0 mod 3)>",
    "affine_map<(d0, d1, d2) -> (d2, d0, d1)>",
)

ATTR_NAMES = (
    "attr", "name", "value", "axes", "map", "kind", "flag", "shape", "dense",
    "ref", "ty", "scale", "meta", "loc_hint", "mode", "pad",
)

PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


def generic_attr(rng: random.Random, i: int) -> str:
    """One attribute value, cycling through the builtin attribute kinds."""
    k = rng.randrange(16)
    if k == 0:
        return f"{i % 1000} : i32"
    if k == 1:
        return f"{rng.randrange(-500, 500)}"  # i64 by default
    if k == 2:
        return rng.choice(("true", "false"))
    if k == 3:
        return f"{rng.randrange(1, 100)}.{rng.randrange(100)}e-3 : f64"
    if k == 4:
        return f'"s{i}"' if rng.randrange(4) else '"quote\\22 and\\nnewline"'
    if k == 5:
        return f"[{i % 7}, {i % 11} : i8, \"x\", unit]"
    if k == 6:
        return f"dense<[{i % 5}, {i % 6}, {i % 7}, 1]> : tensor<4xi32>"
    if k == 7:
        return "dense<1.500000e+00> : tensor<8xf32>"
    if k == 8:
        return f"array<i64: {i % 3}, {i % 4}, 7>"
    if k == 9:
        return rng.choice(AFFINE_MAPS)
    if k == 10:
        return rng.choice(("i32", "tensor<2x?xf32>", "!test.ty<1>", "(i32) -> i1"))
    if k == 11:
        return rng.choice(("@f0", "@outer::@inner", "@f1::@a::@b"))
    if k == 12:
        return f'{{a = {i % 9} : i8, b = "d", c}}'
    if k == 13:
        return '#test.attr<"z">'
    if k == 14:
        return "array<f32: 1.0, 2.5>"
    return "dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>"


def generic_attr_dict(rng: random.Random, i: int, count: int) -> str:
    """`{name = value, ...}` with `count` distinct names (a bare name is a unit attr)."""
    names = rng.sample(ATTR_NAMES, count)
    parts = []
    for name in names:
        if rng.randrange(10) == 0:
            parts.append(name)  # unit attribute spelled as a bare name
        else:
            parts.append(f"{name} = {generic_attr(rng, i)}")
    return "{" + ", ".join(parts) + "}"


def generic_loc(rng: random.Random, i: int) -> str:
    """A trailing location for a few ops (not printed by default, but parsed and held)."""
    if rng.randrange(20):
        return ""
    return rng.choice((
        f' loc("input.mlir":{i}:3)',
        f' loc("name{i % 10}")',
        f' loc(fused["a.mlir":{i}:1, "b.mlir":2:{i % 80}])',
        ' loc(callsite("callee.mlir":1:1 at "caller.mlir":9:2))',
    ))


class GenericGen:
    """Emits `generic` modules. `pool` entries are (ssa name, type) visible at the point of use."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.out: list[str] = []
        self.next_value = 0  # one counter for the whole file: unregistered ops share the module's name scope
        self.next_block = 0
        self.ops = 0

    def fresh(self) -> str:
        self.next_value += 1
        return f"%{self.next_value}"

    def pick_operands(self, pool: list, count: int) -> list:
        # Prefer recent values, like real code, but reach back far enough that
        # use lists grow longer than one.
        recent = pool[-24:]
        return [self.rng.choice(recent) for _ in range(count)] if recent else []

    def emit_plain(self, pool: list, indent: str) -> None:
        """One ordinary op: 0-3 operands, 0-4 results, attributes, maybe properties and a location."""
        rng = self.rng
        i = self.ops
        operands = self.pick_operands(pool, rng.choice((0, 1, 2, 2, 2, 3)))
        nres = rng.choice((0, 1, 1, 1, 1, 1, 2, 3))
        rtypes = [rng.choice(GENERIC_TYPES) for _ in range(nres)]
        name = rng.choice(("test.op", "test.op", "test.compute", "other.thing", "test.pack"))
        text = indent
        if nres:
            res = self.fresh()
            text += f"{res}:{nres} = " if nres > 1 else f"{res} = "
            if nres == 1:
                pool.append((res, rtypes[0]))
            else:
                pool.extend((f"{res}#{j}", t) for j, t in enumerate(rtypes))
        text += f'"{name}"(' + ", ".join(v for v, _ in operands) + ")"
        if rng.randrange(8) == 0:
            text += f" <{{prop = {i % 13} : i64, tag = \"p\"}}>"
        nattr = rng.choice((0, 1, 1, 2, 2, 3))
        if nattr:
            text += " " + generic_attr_dict(rng, i, nattr)
        text += " : (" + ", ".join(t for _, t in operands) + ") -> "
        text += rtypes[0] if nres == 1 and not rtypes[0].startswith("(") else "(" + ", ".join(rtypes) + ")"
        text += generic_loc(rng, i)
        self.out.append(text)
        self.ops += 1

    def emit_region_op(self, pool: list, indent: str, budget: int, depth: int) -> None:
        """An op with one or two regions, each one block with arguments, ended by test.yield.

        Spends exactly `budget` ops (>= 3 per region, counting itself once)."""
        rng = self.rng
        nregions = 2 if budget >= 7 and rng.randrange(3) == 0 else 1
        operands = self.pick_operands(pool, rng.choice((1, 2)))
        rtype = rng.choice(("i32", "i64", "f32"))
        res = self.fresh()
        self.ops += 1
        body_budget = budget - 1  # ops inside, terminators included
        shares = [body_budget // nregions] * nregions
        shares[-1] += body_budget - sum(shares)
        self.out.append(f'{indent}{res} = "test.region"(' + ", ".join(v for v, _ in operands) + ") ({")
        for r, share in enumerate(shares):
            if r:
                self.out.append(f"{indent}}}, {{")
            inner = list(pool)  # values of the enclosing region stay visible inside
            args = []
            for _ in range(rng.choice((1, 2))):
                a = self.fresh()
                t = rng.choice(("i32", "index", "f32"))
                args.append(f"{a}: {t}")
                inner.append((a, t))
            self.next_block += 1
            self.out.append(f"{indent}^bb{self.next_block}(" + ", ".join(args) + "):")
            self.emit_body(inner, indent + "  ", share - 1, depth + 1, allow_branches=False)
            y = self.pick_operands(inner, 1)
            self.out.append(f'{indent}  "test.yield"({y[0][0]}) : ({y[0][1]}) -> ()')
            self.ops += 1
        attrs = " {kind = \"loop\"}" if rng.randrange(2) else ""
        self.out.append(f"{indent}}}){attrs} : (" + ", ".join(t for _, t in operands) + f") -> {rtype}")
        pool.append((res, rtype))

    def emit_branch(self, pool: list, indent: str) -> None:
        """End the current block with a branch and open its successor with one argument.

        The new block's only predecessor is the previous one, so everything
        defined so far still dominates it and stays usable."""
        arg = self.pick_operands(pool, 1)[0]
        self.next_block += 1
        blk = f"^bb{self.next_block}"
        self.out.append(f'{indent}"test.br"({arg[0]})[{blk}] : ({arg[1]}) -> ()')
        self.ops += 1
        a = self.fresh()
        self.out.append(f"{indent[:-2]}{blk}({a}: {arg[1]}):")
        pool.append((a, arg[1]))

    def emit_body(self, pool: list, indent: str, budget: int, depth: int, allow_branches: bool) -> None:
        """Emit exactly `budget` ops (terminator not included) into the current block."""
        rng = self.rng
        while budget > 0:
            roll = rng.randrange(100)
            if roll < 8 and depth < 3 and budget >= 4:
                size = min(budget, rng.randrange(4, 12))
                self.emit_region_op(pool, indent, size, depth)
                budget -= size
            elif roll < 10 and allow_branches and budget >= 2:
                self.emit_branch(pool, indent)
                budget -= 1
            else:
                self.emit_plain(pool, indent)
                budget -= 1

    def emit_function(self, index: int, budget: int) -> None:
        """A `"test.func"` op holding `budget` ops in all (itself and its terminator included)."""
        rng = self.rng
        self.next_block += 1
        args = []
        pool = []
        for _ in range(3):
            a = self.fresh()
            t = rng.choice(("i32", "i64", "f32", "index"))
            args.append(f"{a}: {t}")
            pool.append((a, t))
        self.out.append('"test.func"() ({')
        self.out.append(f"^bb{self.next_block}(" + ", ".join(args) + "):")
        self.ops += 1
        self.emit_body(pool, "  ", budget - 2, 0, allow_branches=True)
        ret = self.pick_operands(pool, 1)[0]
        self.out.append(f'  "test.return"({ret[0]}) : ({ret[1]}) -> ()')
        self.ops += 1
        self.out.append(f'}}) {{sym_name = "f{index}", function_type = (i32) -> i32}} : () -> ()')


# --------------------------------------------------------------------------
# func_arith: registered dialects in custom syntax
# --------------------------------------------------------------------------


class FuncArithGen:
    """Emits `func_arith` modules. Every function has type (i32, i32) -> i32 so any earlier one can be called."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.out: list[str] = []
        self.ops = 0
        self.next_value = 0
        self.func_index = 0

    def fresh(self, hint: str = "v") -> str:
        # Names with letters are legal and exercise the parser's name table;
        # the printer renumbers them anyway.
        self.next_value += 1
        return f"%{hint}{self.next_value}"

    def line(self, indent: str, text: str) -> None:
        self.out.append(indent + text)
        self.ops += 1

    def emit_simple(self, scope: dict, indent: str) -> None:
        """One arith op on the i32/i1 values in scope."""
        rng = self.rng
        ints = scope["i32"][-16:]
        roll = rng.randrange(100)
        if roll < 15 or len(ints) < 2:
            v = self.fresh("c")
            self.line(indent, f"{v} = arith.constant {rng.randrange(-64, 1024)} : i32")
            scope["i32"].append(v)
        elif roll < 45:
            v = self.fresh()
            op = rng.choice(("addi", "addi", "muli"))
            self.line(indent, f"{v} = arith.{op} {rng.choice(ints)}, {rng.choice(ints)} : i32")
            scope["i32"].append(v)
        elif roll < 65:
            v = self.fresh("p")
            pred = rng.choice(PREDICATES)
            self.line(indent, f"{v} = arith.cmpi {pred}, {rng.choice(ints)}, {rng.choice(ints)} : i32")
            scope["i1"].append(v)
        elif roll < 85 and scope["i1"]:
            v = self.fresh()
            cond = rng.choice(scope["i1"][-8:])
            self.line(indent, f"{v} = arith.select {cond}, {rng.choice(ints)}, {rng.choice(ints)} : i32")
            scope["i32"].append(v)
        elif scope["index"]:
            v = self.fresh()
            self.line(indent, f"{v} = arith.index_cast {rng.choice(scope['index'])} : index to i32")
            scope["i32"].append(v)
        else:
            v = self.fresh()
            self.line(indent, f"{v} = arith.muli {rng.choice(ints)}, {rng.choice(ints)} : i32")
            scope["i32"].append(v)

    def emit_call(self, scope: dict, indent: str) -> None:
        """Call an earlier function (never itself, so the call graph is acyclic)."""
        rng = self.rng
        ints = scope["i32"][-16:]
        callee = rng.randrange(self.func_index)
        v = self.fresh()
        self.line(indent, f"{v} = func.call @f{callee}({rng.choice(ints)}, {rng.choice(ints)}) : (i32, i32) -> i32")
        scope["i32"].append(v)

    def loop_bounds(self, fscope: dict, indent: str) -> tuple:
        """Index constants for loop bounds, created once per function at its top level."""
        if "bounds" not in fscope:
            names = []
            for value in (0, self.rng.choice((4, 8, 16)), 1):
                v = self.fresh("i")
                self.line(indent, f"{v} = arith.constant {value} : index")
                names.append(v)
            fscope["bounds"] = tuple(names)
        return fscope["bounds"]

    def emit_for(self, scope: dict, fscope: dict, indent: str, budget: int, depth: int) -> None:
        """`scf.for` with one iter_arg spending exactly `budget` ops (itself and scf.yield included)."""
        rng = self.rng
        lb, ub, step = fscope["bounds"]
        iv, acc, res = self.fresh("iv"), self.fresh("acc"), self.fresh("r")
        init = rng.choice(scope["i32"][-16:])
        self.line(indent, f"{res} = scf.for {iv} = {lb} to {ub} step {step} iter_args({acc} = {init}) -> (i32) {{")
        inner = {"i32": scope["i32"] + [acc], "i1": list(scope["i1"]), "index": scope["index"] + [iv]}
        self.emit_block(inner, fscope, indent + "  ", budget - 2, depth + 1)
        self.line(indent + "  ", f"scf.yield {inner['i32'][-1]} : i32")
        self.out.append(indent + "}")
        scope["i32"].append(res)

    def emit_block(self, scope: dict, fscope: dict, indent: str, budget: int, depth: int) -> None:
        """Exactly `budget` ops into the current block (no terminator)."""
        rng = self.rng
        while budget > 0:
            roll = rng.randrange(100)
            if roll < 10 and depth < 2 and budget >= 6 and "bounds" in fscope:
                size = min(budget, rng.randrange(6, 20))
                self.emit_for(scope, fscope, indent, size, depth)
                budget -= size
            elif roll < 15 and self.func_index > 0 and scope["i32"]:
                self.emit_call(scope, indent)
                budget -= 1
            else:
                self.emit_simple(scope, indent)
                budget -= 1

    def emit_function(self, budget: int) -> None:
        """`func.func @fK` spending exactly `budget` ops (func.func and return included)."""
        a, b = self.fresh("arg"), self.fresh("arg")
        self.out.append(f"func.func @f{self.func_index}({a}: i32, {b}: i32) -> i32 {{")
        self.ops += 1
        scope = {"i32": [a, b], "i1": [], "index": []}
        fscope: dict = {}
        body = budget - 2
        if body >= 9:  # room for the bounds and at least one loop
            self.loop_bounds(fscope, "  ")
            body -= 3
        self.emit_block(scope, fscope, "  ", body, 0)
        self.line("  ", f"return {scope['i32'][-1]} : i32")
        self.out.append("}")
        self.func_index += 1


# --------------------------------------------------------------------------
# entry points
# --------------------------------------------------------------------------


def split_budget(rng: random.Random, n: int, low: int, high: int) -> list:
    """Split n ops into function sizes in [low, high]; the last may be smaller but never < 2."""
    sizes = []
    left = n
    while left > 0:
        size = min(left, rng.randrange(low, high + 1))
        sizes.append(size)
        left -= size
    if len(sizes) > 1 and sizes[-1] < 2:
        sizes[-2] += sizes.pop()
    return sizes


def generate(kind: str, n: int, seed: int = 0) -> str:
    """Return the text of a `kind` module holding exactly `n` ops (n >= 2)."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}; expected one of {KINDS}")
    if n < 2:
        raise ValueError("n must be at least 2 (a function and its terminator)")
    rng = random.Random(f"{kind}:{seed}")
    if kind == "generic":
        gen = GenericGen(rng)
        for i, size in enumerate(split_budget(rng, n, 40, 160)):
            gen.emit_function(i, size)
    else:
        gen = FuncArithGen(rng)
        for size in split_budget(rng, n, 40, 160):
            gen.emit_function(size)
    assert gen.ops == n, (gen.ops, n)
    return "\n".join(gen.out) + "\n"


def count_ops_with_mlir_opt(path: str, mlir_opt: str) -> int:
    """Parse `path` with upstream mlir-opt and return its op count (builtin.module excluded)."""
    proc = subprocess.run(
        [mlir_opt, "--allow-unregistered-dialect", "--print-op-stats", path, "-o", os.devnull],
        capture_output=True, text=True,
    )
    if proc.returncode != 0:
        raise SystemExit(f"mlir-opt rejected {path}:\n{proc.stderr}")
    # --print-op-stats writes "  <op name> , <count>" lines to stderr.
    counts = re.findall(r"^\s*(\S+)\s*,\s*(\d+)\s*$", proc.stderr, re.M)
    return sum(int(c) for name, c in counts if name != "builtin.module")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("kind", choices=KINDS)
    ap.add_argument("--ops", type=int, default=200000, help="number of ops (default 200000)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("-o", "--output", help="output file (default stdout)")
    ap.add_argument("--check", action="store_true",
                    help="parse the result with $MLIR_OPT and confirm the op count (needs -o)")
    args = ap.parse_args()
    text = generate(args.kind, args.ops, args.seed)
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if args.check:
        if not args.output or "MLIR_OPT" not in os.environ:
            raise SystemExit("--check needs -o FILE and MLIR_OPT in the environment (source the ref env file)")
        got = count_ops_with_mlir_opt(args.output, os.environ["MLIR_OPT"])
        status = "ok" if got == args.ops else "MISMATCH"
        print(f"{args.output}: mlir-opt parsed it, {got} ops ({status})", file=sys.stderr)
        if got != args.ops:
            sys.exit(1)


if __name__ == "__main__":
    main()
