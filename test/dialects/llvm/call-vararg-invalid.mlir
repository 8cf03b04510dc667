// llvm.call's var_callee_type checks, as upstream's CallOp::verify.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type return type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @printf(%p, %x) vararg(!llvm.func<i64 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}
// -----
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i32' != '!llvm.ptr'}}
  %0 = llvm.call @printf(%p, %x) vararg(!llvm.func<i32 (i32, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}
// -----
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to have at most 2 parameters}}
  %0 = llvm.call @printf(%p, %x) vararg(!llvm.func<i32 (ptr, i32, i32, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}
// -----
llvm.func @printf(!llvm.ptr, ...)
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to return void}}
  llvm.call @printf(%p, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> ()
  llvm.return
}
// -----
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  %0 = llvm.call @printf(%p, %x) vararg(!llvm.func<i32 (ptr)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}
