#!/usr/bin/env python3
"""Differential check of diagnostics against upstream MLIR 22 (not in CI).

Mutates the project's dialect test inputs one token at a time (type swaps,
dropped punctuation, extra operands, ...) with a fixed seed, keeps the
mutants upstream's mlir-opt rejects, and lists those on which rmlir-opt's
diagnostics (stderr and exit status) differ. Needs the reference install:

    MLIR_OPT=<upstream mlir-opt> scripts/diff-diagnostics.py [seed] [dir ...]

SHOW=<n> prints the first line of up to n differing outputs of each side.
"""
import glob
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR_OPT = os.environ.get("MLIR_OPT") or sys.exit("set MLIR_OPT to upstream's mlir-opt")
RMLIR_OPT = os.environ.get("RMLIR_OPT", os.path.join(ROOT, "target/debug/rmlir-opt"))
SUBS = [("i32", "i64"), ("f32", "f64"), ("index", "i32"), (", ", ", %arg0, "), (":", ""), ("(", ""),
        ("%arg1", "%arg0"), ("]", ""), ("x", "x2x"), ("i32", "f32"), ("f32", "i32"), ("1", "0"),
        ("2", "3"), ("->", "->  i1,"), (", ", " "), ("%", "%c")]


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    dirs = sys.argv[2:] or [os.path.join(ROOT, "test/dialects")]
    random.seed(seed)
    files = sorted(f for d in dirs for f in glob.glob(os.path.join(d, "**/*.mlir"), recursive=True))
    show = int(os.environ.get("SHOW", "10"))
    compared = differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "m.mlir")
        for f in files:
            src = open(f).read()
            if "expected-error" in src or "// -----" in src:
                continue
            lines = src.split("\n")
            for _ in range(6):
                i = random.randrange(len(lines))
                line = lines[i]
                if line.strip().startswith("//") or not line.strip():
                    continue
                a, b = random.choice(SUBS)
                starts = [k for k in range(len(line)) if line.startswith(a, k)]
                if not starts:
                    continue
                k = random.choice(starts)
                mutant = lines[:i] + [line[:k] + b + line[k + len(a):]] + lines[i + 1:]
                open(path, "w").write("\n".join(mutant))
                up = subprocess.run([MLIR_OPT, path, "--allow-unregistered-dialect"], capture_output=True, text=True)
                if up.returncode == 0:
                    continue
                ours = subprocess.run([RMLIR_OPT, path, "--allow-unregistered-dialect"], capture_output=True, text=True)
                compared += 1
                if up.stderr != ours.stderr or up.returncode != ours.returncode:
                    differ += 1
                    if differ <= show:
                        print(f"== {os.path.relpath(f, ROOT)}:{i + 1} {a!r} -> {b!r}")
                        print("  upstream:", up.stderr.split("\n")[0][:240])
                        print("  rmlir:   ", ours.stderr.split("\n")[0][:240])
    print(f"invalid mutants {compared}, diagnostics differ {differ}")


if __name__ == "__main__":
    main()
