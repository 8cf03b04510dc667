// llvm.call (direct, void, indirect, with flags), globals, addressof, br and
// switch print and round-trip as upstream, in both forms.
// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

llvm.mlir.global internal constant @g(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @h() {addr_space = 0 : i32} : f32
llvm.mlir.global private @s("hello") : !llvm.array<5 x i8>
llvm.func @callee(i32) -> i32
llvm.func @vcallee()
llvm.func @caller(%x: i32, %f: !llvm.ptr) -> i32 {
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %0 = llvm.call @callee(%x) : (i32) -> i32
  llvm.call @vcallee() : () -> ()
  %1 = llvm.call %f(%x) : !llvm.ptr, (i32) -> i32
  %2 = llvm.call @callee(%0) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  llvm.switch %x : i32, ^bb1 [
    1: ^bb2(%0 : i32),
    7: ^bb1
  ]
^bb1:
  llvm.return %1 : i32
^bb2(%y: i32):
  llvm.return %y : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global internal constant @g(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global external @h() {addr_space = 0 : i32} : f32
// CHECK-NEXT:   llvm.mlir.global private @s("hello") {addr_space = 0 : i32}
// CHECK-NEXT:   llvm.func @callee(i32) -> i32
// CHECK-NEXT:   llvm.func @vcallee()
// CHECK-NEXT:   llvm.func @caller(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:     llvm.call @vcallee() : () -> ()
// CHECK-NEXT:     %2 = llvm.call %arg1(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT:     %3 = llvm.call @callee(%1) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// CHECK-NEXT:     llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT:       1: ^bb2(%1 : i32),
// CHECK-NEXT:       7: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   ^bb2(%4: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = f32, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<5 x i8>, linkage = #llvm.linkage<private>, sym_name = "s", unnamed_addr = 0 : i64, value = "hello", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "vcallee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "caller", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: !llvm.ptr):
// GENERIC-NEXT:     %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
// GENERIC-NEXT:     %1 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// GENERIC-NEXT:     "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vcallee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC-NEXT:     %2 = "llvm.call"(%arg1, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, i32) -> i32
// GENERIC-NEXT:     %3 = "llvm.call"(%1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// GENERIC-NEXT:     "llvm.switch"(%arg0, %1)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
// GENERIC-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// GENERIC-NEXT:     "llvm.return"(%2) : (i32) -> ()
// GENERIC-NEXT:   ^bb2(%4: i32):  // pred: ^bb0
// GENERIC-NEXT:     "llvm.return"(%4) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
