#!/usr/bin/env bash
# Runs the whole test suite: Rust unit tests (nextest), then the lit +
# FileCheck tests under test/ (textual format and Python API) against a
# debug build, then the pytest suites under test/python.
source "$(dirname "$0")/env.sh"
cd "$ROOT"
if ! command -v cargo-nextest >/dev/null 2>&1; then
  cargo install --locked cargo-nextest
fi
cargo build -p rmlir-opt
cargo nextest run --workspace --no-fail-fast
# The Python bindings, debug build, installed into the venv.
rm -rf "$CARGO_TARGET_DIR/wheels-debug"
(cd python-packages/rmlir-core && maturin build -o "$CARGO_TARGET_DIR/wheels-debug")
"$VENV/bin/pip" install -q --force-reinstall "$CARGO_TARGET_DIR"/wheels-debug/rmlir_core-*.whl
export RMLIR_PYTHON="$VENV/bin/python"
lit -sv test
"$VENV/bin/python" -m pytest -q test/python
