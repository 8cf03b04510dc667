// RUN: not %rmlir-opt %s 2>&1 | FileCheck %s
// One priority and one data entry per constructor, as upstream checks.
// CHECK: error: ctors, priorities, and data must have the same number of elements
llvm.mlir.global_ctors ctors = [@a, @b], priorities = [0 : i32], data = [#llvm.zero]
