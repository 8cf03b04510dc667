// llvm folders and constant materialization as upstream: extractvalue through
// insertvalue chains and constants, icmp, casts, gep, zext/shl/or, shufflevector,
// constant-like undef/poison/zero/addressof deduplicated, load/store effects.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

llvm.mlir.global internal @gv(0 : i32) : i32
llvm.func @h()
llvm.func @chains(%a: i32, %b: i32, %c: i64, %s: !llvm.struct<(struct<(i32, i32)>, i64)>) -> i32 {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, i32)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i32)>
  %3 = llvm.insertvalue %1, %s[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %4 = llvm.insertvalue %c, %3[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %5 = llvm.extractvalue %4[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %6 = llvm.extractvalue %4[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %7 = llvm.extractvalue %6[0] : !llvm.struct<(i32, i32)>
  %8 = llvm.extractvalue %s[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %9 = llvm.extractvalue %8[1] : !llvm.struct<(i32, i32)>
  %10 = llvm.insertvalue %c, %s[1] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %11 = llvm.extractvalue %10[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %p = llvm.mlir.addressof @gv : !llvm.ptr
  %p2 = llvm.mlir.addressof @gv : !llvm.ptr
  %l1 = llvm.load %p : !llvm.ptr -> i32
  %l2 = llvm.load %p2 : !llvm.ptr -> i32
  %r0 = llvm.add %2, %5 : i32
  %r1 = llvm.add %r0, %7 : i32
  %r2 = llvm.add %r1, %9 : i32
  %r3 = llvm.add %r2, %11 : i32
  %r4 = llvm.add %r3, %l1 : i32
  %r5 = llvm.add %r4, %l2 : i32
  %cst = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %e = llvm.extractelement %cst[%a : i32] : vector<2xi32>
  %r6 = llvm.add %r5, %e : i32
  %arr = llvm.mlir.constant(dense<[3, 4]> : tensor<2xi32>) : !llvm.array<2 x i32>
  %ae = llvm.extractvalue %arr[1] : !llvm.array<2 x i32>
  %r7 = llvm.add %r6, %ae : i32
  llvm.return %r7 : i32
}
llvm.func @g(i1, i1, i1, !llvm.ptr, i64, i32, i32, vector<1xf32>, i1, !llvm.ptr)
llvm.func @folds(%a: i32, %p: !llvm.ptr, %v: vector<1xf32>, %w: vector<2xf32>, %i: i64) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.icmp "eq" %a, %a : i32
  %u = llvm.icmp "ne" %a, %a : i32
  %sl = llvm.icmp "slt" %a, %a : i32
  %al = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  %z = llvm.mlir.zero : !llvm.ptr
  %n = llvm.icmp "ne" %z, %al : !llvm.ptr
  %b1 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %big = llvm.mlir.constant(268435456 : i64) : i64
  %g0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %g1 = llvm.getelementptr %p[%i, %c5, %big] : (!llvm.ptr, i64, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x i32>>
  %c7 = llvm.mlir.constant(7 : i8) : i8
  %ze = llvm.zext %c7 : i8 to i32
  %s = llvm.shl %c1, %c1 : i32
  %o = llvm.or %ze, %c1 : i32
  %sv = llvm.shufflevector %v, %v [0] : vector<1xf32>
  %zz = llvm.mlir.zero : i1
  %u1 = llvm.mlir.undef : !llvm.ptr
  %u2 = llvm.mlir.undef : !llvm.ptr
  %p1 = llvm.mlir.poison : !llvm.ptr
  llvm.call @g(%t, %u, %n, %b1, %i, %s, %o, %sv, %sl, %g0) : (i1, i1, i1, !llvm.ptr, i64, i32, i32, vector<1xf32>, i1, !llvm.ptr) -> ()
  llvm.call @g(%zz, %u, %zz, %u2, %i, %s, %o, %sv, %sl, %g1) : (i1, i1, i1, !llvm.ptr, i64, i32, i32, vector<1xf32>, i1, !llvm.ptr) -> ()
  llvm.call @g(%zz, %u, %zz, %p1, %i, %s, %o, %sv, %sl, %g1) : (i1, i1, i1, !llvm.ptr, i64, i32, i32, vector<1xf32>, i1, !llvm.ptr) -> ()
  llvm.return
}
llvm.func @rev(%s: !llvm.struct<(i32, i32, i32)>, %a: i32, %b: i32) -> !llvm.struct<(i32, i32, i32)> {
  %0 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, i32, i32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, i32, i32)>
  %2 = llvm.extractvalue %1[2] : !llvm.struct<(i32, i32, i32)>
  %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(i32, i32, i32)>
  llvm.return %3 : !llvm.struct<(i32, i32, i32)>
}
llvm.func @zeroagg() -> i32 {
  %z = llvm.mlir.zero : !llvm.struct<(i32, i32)>
  %e = llvm.extractvalue %z[1] : !llvm.struct<(i32, i32)>
  %u = llvm.mlir.undef : !llvm.array<2 x i32>
  %f = llvm.extractvalue %u[1] : !llvm.array<2 x i32>
  %r = llvm.add %e, %f : i32
  llvm.return %r : i32
}
llvm.func @bc(%p: !llvm.ptr<1>) -> !llvm.ptr<1> {
  %0 = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr
  %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<1>
  llvm.return %1 : !llvm.ptr<1>
}
llvm.func @effects(%p: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load volatile %p : !llvm.ptr -> i32
  %2 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %4 = llvm.load %p : !llvm.ptr -> i32
  %5 = llvm.load %p : !llvm.ptr -> i32
  %6 = llvm.add %4, %5 : i32
  llvm.store %v, %p : i32, !llvm.ptr
  %7 = llvm.load %p : !llvm.ptr -> i32
  llvm.call @h() : () -> ()
  %8 = llvm.load %p : !llvm.ptr -> i32
  %9 = llvm.add %7, %8 : i32
  %10 = llvm.add %9, %6 : i32
  llvm.return %10 : i32
}

// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global internal @gv(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.func @h()
// CHECK-NEXT:   llvm.func @chains(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: !llvm.struct<(struct<(i32, i32)>, i64)>) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:     %2 = llvm.mlir.addressof @gv : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.extractvalue %arg3[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>{{ $}}
// CHECK-NEXT:     %4 = llvm.extractvalue %arg3[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>{{ $}}
// CHECK-NEXT:     %5 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:     %6 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:     %7 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = llvm.add %7, %arg0 : i32
// CHECK-NEXT:     %9 = llvm.add %8, %3 : i32
// CHECK-NEXT:     %10 = llvm.add %9, %4 : i32
// CHECK-NEXT:     %11 = llvm.add %10, %5 : i32
// CHECK-NEXT:     %12 = llvm.add %11, %6 : i32
// CHECK-NEXT:     %13 = llvm.extractelement %1[%arg0 : i32] : vector<2xi32>
// CHECK-NEXT:     %14 = llvm.add %12, %13 : i32
// CHECK-NEXT:     %15 = llvm.add %14, %0 : i32
// CHECK-NEXT:     llvm.return %15 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g(i1, i1, i1, !llvm.ptr, i64, i32, i32, vector<1xf32>, i1, !llvm.ptr)
// CHECK-NEXT:   llvm.func @folds(%arg0: i32, %arg1: !llvm.ptr, %arg2: vector<1xf32>, %arg3: vector<2xf32>, %arg4: i64) {
// CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.mlir.undef : !llvm.ptr
// CHECK-NEXT:     %4 = llvm.mlir.zero : i1
// CHECK-NEXT:     %5 = llvm.mlir.constant(268435456 : i64) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %7 = llvm.icmp "slt" %arg0, %arg0 : i32
// CHECK-NEXT:     %8 = llvm.getelementptr %arg1[%arg4, 5, %5] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x i32>>
// CHECK-NEXT:     llvm.call @g(%6, %4, %6, %arg1, %arg4, %1, %0, %arg2, %7, %arg1) : (i1, i1, i1, !llvm.ptr, i64, i32, i32, vector<1xf32>, i1, !llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @g(%4, %4, %4, %3, %arg4, %1, %0, %arg2, %7, %8) : (i1, i1, i1, !llvm.ptr, i64, i32, i32, vector<1xf32>, i1, !llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @g(%4, %4, %4, %2, %arg4, %1, %0, %arg2, %7, %8) : (i1, i1, i1, !llvm.ptr, i64, i32, i32, vector<1xf32>, i1, !llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @rev(%arg0: !llvm.struct<(i32, i32, i32)>, %arg1: i32, %arg2: i32) -> !llvm.struct<(i32, i32, i32)> {
// CHECK-NEXT:     %0 = llvm.insertvalue %arg1, %arg0[0] : !llvm.struct<(i32, i32, i32)>{{ $}}
// CHECK-NEXT:     %1 = llvm.insertvalue %arg2, %0[1] : !llvm.struct<(i32, i32, i32)>{{ $}}
// CHECK-NEXT:     %2 = llvm.extractvalue %arg0[2] : !llvm.struct<(i32, i32, i32)>{{ $}}
// CHECK-NEXT:     %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(i32, i32, i32)>{{ $}}
// CHECK-NEXT:     llvm.return %3 : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @zeroagg() -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.zero : i32
// CHECK-NEXT:     %1 = llvm.mlir.undef : i32
// CHECK-NEXT:     %2 = llvm.add %0, %1 : i32
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @bc(%arg0: !llvm.ptr<1>) -> !llvm.ptr<1> {
// CHECK-NEXT:     llvm.return %arg0 : !llvm.ptr<1>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @effects(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.load volatile %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     %1 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:     %2 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     %3 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     %4 = llvm.add %2, %3 : i32
// CHECK-NEXT:     llvm.store %arg1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:     %5 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     llvm.call @h() : () -> ()
// CHECK-NEXT:     %6 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:     %7 = llvm.add %5, %6 : i32
// CHECK-NEXT:     %8 = llvm.add %7, %4 : i32
// CHECK-NEXT:     llvm.return %8 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
