// strided layout syntax errors, as upstream's StridedLayoutAttr::parse.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

// expected-error @+1 {{expected ','}}
func.func @f(%m: memref<4xf32, strided<[1] offset: 0>>) {
  return
}
// -----
// expected-error @+1 {{expected 'offset' after comma}}
func.func @f(%m: memref<4xf32, strided<[1], offst: 0>>) {
  return
}
// -----
// expected-error @+1 {{expected ':' after 'offset'}}
func.func @f(%m: memref<4xf32, strided<[1], offset 0>>) {
  return
}
// -----
func.func @f(%m: memref<4xf32, strided<[1], offset: 0 >>) {
  return
}
// -----
// expected-error @+1 {{expected '>'}}
func.func @f(%m: memref<4xf32, strided<[1], offset: 0, 1>>) {
  return
}
