// Regression test: rmlir used to differ from upstream here.
// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Without --allow-unregistered-dialect, types and attributes of unknown
// dialects are rejected. Upstream's message prints them with a quoted dialect
// namespace and their raw body, attributes with their ': none' type; for the
// verbose form the error points at the start of the type.
func.func private @f() -> !foo.bar

// CHECK:{{.*}}unregistered_dialect_types_attrs.mlir:8:32: error: `!"foo"<"bar">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// CHECK-NEXT:func.func private @f() -> !foo.bar
// CHECK-NEXT:                               ^

// -----

func.func @g() attributes {x = #foo.attr} {
  return
}

// CHECK:{{.*}}unregistered_dialect_types_attrs.mlir:16:37: error: #"foo"<"attr"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// CHECK-NEXT:func.func @g() attributes {x = #foo.attr} {
// CHECK-NEXT:                                    ^

// -----

func.func private @n() -> !foo<"opaque">

// CHECK:{{.*}}unregistered_dialect_types_attrs.mlir:26:27: error: `!"foo"<""opaque"">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// CHECK-NEXT:func.func private @n() -> !foo<"opaque">
// CHECK-NEXT:                          ^
