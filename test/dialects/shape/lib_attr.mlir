// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

// The `shape.lib` attribute names shape function libraries.

module attributes {shape.lib = [@a, @b]} {
  shape.function_library @a {
    shape.func @f(%x: index) -> index {
      shape.return %x : index
    }
  } mapping { test.other = @f }
  shape.function_library @b {
    shape.func @g(%x: index) -> index {
      shape.return %x : index
    }
  } mapping { test.op = @g }
}

// -----

// expected-error@+1 {{only one op to shape mapping allowed, found multiple for `"test.op"`}}
module attributes {shape.lib = [@a, @b]} {
  shape.function_library @a {
  } mapping { test.op = @f }
  shape.function_library @b {
  } mapping { test.op = @g }
}

// -----

// expected-error@+1 {{shape function library @missing not found}}
module attributes {shape.lib = @missing} {
}

// -----

// expected-error@+1 {{@f required to be shape function library}}
module attributes {shape.lib = @f} {
  func.func private @f()
}

// -----

// expected-error@+1 {{only SymbolRefAttr allowed in shape.lib attribute array}}
module attributes {shape.lib = [3]} {
}

// -----

// expected-error@+1 {{@f does not refer to FunctionLibraryOp}}
module attributes {shape.lib = [@f]} {
  func.func private @f()
}

// -----

// expected-error@+1 {{only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute}}
module attributes {shape.lib = 3} {
}

// -----

// expected-error@+1 {{shape.lib attribute may only be on op implementing SymbolTable}}
func.func @g() attributes {shape.lib = @x} {
  return
}

// -----

// A nested reference that resolves to nothing (upstream's mlir-opt 22
// crashes here).
// expected-error@+1 {{@a::@b does not refer to FunctionLibraryOp}}
module attributes {shape.lib = [@a::@b]} {
  shape.function_library @a {
  } mapping { test.op = @f }
}
