/*===-- mlir-c/BuiltinTypes.h - rmlir C API: builtin types --------*- C -*-===*\
|*                                                                            *|
|* Checks (mlirTypeIsA*), constructors (*Get: the result is owned by the    *|
|* context; null for invalid parameters) and inspectors of builtin types.    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_BUILTINTYPES_H
#define MLIR_C_BUILTINTYPES_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/*== Integer and index =======================================================*/

/** Whether the type is an integer type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAInteger(MlirType type);

/** The signless integer type of the given width. */
MLIR_CAPI_EXPORTED MlirType mlirIntegerTypeGet(MlirContext ctx,
                                               unsigned bitwidth);

/** The signed integer type of the given width. */
MLIR_CAPI_EXPORTED MlirType mlirIntegerTypeSignedGet(MlirContext ctx,
                                                     unsigned bitwidth);

/** The unsigned integer type of the given width. */
MLIR_CAPI_EXPORTED MlirType mlirIntegerTypeUnsignedGet(MlirContext ctx,
                                                       unsigned bitwidth);

/** The width of an integer type. */
MLIR_CAPI_EXPORTED unsigned mlirIntegerTypeGetWidth(MlirType type);

/** Whether an integer type is signless. */
MLIR_CAPI_EXPORTED bool mlirIntegerTypeIsSignless(MlirType type);

/** Whether an integer type is signed. */
MLIR_CAPI_EXPORTED bool mlirIntegerTypeIsSigned(MlirType type);

/** Whether an integer type is unsigned. */
MLIR_CAPI_EXPORTED bool mlirIntegerTypeIsUnsigned(MlirType type);

/** Whether the type is `index`. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAIndex(MlirType type);

/** The `index` type. */
MLIR_CAPI_EXPORTED MlirType mlirIndexTypeGet(MlirContext ctx);

/*== Floating point ==========================================================*/

/** Whether the type is any float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat(MlirType type);

/** The bit width of a float type. */
MLIR_CAPI_EXPORTED unsigned mlirFloatTypeGetWidth(MlirType type);

/** Whether the type is the Float4E2M1FN float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat4E2M1FN(MlirType type);

/** The Float4E2M1FN float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat4E2M1FNTypeGet(MlirContext ctx);

/** Whether the type is the Float6E2M3FN float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat6E2M3FN(MlirType type);

/** The Float6E2M3FN float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat6E2M3FNTypeGet(MlirContext ctx);

/** Whether the type is the Float6E3M2FN float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat6E3M2FN(MlirType type);

/** The Float6E3M2FN float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat6E3M2FNTypeGet(MlirContext ctx);

/** Whether the type is the Float8E5M2 float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E5M2(MlirType type);

/** The Float8E5M2 float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat8E5M2TypeGet(MlirContext ctx);

/** Whether the type is the Float8E4M3 float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E4M3(MlirType type);

/** The Float8E4M3 float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat8E4M3TypeGet(MlirContext ctx);

/** Whether the type is the Float8E4M3FN float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E4M3FN(MlirType type);

/** The Float8E4M3FN float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat8E4M3FNTypeGet(MlirContext ctx);

/** Whether the type is the Float8E5M2FNUZ float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E5M2FNUZ(MlirType type);

/** The Float8E5M2FNUZ float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat8E5M2FNUZTypeGet(MlirContext ctx);

/** Whether the type is the Float8E4M3FNUZ float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E4M3FNUZ(MlirType type);

/** The Float8E4M3FNUZ float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat8E4M3FNUZTypeGet(MlirContext ctx);

/** Whether the type is the Float8E4M3B11FNUZ float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E4M3B11FNUZ(MlirType type);

/** The Float8E4M3B11FNUZ float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat8E4M3B11FNUZTypeGet(MlirContext ctx);

/** Whether the type is the Float8E3M4 float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E3M4(MlirType type);

/** The Float8E3M4 float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat8E3M4TypeGet(MlirContext ctx);

/** Whether the type is the Float8E8M0FNU float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E8M0FNU(MlirType type);

/** The Float8E8M0FNU float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirFloat8E8M0FNUTypeGet(MlirContext ctx);

/** Whether the type is the BF16 float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsABF16(MlirType type);

/** The BF16 float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirBF16TypeGet(MlirContext ctx);

/** Whether the type is the F16 float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAF16(MlirType type);

/** The F16 float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirF16TypeGet(MlirContext ctx);

/** Whether the type is the F32 float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAF32(MlirType type);

/** The F32 float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirF32TypeGet(MlirContext ctx);

/** Whether the type is the F64 float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAF64(MlirType type);

/** The F64 float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirF64TypeGet(MlirContext ctx);

/** Whether the type is the TF32 float type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsATF32(MlirType type);

/** The TF32 float type, owned by the context. */
MLIR_CAPI_EXPORTED MlirType mlirTF32TypeGet(MlirContext ctx);

