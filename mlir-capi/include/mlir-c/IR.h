/*===-- mlir-c/IR.h - rmlir C API: core IR --------------------------*- C -*-===*\
|*                                                                            *|
|* Contexts, dialects, locations, modules, operations, regions, blocks,     *|
|* values, types, attributes and identifiers.                               *|
|*                                                                            *|
|* Handles are structs holding one opaque pointer; never look inside. A     *|
|* handle is *owning* when the function that returned it says it "transfers *|
|* ownership": the caller must then either destroy it or pass it to a       *|
|* function that takes ownership ("takes ... owned by the caller"). All     *|
|* other handles are non-owning views. Types, attributes, locations and     *|
|* identifiers are owned by their context.                                  *|
|*                                                                            *|
|* Unlike upstream, a handle to an operation, block, region or value that   *|
|* was erased is detected: getters return a null handle, 0 or false and     *|
|* mutators do nothing. Handles stay valid until their context is           *|
|* destroyed; comparing handles with the *Equal functions is pointer        *|
|* comparison.                                                              *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_IR_H
#define MLIR_C_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MLIR_C_DEFINE_HANDLE(name, storage)                                    \
  struct name {                                                                \
    storage *ptr;                                                              \
  };                                                                           \
  typedef struct name name

MLIR_C_DEFINE_HANDLE(MlirContext, void);
MLIR_C_DEFINE_HANDLE(MlirDialect, void);
MLIR_C_DEFINE_HANDLE(MlirOperation, void);
MLIR_C_DEFINE_HANDLE(MlirOpOperand, void);
MLIR_C_DEFINE_HANDLE(MlirOpPrintingFlags, void);
MLIR_C_DEFINE_HANDLE(MlirBlock, void);
MLIR_C_DEFINE_HANDLE(MlirRegion, void);
MLIR_C_DEFINE_HANDLE(MlirDialectRegistry, void);

MLIR_C_DEFINE_HANDLE(MlirAttribute, const void);
MLIR_C_DEFINE_HANDLE(MlirIdentifier, const void);
MLIR_C_DEFINE_HANDLE(MlirLocation, const void);
MLIR_C_DEFINE_HANDLE(MlirModule, const void);
MLIR_C_DEFINE_HANDLE(MlirType, const void);
MLIR_C_DEFINE_HANDLE(MlirValue, const void);
MLIR_C_DEFINE_HANDLE(MlirAffineExpr, const void);
MLIR_C_DEFINE_HANDLE(MlirAffineMap, const void);
MLIR_C_DEFINE_HANDLE(MlirIntegerSet, const void);

#undef MLIR_C_DEFINE_HANDLE

/** A (name, attribute) pair. */
typedef struct MlirNamedAttribute {
  MlirIdentifier name;
  MlirAttribute attribute;
} MlirNamedAttribute;

/*============================================================================
 * Context
 *============================================================================*/

/** Creates a context with the builtin dialect loaded and transfers its
 * ownership to the caller (release it with mlirContextDestroy). */
MLIR_CAPI_EXPORTED MlirContext mlirContextCreate(void);

/** Like mlirContextCreate, choosing whether multithreading is enabled;
 * transfers ownership to the caller. */
MLIR_CAPI_EXPORTED MlirContext
mlirContextCreateWithThreading(bool threadingEnabled);

/** Whether two handles name the same context. */
MLIR_CAPI_EXPORTED bool mlirContextEqual(MlirContext ctx1, MlirContext ctx2);

/** Whether the context handle is null. */
static inline bool mlirContextIsNull(MlirContext context) {
  return !context.ptr;
}

/** Takes a context owned by the caller and destroys it, with all its IR;
 * every handle into it becomes invalid. */
MLIR_CAPI_EXPORTED void mlirContextDestroy(MlirContext context);

/** Sets whether operations of unregistered dialects are allowed. */
MLIR_CAPI_EXPORTED void
mlirContextSetAllowUnregisteredDialects(MlirContext context, bool allow);

/** Whether operations of unregistered dialects are allowed. */
MLIR_CAPI_EXPORTED bool
mlirContextGetAllowUnregisteredDialects(MlirContext context);

/** Number of dialects available to the context (rmlir registers a dialect
 * by loading it, so this equals the number of loaded dialects). */
MLIR_CAPI_EXPORTED intptr_t
mlirContextGetNumRegisteredDialects(MlirContext context);

/** Number of dialects loaded in the context. */
MLIR_CAPI_EXPORTED intptr_t
mlirContextGetNumLoadedDialects(MlirContext context);

