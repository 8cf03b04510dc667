/*===-- mlir-c/Diagnostics.h - rmlir C API: diagnostics -----------*- C -*-===*\
|*                                                                            *|
|* Diagnostic handlers, inspection of diagnostics, and emission.            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_DIAGNOSTICS_H
#define MLIR_C_DIAGNOSTICS_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A diagnostic, owned by the diagnostics engine: valid only during the
 * handler call it is passed to. Do not keep it. */
typedef struct MlirDiagnostic {
  void *ptr;
} MlirDiagnostic;

/** How severe a diagnostic is. */
typedef enum MlirDiagnosticSeverity {
  MlirDiagnosticError,
  MlirDiagnosticWarning,
  MlirDiagnosticNote,
  MlirDiagnosticRemark
} MlirDiagnosticSeverity;

/** Names an attached handler, for detaching it. */
typedef uint64_t MlirDiagnosticHandlerID;

/** A handler: return success when the diagnostic was fully handled, failure
 * to let older handlers see it. `userData` is what was given when the
 * handler was attached. */
typedef MlirLogicalResult (*MlirDiagnosticHandler)(MlirDiagnostic,
                                                   void *userData);

/** Prints the diagnostic's message through `callback`. */
MLIR_CAPI_EXPORTED void mlirDiagnosticPrint(MlirDiagnostic diagnostic,
                                            MlirStringCallback callback,
                                            void *userData);

/** The location of the diagnostic (owned by the context). */
MLIR_CAPI_EXPORTED MlirLocation
mlirDiagnosticGetLocation(MlirDiagnostic diagnostic);

/** The severity of the diagnostic. */
MLIR_CAPI_EXPORTED MlirDiagnosticSeverity
mlirDiagnosticGetSeverity(MlirDiagnostic diagnostic);

/** Number of notes attached to the diagnostic. */
MLIR_CAPI_EXPORTED intptr_t
mlirDiagnosticGetNumNotes(MlirDiagnostic diagnostic);

/** Note `pos` of the diagnostic (valid as long as the diagnostic; null when
 * `pos` is out of range). */
MLIR_CAPI_EXPORTED MlirDiagnostic
mlirDiagnosticGetNote(MlirDiagnostic diagnostic, intptr_t pos);

/** Attaches a handler to the context; handlers run newest first until one
 * handles the diagnostic. Does not transfer ownership of `userData`; if
 * `deleteUserData` is not NULL it is called on `userData` once the handler
 * is detached or the context is destroyed. Returns an id for detaching. An
 * error no handler handles is printed to stderr. */
MLIR_CAPI_EXPORTED MlirDiagnosticHandlerID mlirContextAttachDiagnosticHandler(
    MlirContext context, MlirDiagnosticHandler handler, void *userData,
    void (*deleteUserData)(void *));

/** Detaches the handler `id` from the context. */
MLIR_CAPI_EXPORTED void
mlirContextDetachDiagnosticHandler(MlirContext context,
                                   MlirDiagnosticHandlerID id);

/** Emits an error at `location` (message copied). */
MLIR_CAPI_EXPORTED void mlirEmitError(MlirLocation location,
                                      const char *message);

/** Emits a warning at `location` (message copied). */
MLIR_CAPI_EXPORTED void mlirEmitWarning(MlirLocation location,
                                        const char *message);

/** Emits a remark at `location` (message copied). */
MLIR_CAPI_EXPORTED void mlirEmitRemark(MlirLocation location,
                                       const char *message);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIAGNOSTICS_H */
