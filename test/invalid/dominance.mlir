// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Uses that are not dominated by their definitions in SSACFG regions.
func.func @same_block() {
  "t.use"(%v) : (i32) -> ()
  %v = "t.def"() : () -> i32
  return
}

// CHECK:{{.*}}dominance.mlir:5:3: error: operand #0 does not dominate this use
// CHECK-NEXT:  "t.use"(%v) : (i32) -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}dominance.mlir:5:3: note: see current operation: "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:{{.*}}dominance.mlir:6:8: note: operand defined here (op in the same block)
// CHECK-NEXT:  %v = "t.def"() : () -> i32
// CHECK-NEXT:       ^

// -----

func.func @sibling_blocks(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  %v = "t.def"() : () -> i32
  cf.br ^join
^b:
  cf.br ^join
^join:
  "t.use"(%v) : (i32) -> ()
  return
}

// CHECK:{{.*}}dominance.mlir:28:3: error: operand #0 does not dominate this use
// CHECK-NEXT:  "t.use"(%v) : (i32) -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}dominance.mlir:28:3: note: see current operation: "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:{{.*}}dominance.mlir:23:8: note: operand defined here (op in the same region)
// CHECK-NEXT:  %v = "t.def"() : () -> i32
// CHECK-NEXT:       ^

// -----

"t.multi_block"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.use"(%v) : (i8) -> ()
  "t.br"()[^bb2] : () -> ()
^bb2:
  %v = "t.v"() : () -> i8
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK:{{.*}}dominance.mlir:45:3: error: operand #0 does not dominate this use
// CHECK-NEXT:  "t.use"(%v) : (i8) -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}dominance.mlir:45:3: note: see current operation: "t.use"(%0) : (i8) -> ()
// CHECK-NEXT:{{.*}}dominance.mlir:48:8: note: operand defined here (op in the same region)
// CHECK-NEXT:  %v = "t.v"() : () -> i8
// CHECK-NEXT:       ^

// -----

func.func @self() {
  %s = "t.self"(%s) : (i32) -> i32
  return
}

// CHECK:{{.*}}dominance.mlir:63:8: error: operand #0 does not dominate this use
// CHECK-NEXT:  %s = "t.self"(%s) : (i32) -> i32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}dominance.mlir:63:8: note: see current operation: %0 = "t.self"(%0) : (i32) -> i32
// CHECK-NEXT:{{.*}}dominance.mlir:63:8: note: operand defined here (op in the same block)

// -----

func.func @nested() {
  "t.region"() ({
    "t.use"(%later) : (i32) -> ()
  }) : () -> ()
  %later = "t.def"() : () -> i32
  return
}

// CHECK:{{.*}}dominance.mlir:77:5: error: operand #0 does not dominate this use
// CHECK-NEXT:    "t.use"(%later) : (i32) -> ()
// CHECK-NEXT:    ^
// CHECK-NEXT:{{.*}}dominance.mlir:77:5: note: see current operation: "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:{{.*}}dominance.mlir:79:12: note: operand defined here (op in a parent region)
// CHECK-NEXT:  %later = "t.def"() : () -> i32
// CHECK-NEXT:           ^
