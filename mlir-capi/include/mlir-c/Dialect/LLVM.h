/*===-- mlir-c/Dialect/LLVM.h - LLVM dialect types ---------------*- C -*-===*\
|*                                                                            *|
|* rmlir: inspectors of the LLVM dialect's types, with upstream's names.      *|
|* Array and function inspectors are rmlir additions.                         *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_DIALECT_LLVM_H
#define MLIR_C_DIALECT_LLVM_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Whether the type is `!llvm.ptr`. */
MLIR_CAPI_EXPORTED bool mlirTypeIsALLVMPointerType(MlirType type);

/** The address space of an `!llvm.ptr`. */
MLIR_CAPI_EXPORTED unsigned
mlirLLVMPointerTypeGetAddressSpace(MlirType pointerType);

/** Whether the type is `!llvm.void`. */
MLIR_CAPI_EXPORTED bool mlirTypeIsALLVMVoidType(MlirType type);

/** Whether the type is an `!llvm.struct`. */
MLIR_CAPI_EXPORTED bool mlirTypeIsALLVMStructType(MlirType type);

/** Whether the struct is literal (unnamed). */
MLIR_CAPI_EXPORTED bool mlirLLVMStructTypeIsLiteral(MlirType type);

/** The number of fields of the struct. */
MLIR_CAPI_EXPORTED intptr_t mlirLLVMStructTypeGetNumElementTypes(MlirType type);

/** Field `position` of the struct. */
MLIR_CAPI_EXPORTED MlirType mlirLLVMStructTypeGetElementType(MlirType type,
                                                             intptr_t position);

/** Whether the struct is packed. */
MLIR_CAPI_EXPORTED bool mlirLLVMStructTypeIsPacked(MlirType type);

/** The identifier of an identified struct. */
MLIR_CAPI_EXPORTED MlirStringRef mlirLLVMStructTypeGetIdentifier(MlirType type);

/** Whether the struct has no body. */
MLIR_CAPI_EXPORTED bool mlirLLVMStructTypeIsOpaque(MlirType type);

/** Whether the type is an `!llvm.array` (rmlir addition). */
MLIR_CAPI_EXPORTED bool mlirTypeIsALLVMArrayType(MlirType type);

/** The element type of an `!llvm.array`. */
MLIR_CAPI_EXPORTED MlirType mlirLLVMArrayTypeGetElementType(MlirType type);

/** The number of elements of an `!llvm.array` (rmlir addition). */
MLIR_CAPI_EXPORTED unsigned mlirLLVMArrayTypeGetNumElements(MlirType type);

/** Whether the type is an `!llvm.func` (rmlir addition). */
MLIR_CAPI_EXPORTED bool mlirTypeIsALLVMFunctionType(MlirType type);

/** The number of fixed inputs of an `!llvm.func`. */
MLIR_CAPI_EXPORTED intptr_t mlirLLVMFunctionTypeGetNumInputs(MlirType type);

/** Input `pos` of an `!llvm.func`. */
MLIR_CAPI_EXPORTED MlirType mlirLLVMFunctionTypeGetInput(MlirType type,
                                                         intptr_t pos);

/** The result of an `!llvm.func` (`!llvm.void` when none). */
MLIR_CAPI_EXPORTED MlirType mlirLLVMFunctionTypeGetReturnType(MlirType type);

/** Whether an `!llvm.func` is variadic (rmlir addition). */
MLIR_CAPI_EXPORTED bool mlirLLVMFunctionTypeIsVarArg(MlirType type);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_LLVM_H */
