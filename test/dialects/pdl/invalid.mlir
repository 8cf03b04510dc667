// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
//
// The diagnostics of the PDL verifiers, parsers and types; the messages and
// locations are upstream mlir-opt 22's.

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// expected-error@+1 {{unknown  type `foo` in dialect `pdl`}}
%x = "t.op"() : () -> !pdl.foo

// -----

// expected-error@+1 {{element of pdl.range cannot be another range, but got'!pdl.range<value>'}}
%x = "t.op"() : () -> !pdl.range<range<value>>

// -----

// expected-error@+1 {{invalid 'pdl' type: `i32'}}
%x = "t.op"() : () -> !pdl.range<i32>

// -----

// expected-error@+1 {{expected valid keyword}}
%x = "t.op"() : () -> !pdl.range<!pdl.value>

// -----

// expected-error@+1 {{expected '>'}}
%x = "t.op"() : () -> !pdl.range<value, value>

//===----------------------------------------------------------------------===//
// pdl.apply_native_constraint / pdl.apply_native_rewrite
//===----------------------------------------------------------------------===//

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{expected at least one argument}}
  "pdl.apply_native_constraint"() {name = "foo"} : () -> ()
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{'pdl.apply_native_constraint' op result #0 must be variadic of pdl type, but got 'i32'}}
  %v = apply_native_constraint "f"(%op : !pdl.operation) : i32
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error@below {{expected at least one argument or result}}
    apply_native_rewrite "f"
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{'pdl.apply_native_rewrite' op expects parent op 'pdl.rewrite'}}
  apply_native_rewrite "f"(%op : !pdl.operation)
  rewrite %op with "r"
}

//===----------------------------------------------------------------------===//
// pdl.attribute
//===----------------------------------------------------------------------===//

// -----

pdl.pattern : benefit(1) {
  %type = type
  // expected-error@below {{expected only one of [`type`, `value`] to be set}}
  %attr = attribute : %type = 10
  %op = operation "foo.op" {"attr" = %attr} -> (%type : !pdl.type)
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %type = type
    // expected-error@below {{expected constant value when specified within a `pdl.rewrite`}}
    %attr = attribute : %type
  }
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{'pdl.attribute' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = attribute
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

//===----------------------------------------------------------------------===//
// pdl.operand / pdl.operands / pdl.type / pdl.types
//===----------------------------------------------------------------------===//

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{'pdl.operand' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = operand
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{'pdl.operands' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = operands
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{'pdl.type' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = type
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{'pdl.types' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = types
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error@below {{'pdl.operand' op expects parent op 'pdl.pattern'}}
    %v = operand
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{'pdl.types' op attribute 'constantTypes' failed to satisfy constraint: type array attribute}}
  %x = "pdl.types"() <{constantTypes = [1]}> : () -> !pdl.range<type>
  rewrite %op with "rewriter"(%x : !pdl.range<type>)
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error@below {{custom op 'pdl.type' invalid kind of attribute specified}}
    %t = type : [i32, i64]
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error@below {{custom op 'pdl.types' invalid kind of attribute specified}}
    %t = types : i32
  }
}

//===----------------------------------------------------------------------===//
// pdl.operation
//===----------------------------------------------------------------------===//

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error@below {{must have an operation name when nested within a `pdl.rewrite`}}
    %newOp = operation
  }
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{expected the same number of attribute values and attribute names, got 1 names and 0 values}}
  %op = "pdl.operation"() {attributeValueNames = ["attr"], operandSegmentSizes = array<i32: 0, 0, 0>} : () -> (!pdl.operation)
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %type = type
    // expected-error@+2 {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@+1 {{result type #0 was not constrained}}
    %newOp = operation "builtin.unrealized_conversion_cast" -> (%type : !pdl.type)
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %a = apply_native_rewrite "f"(%op : !pdl.operation) : !pdl.type
    %t = type
    // expected-error@+2 {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@+1 {{result type #1 was not constrained}}
    %newOp = operation "builtin.unrealized_conversion_cast" -> (%a, %t : !pdl.type, !pdl.type)
  }
}

// -----

// The func dialect is loaded by the op below, so `func.constant` is a
// registered op, which does not infer its result type.
func.func private @load_func()

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error@+2 {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@+1 {{operation is created in a non-inferrable context, but 'func.constant' does not implement InferTypeOpInterface}}
    %newOp = operation "func.constant"
  }
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{'pdl.operation' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = operation "foo.op"
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{custom op 'pdl.operation' invalid kind of attribute specified}}
  %op = operation "foo.op" {1 = %op}
  rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{'pdl.operation' op operand #0 must be variadic of single element or range of PDL handle to an `mlir::Type`, but got '!pdl.operation'}}
  %op2 = operation "foo.op" -> (%op : !pdl.operation)
  rewrite %op2 with "rewriter"
}

//===----------------------------------------------------------------------===//
// pdl.pattern
//===----------------------------------------------------------------------===//

// -----

// expected-error@below {{expected body to terminate with `pdl.rewrite`}}
pdl.pattern : benefit(1) {
  // expected-note@below {{see terminator defined here}}
  "test.finish" () : () -> ()
}

// -----

// expected-error@below {{the pattern must contain at least one `pdl.operation`}}
pdl.pattern : benefit(1) {
  rewrite with "foo"
}

// -----

// expected-error@below {{expected only `pdl` operations within the pattern body}}
pdl.pattern : benefit(1) {
  // expected-note@below {{see non-`pdl` operation defined here}}
  "test.foo.other_op"() : () -> ()
  %root = operation "foo.op"
  rewrite %root with "foo"
}

