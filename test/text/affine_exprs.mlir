// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines

// Printing of affine expressions: operators, precedence, negation and
// canonical ordering of terms, inlined with --mlir-print-local-scope.
"t.arith"() {a = affine_map<(d0, d1) -> (d0 + d1, d0 - d1, d0 * 3, -d0, d1 * -2 + d0)>} : () -> ()
"t.div"() {a = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4, d0 floordiv s0, (d0 + 1) mod s0)>} : () -> ()
"t.prec"() {a = affine_map<(d0, d1) -> ((d0 + d1) * 2, (d0 floordiv 2) * 3, d0 floordiv (2 * 2), (d0 + d1) floordiv 3 + 1)>} : () -> ()
"t.consts"() {a = affine_map<(d0) -> (0, -1, 3 + 4, d0 + 0, d0 * 1, 5 - d0)>} : () -> ()
"t.syms"() {a = affine_map<()[s0, s1] -> (s0 + s1, s1 * s0, s0 - 7)>} : () -> ()
"t.order"() {a = affine_map<(d0, d1)[s0] -> (s0 + d1 + d0, 3 + d0, d1 * 2 + d0 * 3)>} : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.arith"() {a = affine_map<(d0, d1) -> (d0 + d1, d0 - d1, d0 * 3, -d0, d1 * -2 + d0)>} : () -> ()
// CHECK-NEXT:  "t.div"() {a = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4, d0 floordiv s0, (d0 + 1) mod s0)>} : () -> ()
// CHECK-NEXT:  "t.prec"() {a = affine_map<(d0, d1) -> ((d0 + d1) * 2, (d0 floordiv 2) * 3, d0 floordiv 4, (d0 + d1) floordiv 3 + 1)>} : () -> ()
// CHECK-NEXT:  "t.consts"() {a = affine_map<(d0) -> (0, -1, 7, d0, d0, -d0 + 5)>} : () -> ()
// CHECK-NEXT:  "t.syms"() {a = affine_map<()[s0, s1] -> (s0 + s1, s0 * s1, s0 - 7)>} : () -> ()
// CHECK-NEXT:  "t.order"() {a = affine_map<(d0, d1)[s0] -> (d1 + s0 + d0, d0 + 3, d1 * 2 + d0 * 3)>} : () -> ()
// CHECK-NEXT:}
