#!/usr/bin/env bash
# Differential check against upstream MLIR 22: runs one pass (or any
# mlir-opt flags) over .mlir files with upstream's mlir-opt and with
# rmlir-opt, and lists the files whose outputs differ. Files upstream
# rejects are skipped. A development tool, not part of the test suite:
# it needs the reference install (bench/setup-reference.sh, or
# ../shared/tools/setup-reference.sh) and MLIR_OPT pointing at its mlir-opt.
#
#   MLIR_OPT=.../mlir-opt scripts/diff-against-upstream.sh --canonicalize $(find test -name '*.mlir')
set -uo pipefail
: "${MLIR_OPT:?set MLIR_OPT to the mlir-opt of the reference install}"
RMLIR_OPT=${RMLIR_OPT:-$(dirname "$0")/../target/debug/rmlir-opt}
flags="$1"
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
compared=0
differ=0
for f in "$@"; do
  "$MLIR_OPT" $flags --allow-unregistered-dialect "$f" >"$tmp/ref" 2>/dev/null || continue
  compared=$((compared + 1))
  "$RMLIR_OPT" $flags --allow-unregistered-dialect "$f" >"$tmp/ours" 2>&1
  if ! cmp -s "$tmp/ref" "$tmp/ours"; then
    differ=$((differ + 1))
    echo "DIFF $f"
  fi
done
echo "compared $compared, differ $differ"
