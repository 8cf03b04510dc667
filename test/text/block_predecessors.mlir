// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Blocks other than the entry block are annotated with their predecessors:
// none, one, several (one entry per branch edge).
"t.f"() ({
  "t.br"()[^b1, ^b2] : () -> ()
^b1:
  "t.br"()[^b3] : () -> ()
^b2:
  "t.br"()[^b3, ^b3] : () -> ()
^b3:
  "t.br"()[^b3, ^b4] : () -> ()
^b4:
  "t.ret"() : () -> ()
^dead:
  "t.br"()[^b4] : () -> ()
^dead2(%x: i32):
  "t.ret"() : () -> ()
}) : () -> ()
// An entry block without arguments or predecessors prints no label; source
// block names are replaced by numbered ones.
"t.g"() ({
^entry:
  "t.br"()[^next] : () -> ()
^next:
  "t.br"()[^entry2] : () -> ()
^entry2:
  "t.ret"() : () -> ()
}) : () -> ()
// Many predecessors.
"t.h"() ({
  "t.br"()[^b1, ^b2, ^b3, ^b4] : () -> ()
^b1:
  "t.br"()[^b5] : () -> ()
^b2:
  "t.br"()[^b5] : () -> ()
^b3:
  "t.br"()[^b5] : () -> ()
^b4:
  "t.br"()[^b5] : () -> ()
^b5:
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.f"() ({
// CHECK-NEXT:    "t.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "t.br"()[^bb3] : () -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    "t.br"()[^bb3, ^bb3] : () -> ()
// CHECK-NEXT:  ^bb3:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
// CHECK-NEXT:    "t.br"()[^bb3, ^bb4] : () -> ()
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT:    "t.ret"() : () -> ()
// CHECK-NEXT:  ^bb5:  // no predecessors
// CHECK-NEXT:    "t.br"()[^bb4] : () -> ()
// CHECK-NEXT:  ^bb6(%0: i32):  // no predecessors
// CHECK-NEXT:    "t.ret"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.g"() ({
// CHECK-NEXT:    "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    "t.ret"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.h"() ({
// CHECK-NEXT:    "t.br"()[^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "t.br"()[^bb5] : () -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    "t.br"()[^bb5] : () -> ()
// CHECK-NEXT:  ^bb3:  // pred: ^bb0
// CHECK-NEXT:    "t.br"()[^bb5] : () -> ()
// CHECK-NEXT:  ^bb4:  // pred: ^bb0
// CHECK-NEXT:    "t.br"()[^bb5] : () -> ()
// CHECK-NEXT:  ^bb5:  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:    "t.ret"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}
