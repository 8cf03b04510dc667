#!/usr/bin/env python3
"""Differential test of rmlir's bytecode against upstream MLIR's.

For every input chunk (each `// -----` part of the .mlir files under the
given folders, default test/) that both rmlir-opt and the reference
mlir-opt accept, checks three round trips, comparing printed text (with
locations) produced by the same tool:

  own       rmlir writes bytecode, rmlir reads it
  ours->up  rmlir writes bytecode, mlir-opt reads it
  up->ours  mlir-opt writes bytecode, rmlir reads it

each printed text being what either tool prints reading the text, or what
mlir-opt prints after its own bytecode round trip (which merges file
ranges that print alike). Both printers print what mlir-opt prints, so a
difference is a difference in the IR read.

Skips (exit 0) when the reference (~/.cache/mlir-anchors/ref-env.sh, or
$MLIR_OPT) is absent. Usage:
  scripts/bytecode_diff.py [--rmlir-opt PATH] [--version N] [-v] [DIR_OR_FILE...]
"""
import argparse
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def ref_env():
    """The reference's mlir-opt and its environment, or None."""
    env = dict(os.environ)
    ref = pathlib.Path.home() / ".cache/mlir-anchors/ref-env.sh"
    if "MLIR_OPT" not in env and ref.exists():
        out = subprocess.run(["bash", "-c", f"source {ref} >/dev/null 2>&1; env -0"], capture_output=True)
        for item in out.stdout.split(b"\0"):
            if b"=" in item:
                k, v = item.split(b"=", 1)
                env[k.decode()] = v.decode()
    opt = env.get("MLIR_OPT")
    if not opt or not os.path.exists(opt):
        return None
    return opt, env


def run(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, env=env, timeout=120)
    return p.returncode == 0, p.stdout, p.stderr


def chunks(path):
    text = path.read_text(errors="replace")
    parts = text.split("\n// -----\n") if "// -----" in text else [text]
    for i, part in enumerate(parts):
        yield f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}#{i}", part


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*", default=[str(ROOT / "test")])
    ap.add_argument("--rmlir-opt", default=os.environ.get("RMLIR_OPT", str(ROOT / "target/debug/rmlir-opt")))
    ap.add_argument("--version", type=int, default=None, help="bytecode version both tools write")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    ref = ref_env()
    if ref is None:
        print("skipped: reference mlir-opt not found")
        return 0
    mlir_opt, uenv = ref
    renv = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
    files = []
    for p in args.paths:
        p = pathlib.Path(p).resolve()
        files += sorted(p.rglob("*.mlir")) if p.is_dir() else [p]
    files = [f for f in files if "invalid" not in f.parts]
    common = ["--allow-unregistered-dialect", "--mlir-print-debuginfo"]
    emit = ["--emit-bytecode"] + ([f"--emit-bytecode-version={args.version}"] if args.version is not None else [])
    stats = {"chunks": 0, "own": [0, 0], "ours->up": [0, 0], "up->ours": [0, 0]}
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "in.mlir")
        bc_r = os.path.join(tmp, "r.mlirbc")
        bc_u = os.path.join(tmp, "u.mlirbc")
        for f in files:
            for name, part in chunks(f):
                with open(src, "w") as fh:
                    fh.write(part)
                ok_r, text_r, _ = run([args.rmlir_opt, src] + common, renv)
                ok_u, text_u, _ = run([mlir_opt, src] + common, uenv)
                if not (ok_r and ok_u):
                    continue
                stats["chunks"] += 1
                checks = []
                ok, _, err = run([args.rmlir_opt, src, "--allow-unregistered-dialect", "-o", bc_r] + emit, renv)
                if ok:
                    checks.append(("own", run([args.rmlir_opt, bc_r] + common, renv), text_r))
                    checks.append(("ours->up", run([mlir_opt, bc_r] + common, uenv), text_r))
                else:
                    checks.append(("own", (False, b"", err), text_r))
                    checks.append(("ours->up", (False, b"", err), text_r))
                ok, _, err = run([mlir_opt, src, "--allow-unregistered-dialect", "-o", bc_u] + emit, uenv)
                if ok:
                    checks.append(("up->ours", run([args.rmlir_opt, bc_u] + common, renv), text_u))
                # What the other direction of a check would print: the
                # text parsers differ in a few places (e.g. locations of
                # implicit terminators), and upstream's own round trip
                # merges file ranges that print alike; either is a pass.
                ok, _, _ = run([mlir_opt, src, "--allow-unregistered-dialect", "-o", bc_u] + emit, uenv)
                _, self_u, _ = run([mlir_opt, bc_u] + common, uenv) if ok else (False, b"", b"")
                for kind, (ok, out, err), want in checks:
                    good = ok and out in (want, text_r, text_u, self_u)
                    stats[kind][0 if good else 1] += 1
                    if not good:
                        why = err.decode(errors="replace").strip().splitlines()[:2] if not ok else ["printed text differs"]
                        failures.append(f"{kind:9} {name}: {' | '.join(why)}")
    for line in failures if args.v else failures[:20]:
        print("FAIL", line)
    print(f"chunks read by both tools: {stats['chunks']}")
    for kind in ("own", "ours->up", "up->ours"):
        good, bad = stats[kind]
        print(f"{kind:9} pass {good} fail {bad}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
