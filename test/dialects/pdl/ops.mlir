// RUN: %rmlir-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s | %rmlir-opt | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --mlir-print-op-generic | %rmlir-opt | FileCheck %s --strict-whitespace --match-full-lines
//
// The expected text is what upstream mlir-opt 22 prints (trailing spaces and
// double spaces included: upstream's custom directives print them).

// Every PDL op in its custom form: the optional parts of each assembly
// format present and absent, the custom directives, and the default `pdl`
// dialect inside `pdl.pattern` and `pdl.rewrite` bodies.

// Types print canonically; range elements without `!pdl.`.
func.func private @types(!pdl.attribute, !pdl.operation, !pdl.type, !pdl.value) -> (!pdl.range<attribute>, !pdl.range<operation>, !pdl.range< type >, !pdl<range<value>>)

pdl.pattern @operations : benefit(1) {
  %attribute = attribute
  %type = type
  %op0 = operation {"attr" = %attribute} -> (%type : !pdl.type)
  %op0_result = pdl.result 0 of %op0
  %input = operand
  %root = operation(%op0_result, %input : !pdl.value, !pdl.value)
  rewrite %root with "rewriter"
}

pdl.pattern @ranges : benefit(2) {
  %types = types
  %operands = operands : %types
  %cst = attribute = 5 : i32
  %root = operation "foo.op"(%operands : !pdl.range<value>) {"a" = %cst, "b" = %cst} -> (%types : !pdl.range<type>)
  %all = results of %root
  %first = results 0 of %root -> !pdl.value
  %rest = results 1 of %root -> !pdl.range<value>
  %c = apply_native_constraint "C"(%root : !pdl.operation) : !pdl.attribute
  apply_native_constraint "D"(%root, %c : !pdl.operation, !pdl.attribute)
  "pdl.apply_native_constraint"(%root) <{isNegated = true, name = "E"}> : (!pdl.operation) -> ()
  rewrite %root {
    %i32 = type : i32
    %tys = types : [i32, i64]
    %vals = range %first, %rest : !pdl.value, !pdl.range<value>
    %none = range : !pdl.range<type>
    %new = operation "bar.op"(%vals : !pdl.range<value>) -> (%i32, %tys, %none : !pdl.type, !pdl.range<type>, !pdl.range<type>)
    %x:2 = apply_native_rewrite "R"(%new : !pdl.operation) : !pdl.attribute, !pdl.value
    apply_native_rewrite "S"(%new : !pdl.operation)
    %made = apply_native_rewrite "T" : !pdl.type
    replace %root with %new
    replace %root with (%first, %rest : !pdl.value, !pdl.range<value>)
    replace %root with
    erase %root
  }
}

pdl.pattern @external_with_args : benefit(3) {
  %t = type
  %v = operand : %t
  %root = operation "foo.op"(%v : !pdl.value)
  rewrite %root with "rewriter"(%v, %t : !pdl.value, !pdl.type) attributes {note}
}

pdl.pattern : benefit(0) attributes {origin = "test"} {
  %root = operation
  rewrite %root {
    %a = attribute = "s" attributes {pdl.special}
    apply_native_rewrite "NativeRewrite"(%a : !pdl.attribute)
  }
}

// No root: the rewrite picks one.
pdl.pattern @multi_root : benefit(1) {
  %in = operand
  %t = type
  %op1 = operation(%in : !pdl.value) -> (%t : !pdl.type)
  %v1 = result 0 of %op1
  %root1 = operation(%v1 : !pdl.value)
  %root2 = operation(%v1, %in : !pdl.value, !pdl.value)
  rewrite with "rewriter"(%root1, %root2 : !pdl.operation, !pdl.operation)
}

// Result types inferred from the replaced op, and from the matcher.
pdl.pattern @infer : benefit(1) {
  %t1 = type : i32
  %t2 = type
  %ts = types
  %operands = operands : %ts
  %root = operation(%operands : !pdl.range<value>) -> (%t1, %t2 : !pdl.type, !pdl.type)
  rewrite %root {
    %t3 = type
    %new = operation "foo.op" -> (%t1, %t3 : !pdl.type, !pdl.type)
    replace %root with %new
    %other = operation "foo.op" -> (%t1, %t2, %ts : !pdl.type, !pdl.type, !pdl.range<type>)
    %yielded = operation "func.return"
  }
}

// A trailing location is not the attribute's value.
pdl.pattern @attribute_with_loc : benefit(1) {
  %attr = attribute loc("bar")
  %root = operation {"attribute" = %attr}
  rewrite %root with "rewriter"
}

