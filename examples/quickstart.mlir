// A small module: unregistered ops, a nested region with a CFG, and
// attributes the printer gives aliases to.
%0 = "demo.constant"() {value = 42 : i32} : () -> i32
"demo.loop"(%0) ({
^bb0(%i: i32):
  %1 = "demo.add"(%i, %0) : (i32, i32) -> i32
  "demo.branch"(%1)[^bb1] : (i32) -> ()
^bb1:
  "demo.yield"() : () -> ()
}) {map = affine_map<(d0, d1) -> (d1 floordiv 4, d0 * 2)>} : (i32) -> ()