/** The loaded dialect with namespace `name`, or null. Does not transfer
 * ownership. */
MLIR_CAPI_EXPORTED MlirDialect mlirContextGetOrLoadDialect(MlirContext context,
                                                           MlirStringRef name);

/** Enables or disables multithreading. */
MLIR_CAPI_EXPORTED void mlirContextEnableMultithreading(MlirContext context,
                                                        bool enable);

/** Loads every dialect available to the context (its registry's). */
MLIR_CAPI_EXPORTED void
mlirContextLoadAllAvailableDialects(MlirContext context);

/** Creates an empty dialect registry; the caller owns it. */
MLIR_CAPI_EXPORTED MlirDialectRegistry mlirDialectRegistryCreate(void);

/** Whether the registry is null. */
MLIR_CAPI_EXPORTED bool mlirDialectRegistryIsNull(MlirDialectRegistry registry);

/** Destroys a registry made by mlirDialectRegistryCreate. */
MLIR_CAPI_EXPORTED void
mlirDialectRegistryDestroy(MlirDialectRegistry registry);

/** Makes the registry's dialects available to the context. */
MLIR_CAPI_EXPORTED void
mlirContextAppendDialectRegistry(MlirContext ctx,
                                 MlirDialectRegistry registry);

/** Whether `name` ("dialect.op") is an operation registered in a loaded
 * dialect. */
MLIR_CAPI_EXPORTED bool mlirContextIsRegisteredOperation(MlirContext context,
                                                         MlirStringRef name);

/*============================================================================
 * Dialect
 *============================================================================*/

/** The context owning the dialect (non-owning). */
MLIR_CAPI_EXPORTED MlirContext mlirDialectGetContext(MlirDialect dialect);

/** Whether the dialect handle is null. */
static inline bool mlirDialectIsNull(MlirDialect dialect) {
  return !dialect.ptr;
}

/** Whether two handles name the same dialect. */
MLIR_CAPI_EXPORTED bool mlirDialectEqual(MlirDialect dialect1,
                                         MlirDialect dialect2);

/** The dialect's namespace (owned by the context). */
MLIR_CAPI_EXPORTED MlirStringRef mlirDialectGetNamespace(MlirDialect dialect);

/*============================================================================
 * Location
 *============================================================================*/

/** The location as an attribute. */
MLIR_CAPI_EXPORTED MlirAttribute
mlirLocationGetAttribute(MlirLocation location);

/** The attribute as a location (null if it is not a location). */
MLIR_CAPI_EXPORTED MlirLocation
mlirLocationFromAttribute(MlirAttribute attribute);

/** `"filename":line:col`, owned by the context. */
MLIR_CAPI_EXPORTED MlirLocation mlirLocationFileLineColGet(
    MlirContext context, MlirStringRef filename, unsigned line, unsigned col);

/** `callsite(callee at caller)`, owned by their context. */
MLIR_CAPI_EXPORTED MlirLocation mlirLocationCallSiteGet(MlirLocation callee,
                                                        MlirLocation caller);

/** `fused<metadata>[locations...]`, simplified as upstream (flattened,
 * unknown locations dropped); `metadata` may be null. */
MLIR_CAPI_EXPORTED MlirLocation
mlirLocationFusedGet(MlirContext ctx, intptr_t nLocations,
                     MlirLocation const *locations, MlirAttribute metadata);

/** `"name"(childLoc)`; a null child means `unknown`. */
MLIR_CAPI_EXPORTED MlirLocation mlirLocationNameGet(MlirContext context,
                                                    MlirStringRef name,
                                                    MlirLocation childLoc);

/** `unknown`, owned by the context. */
MLIR_CAPI_EXPORTED MlirLocation mlirLocationUnknownGet(MlirContext context);

/** The context owning the location (non-owning). */
MLIR_CAPI_EXPORTED MlirContext mlirLocationGetContext(MlirLocation location);

/** Whether the location handle is null. */
static inline bool mlirLocationIsNull(MlirLocation location) {
  return !location.ptr;
}

/** Whether two locations are equal. */
MLIR_CAPI_EXPORTED bool mlirLocationEqual(MlirLocation l1, MlirLocation l2);

/** Prints `loc(...)` through `callback` (possibly in several chunks). */
MLIR_CAPI_EXPORTED void mlirLocationPrint(MlirLocation location,
                                          MlirStringCallback callback,
                                          void *userData);

/*============================================================================
 * Module
 *============================================================================*/

/** Creates an empty `builtin.module` at `location` and transfers ownership
 * to the caller. */
