#!/usr/bin/env python3
"""Differential test of rmlir-opt against upstream mlir-opt on random programs.

For each seed, gen_program.py writes a program; each pass (or pipeline) runs
over it with upstream's mlir-opt (the oracle) and with rmlir-opt, using the
same flags, and the two outputs are compared byte for byte. Per pass it
reports the programs that are identical, those that differ, the number of
differing lines (difflib unified diff, `+`/`-` lines; "renamed": the same
count once SSA values and blocks are renamed alike, so a change that only
shifts value numbers is not counted), an excerpt of the first few
differences, and, worst first, every run where rmlir-opt crashed (panic or
signal), hung (timeout) or rejected a program upstream accepted.

    source ~/.cache/mlir-anchors/ref-env.sh      # or pass --ref
    scripts/difftest/run_difftest.py -n 20 --ops 5000

The exit status is 1 when anything differs (0 with --report-only), 2 on a
usage problem; when no reference mlir-opt is given (neither --ref nor
$MLIR_OPT) the run is skipped with a message and exit status 0.

--check-generator runs only the reference (parse and verify, then every
pass) and reports the seeds it rejects: the generator's own test.

Files go to a temporary directory, removed at the end, unless --workdir is
given (then programs, outputs and .diff files stay there). Standard library
only.
"""

import argparse
import concurrent.futures as cf
import difflib
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen_program  # noqa: E402
from reduce import normalize  # noqa: E402

DEFAULT_PASSES = [
    "canonicalize", "cse", "sccp", "loop-invariant-code-motion",
    "control-flow-sink", "symbol-dce", "inline", "canonicalize,cse",
]


def pass_flags(p):
    """`--PASS` for a single pass without options, a pipeline otherwise."""
    if "," in p or "{" in p or "(" in p:
        return ["--pass-pipeline=builtin.module(%s)" % p]
    return ["--" + p]


def pass_slug(p):
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in p)


class Run:
    __slots__ = ("rc", "out", "err", "timeout", "secs")

    def __init__(self, rc, out, err, timeout, secs):
        self.rc, self.out, self.err, self.timeout, self.secs = rc, out, err, timeout, secs


def run_tool(cmd, timeout):
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
        return Run(p.returncode, p.stdout, p.stderr, False, time.monotonic() - t0)
    except subprocess.TimeoutExpired as e:
        return Run(None, e.stdout or b"", e.stderr or b"", True, time.monotonic() - t0)


def classify_failure(r):
    """None for a clean run, else 'hang', 'crash' or 'rejected'."""
    if r.timeout:
        return "hang"
    if r.rc == 0:
        return None
    err = r.err.decode("utf-8", "replace")
    if r.rc < 0 or r.rc == 101 or "panicked at" in err or "Stack dump" in err:
        return "crash"
    return "rejected"


def first_lines(b, n=6):
    lines = b.decode("utf-8", "replace").strip().splitlines()
    return "\n".join(lines[:n])


def unified(ref, ours, name):
    a = ref.decode("utf-8", "replace").splitlines(keepends=True)
    b = ours.decode("utf-8", "replace").splitlines(keepends=True)
    diff = list(difflib.unified_diff(a, b, name + " (mlir-opt)", name + " (rmlir-opt)", n=2))
    changed = sum(1 for l in diff
                  if l[:1] in "+-" and not l.startswith("+++") and not l.startswith("---"))
    return diff, changed


def normalized_changed(ref, ours):
    """Differing lines once SSA values and blocks are renamed alike: a
    difference that only shifts value numbers does not count."""
    a = normalize(ref.decode("utf-8", "replace"))
    b = normalize(ours.decode("utf-8", "replace"))
    return sum(1 for l in difflib.unified_diff(a, b, lineterm="", n=0)
               if l[:1] in "+-" and not l.startswith(("+++", "---")))


