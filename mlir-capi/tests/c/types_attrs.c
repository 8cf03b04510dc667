/* Builtin types and attributes: get, inspect, parse, print, equality. */
#include <math.h>

#include "check.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void checkTypeText(MlirType t, const char *expected) {
  Buf b = {0};
  mlirTypePrint(t, bufAppend, &b);
  CHECK_TEXT(&b, expected);
  bufReset(&b);
}

static void checkAttrText(MlirAttribute a, const char *expected) {
  Buf b = {0};
  mlirAttributePrint(a, bufAppend, &b);
  CHECK_TEXT(&b, expected);
  bufReset(&b);
}

static void checkLocText(MlirLocation l, const char *expected) {
  Buf b = {0};
  mlirLocationPrint(l, bufAppend, &b);
  CHECK_TEXT(&b, expected);
  bufReset(&b);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();

  /* integers, index, floats */
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  CHECK(mlirTypeIsAInteger(i32) && mlirIntegerTypeIsSignless(i32));
  CHECK(mlirIntegerTypeGetWidth(i32) == 32);
  CHECK(mlirTypeEqual(i32, mlirIntegerTypeGet(ctx, 32)));
  CHECK(mlirTypeEqual(i32, mlirTypeParseGet(ctx, S("i32"))));
  CHECK(mlirContextEqual(mlirTypeGetContext(i32), ctx));
  MlirType ui8 = mlirIntegerTypeUnsignedGet(ctx, 8);
  CHECK(mlirIntegerTypeIsUnsigned(ui8) && !mlirIntegerTypeIsSigned(ui8));
  checkTypeText(ui8, "ui8");
  checkTypeText(mlirIntegerTypeSignedGet(ctx, 16), "si16");
  MlirType idx = mlirIndexTypeGet(ctx);
  CHECK(mlirTypeIsAIndex(idx) && !mlirTypeIsAInteger(idx));
  MlirType f32 = mlirF32TypeGet(ctx);
  CHECK(mlirTypeIsAF32(f32) && mlirTypeIsAFloat(f32) && !mlirTypeIsAF64(f32));
  CHECK(mlirFloatTypeGetWidth(f32) == 32);
  CHECK(mlirFloatTypeGetWidth(mlirBF16TypeGet(ctx)) == 16);
  checkTypeText(mlirFloat8E4M3FNTypeGet(ctx), "f8E4M3FN");
  CHECK(mlirTypeIsAFloat8E4M3FN(mlirTypeParseGet(ctx, S("f8E4M3FN"))));
  CHECK(mlirTypeIsANone(mlirNoneTypeGet(ctx)));

  /* complex, tuple, function, opaque */
  MlirType cplx = mlirComplexTypeGet(mlirF64TypeGet(ctx));
  CHECK(mlirTypeIsAComplex(cplx));
  CHECK(mlirTypeIsAF64(mlirComplexTypeGetElementType(cplx)));
  checkTypeText(cplx, "complex<f64>");
  MlirType pair[2] = {i32, idx};
  MlirType tup = mlirTupleTypeGet(ctx, 2, pair);
  CHECK(mlirTypeIsATuple(tup) && mlirTupleTypeGetNumTypes(tup) == 2);
  CHECK(mlirTypeEqual(mlirTupleTypeGetType(tup, 1), idx));
  CHECK(mlirTypeIsNull(mlirTupleTypeGetType(tup, 2)));
  checkTypeText(tup, "tuple<i32, index>");
  MlirType f16 = mlirF16TypeGet(ctx);
  MlirType fn = mlirFunctionTypeGet(ctx, 2, pair, 1, &f16);
  CHECK(mlirTypeIsAFunction(fn));
  CHECK(mlirFunctionTypeGetNumInputs(fn) == 2 && mlirFunctionTypeGetNumResults(fn) == 1);
  CHECK(mlirTypeEqual(mlirFunctionTypeGetInput(fn, 0), i32));
  CHECK(mlirTypeEqual(mlirFunctionTypeGetResult(fn, 0), f16));
  checkTypeText(fn, "(i32, index) -> f16");
  MlirType opq = mlirOpaqueTypeGet(ctx, S("foo"), S("bar<1>"));
  CHECK(mlirTypeIsAOpaque(opq));
  CHECK(mlirStringRefEqual(mlirOpaqueTypeGetDialectNamespace(opq), S("foo")));
  CHECK(mlirStringRefEqual(mlirOpaqueTypeGetData(opq), S("bar<1>")));

  /* shaped types */
  int64_t dyn = mlirShapedTypeGetDynamicSize();
  CHECK(mlirShapedTypeIsDynamicSize(dyn) && !mlirShapedTypeIsStaticSize(dyn));
  int64_t shape[2] = {2, dyn};
  MlirType tensor = mlirRankedTensorTypeGet(2, shape, i32, mlirAttributeGetNull());
  CHECK(mlirTypeIsATensor(tensor) && mlirTypeIsARankedTensor(tensor) && mlirTypeIsAShaped(tensor));
  CHECK(mlirShapedTypeHasRank(tensor) && mlirShapedTypeGetRank(tensor) == 2);
  CHECK(mlirShapedTypeGetDimSize(tensor, 0) == 2);
  CHECK(mlirShapedTypeIsDynamicDim(tensor, 1) && mlirShapedTypeIsStaticDim(tensor, 0));
  CHECK(!mlirShapedTypeHasStaticShape(tensor));
  CHECK(mlirTypeEqual(mlirShapedTypeGetElementType(tensor), i32));
  CHECK(mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(tensor)));
  checkTypeText(tensor, "tensor<2x?xi32>");
  CHECK(mlirTypeEqual(tensor, mlirTypeParseGet(ctx, S("tensor<2x?xi32>"))));
  MlirType unranked = mlirUnrankedTensorTypeGet(f32);
  CHECK(mlirTypeIsAUnrankedTensor(unranked) && !mlirShapedTypeHasRank(unranked));
  checkTypeText(unranked, "tensor<*xf32>");
  int64_t vshape[2] = {4, 8};
  bool scalable[2] = {true, false};
  MlirType vec = mlirVectorTypeGetScalable(2, vshape, scalable, f32);
  CHECK(mlirTypeIsAVector(vec) && mlirVectorTypeIsScalable(vec));
  CHECK(mlirVectorTypeIsDimScalable(vec, 0) && !mlirVectorTypeIsDimScalable(vec, 1));
  checkTypeText(vec, "vector<[4]x8xf32>");
  CHECK(mlirShapedTypeHasStaticShape(mlirVectorTypeGet(2, vshape, f32)));
  int64_t bad[1] = {0};
  CHECK(mlirTypeIsNull(mlirVectorTypeGet(1, bad, f32)));
  MlirType memref = mlirMemRefTypeContiguousGet(f32, 2, shape, mlirAttributeGetNull());
  CHECK(mlirTypeIsAMemRef(memref));
  checkTypeText(memref, "memref<2x?xf32>");
  checkAttrText(mlirMemRefTypeGetLayout(memref), "affine_map<(d0, d1) -> (d0, d1)>");
  CHECK(mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(memref)));
  MlirAttribute space = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 1);
  MlirType umr = mlirUnrankedMemRefTypeGet(f32, space);
  CHECK(mlirTypeIsAUnrankedMemRef(umr));
  CHECK(mlirAttributeEqual(mlirUnrankedMemrefGetMemorySpace(umr), space));
  checkTypeText(umr, "memref<*xf32, 1>");

  /* type parse failure: null */
  CHECK(mlirTypeIsNull(mlirTypeParseGet(ctx, S("i32 x"))));

  /* integer, bool, float attributes */
  MlirAttribute i42 = mlirIntegerAttrGet(i32, 42);
  CHECK(mlirAttributeIsAInteger(i42) && !mlirAttributeIsABool(i42));
  CHECK(mlirIntegerAttrGetValueInt(i42) == 42);
  CHECK(mlirTypeEqual(mlirAttributeGetType(i42), i32));
  checkAttrText(i42, "42 : i32");
  CHECK(mlirAttributeEqual(i42, mlirAttributeParseGet(ctx, S("42 : i32"))));
  MlirAttribute neg = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 8), -1);
  CHECK(mlirIntegerAttrGetValueInt(neg) == -1);
  CHECK(mlirIntegerAttrGetValueUInt(neg) == 255);
  MlirAttribute u255 = mlirIntegerAttrGet(ui8, 255);
  CHECK(mlirIntegerAttrGetValueUInt(u255) == 255);
  checkAttrText(u255, "255 : ui8");
  MlirAttribute t = mlirBoolAttrGet(ctx, 1);
  CHECK(mlirAttributeIsABool(t) && mlirBoolAttrGetValue(t));
  CHECK(mlirAttributeEqual(t, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 1), 1)));
  CHECK(mlirTypeEqual(mlirAttributeGetType(t), mlirIntegerTypeGet(ctx, 1)));
  checkAttrText(mlirBoolAttrGet(ctx, 0), "false");
  MlirAttribute fa = mlirFloatAttrDoubleGet(ctx, f32, 0.1);
  CHECK(mlirAttributeIsAFloat(fa));
  CHECK(fabs(mlirFloatAttrGetValueDouble(fa) - 0.10000000149011612) < 1e-15);
  checkAttrText(fa, "1.000000e-01 : f32");
  CHECK(mlirAttributeIsNull(mlirFloatAttrDoubleGet(ctx, i32, 1.0)));

  /* string, unit, type, array, dictionary, symbol refs, opaque */
  MlirAttribute str = mlirStringAttrGet(ctx, S("hi"));
  CHECK(mlirAttributeIsAString(str));
  CHECK(mlirStringRefEqual(mlirStringAttrGetValue(str), S("hi")));
  CHECK(mlirTypeIsANone(mlirAttributeGetType(str)));
  checkAttrText(str, "\"hi\"");
  checkAttrText(mlirStringAttrTypedGet(i32, S("x")), "\"x\" : i32");
  MlirAttribute unit = mlirUnitAttrGet(ctx);
  CHECK(mlirAttributeIsAUnit(unit));
  MlirAttribute ta = mlirTypeAttrGet(i32);
  CHECK(mlirAttributeIsAType(ta) && mlirTypeEqual(mlirTypeAttrGetValue(ta), i32));
  MlirAttribute elems[2] = {unit, mlirBoolAttrGet(ctx, 0)};
  MlirAttribute arr = mlirArrayAttrGet(ctx, 2, elems);
  CHECK(mlirAttributeIsAArray(arr) && mlirArrayAttrGetNumElements(arr) == 2);
  CHECK(mlirAttributeEqual(mlirArrayAttrGetElement(arr, 0), unit));
  checkAttrText(arr, "[unit, false]");
  MlirNamedAttribute entries[2] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("b")), unit),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("a")), mlirStringAttrGet(ctx, S("x")))};
  MlirAttribute dict = mlirDictionaryAttrGet(ctx, 2, entries);
  CHECK(mlirAttributeIsADictionary(dict) && mlirDictionaryAttrGetNumElements(dict) == 2);
  CHECK(mlirStringRefEqual(mlirIdentifierStr(mlirDictionaryAttrGetElement(dict, 0).name), S("a")));
  CHECK(mlirAttributeEqual(mlirDictionaryAttrGetElementByName(dict, S("b")), unit));
  CHECK(mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(dict, S("c"))));
  checkAttrText(dict, "{a = \"x\", b}");
  MlirAttribute flat = mlirFlatSymbolRefAttrGet(ctx, S("f"));
  CHECK(mlirAttributeIsAFlatSymbolRef(flat) && mlirAttributeIsASymbolRef(flat));
  CHECK(mlirStringRefEqual(mlirFlatSymbolRefAttrGetValue(flat), S("f")));
  MlirAttribute nested = mlirSymbolRefAttrGet(ctx, S("a"), 1, &flat);
  CHECK(!mlirAttributeIsAFlatSymbolRef(nested));
  CHECK(mlirSymbolRefAttrGetNumNestedReferences(nested) == 1);
  CHECK(mlirStringRefEqual(mlirSymbolRefAttrGetRootReference(nested), S("a")));
  CHECK(mlirStringRefEqual(mlirSymbolRefAttrGetLeafReference(nested), S("f")));
  CHECK(mlirAttributeEqual(mlirSymbolRefAttrGetNestedReference(nested, 0), flat));
  checkAttrText(nested, "@a::@f");
  MlirAttribute oa = mlirOpaqueAttrGet(ctx, S("foo"), 3, "bar", mlirNoneTypeGet(ctx));
  CHECK(mlirAttributeIsAOpaque(oa));
  CHECK(mlirStringRefEqual(mlirOpaqueAttrGetData(oa), S("bar")));
  int64_t strides[2] = {4, 1};
  MlirAttribute strided = mlirStridedLayoutAttrGet(ctx, 2, 2, strides);
  CHECK(mlirAttributeIsAStridedLayout(strided));
  CHECK(mlirStridedLayoutAttrGetOffset(strided) == 2 && mlirStridedLayoutAttrGetNumStrides(strided) == 2);
  CHECK(mlirStridedLayoutAttrGetStride(strided, 0) == 4);
  checkAttrText(strided, "strided<[4, 1], offset: 2>");
  CHECK(mlirAttributeIsNull(mlirAttributeParseGet(ctx, S("1 : "))));

  /* locations */
  MlirLocation file = mlirLocationFileLineColGet(ctx, S("a.c"), 1, 2);
  checkLocText(file, "loc(\"a.c\":1:2)");
  MlirLocation name = mlirLocationNameGet(ctx, S("n"), (MlirLocation){NULL});
  checkLocText(name, "loc(\"n\")");
  MlirLocation both[2] = {file, name};
  checkLocText(mlirLocationFusedGet(ctx, 2, both, mlirAttributeGetNull()), "loc(fused[\"a.c\":1:2, \"n\"])");
  checkLocText(mlirLocationCallSiteGet(file, name), "loc(callsite(\"a.c\":1:2 at \"n\"))");
  CHECK(mlirLocationEqual(file, mlirLocationFileLineColGet(ctx, S("a.c"), 1, 2)));
  CHECK(mlirContextEqual(mlirLocationGetContext(file), ctx));
  CHECK(mlirAttributeIsALocation(mlirLocationGetAttribute(file)));
  CHECK(mlirLocationEqual(mlirLocationFromAttribute(mlirLocationGetAttribute(file)), file));
  CHECK(mlirLocationIsNull(mlirLocationFromAttribute(unit)));

  /* identifiers */
  MlirIdentifier id = mlirIdentifierGet(ctx, S("name"));
  CHECK(mlirIdentifierEqual(id, mlirIdentifierGet(ctx, S("name"))));
  CHECK(mlirContextEqual(mlirIdentifierGetContext(id), ctx));

  /* handles of another context are rejected, not mixed */
  MlirContext other = mlirContextCreate();
  MlirType otherI32 = mlirIntegerTypeGet(other, 32);
  CHECK(!mlirTypeEqual(otherI32, i32));
  CHECK(mlirTypeIsNull(mlirTupleTypeGet(ctx, 1, &otherI32)));
  mlirContextDestroy(other);

  mlirContextDestroy(ctx);
  puts("types_attrs: ok");
  return 0;
}
