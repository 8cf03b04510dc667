// sccp: memref.dim of an alloc with a constant dynamic size
//
// pass: --sccp
//
// upstream mlir-opt 22: replaces the memref.dim by the constant (memref.dim's
// folder returns the alloc's size operand, a value whose lattice is the
// constant 4).
// rmlir-opt: leaves the memref.dim (canonicalize agrees with upstream; sccp
// does not use the fold).
//
// run: $MLIR_OPT --sccp FILE; target/debug/rmlir-opt --sccp FILE

func.func @f() -> index {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%c4) : memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %d : index
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f() -> index {
//     %c0 = arith.constant 0 : index
//     %c4 = arith.constant 4 : index
//     %alloc = memref.alloc(%c4) : memref<?xf32>
//     memref.dealloc %alloc : memref<?xf32>
//     return %c4 : index
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f() -> index {
//     %c0 = arith.constant 0 : index
//     %c4 = arith.constant 4 : index
//     %alloc = memref.alloc(%c4) : memref<?xf32>
//     %dim = memref.dim %alloc, %c0 : memref<?xf32>
//     memref.dealloc %alloc : memref<?xf32>
//     return %dim : index
//   }
// }
