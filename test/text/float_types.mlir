// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// The standard IEEE and extended float types.
"t.ieee"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
// The 8-bit float family.
"t.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
// The sub-byte float types.
"t.small"() : () -> (f4E2M1FN, f6E2M3FN, f6E3M2FN)

// CHECK:module {
// CHECK-NEXT:  %0:7 = "t.ieee"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
// CHECK-NEXT:  %1:8 = "t.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
// CHECK-NEXT:  %2:3 = "t.small"() : () -> (f4E2M1FN, f6E2M3FN, f6E3M2FN)
// CHECK-NEXT:}
