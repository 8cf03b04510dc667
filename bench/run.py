#!/usr/bin/env python3
"""Side-by-side benchmarks of rmlir against upstream MLIR 22, in one run.

Every benchmark runs the same work under upstream (mlir-opt / upstream's
Python bindings, installed by bench/setup-reference.sh) and under rmlir
(rmlir-opt / rmlir's Python bindings), interleaving the two, and reports:

* seconds: best wall time of --repeat runs (for "parse only", the best
  "Parser" entry of --mlir-timing instead of the whole process);
* speed ratio: upstream seconds / rmlir seconds (> 1 means rmlir is faster);
* peak RSS (MB): ru_maxrss of the tool process, read with wait4 by the tiny
  C helper rusage_exec.c (compiled with cc on first use) so that the runner's
  own memory does not leak into it; the smallest over the repeats;
* B/op: (peak RSS - peak RSS of the same tool on an empty module) / ops, the
  memory the process needs per op to hold the module;
* whether both tools printed byte-identical output.

A tool that fails (exit status != 0) gets "<tool> failed: <first stderr
line>" instead of numbers (for Python scripts, the exception line). Nothing is
ever estimated or filled in.

Stdlib only: runs with any python3 >= 3.7 (and cc for the helper; without
one it falls back to measuring directly and says so). See bench/README.md.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Dict, List, Optional

BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent
sys.path.insert(0, str(BENCH_DIR))
import gen_ir  # noqa: E402  (needs the path above)

DEFAULT_VENV = Path(os.environ.get("RMLIR_REF_VENV", BENCH_DIR / ".ref-venv"))


def log(msg: str) -> None:
    """Progress on stderr, so stdout holds only the report."""
    print(msg, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------
# Running one process and measuring it
# ---------------------------------------------------------------------------


@dataclass
class Run:
    """One finished child process."""

    returncode: int  # negative: killed by that signal
    seconds: float  # wall time, fork to reap
    cpu_seconds: float  # user + system of the child
    maxrss_kb: int  # ru_maxrss of the child (KiB on Linux)
    stdout: str
    stderr: str


def exit_code(status: int) -> int:
    """os.waitstatus_to_exitcode, spelled out for Pythons older than 3.9."""
    if os.WIFSIGNALED(status):
        return -os.WTERMSIG(status)
    return os.WEXITSTATUS(status)


# Path of the compiled rusage_exec helper, or None to spawn tools directly.
# Set once by prepare_rusage_helper() before anything is measured.
RUSAGE_HELPER: Optional[str] = None


def prepare_rusage_helper(workdir: Path) -> Optional[str]:
    """Compile bench/rusage_exec.c (once per source version) and return why not, if it failed.

    Without it, a child's ru_maxrss includes the runner's own peak RSS (Linux
    folds the pre-exec address space's high-water mark into it), which would
    hide a small tool's empty-module baseline; see rusage_exec.c.
    """
    global RUSAGE_HELPER
    src = BENCH_DIR / "rusage_exec.c"
    digest = hashlib.sha256(src.read_bytes()).hexdigest()[:8]
    exe = workdir / f"rusage_exec-{digest}"
    if not exe.exists():
        workdir.mkdir(parents=True, exist_ok=True)
        tmp = exe.with_suffix(".tmp")
        try:
            proc = subprocess.run([os.environ.get("CC", "cc"), "-O2", "-o", str(tmp), str(src)],
                                  capture_output=True, text=True)
        except OSError as e:
            return f"no C compiler ({e.strerror}) to build bench/rusage_exec.c"
        if proc.returncode != 0:
            return f"building bench/rusage_exec.c failed: {proc.stderr.strip().splitlines()[0]}"
        tmp.rename(exe)
    RUSAGE_HELPER = str(exe)
    return None


def run_measured(argv: List[str], env: Dict[str, str]) -> Run:
    """Run argv to completion and return its wall time and its own rusage.

    stdout/stderr go to temporary files rather than pipes: a tool printing a
    lot on stderr (diagnostics, timing reports) can then never block on a full
    pipe while we wait for it.
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        if RUSAGE_HELPER:
            run = run_via_helper(argv, env, out, err)
        else:
            run = run_direct(argv, env, out, err)
        out.seek(0)
        err.seek(0)
        run.stdout = out.read().decode(errors="replace")
        run.stderr = err.read().decode(errors="replace") + run.stderr
        return run


def run_via_helper(argv: List[str], env: Dict[str, str], out, err) -> Run:
    """Spawn through rusage_exec, which forks the tool from a tiny process and reports its rusage."""
    fd, report = tempfile.mkstemp(prefix="rusage-")
    os.close(fd)
    try:
        proc = subprocess.run([RUSAGE_HELPER, report, *argv], stdin=subprocess.DEVNULL,
                              stdout=out, stderr=err, env=env)
        fields = Path(report).read_text().split()
    finally:
        os.unlink(report)
    if len(fields) != 5:  # the helper itself failed; its reason is on stderr
        return Run(proc.returncode, 0.0, 0.0, 0, "", "")
    status, maxrss_kb = int(fields[0]), int(fields[1])
    user, system, wall = (float(f) for f in fields[2:])
    return Run(exit_code(status), wall, user + system, maxrss_kb, "", "")


def run_direct(argv: List[str], env: Dict[str, str], out, err) -> Run:
    """Spawn the tool ourselves (fallback without the helper: ru_maxrss then has the runner's peak as a floor)."""
    start = time.perf_counter()
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=err, env=env)
    except OSError as e:
        return Run(127, 0.0, 0.0, 0, "", f"cannot execute {argv[0]}: {e.strerror}")
    # wait4 rather than proc.wait(): it also returns the child's rusage.
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    proc.returncode = exit_code(status)  # tell Popen the child is already reaped
    return Run(proc.returncode, seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, "", "")


