// Text nested 100,000 deep stops at the construct's nesting limit with a
// located diagnostic (mlir-ir/src/parser/nesting.rs): never a crash, an
// abort or minutes of work. Upstream mlir-opt overflows its stack on all
// of these. The inputs are generated; chr(34) is a double quote.

// Types: the 32769th `tuple` of an op's result type.
// RUN: %PYTHON -c "q=chr(34); print(q+'t.op'+q+'() : () -> '+'tuple<'*100000+'i32'+'>'*100000)" > %t.types.mlir
// RUN: not %rmlir-opt --allow-unregistered-dialect %t.types.mlir 2>&1 | FileCheck %s --check-prefix=TYPES
// TYPES: types.mlir:1:196626: error: types nested more than 32768 levels deep are not supported

// Attributes: the 16385th `[`.
// RUN: %PYTHON -c "q=chr(34); print(q+'t.op'+q+'() {a = '+'['*100000+']'*100000+'} : () -> ()')" > %t.attrs.mlir
// RUN: not %rmlir-opt --allow-unregistered-dialect %t.attrs.mlir 2>&1 | FileCheck %s --check-prefix=ATTRS
// ATTRS: attrs.mlir:1:16399: error: attributes nested more than 16384 levels deep are not supported

// Affine expressions: the 32769th parenthesis.
// RUN: %PYTHON -c "q=chr(34); print(q+'t.op'+q+'() {a = affine_map<() -> ('+'('*100000+'0'+')'*100000+')>} : () -> ()')" > %t.affine.mlir
// RUN: not %rmlir-opt --allow-unregistered-dialect %t.affine.mlir 2>&1 | FileCheck %s --check-prefix=AFFINE
// AFFINE: affine.mlir:1:32801: error: affine expressions nested more than 32768 levels deep are not supported

// Locations: the 32769th name location.
// RUN: %PYTHON -c "q=chr(34); print(q+'t.op'+q+'() : () -> () loc('+(q+'n'+q+'(')*100000+q+'x'+q+')'*100000+')')" > %t.locs.mlir
// RUN: not %rmlir-opt --allow-unregistered-dialect %t.locs.mlir 2>&1 | FileCheck %s --check-prefix=LOCS
// LOCS: locs.mlir:1:131097: error: locations nested more than 32768 levels deep are not supported

// Regions: the 4097th op's region, on line 4097.
// RUN: %PYTHON -c "q=chr(34); print((q+'t.op'+q+'() ({\n')*100000+'}) : () -> ()\n'*100000)" > %t.regions.mlir
// RUN: not %rmlir-opt --allow-unregistered-dialect %t.regions.mlir 2>&1 | FileCheck %s --check-prefix=REGIONS
// REGIONS: regions.mlir:4097:11: error: regions nested more than 4096 levels deep are not supported

// A dialect's own type syntax: `!pdl.range<range<...>>` is rejected as
// upstream rejects `range<range<value>>`, without recursing per level.
// RUN: %PYTHON -c "q=chr(34); print(q+'t.op'+q+'() : () -> !pdl.'+'range<'*100000+'value'+'>'*100000)" > %t.pdl.mlir
// RUN: not %rmlir-opt --allow-unregistered-dialect %t.pdl.mlir 2>&1 | FileCheck %s --check-prefix=PDL
// PDL: pdl.mlir:1:600017: error: element of pdl.range cannot be another range, but got'!pdl.range<value>'

// A result number is not a size: no table of 4 billion entries.
// RUN: %PYTHON -c "q=chr(34); print(q+'t.use'+q+'(%%x#4294967295) : (i32) -> ()')" > %t.result.mlir
// RUN: not %rmlir-opt --allow-unregistered-dialect %t.result.mlir 2>&1 | FileCheck %s --check-prefix=RESULT
// RESULT: result.mlir:1:9: error: use of undeclared SSA value name
