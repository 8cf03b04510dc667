/*===-- mlir-c/BuiltinAttributes.h - rmlir C API: builtin attrs ---*- C -*-===*\
|*                                                                            *|
|* Checks (mlirAttributeIsA*), constructors (*Get: the result is owned by   *|
|* the context; null for invalid parameters) and inspectors of builtin      *|
|* attributes. Strings returned are owned by the context.                   *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_BUILTINATTRIBUTES_H
#define MLIR_C_BUILTINATTRIBUTES_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The null attribute. */
MLIR_CAPI_EXPORTED MlirAttribute mlirAttributeGetNull(void);

/** Whether the attribute is a location. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsALocation(MlirAttribute attr);

/*== Array, dictionary =======================================================*/

/** Whether the attribute is an array attribute. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAArray(MlirAttribute attr);

/** `[elements...]`. */
MLIR_CAPI_EXPORTED MlirAttribute mlirArrayAttrGet(
    MlirContext ctx, intptr_t numElements, MlirAttribute const *elements);

/** Number of elements of an array attribute. */
MLIR_CAPI_EXPORTED intptr_t mlirArrayAttrGetNumElements(MlirAttribute attr);

/** Element `pos` of an array attribute. */
MLIR_CAPI_EXPORTED MlirAttribute mlirArrayAttrGetElement(MlirAttribute attr,
                                                         intptr_t pos);

/** Whether the attribute is a dictionary attribute. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsADictionary(MlirAttribute attr);

/** `{name = value, ...}`, sorted by name. */
MLIR_CAPI_EXPORTED MlirAttribute mlirDictionaryAttrGet(
    MlirContext ctx, intptr_t numElements, MlirNamedAttribute const *elements);

/** Number of entries of a dictionary attribute. */
MLIR_CAPI_EXPORTED intptr_t
mlirDictionaryAttrGetNumElements(MlirAttribute attr);

/** Entry `pos` of a dictionary attribute. */
MLIR_CAPI_EXPORTED MlirNamedAttribute
mlirDictionaryAttrGetElement(MlirAttribute attr, intptr_t pos);

/** The entry `name` of a dictionary attribute, or null. */
MLIR_CAPI_EXPORTED MlirAttribute
mlirDictionaryAttrGetElementByName(MlirAttribute attr, MlirStringRef name);

/*== Float, integer, bool ====================================================*/

/** Whether the attribute is a float attribute. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAFloat(MlirAttribute attr);

/** A float attribute of float type `type` holding `value` (rounded). */
MLIR_CAPI_EXPORTED MlirAttribute mlirFloatAttrDoubleGet(MlirContext ctx,
                                                        MlirType type,
                                                        double value);

/** Like mlirFloatAttrDoubleGet; null with an error diagnostic at `loc` for
 * a non-float type. */
MLIR_CAPI_EXPORTED MlirAttribute mlirFloatAttrDoubleGetChecked(MlirLocation loc,
                                                               MlirType type,
                                                               double value);

/** The value of a float attribute as a double. */
MLIR_CAPI_EXPORTED double mlirFloatAttrGetValueDouble(MlirAttribute attr);

/** Whether the attribute is an integer attribute (booleans included). */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAInteger(MlirAttribute attr);

/** An integer attribute of integer or index `type` (value truncated to the
 * width; for `i1` this is the boolean attribute). */
MLIR_CAPI_EXPORTED MlirAttribute mlirIntegerAttrGet(MlirType type,
                                                    int64_t value);

/** The value of a signless or index integer attribute, sign-extended. */
MLIR_CAPI_EXPORTED int64_t mlirIntegerAttrGetValueInt(MlirAttribute attr);

/** The value of a signed integer attribute, sign-extended. */
MLIR_CAPI_EXPORTED int64_t mlirIntegerAttrGetValueSInt(MlirAttribute attr);

/** The value of an unsigned integer attribute, zero-extended. */
MLIR_CAPI_EXPORTED uint64_t mlirIntegerAttrGetValueUInt(MlirAttribute attr);

/** Whether the attribute is a boolean attribute. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsABool(MlirAttribute attr);

/** `true` (value != 0) or `false`. */
MLIR_CAPI_EXPORTED MlirAttribute mlirBoolAttrGet(MlirContext ctx, int value);

/** The value of a boolean attribute. */
MLIR_CAPI_EXPORTED bool mlirBoolAttrGetValue(MlirAttribute attr);

/*== Opaque, string, symbol references =======================================*/

/** Whether the attribute is an opaque attribute (of an unloaded dialect). */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAOpaque(MlirAttribute attr);

/** `#dialectNamespace<"data"> : type` (strings copied). */
MLIR_CAPI_EXPORTED MlirAttribute
mlirOpaqueAttrGet(MlirContext ctx, MlirStringRef dialectNamespace,
                  intptr_t dataLength, const char *data, MlirType type);

/** The dialect namespace of an opaque attribute. */
MLIR_CAPI_EXPORTED MlirStringRef
mlirOpaqueAttrGetDialectNamespace(MlirAttribute attr);

/** The data of an opaque attribute. */
MLIR_CAPI_EXPORTED MlirStringRef mlirOpaqueAttrGetData(MlirAttribute attr);

/** Whether the attribute is a string attribute. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAString(MlirAttribute attr);

/** `"str"` (bytes copied). */
MLIR_CAPI_EXPORTED MlirAttribute mlirStringAttrGet(MlirContext ctx,
                                                   MlirStringRef str);

