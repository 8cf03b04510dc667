"""Comparison of a script's output with its upstream expectation, probe
by probe, shared by the pytest and scripts/python_behaviour_diff.py.

`known_differences.txt` lists the probes (`script probe-name  # why`)
whose rmlir behaviour is known to differ from upstream's and is left so
for now (see the reasons there); every other probe must print exactly
what upstream printed, and a listed probe that starts to match must be
taken off the list, so the list can only shrink."""
from pathlib import Path

HERE = Path(__file__).resolve().parent


def probes(text):
    """`{probe name: printed line}` of a script's output (a line without
    `name: ` — a crash note — keys on itself)."""
    out = {}
    for line in text.splitlines():
        name, sep, _ = line.partition(": ")
        out[name if sep else line] = line
    return out


def known_differences():
    """`{(script name, probe name)}` from known_differences.txt."""
    known = set()
    for line in (HERE / "known_differences.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            script, name = line.split(None, 1)
            known.add((script, name))
    return known


def compare(script, expected, got, known):
    """`(unexpected, fixed)`: the lines that differ although not listed as
    known (`-upstream` / `+rmlir` pairs), and the listed probes of
    `script` that now match."""
    exp, act = probes(expected), probes(got)
    unexpected, fixed = [], []
    for name in list(exp) + [n for n in act if n not in exp]:
        e, a = exp.get(name), act.get(name)
        listed = (script, name) in known
        if e == a:
            if listed:
                fixed.append(name)
        elif not listed:
            if e is not None:
                unexpected.append(f"-{e}")
            if a is not None:
                unexpected.append(f"+{a}")
    return unexpected, fixed
