/* Builds a module with MlirOperationState, iterates it with size/at and
 * first/next, prints it through callbacks, parses, verifies, clones and
 * walks it. */
#include "check.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static const char *kExpected =
    "module {\n"
    "  %0 = \"test.producer\"() {value = 42 : i32} : () -> i32\n"
    "  \"test.consumer\"(%0) ({\n"
    "  ^bb0(%arg0: i32):\n"
    "    \"test.yield\"(%arg0) : (i32) -> ()\n"
    "  }) : (i32) -> ()\n"
    "}\n";

typedef struct {
  int count;
  char names[16][32];
} WalkLog;

static MlirWalkResult logOp(MlirOperation op, void *user) {
  WalkLog *log = (WalkLog *)user;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (log->count < 16) {
    snprintf(log->names[log->count], 32, "%.*s", (int)name.length, name.data);
  }
  log->count++;
  return MlirWalkResultAdvance;
}

static MlirWalkResult stopAtConsumer(MlirOperation op, void *user) {
  int *seen = (int *)user;
  ++*seen;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return mlirStringRefEqual(name, S("test.consumer")) ? MlirWalkResultInterrupt
                                                       : MlirWalkResultAdvance;
}

static MlirWalkResult skipConsumer(MlirOperation op, void *user) {
  int *seen = (int *)user;
  ++*seen;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return mlirStringRefEqual(name, S("test.consumer")) ? MlirWalkResultSkip
                                                       : MlirWalkResultAdvance;
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  CHECK(!mlirContextIsNull(ctx));
  CHECK(mlirContextGetNumLoadedDialects(ctx) == 1);
  CHECK(mlirContextIsRegisteredOperation(ctx, S("builtin.module")));
  CHECK(!mlirContextIsRegisteredOperation(ctx, S("test.producer")));
  CHECK(!mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, S("builtin"))));
  CHECK(mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, S("nope"))));
  MlirStringRef ns = mlirDialectGetNamespace(mlirContextGetOrLoadDialect(ctx, S("builtin")));
  CHECK(mlirStringRefEqual(ns, S("builtin")));
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  CHECK(mlirContextGetAllowUnregisteredDialects(ctx));

  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  CHECK(!mlirModuleIsNull(module));
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  CHECK(mlirModuleFromOperation(moduleOp).ptr == module.ptr);
  CHECK(mlirContextEqual(mlirModuleGetContext(module), ctx));
  MlirBlock body = mlirModuleGetBody(module);
  CHECK(!mlirBlockIsNull(body));
  CHECK(mlirOperationIsNull(mlirBlockGetFirstOperation(body)));

  MlirType i32 = mlirIntegerTypeGet(ctx, 32);

  /* %0 = "test.producer"() {value = 42 : i32} : () -> i32 */
  MlirOperationState ps = mlirOperationStateGet(S("test.producer"), loc);
  mlirOperationStateAddResults(&ps, 1, &i32);
  MlirNamedAttribute value = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, S("value")), mlirIntegerAttrGet(i32, 42));
  mlirOperationStateAddAttributes(&ps, 1, &value);
  MlirOperation producer = mlirOperationCreate(&ps);
  CHECK(!mlirOperationIsNull(producer));
  CHECK(mlirOperationIsNull(mlirOperationGetParentOperation(producer)));
  mlirBlockAppendOwnedOperation(body, producer);
  CHECK(mlirOperationEqual(mlirOperationGetParentOperation(producer), moduleOp));
  CHECK(mlirBlockEqual(mlirOperationGetBlock(producer), body));

  /* "test.consumer"(%0) ({ ^bb0(%arg0: i32): "test.yield"(%arg0) }) */
  MlirRegion region = mlirRegionCreate();
  MlirBlock inner = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(region, inner);
  CHECK(mlirBlockEqual(mlirRegionGetFirstBlock(region), inner));
  CHECK(mlirRegionEqual(mlirBlockGetParentRegion(inner), region));
  MlirValue arg = mlirBlockAddArgument(inner, i32, loc);
  CHECK(mlirValueIsABlockArgument(arg));
  CHECK(mlirBlockGetNumArguments(inner) == 1);
  CHECK(mlirValueEqual(mlirBlockGetArgument(inner, 0), arg));
  CHECK(mlirBlockEqual(mlirBlockArgumentGetOwner(arg), inner));
  CHECK(mlirBlockArgumentGetArgNumber(arg) == 0);
  MlirOperationState ys = mlirOperationStateGet(S("test.yield"), loc);
  mlirOperationStateAddOperands(&ys, 1, &arg);
  MlirOperation yield = mlirOperationCreate(&ys);
  mlirBlockAppendOwnedOperation(inner, yield);

  MlirValue produced = mlirOperationGetResult(producer, 0);
  CHECK(mlirValueIsAOpResult(produced));
  CHECK(mlirOperationEqual(mlirOpResultGetOwner(produced), producer));
  CHECK(mlirOpResultGetResultNumber(produced) == 0);
  CHECK(mlirTypeEqual(mlirValueGetType(produced), i32));
  MlirOperationState cs = mlirOperationStateGet(S("test.consumer"), loc);
  mlirOperationStateAddOperands(&cs, 1, &produced);
  mlirOperationStateAddOwnedRegions(&cs, 1, &region);
  MlirOperation consumer = mlirOperationCreate(&cs);
  CHECK(!mlirOperationIsNull(consumer));
  CHECK(cs.nOperands == 0 && cs.operands == NULL); /* arrays freed */
  mlirBlockInsertOwnedOperationAfter(body, producer, consumer);

  /* The region kept its handle when it moved into the operation. */
  CHECK(mlirOperationGetNumRegions(consumer) == 1);
  CHECK(mlirRegionEqual(mlirOperationGetRegion(consumer, 0), region));
  CHECK(mlirRegionEqual(mlirOperationGetFirstRegion(consumer), region));
  CHECK(mlirRegionIsNull(mlirRegionGetNextInOperation(region)));
  CHECK(mlirOperationEqual(mlirBlockGetParentOperation(inner), consumer));

  /* size/at iteration */
  CHECK(mlirOperationGetNumOperands(consumer) == 1);
  CHECK(mlirValueEqual(mlirOperationGetOperand(consumer, 0), produced));
  CHECK(mlirValueIsNull(mlirOperationGetOperand(consumer, 1)));
  CHECK(mlirOperationGetNumResults(consumer) == 0);
  CHECK(mlirOperationGetNumSuccessors(consumer) == 0);
  CHECK(mlirOperationGetNumAttributes(producer) == 1);
  MlirNamedAttribute na = mlirOperationGetAttribute(producer, 0);
  CHECK(mlirStringRefEqual(mlirIdentifierStr(na.name), S("value")));
  CHECK(mlirIntegerAttrGetValueInt(na.attribute) == 42);

  /* first/next iteration */
  int n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    ++n;
  CHECK(n == 2);
  CHECK(mlirOperationEqual(mlirBlockGetFirstOperation(body), producer));
  CHECK(mlirOperationEqual(mlirOperationGetNextInBlock(producer), consumer));
  CHECK(mlirBlockIsNull(mlirBlockGetNextInRegion(inner)));

  /* uses */
  MlirOpOperand use = mlirValueGetFirstUse(produced);
  CHECK(!mlirOpOperandIsNull(use));
  CHECK(mlirOperationEqual(mlirOpOperandGetOwner(use), consumer));
  CHECK(mlirOpOperandGetOperandNumber(use) == 0);
  CHECK(mlirValueEqual(mlirOpOperandGetValue(use), produced));
  CHECK(mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)));

  /* printing */
  Buf buf = {0};
  mlirOperationPrint(moduleOp, bufAppend, &buf);
  CHECK_TEXT(&buf, kExpected);
  bufReset(&buf);
  mlirValuePrint(produced, bufAppend, &buf);
  CHECK_TEXT(&buf, "%0 = \"test.producer\"() {value = 42 : i32} : () -> i32");
  bufReset(&buf);
  mlirValuePrint(arg, bufAppend, &buf);
  CHECK_TEXT(&buf, "<block argument> of type 'i32' at index: 0");
  bufReset(&buf);
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOperationPrintWithFlags(moduleOp, flags, bufAppend, &buf);
  CHECK(strncmp(buf.data, "\"builtin.module\"() ({\n", 22) == 0);
  bufReset(&buf);
  mlirOpPrintingFlagsDestroy(flags);
  flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  mlirOperationPrintWithFlags(moduleOp, flags, bufAppend, &buf);
  CHECK(strstr(buf.data, "loc(#loc)") != NULL);
  CHECK(strncmp(buf.data, "#loc = loc(unknown)\n", 20) == 0);
  bufReset(&buf);
  mlirOpPrintingFlagsDestroy(flags);
  MlirModule named = mlirModuleCreateParse(
      ctx, S("\"test.a\"() : () -> i32 loc(\"sum\")\n"));
  CHECK(!mlirModuleIsNull(named));
  flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintNameLocAsPrefix(flags);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(named), flags, bufAppend,
                              &buf);
  CHECK(strstr(buf.data, "%sum = \"test.a\"()") != NULL);
  bufReset(&buf);
  mlirOpPrintingFlagsDestroy(flags);
  mlirModuleDestroy(named);

  /* verify, parse back, compare */
  CHECK(mlirOperationVerify(moduleOp));
  MlirModule parsed = mlirModuleCreateParse(ctx, S(kExpected));
  CHECK(!mlirModuleIsNull(parsed));
  mlirOperationPrint(mlirModuleGetOperation(parsed), bufAppend, &buf);
  CHECK_TEXT(&buf, kExpected);
  bufReset(&buf);
  mlirModuleDestroy(parsed);

  /* parse a single operation */
  MlirOperation single = mlirOperationCreateParse(
      ctx, S("\"test.single\"() : () -> ()"), S("single.mlir"));
  CHECK(!mlirOperationIsNull(single));
  CHECK(mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(single)), S("test.single")));
  CHECK(mlirBlockIsNull(mlirOperationGetBlock(single)));
  mlirOperationDestroy(single);

  /* walks */
  WalkLog log = {0};
  mlirOperationWalk(moduleOp, logOp, &log, MlirWalkPreOrder);
  CHECK(log.count == 4);
  CHECK(strcmp(log.names[0], "builtin.module") == 0);
  CHECK(strcmp(log.names[3], "test.yield") == 0);
  memset(&log, 0, sizeof log);
  mlirOperationWalk(moduleOp, logOp, &log, MlirWalkPostOrder);
  CHECK(log.count == 4);
  CHECK(strcmp(log.names[0], "test.producer") == 0);
  CHECK(strcmp(log.names[1], "test.yield") == 0);
  CHECK(strcmp(log.names[3], "builtin.module") == 0);
  int seen = 0;
  mlirOperationWalk(moduleOp, stopAtConsumer, &seen, MlirWalkPreOrder);
  CHECK(seen == 3);
  seen = 0;
  mlirOperationWalk(moduleOp, skipConsumer, &seen, MlirWalkPreOrder);
  CHECK(seen == 3);

  /* attributes by name */
  CHECK(mlirAttributeEqual(mlirOperationGetAttributeByName(producer, S("value")),
                           mlirIntegerAttrGet(i32, 42)));
  mlirOperationSetAttributeByName(producer, S("flag"), mlirUnitAttrGet(ctx));
  CHECK(mlirOperationGetNumAttributes(producer) == 2);
  CHECK(mlirOperationGetNumDiscardableAttributes(producer) == 2);
  CHECK(mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetAttribute(producer, 0).name), S("flag")));
  CHECK(mlirOperationRemoveAttributeByName(producer, S("flag")));
  CHECK(!mlirOperationRemoveAttributeByName(producer, S("flag")));
  CHECK(mlirAttributeIsNull(mlirOperationGetAttributeByName(producer, S("flag"))));

  /* clone, move, replace uses, set operand */
  MlirOperation copy = mlirOperationClone(producer);
  CHECK(!mlirOperationEqual(copy, producer));
  CHECK(mlirBlockIsNull(mlirOperationGetBlock(copy)));
  mlirBlockInsertOwnedOperationBefore(body, producer, copy);
  CHECK(mlirOperationEqual(mlirBlockGetFirstOperation(body), copy));
  mlirValueReplaceAllUsesOfWith(produced, mlirOperationGetResult(copy, 0));
  CHECK(mlirOpOperandIsNull(mlirValueGetFirstUse(produced)));
  CHECK(mlirValueEqual(mlirOperationGetOperand(consumer, 0), mlirOperationGetResult(copy, 0)));
  mlirOperationSetOperand(consumer, 0, produced);
  CHECK(mlirValueEqual(mlirOperationGetOperand(consumer, 0), produced));
  mlirOperationMoveAfter(copy, consumer);
  CHECK(mlirOperationIsNull(mlirOperationGetNextInBlock(copy)));
  mlirOperationMoveBefore(copy, producer);
  CHECK(mlirOperationEqual(mlirBlockGetFirstOperation(body), copy));
  mlirOperationRemoveFromParent(copy);
  CHECK(mlirBlockIsNull(mlirOperationGetBlock(copy)));
  mlirOperationDestroy(copy);
  mlirOperationPrint(moduleOp, bufAppend, &buf);
  CHECK_TEXT(&buf, kExpected);
  bufReset(&buf);

  /* blocks with arguments, insertion by position, detach, terminator */
  MlirLocation locs[2] = {loc, loc};
  MlirType tys[2] = {i32, mlirIndexTypeGet(ctx)};
  MlirBlock twoArgs = mlirBlockCreate(2, tys, locs);
  CHECK(mlirBlockGetNumArguments(twoArgs) == 2);
  CHECK(mlirTypeEqual(mlirValueGetType(mlirBlockGetArgument(twoArgs, 1)), tys[1]));
  mlirRegionInsertOwnedBlockAfter(region, inner, twoArgs);
  CHECK(mlirBlockEqual(mlirBlockGetNextInRegion(inner), twoArgs));
  mlirBlockEraseArgument(twoArgs, 0);
  CHECK(mlirBlockGetNumArguments(twoArgs) == 1);
  mlirBlockDetach(twoArgs);
  CHECK(mlirBlockIsNull(mlirBlockGetNextInRegion(inner)));
  mlirBlockDestroy(twoArgs);
  CHECK(mlirOperationIsNull(mlirBlockGetTerminator(inner))); /* unregistered */
  MlirOperationState ts = mlirOperationStateGet(S("test.first"), loc);
  MlirOperation first = mlirOperationCreate(&ts);
  mlirBlockInsertOwnedOperation(inner, 0, first);
  CHECK(mlirOperationEqual(mlirBlockGetFirstOperation(inner), first));
  mlirOperationDestroy(first);

  /* result type inference is not supported: null result */
  MlirOperationState is = mlirOperationStateGet(S("test.infer"), loc);
  mlirOperationStateEnableResultTypeInference(&is);
  CHECK(mlirOperationIsNull(mlirOperationCreate(&is)));

  mlirModuleDestroy(module);
  CHECK(mlirOperationIsNull(mlirModuleGetOperation(mlirModuleFromOperation(moduleOp))));
  mlirContextDestroy(ctx);
  puts("ir_build: ok");
  return 0;
}
