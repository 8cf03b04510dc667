// scf.if of `xori c, true` with an else region swaps its regions and tests
// c (upstream's IfOp::fold), before any other scf.if pattern: below, the
// unused result then goes and the then region is left empty, as upstream
// leaves it. Without an else region nothing changes. Expected output is
// mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @with_else(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    } else {
// CHECK-NEXT:      func.call @use(%arg1)
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// CHECK-LABEL: func.func @without_else(
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[N:.*]] = arith.xori %arg0, %[[T]]
// CHECK-NEXT:    scf.if %[[N]] {
// CHECK-NEXT:      func.call @use(%arg1)
// CHECK-NEXT:    }
// CHECK-NEXT:    return

func.func private @use(f32)

func.func @with_else(%c: i1, %y: f32, %b: f64) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (f64) {
    func.call @use(%y) : (f32) -> ()
    scf.yield %b : f64
  } else {
    scf.yield %b : f64
  }
  return
}

func.func @without_else(%c: i1, %y: f32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    func.call @use(%y) : (f32) -> ()
  }
  return
}