def failure_summary(run: Run, last_line: bool = False) -> str:
    """Why a run failed, in one line: the first stderr line (the last for Python tracebacks)."""
    lines = [l.strip() for l in run.stderr.splitlines() if l.strip()]
    if lines:
        return lines[-1] if last_line else lines[0]
    if run.returncode < 0:
        return f"killed by signal {-run.returncode}, no stderr"
    return f"exit status {run.returncode}, no stderr"


# ---------------------------------------------------------------------------
# Tools, results, report
# ---------------------------------------------------------------------------


@dataclass
class Tool:
    """A program under test and the environment it runs in."""

    label: str  # "upstream" or "rmlir": the two sides of every row
    path: str
    env: Dict[str, str]
    is_python: bool = False

    def missing(self) -> Optional[str]:
        """Why this tool cannot be run at all, or None."""
        if not self.path:
            return "not configured"
        if os.sep in self.path and not os.access(self.path, os.X_OK):
            return f"{self.path} not found"
        return None


@dataclass
class Outcome:
    """One tool's numbers on one row, or the reason there are none."""

    seconds: Optional[float] = None
    rss_mb: Optional[float] = None
    bytes_per_op: Optional[float] = None
    failure: Optional[str] = None  # "rmlir failed: ...", "skipped: ..."
    extra: Dict[str, object] = field(default_factory=dict)

    def to_json(self) -> dict:
        d = {k: getattr(self, k) for k in ("seconds", "rss_mb", "bytes_per_op", "failure")}
        d.update(self.extra)
        return d


@dataclass
class Row:
    """One line of the table: the same work under upstream and under rmlir."""

    benchmark: str
    upstream: Outcome
    rmlir: Outcome
    ops: int

    @property
    def speed_ratio(self) -> Optional[float]:
        if self.upstream.seconds and self.rmlir.seconds:
            return self.upstream.seconds / self.rmlir.seconds
        return None

    def to_json(self) -> dict:
        return {"benchmark": self.benchmark, "ops": self.ops, "speed_ratio": self.speed_ratio,
                "upstream": self.upstream.to_json(), "rmlir": self.rmlir.to_json()}


@dataclass
class Check:
    """A yes/no comparison of the two tools' results (printed text, counts)."""

    name: str
    identical: Optional[bool]  # None: could not compare
    detail: str = ""
    what: str = "output identical"  # what was compared, as the report line says it

    def line(self) -> str:
        verdict = {True: "yes", False: "no", None: "n/a"}[self.identical]
        return f"{self.name}: {self.what}: {verdict}" + (f" ({self.detail})" if self.detail else "")

    def to_json(self) -> dict:
        return {"name": self.name, "compared": self.what, "identical": self.identical, "detail": self.detail}


