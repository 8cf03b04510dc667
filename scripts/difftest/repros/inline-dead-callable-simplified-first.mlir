// inline: a callee whose only other calls sit in a dead callable's unreachable block
//
// pass: --inline
//
// upstream mlir-opt 22: optimizeSCC runs the default pipeline (canonicalize)
// on every callable of the component, dead ones included, and recomputes
// their uses before inlineCallsInSCC finds them dead. The dead callable's
// unreachable block goes, so @callee's last call is the one in @user: inlined
// in place and erased.
// rmlir-opt: did not simplify dead callables, so their calls kept @callee
// alive.
//
// run: $MLIR_OPT --inline FILE; target/debug/rmlir-opt --inline FILE

func.func private @ext(i32)
func.func private @callee(%a: i32) {
  call @ext(%a) : (i32) -> ()
  return
}
func.func private @dead(%a: i32) {
  return
^bb1:
  call @callee(%a) : (i32) -> ()
  return
}
func.func @user(%a: i32) {
  call @callee(%a) : (i32) -> ()
  return
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @ext(i32)
//   func.func @user(%arg0: i32) {
//     call @ext(%arg0) : (i32) -> ()
//     return
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @ext(i32)
//   func.func private @callee(%arg0: i32) {
//     call @ext(%arg0) : (i32) -> ()
//     return
//   }
//   func.func @user(%arg0: i32) {
//     call @ext(%arg0) : (i32) -> ()
//     return
//   }
// }
