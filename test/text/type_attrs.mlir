// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Types used as attributes.
"t.types"() {a = i32, b = f64, c = index, d = none, e = tensor<4xf32>, f = memref<?xi8>, g = vector<[4]xi1>} : () -> ()
"t.types2"() {a = !foo.bar, b = !foo<"x">, c = complex<f32>, d = tuple<i32, f32>, e = () -> (), f = (i32) -> (i1, i1)} : () -> ()
// Type attributes inside arrays and dictionaries.
"t.nested"() {a = [i1, si8, ui16], b = {t = bf16}} : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.types"() {a = i32, b = f64, c = index, d = none, e = tensor<4xf32>, f = memref<?xi8>, g = vector<[4]xi1>} : () -> ()
// CHECK-NEXT:  "t.types2"() {a = !foo.bar, b = !foo<"x">, c = complex<f32>, d = tuple<i32, f32>, e = () -> (), f = (i32) -> (i1, i1)} : () -> ()
// CHECK-NEXT:  "t.nested"() {a = [i1, si8, ui16], b = {t = bf16}} : () -> ()
// CHECK-NEXT:}