@dataclass
class Section:
    """What one benchmark contributes to the report."""

    rows: List[Row] = field(default_factory=list)
    checks: List[Check] = field(default_factory=list)
    notes: List[str] = field(default_factory=list)


class NoMeasurement(Exception):
    """A run succeeded but did not yield the number we asked for."""


# ---------------------------------------------------------------------------
# The shared state every benchmark gets
# ---------------------------------------------------------------------------


@dataclass
class Setup:
    """Options and tools of this run, plus caches shared between benchmarks."""

    ops: int
    repeat: int
    workdir: Path
    upstream_opt: Tool
    rmlir_opt: Tool
    upstream_py: Tool
    rmlir_py: Tool
    _baselines: Dict[tuple, Optional[int]] = field(default_factory=dict)

    def opt_tools(self) -> List[Tool]:
        return [self.upstream_opt, self.rmlir_opt]

    def py_tools(self) -> List[Tool]:
        return [self.upstream_py, self.rmlir_py]

    def input_file(self, kind: str, ops: Optional[int] = None) -> Path:
        """gen_ir.py's module of `kind`, written once per (kind, ops, generator version)."""
        ops = self.ops if ops is None else ops
        # The generator's own hash in the name: editing gen_ir.py invalidates old inputs.
        version = hashlib.sha256(Path(gen_ir.__file__).read_bytes()).hexdigest()[:8]
        path = self.workdir / "inputs" / f"{kind}-{ops}-{version}.mlir"
        if not path.exists():
            log(f"  generating {path.name}")
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(gen_ir.generate(kind, ops))
            tmp.rename(path)
        return path

    def empty_module(self) -> Path:
        path = self.workdir / "inputs" / "empty.mlir"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("module {\n}\n")
        return path

    def baseline_kb(self, tool: Tool, argv: List[str]) -> Optional[int]:
        """Smallest peak RSS of `argv` (the tool doing nothing much), cached; None if it fails."""
        key = (tool.label, tool.path, tuple(argv))
        if key not in self._baselines:
            runs = [run_measured(argv, tool.env) for _ in range(self.repeat)]
            ok = [r.maxrss_kb for r in runs if r.returncode == 0]
            self._baselines[key] = min(ok) if ok else None
        return self._baselines[key]


def run_interleaved(setup: Setup, tools: List[Tool], make_argv: Callable[[Tool], List[str]]) -> Dict[str, List[Run]]:
    """Run each tool `repeat` times, alternating tools, so drift on the machine hits both alike.

    A tool is not repeated after a failure; its list then ends with the failed run.
    """
    runs: Dict[str, List[Run]] = {t.label: [] for t in tools}
    for _ in range(setup.repeat):
        for tool in tools:
            done = runs[tool.label]
            if tool.missing() or (done and done[-1].returncode != 0):
                continue
            done.append(run_measured(make_argv(tool), tool.env))
    return runs


def summarize(tool: Tool, runs: List[Run], ops: int, baseline_kb: Optional[int],
              seconds_of: Callable[[Run], float] = lambda r: r.seconds) -> Outcome:
    """Best time, smallest peak RSS and memory per op of a tool's runs, or its failure."""
    missing = tool.missing()  # checked first: `runs` is empty for a tool that could not run
    if missing:
        if tool.is_python:
            return Outcome(failure=f"skipped: {tool.label} Python {missing}")
        hint = " (cargo build --release)" if tool.label == "rmlir" else " (run bench/setup-reference.sh)"
        return Outcome(failure=f"{tool.label} failed: {missing}{hint}")
    last = runs[-1]
    if last.returncode != 0:
        return Outcome(failure=f"{tool.label} failed: {failure_summary(last, last_line=tool.is_python)}")
    try:
        seconds = min(seconds_of(r) for r in runs)
    except NoMeasurement as e:
        return Outcome(failure=f"{tool.label}: {e}")
    rss_kb = min(r.maxrss_kb for r in runs)
    per_op = (rss_kb - baseline_kb) * 1024 / ops if baseline_kb is not None else None
    extra = {"cpu_seconds": min(r.cpu_seconds for r in runs), "runs": len(runs),
             "baseline_rss_mb": baseline_kb / 1024 if baseline_kb is not None else None}
    return Outcome(seconds=seconds, rss_mb=rss_kb / 1024, bytes_per_op=per_op, extra=extra)