MLIR_CAPI_EXPORTED MlirModule mlirModuleCreateEmpty(MlirLocation location);

/** Parses and verifies a module (buffer name "-") and transfers ownership to
 * the caller. On failure emits the error diagnostic and returns null. */
MLIR_CAPI_EXPORTED MlirModule mlirModuleCreateParse(MlirContext context,
                                                    MlirStringRef module);

/** The context of the module (non-owning). */
MLIR_CAPI_EXPORTED MlirContext mlirModuleGetContext(MlirModule module);

/** The module's single block (does not transfer ownership). */
MLIR_CAPI_EXPORTED MlirBlock mlirModuleGetBody(MlirModule module);

/** Whether the module handle is null. */
static inline bool mlirModuleIsNull(MlirModule module) { return !module.ptr; }

/** Takes a module owned by the caller and erases it. */
MLIR_CAPI_EXPORTED void mlirModuleDestroy(MlirModule module);

/** The module as an operation (same ownership as the module handle). */
MLIR_CAPI_EXPORTED MlirOperation mlirModuleGetOperation(MlirModule module);

/** The operation as a module; null unless it is a `builtin.module`. */
MLIR_CAPI_EXPORTED MlirModule mlirModuleFromOperation(MlirOperation op);

/*============================================================================
 * Operation state
 *============================================================================*/

/** The components of an operation under construction. Build it with
 * mlirOperationStateGet and the mlirOperationStateAdd* functions only. The
 * state owns the regions added to it and the arrays (freed by
 * mlirOperationCreate); it does not own anything else. The name is not
 * copied. */
typedef struct MlirOperationState {
  MlirStringRef name;
  MlirLocation location;
  intptr_t nResults;
  MlirType *results;
  intptr_t nOperands;
  MlirValue *operands;
  intptr_t nRegions;
  MlirRegion *regions;
  intptr_t nSuccessors;
  MlirBlock *successors;
  intptr_t nAttributes;
  MlirNamedAttribute *attributes;
  bool enableResultTypeInference;
} MlirOperationState;

/** A state with a name and a location (which also names the context). */
MLIR_CAPI_EXPORTED MlirOperationState mlirOperationStateGet(MlirStringRef name,
                                                            MlirLocation loc);

/** Adds result types. */
MLIR_CAPI_EXPORTED void mlirOperationStateAddResults(MlirOperationState *state,
                                                     intptr_t n,
                                                     MlirType const *results);
/** Adds operands. */
MLIR_CAPI_EXPORTED void
mlirOperationStateAddOperands(MlirOperationState *state, intptr_t n,
                              MlirValue const *operands);
/** Adds regions owned by the caller; transfers their ownership to the
 * state. */
MLIR_CAPI_EXPORTED void
mlirOperationStateAddOwnedRegions(MlirOperationState *state, intptr_t n,
                                  MlirRegion const *regions);
/** Adds successor blocks (does not transfer ownership). */
MLIR_CAPI_EXPORTED void
mlirOperationStateAddSuccessors(MlirOperationState *state, intptr_t n,
                                MlirBlock const *successors);
/** Adds attributes. */
MLIR_CAPI_EXPORTED void
mlirOperationStateAddAttributes(MlirOperationState *state, intptr_t n,
                                MlirNamedAttribute const *attributes);

/** Requests result type inference; mlirOperationCreate then returns null
 * with an error diagnostic, as no rmlir operation infers result types
 * through the C API yet. */
MLIR_CAPI_EXPORTED void
mlirOperationStateEnableResultTypeInference(MlirOperationState *state);

/*============================================================================
 * Printing flags
 *============================================================================*/

/** Creates default printing flags and transfers ownership to the caller
 * (free them with mlirOpPrintingFlagsDestroy). */
MLIR_CAPI_EXPORTED MlirOpPrintingFlags mlirOpPrintingFlagsCreate(void);

/** Takes flags owned by the caller and destroys them. */
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsDestroy(MlirOpPrintingFlags flags);

/** Elides elements attributes with more than `largeElementLimit`
 * elements. */
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsElideLargeElementsAttrs(MlirOpPrintingFlags flags,
                                           intptr_t largeElementLimit);

/** Elides resource strings longer than `largeResourceLimit`. */
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsElideLargeResourceString(MlirOpPrintingFlags flags,
                                            intptr_t largeResourceLimit);

/** Enables or disables printing locations; `prettyForm` prints them in a
 * readable but not parsable form. */
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsEnableDebugInfo(MlirOpPrintingFlags flags, bool enable,
                                   bool prettyForm);

