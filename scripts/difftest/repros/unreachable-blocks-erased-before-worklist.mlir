// canonicalize: unreachable blocks go before the worklist runs
//
// pass: --canonicalize
//
// upstream mlir-opt 22: each iteration of the greedy driver erases the
// unreachable blocks first (telling the driver of every erased op), then
// runs the worklist, then simplifies the regions. So an op used only in an
// unreachable block (%x here, or a select feeding a dead loop result) is
// already dead when the worklist reaches it, which changes when loops and
// constants die and so the order of the hoisted constants (difftest seed
// 132).
// rmlir-opt before the fix: erased them only after the worklist, with the
// rest of the region simplification.
//
// run: $MLIR_OPT --canonicalize -debug-only=greedy-rewriter FILE shows the
// erase of the unreachable func.return before the first "Processing".

func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %a : i32
^bb1:
  return %x : i32
}