/*== None, complex, tuple, function, opaque ==================================*/

/** Whether the type is `none`. */
MLIR_CAPI_EXPORTED bool mlirTypeIsANone(MlirType type);

/** The `none` type. */
MLIR_CAPI_EXPORTED MlirType mlirNoneTypeGet(MlirContext ctx);

/** Whether the type is a complex type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAComplex(MlirType type);

/** `complex<elementType>` (integer or float element). */
MLIR_CAPI_EXPORTED MlirType mlirComplexTypeGet(MlirType elementType);

/** The element type of a complex type. */
MLIR_CAPI_EXPORTED MlirType mlirComplexTypeGetElementType(MlirType type);

/** Whether the type is a tuple type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsATuple(MlirType type);

/** `tuple<elements...>`. */
MLIR_CAPI_EXPORTED MlirType mlirTupleTypeGet(MlirContext ctx,
                                             intptr_t numElements,
                                             MlirType const *elements);

/** Number of elements of a tuple type. */
MLIR_CAPI_EXPORTED intptr_t mlirTupleTypeGetNumTypes(MlirType type);

/** Element `pos` of a tuple type. */
MLIR_CAPI_EXPORTED MlirType mlirTupleTypeGetType(MlirType type, intptr_t pos);

/** Whether the type is a function type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAFunction(MlirType type);

/** `(inputs...) -> (results...)`. */
MLIR_CAPI_EXPORTED MlirType mlirFunctionTypeGet(MlirContext ctx,
                                                intptr_t numInputs,
                                                MlirType const *inputs,
                                                intptr_t numResults,
                                                MlirType const *results);

/** Number of inputs of a function type. */
MLIR_CAPI_EXPORTED intptr_t mlirFunctionTypeGetNumInputs(MlirType type);

/** Number of results of a function type. */
MLIR_CAPI_EXPORTED intptr_t mlirFunctionTypeGetNumResults(MlirType type);

/** Input `pos` of a function type. */
MLIR_CAPI_EXPORTED MlirType mlirFunctionTypeGetInput(MlirType type,
                                                     intptr_t pos);

/** Result `pos` of a function type. */
MLIR_CAPI_EXPORTED MlirType mlirFunctionTypeGetResult(MlirType type,
                                                      intptr_t pos);

/** Whether the type is an opaque type (of a dialect that is not loaded). */
MLIR_CAPI_EXPORTED bool mlirTypeIsAOpaque(MlirType type);

/** `!dialectNamespace<"typeData">` (both strings copied). */
MLIR_CAPI_EXPORTED MlirType mlirOpaqueTypeGet(MlirContext ctx,
                                              MlirStringRef dialectNamespace,
                                              MlirStringRef typeData);

/** The dialect namespace of an opaque type (owned by the context). */
MLIR_CAPI_EXPORTED MlirStringRef
mlirOpaqueTypeGetDialectNamespace(MlirType type);

/** The data of an opaque type (owned by the context). */
MLIR_CAPI_EXPORTED MlirStringRef mlirOpaqueTypeGetData(MlirType type);

/*== Shaped types ============================================================*/

/** Whether the type is a shaped type (vector, tensor, memref). */
MLIR_CAPI_EXPORTED bool mlirTypeIsAShaped(MlirType type);

/** The element type of a shaped type. */
MLIR_CAPI_EXPORTED MlirType mlirShapedTypeGetElementType(MlirType type);

/** Whether a shaped type is ranked. */
MLIR_CAPI_EXPORTED bool mlirShapedTypeHasRank(MlirType type);

/** The rank of a ranked shaped type. */
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetRank(MlirType type);

/** Whether a shaped type is ranked with only static dimensions. */
MLIR_CAPI_EXPORTED bool mlirShapedTypeHasStaticShape(MlirType type);

/** Whether dimension `dim` of a ranked shaped type is dynamic. */
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsDynamicDim(MlirType type, intptr_t dim);

