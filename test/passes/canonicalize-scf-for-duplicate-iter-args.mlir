// scf.for iter_args with the same init and yielded value merge into the first,
// which keeps its place (upstream's ForOpIterArgsFolder). Expected output is
// mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%{{.*}} = %arg3, %{{.*}} = %arg4) -> (i64, i8) {
// CHECK-NEXT:      scf.yield %arg5, %arg6 : i64, i8
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#1, %[[R]]#0 : i8, i64
func.func @f(%lb: index, %ub: index, %s: index, %a: i64, %b: i8, %y: i64, %z: i8) -> (i8, i64) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%x0 = %a, %x1 = %b, %x2 = %a) -> (i64, i8, i64) {
    scf.yield %y, %z, %y : i64, i8, i64
  }
  return %r#1, %r#2 : i8, i64
}
