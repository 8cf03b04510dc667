#!/usr/bin/env bash
# Builds the rmlir-core wheel into $2 with cargo profile $1 (dev|release):
# the `_mlir` extension module plus what the C API door ships beside it —
# libMLIRPythonCAPI (upstream's C symbols, forwarding to the one core) and
# the mlir-c headers, both staged into the package's _mlir_libs/ (ignored
# by git) so that maturin packs them. Sourced after env.sh by install.sh
# and test.sh (`source scripts/build_core_wheel.sh <profile> <dir>`); uses
# env.sh's ROOT, VENV and CARGO_TARGET_DIR.
profile="$1"
out="$2"
libs="$ROOT/python-packages/rmlir-core/python/mlir/_mlir_libs"
if [ "$profile" = release ]; then
  # Stripped like the extension module (maturin strips that one).
  CARGO_PROFILE_RELEASE_STRIP=debuginfo cargo build --release -p mlir-capi-shim
  dir="$CARGO_TARGET_DIR/release"
  flags=(--release)
else
  cargo build -p mlir-capi-shim
  dir="$CARGO_TARGET_DIR/debug"
  flags=()
fi
cp "$dir/libMLIRPythonCAPI.so" "$libs/"
rm -rf "$libs/include"
cp -r "$ROOT/mlir-capi/include" "$libs/include"
(cd "$ROOT/python-packages/rmlir-core" && maturin build "${flags[@]}" -i "$VENV/bin/python" -o "$out")
