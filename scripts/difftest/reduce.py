#!/usr/bin/env python3
"""Shrink an .mlir program while rmlir-opt still differs from mlir-opt on it.

A line-oriented delta debugger for the programs gen_program.py writes (one
op per line, regions opened by a line ending in `{` and closed by a line
`}` at the same indentation). It removes whole ops (with their regions),
largest chunks first, then tries to turn each one-line op into a new
argument of its function (so its users stay), and keeps a change when the
candidate is still "interesting":

  * upstream mlir-opt accepts it (exit status 0), and
  * --mode diff (default): rmlir-opt succeeds and prints something else
    (compared after renaming SSA values and blocks when --semantic is on,
    so a difference that only shifts value numbers does not count), and
    the changed lines match --match REGEX when given;
  * --mode fail: rmlir-opt exits non-zero, crashes or times out, and its
    stderr matches --match REGEX when given.

    scripts/difftest/reduce.py prog.mlir --flags=--canonicalize \\
        --match 'index_cast' -o small.mlir

The result usually still needs a last pass by hand. Standard library only.
"""

import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


def normalize(text):
    out = []
    for l in text.splitlines():
        l = re.sub(r"%[0-9]+", "%N", l)
        l = re.sub(r"%([A-Za-z][A-Za-z0-9\-]*?)_[0-9]+\b", r"%\1", l)
        l = re.sub(r"%arg[0-9]+", "%arg", l)
        l = re.sub(r"\^bb[0-9]+", "^bb", l)
        l = re.sub(r"//.*preds?:.*$", "", l)
        out.append(l)
    return out


class Oracle:
    def __init__(self, args):
        self.args = args
        self.flags = shlex.split(args.flags)
        self.tests = 0
        fd, self.path = tempfile.mkstemp(suffix=".mlir", prefix="reduce-")
        os.close(fd)
        self.match = re.compile(args.match) if args.match else None

    def run(self, exe):
        try:
            p = subprocess.run([exe] + self.flags + [self.path], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=self.args.timeout)
            return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            return None, "", "timeout"

    def interesting(self, lines):
        self.tests += 1
        with open(self.path, "w") as fh:
            fh.write("\n".join(lines) + "\n")
        rc, ref_out, _ = self.run(self.args.ref)
        if rc != 0:
            return False
        rc, out, err = self.run(self.args.rmlir)
        if self.args.mode == "fail":
            if rc == 0:
                return False
            return self.match is None or bool(self.match.search(err))
        if rc != 0:
            return False
        if self.args.semantic:
            a, b = normalize(ref_out), normalize(out)
        else:
            a, b = ref_out.splitlines(), out.splitlines()
        if a == b:
            return False
        if self.match is None:
            return True
        for l in difflib.unified_diff(a, b, lineterm="", n=0):
            if l[:1] in "+-" and not l.startswith(("+++", "---")) and self.match.search(l):
                return True
        return False


def units(lines):
    """(start, end) line ranges of the removable ops, outermost first:
    a line that opens a region spans up to its closing `}`."""
    out = []
    stack = []
    for i, l in enumerate(lines):
        s = l.strip()
        if not s or s.startswith("//") or s in ("module {", "}") or s.startswith("^") \
                or s.startswith("} ") or s == "]":
            if s == "}" and stack and len(l) - len(l.lstrip()) == stack[-1][1]:
                start, _ = stack.pop()
                out.append((start, i + 1))
            continue
        ind = len(l) - len(l.lstrip())
        if s.endswith("{"):
            stack.append((i, ind))
        elif s.endswith("["):  # cf.switch: up to its `]`
            j = i + 1
            while j < len(lines) and lines[j].strip() != "]":
                j += 1
            out.append((i, j + 1))
        else:
            out.append((i, i + 1))
    out.sort(key=lambda r: (r[0], -r[1]))
    return out


def without(lines, ranges):
    drop = set()
    for a, b in ranges:
        drop.update(range(a, b))
    return [l for i, l in enumerate(lines) if i not in drop]


