/*===-- mlir-c/AffineMap.h - rmlir C API: affine maps ---------------*- C -*-===*\
|*                                                                            *|
|* Read-only inspection of affine maps (owned by their context), as handed  *|
|* over from Python through AffineMap._CAPIPtr.                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_AFFINEMAP_H
#define MLIR_C_AFFINEMAP_H

#include "mlir-c/AffineExpr.h"
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The context owning the map. */
MlirContext mlirAffineMapGetContext(MlirAffineMap affineMap);
/** Whether two maps are equal. */
bool mlirAffineMapEqual(MlirAffineMap a1, MlirAffineMap a2);
/** Prints the map through the callback. */
void mlirAffineMapPrint(MlirAffineMap affineMap, MlirStringCallback callback,
                        void *userData);
/** Prints the map to stderr. */
void mlirAffineMapDump(MlirAffineMap affineMap);
/** Number of dimension inputs. */
intptr_t mlirAffineMapGetNumDims(MlirAffineMap affineMap);
/** Number of symbol inputs. */
intptr_t mlirAffineMapGetNumSymbols(MlirAffineMap affineMap);
/** Number of results. */
intptr_t mlirAffineMapGetNumResults(MlirAffineMap affineMap);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_AFFINEMAP_H */
