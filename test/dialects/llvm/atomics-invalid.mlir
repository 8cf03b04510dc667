// Verifier messages of the llvm atomic ops, as upstream's.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

llvm.func @f(%p: !llvm.ptr, %v: i32, %fv: f32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----
llvm.func @f(%p: !llvm.ptr, %v: i32, %fv: f32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %fv monotonic : !llvm.ptr, f32
  llvm.return
}

// -----
llvm.func @f(%p: !llvm.ptr, %v: i32, %fv: f32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----
llvm.func @f(%p: !llvm.ptr, %v: i32, %fv: f32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v monotonic acq_rel : !llvm.ptr, i32
  llvm.return
}

// -----
llvm.func @f(%p: !llvm.ptr, %v: i32, %fv: f32) {
  // expected-error @+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----
llvm.func @f() {
  // expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----
llvm.func @f() {
  // expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence unordered
  llvm.return
}

// -----
llvm.func @f(%p: !llvm.ptr, %v: i32, %fv: f32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v seq_cst release : !llvm.ptr, i32
  llvm.return
}

// -----
llvm.func @f(%p: !llvm.ptr, %v: i1, %fv: f32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i1
  llvm.return
}
