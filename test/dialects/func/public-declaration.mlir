// Public function declarations are rejected, as upstream.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @d()

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{function_type = (i32) -> (), sym_name = "e", sym_visibility = "public"}> ({
}) : () -> ()

// -----

func.func nested @ok()
func.func private @ok2()