/** Always prints the generic form. */
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsPrintGenericOpForm(MlirOpPrintingFlags flags);

/** Names values after the `NameLoc` in their location (`%sum`). */
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsPrintNameLocAsPrefix(MlirOpPrintingFlags flags);

/** Prints in local scope: no aliases, names local to the printed op. */
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsUseLocalScope(MlirOpPrintingFlags flags);

/** Skips the printer's own verification. */
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsAssumeVerified(MlirOpPrintingFlags flags);

/** Prints `{...}` in place of regions. */
MLIR_CAPI_EXPORTED void
mlirOpPrintingFlagsSkipRegions(MlirOpPrintingFlags flags);

/*============================================================================
 * Operation
 *============================================================================*/

/** Creates a detached operation and transfers its ownership to the caller.
 * Ownership of the regions in the state moves to the operation; the
 * state's arrays are freed. Returns null when a handle in the state is
 * null, erased or of another context, or when result type inference was
 * requested (with an error diagnostic). */
MLIR_CAPI_EXPORTED MlirOperation mlirOperationCreate(MlirOperationState *state);

/** Parses one top-level operation (`sourceName` names the buffer in
 * locations) and transfers its ownership to the caller; null with an error
 * diagnostic on failure. */
MLIR_CAPI_EXPORTED MlirOperation mlirOperationCreateParse(
    MlirContext context, MlirStringRef sourceStr, MlirStringRef sourceName);

/** Deep-copies an operation; the copy is detached and its ownership
 * transferred to the caller. */
MLIR_CAPI_EXPORTED MlirOperation mlirOperationClone(MlirOperation op);

/** Takes an operation owned by the caller and erases it with everything
 * nested. Does nothing if one of its results is still used elsewhere. */
MLIR_CAPI_EXPORTED void mlirOperationDestroy(MlirOperation op);

/** Detaches the operation from its block (not destroyed); transfers
 * ownership to the caller. */
MLIR_CAPI_EXPORTED void mlirOperationRemoveFromParent(MlirOperation op);

/** Whether the operation handle is null. An erased operation's handle is not
 * null, but every query on it answers null/0/false. */
static inline bool mlirOperationIsNull(MlirOperation op) { return !op.ptr; }

/** Whether two handles name the same operation (no deep comparison). */
MLIR_CAPI_EXPORTED bool mlirOperationEqual(MlirOperation op,
                                           MlirOperation other);

/** The operation's context (non-owning). */
MLIR_CAPI_EXPORTED MlirContext mlirOperationGetContext(MlirOperation op);

/** The operation's location. */
MLIR_CAPI_EXPORTED MlirLocation mlirOperationGetLocation(MlirOperation op);

/** Sets the operation's location. */
MLIR_CAPI_EXPORTED void mlirOperationSetLocation(MlirOperation op,
                                                 MlirLocation loc);

/** The operation's name. */
MLIR_CAPI_EXPORTED MlirIdentifier mlirOperationGetName(MlirOperation op);

/** The block holding the operation, or null if it is not in one. */
MLIR_CAPI_EXPORTED MlirBlock mlirOperationGetBlock(MlirOperation op);

/** The operation enclosing this one, or null. */
MLIR_CAPI_EXPORTED MlirOperation
mlirOperationGetParentOperation(MlirOperation op);

/** Number of regions. */
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumRegions(MlirOperation op);

/** Region `pos` (null when out of range). */
MLIR_CAPI_EXPORTED MlirRegion mlirOperationGetRegion(MlirOperation op,
                                                     intptr_t pos);

/** The first region, or null. */
MLIR_CAPI_EXPORTED MlirRegion mlirOperationGetFirstRegion(MlirOperation op);

/** The next operation in the same block, or null. */
MLIR_CAPI_EXPORTED MlirOperation mlirOperationGetNextInBlock(MlirOperation op);

/** Number of operands. */
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumOperands(MlirOperation op);

/** Operand `pos` (null when out of range). */
MLIR_CAPI_EXPORTED MlirValue mlirOperationGetOperand(MlirOperation op,
                                                     intptr_t pos);

/** Sets operand `pos` to `newValue`. */
MLIR_CAPI_EXPORTED void mlirOperationSetOperand(MlirOperation op, intptr_t pos,
                                                MlirValue newValue);

/** Replaces all operands. */
MLIR_CAPI_EXPORTED void mlirOperationSetOperands(MlirOperation op,
                                                 intptr_t nOperands,
                                                 MlirValue const *operands);

