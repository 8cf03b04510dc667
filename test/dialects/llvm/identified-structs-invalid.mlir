// Identified structs declared inconsistently: diagnostics at the offending
// part of the type, as upstream's LLVM type parser reports them.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

llvm.func @first(!llvm.struct<"s", (i32)>)
// expected-error @+1 {{identified type already used with a different body}}
llvm.func @second(!llvm.struct<"s", (i64)>)

// -----

llvm.func @first(!llvm.struct<"p", packed (i32)>)
// expected-error @+1 {{identified type already used with a different body}}
llvm.func @second(!llvm.struct<"p", (i32)>)

// -----

llvm.func @first(!llvm.struct<"t", (i32)>)
// expected-error @+1 {{redeclaring defined struct as opaque}}
llvm.func @second(!llvm.struct<"t", opaque>)

// -----

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
llvm.func @alone(!llvm.struct<"u">)

// -----

// The name alone refers back only to a struct being read, not to another.
// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
llvm.func @other(!llvm.struct<"w", (ptr, struct<"x">)>)

// -----

// expected-error @+1 {{expected ','}}
llvm.func @no_comma(!llvm.struct<"y" (i32)>)

// -----

// expected-error @+1 {{expected valid keyword}}
llvm.func @empty_field(!llvm.struct<"z", (i32, )>)

// -----

// expected-error @+1 {{expected '>'}}
llvm.func @trailing(!llvm.struct<"o", opaque x>)