def compare_files(name: str, a: Path, b: Path) -> Check:
    """Byte comparison of two tools' outputs, naming the first differing line."""
    da, db = a.read_bytes(), b.read_bytes()
    if da == db:
        return Check(name, True)
    la, lb = da.splitlines(), db.splitlines()
    for i, (x, y) in enumerate(zip(la, lb), start=1):
        if x != y:
            return Check(name, False, f"line {i}: upstream {clip(x)!r} vs rmlir {clip(y)!r}")
    n = min(len(la), len(lb)) + 1
    if len(la) != len(lb):
        return Check(name, False, f"line {n}: one output ends here (upstream {len(la)} lines, rmlir {len(lb)})")
    return Check(name, False, "same lines, different line endings or final newline")


def clip(line: bytes, width: int = 80) -> str:
    text = line.decode(errors="replace").strip()
    return text if len(text) <= width else text[: width - 3] + "..."


# ---------------------------------------------------------------------------
# Benchmark registry
# ---------------------------------------------------------------------------

# name -> (function(setup) -> Section, one-line description). Add a benchmark
# by decorating a function with @benchmark; --only and --list see it at once.
BENCHMARKS: Dict[str, tuple] = {}


def benchmark(name: str, description: str):
    def register(fn: Callable[[Setup], Section]):
        BENCHMARKS[name] = (fn, description)
        return fn
    return register


# --- mlir-opt vs rmlir-opt --------------------------------------------------

TIMING_ENTRY = re.compile(r"([0-9]+\.[0-9]+)\s+\(\s*[0-9.]+%\)")


def parser_seconds(run: Run) -> float:
    """The wall time of the 'Parser' entry of an --mlir-timing report on stderr.

    With several columns (user, wall, ...), wall time is the last one."""
    for line in run.stderr.splitlines():
        if line.rstrip().endswith(" Parser"):
            times = TIMING_ENTRY.findall(line)
            if times:
                return float(times[-1])
    raise NoMeasurement("no 'Parser' entry in its --mlir-timing report")


def opt_benchmark(setup: Setup, kind: str, flags: List[str]) -> Section:
    """parse+print (custom and generic form) and parse only of gen_ir's `kind` module, both tools."""
    section = Section()
    src = str(setup.input_file(kind))
    empty = str(setup.empty_module())
    tools = setup.opt_tools()
    baselines = {t.label: setup.baseline_kb(t, [t.path, *flags, empty, "-o", os.devnull]) for t in tools}

    modes = [("parse+print", "custom form", []),
             ("parse+print --mlir-print-op-generic", "generic form", ["--mlir-print-op-generic"])]
    for row_name, form, mode_flags in modes:
        log(f"  {kind}: {row_name}")
        runs = run_interleaved(setup, tools, lambda t: [t.path, *flags, *mode_flags, src, "-o", os.devnull])
        section.rows.append(Row(f"{kind}: {row_name}",
                                *(summarize(t, runs[t.label], setup.ops, baselines[t.label]) for t in tools),
                                ops=setup.ops))
        section.checks.append(compare_outputs(setup, kind, form, tools, [*flags, *mode_flags], src))

    log(f"  {kind}: parse only")
    runs = run_interleaved(setup, tools, lambda t: [t.path, *flags, "--mlir-timing", src, "-o", os.devnull])
    section.rows.append(Row(f"{kind}: parse only (--mlir-timing Parser)",
                            *(summarize(t, runs[t.label], setup.ops, baselines[t.label], parser_seconds)
                              for t in tools),
                            ops=setup.ops))
    return section


def compare_outputs(setup: Setup, kind: str, form: str, tools: List[Tool], flags: List[str], src: str) -> Check:
    """One extra, untimed run per tool writing to a file, then a byte comparison."""
    name = f"{kind} ({form})"
    outputs = {}
    for tool in tools:
        if tool.missing():
            return Check(name, None, f"{tool.label}: {tool.missing()}")
        out = setup.workdir / "outputs" / f"{kind}-{form.replace(' ', '-')}.{tool.label}.mlir"
        out.parent.mkdir(parents=True, exist_ok=True)
        run = run_measured([tool.path, *flags, src, "-o", str(out)], tool.env)
        if run.returncode != 0:
            return Check(name, None, f"{tool.label} failed: {failure_summary(run)}")
        outputs[tool.label] = out
    return compare_files(name, outputs["upstream"], outputs["rmlir"])