// CHECK:module {
// CHECK-NEXT:  func.func private @types(!pdl.attribute, !pdl.operation, !pdl.type, !pdl.value) -> (!pdl.range<attribute>, !pdl.range<operation>, !pdl.range<type>, !pdl.range<value>)
// CHECK-NEXT:  pdl.pattern @operations : benefit(1) {
// CHECK-NEXT:    %0 = attribute
// CHECK-NEXT:    %1 = type
// CHECK-NEXT:    %2 = operation  {"attr" = %0} -> (%1 : !pdl.type)
// CHECK-NEXT:    %3 = result 0 of %2
// CHECK-NEXT:    %4 = operand
// CHECK-NEXT:    %5 = operation(%3, %4 : !pdl.value, !pdl.value){{ $}}
// CHECK-NEXT:    rewrite %5 with "rewriter"
// CHECK-NEXT:  }
// CHECK-NEXT:  pdl.pattern @ranges : benefit(2) {
// CHECK-NEXT:    %0 = types
// CHECK-NEXT:    %1 = operands : %0
// CHECK-NEXT:    %2 = attribute = 5 : i32
// CHECK-NEXT:    %3 = operation "foo.op"(%1 : !pdl.range<value>)  {"a" = %2, "b" = %2} -> (%0 : !pdl.range<type>)
// CHECK-NEXT:    %4 = results of %3{{ $}}
// CHECK-NEXT:    %5 = results 0 of %3  -> !pdl.value
// CHECK-NEXT:    %6 = results 1 of %3  -> !pdl.range<value>
// CHECK-NEXT:    %7 = apply_native_constraint "C"(%3 : !pdl.operation) : !pdl.attribute
// CHECK-NEXT:    apply_native_constraint "D"(%3, %7 : !pdl.operation, !pdl.attribute)
// CHECK-NEXT:    apply_native_constraint "E"(%3 : !pdl.operation) {isNegated = true}
// CHECK-NEXT:    rewrite %3 {
// CHECK-NEXT:      %8 = type : i32
// CHECK-NEXT:      %9 = types : [i32, i64]
// CHECK-NEXT:      %10 = range %5, %6 : !pdl.value, !pdl.range<value>{{ $}}
// CHECK-NEXT:      %11 = range : !pdl.range<type>
// CHECK-NEXT:      %12 = operation "bar.op"(%10 : !pdl.range<value>)  -> (%8, %9, %11 : !pdl.type, !pdl.range<type>, !pdl.range<type>)
// CHECK-NEXT:      %13:2 = apply_native_rewrite "R"(%12 : !pdl.operation) : !pdl.attribute, !pdl.value
// CHECK-NEXT:      apply_native_rewrite "S"(%12 : !pdl.operation)
// CHECK-NEXT:      %14 = apply_native_rewrite "T" : !pdl.type
// CHECK-NEXT:      replace %3 with %12
// CHECK-NEXT:      replace %3 with(%5, %6 : !pdl.value, !pdl.range<value>)
// CHECK-NEXT:      replace %3 with
// CHECK-NEXT:      erase %3
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  pdl.pattern @external_with_args : benefit(3) {
// CHECK-NEXT:    %0 = type
// CHECK-NEXT:    %1 = operand : %0
// CHECK-NEXT:    %2 = operation "foo.op"(%1 : !pdl.value){{ $}}
// CHECK-NEXT:    rewrite %2 with "rewriter"(%1, %0 : !pdl.value, !pdl.type) attributes {note}
// CHECK-NEXT:  }
// CHECK-NEXT:  pdl.pattern : benefit(0) attributes {origin = "test"} {
// CHECK-NEXT:    %0 = operation{{ $}}
// CHECK-NEXT:    rewrite %0 {
// CHECK-NEXT:      %1 = attribute = "s" attributes {pdl.special}
// CHECK-NEXT:      apply_native_rewrite "NativeRewrite"(%1 : !pdl.attribute)
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  pdl.pattern @multi_root : benefit(1) {
// CHECK-NEXT:    %0 = operand
// CHECK-NEXT:    %1 = type
// CHECK-NEXT:    %2 = operation(%0 : !pdl.value)  -> (%1 : !pdl.type)
// CHECK-NEXT:    %3 = result 0 of %2
// CHECK-NEXT:    %4 = operation(%3 : !pdl.value){{ $}}
// CHECK-NEXT:    %5 = operation(%3, %0 : !pdl.value, !pdl.value){{ $}}
// CHECK-NEXT:    rewrite with "rewriter"(%4, %5 : !pdl.operation, !pdl.operation)
// CHECK-NEXT:  }
// CHECK-NEXT:  pdl.pattern @infer : benefit(1) {
// CHECK-NEXT:    %0 = type : i32
// CHECK-NEXT:    %1 = type
// CHECK-NEXT:    %2 = types
// CHECK-NEXT:    %3 = operands : %2
// CHECK-NEXT:    %4 = operation(%3 : !pdl.range<value>)  -> (%0, %1 : !pdl.type, !pdl.type)
// CHECK-NEXT:    rewrite %4 {
// CHECK-NEXT:      %5 = type
// CHECK-NEXT:      %6 = operation "foo.op"  -> (%0, %5 : !pdl.type, !pdl.type)
// CHECK-NEXT:      replace %4 with %6
// CHECK-NEXT:      %7 = operation "foo.op"  -> (%0, %1, %2 : !pdl.type, !pdl.type, !pdl.range<type>)
// CHECK-NEXT:      %8 = operation "func.return"{{ $}}
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  pdl.pattern @attribute_with_loc : benefit(1) {
// CHECK-NEXT:    %0 = attribute
// CHECK-NEXT:    %1 = operation  {"attribute" = %0}
// CHECK-NEXT:    rewrite %1 with "rewriter"
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (!pdl.attribute, !pdl.operation, !pdl.type, !pdl.value) -> (!pdl.range<attribute>, !pdl.range<operation>, !pdl.range<type>, !pdl.range<value>), sym_name = "types", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "operations"}> ({
// GENERIC-NEXT:    %37 = "pdl.attribute"() : () -> !pdl.attribute
// GENERIC-NEXT:    %38 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT:    %39 = "pdl.operation"(%37, %38) <{attributeValueNames = ["attr"], operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation
// GENERIC-NEXT:    %40 = "pdl.result"(%39) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT:    %41 = "pdl.operand"() : () -> !pdl.value
// GENERIC-NEXT:    %42 = "pdl.operation"(%40, %41) <{attributeValueNames = [], operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
// GENERIC-NEXT:    "pdl.rewrite"(%42) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT:    }) : (!pdl.operation) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "ranges"}> ({
// GENERIC-NEXT:    %22 = "pdl.types"() : () -> !pdl.range<type>
// GENERIC-NEXT:    %23 = "pdl.operands"(%22) : (!pdl.range<type>) -> !pdl.range<value>
// GENERIC-NEXT:    %24 = "pdl.attribute"() <{value = 5 : i32}> : () -> !pdl.attribute
// GENERIC-NEXT:    %25 = "pdl.operation"(%23, %24, %24, %22) <{attributeValueNames = ["a", "b"], opName = "foo.op", operandSegmentSizes = array<i32: 1, 2, 1>}> : (!pdl.range<value>, !pdl.attribute, !pdl.attribute, !pdl.range<type>) -> !pdl.operation
// GENERIC-NEXT:    %26 = "pdl.results"(%25) : (!pdl.operation) -> !pdl.range<value>
// GENERIC-NEXT:    %27 = "pdl.results"(%25) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT:    %28 = "pdl.results"(%25) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.range<value>
// GENERIC-NEXT:    %29 = "pdl.apply_native_constraint"(%25) <{isNegated = false, name = "C"}> : (!pdl.operation) -> !pdl.attribute
// GENERIC-NEXT:    "pdl.apply_native_constraint"(%25, %29) <{isNegated = false, name = "D"}> : (!pdl.operation, !pdl.attribute) -> ()
// GENERIC-NEXT:    "pdl.apply_native_constraint"(%25) <{isNegated = true, name = "E"}> : (!pdl.operation) -> ()
// GENERIC-NEXT:    "pdl.rewrite"(%25) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT:      %30 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
// GENERIC-NEXT:      %31 = "pdl.types"() <{constantTypes = [i32, i64]}> : () -> !pdl.range<type>
// GENERIC-NEXT:      %32 = "pdl.range"(%27, %28) : (!pdl.value, !pdl.range<value>) -> !pdl.range<value>
// GENERIC-NEXT:      %33 = "pdl.range"() : () -> !pdl.range<type>
// GENERIC-NEXT:      %34 = "pdl.operation"(%32, %30, %31, %33) <{attributeValueNames = [], opName = "bar.op", operandSegmentSizes = array<i32: 1, 0, 3>}> : (!pdl.range<value>, !pdl.type, !pdl.range<type>, !pdl.range<type>) -> !pdl.operation
// GENERIC-NEXT:      %35:2 = "pdl.apply_native_rewrite"(%34) <{name = "R"}> : (!pdl.operation) -> (!pdl.attribute, !pdl.value)
// GENERIC-NEXT:      "pdl.apply_native_rewrite"(%34) <{name = "S"}> : (!pdl.operation) -> ()
// GENERIC-NEXT:      %36 = "pdl.apply_native_rewrite"() <{name = "T"}> : () -> !pdl.type
// GENERIC-NEXT:      "pdl.replace"(%25, %34) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
// GENERIC-NEXT:      "pdl.replace"(%25, %27, %28) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (!pdl.operation, !pdl.value, !pdl.range<value>) -> ()
// GENERIC-NEXT:      "pdl.replace"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.operation) -> ()
// GENERIC-NEXT:      "pdl.erase"(%25) : (!pdl.operation) -> ()
// GENERIC-NEXT:    }) : (!pdl.operation) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "external_with_args"}> ({
// GENERIC-NEXT:    %19 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT:    %20 = "pdl.operand"(%19) : (!pdl.type) -> !pdl.value
// GENERIC-NEXT:    %21 = "pdl.operation"(%20) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
// GENERIC-NEXT:    "pdl.rewrite"(%21, %20, %19) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 2>}> ({
// GENERIC-NEXT:    }) {note} : (!pdl.operation, !pdl.value, !pdl.type) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "pdl.pattern"() <{benefit = 0 : i16}> ({
// GENERIC-NEXT:    %17 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
// GENERIC-NEXT:    "pdl.rewrite"(%17) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT:      %18 = "pdl.attribute"() <{value = "s"}> {pdl.special} : () -> !pdl.attribute
// GENERIC-NEXT:      "pdl.apply_native_rewrite"(%18) <{name = "NativeRewrite"}> : (!pdl.attribute) -> ()
// GENERIC-NEXT:    }) : (!pdl.operation) -> ()
// GENERIC-NEXT:  }) {origin = "test"} : () -> ()
// GENERIC-NEXT:  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "multi_root"}> ({
// GENERIC-NEXT:    %11 = "pdl.operand"() : () -> !pdl.value
// GENERIC-NEXT:    %12 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT:    %13 = "pdl.operation"(%11, %12) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
// GENERIC-NEXT:    %14 = "pdl.result"(%13) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value
// GENERIC-NEXT:    %15 = "pdl.operation"(%14) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation
// GENERIC-NEXT:    %16 = "pdl.operation"(%14, %11) <{attributeValueNames = [], operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.value) -> !pdl.operation
// GENERIC-NEXT:    "pdl.rewrite"(%15, %16) <{name = "rewriter", operandSegmentSizes = array<i32: 0, 2>}> ({
// GENERIC-NEXT:    }) : (!pdl.operation, !pdl.operation) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "infer"}> ({
// GENERIC-NEXT:    %2 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type
// GENERIC-NEXT:    %3 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT:    %4 = "pdl.types"() : () -> !pdl.range<type>
// GENERIC-NEXT:    %5 = "pdl.operands"(%4) : (!pdl.range<type>) -> !pdl.range<value>
// GENERIC-NEXT:    %6 = "pdl.operation"(%5, %2, %3) <{attributeValueNames = [], operandSegmentSizes = array<i32: 1, 0, 2>}> : (!pdl.range<value>, !pdl.type, !pdl.type) -> !pdl.operation
// GENERIC-NEXT:    "pdl.rewrite"(%6) <{operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT:      %7 = "pdl.type"() : () -> !pdl.type
// GENERIC-NEXT:      %8 = "pdl.operation"(%2, %7) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 2>}> : (!pdl.type, !pdl.type) -> !pdl.operation
// GENERIC-NEXT:      "pdl.replace"(%6, %8) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
// GENERIC-NEXT:      %9 = "pdl.operation"(%2, %3, %4) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 3>}> : (!pdl.type, !pdl.type, !pdl.range<type>) -> !pdl.operation
// GENERIC-NEXT:      %10 = "pdl.operation"() <{attributeValueNames = [], opName = "func.return", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
// GENERIC-NEXT:    }) : (!pdl.operation) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "attribute_with_loc"}> ({
// GENERIC-NEXT:    %0 = "pdl.attribute"() : () -> !pdl.attribute
// GENERIC-NEXT:    %1 = "pdl.operation"(%0) <{attributeValueNames = ["attribute"], operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
// GENERIC-NEXT:    "pdl.rewrite"(%1) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC-NEXT:    }) : (!pdl.operation) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