/** Whether dimension `dim` of a ranked shaped type is static. */
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsStaticDim(MlirType type, intptr_t dim);

/** The size of dimension `dim` (mlirShapedTypeGetDynamicSize() for `?`). */
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetDimSize(MlirType type,
                                                    intptr_t dim);

/** Whether `size` is the dynamic-size marker. */
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsDynamicSize(int64_t size);

/** Whether `size` is a static size. */
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsStaticSize(int64_t size);

/** The dynamic-size marker (INT64_MIN). */
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetDynamicSize(void);

/** Whether a stride or offset is the dynamic marker. */
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsDynamicStrideOrOffset(int64_t val);

/** Whether a stride or offset is static. */
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsStaticStrideOrOffset(int64_t val);

/** The dynamic stride-or-offset marker (INT64_MIN). */
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetDynamicStrideOrOffset(void);

/** Whether the type is a vector type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAVector(MlirType type);

/** `vector<shape x elementType>` (positive dimensions; integer, index or
 * float element). */
MLIR_CAPI_EXPORTED MlirType mlirVectorTypeGet(intptr_t rank,
                                              const int64_t *shape,
                                              MlirType elementType);

/** Like mlirVectorTypeGet; `scalable[i]` marks dimension i scalable. */
MLIR_CAPI_EXPORTED MlirType mlirVectorTypeGetScalable(intptr_t rank,
                                                      const int64_t *shape,
                                                      const bool *scalable,
                                                      MlirType elementType);

/** Whether any dimension of a vector type is scalable. */
MLIR_CAPI_EXPORTED bool mlirVectorTypeIsScalable(MlirType type);

/** Whether dimension `dim` of a vector type is scalable. */
MLIR_CAPI_EXPORTED bool mlirVectorTypeIsDimScalable(MlirType type,
                                                    intptr_t dim);

/** Whether the type is a tensor type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsATensor(MlirType type);

/** Whether the type is a ranked tensor type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsARankedTensor(MlirType type);

/** Whether the type is an unranked tensor type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAUnrankedTensor(MlirType type);

/** `tensor<shape x elementType, encoding>`; `encoding` may be null. */
MLIR_CAPI_EXPORTED MlirType mlirRankedTensorTypeGet(intptr_t rank,
                                                    const int64_t *shape,
                                                    MlirType elementType,
                                                    MlirAttribute encoding);

/** The encoding of a ranked tensor type, or null. */
MLIR_CAPI_EXPORTED MlirAttribute mlirRankedTensorTypeGetEncoding(MlirType type);

/** `tensor<* x elementType>`. */
MLIR_CAPI_EXPORTED MlirType mlirUnrankedTensorTypeGet(MlirType elementType);

/** Whether the type is a ranked memref type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAMemRef(MlirType type);

/** Whether the type is an unranked memref type. */
MLIR_CAPI_EXPORTED bool mlirTypeIsAUnrankedMemRef(MlirType type);

/** `memref<shape x elementType, layout, memorySpace>`; `layout` and
 * `memorySpace` may be null. */
MLIR_CAPI_EXPORTED MlirType mlirMemRefTypeGet(MlirType elementType,
                                              intptr_t rank,
                                              const int64_t *shape,
                                              MlirAttribute layout,
                                              MlirAttribute memorySpace);

/** A memref type with the identity layout. */
MLIR_CAPI_EXPORTED MlirType mlirMemRefTypeContiguousGet(
    MlirType elementType, intptr_t rank, const int64_t *shape,
    MlirAttribute memorySpace);

/** `memref<* x elementType, memorySpace>`; `memorySpace` may be null. */
MLIR_CAPI_EXPORTED MlirType
mlirUnrankedMemRefTypeGet(MlirType elementType, MlirAttribute memorySpace);

/** The layout of a memref type (an identity affine map if none was given). */
MLIR_CAPI_EXPORTED MlirAttribute mlirMemRefTypeGetLayout(MlirType type);

/** The memory space of a memref type, or null. */
MLIR_CAPI_EXPORTED MlirAttribute mlirMemRefTypeGetMemorySpace(MlirType type);

/** The memory space of an unranked memref type, or null. */
MLIR_CAPI_EXPORTED MlirAttribute
mlirUnrankedMemrefGetMemorySpace(MlirType type);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_BUILTINTYPES_H */
