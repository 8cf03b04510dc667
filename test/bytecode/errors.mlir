// Bad bytecode is a diagnostic, never a crash; an unsupported version is
// refused with upstream's message.
// RUN: not %rmlir-opt %s --emit-bytecode --emit-bytecode-version=7 2>&1 | FileCheck %s --check-prefix=VERSION
// VERSION: unsupported version requested 7, must be in range [0, 6]

// The magic number alone.
// RUN: printf 'ML\357R' > %t.magic.mlirbc
// RUN: not %rmlir-opt %t.magic.mlirbc 2>&1 | FileCheck %s --check-prefix=TRUNC
// TRUNC: magic.mlirbc:0:0: error: attempting to parse a byte at the end of the bytecode

// A version newer than the reader's.
// RUN: printf 'ML\357R\017rmlir\000' > %t.newer.mlirbc
// RUN: not %rmlir-opt %t.newer.mlirbc 2>&1 | FileCheck %s --check-prefix=NEWER
// NEWER: error: bytecode version 7 is newer than the current version 6

// A section longer than the file.
// RUN: printf 'ML\357R\015rmlir\000\000\377' > %t.long.mlirbc
// RUN: not %rmlir-opt %t.long.mlirbc 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: error: attempting to parse 127 bytes when only 0 remain

// Valid bytecode cut short anywhere is an error.
// RUN: %rmlir-opt %s --emit-bytecode -o %t.full.mlirbc
// RUN: head -c 60 %t.full.mlirbc > %t.cut.mlirbc
// RUN: not %rmlir-opt %t.cut.mlirbc 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: cut.mlirbc:0:0: error:

// A missing section.
// RUN: printf 'ML\357R\015rmlir\000\001\003\001' > %t.missing.mlirbc
// RUN: not %rmlir-opt %t.missing.mlirbc 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: missing data for top-level section: String (0)

func.func @f() {
  return
}
