"""Each behaviour script prints, under rmlir's bindings, exactly the
checked-in expectation that upstream MLIR's own bindings printed
(regenerate with `scripts/python_behaviour_diff.py --update`), but for the
probes listed in known_differences.txt — and those must still differ, so
the list is kept current."""
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _compare import compare, known_differences  # noqa: E402

SCRIPTS = sorted(
    p for p in HERE.glob("*.py") if not p.name.startswith(("_", "test_"))
)


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_matches_upstream(script):
    expected = script.with_suffix(".py.expected").read_text()
    proc = subprocess.run(
        [sys.executable, script.name],
        cwd=HERE,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    unexpected, fixed = compare(script.name, expected, proc.stdout, known_differences())
    assert not unexpected, (
        f"{script.name} differs from upstream's behaviour:\n" + "\n".join(unexpected)
    )
    assert not fixed, f"now matching, take off known_differences.txt: {fixed}"
