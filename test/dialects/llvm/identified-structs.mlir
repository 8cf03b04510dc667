// Identified structs: one type per name, its body given once and printed
// wherever the struct is used, except inside itself, where the name alone
// refers back to it (self and mutual recursion, opaque structs named before
// and after, packed bodies, escaped names); custom and generic form, and
// the generic form read back.
// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | %rmlir-opt | FileCheck %s

// CHECK-LABEL: llvm.func @self
// CHECK-SAME: (%arg0: !llvm.struct<"list", (f64, ptr, struct<"list">)>) -> !llvm.struct<"list", (f64, ptr, struct<"list">)>
llvm.func @self(%l: !llvm.struct<"list", (f64, ptr, struct<"list">)>) -> !llvm.struct<"list", (f64, ptr, struct<"list">)> {
  // The field that is the struct itself has the struct's type.
  // CHECK: llvm.extractvalue %arg0[2] : !llvm.struct<"list", (f64, ptr, struct<"list">)>
  %next = llvm.extractvalue %l[2] : !llvm.struct<"list", (f64, ptr, struct<"list">)>
  // CHECK: llvm.return %{{.*}} : !llvm.struct<"list", (f64, ptr, struct<"list">)>
  llvm.return %next : !llvm.struct<"list", (f64, ptr, struct<"list">)>
}

// Once "list" has a body, a literal struct holding it prints that body.
// CHECK-LABEL: llvm.func @holder
// CHECK-SAME: !llvm.struct<(i1, struct<"list", (f64, ptr, struct<"list">)>)>
llvm.func @holder(!llvm.struct<(i1, struct<"list", (f64, ptr, struct<"list">)>)>)

// Each of two mutually recursive structs prints the other in full, and
// itself by name inside it.
// CHECK-LABEL: llvm.func @mutual
// CHECK-SAME: !llvm.struct<"tree", (i16, struct<"forest", (ptr, struct<"tree">)>)>
// CHECK-SAME: !llvm.struct<"forest", (ptr, struct<"tree", (i16, struct<"forest">)>)>
llvm.func @mutual(!llvm.struct<"tree", (i16, struct<"forest", (ptr, struct<"tree">)>)>, !llvm.struct<"forest", (ptr, struct<"tree", (i16, struct<"forest">)>)>)

// CHECK-LABEL: llvm.func @opaque_and_packed
// CHECK-SAME: !llvm.struct<"handle", opaque>
// CHECK-SAME: !llvm.array<3 x struct<"tight", packed (i8, i64)>>
// CHECK-SAME: !llvm.struct<"q\22uote", ()>
llvm.func @opaque_and_packed(!llvm.struct<"handle", opaque>, !llvm.array<3 x struct<"tight", packed (i8, i64)>>, !llvm.struct<"q\22uote", ()>)

// An opaque struct may be named again as opaque, with or without the
// `!llvm.` prefix inside another LLVM type.
// CHECK-LABEL: llvm.func @again
// CHECK-SAME: !llvm.struct<(struct<"handle", opaque>, struct<"tight", packed (i8, i64)>)>
llvm.func @again(!llvm.struct<(!llvm.struct<"handle", opaque>, struct<"tight", packed (i8, i64)>)>)
