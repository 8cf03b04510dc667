// canonicalize: subi(x, x) of a constant of another dialect
//
// pass: --canonicalize
//
// upstream mlir-opt 22: SubIOp::fold tries subi(x, x) -> 0 (a new attribute,
// materialized by arith) before subi(x, 0) -> x, so subi of an
// index.bool.constant false with itself becomes arith.constant false.
// rmlir-opt: tried x - 0 first and returned the index.bool.constant.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func private @u(i1)

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[I:.*]] = index.bool.constant false
// CHECK-NEXT:    %[[A:.*]] = arith.constant false
// CHECK-NEXT:    call @u(%[[A]])
// CHECK-NEXT:    call @u(%[[I]])
func.func @f() {
  %f = index.bool.constant false
  %0 = arith.subi %f, %f : i1
  call @u(%0) : (i1) -> ()
  call @u(%f) : (i1) -> ()
  return
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @u(i1)
//   func.func @f() {
//     %false = index.bool.constant false
//     %false_0 = arith.constant false
//     call @u(%false_0) : (i1) -> ()
//     call @u(%false) : (i1) -> ()
//     return
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @u(i1)
//   func.func @f() {
//     %false = index.bool.constant false
//     call @u(%false) : (i1) -> ()
//     call @u(%false) : (i1) -> ()
//     return
//   }
// }
