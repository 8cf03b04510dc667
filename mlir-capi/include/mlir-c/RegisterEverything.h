/*===-- mlir-c/RegisterEverything.h - Register all dialects ------*- C -*-===*\
|*                                                                            *|
|* rmlir registers dialects by linking: "all" means every dialect linked     *|
|* into the calling binary.                                                   *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_REGISTEREVERYTHING_H
#define MLIR_C_REGISTEREVERYTHING_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Adds every dialect linked into this binary to the registry. */
MLIR_CAPI_EXPORTED void mlirRegisterAllDialects(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_REGISTEREVERYTHING_H */
