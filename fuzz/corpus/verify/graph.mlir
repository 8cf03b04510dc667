%x = "t.def"(%y) : (i64) -> i64
%y = "t.def"(%x) : (i64) -> i64
"t.g"() ({
  "t.use"(%x, %y) : (i64, i64) -> ()
}, {
^entry(%z: tensor<*xf32> loc("arg")):
  "t.ret"(%z) : (tensor<*xf32>) -> ()
}) : () -> ()
