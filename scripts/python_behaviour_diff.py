#!/usr/bin/env python3
"""Differential check of the Python bindings' behaviour against upstream's.

Each script in test/python/behaviour/ prints one line per probe (a result's
type and repr, or an exception's type and message). Its expectation,
`<script>.expected`, is what the script prints under upstream MLIR's own
bindings.

  python_behaviour_diff.py            run every script under the project's
                                      Python and diff against the
                                      expectations (exit 1 on a difference)
  python_behaviour_diff.py --update   regenerate the expectations under
                                      upstream's bindings ($REF_PY, from
                                      ~/.cache/mlir-anchors/ref-env.sh)

Options: --python PY (the interpreter under test; default
./.venv-test/bin/python), --ref-env FILE, and script names to restrict the
run. Only stdout is compared (dump() output goes to stderr). Probes
listed in test/python/behaviour/known_differences.txt are counted apart
(`known`); a listed probe that matches again is reported (`now matching`)
and fails the run, so the list is kept current."""
import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BEHAVIOUR = ROOT / "test" / "python" / "behaviour"
DEFAULT_REF_ENV = Path.home() / ".cache" / "mlir-anchors" / "ref-env.sh"
sys.path.insert(0, str(BEHAVIOUR))
from _compare import compare, known_differences, probes  # noqa: E402


def scripts(names):
    """The probe scripts (every `*.py` but the helpers and the pytest),
    restricted to `names` when given."""
    found = sorted(
        p
        for p in BEHAVIOUR.glob("*.py")
        if not p.name.startswith("_") and not p.name.startswith("test_")
    )
    if names:
        wanted = {n.removesuffix(".py") for n in names}
        found = [p for p in found if p.stem in wanted]
    return found


def ref_environment(ref_env):
    """The environment `ref_env` (a shell file of exports) sets up, read by
    sourcing it in bash: upstream's python and its library path."""
    out = subprocess.run(
        ["bash", "-c", f'source "{ref_env}" >/dev/null && env -0'],
        check=True,
        capture_output=True,
    ).stdout
    env = dict(
        item.split("=", 1) for item in out.decode().split("\0") if "=" in item
    )
    if not env.get("REF_PY"):
        sys.exit(f"error: {ref_env} does not set REF_PY")
    return env


def run(python, script, env=None):
    """stdout of `script` under `python`, plus a note when it failed."""
    proc = subprocess.run(
        [python, script.name],
        cwd=BEHAVIOUR,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = proc.stdout
    if proc.returncode != 0:
        tail = proc.stderr.strip().splitlines()[-1:] or ["(no stderr)"]
        out += f"<exit status {proc.returncode}: {tail[0]}>\n"
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--python", default=str(ROOT / ".venv-test" / "bin" / "python"))
    parser.add_argument("--ref-env", default=os.environ.get("RMLIR_REF_ENV", DEFAULT_REF_ENV))
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    todo = scripts(args.names)
    if not todo:
        sys.exit("error: no behaviour scripts selected")

    if args.update:
        env = ref_environment(args.ref_env)
        for script in todo:
            out = run(env["REF_PY"], script, env)
            if "<exit status" in out:
                sys.exit(f"error: {script.name} failed under upstream:\n{out.splitlines()[-1]}")
            script.with_suffix(".py.expected").write_text(out)
            print(f"{script.name}: {len(out.splitlines())} probes recorded")
        return 0

    env = {k: v for k, v in os.environ.items() if k not in ("LD_LIBRARY_PATH", "MLIR_OPT")}
    known = known_differences()
    total = differing = n_known = n_fixed = 0
    for script in todo:
        expected = script.with_suffix(".py.expected").read_text()
        got = run(args.python, script, env)
        unexpected, fixed = compare(script.name, expected, got, known)
        listed = sum(1 for s, _ in known if s == script.name)
        n_diff = sum(1 for line in unexpected if line.startswith("-"))
        n_diff = max(n_diff, sum(1 for line in unexpected if line.startswith("+")))
        total += len(probes(expected))
        differing += n_diff
        n_known += listed - len(fixed)
        n_fixed += len(fixed)
        print(
            f"{script.name}: {len(probes(expected))} probes, {n_diff} differing,"
            f" {listed - len(fixed)} known differences, {len(fixed)} now matching"
        )
        for line in unexpected:
            print(f"  {line}")
        for name in fixed:
            print(f"  now matching (take off known_differences.txt): {name}")
    print(
        f"summary: {len(todo)} scripts, {total} probes, {differing} differing,"
        f" {n_known} known differences, {n_fixed} now matching"
    )
    return 1 if differing or n_fixed else 0

if __name__ == "__main__":
    sys.exit(main())
