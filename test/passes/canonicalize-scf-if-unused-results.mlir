// An scf.if kept for its side effects loses the results nobody uses, and
// what its branches computed for them (upstream's RemoveUnusedResults).
// Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @g()

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      func.call @g() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @f(%c: i1, %a: i64, %b: i64) {
  %r = scf.if %c -> (i64) {
    func.call @g() : () -> ()
    %m = arith.maxsi %a, %b : i64
    scf.yield %m : i64
  } else {
    scf.yield %a : i64
  }
  return
}

// CHECK-LABEL: func.func @keeps_used
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (i64) {
// CHECK:         return %[[R]] : i64
func.func @keeps_used(%c: i1, %a: i64, %b: i64) -> i64 {
  %r:2 = scf.if %c -> (i64, i64) {
    func.call @g() : () -> ()
    %m = arith.maxsi %a, %b : i64
    scf.yield %m, %a : i64, i64
  } else {
    scf.yield %a, %b : i64, i64
  }
  return %r#0 : i64
}
