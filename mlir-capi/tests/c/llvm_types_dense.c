/* LLVM dialect type inspectors (mlir-c/Dialect/LLVM.h), dense elements and
 * dense array readers, and dialect registries. The llvm dialect is not
 * linked into libmlir_c alone, so its types come from parsing with
 * unregistered dialects allowed (they are the same opaque types). */
#include "check.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/RegisterEverything.h"

static MlirType parseType(MlirContext ctx, const char *s) {
  MlirType t = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(s));
  CHECK(t.ptr != NULL);
  return t;
}

static MlirAttribute parseAttr(MlirContext ctx, const char *s) {
  MlirAttribute a = mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString(s));
  CHECK(a.ptr != NULL);
  return a;
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  CHECK(!mlirDialectRegistryIsNull(reg));
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirContextSetAllowUnregisteredDialects(ctx, true);

  MlirType s = parseType(ctx, "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>");
  CHECK(mlirTypeIsALLVMStructType(s));
  CHECK(mlirLLVMStructTypeIsLiteral(s));
  CHECK(!mlirLLVMStructTypeIsPacked(s));
  CHECK(mlirLLVMStructTypeGetNumElementTypes(s) == 5);
  CHECK(mlirTypeIsALLVMPointerType(mlirLLVMStructTypeGetElementType(s, 0)));
  CHECK(mlirTypeIsAInteger(mlirLLVMStructTypeGetElementType(s, 2)));
  MlirType arr = mlirLLVMStructTypeGetElementType(s, 3);
  CHECK(mlirTypeIsALLVMArrayType(arr));
  CHECK(mlirLLVMArrayTypeGetNumElements(arr) == 2);
  CHECK(mlirIntegerTypeGetWidth(mlirLLVMArrayTypeGetElementType(arr)) == 64);
  CHECK(mlirLLVMStructTypeGetElementType(s, 5).ptr == NULL);

  MlirType f = parseType(ctx, "!llvm.func<f64 (ptr, i32, ...)>");
  CHECK(mlirTypeIsALLVMFunctionType(f));
  CHECK(mlirLLVMFunctionTypeGetNumInputs(f) == 2);
  CHECK(mlirLLVMFunctionTypeIsVarArg(f));
  CHECK(mlirTypeIsAF64(mlirLLVMFunctionTypeGetReturnType(f)));
  CHECK(mlirTypeIsALLVMVoidType(mlirLLVMFunctionTypeGetReturnType(parseType(ctx, "!llvm.func<void ()>"))));
  CHECK(mlirLLVMPointerTypeGetAddressSpace(parseType(ctx, "!llvm.ptr<3>")) == 3);
  CHECK(!mlirTypeIsALLVMPointerType(parseType(ctx, "i32")));

  MlirAttribute d = parseAttr(ctx, "dense<[1.5, 2.5, -4.0]> : tensor<3xf32>");
  CHECK(mlirAttributeIsADenseElements(d));
  CHECK(mlirElementsAttrGetNumElements(d) == 3);
  CHECK(!mlirDenseElementsAttrIsSplat(d));
  CHECK(mlirDenseElementsAttrGetFloatValue(d, 2) == -4.0f);
  CHECK(((const float *)mlirDenseElementsAttrGetRawData(d))[1] == 2.5f);
  MlirAttribute sp = parseAttr(ctx, "dense<7> : vector<4xi64>");
  CHECK(mlirDenseElementsAttrIsSplat(sp));
  CHECK(mlirDenseElementsAttrGetInt64Value(sp, 3) == 7);

  MlirAttribute a32 = parseAttr(ctx, "array<i32: 1, -2147483648, 3>");
  CHECK(mlirAttributeIsADenseI32Array(a32));
  CHECK(!mlirAttributeIsADenseI64Array(a32));
  CHECK(mlirDenseArrayGetNumElements(a32) == 3);
  CHECK(mlirDenseI32ArrayGetElement(a32, 1) == INT32_MIN);
  MlirAttribute a64 = parseAttr(ctx, "array<i64: 4, 5>");
  CHECK(mlirDenseI64ArrayGetElement(a64, 1) == 5);

  mlirContextDestroy(ctx);
  return 0;
}
