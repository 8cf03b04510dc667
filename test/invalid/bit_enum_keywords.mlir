// An unknown bit-enum keyword lists the cases in upstream's declaration
// order (single bits, then groups such as `fast`).
// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s

llvm.func @f(%a: f32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<bogus>} : f32
  llvm.return
}

// -----

func.func @g(%a: f32) {
  %0 = arith.addf %a, %a fastmath<bogus> : f32
  return
}

// CHECK: error: expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast
// CHECK: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
