// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// References to things that are never defined.
"t.use"(%nope) : (i32) -> ()

// CHECK:{{.*}}undefined_refs.mlir:4:9: error: use of undeclared SSA value name
// CHECK-NEXT:"t.use"(%nope) : (i32) -> ()
// CHECK-NEXT:        ^

// -----

"t.region"() ({
  "t.br"()[^missing] : () -> ()
}) : () -> ()

// CHECK:{{.*}}undefined_refs.mlir:13:12: error: reference to an undefined block
// CHECK-NEXT:  "t.br"()[^missing] : () -> ()
// CHECK-NEXT:           ^

// -----

"t.op"() {a = #undefined_alias} : () -> ()

// CHECK:{{.*}}undefined_refs.mlir:22:31: error: undefined symbol alias id 'undefined_alias'
// CHECK-NEXT:"t.op"() {a = #undefined_alias} : () -> ()
// CHECK-NEXT:                              ^

// -----

"t.op"() : () -> !undefined_alias

// -----

%a:2 = "t.def"() : () -> (i32, i32)
"t.use"(%a#2) : (i32) -> ()

// CHECK:{{.*}}undefined_refs.mlir:30:34: error: undefined symbol alias id 'undefined_alias'
// CHECK-NEXT:"t.op"() : () -> !undefined_alias
// CHECK-NEXT:                                 ^
// CHECK:{{.*}}undefined_refs.mlir:35:9: error: reference to invalid result number
// CHECK-NEXT:"t.use"(%a#2) : (i32) -> ()
// CHECK-NEXT:        ^

// -----

"t.region"() ({
  %inner = "t.def"() : () -> i32
}) : () -> ()
"t.use"(%inner) : (i32) -> ()

// CHECK:{{.*}}undefined_refs.mlir:49:9: error: use of undeclared SSA value name
// CHECK-NEXT:"t.use"(%inner) : (i32) -> ()
// CHECK-NEXT:        ^

// -----

func.func @f() {
  "t.use"(%late) : (i32) -> ()
  return
}

// CHECK:{{.*}}undefined_refs.mlir:58:11: error: use of undeclared SSA value name
// CHECK-NEXT:  "t.use"(%late) : (i32) -> ()
// CHECK-NEXT:          ^

// -----

"t.region"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.br"()[^bb7] : () -> ()
}) : () -> ()

// CHECK:{{.*}}undefined_refs.mlir:71:12: error: reference to an undefined block
// CHECK-NEXT:  "t.br"()[^bb7] : () -> ()
// CHECK-NEXT:           ^
