/* Handles to erased IR answer null/0/false and mutators do nothing: no
 * crash, no reuse of a recycled slot. */
#include "check.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirWalkResult eraseVictims(MlirOperation op, void *user) {
  int *erased = (int *)user;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (mlirStringRefEqual(name, S("test.victim"))) {
    mlirOperationDestroy(op);
    ++*erased;
  }
  return MlirWalkResultAdvance;
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule module = mlirModuleCreateParse(
      ctx, S("%0 = \"test.def\"() : () -> i32\n"
             "\"test.use\"(%0) : (i32) -> ()\n"
             "\"test.region\"() ({\n"
             "^bb0(%a: i32):\n"
             "  \"test.inner\"(%a) : (i32) -> ()\n"
             "}) : () -> ()\n"
             "\"test.victim\"() : () -> ()\n"
             "\"test.victim\"() : () -> ()\n"));
  CHECK(!mlirModuleIsNull(module));
  MlirBlock body = mlirModuleGetBody(module);
  MlirOperation def = mlirBlockGetFirstOperation(body);
  MlirOperation use = mlirOperationGetNextInBlock(def);
  MlirOperation regionOp = mlirOperationGetNextInBlock(use);
  MlirRegion region = mlirOperationGetRegion(regionOp, 0);
  MlirBlock inner = mlirRegionGetFirstBlock(region);
  MlirValue arg = mlirBlockGetArgument(inner, 0);
  MlirOperation innerOp = mlirBlockGetFirstOperation(inner);
  MlirValue result = mlirOperationGetResult(def, 0);
  MlirOpOperand operand = mlirValueGetFirstUse(result);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);

  /* Erasing an op whose result is used elsewhere is refused. */
  mlirOperationDestroy(def);
  CHECK(mlirOperationGetNumResults(def) == 1);

  /* Erase the user, then the definition. */
  mlirOperationDestroy(use);
  CHECK(mlirOpOperandIsNull(operand));
  CHECK(mlirOperationIsNull(mlirOpOperandGetOwner(operand)));
  CHECK(mlirValueIsNull(mlirOpOperandGetValue(operand)));
  CHECK(mlirOpOperandIsNull(mlirValueGetFirstUse(result)));
  mlirOperationDestroy(def);
  CHECK(!mlirOperationIsNull(def)); /* the handle itself is not null ... */
  CHECK(mlirOperationGetNumResults(def) == 0); /* ... but answers nothing */
  CHECK(mlirOperationGetNumOperands(def) == 0);
  CHECK(mlirValueIsNull(mlirOperationGetResult(def, 0)));
  CHECK(mlirBlockIsNull(mlirOperationGetBlock(def)));
  CHECK(mlirOperationIsNull(mlirOperationGetNextInBlock(def)));
  CHECK(mlirOperationIsNull(mlirOperationGetParentOperation(def)));
  CHECK(mlirIdentifierStr(mlirOperationGetName(def)).length == 0);
  CHECK(mlirLocationIsNull(mlirOperationGetLocation(def)));
  CHECK(mlirContextIsNull(mlirOperationGetContext(def)));
  CHECK(!mlirOperationVerify(def));
  CHECK(mlirOperationIsNull(mlirOperationClone(def)));
  CHECK(mlirAttributeIsNull(mlirOperationGetAttributeByName(def, S("x"))));
  CHECK(mlirModuleIsNull(mlirModuleFromOperation(def)));
  CHECK(mlirTypeIsNull(mlirValueGetType(result)));
  CHECK(!mlirValueIsAOpResult(result));
  CHECK(mlirOperationIsNull(mlirOpResultGetOwner(result)));
  Buf buf = {0};
  mlirOperationPrint(def, bufAppend, &buf);
  mlirValuePrint(result, bufAppend, &buf);
  CHECK(buf.len == 0);
  /* Mutators on stale handles do nothing. */
  mlirOperationSetAttributeByName(def, S("x"), mlirUnitAttrGet(ctx));
  mlirOperationDestroy(def);
  mlirOperationRemoveFromParent(def);
  mlirBlockAppendOwnedOperation(body, def);
  mlirOperationMoveBefore(def, regionOp);
  mlirValueSetType(result, i32);
  CHECK(mlirOperationEqual(mlirBlockGetFirstOperation(body), regionOp));

  /* A new op may reuse the erased slot; the old handle stays stale. */
  MlirOperationState st = mlirOperationStateGet(S("test.fresh"), mlirLocationUnknownGet(ctx));
  MlirOperation fresh = mlirOperationCreate(&st);
  CHECK(!mlirOperationEqual(fresh, def));
  CHECK(mlirOperationGetNumResults(def) == 0);
  mlirBlockAppendOwnedOperation(body, fresh);

  /* Using a stale value as an operand fails the creation. */
  MlirOperationState bad = mlirOperationStateGet(S("test.bad"), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOperands(&bad, 1, &result);
  CHECK(mlirOperationIsNull(mlirOperationCreate(&bad)));

  /* Erasing a region's op invalidates its region, blocks and values. */
  mlirOperationDestroy(regionOp);
  CHECK(mlirBlockIsNull(mlirRegionGetFirstBlock(region)));
  CHECK(mlirBlockGetNumArguments(inner) == 0);
  CHECK(mlirValueIsNull(mlirBlockGetArgument(inner, 0)));
  CHECK(mlirOperationIsNull(mlirBlockGetFirstOperation(inner)));
  CHECK(mlirOperationIsNull(mlirBlockGetParentOperation(inner)));
  CHECK(!mlirValueIsABlockArgument(arg));
  CHECK(mlirBlockIsNull(mlirBlockArgumentGetOwner(arg)));
  CHECK(mlirOperationGetNumOperands(innerOp) == 0);
  CHECK(mlirValueIsNull(mlirBlockAddArgument(inner, i32, mlirLocationUnknownGet(ctx))));
  mlirBlockDestroy(inner);
  mlirRegionDestroy(region);

  /* The walk tolerates the callback erasing the visited op. */
  int erased = 0;
  mlirOperationWalk(mlirModuleGetOperation(module), eraseVictims, &erased, MlirWalkPreOrder);
  CHECK(erased == 2);
  int n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ++n;
  CHECK(n == 1);

  /* Null handles everywhere are harmless. */
  MlirOperation nullOp = {NULL};
  CHECK(mlirOperationGetNumOperands(nullOp) == 0);
  CHECK(mlirOperationIsNull(mlirOperationGetNextInBlock(nullOp)));
  mlirOperationDestroy(nullOp);
  mlirOperationPrint(nullOp, bufAppend, &buf);
  CHECK(buf.len == 0);
  CHECK(mlirTypeIsNull(mlirIntegerTypeGet((MlirContext){NULL}, 32)));
  CHECK(mlirIntegerTypeGetWidth((MlirType){NULL}) == 0);

  mlirModuleDestroy(module);
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  CHECK(mlirOperationGetNumRegions(moduleOp) == 0);
  CHECK(mlirOperationIsNull(mlirBlockGetFirstOperation(body)));
  mlirContextDestroy(ctx);
  puts("stale_handles: ok");
  return 0;
}
