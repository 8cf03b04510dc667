// UPSTREAM QUIRKS of cf.switch (rmlir is more lenient)
//
// pass: none (parse, verify, print)
//
// upstream mlir-opt 22: rejects %r#0 in a cf.switch case operand list ('result
// number not allowed in argument list') although it prints such operands
// itself; prints negative case values as unsigned (i32 -64 as 4294967232) and
// then aborts (APInt assertion) or errors when re-parsing them; case values
// out of the flag's range abort the parser.
// rmlir-opt: accepts %r#0 there, prints cases exactly like upstream, and
// silently truncates out-of-range case values (5000000000 on i32 becomes
// 705032704) instead of reporting an error. gen_program.py avoids %r#0 in
// switch operands.
//
// run: $MLIR_OPT FILE; target/debug/rmlir-opt FILE

func.func private @g() -> (i32, i32)
func.func @f(%a: i32, %b: i8) -> i32 {
  %r:2 = call @g() : () -> (i32, i32)
  cf.switch %a : i32, [
    default: ^bb1(%r#0 : i32),
    -64: ^bb1(%r#1 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// ---- mlir-opt 22 prints (exit 1):
// up_switch.mlir:5:21: error: result number not allowed in argument list
//     default: ^bb1(%r#0 : i32),
//                     ^
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @g() -> (i32, i32)
//   func.func @f(%arg0: i32, %arg1: i8) -> i32 {
//     %0:2 = call @g() : () -> (i32, i32)
//     cf.switch %arg0 : i32, [
//       default: ^bb1(%0#0 : i32),
//       4294967232: ^bb1(%0#1 : i32)
//     ]
//   ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
//     return %1 : i32
//   }
// }
