// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// A forward reference fixes the value's type at its first use; the definition
// and later uses must agree.
"t.use"(%v) : (i32) -> ()
%v = "t.def"() : () -> i64

// CHECK:{{.*}}forward_ref_types.mlir:6:1: error: definition of SSA value '%v#0' has type 'i64'
// CHECK-NEXT:%v = "t.def"() : () -> i64
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}forward_ref_types.mlir:5:9: note: previously used here with type 'i32'
// CHECK-NEXT:"t.use"(%v) : (i32) -> ()
// CHECK-NEXT:        ^

// -----

"t.use"(%w) : (i32) -> ()
"t.use"(%w) : (f32) -> ()
%w = "t.def"() : () -> i32

// CHECK:{{.*}}forward_ref_types.mlir:18:9: error: use of value '%w' expects different type than prior uses: 'f32' vs 'i32'
// CHECK-NEXT:"t.use"(%w) : (f32) -> ()
// CHECK-NEXT:        ^
// CHECK-NEXT:{{.*}}forward_ref_types.mlir:17:9: note: prior use here
// CHECK-NEXT:"t.use"(%w) : (i32) -> ()
// CHECK-NEXT:        ^

// -----

%d = "t.def"() : () -> i32
"t.use"(%d) : (i64) -> ()

// CHECK:{{.*}}forward_ref_types.mlir:31:9: error: use of value '%d' expects different type than prior uses: 'i64' vs 'i32'
// CHECK-NEXT:"t.use"(%d) : (i64) -> ()
// CHECK-NEXT:        ^
// CHECK-NEXT:{{.*}}forward_ref_types.mlir:30:1: note: prior use here
// CHECK-NEXT:%d = "t.def"() : () -> i32
// CHECK-NEXT:^

// -----

"t.use"(%g#1) : (f32) -> ()
%g:2 = "t.def"() : () -> (i32, i32)

// CHECK:{{.*}}forward_ref_types.mlir:43:1: error: definition of SSA value '%g#1' has type 'i32'
// CHECK-NEXT:%g:2 = "t.def"() : () -> (i32, i32)
// CHECK-NEXT:^
// CHECK-NEXT:{{.*}}forward_ref_types.mlir:42:9: note: previously used here with type 'f32'
// CHECK-NEXT:"t.use"(%g#1) : (f32) -> ()
// CHECK-NEXT:        ^

// -----

"t.use"(%h#3) : (i32) -> ()
%h:2 = "t.def"() : () -> (i32, i32)

// CHECK:{{.*}}forward_ref_types.mlir:54:9: error: use of undeclared SSA value name
// CHECK-NEXT:"t.use"(%h#3) : (i32) -> ()
// CHECK-NEXT:        ^

// -----

"t.region"() ({
  "t.br"(%b)[^bb1] : (i16) -> ()
^bb1:
  %b = "t.def"() : () -> i8
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK:{{.*}}forward_ref_types.mlir:66:3: error: definition of SSA value '%b#0' has type 'i8'
// CHECK-NEXT:  %b = "t.def"() : () -> i8
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}forward_ref_types.mlir:64:10: note: previously used here with type 'i16'
// CHECK-NEXT:  "t.br"(%b)[^bb1] : (i16) -> ()
// CHECK-NEXT:         ^