/** Number of results. */
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumResults(MlirOperation op);

/** Result `pos` (null when out of range). */
MLIR_CAPI_EXPORTED MlirValue mlirOperationGetResult(MlirOperation op,
                                                    intptr_t pos);

/** Number of successor blocks. */
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumSuccessors(MlirOperation op);

/** Successor `pos` (null when out of range). */
MLIR_CAPI_EXPORTED MlirBlock mlirOperationGetSuccessor(MlirOperation op,
                                                       intptr_t pos);

/** Sets successor `pos`. */
MLIR_CAPI_EXPORTED void
mlirOperationSetSuccessor(MlirOperation op, intptr_t pos, MlirBlock block);

/** Whether the operation's definition has an inherent attribute `name`. */
MLIR_CAPI_EXPORTED bool
mlirOperationHasInherentAttributeByName(MlirOperation op, MlirStringRef name);

/** The inherent attribute `name`, or null. */
MLIR_CAPI_EXPORTED MlirAttribute
mlirOperationGetInherentAttributeByName(MlirOperation op, MlirStringRef name);

/** Sets the inherent attribute `name`; no effect if there is no such
 * inherent attribute. */
MLIR_CAPI_EXPORTED void
mlirOperationSetInherentAttributeByName(MlirOperation op, MlirStringRef name,
                                        MlirAttribute attr);

/** Number of discardable attributes. */
MLIR_CAPI_EXPORTED intptr_t
mlirOperationGetNumDiscardableAttributes(MlirOperation op);

/** Discardable attribute `pos`, in name order. */
MLIR_CAPI_EXPORTED MlirNamedAttribute
mlirOperationGetDiscardableAttribute(MlirOperation op, intptr_t pos);

/** The discardable attribute `name`, or null. */
MLIR_CAPI_EXPORTED MlirAttribute mlirOperationGetDiscardableAttributeByName(
    MlirOperation op, MlirStringRef name);

/** Sets the discardable attribute `name` (which must not be null). */
MLIR_CAPI_EXPORTED void
mlirOperationSetDiscardableAttributeByName(MlirOperation op, MlirStringRef name,
                                           MlirAttribute attr);

/** Removes the discardable attribute `name`; returns whether it existed. */
MLIR_CAPI_EXPORTED bool
mlirOperationRemoveDiscardableAttributeByName(MlirOperation op,
                                              MlirStringRef name);

/** Number of attributes, inherent and discardable. */
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumAttributes(MlirOperation op);

/** Attribute `pos` among inherent and discardable attributes, in name
 * order. */
MLIR_CAPI_EXPORTED MlirNamedAttribute
mlirOperationGetAttribute(MlirOperation op, intptr_t pos);

/** The attribute `name` (inherent or discardable), or null. */
MLIR_CAPI_EXPORTED MlirAttribute
mlirOperationGetAttributeByName(MlirOperation op, MlirStringRef name);

/** Sets the attribute `name`, replacing an existing one. */
MLIR_CAPI_EXPORTED void mlirOperationSetAttributeByName(MlirOperation op,
                                                        MlirStringRef name,
                                                        MlirAttribute attr);

/** Removes the attribute `name`; returns whether it existed. */
MLIR_CAPI_EXPORTED bool mlirOperationRemoveAttributeByName(MlirOperation op,
                                                           MlirStringRef name);

/** Prints the operation through `callback` (possibly in several chunks). */
MLIR_CAPI_EXPORTED void mlirOperationPrint(MlirOperation op,
                                           MlirStringCallback callback,
                                           void *userData);

/** Like mlirOperationPrint, with printing flags (not consumed). */
MLIR_CAPI_EXPORTED void mlirOperationPrintWithFlags(MlirOperation op,
                                                    MlirOpPrintingFlags flags,
                                                    MlirStringCallback callback,
                                                    void *userData);

/** Prints the operation to stderr. */
MLIR_CAPI_EXPORTED void mlirOperationDump(MlirOperation op);

/** Verifies the operation and everything nested; errors are emitted as
 * diagnostics. Returns whether it is valid (false for an erased op). */
MLIR_CAPI_EXPORTED bool mlirOperationVerify(MlirOperation op);

/** Moves `op` (owned by the caller or by its block) right after `other`,
 * which must be in a block; ownership moves to that block. */
MLIR_CAPI_EXPORTED void mlirOperationMoveAfter(MlirOperation op,
                                               MlirOperation other);

/** Moves `op` (owned by the caller or by its block) right before `other`,
 * which must be in a block; ownership moves to that block. */
