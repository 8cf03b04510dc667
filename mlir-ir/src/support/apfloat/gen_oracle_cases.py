#!/usr/bin/env python3
"""Generate oracle_cases.txt: how upstream MLIR prints FloatAttr values.

Run with the upstream-MLIR Python (the reference environment):

    source /root/.cache/mlir-anchors/ref-env.sh
    $REF_PY mlir-ir/src/support/apfloat/gen_oracle_cases.py \
        > mlir-ir/src/support/apfloat/oracle_cases.txt

Each output line is one case, whitespace separated:

    B <type> <hex bits> <printed>   -- attribute parsed from the hex bit
                                       pattern `0x<bits> : <type>`; checks
                                       APFloat::from_bits + to_mlir_string.
    D <type> <hex f64 bits> <printed>
                                    -- FloatAttr.get(<type>, <double>); checks
                                       APFloat::from_f64 (round to nearest
                                       even) + to_mlir_string.
    A <op> <type> <hex a> <hex b or -> <printed>
                                    -- `mlir-opt --canonicalize` constant
                                       folding of `<op>` (arith.addf, ...,
                                       math.floor, ...) on the operands;
                                       checks the arithmetic + printing.

<printed> is the attribute text with the trailing ` : <type>` removed.
Lines starting with '#' are comments. The generator is deterministic
(fixed seed) so regenerating gives the same file.
"""

import math
import random
import struct
import sys

from mlir.ir import Attribute, Context, FloatAttr, Location, Module, Type
from mlir.passmanager import PassManager

# (MLIR type name, bit width, precision incl. integer bit, has inf/nan per
# IEEE, finite-only, unsigned). Only used to choose inputs that upstream
# does not abort on (it aborts on NaN/inf into finite-only formats and on
# negative values into f8E8M0FNU).
TYPES = {
    "f16": (16, 11, "ieee"),
    "bf16": (16, 8, "ieee"),
    "f32": (32, 24, "ieee"),
    "f64": (64, 53, "ieee"),
    "f80": (80, 64, "ieee"),
    "f128": (128, 113, "ieee"),
    "tf32": (19, 11, "ieee"),
    "f8E5M2": (8, 3, "ieee"),
    "f8E4M3": (8, 4, "ieee"),
    "f8E4M3FN": (8, 4, "nanonly"),
    "f8E5M2FNUZ": (8, 3, "nanonly"),
    "f8E4M3FNUZ": (8, 4, "nanonly"),
    "f8E4M3B11FNUZ": (8, 4, "nanonly"),
    "f8E3M4": (8, 5, "ieee"),
    "f8E8M0FNU": (8, 1, "unsigned"),
    "f6E2M3FN": (6, 4, "finite"),
    "f6E3M2FN": (6, 3, "finite"),
    "f4E2M1FN": (4, 2, "finite"),
}

rng = random.Random(20240611)


def f64_bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def interesting_bits(width, precision):
    """Bit patterns stressing a wide format: specials, boundaries, short
    significands (which print short) and random ones."""
    exp_bits = width - precision if width != 80 else 15
    frac_bits = precision - 1 if width != 80 else 64
    out = set()
    sign = 1 << (width - 1)
    top = ((1 << exp_bits) - 1) << frac_bits
    for s in (0, sign):
        out.update({s, s | 1, s | top, s | top | 1, s | (top - 1),
                    s | (1 << frac_bits), s | ((1 << frac_bits) - 1)})
    bias = (1 << (exp_bits - 1)) - 1
    for _ in range(150):
        s = sign if rng.random() < 0.3 else 0
        r = rng.random()
        if r < 0.5:
            e = bias + rng.randint(-40, 40)  # ordinary magnitudes
        elif r < 0.6:
            e = rng.randint(0, 3)  # subnormal / tiny
        else:
            e = rng.randint(0, (1 << exp_bits) - 1)
        e = max(0, min(e, (1 << exp_bits) - 1))
        if rng.random() < 0.4:
            # few significant bits: decimal forms are short
            k = rng.randint(0, min(12, frac_bits))
            frac = rng.getrandbits(k) << (frac_bits - k) if k else 0
        else:
            frac = rng.getrandbits(frac_bits)
        if width == 80:
            # x87: explicit integer bit, set for normal numbers (mostly).
            frac &= (1 << 63) - 1
            if e != 0 or rng.random() < 0.1:
                frac |= 1 << 63
        out.add(s | (e << frac_bits) | frac)
    return sorted(out)


def interesting_doubles():
    vals = [0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 0.5, 1.1, 1.5, 2.5, 3.0, 1e-3,
            123456.0, 65504.0, 65520.0, 1e10, 1e-10, 3.14159265358979,
            0.3333333333333333, 0.123456789, 448.0, 464.0, 57344.0, 240.0,
            6.0, 7.5, 28.0, 1e38, 3.4028234663852886e38, 1e300, 5e-324,
            2.2250738585072014e-308, 1.7976931348623157e308, 1e-45,
            float("inf"), float("-inf"), float("nan"), 0.0625, 0.75, 100.0]
    for _ in range(60):
        r = rng.random()
        if r < 0.4:
            # short decimals like a user would write
            v = round(rng.uniform(-1000, 1000), rng.randint(0, 6))
        elif r < 0.7:
            v = rng.uniform(-1, 1) * 10.0 ** rng.randint(-12, 12)
        else:
            v = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        vals.append(v)
    return vals


