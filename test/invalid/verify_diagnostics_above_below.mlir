// `@below` and `@above` name the nearest line in that direction that holds
// no expected-* annotation, so annotations may be stacked, as upstream.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

// expected-error@below {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @a}}
// expected-error@below {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @b}}
func.func @a(%x: i32) -> i64 { return %x : i32 } func.func @b(%x: i32) -> i64 { return %x : i32 }

// -----

func.func @c(%x: i32) -> i64 { return %x : i32 } func.func @d(%x: i32) -> i64 { return %x : i32 }
// expected-error@above {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @c}}
// expected-error@above {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @d}}
