// scf.parallel with and without reductions, scf.reduce(.return), in both forms.
// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @p(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>, %init: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @p(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>, %arg4: f32) -> f32 {
// CHECK-NEXT:     scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:       %1 = memref.load %arg3[%arg5, %arg6] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %1, %arg3[%arg6, %arg5] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce{{ $}}
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg4) -> f32 {
// CHECK-NEXT:       %1 = memref.load %arg3[%arg5, %arg5] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce(%1 : f32) {
// CHECK-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:         %2 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:         scf.reduce.return %2 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index, memref<?x?xf32>, f32) -> f32, sym_name = "p"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>, %arg4: f32):
// GENERIC-NEXT:     "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg8: index, %arg9: index):
// GENERIC-NEXT:       %3 = "memref.load"(%arg3, %arg8, %arg9) : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT:       "memref.store"(%3, %arg3, %arg9, %arg8) : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:       "scf.reduce"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT:     %0 = "scf.parallel"(%arg0, %arg1, %arg2, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg5: index):
// GENERIC-NEXT:       %1 = "memref.load"(%arg3, %arg5, %arg5) : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT:       "scf.reduce"(%1) ({
// GENERIC-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// GENERIC-NEXT:         %2 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         "scf.reduce.return"(%2) : (f32) -> ()
// GENERIC-NEXT:       }) : (f32) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32) -> f32
// GENERIC-NEXT:     "func.return"(%0) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
