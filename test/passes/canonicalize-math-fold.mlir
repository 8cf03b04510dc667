// math folders as upstream: exact ops on every float type, C-library
// functions (bit-identical, NaN signs included) on f32/f64 with upstream's
// domain checks, integer ops wrapping; ops upstream does not fold stay.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @f0() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 2.25 : f32
  %n = arith.constant -1.5 : f32
  %r0 = math.absf %a : f32
  %r1 = math.absf %n : f32
  %r2 = math.ceil %a : f32
  %r3 = math.ceil %n : f32
  %r4 = math.floor %a : f32
  %r5 = math.floor %n : f32
  %r6 = math.round %a : f32
  %r7 = math.round %n : f32
  %r8 = math.roundeven %a : f32
  %r9 = math.roundeven %n : f32
  %r10 = math.trunc %a : f32
  %r11 = math.trunc %n : f32
  %r12 = math.sqrt %a : f32
  %r13 = math.sqrt %n : f32
  %r14 = math.rsqrt %a : f32
  %r15 = math.rsqrt %n : f32
  %r16 = math.exp %a : f32
  %r17 = math.exp %n : f32
  %r18 = math.exp2 %a : f32
  %r19 = math.exp2 %n : f32
  %r20 = math.expm1 %a : f32
  %r21 = math.expm1 %n : f32
  %r22 = math.log %a : f32
  %r23 = math.log %n : f32
  %r24 = math.log2 %a : f32
  %r25 = math.log2 %n : f32
  %r26 = math.log10 %a : f32
  %r27 = math.log10 %n : f32
  %r28 = math.log1p %a : f32
  %r29 = math.log1p %n : f32
  %r30 = math.sin %a : f32
  %r31 = math.sin %n : f32
  %r32 = math.cos %a : f32
  %r33 = math.cos %n : f32
  %r34 = math.tan %a : f32
  %r35 = math.tan %n : f32
  %r36 = math.tanh %a : f32
  %r37 = math.tanh %n : f32
  %r38 = math.sinh %a : f32
  %r39 = math.sinh %n : f32
  %r40 = math.cosh %a : f32
  %r41 = math.cosh %n : f32
  %r42 = math.asin %a : f32
  %r43 = math.asin %n : f32
  %r44 = math.acos %a : f32
  %r45 = math.acos %n : f32
  %r46 = math.atan %a : f32
  %r47 = math.atan %n : f32
  %r48 = math.asinh %a : f32
  %r49 = math.asinh %n : f32
  %r50 = math.acosh %a : f32
  %r51 = math.acosh %n : f32
  %r52 = math.atanh %a : f32
  %r53 = math.atanh %n : f32
  %r54 = math.erf %a : f32
  %r55 = math.erf %n : f32
  %r56 = math.erfc %a : f32
  %r57 = math.erfc %n : f32
  %r58 = math.cbrt %a : f32
  %r59 = math.cbrt %n : f32
  %r60 = math.powf %a, %b : f32
  %r61 = math.powf %n, %b : f32
  %r62 = math.atan2 %a, %b : f32
  %r63 = math.atan2 %n, %b : f32
  %r64 = math.copysign %a, %b : f32
  %r65 = math.copysign %n, %b : f32
  %r66 = math.fma %a, %b, %n : f32
  %c3 = arith.constant 3 : i32
  %r67 = math.fpowi %b, %c3 : f32, i32
  %r68 = math.clampf %n to [%a, %b] : f32
  %ci = arith.constant 12 : i32
  %r69i = math.ctlz %ci : i32
  %r69j = math.cttz %ci : i32
  %r69k = math.ctpop %ci : i32
  %r69l = math.absi %ci : i32
  %r69m = math.ipowi %ci, %c3 : i32
  %p = arith.sitofp %r69i : i32 to f32
  %q = arith.sitofp %r69j : i32 to f32
  %s = arith.sitofp %r69k : i32 to f32
  %t = arith.sitofp %r69m : i32 to f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r51, %r52, %r53, %r54, %r55, %r56, %r57, %r58, %r59, %r60, %r61, %r62, %r63, %r64, %r65, %r66, %r67, %r68, %p, %q, %s, %t : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @f1() -> (f16, bf16, f64, f64, f16, i16, f16, bf16, i32, i32, f16, f32, i1, i1, f64, f16, i32, f32, f64) {
  %h = arith.constant 2.5 : f16
  %b = arith.constant -1.75 : bf16
  %d = arith.constant 0.3 : f64
  %e = arith.constant -2.5 : f64
  %nan = arith.constant 0x7FC00000 : f32
  %big = arith.constant 3.0e10 : f32
  %i = arith.constant 15360 : i16
  %x = arith.constant 1.1 : f32
  %0 = math.floor %h : f16
  %1 = math.round %b : bf16
  %2 = math.sin %d : f64
  %3 = math.roundeven %e : f64
  %4 = math.sqrt %h : f16
  %5 = arith.bitcast %h : f16 to i16
  %6 = arith.bitcast %i : i16 to f16
  %7 = arith.sitofp %i : i16 to bf16
  %8 = arith.fptosi %nan : f32 to i32
  %9 = arith.fptosi %big : f32 to i32
  %10 = arith.truncf %x : f32 to f16
  %11 = arith.truncf %d : f64 to f32
  %12 = math.isnan %nan : f32
  %13 = math.isinf %x : f32
  %14 = math.copysign %d, %e : f64
  %15 = math.absf %h : f16
  %16 = math.absi %i : i16
  %neg = arith.constant -3 : i32
  %17 = math.ipowi %neg, %neg : i32
  %two = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %18 = math.ipowi %m1, %neg : i32
  %19 = math.ipowi %two, %neg : i32
  %20 = math.log1p %x : f32
  %mone = arith.constant -1.0 : f32
  %21 = math.log1p %mone : f32
  %22 = math.exp %d : f64
  %z = arith.constant -0.0 : f32
  %23 = math.sqrt %z : f32
  %24 = math.log %z : f32
  %tz = arith.truncf %x to_nearest_away : f32 to f16
  %ext = arith.extf %h : f16 to f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %17, %20, %22 : f16, bf16, f64, f64, f16, i16, f16, bf16, i32, i32, f16, f32, i1, i1, f64, f16, i32, f32, f64
}