// -----

// expected-error@below {{the operations must form a connected component}}
pdl.pattern : benefit(1) {
  %op1 = operation "foo.op"
  %op2 = operation "bar.op"
  // expected-note@below {{see a disconnected value / operation here}}
  %val = result 0 of %op2
  rewrite %op1 with "foo"(%val : !pdl.value)
}

// -----

// expected-error@below {{the operations must form a connected component}}
pdl.pattern : benefit(1) {
  %type = type
  %op1 = operation "foo.op" -> (%type : !pdl.type)
  %val = result 0 of %op1
  %op2 = operation "bar.op"(%val : !pdl.value)
  // expected-note@below {{see a disconnected value / operation here}}
  %op3 = operation "baz.op"
  rewrite {
    erase %op1
    erase %op2
    erase %op3
  }
}

// -----

// expected-error@below {{'pdl.pattern' op attribute 'benefit' failed to satisfy constraint: 16-bit signless integer attribute whose value is non-negative}}
pdl.pattern @negative : benefit(-1) {
  %op = operation "foo.op"
  rewrite %op with "rewriter"
}

// -----

// expected-error@below {{'pdl.pattern' op expects region #0 to have 0 or 1 blocks}}
"pdl.pattern"() <{benefit = 1 : i16}> ({
  %0 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
  "pdl.rewrite"(%0) <{name = "x", operandSegmentSizes = array<i32: 1, 0>}> ({}) : (!pdl.operation) -> ()
^bb1:
  "pdl.rewrite"(%0) <{name = "x", operandSegmentSizes = array<i32: 1, 0>}> ({}) : (!pdl.operation) -> ()
}) : () -> ()

// -----

// expected-error@below {{'pdl.pattern' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"pdl.pattern"() <{benefit = 1 : i16}> ({}) : () -> ()

// -----

// expected-error@below {{'pdl.pattern' op expects a non-empty block}}
"pdl.pattern"() <{benefit = 1 : i16}> ({
^bb0:
}) : () -> ()

//===----------------------------------------------------------------------===//
// pdl.range
//===----------------------------------------------------------------------===//

// -----

pdl.pattern : benefit(1) {
  %t = type
  %op = operation "foo.op" -> (%t : !pdl.type)
  %v = result 0 of %op
  rewrite %op {
    // expected-error@below {{'pdl.range' op expected operand to have element type '!pdl.type', but got '!pdl.value'}}
    %r = "pdl.range"(%t, %v) : (!pdl.type, !pdl.value) -> !pdl.range<type>
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error@below {{'pdl.range' op result #0 must be range of PDL handle to an `mlir::Type` or PDL handle for an `mlir::Value` values, but got '!pdl.range<operation>'}}
    %r = range %op : !pdl.operation
  }
}

//===----------------------------------------------------------------------===//
// pdl.replace / pdl.result / pdl.results
//===----------------------------------------------------------------------===//

// -----

pdl.pattern : benefit(1) {
  %type = type : i32
  %root = operation "foo.op" -> (%type : !pdl.type)
  rewrite %root {
    %newOp = operation "foo.op" -> (%type : !pdl.type)
    %newResult = result 0 of %newOp
    // expected-error@below {{expected no replacement values to be provided when the replacement operation is present}}
    "pdl.replace"(%root, %newOp, %newResult) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!pdl.operation, !pdl.operation, !pdl.value) -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{'pdl.result' op attribute 'index' failed to satisfy constraint: 32-bit signless integer attribute}}
  %v = "pdl.result"(%op) <{index = 0 : i64}> : (!pdl.operation) -> !pdl.value
  rewrite %op with "rewriter"(%v : !pdl.value)
}

// -----

pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  // expected-error@below {{expected `pdl.range<value>` result type when no index is specified, but got: '!pdl.value'}}
  %results = "pdl.results"(%root) : (!pdl.operation) -> !pdl.value
  rewrite %root with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{expected '->'}}
  %r = results 0 of %op
  rewrite %op with "rewriter"
}

//===----------------------------------------------------------------------===//
// pdl.rewrite
//===----------------------------------------------------------------------===//

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{expected rewrite region to be non-empty if external name is not specified}}
  "pdl.rewrite"(%op) ({}) {operandSegmentSizes = array<i32: 1,0>} : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{expected no external arguments when the rewrite is specified inline}}
  "pdl.rewrite"(%op, %op) ({
    ^bb1:
  }) {operandSegmentSizes = array<i32: 1, 1>}: (!pdl.operation, !pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{expected rewrite region to be empty when rewrite is external}}
  "pdl.rewrite"(%op) ({
    ^bb1:
  }) {name = "foo", operandSegmentSizes = array<i32: 1,0>} : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{'pdl.rewrite' op region should have no arguments}}
  "pdl.rewrite"(%op) <{operandSegmentSizes = array<i32: 1, 0>}> ({
  ^bb0(%a: !pdl.value):
    erase %op
  }) : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{'pdl.rewrite' op expects region #0 to have 0 or 1 blocks}}
  rewrite %op {
    erase %op
  ^bb1:
    erase %op
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error@below {{'pdl.rewrite' op must be the last operation in the parent block}}
  rewrite %op with "rewriter"
  %extra = operation "a.b"
}

// -----

// expected-error@below {{'pdl.rewrite' op expects parent op 'pdl.pattern'}}
"pdl.rewrite"() ({}) : () -> ()

// -----

// expected-error@below {{'pdl.erase' op requires a single operand}}
"pdl.erase"() : () -> ()
