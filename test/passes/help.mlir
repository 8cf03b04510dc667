// `--help` lists the general options, then every pass (the same list as
// `--list-passes`), and exits successfully.
// RUN: %rmlir-opt --help | FileCheck %s
// RUN: %rmlir-opt --list-passes | FileCheck %s --check-prefix=PASSES

// CHECK: USAGE: rmlir-opt [options] <input file>
// CHECK: OPTIONS:
// CHECK: --allow-unregistered-dialect
// CHECK: --pass-pipeline=<pipeline>
// CHECK: --verify-each=<bool>
// CHECK: Passes:
// CHECK: --canonicalize
// CHECK: --cse

// PASSES: Passes:
// PASSES: --canonicalize
// PASSES: --cse