def reduce(lines, oracle, log):
    changed = True
    while changed:
        changed = False
        us = units(lines)
        g = max(1, len(us) // 2)
        while g >= 1:
            i = 0
            while True:
                us = units(lines)
                if i >= len(us):
                    break
                cand = without(lines, us[i:i + g])
                if len(cand) < len(lines) and oracle.interesting(cand):
                    lines = cand
                    changed = True
                    log("  %d lines (%d tests)" % (len(lines), oracle.tests))
                else:
                    i += g
            g //= 2
    return lines


FUNC_RE = re.compile(r"^  func\.func (private )?@([\w$.]+)\(([^)]*)\)( -> .*)? \{$")


def split_functions(lines):
    """(header lines before the first function, [(name, decl, body lines)]),
    for the module layout gen_program.py writes, or None."""
    if not lines or lines[-1].strip() != "}":
        return None
    funcs = []
    head = []
    i = 0
    while i < len(lines) - 1:
        m = FUNC_RE.match(lines[i])
        if not m:
            if funcs:
                funcs[-1][2].append(lines[i])
            else:
                head.append(lines[i])
            i += 1
            continue
        j = i + 1
        while j < len(lines) and lines[j] != "  }":
            j += 1
        args = ", ".join(a.split(": ", 1)[1] for a in m.group(3).split(", ") if a) if m.group(3) else ""
        decl = "  func.func private @%s(%s)%s" % (m.group(2), args, m.group(4) or "")
        funcs.append((m.group(2), decl, lines[i:j + 1]))
        i = j + 1
    return head, funcs


def isolate_function(lines, oracle, log):
    """Try each function alone (the others as private declarations); the
    smallest interesting one wins. Fine for function-local passes."""
    split = split_functions(lines)
    if not split or len(split[1]) < 2:
        return lines
    head, funcs = split
    best = None
    for name, _, body in sorted(funcs, key=lambda f: len(f[2])):
        cand = head + [d for n, d, _ in funcs if n != name] + body + ["}"]
        if oracle.interesting(cand):
            best = cand
            log("  function @%s alone: %d lines" % (name, len(cand)))
            break
    return best or lines


DEF_RE = re.compile(r"^(\s*)(%[\w.$-]+) = (\S+) (.*)$")


def result_type(op, rest):
    """The result type of a one-line single-result op as gen_program.py
    writes it, or None."""
    if op in ("arith.cmpi", "arith.cmpf", "index.cmp", "index.bool.constant") or \
            op in ("math.isnan", "math.isinf", "math.isfinite"):
        return "i1"
    if op in ("index.constant", "index.sizeof") or (op.startswith("index.") and ":" not in rest):
        return "index"
    if op == "arith.constant":
        if ":" not in rest:
            return "i1"
        return rest.rsplit(":", 1)[1].strip()
    if ":" not in rest:
        return None
    ty = rest.rsplit(":", 1)[1].strip()
    if " to " in ty:
        return ty.split(" to ")[1].strip()
    if op == "memref.load":
        m = re.match(r"memref<(?:[?\d]+x)*(\w+)>", ty)
        return m.group(1) if m else None
    if op == "math.fpowi":
        return ty.split(",")[0].strip()
    if op.startswith(("arith.", "math.")) and re.fullmatch(r"[\w]+", ty):
        return ty
    return None


def argify(lines, oracle, log):
    """Replace single-result ops by new arguments of their function, from
    the last op up."""
    i = len(lines) - 1
    while i >= 0:
        m = DEF_RE.match(lines[i])
        ty = m and ":" not in m.group(2) and result_type(m.group(3), m.group(4))
        if ty:
            h = i - 1
            while h >= 0 and not FUNC_RE.match(lines[h]):
                h -= 1
            if h >= 0:
                fm = FUNC_RE.match(lines[h])
                args = fm.group(3)
                new_args = (args + ", " if args else "") + "%s: %s" % (m.group(2), ty)
                start, end = fm.span(3)
                header = lines[h][:start] + new_args + lines[h][end:]
                cand = lines[:h] + [header] + lines[h + 1:i] + lines[i + 1:]
                if oracle.interesting(cand):
                    lines = cand
                    log("  %d lines (%d tests), %s is an argument" % (len(lines), oracle.tests, m.group(2)))
        i = min(i, len(lines)) - 1
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("input")
    ap.add_argument("--flags", required=True, help="mlir-opt flags, e.g. --flags=--canonicalize")
    ap.add_argument("--ref", default=os.environ.get("MLIR_OPT"), help="upstream mlir-opt (default $MLIR_OPT)")
    ap.add_argument("--rmlir", default=os.path.join(REPO, "target/debug/rmlir-opt"))
    ap.add_argument("--mode", choices=["diff", "fail"], default="diff")
    ap.add_argument("--match", help="regex a changed line (diff) or rmlir's stderr (fail) must match")
    ap.add_argument("--semantic", action="store_true", default=True,
                    help="ignore differences in SSA value and block numbering (default)")
    ap.add_argument("--exact", dest="semantic", action="store_false",
                    help="compare outputs byte for byte")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--no-argify", action="store_true",
                    help="do not turn ops into function arguments")
    ap.add_argument("--no-isolate", action="store_true",
                    help="do not start by trying each function alone")
    ap.add_argument("-o", "--output", help="write the result here (default stdout)")
    args = ap.parse_args()
    if not args.ref:
        print("reduce: no reference mlir-opt ($MLIR_OPT or --ref)", file=sys.stderr)
        return 2
    with open(args.input) as fh:
        lines = fh.read().splitlines()
    oracle = Oracle(args)
    try:
        if not oracle.interesting(lines):
            print("reduce: the input is not interesting to begin with", file=sys.stderr)
            return 1
        log = lambda m: print(m, file=sys.stderr, flush=True)
        if not args.no_isolate:
            lines = isolate_function(lines, oracle, log)
        while True:
            n = len(lines)
            lines = reduce(lines, oracle, log)
            if not args.no_argify:
                lines = argify(lines, oracle, log)
            if len(lines) >= n:
                break
    finally:
        os.unlink(oracle.path)
    text = "\n".join(lines) + "\n"
    if args.output:
        with open(args.output, "w") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
    print("reduce: %d lines after %d tests" % (len(lines), oracle.tests), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
