func.func @indirect(%a: i32, %b: f32) -> i32 {
  %f = func.constant @decl : (i32, f32) -> i32
  %r = func.call_indirect %f(%a, %b) : (i32, f32) -> i32
  return %r : i32
}
