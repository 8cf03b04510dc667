/* Diagnostic handlers: parse and verify errors, emission, notes,
 * detaching, and user-data deletion when the context dies. */
#include "check.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

typedef struct {
  int count;
  int lastSeverity;
  int lastNotes;
  Buf message;
  Buf location;
  Buf firstNote;
} Seen;

static MlirLogicalResult record(MlirDiagnostic d, void *user) {
  Seen *s = (Seen *)user;
  s->count++;
  s->lastSeverity = mlirDiagnosticGetSeverity(d);
  s->lastNotes = (int)mlirDiagnosticGetNumNotes(d);
  bufReset(&s->message);
  bufReset(&s->location);
  bufReset(&s->firstNote);
  mlirDiagnosticPrint(d, bufAppend, &s->message);
  mlirLocationPrint(mlirDiagnosticGetLocation(d), bufAppend, &s->location);
  if (s->lastNotes > 0) {
    MlirDiagnostic note = mlirDiagnosticGetNote(d, 0);
    CHECK(mlirDiagnosticGetSeverity(note) == MlirDiagnosticNote);
    mlirDiagnosticPrint(note, bufAppend, &s->firstNote);
  }
  CHECK(mlirDiagnosticGetNote(d, 99).ptr == NULL);
  return mlirLogicalResultSuccess();
}

static int passCount = 0;
static MlirLogicalResult pass(MlirDiagnostic d, void *user) {
  (void)d;
  (void)user;
  passCount++;
  return mlirLogicalResultFailure(); /* let older handlers see it */
}

static int deleted = 0;
static void onDelete(void *user) {
  (void)user;
  deleted++;
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  Seen seen = {0};
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(ctx, record, &seen, onDelete);
  MlirDiagnosticHandlerID passId =
      mlirContextAttachDiagnosticHandler(ctx, pass, NULL, NULL);

  /* parse errors */
  CHECK(mlirTypeIsNull(mlirTypeParseGet(ctx, S("i32 x"))));
  CHECK(seen.count == 1 && passCount == 1);
  CHECK(seen.lastSeverity == MlirDiagnosticError);
  CHECK_TEXT(&seen.message, "found trailing characters: 'x'");
  CHECK_TEXT(&seen.location, "loc(\"i32 x\":1:5)");

  CHECK(mlirModuleIsNull(mlirModuleCreateParse(ctx, S("\"test.a\"() : () -> ()"))));
  CHECK(seen.count == 2);
  CHECK(strstr(seen.message.data, "unregistered dialect") != NULL);
  CHECK_TEXT(&seen.location, "loc(\"-\":1:9)");

  /* emission */
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("f.mlir"), 3, 4);
  mlirEmitWarning(loc, "careful");
  CHECK(seen.count == 3 && seen.lastSeverity == MlirDiagnosticWarning);
  CHECK_TEXT(&seen.message, "careful");
  CHECK_TEXT(&seen.location, "loc(\"f.mlir\":3:4)");
  mlirEmitRemark(loc, "fyi");
  CHECK(seen.lastSeverity == MlirDiagnosticRemark);
  mlirEmitError(loc, "bad");
  CHECK(seen.lastSeverity == MlirDiagnosticError);

  /* verifier errors carry the "see current operation" note */
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule m = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirOperationState st = mlirOperationStateGet(S("builtin.module"), loc);
  MlirRegion r1 = mlirRegionCreate();
  MlirRegion r2 = mlirRegionCreate();
  MlirRegion both[2] = {r1, r2};
  mlirOperationStateAddOwnedRegions(&st, 2, both);
  MlirOperation badModule = mlirOperationCreate(&st);
  CHECK(!mlirOperationIsNull(badModule));
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), badModule);
  int before = seen.count;
  CHECK(!mlirOperationVerify(mlirModuleGetOperation(m)));
  CHECK(seen.count > before);
  CHECK(seen.lastSeverity == MlirDiagnosticError);
  CHECK(seen.lastNotes >= 1);
  CHECK(strstr(seen.firstNote.data, "see current operation") != NULL);
  mlirModuleDestroy(m);

  /* detaching: the recording handler no longer runs */
  mlirContextDetachDiagnosticHandler(ctx, passId);
  mlirContextDetachDiagnosticHandler(ctx, id);
  CHECK(deleted == 1);
  int count = seen.count;
  mlirEmitRemark(loc, "unheard");
  CHECK(seen.count == count);

  /* a handler still attached when the context dies gets its data deleted */
  mlirContextAttachDiagnosticHandler(ctx, record, &seen, onDelete);
  mlirContextDestroy(ctx);
  CHECK(deleted == 2);

  bufReset(&seen.message);
  bufReset(&seen.location);
  bufReset(&seen.firstNote);
  puts("diagnostics: ok");
  return 0;
}
