# RUN: %PYTHON %s | FileCheck %s
# Python rewrite patterns through mlir.rewrite, as upstream's API has them.
from mlir.ir import *
from mlir.dialects import arith, func
from mlir.rewrite import *

with Context() as ctx, Location.unknown():
    m = Module.parse('''func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %a, %x : i32
  %c = arith.addi %b, %b : i32
  return %c : i32
}''')

    def to_mul(op, rewriter):
        # addi x, x -> muli x, 2; anything else does not match.
        if op.operands[0] != op.operands[1]:
            return True
        with rewriter.ip:
            two = arith.constant(op.result.type, 2)
            new = arith.MulIOp(op.operands[0], two)
        rewriter.replace_op(op, new)
        return False

    ps = RewritePatternSet()
    ps.add(arith.AddIOp, to_mul, benefit=2)
    apply_patterns_and_fold_greedily(m, ps.freeze())
    print(m)

    cfg = GreedyRewriteConfig()
    print(cfg.max_iterations, cfg.max_num_rewrites, cfg.use_top_down_traversal, cfg.enable_folding)
    print(cfg.strictness, cfg.region_simplification_level, cfg.enable_constant_cse)

    def boom(op, rewriter):
        raise ValueError("bad pattern")

    ps3 = RewritePatternSet()
    ps3.add("arith.muli", boom)
    try:
        apply_patterns_and_fold_greedily(m, ps3.freeze())
    except ValueError as e:
        print("ValueError", e)

    # Erasing through the rewriter: drop a dead muli.
    m2 = Module.parse('''func.func @g(%x: i32) -> i32 {
  %d = arith.muli %x, %x : i32
  return %x : i32
}''')
    def erase_dead(op, rewriter):
        if len(list(op.result.uses)) != 0:
            return True
        rewriter.erase_op(op)
    ps4 = RewritePatternSet()
    ps4.add("arith.muli", erase_dead)
    apply_patterns_and_fold_greedily(m2.operation, ps4.freeze())
    print(m2)

# CHECK: module {
# CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
# CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
# CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
# CHECK-NEXT:     %1 = arith.muli %0, %c2_i32 : i32
# CHECK-NEXT:     return %1 : i32
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: 10 -1 False True
# CHECK-NEXT: GreedyRewriteStrictness.ANY_OP GreedySimplifyRegionLevel.AGGRESSIVE True
# CHECK-NEXT: ValueError bad pattern
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func @g(%arg0: i32) -> i32 {
# CHECK-NEXT:     return %arg0 : i32
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
