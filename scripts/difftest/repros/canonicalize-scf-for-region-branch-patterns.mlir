// canonicalize: scf.for iter_args under MLIR 22's region-branch patterns
// (fixed: the three patterns are mlir-ir's rewrite::region_branch_patterns,
// which every scf region op lists; test/passes/canonicalize-region-branch-*)
//
// pass: --canonicalize
//
// upstream mlir-opt 22: scf.for/scf.while canonicalize with the generic
// RegionBranchOpInterface patterns (MakeRegionBranchOpSuccessorInputsDead,
// RemoveDuplicateSuccessorInputUses, RemoveDeadRegionBranchOpSuccessorInputs)
// instead of ForOpIterArgsFolder. Here the loop result, whose only reachable
// value is the constant 0 : i8, has its uses replaced in place; the loop itself
// stays until region DCE at the end of the iteration, so the first constant
// stays alive and is hoisted first in the next iteration.
// rmlir-opt before the fix: ForOpIterArgsFolder rebuilt the loop at once; the
// constant died early and the surviving one was hoisted after 5.0e-01.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func private @f(%x: i64, %lb: index, %ub: index, %st: index) -> (f64, i8) {
  %a = arith.constant 0.0 : f64
  cf.br ^bb1(%a : f64)
^bb1(%b: f64):
  %c = arith.constant 2.500000e-01 : f32
  %t = math.tanh %c : f32
  %i = arith.fptosi %t : f32 to i8
  %z = arith.cmpi ult, %x, %x : i64
  cf.cond_br %z, ^bb2, ^bb3
^bb2:
  cf.br ^bb1(%b : f64)
^bb3:
  %e = arith.extsi %z : i1 to i8
  %r = scf.for %k = %lb to %ub step %st iter_args(%v = %i) -> (i8) {
    scf.yield %e : i8
  }
  cf.br ^bb4
^bb4:
  %h = arith.constant 5.000000e-01 : f64
  %p = math.ctpop %r : i8
  return %h, %p : f64, i8
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @f(%arg0: i64, %arg1: index, %arg2: index, %arg3: index) -> (f64, i8) {
//     %c0_i8 = arith.constant 0 : i8
//     %cst = arith.constant 5.000000e-01 : f64
//     return %cst, %c0_i8 : f64, i8
//   }
// }
// ---- rmlir-opt printed before the fix (exit 0; now as mlir-opt):
// module {
//   func.func private @f(%arg0: i64, %arg1: index, %arg2: index, %arg3: index) -> (f64, i8) {
//     %cst = arith.constant 5.000000e-01 : f64
//     %c0_i8 = arith.constant 0 : i8
//     return %cst, %c0_i8 : f64, i8
//   }
// }
