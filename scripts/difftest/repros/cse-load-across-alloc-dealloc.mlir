// cse: a load repeated after only allocations and frees
//
// pass: --cse
//
// upstream mlir-opt 22: an op that only reads is replaced by an identical
// earlier one in the same block unless an op in between may write
// (hasOtherSideEffectingOpInBetween looks for MemoryEffects::Write in the
// op's effects, recursively for region ops; unknown effects count as a write).
// Allocations and frees are not writes.
// rmlir-opt: counted frees as writes, and any region op with nested effects.
//
// run: $MLIR_OPT --cse FILE; target/debug/rmlir-opt --cse FILE

func.func @f(%m: memref<1xindex>, %c: i1, %i: index) -> (index, index) {
  %0 = memref.load %m[%i] : memref<1xindex>
  scf.if %c {
    %u = memref.alloc() : memref<2xf32>
    memref.dealloc %u : memref<2xf32>
  }
  %1 = memref.load %m[%i] : memref<1xindex>
  return %0, %1 : index, index
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: memref<1xindex>, %arg1: i1, %arg2: index) -> (index, index) {
//     %0 = memref.load %arg0[%arg2] : memref<1xindex>
//     scf.if %arg1 {
//       %alloc = memref.alloc() : memref<2xf32>
//       memref.dealloc %alloc : memref<2xf32>
//     }
//     return %0, %0 : index, index
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: memref<1xindex>, %arg1: i1, %arg2: index) -> (index, index) {
//     %0 = memref.load %arg0[%arg2] : memref<1xindex>
//     scf.if %arg1 {
//       %alloc = memref.alloc() : memref<2xf32>
//       memref.dealloc %alloc : memref<2xf32>
//     }
//     %1 = memref.load %arg0[%arg2] : memref<1xindex>
//     return %0, %1 : index, index
//   }
// }
