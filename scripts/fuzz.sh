#!/usr/bin/env bash
# Runs every cargo-fuzz target for SECONDS each (default 1800), one after
# the other, seeded with fuzz/corpus/<target>/ plus every .mlir file under
# test/. Findings (crash-*, timeout-*, oom-*) land in
# fuzz/artifacts/<target>/; each becomes a regression test. Prints a
# summary line per target from libFuzzer's own report.
#
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`); libFuzzer's flags need a
# nightly compiler, which RUSTC_BOOTSTRAP=1 stands in for on stable.
# Leak detection is off: op definitions are built once per process and
# kept for its life by design (`SpecOp::shared`, run-time dialects).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
secs="${1:-1800}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(parse_roundtrip verify canonicalize_cse bytecode_read)
fi
if ! command -v cargo-fuzz >/dev/null 2>&1; then
  cargo install --locked cargo-fuzz
fi
cd "$ROOT/fuzz"
export RUSTC_BOOTSTRAP=1
work="${FUZZ_WORK:-$ROOT/target/fuzz-work}"
for t in "${targets[@]}"; do
  corpus="$work/corpus/$t"
  mkdir -p "$corpus" "$ROOT/fuzz/artifacts/$t"
  cp -n corpus/"$t"/* "$corpus"/ 2>/dev/null || true
  # Text seeds for the text targets; bytecode_read has its own seeds.
  if [ "$t" != bytecode_read ]; then
    find "$ROOT/test" -name '*.mlir' -not -path '*/Output/*' | while read -r f; do
      cp -n "$f" "$corpus/seed-$(echo "$f" | md5sum | cut -c1-12).mlir"
    done
  fi
  log="$work/$t.log"
  echo "== $t: ${secs}s, corpus $(ls "$corpus" | wc -l) inputs, log $log"
  status=0
  cargo fuzz run "$t" "$corpus" -- -max_total_time="$secs" -timeout=20 -rss_limit_mb=2048 -detect_leaks=0 \
    -artifact_prefix="$ROOT/fuzz/artifacts/$t/" -print_final_stats=1 >"$log" 2>&1 || status=$?
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  found=$(ls "$ROOT/fuzz/artifacts/$t" | grep -cE '^(crash|timeout|oom|leak|slow-unit)-' || true)
  echo "$t: exit $status, $runs executions in ${secs}s, $found findings"
done
