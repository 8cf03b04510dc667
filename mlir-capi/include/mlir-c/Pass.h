/*===-- mlir-c/Pass.h - rmlir C API: pass managers ------------------*- C -*-===*\
|*                                                                            *|
|* A pass manager runs a textual pipeline of registered passes on an op of  *|
|* its context. The one behind a Python PassManager is reached through     *|
|* PassManager._CAPIPtr; both share it.                                     *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_PASS_H
#define MLIR_C_PASS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlirPassManager {
  void *ptr;
} MlirPassManager;

typedef struct MlirOpPassManager {
  void *ptr;
} MlirOpPassManager;

/** A pass manager for ops of any name; transfers ownership. */
MlirPassManager mlirPassManagerCreate(MlirContext ctx);
/** A pass manager anchored on ops named anchorOp; transfers ownership. */
MlirPassManager mlirPassManagerCreateOnOperation(MlirContext ctx,
                                                 MlirStringRef anchorOp);
/** Releases a pass manager made by mlirPassManagerCreate*. */
void mlirPassManagerDestroy(MlirPassManager passManager);
/** The manager's top-level pipeline. */
MlirOpPassManager mlirPassManagerGetAsOpPassManager(MlirPassManager passManager);
/** Turns verification after each pass on or off. */
void mlirPassManagerEnableVerifier(MlirPassManager passManager, bool enable);
/** Runs the pipeline on op; failure if a pass failed, the anchor does not
 * match, or op is erased or of another context. */
MlirLogicalResult mlirPassManagerRunOnOp(MlirPassManager passManager,
                                         MlirOperation op);
/** Appends pipeline elements ("cse,func.func(canonicalize)"); a syntax
 * error is reported through the callback. */
MlirLogicalResult mlirOpPassManagerAddPipeline(MlirOpPassManager passManager,
                                               MlirStringRef pipelineElements,
                                               MlirStringCallback callback,
                                               void *userData);
/** Replaces the pipeline with the parsed "anchor(...)" text; a syntax error
 * is reported through the callback. */
MlirLogicalResult mlirParsePassPipeline(MlirOpPassManager passManager,
                                        MlirStringRef pipeline,
                                        MlirStringCallback callback,
                                        void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_PASS_H */
