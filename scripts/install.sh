#!/usr/bin/env bash
# Builds rmlir (release) into the local venv and runs the quickstart.
source "$(dirname "$0")/env.sh"
cd "$ROOT"
cargo build --release -p rmlir-opt
ln -sf "$CARGO_TARGET_DIR/release/rmlir-opt" "$VENV/bin/rmlir-opt"
echo "== quickstart: rmlir-opt examples/quickstart.mlir"
rmlir-opt --allow-unregistered-dialect examples/quickstart.mlir
echo "== the same, generic form with locations"
rmlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo examples/quickstart.mlir
