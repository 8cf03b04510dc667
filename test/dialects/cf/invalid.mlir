// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @d(%f: i32) {
  "cf.switch"(%f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<5> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%i: index) {
  cf.switch %i : index, [default: ^bb1]
^bb1:
  return
}

// CHECK: error: 'cf.switch' op 'flag' type ('i32') should match case value type ('i64')
// CHECK: error: custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'
