#!/usr/bin/env bash
# Builds the relocated mydsl2 wheel into $1: stages the Python sources the
# aggregate ships (the core's mlir/ package, the site initializers and the
# func and arith dialect modules — the downstream's choice) under the name
# mydsl2/, then lets maturin add the native aggregate for the Python
# interpreter $2. maturin must be on PATH.
set -euo pipefail
out="$(mkdir -p "$1" && cd "$1" && pwd)"
python="$2"
ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
here="$ROOT/test/downstream/mydsl2"
rm -rf "$here/staged"
mkdir -p "$here/staged/mydsl2/dialects"
cp -r "$ROOT/python-packages/rmlir-core/python/mlir/." "$here/staged/mydsl2/"
rm -rf "$here/staged/mydsl2/_mlir_libs/include" "$here/staged/mydsl2/_mlir_libs/"*.so
cp "$ROOT/python-packages/rmlir-init/python/mlir/_mlir_libs/_mlirRegisterEverything.py" "$here/staged/mydsl2/_mlir_libs/"
cp "$here/site/_site_initialize_0.py" "$here/staged/mydsl2/_mlir_libs/"
for f in __init__.py _ods_common.py func.py _func_ops_gen.py arith.py _arith_ops_gen.py _arith_enum_gen.py builtin.py _builtin_ops_gen.py; do
  if [ -f "$ROOT/python-packages/rmlir-dialects/python/mlir/dialects/$f" ]; then
    cp "$ROOT/python-packages/rmlir-dialects/python/mlir/dialects/$f" "$here/staged/mydsl2/dialects/"
  fi
done
(cd "$here" && maturin build -i "$python" -o "$out")
