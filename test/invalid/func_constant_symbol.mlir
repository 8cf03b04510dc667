// func.constant must name a function of its type, as upstream verifies its
// symbol use. Found by the canonicalize_cse fuzz target: a func.constant of
// a missing function verified, and canonicalize then turned the
// call_indirect of it into a func.call that did not.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics --canonicalize --cse

func.func @undefined(%a: i32, %b: f32) -> i32 {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'decl'}}
  %f = func.constant @decl : (i32, f32) -> i32
  %r = func.call_indirect %f(%a, %b) : (i32, f32) -> i32
  return %r : i32
}

// -----

func.func private @decl(i64) -> i32

func.func @mismatched(%a: i32) -> i32 {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @decl : (i32, f32) -> i32
  return %a : i32
}

// -----

// A valid one verifies.
func.func private @ok(i32) -> i32

func.func @valid(%a: i32) -> i32 {
  %f = func.constant @ok : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
