// llvm.alloca's own parser: inalloca, element types, a zero alignment dropped.
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s

llvm.func @f(%n: i64) {
  %a = llvm.alloca %n x i32 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  %b = llvm.alloca inalloca %n x f32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %c = llvm.alloca %n x !llvm.struct<(i32, f64)> : (i64) -> !llvm.ptr<1>
  llvm.return
}
// -----

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT:   ^bb0(%arg0: i64):
// CHECK-NEXT:     %0 = "llvm.alloca"(%arg0) <{elem_type = i32}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %1 = "llvm.alloca"(%arg0) <{alignment = 8 : i64, elem_type = f32, inalloca}> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %2 = "llvm.alloca"(%arg0) <{elem_type = !llvm.struct<(i32, f64)>}> : (i64) -> !llvm.ptr<1>
// CHECK-NEXT:     "llvm.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