MLIR_CAPI_EXPORTED void mlirOperationMoveBefore(MlirOperation op,
                                                MlirOperation other);

/** What a walk callback asks for next. */
typedef enum MlirWalkResult {
  MlirWalkResultAdvance,
  MlirWalkResultInterrupt,
  MlirWalkResultSkip
} MlirWalkResult;

/** When an operation is visited relative to its nested operations. */
typedef enum MlirWalkOrder { MlirWalkPreOrder, MlirWalkPostOrder } MlirWalkOrder;

/** The walk callback: an operation (non-owning) and the user data. */
typedef MlirWalkResult (*MlirOperationWalkCallback)(MlirOperation,
                                                    void *userData);

/** Walks `op` and everything nested in it in `walkOrder`, calling
 * `callback`. The callback may erase or move the operation it is given. */
MLIR_CAPI_EXPORTED
void mlirOperationWalk(MlirOperation op, MlirOperationWalkCallback callback,
                       void *userData, MlirWalkOrder walkOrder);

/*============================================================================
 * Region
 *============================================================================*/

/** Creates an empty region and transfers ownership to the caller. */
MLIR_CAPI_EXPORTED MlirRegion mlirRegionCreate(void);

/** Takes a region owned by the caller and destroys it with its blocks. */
MLIR_CAPI_EXPORTED void mlirRegionDestroy(MlirRegion region);

/** Whether the region handle is null. */
static inline bool mlirRegionIsNull(MlirRegion region) { return !region.ptr; }

/** Whether two handles name the same region. */
MLIR_CAPI_EXPORTED bool mlirRegionEqual(MlirRegion region, MlirRegion other);

/** The first block of the region, or null. */
MLIR_CAPI_EXPORTED MlirBlock mlirRegionGetFirstBlock(MlirRegion region);

/** Takes a block owned by the caller and appends it to the region. */
MLIR_CAPI_EXPORTED void mlirRegionAppendOwnedBlock(MlirRegion region,
                                                   MlirBlock block);

/** Takes a block owned by the caller and inserts it at `pos` (linear). */
MLIR_CAPI_EXPORTED void
mlirRegionInsertOwnedBlock(MlirRegion region, intptr_t pos, MlirBlock block);

/** Takes a block owned by the caller and inserts it after `reference`,
 * which must be in the region; a null reference prepends. */
MLIR_CAPI_EXPORTED void mlirRegionInsertOwnedBlockAfter(MlirRegion region,
                                                        MlirBlock reference,
                                                        MlirBlock block);

/** Takes a block owned by the caller and inserts it before `reference`,
 * which must be in the region; a null reference appends. */
MLIR_CAPI_EXPORTED void mlirRegionInsertOwnedBlockBefore(MlirRegion region,
                                                         MlirBlock reference,
                                                         MlirBlock block);

/** The next region of the same operation, or null. */
MLIR_CAPI_EXPORTED MlirRegion mlirRegionGetNextInOperation(MlirRegion region);

/*============================================================================
 * Block
 *============================================================================*/

/** Creates a detached block with `nArgs` arguments of the given types and
 * locations and transfers ownership to the caller. */
MLIR_CAPI_EXPORTED MlirBlock mlirBlockCreate(intptr_t nArgs,
                                             MlirType const *args,
                                             MlirLocation const *locs);

/** Takes a block owned by the caller and destroys it with its operations. */
MLIR_CAPI_EXPORTED void mlirBlockDestroy(MlirBlock block);

/** Detaches the block from its region; transfers ownership to the caller. */
MLIR_CAPI_EXPORTED void mlirBlockDetach(MlirBlock block);

/** Whether the block handle is null. */
static inline bool mlirBlockIsNull(MlirBlock block) { return !block.ptr; }

/** Whether two handles name the same block. */
MLIR_CAPI_EXPORTED bool mlirBlockEqual(MlirBlock block, MlirBlock other);

/** The operation whose region holds the block, or null. */
MLIR_CAPI_EXPORTED MlirOperation mlirBlockGetParentOperation(MlirBlock);

/** The region holding the block, or null. */
MLIR_CAPI_EXPORTED MlirRegion mlirBlockGetParentRegion(MlirBlock block);

/** The next block in the same region, or null. */
MLIR_CAPI_EXPORTED MlirBlock mlirBlockGetNextInRegion(MlirBlock block);

/** The first operation of the block, or null. */
MLIR_CAPI_EXPORTED MlirOperation mlirBlockGetFirstOperation(MlirBlock block);

