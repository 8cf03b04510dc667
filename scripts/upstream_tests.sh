#!/usr/bin/env bash
# Runs llvm-project's own Python binding tests (mlir/test/python/) against
# the debug build in ./.venv-test (scripts/test.sh installs it), and prints
# how many of the tests/CHECK-LABEL blocks upstream 22.1.8 itself passes
# also pass here (the `conformance:` line).
#
# The upstream test files are NOT in this repository and must stay out of
# it: download them into a scratch folder outside the repo following the
# shared procedure, ../shared/upstream-tests/fetch_upstream_tests.md
# (pinned paths/commits and sha256 in upstream_manifest.tsv, assembled with
# assemble_pages.py). Without them this script says so and exits 0.
#
#   scripts/upstream_tests.sh [TESTS_DIR] [extra run_upstream.py flags, e.g. --filter ir/ -v]
#
# The runner takes every test file it finds under TESTS_DIR, so upstream's
# tests of the Python extension API run too when they are there: fetch
#   mlir/test/python/dialects/ext.py   at 02a1f73a33c98a3b7fa9c0683d05c6ed5388997a
#   mlir/test/python/dialects/irdl.py  at dbb903fafe0671cb80b3798d7f9f2895e914cd23
# (read_file on llvm/llvm-project with those commits) into
# TESTS_DIR/mlir/test/python/dialects/, then e.g.
#   scripts/upstream_tests.sh TESTS_DIR --filter 'dialects/(ext|irdl)' -v
#
# TESTS_DIR (or $UPSTREAM_TESTS_DIR) holds mlir/test/python/...
# $RMLIR_UPSTREAM_TESTS_TOOLS: folder of run_upstream.py (default ../shared/upstream-tests);
# $RMLIR_PYTHON: interpreter under test (default ./.venv-test/bin/python);
# $FILECHECK: FileCheck (default: the reference env's, else FileCheck on PATH).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [[ $# -gt 0 && $1 != -* ]]; then TESTS_DIR=$1; shift; else TESTS_DIR=${UPSTREAM_TESTS_DIR:-}; fi
if [[ -z $TESTS_DIR || ! -d $TESTS_DIR ]]; then
  echo "skipped: upstream test files not found at '${TESTS_DIR:-<UPSTREAM_TESTS_DIR unset>}'" \
       "(see ../shared/upstream-tests/fetch_upstream_tests.md)"
  exit 0
fi
TOOLS=${RMLIR_UPSTREAM_TESTS_TOOLS:-$ROOT/../shared/upstream-tests}
PY=${RMLIR_PYTHON:-$ROOT/.venv-test/bin/python}
[[ -f $TOOLS/run_upstream.py ]] || { echo "error: $TOOLS/run_upstream.py not found (set RMLIR_UPSTREAM_TESTS_TOOLS)" >&2; exit 2; }
[[ -x $PY ]] || { echo "error: $PY not found (run scripts/test.sh first, or set RMLIR_PYTHON)" >&2; exit 2; }
# FileCheck only, from the reference env: sourcing it whole would also put
# upstream's libraries on LD_LIBRARY_PATH.
REF_ENV=${RMLIR_REF_ENV:-$HOME/.cache/mlir-anchors/ref-env.sh}
if [[ -z ${FILECHECK:-} && -f $REF_ENV ]]; then
  FILECHECK=$(source "$REF_ENV" >/dev/null 2>&1; echo "${FILECHECK:-}")
fi
args=(--tests-root "$TESTS_DIR" --python "$PY" -j "${JOBS:-2}")
[[ -n ${FILECHECK:-} ]] && args+=(--filecheck "$FILECHECK")
# The runner utilities the execution-engine wheel ships, for
# execution_engine.py's %mlir_runner_utils / %mlir_c_runner_utils.
LIB_DIR=$("$PY" -c 'from mlir._mlir_libs import get_lib_dirs; print(get_lib_dirs()[0])' 2>/dev/null || true)
if [[ -n $LIB_DIR && -f $LIB_DIR/libmlir_runner_utils.so && -f $LIB_DIR/libmlir_c_runner_utils.so ]]; then
  args+=(--mlir-runner-utils "$LIB_DIR/libmlir_runner_utils.so" --mlir-c-runner-utils "$LIB_DIR/libmlir_c_runner_utils.so")
fi
[[ -f $TOOLS/skip_list.txt ]] && args+=(--skip-list "$TOOLS/skip_list.txt")
[[ -f $TOOLS/baseline-ref-22.1.8.json ]] && args+=(--baseline "$TOOLS/baseline-ref-22.1.8.json")
exec python3 "$TOOLS/run_upstream.py" "${args[@]}" "$@"
