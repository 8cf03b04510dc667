// Bytecode written by rmlir-opt and read back gives the module printed
// from the text, at every version the writer supports.
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=0 | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefixes=CHECK,NOPROPS
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=1 | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefixes=CHECK,NOPROPS
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=3 | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefixes=CHECK,NOPROPS
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=4 | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefixes=CHECK,NOPROPS
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=5 | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefixes=CHECK,PROPS
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=6 | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefixes=CHECK,PROPS
// The resource's blob comes along.
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=BLOB
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=0 | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=BLOB
// Written twice, the bytes are the same.
// RUN: %rmlir-opt %s --allow-unregistered-dialect --emit-bytecode -o %t.a.mlirbc
// RUN: %rmlir-opt %t.a.mlirbc --allow-unregistered-dialect --emit-bytecode -o %t.b.mlirbc
// RUN: cmp %t.a.mlirbc %t.b.mlirbc

module {
  func.func @f(%a: i32 loc("arg"), %b: i1) -> i32 attributes {note = "x\00y", ratio = 1.5 : f32} {
    %c = arith.constant dense<[1, 2]> : tensor<2xi32> loc(callsite("callee" at "caller.c":3:4))
    %r = arith.constant dense_resource<blob1> : tensor<2xi32>
    %d = arith.addi %a, %a : i32 loc(fused<"meta">["a.c":1:2, "b"])
    cf.br ^bb1(%d : i32)
  ^bb1(%x: i32):
    %y = scf.if %b -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %d : i32
    }
    return %y : i32
  } loc("nom")
  "test.props"() <{p = 1 : i64, q = [@f, unit]}> {a = array<i32: 1, 2>} : () -> ()
  "test.graph"() ({
    "test.use"(%later) : (i64) -> ()
    %later = "test.def"() : () -> i64
  }) : () -> ()
}
{-# dialect_resources: { builtin: { blob1: "0x040000000100000002000000" } } #-}

// CHECK-LABEL: func.func @f(%arg0: i32 loc("arg"), %arg1: i1 loc({{.*}})) -> i32 attributes {note = "x\00y", ratio = 1.500000e+00 : f32} {
// CHECK:         arith.constant dense<[1, 2]> : tensor<2xi32> loc(callsite("callee" at "caller.c":3:4))
// CHECK:         arith.constant dense_resource<blob1> : tensor<2xi32>
// CHECK:         %[[D:.*]] = arith.addi %arg0, %arg0 : i32 loc(fused<"meta">["a.c":1:2, "b"])
// CHECK:         cf.br ^bb1(%[[D]] : i32)
// CHECK:       ^bb1(%[[X:.*]]: i32 loc({{.*}})):
// CHECK:         scf.if %arg1 -> (i32) {
// CHECK:           scf.yield %[[X]] : i32
// CHECK:           scf.yield %[[D]] : i32
// CHECK:       } loc("nom")
// PROPS:       "test.props"() <{p = 1 : i64, q = [@f, unit]}> {a = array<i32: 1, 2>} : () -> ()
// Before version 5 an unregistered op's properties are left out, as
// upstream leaves them.
// NOPROPS:     "test.props"() {a = array<i32: 1, 2>} : () -> ()
// CHECK:       "test.graph"() ({
// CHECK-NEXT:    "test.use"(%[[L:.*]]) : (i64) -> ()
// CHECK-NEXT:    %[[L]] = "test.def"() : () -> i64
// BLOB:        blob1: "0x040000000100000002000000"
