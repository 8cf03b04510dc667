// RUN: %rmlir-opt %s --mlir-elide-resource-strings-if-larger=2 | FileCheck %s --check-prefix=NONE --match-full-lines
// RUN: %rmlir-opt %s --mlir-elide-resource-strings-if-larger=14 | FileCheck %s --check-prefix=SMALL --match-full-lines
// RUN: %rmlir-opt %s --mlir-elide-resource-strings-if-larger=60 | FileCheck %s --check-prefix=ALL --match-full-lines

// A resource entry is dropped when its quoted hex value is longer than the
// limit (14 characters for r2, 60 for big). The metadata block stays open
// even when every entry is dropped, as upstream prints it.

func.func @f() {
  %0 = arith.constant dense_resource<big> : tensor<3xi64>
  %1 = arith.constant dense_resource<r2> : tensor<1xi8>
  return
}
{-#
  dialect_resources: {
    builtin: {
      big: "0x08000000010000000000000002000000000000000300000000000000",
      r2: "0x0100000007"
    }
  }
#-}

// NONE:      {-#
// NONE-EMPTY:
// NONE-NEXT: #-}

// SMALL:      {-#
// SMALL-NEXT:   dialect_resources: {
// SMALL-NEXT:     builtin: {
// SMALL-NEXT:       r2: "0x0100000007"
// SMALL-NEXT:     }
// SMALL-NEXT:   }
// SMALL-NEXT: #-}

// ALL:      big: "0x08000000010000000000000002000000000000000300000000000000",
// ALL-NEXT: r2: "0x0100000007"
