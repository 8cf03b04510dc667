// memref.alloca_scope to the llvm dialect, as upstream's
// AllocaScopeOpLowering: stacksave and a branch into the inlined body, a
// stackrestore before leaving it, results through a continuation block.
// Output checked byte-for-byte against mlir-opt 22.
// RUN: %rmlir-opt %s --finalize-memref-to-llvm | FileCheck %s
// RUN: %rmlir-opt %s --convert-to-llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @noresult
// CHECK:         %[[S:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:    llvm.br ^bb1
// CHECK:         %[[T:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK:         llvm.intr.stackrestore %[[T]] : !llvm.ptr
// CHECK:         llvm.intr.stackrestore %[[S]] : !llvm.ptr
// CHECK-NEXT:    llvm.br ^bb4
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    return

// CHECK-LABEL: func.func @multi
// CHECK:         %[[S:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK:         %[[V:.*]] = arith.select
// CHECK-NEXT:    llvm.intr.stackrestore %[[S]] : !llvm.ptr
// CHECK-NEXT:    llvm.br ^bb2(%[[V]] : i32)
// CHECK-NEXT:  ^bb2(%[[R:.*]]: i32):  // pred: ^bb1
// CHECK-NEXT:    llvm.br ^bb3
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    return %[[R]] : i32

// LLVM-LABEL: llvm.func @multi
// LLVM:         llvm.intr.stackrestore
// LLVM:         llvm.return

func.func @noresult(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    memref.alloca_scope {
      %c = memref.alloca(%n) : memref<?xf32>
    }
  }
  return
}
func.func @multi(%c: i1) -> i32 {
  %r = memref.alloca_scope -> (i32) {
    %x = arith.constant 1 : i32
    %y = arith.constant 2 : i32
    %s = arith.select %c, %x, %y : i32
    memref.alloca_scope.return %s : i32
  }
  return %r : i32
}