@benchmark("generic", "unregistered ops in generic form (--allow-unregistered-dialect)")
def bench_generic(setup: Setup) -> Section:
    return opt_benchmark(setup, "generic", ["--allow-unregistered-dialect"])


@benchmark("func_arith", "func/arith/scf in custom syntax (registered dialects)")
def bench_func_arith(setup: Setup) -> Section:
    return opt_benchmark(setup, "func_arith", [])


@benchmark("func_arith_passes", "--canonicalize --cse on the func/arith/scf module, both tools")
def bench_func_arith_passes(setup: Setup) -> Section:
    """parse, canonicalize, cse and print the func_arith module, with the outputs compared."""
    section = Section()
    src = str(setup.input_file("func_arith"))
    empty = str(setup.empty_module())
    tools = setup.opt_tools()
    flags = ["--canonicalize", "--cse"]
    baselines = {t.label: setup.baseline_kb(t, [t.path, *flags, empty, "-o", os.devnull]) for t in tools}
    log("  func_arith: --canonicalize --cse")
    runs = run_interleaved(setup, tools, lambda t: [t.path, *flags, src, "-o", os.devnull])
    section.rows.append(Row("func_arith: --canonicalize --cse",
                            *(summarize(t, runs[t.label], setup.ops, baselines[t.label]) for t in tools),
                            ops=setup.ops))
    section.checks.append(compare_outputs(setup, "func_arith", "canonicalize-cse", tools, flags, src))
    return section


# --- Python bindings: bench/py/*.py under both Pythons ----------------------


def py_scripts() -> List[Path]:
    """Every benchmark script in bench/py/ (files starting with '_' are helpers)."""
    return sorted(p for p in (BENCH_DIR / "py").glob("*.py") if not p.name.startswith("_"))


def script_result(run: Run) -> dict:
    """The JSON object a bench/py script prints on its last stdout line."""
    lines = [l for l in run.stdout.splitlines() if l.strip()]
    try:
        result = json.loads(lines[-1])
        float(result["seconds"])
        return result
    except (IndexError, ValueError, KeyError, TypeError):
        raise NoMeasurement("no JSON result line with 'seconds' on its stdout")


@benchmark("py", "bench/py/*.py under upstream's and rmlir's Python bindings")
def bench_python(setup: Setup) -> Section:
    section = Section()
    tools = setup.py_tools()
    for tool in tools:
        if tool.missing():
            section.notes.append(f"{tool.label} Python skipped: {tool.missing()}"
                                 + (" (pass --rmlir-python)" if tool.label == "rmlir" else ""))
    runnable = [t for t in tools if not t.missing()]
    # Memory per op is measured against the interpreter having imported mlir.ir.
    baselines = {t.label: setup.baseline_kb(t, [t.path, "-c", "import mlir.ir"]) for t in runnable}

    for script in py_scripts():
        name = f"py/{script.name}"
        log(f"  {name}")
        runs = run_interleaved(setup, runnable, lambda t: [t.path, str(script), "--ops", str(setup.ops)])
        outcomes = {}
        results = {}
        for tool in tools:
            got = runs.get(tool.label, [])  # empty for a missing Python: summarize says so
            outcomes[tool.label] = summarize(tool, got, setup.ops, baselines.get(tool.label),
                                             lambda r: float(script_result(r)["seconds"]))
            if outcomes[tool.label].seconds is not None:
                best = min(got, key=lambda r: float(script_result(r)["seconds"]))
                results[tool.label] = script_result(best)
        section.rows.append(Row(name, outcomes["upstream"], outcomes["rmlir"], setup.ops))
        section.rows.extend(part_rows(name, results, setup.ops))
        section.checks.append(compare_checks(name, results))
    return section


