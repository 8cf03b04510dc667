// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Untyped float literals default to f64.
"t.default"() {a = 1.0, b = -2.5, c = 0.0} : () -> ()
// Simple f32 values.
"t.f32"() {a = 0.0 : f32, b = -0.0 : f32, c = 1.0 : f32, d = 1.5 : f32, e = -3.25 : f32, f = 100.0 : f32, g = 1.0e10 : f32, h = 2.5E-3 : f32} : () -> ()
// Values that do not survive a round trip through the short decimal form.
"t.inexact"() {a = 0.1 : f32, b = 3.14159 : f32, c = 0.1 : f64, d = 3.14159265358979 : f64, e = 1.0e-40 : f32, f = 16777217.0 : f32, g = 0.333333333 : f64} : () -> ()
// Large and small magnitudes.
"t.mag"() {a = 1.0e300 : f64, b = 1.0e-300 : f64, c = 3.4028234663852886e38 : f32, d = 65504.0 : f16, e = 1.0e-7 : f16} : () -> ()
// Hex bit patterns: infinities, NaNs (quiet, signalling, negative, payload), denormals.
"t.hexf32"() {a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FC00000 : f32, d = 0xFFC00000 : f32, e = 0x7F800001 : f32, f = 0x7FC00123 : f32, g = 0x00000001 : f32, h = 0x3F800000 : f32} : () -> ()
"t.hexf64"() {a = 0x7FF0000000000000 : f64, b = 0xFFF0000000000000 : f64, c = 0x7FF8000000000000 : f64, d = 0x7FF0000000000001 : f64, e = 0x0000000000000001 : f64, f = 0x4000000000000000 : f64} : () -> ()
"t.hexf16"() {a = 0x7C00 : f16, b = 0xFC00 : f16, c = 0x7E00 : f16, d = 0x3C00 : f16, e = 0x0001 : f16} : () -> ()
"t.hexbf16"() {a = 0x7F80 : bf16, b = 0x7FC0 : bf16, c = 0x3F80 : bf16, d = 0x4049 : bf16} : () -> ()
// The other float types, with exact and inexact values.
"t.bf16"() {a = 1.0 : bf16, b = 0.1 : bf16, c = -2.0 : bf16, d = 3.0e38 : bf16} : () -> ()
"t.f16"() {a = 1.0 : f16, b = 0.1 : f16, c = -0.5 : f16} : () -> ()
"t.tf32"() {a = 1.0 : tf32, b = 0.1 : tf32} : () -> ()
"t.f80"() {a = 1.0 : f80, b = 0.1 : f80, c = 0x7FFF8000000000000000 : f80} : () -> ()
"t.f128"() {a = 1.0 : f128, b = 0.1 : f128, c = 0x7FFF0000000000000000000000000000 : f128} : () -> ()
"t.f8"() {a = 1.0 : f8E4M3FN, b = 0.1 : f8E4M3FN, c = 448.0 : f8E4M3FN, d = 1.0 : f8E5M2, e = 0x7C : f8E5M2, f = 0x7F : f8E4M3FN, g = 2.0 : f8E5M2FNUZ, h = 0x80 : f8E4M3FNUZ} : () -> ()
"t.f8b"() {a = 1.0 : f8E4M3, b = 1.0 : f8E3M4, c = 1.0 : f8E4M3B11FNUZ, d = 2.0 : f8E8M0FNU, e = 0xFF : f8E8M0FNU} : () -> ()
"t.f4f6"() {a = 1.0 : f4E2M1FN, b = 6.0 : f4E2M1FN, c = 0.5 : f6E2M3FN, d = 28.0 : f6E3M2FN, e = 0x3F : f6E2M3FN} : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.default"() {a = 1.000000e+00 : f64, b = -2.500000e+00 : f64, c = 0.000000e+00 : f64} : () -> ()
// CHECK-NEXT:  "t.f32"() {a = 0.000000e+00 : f32, b = -0.000000e+00 : f32, c = 1.000000e+00 : f32, d = 1.500000e+00 : f32, e = -3.250000e+00 : f32, f = 1.000000e+02 : f32, g = 1.000000e+10 : f32, h = 2.500000e-03 : f32} : () -> ()
// CHECK-NEXT:  "t.inexact"() {a = 1.000000e-01 : f32, b = 3.141590e+00 : f32, c = 1.000000e-01 : f64, d = 3.14159265358979 : f64, e = 9.999940e-41 : f32, f = 0x4B800000 : f32, g = 0.33333333300000001 : f64} : () -> ()
// CHECK-NEXT:  "t.mag"() {a = 1.000000e+300 : f64, b = 1.000000e-300 : f64, c = 3.40282347E+38 : f32, d = 6.550400e+04 : f16, e = 1.192090e-07 : f16} : () -> ()
// CHECK-NEXT:  "t.hexf32"() {a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FC00000 : f32, d = 0xFFC00000 : f32, e = 0x7F800001 : f32, f = 0x7FC00123 : f32, g = 1.401300e-45 : f32, h = 1.000000e+00 : f32} : () -> ()
// CHECK-NEXT:  "t.hexf64"() {a = 0x7FF0000000000000 : f64, b = 0xFFF0000000000000 : f64, c = 0x7FF8000000000000 : f64, d = 0x7FF0000000000001 : f64, e = 4.940660e-324 : f64, f = 2.000000e+00 : f64} : () -> ()
// CHECK-NEXT:  "t.hexf16"() {a = 0x7C00 : f16, b = 0xFC00 : f16, c = 0x7E00 : f16, d = 1.000000e+00 : f16, e = 5.960460e-08 : f16} : () -> ()
// CHECK-NEXT:  "t.hexbf16"() {a = 0x7F80 : bf16, b = 0x7FC0 : bf16, c = 1.000000e+00 : bf16, d = 3.140630e+00 : bf16} : () -> ()
// CHECK-NEXT:  "t.bf16"() {a = 1.000000e+00 : bf16, b = 1.000980e-01 : bf16, c = -2.000000e+00 : bf16, d = 3.004060e+38 : bf16} : () -> ()
// CHECK-NEXT:  "t.f16"() {a = 1.000000e+00 : f16, b = 9.997550e-02 : f16, c = -5.000000e-01 : f16} : () -> ()
// CHECK-NEXT:  "t.tf32"() {a = 1.000000e+00 : tf32, b = 9.997550e-02 : tf32} : () -> ()
// CHECK-NEXT:  "t.f80"() {a = 1.000000e+00 : f80, b = 0.100000000000000005551 : f80, c = 0x7FFF8000000000000000 : f80} : () -> ()
// CHECK-NEXT:  "t.f128"() {a = 1.000000e+00 : f128, b = 0.100000000000000005551115123125782702 : f128, c = 0x7FFF0000000000000000000000000000 : f128} : () -> ()
// CHECK-NEXT:  "t.f8"() {a = 1.000000e+00 : f8E4M3FN, b = 1.015630e-01 : f8E4M3FN, c = 4.480000e+02 : f8E4M3FN, d = 1.000000e+00 : f8E5M2, e = 0x7C : f8E5M2, f = 0x7F : f8E4M3FN, g = 2.000000e+00 : f8E5M2FNUZ, h = 0x80 : f8E4M3FNUZ} : () -> ()
// CHECK-NEXT:  "t.f8b"() {a = 1.000000e+00 : f8E4M3, b = 1.000000e+00 : f8E3M4, c = 1.000000e+00 : f8E4M3B11FNUZ, d = 2.000000e+00 : f8E8M0FNU, e = 0xFF : f8E8M0FNU} : () -> ()
// CHECK-NEXT:  "t.f4f6"() {a = 1.000000e+00 : f4E2M1FN, b = 6.000000e+00 : f4E2M1FN, c = 5.000000e-01 : f6E2M3FN, d = 2.800000e+01 : f6E3M2FN, e = -7.500000e+00 : f6E2M3FN} : () -> ()
// CHECK-NEXT:}
