// LLVM arithmetic with flags, casts, comparisons, intrinsics, memory, GEP,
// aggregates and conditional branches, printed as upstream in both forms.
// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

llvm.func @ops(%a: i64, %b: i64, %x: f32, %p: !llvm.ptr) -> !llvm.struct<(i64, f32)> {
  %0 = llvm.add %a, %b overflow<nuw> : i64
  %1 = llvm.sdiv exact %0, %b : i64
  %2 = llvm.or disjoint %1, %a : i64
  %3 = llvm.ashr %2, %b : i64
  %4 = llvm.trunc %3 overflow<nsw> : i64 to i32
  %5 = llvm.zext nneg %4 : i32 to i64
  %6 = llvm.icmp "ne" %5, %a : i64
  %7 = llvm.fmul %x, %x {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
  %8 = llvm.fcmp "oge" %7, %x : f32
  %9 = llvm.select %8, %7, %x : i1, f32
  %10 = llvm.intr.fma(%9, %x, %7) : (f32, f32, f32) -> f32
  %11 = llvm.intr.copysign(%10, %x) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s = llvm.alloca %c4 x !llvm.array<4 x i64> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %g = llvm.getelementptr inbounds %s[0, %a] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i64>
  llvm.store %5, %g {alignment = 8 : i64} : i64, !llvm.ptr
  %l = llvm.load volatile %g : !llvm.ptr -> i64
  %u = llvm.mlir.undef : !llvm.struct<(i64, f32)>
  %i0 = llvm.insertvalue %l, %u[0] : !llvm.struct<(i64, f32)>
  %i1 = llvm.insertvalue %11, %i0[1] : !llvm.struct<(i64, f32)>
  %e = llvm.extractvalue %i1[1] : !llvm.struct<(i64, f32)>
  llvm.cond_br %6, ^bb1, ^bb2(%e : f32)
^bb1:
  llvm.return %i1 : !llvm.struct<(i64, f32)>
^bb2(%y: f32):
  %z = llvm.mlir.zero : !llvm.struct<(i64, f32)>
  llvm.return %z : !llvm.struct<(i64, f32)>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @ops(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: !llvm.ptr) -> !llvm.struct<(i64, f32)> {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg1 overflow<nuw> : i64
// CHECK-NEXT:     %1 = llvm.sdiv exact %0, %arg1 : i64
// CHECK-NEXT:     %2 = llvm.or disjoint %1, %arg0 : i64
// CHECK-NEXT:     %3 = llvm.ashr %2, %arg1 : i64
// CHECK-NEXT:     %4 = llvm.trunc %3 overflow<nsw> : i64 to i32
// CHECK-NEXT:     %5 = llvm.zext nneg %4 : i32 to i64
// CHECK-NEXT:     %6 = llvm.icmp "ne" %5, %arg0 : i64
// CHECK-NEXT:     %7 = llvm.fmul %arg2, %arg2 {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
// CHECK-NEXT:     %8 = llvm.fcmp "oge" %7, %arg2 : f32
// CHECK-NEXT:     %9 = llvm.select %8, %7, %arg2 : i1, f32
// CHECK-NEXT:     %10 = llvm.intr.fma(%9, %arg2, %7) : (f32, f32, f32) -> f32
// CHECK-NEXT:     %11 = llvm.intr.copysign(%10, %arg2) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
// CHECK-NEXT:     %12 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %13 = llvm.alloca %12 x !llvm.array<4 x i64> {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     %14 = llvm.getelementptr inbounds %13[0, %arg0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i64>
// CHECK-NEXT:     llvm.store %5, %14 {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT:     %15 = llvm.load volatile %14 : !llvm.ptr -> i64
// CHECK-NEXT:     %16 = llvm.mlir.undef : !llvm.struct<(i64, f32)>
// CHECK-NEXT:     %17 = llvm.insertvalue %15, %16[0] : !llvm.struct<(i64, f32)> 
// CHECK-NEXT:     %18 = llvm.insertvalue %11, %17[1] : !llvm.struct<(i64, f32)> 
// CHECK-NEXT:     %19 = llvm.extractvalue %18[1] : !llvm.struct<(i64, f32)> 
// CHECK-NEXT:     llvm.cond_br %6, ^bb1, ^bb2(%19 : f32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.return %18 : !llvm.struct<(i64, f32)>
// CHECK-NEXT:   ^bb2(%20: f32):  // pred: ^bb0
// CHECK-NEXT:     %21 = llvm.mlir.zero : !llvm.struct<(i64, f32)>
// CHECK-NEXT:     llvm.return %21 : !llvm.struct<(i64, f32)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, f32)> (i64, i64, f32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "ops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: !llvm.ptr):
// GENERIC-NEXT:     %0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = 2 : i32}> : (i64, i64) -> i64
// GENERIC-NEXT:     %1 = "llvm.sdiv"(%0, %arg1) <{isExact}> : (i64, i64) -> i64
// GENERIC-NEXT:     %2 = "llvm.or"(%1, %arg0) <{isDisjoint}> : (i64, i64) -> i64
// GENERIC-NEXT:     %3 = "llvm.ashr"(%2, %arg1) : (i64, i64) -> i64
// GENERIC-NEXT:     %4 = "llvm.trunc"(%3) <{overflowFlags = 1 : i32}> : (i64) -> i32
// GENERIC-NEXT:     %5 = "llvm.zext"(%4) <{nonNeg}> : (i32) -> i64
// GENERIC-NEXT:     %6 = "llvm.icmp"(%5, %arg0) <{predicate = 1 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %7 = "llvm.fmul"(%arg2, %arg2) <{fastmathFlags = #llvm.fastmath<contract, afn>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %8 = "llvm.fcmp"(%7, %arg2) <{fastmathFlags = #llvm.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %9 = "llvm.select"(%8, %7, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
// GENERIC-NEXT:     %10 = "llvm.intr.fma"(%9, %arg2, %7) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:     %11 = "llvm.intr.copysign"(%10, %arg2) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %12 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
// GENERIC-NEXT:     %13 = "llvm.alloca"(%12) <{alignment = 16 : i64, elem_type = !llvm.array<4 x i64>}> : (i32) -> !llvm.ptr
// GENERIC-NEXT:     %14 = "llvm.getelementptr"(%13, %arg0) <{elem_type = !llvm.array<4 x i64>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.store"(%5, %14) <{alignment = 8 : i64, ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
// GENERIC-NEXT:     %15 = "llvm.load"(%14) <{ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> i64
// GENERIC-NEXT:     %16 = "llvm.mlir.undef"() : () -> !llvm.struct<(i64, f32)>
// GENERIC-NEXT:     %17 = "llvm.insertvalue"(%16, %15) <{position = array<i64: 0>}> : (!llvm.struct<(i64, f32)>, i64) -> !llvm.struct<(i64, f32)>
// GENERIC-NEXT:     %18 = "llvm.insertvalue"(%17, %11) <{position = array<i64: 1>}> : (!llvm.struct<(i64, f32)>, f32) -> !llvm.struct<(i64, f32)>
// GENERIC-NEXT:     %19 = "llvm.extractvalue"(%18) <{position = array<i64: 1>}> : (!llvm.struct<(i64, f32)>) -> f32
// GENERIC-NEXT:     "llvm.cond_br"(%6, %19)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, f32) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "llvm.return"(%18) : (!llvm.struct<(i64, f32)>) -> ()
// GENERIC-NEXT:   ^bb2(%20: f32):  // pred: ^bb0
// GENERIC-NEXT:     %21 = "llvm.mlir.zero"() : () -> !llvm.struct<(i64, f32)>
// GENERIC-NEXT:     "llvm.return"(%21) : (!llvm.struct<(i64, f32)>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
