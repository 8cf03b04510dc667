// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// An empty region, an empty block, and a region with only a labeled block.
"t.empty_region"() ({
}) : () -> ()
"t.empty_block"() ({
^bb0:
}) : () -> ()
"t.block_args"() ({
^bb0(%x: i32, %y: f32):
}) : () -> ()
// Multiple regions, some empty.
"t.multi"() ({
  "t.a"() : () -> ()
}, {
}, {
^bb0(%z: i1):
  "t.b"(%z) : (i1) -> ()
}) : () -> ()
// Nested regions and values from enclosing regions.
%outer = "t.def"() : () -> i64
"t.nest"() ({
  "t.nest2"() ({
    "t.use"(%outer) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
// A region with several blocks, the second without arguments.
"t.blocks"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.br2"()[^bb2] : () -> ()
^bb2(%q: index):
  "t.end"(%q) : (index) -> ()
}) : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.empty_region"() ({
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.empty_block"() ({
// CHECK-NEXT:  ^bb0:
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.block_args"() ({
// CHECK-NEXT:  ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.multi"() ({
// CHECK-NEXT:    "t.a"() : () -> ()
// CHECK-NEXT:  }, {
// CHECK-NEXT:  }, {
// CHECK-NEXT:  ^bb0(%arg0: i1):
// CHECK-NEXT:    "t.b"(%arg0) : (i1) -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  %0 = "t.def"() : () -> i64
// CHECK-NEXT:  "t.nest"() ({
// CHECK-NEXT:    "t.nest2"() ({
// CHECK-NEXT:      "t.use"(%0) : (i64) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.blocks"() ({
// CHECK-NEXT:    "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "t.br2"()[^bb2] : () -> ()
// CHECK-NEXT:  ^bb2(%1: index):  // pred: ^bb1
// CHECK-NEXT:    "t.end"(%1) : (index) -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "t.empty_region"() ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "t.empty_block"() ({
// GENERIC-NEXT:  ^bb0:
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "t.block_args"() ({
// GENERIC-NEXT:  ^bb0(%arg1: i32, %arg2: f32):
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "t.multi"() ({
// GENERIC-NEXT:    "t.a"() : () -> ()
// GENERIC-NEXT:  }, {
// GENERIC-NEXT:  }, {
// GENERIC-NEXT:  ^bb0(%arg0: i1):
// GENERIC-NEXT:    "t.b"(%arg0) : (i1) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  %0 = "t.def"() : () -> i64
// GENERIC-NEXT:  "t.nest"() ({
// GENERIC-NEXT:    "t.nest2"() ({
// GENERIC-NEXT:      "t.use"(%0) : (i64) -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "t.blocks"() ({
// GENERIC-NEXT:    "t.br"()[^bb1] : () -> ()
// GENERIC-NEXT:  ^bb1:  // pred: ^bb0
// GENERIC-NEXT:    "t.br2"()[^bb2] : () -> ()
// GENERIC-NEXT:  ^bb2(%1: index):  // pred: ^bb1
// GENERIC-NEXT:    "t.end"(%1) : (index) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
