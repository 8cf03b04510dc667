// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s

// CHECK: parse_errors.mlir:4:21: error: unexpected character
"t.op"() : () -> () ~
// -----
// CHECK: parse_errors.mlir:7:9: error: use of undeclared SSA value name
"t.use"(%nope) : (i32) -> ()