func.func @f2() -> (f16, f16, f16, f16, f16, f16, i1, i1, i1, i1, bf16, i1, i1) {
  %h = arith.constant 2.5 : f16
  %n = arith.constant -1.5 : f16
  %inf = arith.constant 0x7C00 : f16
  %sub = arith.constant 1.0e-6 : f32
  %0 = math.trunc %h : f16
  %1 = math.ceil %h : f16
  %2 = math.roundeven %h : f16
  %3 = math.absf %n : f16
  %4 = math.copysign %h, %n : f16
  %5 = math.round %h : f16
  %6 = math.isfinite %inf : f16
  %7 = math.isnormal %h : f16
  %8 = math.isinf %inf : f16
  %9 = math.isnan %h : f16
  %b = arith.constant 2.5 : bf16
  %10 = math.trunc %b : bf16
  %11 = math.isnormal %sub : f32
  %12 = math.isfinite %sub : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : f16, f16, f16, f16, f16, f16, i1, i1, i1, i1, bf16, i1, i1
}

// CHECK: module {
// CHECK-NEXT: func.func @f0() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.728000e+03 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.800000e+01 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.588002622 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.218668953 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.210224107 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.9661051 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.479500115 : f32
// CHECK-NEXT: %cst_7 = arith.constant -0.966105163 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0.520499885 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.549306154 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_11 = arith.constant -1.19476318 : f32
// CHECK-NEXT: %cst_12 = arith.constant 0.481211841 : f32
// CHECK-NEXT: %cst_13 = arith.constant -0.982793748 : f32
// CHECK-NEXT: %cst_14 = arith.constant 0.463647604 : f32
// CHECK-NEXT: %cst_15 = arith.constant 1.04719758 : f32
// CHECK-NEXT: %cst_16 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_17 = arith.constant 0.52359879 : f32
// CHECK-NEXT: %cst_18 = arith.constant 2.3524096 : f32
// CHECK-NEXT: %cst_19 = arith.constant 1.12762594 : f32
// CHECK-NEXT: %cst_20 = arith.constant -2.12927938 : f32
// CHECK-NEXT: %cst_21 = arith.constant 0.521095276 : f32
// CHECK-NEXT: %cst_22 = arith.constant -0.905148268 : f32
// CHECK-NEXT: %cst_23 = arith.constant 0.462117165 : f32
// CHECK-NEXT: %cst_24 = arith.constant -14.1014204 : f32
// CHECK-NEXT: %cst_25 = arith.constant 0.546302497 : f32
// CHECK-NEXT: %cst_26 = arith.constant 7.073720e-02 : f32
// CHECK-NEXT: %cst_27 = arith.constant 0.87758255 : f32
// CHECK-NEXT: %cst_28 = arith.constant -0.997494995 : f32
// CHECK-NEXT: %cst_29 = arith.constant 0.47942555 : f32
// CHECK-NEXT: %cst_30 = arith.constant 0.405465096 : f32
// CHECK-NEXT: %cst_31 = arith.constant -3.010300e-01 : f32
// CHECK-NEXT: %cst_32 = arith.constant -0.693147182 : f32
// CHECK-NEXT: %cst_33 = arith.constant -0.776869833 : f32
// CHECK-NEXT: %cst_34 = arith.constant 0.648721277 : f32
// CHECK-NEXT: %cst_35 = arith.constant 0.353553385 : f32
// CHECK-NEXT: %cst_36 = arith.constant 1.41421354 : f32
// CHECK-NEXT: %cst_37 = arith.constant 0.223130167 : f32
// CHECK-NEXT: %cst_38 = arith.constant 1.64872122 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst_39 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_40 = arith.constant 2.250000e+00 : f32
// CHECK-NEXT: %cst_41 = arith.constant -1.500000e+00 : f32
// CHECK-NEXT: %cst_42 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_43 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_44 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_45 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_46 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_47 = arith.constant 0.707106769 : f32
// CHECK-NEXT: %0 = math.sqrt %cst_41 : f32
// CHECK-NEXT: %1 = math.rsqrt %cst_39 : f32
// CHECK-NEXT: %2 = math.rsqrt %cst_41 : f32
// CHECK-NEXT: %3 = math.log %cst_41 : f32
// CHECK-NEXT: %4 = math.log2 %cst_41 : f32
// CHECK-NEXT: %5 = math.log10 %cst_41 : f32
// CHECK-NEXT: %6 = math.log1p %cst_41 : f32
// CHECK-NEXT: %7 = math.cbrt %cst_39 : f32
// CHECK-NEXT: %8 = math.cbrt %cst_41 : f32
// CHECK-NEXT: %9 = math.fma %cst_39, %cst_40, %cst_41 : f32
// CHECK-NEXT: %10 = math.fpowi %cst_40, %c3_i32 : f32, i32
// CHECK-NEXT: %11 = math.clampf %cst_41 to [%cst_39, %cst_40] : f32
// CHECK-NEXT: return %cst_39, %cst_42, %cst_43, %cst_44, %cst_45, %cst_46, %cst_43, %cst_46, %cst_45, %cst_46, %cst_45, %cst_44, %cst_47, %0, %1, %2, %cst_38, %cst_37, %cst_36, %cst_35, %cst_34, %cst_33, %cst_32, %3, %cst_44, %4, %cst_31, %5, %cst_30, %6, %cst_29, %cst_28, %cst_27, %cst_26, %cst_25, %cst_24, %cst_23, %cst_22, %cst_21, %cst_20, %cst_19, %cst_18, %cst_17, %cst_16, %cst_15, %cst_16, %cst_14, %cst_13, %cst_12, %cst_11, %cst_10, %cst_10, %cst_9, %cst_10, %cst_8, %cst_7, %cst_6, %cst_5, %7, %8, %cst_4, %cst_10, %cst_3, %cst_2, %cst_39, %cst_42, %9, %10, %11, %cst_1, %cst_0, %cst_0, %cst : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f1() -> (f16, bf16, f64, f64, f16, i16, f16, bf16, i32, i32, f16, f32, i1, i1, f64, f16, i32, f32, f64) {
// CHECK-NEXT: %cst = arith.constant 1.3498588075760032 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0.741937339 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst_1 = arith.constant -3.000000e-01 : f64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_2 = arith.constant 1.536000e+04 : bf16
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %c16640_i16 = arith.constant 16640 : i16
// CHECK-NEXT: %cst_4 = arith.constant -2.000000e+00 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0.29552020666133955 : f64
// CHECK-NEXT: %cst_6 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %cst_7 = arith.constant -1.750000e+00 : bf16
// CHECK-NEXT: %cst_8 = arith.constant 3.000000e-01 : f64
// CHECK-NEXT: %cst_9 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_10 = arith.constant 3.000000e+10 : f32
// CHECK-NEXT: %cst_11 = arith.constant 1.100000e+00 : f32
// CHECK-NEXT: %cst_12 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %0 = math.round %cst_7 : bf16
// CHECK-NEXT: %1 = math.sqrt %cst_6 : f16
// CHECK-NEXT: %2 = arith.fptosi %cst_9 : f32 to i32
// CHECK-NEXT: %3 = arith.fptosi %cst_10 : f32 to i32
// CHECK-NEXT: %4 = arith.truncf %cst_11 : f32 to f16
// CHECK-NEXT: %5 = arith.truncf %cst_8 : f64 to f32
// CHECK-NEXT: return %cst_12, %0, %cst_5, %cst_4, %1, %c16640_i16, %cst_3, %cst_2, %2, %3, %4, %5, %true, %false, %cst_1, %cst_6, %c0_i32, %cst_0, %cst : f16, bf16, f64, f64, f16, i16, f16, bf16, i32, i32, f16, f32, i1, i1, f64, f16, i32, f32, f64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f2() -> (f16, f16, f16, f16, f16, f16, i1, i1, i1, i1, bf16, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant -2.500000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 2.500000e+00 : bf16
// CHECK-NEXT: %cst_4 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %0 = math.trunc %cst_4 : f16
// CHECK-NEXT: %1 = math.round %cst_4 : f16
// CHECK-NEXT: %2 = math.trunc %cst_3 : bf16
// CHECK-NEXT: return %0, %cst_2, %cst_1, %cst_0, %cst, %1, %false, %true, %true, %false, %2, %true, %true : f16, f16, f16, f16, f16, f16, i1, i1, i1, i1, bf16, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