def part_rows(name: str, results: Dict[str, dict], ops: int) -> List[Row]:
    """Sub-rows for the phases a script timed separately ("parts"), from its best run."""
    rows = []
    names = []
    for result in results.values():
        names += [p for p in result.get("parts", {}) if p not in names]
    for part in names:
        side = {}
        for label in ("upstream", "rmlir"):
            seconds = results.get(label, {}).get("parts", {}).get(part)
            side[label] = Outcome(seconds=seconds) if seconds is not None else Outcome(failure="-")
        rows.append(Row(f"{name} [{part}]", side["upstream"], side["rmlir"], ops))
    return rows


def compare_checks(name: str, results: Dict[str, dict]) -> Check:
    """Do both implementations report the same 'check' value (counts, hash of printed text)?"""
    what = "results agree"
    if len(results) < 2:
        return Check(name, None, "needs a result from both implementations", what)
    up, rm = results["upstream"].get("check"), results["rmlir"].get("check")
    if up == rm:
        return Check(name, True, what=what)
    return Check(name, False, f"upstream {json.dumps(up)} vs rmlir {json.dumps(rm)}", what)


# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------

HEADERS = ["benchmark", "speed ratio", "upstream s", "upstream MB", "upstream B/op",
           "rmlir s", "rmlir MB", "rmlir B/op"]


def fmt(value: Optional[float], spec: str) -> str:
    return "-" if value is None else format(value, spec)


def row_cells(row: Row) -> List[str]:
    """Table cells; a failed side becomes one message that runs to the end of the line."""
    ratio = fmt(row.speed_ratio, ".2f") + ("x" if row.speed_ratio else "")
    if row.upstream.failure:
        return [row.benchmark, ratio, row.upstream.failure]
    cells = [row.benchmark, ratio, fmt(row.upstream.seconds, ".3f"), fmt(row.upstream.rss_mb, ".1f"),
             fmt(row.upstream.bytes_per_op, ".0f")]
    if row.rmlir.failure:
        return cells + [row.rmlir.failure]
    return cells + [fmt(row.rmlir.seconds, ".3f"), fmt(row.rmlir.rss_mb, ".1f"), fmt(row.rmlir.bytes_per_op, ".0f")]


def render_table(rows: List[Row]) -> str:
    """Aligned text table. A short row's last cell is a message: it is not aligned and may overflow."""
    table = [row_cells(r) for r in rows]
    widths = [len(h) for h in HEADERS]
    for cells in table:
        aligned = cells if len(cells) == len(HEADERS) else cells[:-1]
        for i, c in enumerate(aligned):
            widths[i] = max(widths[i], len(c))

    def line(cells: List[str]) -> str:
        out = []
        for i, c in enumerate(cells):
            if i == len(cells) - 1 and len(cells) < len(HEADERS):
                out.append(c)  # overflow message
            elif i == 0:
                out.append(c.ljust(widths[i]))
            else:
                out.append(c.rjust(widths[i]))
        return "  ".join(out).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(HEADERS), rule] + [line(c) for c in table])


def tool_version(tool: Tool) -> Optional[str]:
    """The version line of a tool, for the record (None if it has none)."""
    if tool.missing():
        return None
    run = run_measured([tool.path, "--version"], tool.env)
    lines = [l.strip() for l in run.stdout.splitlines() if "version" in l.lower()]
    return lines[0] if run.returncode == 0 and lines else None


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------


def load_env_file(path: Path) -> Dict[str, str]:
    """The environment after sourcing a shell env file (bash does the expansion)."""
    if not path.is_file():
        sys.exit(f"error: reference env file {path} not found: run bench/setup-reference.sh "
                 "(or pass --ref-env FILE)")
    proc = subprocess.run(["bash", "-c", 'set -a; . "$1" >/dev/null; env -0', "bash", str(path)],
                          capture_output=True, env=dict(os.environ))
    if proc.returncode != 0:
        sys.exit(f"error: sourcing {path} failed: {proc.stderr.decode(errors='replace').strip()}")
    pairs = (entry.split("=", 1) for entry in proc.stdout.decode().split("\0") if "=" in entry)
    return {k: v for k, v in pairs}


