#!/usr/bin/env bash
# Runs the whole test suite: Rust unit tests (nextest), then the lit +
# FileCheck tests under test/ against a debug build.
source "$(dirname "$0")/env.sh"
cd "$ROOT"
if ! command -v cargo-nextest >/dev/null 2>&1; then
  cargo install --locked cargo-nextest
fi
cargo build -p rmlir-opt
cargo nextest run --workspace --no-fail-fast
lit -sv test