/** The block's terminator, or null if its last operation is not one. */
MLIR_CAPI_EXPORTED MlirOperation mlirBlockGetTerminator(MlirBlock block);

/** Takes an operation owned by the caller and appends it to the block. */
MLIR_CAPI_EXPORTED void mlirBlockAppendOwnedOperation(MlirBlock block,
                                                      MlirOperation operation);

/** Takes an operation owned by the caller and inserts it at `pos`
 * (linear). */
MLIR_CAPI_EXPORTED void mlirBlockInsertOwnedOperation(MlirBlock block,
                                                      intptr_t pos,
                                                      MlirOperation operation);

/** Takes an operation owned by the caller and inserts it after `reference`,
 * which must be in the block; a null reference prepends. */
MLIR_CAPI_EXPORTED void
mlirBlockInsertOwnedOperationAfter(MlirBlock block, MlirOperation reference,
                                   MlirOperation operation);

/** Takes an operation owned by the caller and inserts it before
 * `reference`, which must be in the block; a null reference appends. */
MLIR_CAPI_EXPORTED void
mlirBlockInsertOwnedOperationBefore(MlirBlock block, MlirOperation reference,
                                    MlirOperation operation);

/** Number of block arguments. */
MLIR_CAPI_EXPORTED intptr_t mlirBlockGetNumArguments(MlirBlock block);

/** Appends an argument; returns it. */
MLIR_CAPI_EXPORTED MlirValue mlirBlockAddArgument(MlirBlock block,
                                                  MlirType type,
                                                  MlirLocation loc);

/** Erases argument `index`, which must have no uses. */
MLIR_CAPI_EXPORTED void mlirBlockEraseArgument(MlirBlock block, unsigned index);

/** Inserts an argument at `pos`; returns it. */
MLIR_CAPI_EXPORTED MlirValue mlirBlockInsertArgument(MlirBlock block,
                                                     intptr_t pos,
                                                     MlirType type,
                                                     MlirLocation loc);

/** Argument `pos` (null when out of range). */
MLIR_CAPI_EXPORTED MlirValue mlirBlockGetArgument(MlirBlock block,
                                                  intptr_t pos);

/** Prints the block through `callback`. */
MLIR_CAPI_EXPORTED void
mlirBlockPrint(MlirBlock block, MlirStringCallback callback, void *userData);

/*============================================================================
 * Value
 *============================================================================*/

/** Whether the value handle is null. */
static inline bool mlirValueIsNull(MlirValue value) { return !value.ptr; }

/** Whether two handles name the same value. */
MLIR_CAPI_EXPORTED bool mlirValueEqual(MlirValue value1, MlirValue value2);

/** Whether the value is a block argument. */
MLIR_CAPI_EXPORTED bool mlirValueIsABlockArgument(MlirValue value);

/** Whether the value is an operation result. */
MLIR_CAPI_EXPORTED bool mlirValueIsAOpResult(MlirValue value);

/** The block of a block argument (null for other values). */
MLIR_CAPI_EXPORTED MlirBlock mlirBlockArgumentGetOwner(MlirValue value);

/** The position of a block argument. */
MLIR_CAPI_EXPORTED intptr_t mlirBlockArgumentGetArgNumber(MlirValue value);

/** Sets the type of a block argument. */
MLIR_CAPI_EXPORTED void mlirBlockArgumentSetType(MlirValue value,
                                                 MlirType type);

/** The operation defining a result (null for other values). */
MLIR_CAPI_EXPORTED MlirOperation mlirOpResultGetOwner(MlirValue value);

/** The position of a result among its operation's results. */
MLIR_CAPI_EXPORTED intptr_t mlirOpResultGetResultNumber(MlirValue value);

/** The value's type. */
MLIR_CAPI_EXPORTED MlirType mlirValueGetType(MlirValue value);

/** Sets the value's type. */
MLIR_CAPI_EXPORTED void mlirValueSetType(MlirValue value, MlirType type);

/** Prints the value to stderr. */
MLIR_CAPI_EXPORTED void mlirValueDump(MlirValue value);

/** Prints the value through `callback`. */
MLIR_CAPI_EXPORTED void
mlirValuePrint(MlirValue value, MlirStringCallback callback, void *userData);

/** The first use of the value, or a null operand. */
MLIR_CAPI_EXPORTED MlirOpOperand mlirValueGetFirstUse(MlirValue value);

/** Points every use of `of` at `with`. */
MLIR_CAPI_EXPORTED void mlirValueReplaceAllUsesOfWith(MlirValue of,
                                                      MlirValue with);