def parse_args(argv: Optional[List[str]] = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description="rmlir vs upstream MLIR 22, side by side (see bench/README.md).")
    ap.add_argument("--rmlir-opt", default=str(REPO_ROOT / "target" / "release" / "rmlir-opt"),
                    help="rmlir-opt binary (default: target/release/rmlir-opt)")
    ap.add_argument("--rmlir-python", default=str(REPO_ROOT / ".venv" / "bin" / "python"),
                    help="Python with rmlir's mlir package (default: .venv/bin/python)")
    ap.add_argument("--ref-env", default=str(DEFAULT_VENV / "ref-env.sh"),
                    help="env file written by setup-reference.sh (default: %(default)s)")
    ap.add_argument("--ops", type=int, default=200000, help="ops per generated module (default 200000)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per tool; the best is reported (default 3)")
    ap.add_argument("--only", help="comma-separated benchmark names (see --list)")
    ap.add_argument("--list", action="store_true", help="list the benchmarks and exit")
    ap.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    ap.add_argument("--workdir", default=str(BENCH_DIR / "out"),
                    help="generated inputs and outputs (default bench/out, git-ignored)")
    args = ap.parse_args(argv)
    if args.ops < 2 or args.repeat < 1:
        ap.error("--ops must be >= 2 and --repeat >= 1")
    return args


def selected(only: Optional[str]) -> List[str]:
    if not only:
        return list(BENCHMARKS)
    names = [n.strip() for n in only.split(",") if n.strip()]
    unknown = [n for n in names if n not in BENCHMARKS]
    if unknown:
        sys.exit(f"error: unknown benchmark(s) {', '.join(unknown)}; known: {', '.join(BENCHMARKS)}")
    return names


def make_setup(args: argparse.Namespace) -> Setup:
    ref_env = load_env_file(Path(args.ref_env))
    if "MLIR_OPT" not in ref_env:
        sys.exit(f"error: {args.ref_env} does not export MLIR_OPT")
    base_env = dict(os.environ)  # rmlir runs in the caller's environment, without upstream's libraries added
    return Setup(
        ops=args.ops,
        repeat=args.repeat,
        workdir=Path(args.workdir),
        upstream_opt=Tool("upstream", ref_env["MLIR_OPT"], ref_env),
        rmlir_opt=Tool("rmlir", args.rmlir_opt, base_env),
        upstream_py=Tool("upstream", ref_env.get("REF_PY", ""), ref_env, is_python=True),
        rmlir_py=Tool("rmlir", args.rmlir_python, base_env, is_python=True),
    )


def main(argv: Optional[List[str]] = None) -> int:
    args = parse_args(argv)
    if args.list:
        for name, (_, description) in BENCHMARKS.items():
            print(f"{name:12} {description}")
        return 0
    names = selected(args.only)
    setup = make_setup(args)
    helper_problem = prepare_rusage_helper(setup.workdir)

    sections = {}
    for name in names:
        log(f"[{name}]")
        sections[name] = BENCHMARKS[name][0](setup)

    rows = [r for s in sections.values() for r in s.rows]
    checks = [c for s in sections.values() for c in s.checks]
    notes = [n for s in sections.values() for n in s.notes]
    if helper_problem:
        notes.insert(0, f"{helper_problem}: peak RSS includes the runner's own peak, so B/op of a tool "
                        "whose empty-module RSS is below the runner's is understated")
    versions = {"upstream": tool_version(setup.upstream_opt), "rmlir": tool_version(setup.rmlir_opt)}

    print(f"rmlir vs upstream MLIR: {setup.ops} ops per module, best of {setup.repeat} "
          + ("run" if setup.repeat == 1 else "runs"))
    print(f"  upstream: {setup.upstream_opt.path}" + (f"  ({versions['upstream']})" if versions["upstream"] else ""))
    print(f"  rmlir:    {setup.rmlir_opt.path}" + (f"  ({versions['rmlir']})" if versions["rmlir"] else ""))
    print("  speed ratio = upstream s / rmlir s (>1: rmlir faster); MB = peak RSS; "
          "B/op = (peak RSS - empty-module RSS) / ops")
    print()
    print(render_table(rows))
    if checks:
        print()
        for check in checks:
            print(check.line())
    for note in notes:
        print(f"note: {note}")

    if args.json:
        report = {
            "ops": setup.ops, "repeat": setup.repeat,
            "tools": {t.label + "_" + ("python" if t.is_python else "opt"): t.path
                      for t in [*setup.opt_tools(), *setup.py_tools()]},
            "versions": versions,
            "rows": [r.to_json() for r in rows],
            "checks": [c.to_json() for c in checks],
            "notes": notes,
        }
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
