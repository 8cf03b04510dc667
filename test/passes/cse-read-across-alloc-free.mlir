// CSE merges two identical loads when only allocations and frees (even
// nested in a region) run between them: upstream counts only writes. A
// store in between still keeps both. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --cse | FileCheck %s

func.func private @use(index)

// CHECK-LABEL: func.func @f(
// CHECK:         %[[A:.*]] = memref.load
// CHECK-NOT:     memref.load
// CHECK:         call @use(%[[A]])
// CHECK-NEXT:    call @use(%[[A]])
// CHECK:         %[[B:.*]] = memref.load
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    %[[C:.*]] = memref.load
// CHECK-NEXT:    call @use(%[[B]])
// CHECK-NEXT:    call @use(%[[C]])
func.func @f(%m: memref<1xindex>, %c: i1, %i: index) {
  %0 = memref.load %m[%i] : memref<1xindex>
  %t = memref.alloc() : memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  scf.if %c {
    %u = memref.alloc() : memref<2xf32>
    memref.dealloc %u : memref<2xf32>
  }
  %1 = memref.load %m[%i] : memref<1xindex>
  call @use(%0) : (index) -> ()
  call @use(%1) : (index) -> ()
  %2 = memref.load %m[%i] : memref<1xindex>
  memref.store %i, %m[%i] : memref<1xindex>
  %3 = memref.load %m[%i] : memref<1xindex>
  call @use(%2) : (index) -> ()
  call @use(%3) : (index) -> ()
  return
}
