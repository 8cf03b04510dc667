// Kernels for the JIT tests, written in func/scf/arith/memref/math. The
// tests run `kernels.llvm.mlir`: this file lowered by upstream's
//   mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts.
func.func @sum(%m: memref<?xf64>) -> f64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %v = memref.load %m[%i] : memref<?xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %r : f64
}

func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xv = memref.load %x[%i] : memref<?xf32>
    %yv = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xv : f32
    %s = arith.addf %p, %yv : f32
    memref.store %s, %y[%i] : memref<?xf32>
  }
  return
}

func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %l = %c0 to %k step %c1 {
        %x = memref.load %a[%i, %l] : memref<?x?xf32>
        %y = memref.load %b[%l, %j] : memref<?x?xf32>
        %z = memref.load %c[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        memref.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @print2d(%a: memref<2x3xf32>) attributes {llvm.emit_c_interface} {
  %u = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @norms(%x: f64, %y: f32) -> f64 attributes {llvm.emit_c_interface} {
  %s = math.sqrt %x : f64
  %e = math.exp %x : f64
  %f = math.floor %y : f32
  %g = arith.extf %f : f32 to f64
  %a = arith.addf %s, %e : f64
  %b = arith.addf %a, %g : f64
  return %b : f64
}

func.func @scratch(%n: index) -> f32 attributes {llvm.emit_c_interface} {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %iv = arith.index_cast %i : index to i64
    %f = arith.sitofp %iv : i64 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  %last = arith.subi %n, %c1 : index
  %v = memref.load %m[%last] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %v : f32
}

memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 4.0, 8.0]>
memref.global "private" @state : memref<1xi64> = dense<0>

func.func @lookup(%i: index) -> f32 attributes {llvm.emit_c_interface} {
  %t = memref.get_global @table : memref<4xf32>
  %v = memref.load %t[%i] : memref<4xf32>
  return %v : f32
}

func.func @bump() -> i64 attributes {llvm.emit_c_interface} {
  %s = memref.get_global @state : memref<1xi64>
  %c0 = arith.constant 0 : index
  %v = memref.load %s[%c0] : memref<1xi64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %s[%c0] : memref<1xi64>
  return %w : i64
}
