// llvm.call calling conventions, tail call kinds and varargs; atomic and
// dereferenceable loads and stores; branch weights; globals and function
// attributes: custom and generic form as upstream prints them.
// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %rmlir-opt %s --mlir-print-op-generic | %rmlir-opt | FileCheck %s

llvm.func @f0(i32) -> i32
llvm.func @v0()
llvm.func @g0(%a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @f0(%a) {convergent, no_unwind, will_return, no_inline} : (i32) -> i32
  %1 = llvm.call fastcc @f0(%a) : (i32) -> i32
  %2 = llvm.call tail @f0(%a) : (i32) -> i32
  %3 = llvm.call @f0(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  llvm.call @v0() {access_groups = [], always_inline} : () -> ()
  %4 = llvm.load %p {tbaa = [], alias_scopes = []} : !llvm.ptr -> i32
  %5 = llvm.load %p atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %6 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %7 = llvm.inttoptr %a dereferenceable<bytes = 16> : i32 to !llvm.ptr
  llvm.store %a, %p atomic syncscope("singlethread") release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %a, %p {noalias_scopes = []} : i32, !llvm.ptr
  llvm.return %0 : i32
}
llvm.mlir.global internal @gv0(0 : i32) {dbg_exprs = [], target_specific_attrs = []} : i32

llvm.func @vf1(i32, ...) -> i32
llvm.func @g1(%a: i32, %c: i1, %fp: !llvm.ptr) -> i32 {
  %0 = llvm.call @vf1(%a, %a) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  %1 = llvm.call fastcc %fp(%a) : !llvm.ptr, (i32) -> i32
  %2 = llvm.call musttail @vf1(%a) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  %3 = llvm.call notail @vf1(%a) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  llvm.cond_br %c weights([3, 7]), ^bb1, ^bb2(%a : i32)
^bb1:
  llvm.br ^bb2(%0 : i32)
^bb2(%x: i32):
  llvm.return %x : i32
}
llvm.mlir.global @ext1() : i32
llvm.mlir.global weak @w1(1 : i64) {alignment = 8 : i64} : i64
llvm.mlir.global private constant @s1("abc") {addr_space = 1 : i32}

llvm.func @g2(%p: !llvm.ptr, %a: i64) {
  %6 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %7 = llvm.load %p dereferenceable<bytes = 8, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  %8 = llvm.inttoptr %a dereferenceable<bytes = 16> : i64 to !llvm.ptr
  %9 = llvm.load %p {dereferenceable = #llvm.dereferenceable<bytes = 4>} : !llvm.ptr -> !llvm.ptr
  llvm.return
}

llvm.func @f3(%a: i32) -> i32 attributes {dso_local, target_cpu = "x86-64", no_inline, passthrough = ["nounwind"], no_infs_fp_math = true, alignment = 16 : i64, section = ".text", function_entry_count = 10 : i64, work_group_size_hint = array<i32: 1, 2>} {
  llvm.return %a : i32
}
llvm.func @h3() attributes {personality = @f3, garbageCollector = "gc", arm_streaming} {
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @f0(i32) -> i32
// CHECK-NEXT: llvm.func @v0()
// CHECK-NEXT: llvm.func @g0(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.call @f0(%arg0) {convergent, no_inline, no_unwind, will_return} : (i32) -> i32
// CHECK-NEXT: %1 = llvm.call fastcc @f0(%arg0) : (i32) -> i32
// CHECK-NEXT: %2 = llvm.call tail @f0(%arg0) : (i32) -> i32
// CHECK-NEXT: %3 = llvm.call @f0(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// CHECK-NEXT: llvm.call @v0() {access_groups = [], always_inline} : () -> ()
// CHECK-NEXT: %4 = llvm.load %arg1 {alias_scopes = [], tbaa = []} : !llvm.ptr -> i32
// CHECK-NEXT: %5 = llvm.load %arg1 atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %6 = llvm.load %arg1 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.inttoptr %arg0 dereferenceable<bytes = 16> : i32 to !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %arg1 atomic syncscope("singlethread") release {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %arg1 {noalias_scopes = []} : i32, !llvm.ptr
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global internal @gv0(0 : i32) {addr_space = 0 : i32, dbg_exprs = [], target_specific_attrs = []} : i32
// CHECK-NEXT: llvm.func @vf1(i32, ...) -> i32
// CHECK-NEXT: llvm.func @g1(%arg0: i32, %arg1: i1, %arg2: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.call @vf1(%arg0, %arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
// CHECK-NEXT: %1 = llvm.call fastcc %arg2(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: %2 = llvm.call musttail @vf1(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
// CHECK-NEXT: %3 = llvm.call notail @vf1(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
// CHECK-NEXT: llvm.cond_br %arg1 weights([3, 7]), ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%4: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.return %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global external @ext1() {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.mlir.global weak @w1(1 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64
// CHECK-NEXT: llvm.mlir.global private constant @s1("abc") {addr_space = 1 : i32}
// CHECK-NEXT: llvm.func @g2(%arg0: !llvm.ptr, %arg1: i64) {
// CHECK-NEXT: %0 = llvm.load %arg0 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %1 = llvm.load %arg0 dereferenceable<bytes = 8, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.inttoptr %arg1 dereferenceable<bytes = 16> : i64 to !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %arg0 dereferenceable<bytes = 4> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @f3(%arg0: i32) -> i32 attributes {alignment = 16 : i64, dso_local, function_entry_count = 10 : i64, no_infs_fp_math = true, no_inline, passthrough = ["nounwind"], section = ".text", target_cpu = "x86-64", work_group_size_hint = array<i32: 1, 2>} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @h3() attributes {arm_streaming, garbageCollector = "gc", personality = @f3} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "v0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "g0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: ^bb0(%arg6: i32, %arg7: !llvm.ptr):
// GENERIC-NEXT: %9 = "llvm.call"(%arg6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f0, convergent, fastmathFlags = #llvm.fastmath<none>, no_inline, no_unwind, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, will_return}> : (i32) -> i32
// GENERIC-NEXT: %10 = "llvm.call"(%arg6) <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f0, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// GENERIC-NEXT: %11 = "llvm.call"(%arg6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @f0, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// GENERIC-NEXT: %12 = "llvm.call"(%arg6) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f0, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// GENERIC-NEXT: "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, access_groups = [], always_inline, callee = @v0, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC-NEXT: %13 = "llvm.load"(%arg7) <{alias_scopes = [], ordering = 0 : i64, tbaa = []}> : (!llvm.ptr) -> i32
// GENERIC-NEXT: %14 = "llvm.load"(%arg7) <{alignment = 4 : i64, ordering = 2 : i64, syncscope = "agent"}> : (!llvm.ptr) -> i32
// GENERIC-NEXT: %15 = "llvm.load"(%arg7) <{dereferenceable = #llvm.dereferenceable<bytes = 8>, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT: %16 = "llvm.inttoptr"(%arg6) <{dereferenceable = #llvm.dereferenceable<bytes = 16>}> : (i32) -> !llvm.ptr
// GENERIC-NEXT: "llvm.store"(%arg6, %arg7) <{alignment = 4 : i64, ordering = 5 : i64, syncscope = "singlethread"}> : (i32, !llvm.ptr) -> ()
// GENERIC-NEXT: "llvm.store"(%arg6, %arg7) <{noalias_scopes = [], ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
// GENERIC-NEXT: "llvm.return"(%9) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, dbg_exprs = [], global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "gv0", target_specific_attrs = [], unnamed_addr = 0 : i64, value = 0 : i32, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "vf1", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i1, ptr)>, linkage = #llvm.linkage<external>, sym_name = "g1", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: ^bb0(%arg3: i32, %arg4: i1, %arg5: !llvm.ptr):
// GENERIC-NEXT: %4 = "llvm.call"(%arg3, %arg3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vf1, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32, i32) -> i32
// GENERIC-NEXT: %5 = "llvm.call"(%arg5, %arg3) <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT: %6 = "llvm.call"(%arg3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<musttail>, callee = @vf1, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32) -> i32
// GENERIC-NEXT: %7 = "llvm.call"(%arg3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<notail>, callee = @vf1, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32) -> i32
// GENERIC-NEXT: "llvm.cond_br"(%arg4, %arg3)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: "llvm.br"(%4)[^bb2] : (i32) -> ()
// GENERIC-NEXT: ^bb2(%8: i32):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT: "llvm.return"(%8) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "ext1", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 8 : i64, global_type = i64, linkage = #llvm.linkage<weak>, sym_name = "w1", unnamed_addr = 0 : i64, value = 1 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.mlir.global"() <{addr_space = 1 : i32, constant, global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<private>, sym_name = "s1", unnamed_addr = 0 : i64, value = "abc", visibility_ = 0 : i64}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "g2", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: ^bb0(%arg1: !llvm.ptr, %arg2: i64):
// GENERIC-NEXT: %0 = "llvm.load"(%arg1) <{dereferenceable = #llvm.dereferenceable<bytes = 8>, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT: %1 = "llvm.load"(%arg1) <{dereferenceable = #llvm.dereferenceable<bytes = 8, mayBeNull = true>, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT: %2 = "llvm.inttoptr"(%arg2) <{dereferenceable = #llvm.dereferenceable<bytes = 16>}> : (i64) -> !llvm.ptr
// GENERIC-NEXT: %3 = "llvm.load"(%arg1) <{dereferenceable = #llvm.dereferenceable<bytes = 4>, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT: "llvm.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, alignment = 16 : i64, dso_local, function_entry_count = 10 : i64, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, no_infs_fp_math = true, no_inline, passthrough = ["nounwind"], section = ".text", sym_name = "f3", target_cpu = "x86-64", unnamed_addr = 0 : i64, visibility_ = 0 : i64, work_group_size_hint = array<i32: 1, 2>}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT: "llvm.return"(%arg0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arm_streaming, function_type = !llvm.func<void ()>, garbageCollector = "gc", linkage = #llvm.linkage<external>, personality = @f3, sym_name = "h3", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT: "llvm.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