/*============================================================================
 * OpOperand
 *============================================================================*/

/** Whether the operand is null (or names a use that no longer exists). */
MLIR_CAPI_EXPORTED bool mlirOpOperandIsNull(MlirOpOperand opOperand);

/** The used value. */
MLIR_CAPI_EXPORTED MlirValue mlirOpOperandGetValue(MlirOpOperand opOperand);

/** The using operation. */
MLIR_CAPI_EXPORTED MlirOperation mlirOpOperandGetOwner(MlirOpOperand opOperand);

/** The operand's position in the using operation. */
MLIR_CAPI_EXPORTED unsigned
mlirOpOperandGetOperandNumber(MlirOpOperand opOperand);

/** The next use of the same value, or a null operand. */
MLIR_CAPI_EXPORTED MlirOpOperand
mlirOpOperandGetNextUse(MlirOpOperand opOperand);

/*============================================================================
 * Type
 *============================================================================*/

/** Parses a type (owned by the context); null with an error diagnostic on
 * failure. */
MLIR_CAPI_EXPORTED MlirType mlirTypeParseGet(MlirContext context,
                                             MlirStringRef type);

/** The context owning the type (non-owning). */
MLIR_CAPI_EXPORTED MlirContext mlirTypeGetContext(MlirType type);

/** Whether the type handle is null. */
static inline bool mlirTypeIsNull(MlirType type) { return !type.ptr; }

/** Whether two types are equal. */
MLIR_CAPI_EXPORTED bool mlirTypeEqual(MlirType t1, MlirType t2);

/** Prints the type through `callback`. */
MLIR_CAPI_EXPORTED void
mlirTypePrint(MlirType type, MlirStringCallback callback, void *userData);

/** Prints the type to stderr. */
MLIR_CAPI_EXPORTED void mlirTypeDump(MlirType type);

/*============================================================================
 * Attribute
 *============================================================================*/

/** Parses an attribute (owned by the context); null with an error
 * diagnostic on failure. */
MLIR_CAPI_EXPORTED MlirAttribute mlirAttributeParseGet(MlirContext context,
                                                       MlirStringRef attr);

/** The context owning the attribute (non-owning). */
MLIR_CAPI_EXPORTED MlirContext mlirAttributeGetContext(MlirAttribute attribute);

/** The type of a typed attribute; `none` for untyped attributes. */
MLIR_CAPI_EXPORTED MlirType mlirAttributeGetType(MlirAttribute attribute);

/** Whether the attribute handle is null. */
static inline bool mlirAttributeIsNull(MlirAttribute attr) { return !attr.ptr; }

/** Whether two attributes are equal. */
MLIR_CAPI_EXPORTED bool mlirAttributeEqual(MlirAttribute a1, MlirAttribute a2);

/** Prints the attribute through `callback`. */
MLIR_CAPI_EXPORTED void mlirAttributePrint(MlirAttribute attr,
                                           MlirStringCallback callback,
                                           void *userData);

/** Prints the attribute to stderr. */
MLIR_CAPI_EXPORTED void mlirAttributeDump(MlirAttribute attr);

/** Pairs a name with an attribute; takes ownership of neither. */
MLIR_CAPI_EXPORTED MlirNamedAttribute mlirNamedAttributeGet(MlirIdentifier name,
                                                            MlirAttribute attr);

/*============================================================================
 * Identifier
 *============================================================================*/

/** Interns `str` in the context (copied). */
MLIR_CAPI_EXPORTED MlirIdentifier mlirIdentifierGet(MlirContext context,
                                                    MlirStringRef str);

/** The context owning the identifier (non-owning). */
MLIR_CAPI_EXPORTED MlirContext mlirIdentifierGetContext(MlirIdentifier);

/** Whether two identifiers are the same. */
MLIR_CAPI_EXPORTED bool mlirIdentifierEqual(MlirIdentifier ident,
                                            MlirIdentifier other);

/** The identifier's text (owned by the context). */
MLIR_CAPI_EXPORTED MlirStringRef mlirIdentifierStr(MlirIdentifier ident);

/*===-- Dialect registries ------------------------------------------------===*/

/** An empty dialect registry; transfers ownership. */
MlirDialectRegistry mlirDialectRegistryCreate(void);

/** Releases a registry made by mlirDialectRegistryCreate. */
void mlirDialectRegistryDestroy(MlirDialectRegistry registry);

/** Makes the registry's dialects available to the context. */
void mlirContextAppendDialectRegistry(MlirContext ctx,
                                      MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_IR_H */
