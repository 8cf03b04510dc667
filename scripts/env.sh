# Shared set-up for the project's scripts: a local venv with the Python
# tools the build and tests need. Sourced, not run.
#
# The venv is ./.venv, where scripts/install.sh puts the release build;
# a script that must not touch that one (scripts/test.sh, which installs
# debug wheels) sets RMLIR_VENV to its own before sourcing this.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${RMLIR_VENV:-$ROOT/.venv}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
if ! "$VENV/bin/python" -c "import lit, filecheck, numpy, maturin, pytest, setuptools, wheel" 2>/dev/null; then
  "$VENV/bin/pip" install -q --upgrade pip
  "$VENV/bin/pip" install -q maturin lit filecheck numpy pytest setuptools wheel
fi
export PATH="$VENV/bin:$PATH"
