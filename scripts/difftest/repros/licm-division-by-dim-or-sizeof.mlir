// loop-invariant-code-motion: divisions by memref.dim / index.sizeof
//
// pass: --loop-invariant-code-motion
//
// upstream mlir-opt 22: arith.divsi/divui/ceildivsi/ceildivui are
// speculatable when their divisor matches m_IntRangeWithoutZeroU (and, signed,
// m_IntRangeWithoutZeroS and m_IntRangeWithoutNegOneS): a constant, or an op
// implementing InferIntRangeInterface whose result range, inferred with every
// operand at its maximal range, excludes the value. memref.dim of a memref
// with only static nonzero sizes, and index.sizeof ([32, 64]), qualify, so
// such divisions are hoisted.
// rmlir-opt: only accepted a constant divisor, so these stayed in the loop.
//
// run: $MLIR_OPT --loop-invariant-code-motion FILE; target/debug/rmlir-opt --loop-invariant-code-motion FILE

func.func private @use(index)
func.func @f(%n: index, %x: index, %a: memref<4xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = memref.dim %a, %c0 : memref<4xi8>
  %bits = index.sizeof
  scf.for %k = %c0 to %n step %c1 {
    %0 = arith.divui %x, %d : index
    %1 = arith.ceildivsi %x, %bits : index
    func.call @use(%0) : (index) -> ()
    func.call @use(%1) : (index) -> ()
  }
  return
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @use(index)
//   func.func @f(%arg0: index, %arg1: index, %arg2: memref<4xi8>) {
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     %dim = memref.dim %arg2, %c0 : memref<4xi8>
//     %0 = index.sizeof
//     %1 = arith.divui %arg1, %dim : index
//     %2 = arith.ceildivsi %arg1, %0 : index
//     scf.for %arg3 = %c0 to %arg0 step %c1 {
//       func.call @use(%1) : (index) -> ()
//       func.call @use(%2) : (index) -> ()
//     }
//     return
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @use(index)
//   func.func @f(%arg0: index, %arg1: index, %arg2: memref<4xi8>) {
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     %dim = memref.dim %arg2, %c0 : memref<4xi8>
//     %0 = index.sizeof
//     scf.for %arg3 = %c0 to %arg0 step %c1 {
//       %1 = arith.divui %arg1, %dim : index
//       %2 = arith.ceildivsi %arg1, %0 : index
//       func.call @use(%1) : (index) -> ()
//       func.call @use(%2) : (index) -> ()
//     }
//     return
//   }
// }
