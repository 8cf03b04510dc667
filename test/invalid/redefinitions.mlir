// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Names that are defined twice.
%x = "t.a"() : () -> i32
%x = "t.b"() : () -> i32

// CHECK:{{.*}}redefinitions.mlir:5:1: error: redefinition of SSA value '%x'
// CHECK-NEXT:%x = "t.b"() : () -> i32
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}redefinitions.mlir:4:1: note: previously defined here
// CHECK-NEXT:%x = "t.a"() : () -> i32
// CHECK-NEXT:^

// -----

"t.region"() ({
^bb1:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK:{{.*}}redefinitions.mlir:19:1: error: redefinition of block '^bb1'
// CHECK-NEXT:^bb1:
// CHECK-NEXT:^

// -----

#a = 1 : i32
#a = 2 : i32
"t.op"() {v = #a} : () -> ()

// CHECK:{{.*}}redefinitions.mlir:30:1: error: redefinition of attribute alias id 'a'
// CHECK-NEXT:#a = 2 : i32
// CHECK-NEXT:^

// -----

!t = i32
!t = i64
"t.op"() : () -> !t

// CHECK:{{.*}}redefinitions.mlir:40:1: error: redefinition of type alias id 't'
// CHECK-NEXT:!t = i64
// CHECK-NEXT:^

// -----

"t.region"() ({
^bb0(%arg: i32, %arg: i32):
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK:{{.*}}redefinitions.mlir:50:17: error: redefinition of SSA value '%arg'
// CHECK-NEXT:^bb0(%arg: i32, %arg: i32):
// CHECK-NEXT:                ^
// CHECK-NEXT:{{.*}}redefinitions.mlir:50:6: note: previously defined here
// CHECK-NEXT:^bb0(%arg: i32, %arg: i32):
// CHECK-NEXT:     ^

// -----

%y = "t.a"() : () -> i32
"t.region"() ({
  %y = "t.b"() : () -> i32
}) : () -> ()

// CHECK:{{.*}}redefinitions.mlir:65:3: error: redefinition of SSA value '%y'
// CHECK-NEXT:  %y = "t.b"() : () -> i32
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}redefinitions.mlir:63:1: note: previously defined here
// CHECK-NEXT:%y = "t.a"() : () -> i32
// CHECK-NEXT:^

// -----

%z:2, %z = "t.a"() : () -> (i32, i32, i32)

// CHECK:{{.*}}redefinitions.mlir:77:7: error: redefinition of SSA value '%z'
// CHECK-NEXT:%z:2, %z = "t.a"() : () -> (i32, i32, i32)
// CHECK-NEXT:      ^
// CHECK-NEXT:{{.*}}redefinitions.mlir:77:1: note: previously defined here
// CHECK-NEXT:%z:2, %z = "t.a"() : () -> (i32, i32, i32)
// CHECK-NEXT:^
