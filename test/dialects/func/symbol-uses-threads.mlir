// Enough top-level functions that the module body is verified on several
// threads, where symbol uses are checked too. The one error reported is
// the first in upstream's walk of the symbol table: a region's ops in
// order, then the regions they hold, last region first. So @f5's uses come
// before @f2's, and a use in @f5's body before one nested deeper in it.
// RUN: not %rmlir-opt %s 2>&1 | FileCheck %s
// RUN: not %rmlir-opt %s --mlir-disable-threading 2>&1 | FileCheck %s

func.func @f0() {
  return
}
func.func @f1() {
  call @f0() : () -> ()
  return
}
func.func @f2() {
  call @missing() : () -> ()
  return
}
func.func @f3() {
  call @f1() : () -> ()
  return
}
func.func @f4() {
  call @f2() : () -> ()
  return
}
func.func @f5() {
  scf.execute_region {
    func.call @nested_missing() : () -> ()
    scf.yield
  }
  // CHECK: symbol-uses-threads.mlir:[[# @LINE + 1]]:3: error: 'func.call' op 'also_missing' does not reference a valid function
  call @also_missing() : () -> ()
  return
}
func.func @f6() {
  return
}
func.func @f7() {
  call @f6() : () -> ()
  return
}
// CHECK-NOT: error:
