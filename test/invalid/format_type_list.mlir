// A variadic type directive needs at least one type, as upstream's parseTypeList.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

func.func @f(%a: index) {
  // expected-error @+1 {{expected non-function type}}
  cf.br ^bb1(%a : index2x)
^bb1(%x: index):
  return
}