def allowed(kind, v):
    if kind == "finite" and (math.isnan(v) or math.isinf(v)):
        return False
    if kind == "unsigned" and (math.copysign(1.0, v) < 0 or math.isnan(v)):
        return False
    return True


BINARY = ["arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.remf",
          "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf"]
UNARY = ["arith.negf", "math.absf", "math.floor", "math.ceil", "math.roundeven"]


def arith_operands(name, width, precision, kind):
    """Operand bit patterns for the folding cases: mostly ordinary values
    (so results are ordinary), plus the format's specials."""
    if width <= 8:
        pool = list(range(1 << width))
    else:
        pool = interesting_bits(width, precision)
    ordinary = []
    with Context():
        for b in pool:
            digits = (width + 3) // 4
            text = str(Attribute.parse(f"0x{b:0{digits}X} : {name}"))
            if not text.startswith("0x"):
                ordinary.append(b)
    specials = [b for b in pool if b not in set(ordinary)]
    pick = lambda: rng.choice(ordinary if rng.random() < 0.85 or not specials else specials)
    return pick


def safe(op, kind, a_text, b_text):
    """Skip inputs on which upstream aborts (no NaN/inf to produce)."""
    zero = lambda t: t.lstrip("-").startswith("0.000000e+00")
    if kind == "finite" and op in ("arith.divf", "arith.remf") and zero(b_text):
        return False
    if kind == "unsigned" and op in ("arith.subf", "arith.negf"):
        return False
    return True


# LLVM's roundToIntegral adds 2^(precision-1), which overflows (and trips an
# assertion) in formats whose largest value is below that.
NO_ROUNDING = {"f8E3M4", "f6E2M3FN"}


def fold_cases(out, name, width, precision, kind, pairs=8, unary=6):
    pick = arith_operands(name, width, precision, kind)
    digits = (width + 3) // 4
    lines, cases = [], []
    with Context() as ctx:
        def text_of(b):
            return str(Attribute.parse(f"0x{b:0{digits}X} : {name}")).rsplit(" : ", 1)[0]
        k = 0
        for op in BINARY:
            for _ in range(pairs):
                a, b = pick(), pick()
                if not safe(op, kind, text_of(a), text_of(b)):
                    continue
                lines.append(f"  %a{k} = arith.constant 0x{a:0{digits}X} : {name}")
                lines.append(f"  %b{k} = arith.constant 0x{b:0{digits}X} : {name}")
                lines.append(f"  %r{k} = {op} %a{k}, %b{k} : {name}")
                lines.append(f'  "t.use"(%r{k}) : ({name}) -> ()')
                cases.append((op, a, b))
                k += 1
        for op in UNARY:
            if op.startswith("math.") and op != "math.absf" and name in NO_ROUNDING:
                continue
            for _ in range(unary):
                a = pick()
                if not safe(op, kind, text_of(a), ""):
                    continue
                lines.append(f"  %a{k} = arith.constant 0x{a:0{digits}X} : {name}")
                lines.append(f"  %r{k} = {op} %a{k} : {name}")
                lines.append(f'  "t.use"(%r{k}) : ({name}) -> ()')
                cases.append((op, a, None))
                k += 1
        ctx.allow_unregistered_dialects = True
        src = "func.func @f() {\n" + "\n".join(lines) + "\n  return\n}\n"
        m = Module.parse(src)
        PassManager.parse("builtin.module(canonicalize)").run(m.operation)
        uses = [op for op in m.body.operations[0].regions[0].blocks[0].operations
                if op.name == "t.use"]
        assert len(uses) == len(cases)
        for (op, a, b), use in zip(cases, uses):
            d = use.operands[0].owner
            if d.name != "arith.constant":
                continue  # upstream declined to fold
            printed = str(d.attributes["value"]).rsplit(" : ", 1)[0]
            bt = "-" if b is None else f"{b:X}"
            out.write(f"A {op} {name} {a:X} {bt} {printed}\n")


def main():
    out = sys.stdout
    out.write("# Generated by gen_oracle_cases.py from upstream MLIR; do not edit.\n")
    with Context(), Location.unknown():
        for name, (width, precision, kind) in TYPES.items():
            ty = Type.parse(name)
            if width <= 8:
                patterns = range(1 << width)
            else:
                patterns = interesting_bits(width, precision)
            for bits in patterns:
                digits = (width + 3) // 4
                text = str(Attribute.parse(f"0x{bits:0{digits}X} : {name}"))
                printed = text.rsplit(" : ", 1)[0]
                out.write(f"B {name} {bits:X} {printed}\n")
            for v in interesting_doubles():
                if not allowed(kind, v):
                    continue
                printed = str(FloatAttr.get(ty, v)).rsplit(" : ", 1)[0]
                out.write(f"D {name} {f64_bits(v):X} {printed}\n")
        for name, (width, precision, kind) in TYPES.items():
            fold_cases(out, name, width, precision, kind)


if __name__ == "__main__":
    main()