def main():
    ap = argparse.ArgumentParser(
        description="Differential test of rmlir-opt against upstream mlir-opt on random programs.")
    ap.add_argument("-n", "--seeds", type=int, default=20, help="number of seeds (default 20)")
    ap.add_argument("--first-seed", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("--seed-list", help="comma-separated seeds (overrides -n/--first-seed)")
    ap.add_argument("--ops", type=int, default=5000, help="target ops per program (default 5000)")
    ap.add_argument("--passes", nargs="+", default=DEFAULT_PASSES, metavar="PASS",
                    help="passes or comma-separated pipelines (default: %s)" % " ".join(DEFAULT_PASSES))
    ap.add_argument("--ref", help="upstream mlir-opt (default: $MLIR_OPT)")
    ap.add_argument("--rmlir", default=os.path.join(os.environ.get("CARGO_TARGET_DIR", "target"), "debug", "rmlir-opt"),
                    help="rmlir-opt, relative to the repository unless absolute (default $CARGO_TARGET_DIR/debug/rmlir-opt, "
                    "else target/debug/rmlir-opt)")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="parallel tool runs (default 2)")
    ap.add_argument("--timeout", type=float, default=120, help="seconds per tool run (default 120)")
    ap.add_argument("--workdir", help="keep programs, outputs and diffs here (default: a temp dir, removed)")
    ap.add_argument("--excerpts", type=int, default=3, help="difference excerpts shown per pass (default 3)")
    ap.add_argument("--excerpt-lines", type=int, default=16, help="lines per excerpt (default 16)")
    ap.add_argument("--report-only", action="store_true", help="exit 0 even when outputs differ")
    ap.add_argument("--check-generator", action="store_true",
                    help="only check that the reference accepts every program and pass")
    args = ap.parse_args()

    ref = args.ref or os.environ.get("MLIR_OPT")
    if not ref:
        print("difftest: SKIPPED: no reference mlir-opt (set $MLIR_OPT or pass --ref)")
        return 0
    if not (os.path.isfile(ref) and os.access(ref, os.X_OK)):
        print("difftest: SKIPPED: reference mlir-opt %r is not an executable file" % ref)
        return 0
    rmlir = args.rmlir if os.path.isabs(args.rmlir) else os.path.join(REPO, args.rmlir)
    if not args.check_generator and not (os.path.isfile(rmlir) and os.access(rmlir, os.X_OK)):
        print("difftest: error: rmlir-opt %r not found (cargo build -p rmlir-opt)" % rmlir, file=sys.stderr)
        return 2

    if args.seed_list:
        seeds = [int(s) for s in args.seed_list.split(",") if s.strip()]
    else:
        seeds = list(range(args.first_seed, args.first_seed + args.seeds))

    tmp = None
    if args.workdir:
        workdir = os.path.abspath(args.workdir)
        os.makedirs(workdir, exist_ok=True)
    else:
        tmp = workdir = tempfile.mkdtemp(prefix="difftest-")

    try:
        return run(args, ref, rmlir, seeds, workdir)
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)