/** `"str" : type` (bytes copied). */
MLIR_CAPI_EXPORTED MlirAttribute mlirStringAttrTypedGet(MlirType type,
                                                        MlirStringRef str);

/** The bytes of a string attribute. */
MLIR_CAPI_EXPORTED MlirStringRef mlirStringAttrGetValue(MlirAttribute attr);

/** Whether the attribute is a symbol reference (flat or nested). */
MLIR_CAPI_EXPORTED bool mlirAttributeIsASymbolRef(MlirAttribute attr);

/** `@symbol::@ref...`; `references` must be flat symbol references. */
MLIR_CAPI_EXPORTED MlirAttribute
mlirSymbolRefAttrGet(MlirContext ctx, MlirStringRef symbol,
                     intptr_t numReferences, MlirAttribute const *references);

/** The root symbol of a symbol reference. */
MLIR_CAPI_EXPORTED MlirStringRef
mlirSymbolRefAttrGetRootReference(MlirAttribute attr);

/** The leaf symbol of a symbol reference. */
MLIR_CAPI_EXPORTED MlirStringRef
mlirSymbolRefAttrGetLeafReference(MlirAttribute attr);

/** Number of nested references of a symbol reference. */
MLIR_CAPI_EXPORTED intptr_t
mlirSymbolRefAttrGetNumNestedReferences(MlirAttribute attr);

/** Nested reference `pos`, as a flat symbol reference. */
MLIR_CAPI_EXPORTED MlirAttribute
mlirSymbolRefAttrGetNestedReference(MlirAttribute attr, intptr_t pos);

/** Whether the attribute is a flat symbol reference. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAFlatSymbolRef(MlirAttribute attr);

/** `@symbol`. */
MLIR_CAPI_EXPORTED MlirAttribute mlirFlatSymbolRefAttrGet(MlirContext ctx,
                                                          MlirStringRef symbol);

/** The symbol of a flat symbol reference. */
MLIR_CAPI_EXPORTED MlirStringRef
mlirFlatSymbolRefAttrGetValue(MlirAttribute attr);

/*== Type, unit, strided layout ==============================================*/

/** Whether the attribute is a type attribute. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAType(MlirAttribute attr);

/** The type as an attribute. */
MLIR_CAPI_EXPORTED MlirAttribute mlirTypeAttrGet(MlirType type);

/** The type held by a type attribute. */
MLIR_CAPI_EXPORTED MlirType mlirTypeAttrGetValue(MlirAttribute attr);

/** Whether the attribute is `unit`. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAUnit(MlirAttribute attr);

/** The `unit` attribute. */
MLIR_CAPI_EXPORTED MlirAttribute mlirUnitAttrGet(MlirContext ctx);

/** Whether the attribute is a strided layout. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAStridedLayout(MlirAttribute attr);

/** `strided<[strides...], offset: offset>`. */
MLIR_CAPI_EXPORTED MlirAttribute
mlirStridedLayoutAttrGet(MlirContext ctx, int64_t offset, intptr_t numStrides,
                         const int64_t *strides);

/** The offset of a strided layout. */
MLIR_CAPI_EXPORTED int64_t mlirStridedLayoutAttrGetOffset(MlirAttribute attr);

/** Number of strides of a strided layout. */
MLIR_CAPI_EXPORTED intptr_t
mlirStridedLayoutAttrGetNumStrides(MlirAttribute attr);

/** Stride `pos` of a strided layout. */
MLIR_CAPI_EXPORTED int64_t mlirStridedLayoutAttrGetStride(MlirAttribute attr,
                                                          intptr_t pos);

/*============================================================================*/
/* Elements and dense array attributes                                        */
/*============================================================================*/

/** Whether the attribute is an elements attribute (dense or resource). */
MLIR_CAPI_EXPORTED bool mlirAttributeIsAElements(MlirAttribute attr);

/** Whether the attribute is a dense elements attribute. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseElements(MlirAttribute attr);

/** The number of elements of an elements attribute. */
MLIR_CAPI_EXPORTED int64_t mlirElementsAttrGetNumElements(MlirAttribute attr);

/** Whether a dense elements attribute holds one value for all elements. */
MLIR_CAPI_EXPORTED bool mlirDenseElementsAttrIsSplat(MlirAttribute attr);

/** The raw little-endian data of a numeric dense elements attribute (one
 *  element for a splat; i1 takes a byte per element); null for strings. */
MLIR_CAPI_EXPORTED const void *
mlirDenseElementsAttrGetRawData(MlirAttribute attr);

/** Element `pos` of a dense elements attribute of the given element type. */
MLIR_CAPI_EXPORTED int32_t
mlirDenseElementsAttrGetInt32Value(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED int64_t
mlirDenseElementsAttrGetInt64Value(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED float
mlirDenseElementsAttrGetFloatValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED double
mlirDenseElementsAttrGetDoubleValue(MlirAttribute attr, intptr_t pos);

/** Whether the attribute is `array<i32: ...>` / `array<i64: ...>`. */
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseI32Array(MlirAttribute attr);
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseI64Array(MlirAttribute attr);

/** The number of elements of a dense array. */
MLIR_CAPI_EXPORTED intptr_t mlirDenseArrayGetNumElements(MlirAttribute attr);

/** Element `pos` of a dense array. */
MLIR_CAPI_EXPORTED int32_t mlirDenseI32ArrayGetElement(MlirAttribute attr,
                                                       intptr_t pos);
MLIR_CAPI_EXPORTED int64_t mlirDenseI64ArrayGetElement(MlirAttribute attr,
                                                       intptr_t pos);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_BUILTINATTRIBUTES_H */
