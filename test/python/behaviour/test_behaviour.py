"""Each behaviour script prints, under rmlir's bindings, exactly the
checked-in expectation that upstream MLIR's own bindings printed
(regenerate with `scripts/python_behaviour_diff.py --update`)."""
import difflib
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
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
    if proc.stdout != expected:
        diff = "\n".join(
            difflib.unified_diff(
                expected.splitlines(), proc.stdout.splitlines(), "upstream", "rmlir", n=0, lineterm=""
            )
        )
        pytest.fail(f"{script.name} differs from upstream's behaviour:\n{diff}")
