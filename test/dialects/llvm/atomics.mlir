// llvm.atomicrmw, llvm.cmpxchg and llvm.fence round-trip as upstream (custom form).
// RUN: %rmlir-opt %s  | FileCheck %s

llvm.func @f(%p: !llvm.ptr, %v: i32, %c: i32, %fv: f32) {
  %0 = llvm.atomicrmw add %p, %v acq_rel : !llvm.ptr, i32
  %1 = llvm.atomicrmw volatile xchg %p, %v syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %2 = llvm.atomicrmw fadd %p, %fv seq_cst : !llvm.ptr, f32
  %3 = llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i32
  %4 = llvm.cmpxchg weak volatile %p, %c, %v syncscope("singlethread") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32, %arg3: f32) {
// CHECK-NEXT:     %0 = llvm.atomicrmw add %arg0, %arg1 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %1 = llvm.atomicrmw volatile xchg %arg0, %arg1 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK-NEXT:     %2 = llvm.atomicrmw fadd %arg0, %arg3 seq_cst : !llvm.ptr, f32
// CHECK-NEXT:     %3 = llvm.cmpxchg %arg0, %arg2, %arg1 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %4 = llvm.cmpxchg weak volatile %arg0, %arg2, %arg1 syncscope("singlethread") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
// CHECK-NEXT:     llvm.fence acquire
// CHECK-NEXT:     llvm.fence syncscope("agent") seq_cst
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32, %arg3: f32):
// GENERIC-NEXT:     %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 1 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:     %1 = "llvm.atomicrmw"(%arg0, %arg1) <{alignment = 4 : i64, bin_op = 0 : i64, ordering = 2 : i64, syncscope = "agent", volatile_}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:     %2 = "llvm.atomicrmw"(%arg0, %arg3) <{bin_op = 11 : i64, ordering = 7 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC-NEXT:     %3 = "llvm.cmpxchg"(%arg0, %arg2, %arg1) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:     %4 = "llvm.cmpxchg"(%arg0, %arg2, %arg1) <{alignment = 8 : i64, failure_ordering = 7 : i64, success_ordering = 7 : i64, syncscope = "singlethread", volatile_, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC-NEXT:     "llvm.fence"() <{ordering = 4 : i64}> : () -> ()
// GENERIC-NEXT:     "llvm.fence"() <{ordering = 7 : i64, syncscope = "agent"}> : () -> ()
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
