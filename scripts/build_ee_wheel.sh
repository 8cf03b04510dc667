#!/usr/bin/env bash
# Builds the rmlir-execution-engine wheel into $2 with cargo profile $1
# (dev|release): the `_mlirExecutionEngine` extension module plus the C
# runner utilities as shared libraries named like upstream's
# (libmlir_runner_utils, libmlir_c_runner_utils), staged into the
# package's mlir/_mlir_libs/ (ignored by git) so that maturin packs them
# and `shared_libs=[...]` paths (upstream's MLIR_RUNNER_UTILS /
# MLIR_C_RUNNER_UTILS) can point into the installed package. Sourced after
# env.sh by install.sh and test.sh (`source scripts/build_ee_wheel.sh
# <profile> <dir>`); uses env.sh's ROOT, VENV and CARGO_TARGET_DIR.
profile="$1"
out="$2"
pkg="$ROOT/python-packages/rmlir-execution-engine"
libs="$pkg/python/mlir/_mlir_libs"
mkdir -p "$libs"
if [ "$profile" = release ]; then
  CARGO_PROFILE_RELEASE_STRIP=debuginfo cargo build --release -p mlir-runner-utils -p mlir-c-runner-utils
  dir="$CARGO_TARGET_DIR/release"
  flags=(--release)
else
  cargo build -p mlir-runner-utils -p mlir-c-runner-utils
  dir="$CARGO_TARGET_DIR/debug"
  flags=()
fi
cp "$dir/libmlir_runner_utils.so" "$dir/libmlir_c_runner_utils.so" "$libs/"
(cd "$pkg" && maturin build "${flags[@]}" -i "$VENV/bin/python" -o "$out")
