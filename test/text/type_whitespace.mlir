// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Whitespace and newlines between tokens of types are not significant.
"t.ws"() : () -> (vector< 4 x f32 >, tensor< ? x 4 x i8 >, tensor< * x f32 >, memref< 4 x 4 x f32 , 3 >)
"t.ws2"() : () -> (vector<2 x [ 4 ] x f32>, complex< f32 >, tuple< i32 , i64 >)
"t.ws3"()
  :
  (
  )
  ->
  (
    i32
    ,
    f64
  )
"t.ws4"() : () -> (memref<4x4xf32,strided<[ 4 , 1 ],offset:?>>, tensor<4xf32 , "e">)
"t.ws5"() : () -> (( i32 ) -> ( i1 , i1 ))

// CHECK:module {
// CHECK-NEXT:  %0:4 = "t.ws"() : () -> (vector<4xf32>, tensor<?x4xi8>, tensor<*xf32>, memref<4x4xf32, 3>)
// CHECK-NEXT:  %1:3 = "t.ws2"() : () -> (vector<2x[4]xf32>, complex<f32>, tuple<i32, i64>)
// CHECK-NEXT:  %2:2 = "t.ws3"() : () -> (i32, f64)
// CHECK-NEXT:  %3:2 = "t.ws4"() : () -> (memref<4x4xf32, strided<[4, 1], offset: ?>>, tensor<4xf32, "e">)
// CHECK-NEXT:  %4 = "t.ws5"() : () -> ((i32) -> (i1, i1))
// CHECK-NEXT:}