def run(args, ref, rmlir, seeds, workdir):
    keep = bool(args.workdir)
    passes = args.passes
    lock = threading.Lock()
    t_start = time.monotonic()

    # Programs first (cheap, deterministic).
    progs = {}
    for s in seeds:
        path = os.path.join(workdir, "seed%d.mlir" % s)
        with open(path, "w") as fh:
            fh.write(gen_program.Gen(s, args.ops).generate())
        progs[s] = path

    jobs = []  # (seed, pass or None, tool)
    for s in seeds:
        if args.check_generator:
            jobs.append((s, None, "ref"))
        for p in passes:
            jobs.append((s, p, "ref"))
            if not args.check_generator:
                jobs.append((s, p, "rmlir"))

    results = {}
    done = [0]

    def work(job):
        s, p, tool = job
        exe = ref if tool == "ref" else rmlir
        flags = pass_flags(p) if p else []
        r = run_tool([exe] + flags + [progs[s]], args.timeout)
        with lock:
            done[0] += 1
            if done[0] % 20 == 0 or done[0] == len(jobs):
                print("  ... %d/%d runs" % (done[0], len(jobs)), file=sys.stderr, flush=True)
        return job, r

    print("difftest: %d seeds x %d ops, %d passes, %d runs, -j %d, workdir %s" % (
        len(seeds), args.ops, len(passes), len(jobs), args.jobs,
        workdir if keep else "(temporary)"), flush=True)
    with cf.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        for job, r in ex.map(work, jobs):
            results[job] = r

    if args.check_generator:
        return report_generator(args, seeds, passes, results, progs)

    # Compare.
    rows = []
    findings = []  # (kind, pass, seed, message)
    excerpts = {}
    ref_errors = []
    for p in passes:
        row = {"pass": p, "identical": 0, "differ": 0, "lines": 0, "norm": 0, "crash": 0, "hang": 0,
               "rejected": 0, "ref_error": 0, "secs_ref": 0.0, "secs_rmlir": 0.0}
        excerpts[p] = []
        for s in seeds:
            rr, ro = results[(s, p, "ref")], results[(s, p, "rmlir")]
            row["secs_ref"] += rr.secs
            row["secs_rmlir"] += ro.secs
            if rr.timeout or rr.rc != 0:
                row["ref_error"] += 1
                ref_errors.append((p, s, "timeout" if rr.timeout else first_lines(rr.err, 3)))
                continue
            fail = classify_failure(ro)
            if fail:
                row[fail] += 1
                msg = "timeout after %gs" % args.timeout if fail == "hang" else first_lines(ro.err, 8)
                findings.append((fail, p, s, msg))
                continue
            if rr.out == ro.out:
                row["identical"] += 1
                continue
            row["differ"] += 1
            name = "seed%d.%s" % (s, pass_slug(p))
            diff, changed = unified(rr.out, ro.out, name)
            row["lines"] += changed
            row["norm"] += normalized_changed(rr.out, ro.out)
            if keep:
                base = os.path.join(workdir, name)
                with open(base + ".ref.mlir", "wb") as fh:
                    fh.write(rr.out)
                with open(base + ".rmlir.mlir", "wb") as fh:
                    fh.write(ro.out)
                with open(base + ".diff", "w") as fh:
                    fh.writelines(diff)
            if len(excerpts[p]) < args.excerpts:
                excerpts[p].append((s, changed, diff[:args.excerpt_lines]))
        rows.append(row)

    # Report.
    print()
    hdr = ("pass", "identical", "differing", "diff lines", "renamed", "crash", "hang", "rejected",
           "ref err", "t ref", "t rmlir")
    table = [hdr]
    for r in rows:
        table.append((r["pass"], str(r["identical"]), str(r["differ"]), str(r["lines"]),
                      str(r["norm"]), str(r["crash"]), str(r["hang"]), str(r["rejected"]), str(r["ref_error"]),
                      "%.1fs" % r["secs_ref"], "%.1fs" % r["secs_rmlir"]))
    widths = [max(len(t[i]) for t in table) for i in range(len(hdr))]
    for i, t in enumerate(table):
        print("  ".join(c.ljust(w) if j == 0 else c.rjust(w) for j, (c, w) in enumerate(zip(t, widths))))
        if i == 0:
            print("  ".join("-" * w for w in widths))

    order = {"crash": 0, "hang": 1, "rejected": 2}
    if findings:
        print("\nrmlir-opt crashed, hung or rejected a program upstream accepts:")
        for kind, p, s, msg in sorted(findings, key=lambda f: (order[f[0]], f[1], f[2])):
            print("  [%s] pass %s, seed %d: %s" % (kind, p, s, " ".join(
                shlex.quote(x) for x in [rmlir] + pass_flags(p) + [progs[s]])))
            for l in msg.splitlines():
                print("      " + l)
    if ref_errors:
        print("\nupstream mlir-opt failed or timed out (a generator bug, or --timeout too short;"
              " those runs were not compared):")
        for p, s, msg in ref_errors:
            print("  pass %s, seed %d: %s" % (p, s, msg.replace("\n", " | ")))

    any_diff = False
    for p in passes:
        if not excerpts[p]:
            continue
        any_diff = True
        print("\n== %s: first differences ==" % p)
        for s, changed, lines in excerpts[p]:
            print("-- seed %d (%d differing lines)" % (s, changed))
            for l in lines:
                print("   " + l.rstrip("\n"))
    print("\ntotal: %d runs in %.0fs%s" % (len(jobs), time.monotonic() - t_start,
                                         ", outputs and diffs in " + workdir if keep else ""))
    bad = any_diff or findings or ref_errors
    if bad and not args.report_only:
        return 1
    return 0


def report_generator(args, seeds, passes, results, progs):
    bad = []
    for (s, p, _), r in sorted(results.items(), key=lambda kv: (kv[0][0], kv[0][1] or "")):
        if r.timeout or r.rc != 0:
            bad.append((s, p, "timeout" if r.timeout else first_lines(r.err, 4)))
    print("generator check: %d seeds x %d ops, parse+verify and %d passes: %d failing runs" % (
        len(seeds), args.ops, len(passes), len(bad)))
    for s, p, msg in bad:
        print("  seed %d, %s: %s" % (s, p or "parse/verify", msg.replace("\n", " | ")))
    if bad and args.workdir is None:
        print("  (rerun with --workdir to keep the programs)")
    return 1 if bad and not args.report_only else 0


if __name__ == "__main__":
    sys.exit(main())
