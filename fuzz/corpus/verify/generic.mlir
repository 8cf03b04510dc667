"t.a"() ({
^bb0(%a: i32, %b: f32):
  %0:2 = "t.b"(%a) {k = [1, "s", unit], d = {x = 1.5 : f32}} : (i32) -> (i32, index)
  "t.br"(%0#0)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  "t.c"() <{p = #t.q<1>}> : () -> ()
^bb2:
  "t.r"(%b) : (f32) -> () loc(fused["a":1:2, callsite("f" at "g":3:4)])
}) {sym_name = "x"} : () -> ()
