/*===-- mlir-c/IntegerSet.h - rmlir C API: integer sets -------------*- C -*-===*\
|*                                                                            *|
|* Read-only inspection of integer sets (owned by their context).           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_INTEGERSET_H
#define MLIR_C_INTEGERSET_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The context owning the set. */
MlirContext mlirIntegerSetGetContext(MlirIntegerSet set);
/** Whether two sets are equal. */
bool mlirIntegerSetEqual(MlirIntegerSet s1, MlirIntegerSet s2);
/** Prints the set through the callback. */
void mlirIntegerSetPrint(MlirIntegerSet set, MlirStringCallback callback,
                         void *userData);
/** Number of dimension inputs. */
intptr_t mlirIntegerSetGetNumDims(MlirIntegerSet set);
/** Number of symbol inputs. */
intptr_t mlirIntegerSetGetNumSymbols(MlirIntegerSet set);
/** Number of constraints. */
intptr_t mlirIntegerSetGetNumConstraints(MlirIntegerSet set);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_INTEGERSET_H */
