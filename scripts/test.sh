#!/usr/bin/env bash
# Runs the whole test suite: Rust unit tests (nextest, including the check
# that the generated Python dialect modules are fresh), then the lit +
# FileCheck tests under test/ (textual format and Python API) against a
# debug build, then the pytest suites under test/python.
#
# The debug wheels go into a venv of their own, ./.venv-test (or
# $RMLIR_TEST_VENV), never into ./.venv: that one holds the release build
# scripts/install.sh made, which a test run must leave as it was. Only
# the venv differs: both build in the same CARGO_TARGET_DIR.
RMLIR_VENV="${RMLIR_TEST_VENV:-$(cd "$(dirname "$0")/.." && pwd)/.venv-test}"
source "$(dirname "$0")/env.sh"
cd "$ROOT"
if ! command -v cargo-nextest >/dev/null 2>&1; then
  cargo install --locked cargo-nextest
fi
cargo build -p rmlir-opt -p toy-dialect -p mlir-runner-utils -p mlir-c-runner-utils
cargo nextest run --workspace --no-fail-fast
# The Python bindings, debug build, installed into the test venv. maturin
# is the test venv's (env.sh put its bin/ first on PATH).
rm -rf "$CARGO_TARGET_DIR/wheels-debug"
source scripts/build_core_wheel.sh dev "$CARGO_TARGET_DIR/wheels-debug"
source scripts/build_ee_wheel.sh dev "$CARGO_TARGET_DIR/wheels-debug"
# A native extension built on its own that reaches the core only through
# the C API door (test/capi-consumer): the door's consumer test uses it.
(cd test/capi-consumer && maturin build -i "$VENV/bin/python" -o "$CARGO_TARGET_DIR/wheels-debug")
# A downstream's relocated aggregate (its own core plus its toy dialect,
# as mydsl2._mlir_libs), tested beside the default package.
bash test/downstream/mydsl2/build.sh "$CARGO_TARGET_DIR/wheels-debug" "$VENV/bin/python"
# The pure-Python wheels: the dialect modules, the site initializer and
# the meta-package.
for pkg in rmlir-init rmlir-dialects rmlir; do
  "$VENV/bin/pip" wheel -q --no-deps --no-build-isolation -w "$CARGO_TARGET_DIR/wheels-debug" "python-packages/$pkg"
done
"$VENV/bin/pip" install -q --force-reinstall --no-deps "$CARGO_TARGET_DIR"/wheels-debug/*.whl
# lit and filecheck are the test venv's too; %PYTHON in the tests is its
# python.
export RMLIR_PYTHON="$VENV/bin/python"
lit -sv test
# Each valid subset of the component wheels, in a fresh venv of its own.
"$VENV/bin/python" scripts/wheel_matrix.py "$CARGO_TARGET_DIR/wheels-debug"
"$VENV/bin/python" -m pytest -q test/python
# Differential check against upstream's mlir-opt where the reference is
# installed (tools/setup-reference.sh of the shared tools, or $MLIR_OPT):
# the passes whose output is already identical on generated programs must
# stay so. Without the reference the script says it skips.
REF_ENV="${RMLIR_REF_ENV:-$HOME/.cache/mlir-anchors/ref-env.sh}"
if [ -z "${MLIR_OPT:-}" ] && [ -f "$REF_ENV" ]; then
  source "$REF_ENV"
fi
"$VENV/bin/python" scripts/difftest/run_difftest.py -n 5 --excerpts 1 \
  --passes canonicalize cse sccp control-flow-sink symbol-dce loop-invariant-code-motion inline 'canonicalize,cse'
