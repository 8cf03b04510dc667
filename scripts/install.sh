#!/usr/bin/env bash
# Builds rmlir (release) into the local venv — the rmlir-opt driver and the
# rmlir-core, rmlir-init, rmlir-dialects, rmlir-execution-engine and rmlir
# wheels (`mlir.ir`, `mlir.dialects`, `mlir.execution_engine`) — and runs
# the quickstarts.
source "$(dirname "$0")/env.sh"
cd "$ROOT"
cargo build --release -p rmlir-opt
ln -sf "$CARGO_TARGET_DIR/release/rmlir-opt" "$VENV/bin/rmlir-opt"
rm -rf "$CARGO_TARGET_DIR/wheels"
source scripts/build_core_wheel.sh release "$CARGO_TARGET_DIR/wheels"
# The execution engine (mlir.execution_engine, mlir.runtime): its own wheel,
# reaching the core through the C API door, with the C runner utilities.
source scripts/build_ee_wheel.sh release "$CARGO_TARGET_DIR/wheels"
for pkg in rmlir-init rmlir-dialects rmlir; do
  "$VENV/bin/pip" wheel -q --no-deps --no-build-isolation -w "$CARGO_TARGET_DIR/wheels" "python-packages/$pkg"
done
"$VENV/bin/pip" install -q --force-reinstall --no-deps "$CARGO_TARGET_DIR"/wheels/*.whl
echo "== quickstart: rmlir-opt examples/quickstart.mlir"
rmlir-opt --allow-unregistered-dialect examples/quickstart.mlir
echo "== the same, generic form with locations"
rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo examples/quickstart.mlir
echo "== Python quickstart: examples/quickstart.py"
"$VENV/bin/python" examples/quickstart.py
