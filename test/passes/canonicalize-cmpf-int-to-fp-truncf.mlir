// cmpf of sitofp/uitofp(x) against a float constant becomes cmpi of x (the
// predicate adjusted for a fractional constant) or a constant, unless the
// conversion may round (i64 to f32 near the constant); truncf of extf is
// the source, truncf of sitofp converts directly; trunci of a shrsi by the
// truncated width becomes a shrui. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @g(
// CHECK-SAME:      %[[X:.*]]: i32, %[[Y:.*]]: i64, %[[A:.*]]: f32)
// CHECK-NEXT:    %[[C24:.*]] = arith.constant 24 : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i64
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[F:.*]] = arith.constant false
// CHECK-NEXT:    %[[BIG:.*]] = arith.constant 1.000000e+10 : f32
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C0:.*]] = arith.cmpi sle, %[[X]], %[[C4]] : i32
// CHECK-NEXT:    call @u(%[[C0]])
// CHECK-NEXT:    call @u(%[[F]])
// CHECK-NEXT:    call @u(%[[F]])
// CHECK-NEXT:    call @u(%[[F]])
// CHECK-NEXT:    call @u(%[[T]])
// CHECK-NEXT:    %[[S64:.*]] = arith.sitofp %[[Y]] : i64 to f32
// CHECK-NEXT:    %[[KEPT:.*]] = arith.cmpf ogt, %[[S64]], %[[BIG]] : f32
// CHECK-NEXT:    call @u(%[[KEPT]])
// CHECK-NEXT:    %[[U:.*]] = arith.cmpi ugt, %[[Y]], %[[C2]] : i64
// CHECK-NEXT:    call @u(%[[U]])
// CHECK-NEXT:    call @f(%[[A]])
// CHECK-NEXT:    %[[D:.*]] = arith.sitofp %[[Y]] : i64 to f32
// CHECK-NEXT:    call @f(%[[D]])
// CHECK-NEXT:    %[[SH:.*]] = arith.shrui %[[X]], %[[C24]] : i32
// CHECK-NEXT:    %[[TR:.*]] = arith.trunci %[[SH]] : i32 to i8
// CHECK-NEXT:    call @b(%[[TR]])
func.func private @u(i1)
func.func private @f(f32)
func.func private @b(i8)
func.func @g(%x: i32, %y: i64, %a: f32) {
  %c44 = arith.constant 4.400000e+00 : f32
  %cm44 = arith.constant -4.400000e+00 : f32
  %big = arith.constant 1.000000e+10 : f32
  %two = arith.constant 2.000000e+00 : f64
  %s = arith.sitofp %x : i32 to f32
  %u = arith.uitofp %x : i32 to f32
  %0 = arith.cmpf olt, %s, %c44 : f32
  call @u(%0) : (i1) -> ()
  %1 = arith.cmpf oeq, %s, %c44 : f32
  call @u(%1) : (i1) -> ()
  %2 = arith.cmpf ule, %u, %cm44 : f32
  call @u(%2) : (i1) -> ()
  %3 = arith.cmpf ogt, %s, %big : f32
  call @u(%3) : (i1) -> ()
  %4 = arith.cmpf ord, %u, %c44 : f32
  call @u(%4) : (i1) -> ()
  %s64 = arith.sitofp %y : i64 to f32
  %5 = arith.cmpf ogt, %s64, %big : f32
  call @u(%5) : (i1) -> ()
  %u64 = arith.uitofp %y : i64 to f64
  %6 = arith.cmpf ogt, %u64, %two : f64
  call @u(%6) : (i1) -> ()
  %e = arith.extf %a : f32 to f64
  %t = arith.truncf %e : f64 to f32
  call @f(%t) : (f32) -> ()
  %sd = arith.sitofp %y : i64 to f64
  %td = arith.truncf %sd : f64 to f32
  call @f(%td) : (f32) -> ()
  %c24 = arith.constant 24 : i32
  %sh = arith.shrsi %x, %c24 : i32
  %tr = arith.trunci %sh : i32 to i8
  call @b(%tr) : (i8) -> ()
  return
}
