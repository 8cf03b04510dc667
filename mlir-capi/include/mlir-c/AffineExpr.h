/*===-- mlir-c/AffineExpr.h - rmlir C API: affine expressions -------*- C -*-===*\
|*                                                                            *|
|* Read-only inspection of affine expressions (owned by their context), as  *|
|* handed over from Python through AffineExpr._CAPIPtr.                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_AFFINEEXPR_H
#define MLIR_C_AFFINEEXPR_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The context owning the expression. */
MlirContext mlirAffineExprGetContext(MlirAffineExpr affineExpr);
/** Whether two expressions are equal. */
bool mlirAffineExprEqual(MlirAffineExpr lhs, MlirAffineExpr rhs);
/** Whether the handle is null. */
static inline bool mlirAffineExprIsNull(MlirAffineExpr affineExpr) {
  return !affineExpr.ptr;
}
/** Prints the expression through the callback. */
void mlirAffineExprPrint(MlirAffineExpr affineExpr, MlirStringCallback callback,
                         void *userData);
/** Prints the expression to stderr. */
void mlirAffineExprDump(MlirAffineExpr affineExpr);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_AFFINEEXPR_H */
