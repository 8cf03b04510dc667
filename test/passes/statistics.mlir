// Pass statistics, in both layouts (one thread: parallel copies would merge
// their counts in a scheduling-dependent way, as upstream's do).
// RUN: %rmlir-opt %s '--pass-pipeline=builtin.module(func.func(canonicalize,cse,control-flow-sink),symbol-dce,symbol-privatize)' --mlir-disable-threading --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %rmlir-opt %s '--pass-pipeline=builtin.module(func.func(canonicalize,cse,control-flow-sink),symbol-dce,symbol-privatize)' --mlir-disable-threading --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST

func.func @a(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %0 = arith.muli %x, %c : i32
  %1 = arith.muli %x, %c : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @b(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %x, %c0 : index
  return %0 : index
}
func.func @c() -> i1 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %0 = arith.cmpi slt, %c1, %c2 : i64
  return %0 : i1
}
func.func private @d()
func.func @s1(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @s2(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// PIPE: ===-------------------------------------------------------------------------===
// PIPE-NEXT:                          ... Pass statistics report ...
// PIPE-NEXT: ===-------------------------------------------------------------------------===
// PIPE-NEXT: 'func.func' Pipeline
// PIPE-NEXT:   Canonicalizer
// PIPE-NEXT:   CSE
// PIPE-NEXT:     (S) 0 num-cse'd - Number of operations CSE'd
// PIPE-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd
// PIPE-NEXT:   ControlFlowSink
// PIPE-NEXT:     (S) 0 num-sunk - Number of operations sunk
// PIPE-NEXT: SymbolDCE
// PIPE-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd
// PIPE-NEXT: SymbolPrivatize
// LIST: ===-------------------------------------------------------------------------===
// LIST-NEXT:                          ... Pass statistics report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT:   CSE
// LIST-NEXT:     (S) 0 num-cse'd - Number of operations CSE'd
// LIST-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd
// LIST-NEXT:   ControlFlowSink
// LIST-NEXT:     (S) 0 num-sunk - Number of operations sunk
// LIST-NEXT:   SymbolDCE
// LIST-NEXT:     (S) 1 num-dce'd - Number of symbols DCE'd
