// Dense elements attributes: parse errors and their locations, as mlir-opt 22 reports them.
// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s

// CHECK: dense_invalid.mlir:5:15: error: elements literal must be a shaped type
"t.op"() {a = dense<[1, 2]> : i32} : () -> ()
// -----
// CHECK: dense_invalid.mlir:8:15: error: elements literal type must have static shape
"t.op"() {a = dense<[1, 2]> : tensor<?xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:11:15: error: elements literal type must have static shape
"t.op"() {a = dense<[1, 2]> : tensor<*xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:14:28: error: expected ':'
"t.op"() {a = dense<[1, 2]>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:17:20: error: expected '<' after 'dense'
"t.op"() {a = dense [1]} : () -> ()
// -----
// CHECK: dense_invalid.mlir:20:27: error: expected '>'
"t.op"() {a = dense<[1, 2] : tensor<2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:23:23: error: expected ']'
"t.op"() {a = dense<[1 2]> : tensor<2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:26:27: error: expected element literal of primitive type
"t.op"() {a = dense<[1, 2,]> : tensor<2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:29:21: error: expected element literal of primitive type
"t.op"() {a = dense<@foo> : tensor<2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:32:22: error: expected integer or floating point literal
"t.op"() {a = dense<-true> : tensor<1xi1>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:35:33: error: tensor literal is invalid; ranks are not consistent between elements
"t.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:38:31: error: tensor literal is invalid; ranks are not consistent between elements
"t.op"() {a = dense<[[1, 2], 3]> : tensor<2x2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:41:15: error: inferred shape of elements literal ([1]) does not match type ([3])
"t.op"() {a = dense<[1]> : tensor<3xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:44:15: error: inferred shape of elements literal ([2, 2]) does not match type ([2, 2, 1])
"t.op"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2x1xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:47:15: error: inferred shape of elements literal ([0]) does not match type ([2])
"t.op"() {a = dense<[]> : tensor<2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:50:15: error: parsed zero elements, but type ('tensor<2xi32>') expected at least 1
"t.op"() {a = dense<> : tensor<2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:53:21: error: expected integer elements, but parsed floating-point
"t.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:56:22: error: expected unsigned integer elements, but parsed negative value
"t.op"() {a = dense<-1> : tensor<2xui32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:59:21: error: integer constant out of range for type
"t.op"() {a = dense<256> : tensor<2xi8>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:62:22: error: integer constant out of range for type
"t.op"() {a = dense<-129> : tensor<2xi8>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:65:21: error: integer constant out of range for type
"t.op"() {a = dense<128> : tensor<2xsi8>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:68:22: error: integer constant out of range for type
"t.op"() {a = dense<-0> : tensor<2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:71:21: error: integer constant out of range for type
"t.op"() {a = dense<2> : tensor<1xi1>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:74:22: error: integer constant out of range for type
"t.op"() {a = dense<[1, 2]> : tensor<2xi0>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:77:21: error: expected i1 type for 'true' or 'false' values
"t.op"() {a = dense<true> : tensor<2xi32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:80:21: error: expected floating point literal
"t.op"() {a = dense<true> : tensor<2xf32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:83:22: error: expected floating point literal
"t.op"() {a = dense<["a"]> : tensor<1xf32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:86:21: error: unexpected decimal integer literal for a floating point value
"t.op"() {a = dense<1> : tensor<2xf32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:89:22: error: hexadecimal float literal should not have a leading minus
"t.op"() {a = dense<-0x3F800000> : tensor<2xf32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:92:21: error: hexadecimal float constant out of range for type
"t.op"() {a = dense<0x3F80000000> : tensor<2xf32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:95:26: error: expected ')' after complex elements
"t.op"() {a = dense<(1, 2, 3)> : tensor<2xcomplex<i32>>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:98:23: error: expected ',' between complex elements
"t.op"() {a = dense<(1 2)> : tensor<2xcomplex<i32>>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:101:15: error: parsed 1 elements, but type ('complex<i32>') expected 2 elements
"t.op"() {a = dense<1> : tensor<2xcomplex<i32>>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:104:15: error: parsed 2 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements
"t.op"() {a = dense<[1, 2]> : tensor<2xcomplex<i32>>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:107:15: error: parsed 3 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements
"t.op"() {a = dense<[(1, 2), 3]> : tensor<2xcomplex<i32>>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:110:27: error: unexpected decimal integer literal for a floating point value
"t.op"() {a = dense<(1.5, 2)> : tensor<2xcomplex<f32>>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:113:15: error: expected string token, got 1
"t.op"() {a = dense<[1, "a"]> : tensor<2x!foo.bar>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:116:15: error: expected string token, got 1
"t.op"() {a = dense<1> : tensor<2x!foo.bar>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:119:21: error: expected string containing hex digits starting with `0x`
"t.op"() {a = dense<"a"> : tensor<2xf32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:122:21: error: expected string containing hex digits starting with `0x`
"t.op"() {a = dense<"0x1"> : tensor<2xi8>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:125:21: error: expected string containing hex digits starting with `0x`
"t.op"() {a = dense<"0X01"> : tensor<2xi8>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:128:15: error: elements hex data size is invalid for provided type: 'tensor<2xf32>'
"t.op"() {a = dense<"0x12"> : tensor<2xf32>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:131:15: error: elements hex data size is invalid for provided type: 'tensor<2xi8>'
"t.op"() {a = dense<"0x"> : tensor<2xi8>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:134:15: error: elements hex data size is invalid for provided type: 'tensor<2xi1>'
"t.op"() {a = dense<"0x0102"> : tensor<2xi1>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:137:15: error: elements hex data size is invalid for provided type: 'tensor<2xcomplex<i8>>'
"t.op"() {a = dense<"0x01"> : tensor<2xcomplex<i8>>} : () -> ()

// -----
// Errors after a line break point at the end of the previous token.
// CHECK: dense_invalid.mlir:144:4: error: expected ']'
"t.op"() {c = dense<[
  1,
  2
> : vector<2xi8>} : () -> ()
// -----
// CHECK: dense_invalid.mlir:148:28: error: expected ':'
"t.op"() {c = dense<[1, 2]>
} : () -> ()
// -----
// CHECK: dense_invalid.mlir:153:6: error: tensor literal is invalid; ranks are not consistent between elements
"t.op"() {c = dense<[[1, 2],
  [3]]> : tensor<2x2xi32>} : () -> ()
