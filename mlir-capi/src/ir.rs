//! Modules, operation states, operations, printing flags and walks
//! (`mlir-c/IR.h`).

use crate::diagnostics::emit;
use crate::ffi::*;
use crate::handles::{self, guard, Cx};
use crate::strings;
use mlir_ir::builtin::ModuleOp;
use mlir_ir::ir::{InsertPoint, ValueMapping};
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, print_op_in_scope, PrintFlags};
use mlir_ir::{Diagnostic, Ir, OpId, OperationState};
use std::ffi::c_void;

/// Runs `f` on a live operation under the IR read lock.
pub(crate) fn read_op<R: Default>(h: MlirOperation, f: impl FnOnce(Cx<'_>, &Ir, OpId) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, op) = handles::op(h)?;
            let ir = cx.owned().read();
            if !ir.op_is_live(op) {
                return None;
            }
            f(cx, &ir, op)
        };
        run().unwrap_or_default()
    })
}

/// Runs `f` on a live operation under the IR write lock.
pub(crate) fn write_op<R: Default>(h: MlirOperation, f: impl FnOnce(Cx<'_>, &mut Ir, OpId) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, op) = handles::op(h)?;
            let mut ir = cx.owned().write();
            if !ir.op_is_live(op) {
                return None;
            }
            f(cx, &mut ir, op)
        };
        run().unwrap_or_default()
    })
}

/// The text upstream's `Operation::print` produces: a top-level operation
/// with its aliases, a nested one alone with names from its ancestors.
pub(crate) fn op_text(ir: &Ir, op: OpId, flags: &PrintFlags) -> Option<String> {
    if ir.op_parent_block(op).ok()?.is_none() {
        Some(print_op(ir, op, flags))
    } else {
        print_op_in_scope(ir, op, flags)
    }
}

// ---- modules ---------------------------------------------------------------

/// Creates an empty module at `location`; transfers ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirModuleCreateEmpty(location: MlirLocation) -> MlirModule {
    guard(|| {
        let Some((cx, loc)) = handles::loc(location) else {
            return MlirModule::null();
        };
        let op = ModuleOp::create(&mut cx.owned().write(), loc);
        cx.module(op)
    })
}

/// Parses (and verifies) a module; transfers ownership to the caller. On
/// failure emits the diagnostic and returns null.
#[no_mangle]
pub extern "C" fn mlirModuleCreateParse(context: MlirContext, module: MlirStringRef) -> MlirModule {
    guard(|| {
        let Some(cx) = handles::context(context) else {
            return MlirModule::null();
        };
        let src = strings::text(module);
        let result = parse_source(&mut cx.owned().write(), &src, "-", &ParserConfig::default());
        match result {
            Ok(op) => cx.module(op),
            Err(diag) => {
                emit(cx, &diag);
                MlirModule::null()
            }
        }
    })
}

/// The context of the module.
#[no_mangle]
pub extern "C" fn mlirModuleGetContext(module: MlirModule) -> MlirContext {
    guard(|| handles::module(module).map(|(cx, _)| cx.handle()).unwrap_or_default())
}

/// The module's body block (does not transfer ownership).
#[no_mangle]
pub extern "C" fn mlirModuleGetBody(module: MlirModule) -> MlirBlock {
    read_op(mlirModuleGetOperation(module), |cx, ir, op| ModuleOp::body(ir, op).map(|b| cx.block(b)))
}

/// Takes a module owned by the caller and erases it.
#[no_mangle]
pub extern "C" fn mlirModuleDestroy(module: MlirModule) {
    mlirOperationDestroy(mlirModuleGetOperation(module))
}

/// The module as an operation (same ownership).
#[no_mangle]
pub extern "C" fn mlirModuleGetOperation(module: MlirModule) -> MlirOperation {
    guard(|| handles::module(module).map(|(cx, op)| cx.op(op)).unwrap_or_default())
}

/// The operation as a module; null unless it is a live `builtin.module`.
#[no_mangle]
pub extern "C" fn mlirModuleFromOperation(op: MlirOperation) -> MlirModule {
    read_op(op, |cx, ir, op| (cx.ctx().op_name_str(ir.op_name(op).ok()?) == "builtin.module").then(|| cx.module(op)))
}

// ---- operation state --------------------------------------------------------

/// A state with only a name (not copied) and a location.
#[no_mangle]
pub extern "C" fn mlirOperationStateGet(name: MlirStringRef, loc: MlirLocation) -> MlirOperationState {
    MlirOperationState {
        name,
        location: loc,
        n_results: 0,
        results: std::ptr::null_mut(),
        n_operands: 0,
        operands: std::ptr::null_mut(),
        n_regions: 0,
        regions: std::ptr::null_mut(),
        n_successors: 0,
        successors: std::ptr::null_mut(),
        n_attributes: 0,
        attributes: std::ptr::null_mut(),
        enable_result_type_inference: false,
    }
}

/// Adds result types.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddResults(state: *mut MlirOperationState, n: isize, results: *const MlirType) {
    guard(|| {
        if let Some(st) = strings::state(state) {
            strings::append(&mut st.n_results, &mut st.results, strings::slice(n, results));
        }
    })
}

/// Adds operands.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddOperands(state: *mut MlirOperationState, n: isize, operands: *const MlirValue) {
    guard(|| {
        if let Some(st) = strings::state(state) {
            strings::append(&mut st.n_operands, &mut st.operands, strings::slice(n, operands));
        }
    })
}

/// Adds regions owned by the caller; their ownership moves to the state.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddOwnedRegions(
    state: *mut MlirOperationState,
    n: isize,
    regions: *const MlirRegion,
) {
    guard(|| {
        if let Some(st) = strings::state(state) {
            strings::append(&mut st.n_regions, &mut st.regions, strings::slice(n, regions));
        }
    })
}

/// Adds successor blocks.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddSuccessors(
    state: *mut MlirOperationState,
    n: isize,
    successors: *const MlirBlock,
) {
    guard(|| {
        if let Some(st) = strings::state(state) {
            strings::append(&mut st.n_successors, &mut st.successors, strings::slice(n, successors));
        }
    })
}

/// Adds attributes.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddAttributes(
    state: *mut MlirOperationState,
    n: isize,
    attributes: *const MlirNamedAttribute,
) {
    guard(|| {
        if let Some(st) = strings::state(state) {
            strings::append(&mut st.n_attributes, &mut st.attributes, strings::slice(n, attributes));
        }
    })
}

/// Asks `mlirOperationCreate` to infer result types (which then fails
/// with a diagnostic: no rmlir operation supports inference through the C
/// API yet).
#[no_mangle]
pub extern "C" fn mlirOperationStateEnableResultTypeInference(state: *mut MlirOperationState) {
    guard(|| {
        if let Some(st) = strings::state(state) {
            st.enable_result_type_inference = true;
        }
    })
}

fn create_from_state(st: &MlirOperationState) -> Option<MlirOperation> {
    let (cx, loc) = handles::loc(st.location)?;
    let name = cx.ctx().op_name(&strings::text(st.name));
    if st.enable_result_type_inference {
        let name_text = cx.ctx().op_name_str(name);
        let msg = if cx.ctx().op_def(name).is_none() {
            format!(
                "type inference was requested for the operation {name_text}, but the operation was not \
                 registered; ensure that the dialect containing the operation is linked into MLIR and \
                 registered with the context"
            )
        } else {
            format!(
                "type inference was requested for the operation {name_text}, but the operation does not \
                 support type inference; result types must be specified explicitly"
            )
        };
        emit(cx, &Diagnostic::error(loc, msg));
        return None;
    }
    let mut state = OperationState::new(name, loc);
    for &t in strings::slice(st.n_results, st.results) {
        state.result_types.push(cx.own(handles::ty(t))?);
    }
    for &v in strings::slice(st.n_operands, st.operands) {
        state.operands.push(cx.own(handles::value(v))?);
    }
    for a in strings::slice(st.n_attributes, st.attributes) {
        state.attributes.push((cx.own(handles::ident(a.name))?, cx.own(handles::attr(a.attribute))?));
    }
    let mut ir = cx.owned().write();
    for &b in strings::slice(st.n_successors, st.successors) {
        state.successors.push(cx.bind_block(&mut ir, b)?);
    }
    for &r in strings::slice(st.n_regions, st.regions) {
        state.regions.push(cx.bind_region(&mut ir, r)?);
    }
    let op = ir.create_op(state).ok()?;
    Some(cx.op(op))
}

/// Creates a detached operation from `state` and transfers its ownership
/// to the caller; the regions in the state move into it. Frees the state's
/// arrays. Returns null (emitting a diagnostic where upstream does) when
/// result type inference was requested or any handle is null, stale or of
/// another context.
#[no_mangle]
pub extern "C" fn mlirOperationCreate(state: *mut MlirOperationState) -> MlirOperation {
    guard(|| {
        let Some(st) = strings::state(state) else {
            return MlirOperation::null();
        };
        let op = guard(|| create_from_state(st)).unwrap_or_default();
        strings::release(&mut st.n_results, &mut st.results);
        strings::release(&mut st.n_operands, &mut st.operands);
        strings::release(&mut st.n_regions, &mut st.regions);
        strings::release(&mut st.n_successors, &mut st.successors);
        strings::release(&mut st.n_attributes, &mut st.attributes);
        op
    })
}

/// Parses one top-level operation and transfers its ownership to the
/// caller; `sourceName` names the buffer in locations. Null (with a
/// diagnostic) on failure.
#[no_mangle]
pub extern "C" fn mlirOperationCreateParse(
    context: MlirContext,
    source: MlirStringRef,
    source_name: MlirStringRef,
) -> MlirOperation {
    guard(|| {
        let Some(cx) = handles::context(context) else {
            return MlirOperation::null();
        };
        let src = strings::text(source);
        let file = strings::text(source_name);
        let mut ir = cx.owned().write();
        let module = match parse_source(&mut ir, &src, &file, &ParserConfig::default()) {
            Ok(m) => m,
            Err(diag) => {
                drop(ir);
                emit(cx, &diag);
                return MlirOperation::null();
            }
        };
        // `parse_source` wraps anything but a single top-level module in a
        // new module located at `file:0:0`.
        let wrapper_loc = cx.ctx().file_loc(&file, 0, 0);
        if ir.op_loc(module).ok() != Some(wrapper_loc) {
            return cx.op(module);
        }
        let body = ModuleOp::body(&ir, module);
        let ops: Vec<OpId> = body.and_then(|b| ir.block_ops(b).ok().map(|i| i.collect())).unwrap_or_default();
        if ops.len() == 1 {
            let op = ops[0];
            if ir.detach_op(op).is_ok() && ir.erase_op(module).is_ok() {
                return cx.op(op);
            }
        }
        let _ = ir.erase_op(module);
        drop(ir);
        let msg = format!("source must contain a single top-level operation, found: {}", ops.len());
        emit(cx, &Diagnostic::error(cx.ctx().file_loc(&file, 0, 0), msg));
        MlirOperation::null()
    })
}

// ---- operations -------------------------------------------------------------

/// Deep-copies an operation; the copy is detached and owned by the caller.
#[no_mangle]
pub extern "C" fn mlirOperationClone(op: MlirOperation) -> MlirOperation {
    write_op(op, |cx, ir, op| ir.clone_op(op, &mut ValueMapping::default()).ok().map(|c| cx.op(c)))
}

/// Takes an operation owned by the caller and erases it (with everything
/// nested). Does nothing if a result is still used outside it.
#[no_mangle]
pub extern "C" fn mlirOperationDestroy(op: MlirOperation) {
    write_op(op, |_, ir, op| ir.erase_op(op).ok())
}

/// Detaches the operation from its block; ownership moves to the caller.
#[no_mangle]
pub extern "C" fn mlirOperationRemoveFromParent(op: MlirOperation) {
    write_op(op, |_, ir, op| ir.detach_op(op).ok())
}

/// Whether two handles name the same operation.
#[no_mangle]
pub extern "C" fn mlirOperationEqual(op: MlirOperation, other: MlirOperation) -> bool {
    op.ptr == other.ptr
}

/// The operation's context (null for a stale operation).
#[no_mangle]
pub extern "C" fn mlirOperationGetContext(op: MlirOperation) -> MlirContext {
    read_op(op, |cx, _, _| Some(cx.handle()))
}

/// The operation's location.
#[no_mangle]
pub extern "C" fn mlirOperationGetLocation(op: MlirOperation) -> MlirLocation {
    read_op(op, |cx, ir, op| Some(cx.loc(ir.op_loc(op).ok()?)))
}

/// Sets the operation's location.
#[no_mangle]
pub extern "C" fn mlirOperationSetLocation(op: MlirOperation, loc: MlirLocation) {
    write_op(op, |cx, ir, op| ir.set_op_loc(op, cx.own(handles::loc(loc))?).ok())
}

/// The operation's name as an identifier.
#[no_mangle]
pub extern "C" fn mlirOperationGetName(op: MlirOperation) -> MlirIdentifier {
    read_op(op, |cx, ir, op| {
        let name = cx.ctx().op_name_str(ir.op_name(op).ok()?);
        Some(cx.ident(cx.ctx().ident(name)))
    })
}

/// The block holding the operation, or null.
#[no_mangle]
pub extern "C" fn mlirOperationGetBlock(op: MlirOperation) -> MlirBlock {
    read_op(op, |cx, ir, op| ir.op_parent_block(op).ok()?.map(|b| cx.block(b)))
}

/// The operation enclosing the operation, or null.
#[no_mangle]
pub extern "C" fn mlirOperationGetParentOperation(op: MlirOperation) -> MlirOperation {
    read_op(op, |cx, ir, op| ir.op_parent_op(op).ok()?.map(|p| cx.op(p)))
}

/// Number of regions.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumRegions(op: MlirOperation) -> isize {
    read_op(op, |_, ir, op| Some(ir.regions(op).ok()?.len() as isize))
}

/// Region `pos` (null when out of range).
#[no_mangle]
pub extern "C" fn mlirOperationGetRegion(op: MlirOperation, pos: isize) -> MlirRegion {
    read_op(op, |cx, ir, op| {
        let r = *ir.regions(op).ok()?.get(usize::try_from(pos).ok()?)?;
        Some(cx.region(r))
    })
}

/// The first region, or null.
#[no_mangle]
pub extern "C" fn mlirOperationGetFirstRegion(op: MlirOperation) -> MlirRegion {
    mlirOperationGetRegion(op, 0)
}

/// The next operation in the same block, or null.
#[no_mangle]
pub extern "C" fn mlirOperationGetNextInBlock(op: MlirOperation) -> MlirOperation {
    read_op(op, |cx, ir, op| ir.op_next(op).ok()?.map(|n| cx.op(n)))
}

/// Number of operands.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumOperands(op: MlirOperation) -> isize {
    read_op(op, |_, ir, op| Some(ir.num_operands(op).ok()? as isize))
}

/// Operand `pos` (null when out of range).
#[no_mangle]
pub extern "C" fn mlirOperationGetOperand(op: MlirOperation, pos: isize) -> MlirValue {
    read_op(op, |cx, ir, op| Some(cx.value(ir.operand(op, usize::try_from(pos).ok()?).ok()?)))
}

/// Sets operand `pos`.
#[no_mangle]
pub extern "C" fn mlirOperationSetOperand(op: MlirOperation, pos: isize, value: MlirValue) {
    write_op(op, |cx, ir, op| ir.set_operand(op, usize::try_from(pos).ok()?, cx.own(handles::value(value))?).ok())
}

/// Replaces all operands.
#[no_mangle]
pub extern "C" fn mlirOperationSetOperands(op: MlirOperation, n: isize, operands: *const MlirValue) {
    write_op(op, |cx, ir, op| {
        let values: Option<Vec<_>> = strings::slice(n, operands).iter().map(|&v| cx.own(handles::value(v))).collect();
        ir.set_operands(op, &values?).ok()
    })
}

/// Number of results.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumResults(op: MlirOperation) -> isize {
    read_op(op, |_, ir, op| Some(ir.num_results(op).ok()? as isize))
}

/// Result `pos` (null when out of range).
#[no_mangle]
pub extern "C" fn mlirOperationGetResult(op: MlirOperation, pos: isize) -> MlirValue {
    read_op(op, |cx, ir, op| Some(cx.value(ir.result(op, usize::try_from(pos).ok()?).ok()?)))
}

/// Number of successors.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumSuccessors(op: MlirOperation) -> isize {
    read_op(op, |_, ir, op| Some(ir.num_successors(op).ok()? as isize))
}

/// Successor `pos` (null when out of range).
#[no_mangle]
pub extern "C" fn mlirOperationGetSuccessor(op: MlirOperation, pos: isize) -> MlirBlock {
    read_op(op, |cx, ir, op| Some(cx.block(ir.successor(op, usize::try_from(pos).ok()?).ok()?)))
}

/// Sets successor `pos`.
#[no_mangle]
pub extern "C" fn mlirOperationSetSuccessor(op: MlirOperation, pos: isize, block: MlirBlock) {
    write_op(op, |cx, ir, op| {
        let b = cx.bind_block(ir, block)?;
        ir.set_successor(op, usize::try_from(pos).ok()?, b).ok()
    })
}

fn is_inherent(cx: Cx<'_>, ir: &Ir, op: OpId, name: &str) -> bool {
    let Ok(op_name) = ir.op_name(op) else {
        return false;
    };
    cx.ctx().op_def(op_name).is_some_and(|d| d.inherent_attr_names().contains(&name))
}

/// Inherent (for registered operations) and discardable attributes,
/// sorted by name, as upstream's `Operation::getAttrs`.
fn all_attrs(cx: Cx<'_>, ir: &Ir, op: OpId) -> Option<Vec<(mlir_ir::Identifier, mlir_ir::Attribute)>> {
    let mut all = ir.op_attrs(op).ok()?.to_vec();
    if cx.ctx().op_def(ir.op_name(op).ok()?).is_some() {
        if let Some(props) = ir.op_props(op).ok()? {
            all.extend(cx.ctx().dict_entries(props).iter().copied());
        }
    }
    let ctx = cx.ctx();
    all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    Some(all)
}

fn named(cx: Cx<'_>, (n, a): (mlir_ir::Identifier, mlir_ir::Attribute)) -> MlirNamedAttribute {
    MlirNamedAttribute { name: cx.ident(n), attribute: cx.attr(a) }
}

/// Whether the operation's definition has an inherent attribute `name`.
#[no_mangle]
pub extern "C" fn mlirOperationHasInherentAttributeByName(op: MlirOperation, name: MlirStringRef) -> bool {
    read_op(op, |cx, ir, op| Some(is_inherent(cx, ir, op, &strings::text(name))))
}

/// The inherent attribute `name`, or null.
#[no_mangle]
pub extern "C" fn mlirOperationGetInherentAttributeByName(op: MlirOperation, name: MlirStringRef) -> MlirAttribute {
    read_op(op, |cx, ir, op| {
        let name = strings::text(name);
        if !is_inherent(cx, ir, op, &name) {
            return None;
        }
        Some(cx.attr(ir.op_inherent_attr(op, cx.ctx().ident(&name)).ok()??))
    })
}

/// Sets the inherent attribute `name`; no effect if there is none such.
#[no_mangle]
pub extern "C" fn mlirOperationSetInherentAttributeByName(op: MlirOperation, name: MlirStringRef, attr: MlirAttribute) {
    write_op(op, |cx, ir, op| {
        let name = strings::text(name);
        if !is_inherent(cx, ir, op, &name) {
            return None;
        }
        let a = cx.own(handles::attr(attr))?;
        ir.set_op_inherent_attr(op, cx.ctx().ident(&name), Some(a)).ok()
    })
}

/// Number of discardable attributes.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumDiscardableAttributes(op: MlirOperation) -> isize {
    read_op(op, |_, ir, op| Some(ir.op_attrs(op).ok()?.len() as isize))
}

/// Discardable attribute `pos` (null parts when out of range).
#[no_mangle]
pub extern "C" fn mlirOperationGetDiscardableAttribute(op: MlirOperation, pos: isize) -> MlirNamedAttribute {
    read_op(op, |cx, ir, op| {
        let entry = *ir.op_attrs(op).ok()?.get(usize::try_from(pos).ok()?)?;
        Some(named(cx, entry))
    })
}

/// The discardable attribute `name`, or null.
#[no_mangle]
pub extern "C" fn mlirOperationGetDiscardableAttributeByName(op: MlirOperation, name: MlirStringRef) -> MlirAttribute {
    read_op(op, |cx, ir, op| Some(cx.attr(ir.op_attr(op, cx.ctx().ident(&strings::text(name))).ok()??)))
}

/// Sets the discardable attribute `name` (a null attribute does nothing).
#[no_mangle]
pub extern "C" fn mlirOperationSetDiscardableAttributeByName(
    op: MlirOperation,
    name: MlirStringRef,
    attr: MlirAttribute,
) {
    write_op(op, |cx, ir, op| {
        let a = cx.own(handles::attr(attr))?;
        ir.set_op_attr(op, cx.ctx().ident(&strings::text(name)), Some(a)).ok()
    });
}

/// Removes the discardable attribute `name`; returns whether it existed.
#[no_mangle]
pub extern "C" fn mlirOperationRemoveDiscardableAttributeByName(op: MlirOperation, name: MlirStringRef) -> bool {
    write_op(op, |cx, ir, op| ir.set_op_attr(op, cx.ctx().ident(&strings::text(name)), None).ok())
}

/// Number of attributes, inherent and discardable.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumAttributes(op: MlirOperation) -> isize {
    read_op(op, |cx, ir, op| Some(all_attrs(cx, ir, op)?.len() as isize))
}

/// Attribute `pos` among inherent and discardable ones, sorted by name.
#[no_mangle]
pub extern "C" fn mlirOperationGetAttribute(op: MlirOperation, pos: isize) -> MlirNamedAttribute {
    read_op(op, |cx, ir, op| {
        let entry = *all_attrs(cx, ir, op)?.get(usize::try_from(pos).ok()?)?;
        Some(named(cx, entry))
    })
}

/// The attribute `name`, inherent or discardable, or null.
#[no_mangle]
pub extern "C" fn mlirOperationGetAttributeByName(op: MlirOperation, name: MlirStringRef) -> MlirAttribute {
    read_op(op, |cx, ir, op| {
        let name = strings::text(name);
        let id = cx.ctx().ident(&name);
        let a = if is_inherent(cx, ir, op, &name) { ir.op_inherent_attr(op, id) } else { ir.op_attr(op, id) };
        Some(cx.attr(a.ok()??))
    })
}

/// Sets the attribute `name` (inherent if the operation defines it so,
/// discardable otherwise).
#[no_mangle]
pub extern "C" fn mlirOperationSetAttributeByName(op: MlirOperation, name: MlirStringRef, attr: MlirAttribute) {
    write_op(op, |cx, ir, op| {
        let name = strings::text(name);
        let id = cx.ctx().ident(&name);
        let a = cx.own(handles::attr(attr))?;
        if is_inherent(cx, ir, op, &name) {
            ir.set_op_inherent_attr(op, id, Some(a)).ok()
        } else {
            ir.set_op_attr(op, id, Some(a)).ok().map(|_| ())
        }
    })
}

/// Removes the attribute `name`; returns whether it existed.
#[no_mangle]
pub extern "C" fn mlirOperationRemoveAttributeByName(op: MlirOperation, name: MlirStringRef) -> bool {
    write_op(op, |cx, ir, op| {
        let name = strings::text(name);
        let id = cx.ctx().ident(&name);
        if is_inherent(cx, ir, op, &name) {
            let existed = ir.op_inherent_attr(op, id).ok()?.is_some();
            ir.set_op_inherent_attr(op, id, None).ok()?;
            Some(existed)
        } else {
            ir.set_op_attr(op, id, None).ok()
        }
    })
}

fn print_with(op: MlirOperation, flags: &PrintFlags, callback: MlirStringCallback, user_data: *mut c_void) {
    let text: Option<String> = read_op(op, |_, ir, op| Some(op_text(ir, op, flags)));
    if let Some(text) = text {
        guard(|| strings::send(callback, user_data, &text));
    }
}

/// Prints the operation through `callback`.
#[no_mangle]
pub extern "C" fn mlirOperationPrint(op: MlirOperation, callback: MlirStringCallback, user_data: *mut c_void) {
    print_with(op, &PrintFlags::default(), callback, user_data)
}

/// Prints the operation with `flags` through `callback`.
#[no_mangle]
pub extern "C" fn mlirOperationPrintWithFlags(
    op: MlirOperation,
    flags: MlirOpPrintingFlags,
    callback: MlirStringCallback,
    user_data: *mut c_void,
) {
    let flags = guard(|| handles::box_ref::<PrintFlags>(flags.ptr).map(|f| f.clone())).unwrap_or_default();
    print_with(op, &flags, callback, user_data)
}

/// Prints the operation to stderr.
#[no_mangle]
pub extern "C" fn mlirOperationDump(op: MlirOperation) {
    let text: Option<String> = read_op(op, |_, ir, op| op_text(ir, op, &PrintFlags::default()).map(Some));
    if let Some(text) = text {
        eprintln!("{text}");
    }
}

/// Verifies the operation and everything nested; failures are emitted as
/// diagnostics. False for a stale operation.
#[no_mangle]
pub extern "C" fn mlirOperationVerify(op: MlirOperation) -> bool {
    guard(|| {
        let Some((cx, id)) = handles::op(op) else {
            return false;
        };
        let result = {
            let mut ir = cx.owned().write();
            if !ir.op_is_live(id) {
                return false;
            }
            mlir_ir::verifier::verify_all(&mut ir, id)
        };
        match result {
            Ok(()) => true,
            Err(diags) => {
                for d in &diags {
                    emit(cx, d);
                }
                false
            }
        }
    })
}

fn move_to(op: MlirOperation, other: MlirOperation, after: bool) {
    write_op(op, |cx, ir, op| {
        let other = cx.own(handles::op(other))?;
        let at = if after { InsertPoint::After(other) } else { InsertPoint::Before(other) };
        ir.move_op(op, at).ok()
    })
}

/// Moves `op` right after `other`, which must be in a block; the block
/// takes ownership.
#[no_mangle]
pub extern "C" fn mlirOperationMoveAfter(op: MlirOperation, other: MlirOperation) {
    move_to(op, other, true)
}

/// Moves `op` right before `other`, which must be in a block; the block
/// takes ownership.
#[no_mangle]
pub extern "C" fn mlirOperationMoveBefore(op: MlirOperation, other: MlirOperation) {
    move_to(op, other, false)
}

/// Whether the walk stops.
fn walk_rec(cx: Cx<'_>, op: OpId, order: MlirWalkOrder, f: &mut dyn FnMut(OpId) -> MlirWalkResult) -> bool {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        if order == MLIR_WALK_PRE_ORDER {
            match f(op) {
                MLIR_WALK_RESULT_INTERRUPT => return true,
                MLIR_WALK_RESULT_SKIP => return false,
                _ => {}
            }
        }
        let regions = cx.owned().read().regions(op).map(|r| r.to_vec()).unwrap_or_default();
        for region in regions {
            let mut block = cx.owned().read().region_first_block(region).ok().flatten();
            while let Some(b) = block {
                let mut cur = cx.owned().read().block_first_op(b).ok().flatten();
                while let Some(o) = cur {
                    let next = cx.owned().read().op_next(o).ok().flatten();
                    if walk_rec(cx, o, order, f) {
                        return true;
                    }
                    // Continue after `o` where it now is, or after where it
                    // was if the callback erased or moved it.
                    let ir = cx.owned().read();
                    cur = match ir.op_parent_block(o) {
                        Ok(Some(p)) if p == b => ir.op_next(o).ok().flatten(),
                        _ => next.filter(|n| ir.op_is_live(*n)),
                    };
                }
                block = cx.owned().read().block_next(b).ok().flatten();
            }
        }
        if order != MLIR_WALK_POST_ORDER {
            return false;
        }
        let live = cx.owned().read().op_is_live(op);
        live && f(op) == MLIR_WALK_RESULT_INTERRUPT
    })
}

/// Walks `op` and everything nested in it, pre- or post-order, calling
/// `callback` on each operation. The callback may erase or move the
/// operation it is given; no lock is held while it runs.
#[no_mangle]
pub extern "C" fn mlirOperationWalk(
    op: MlirOperation,
    callback: MlirOperationWalkCallback,
    user_data: *mut c_void,
    walk_order: MlirWalkOrder,
) {
    guard(|| {
        let (Some((cx, id)), Some(cb)) = (handles::op(op), callback) else {
            return;
        };
        if !cx.owned().read().op_is_live(id) {
            return;
        }
        walk_rec(cx, id, walk_order, &mut |o| cb(cx.op(o), user_data));
    })
}

// ---- printing flags ---------------------------------------------------------

/// Creates default printing flags; free them with
/// `mlirOpPrintingFlagsDestroy`.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsCreate() -> MlirOpPrintingFlags {
    guard(|| MlirOpPrintingFlags { ptr: handles::box_into_raw(PrintFlags::default()) })
}

/// Destroys printing flags.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsDestroy(flags: MlirOpPrintingFlags) {
    guard(|| handles::box_free::<PrintFlags>(flags.ptr))
}

fn with_flags(flags: MlirOpPrintingFlags, f: impl FnOnce(&mut PrintFlags)) {
    guard(|| {
        if let Some(fl) = handles::box_ref::<PrintFlags>(flags.ptr) {
            f(fl)
        }
    })
}

/// Elides elements attributes with more than `limit` elements.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsElideLargeElementsAttrs(flags: MlirOpPrintingFlags, limit: isize) {
    with_flags(flags, |f| f.elide_elements_above = usize::try_from(limit).ok())
}

/// Elides resource strings longer than `limit`.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsElideLargeResourceString(flags: MlirOpPrintingFlags, limit: isize) {
    with_flags(flags, |f| f.elide_resources_above = usize::try_from(limit).ok())
}

/// Enables or disables printing locations (`pretty_form`: readable, not
/// parsable form).
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsEnableDebugInfo(flags: MlirOpPrintingFlags, enable: bool, pretty_form: bool) {
    with_flags(flags, |f| {
        f.debug_info = enable;
        f.pretty_debug_info = pretty_form;
    })
}

/// Always prints the generic form.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsPrintGenericOpForm(flags: MlirOpPrintingFlags) {
    with_flags(flags, |f| f.generic = true)
}

/// Names values after the `NameLoc` in their location (`%sum`).
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsPrintNameLocAsPrefix(flags: MlirOpPrintingFlags) {
    with_flags(flags, |f| f.name_loc_prefix = true)
}

/// Prints in local scope (no aliases; names local to the operation).
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsUseLocalScope(flags: MlirOpPrintingFlags) {
    with_flags(flags, |f| f.local_scope = true)
}

/// Skips the printer's verification.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsAssumeVerified(flags: MlirOpPrintingFlags) {
    with_flags(flags, |f| f.assume_verified = true)
}

/// Prints `{...}` in place of regions.
#[no_mangle]
pub extern "C" fn mlirOpPrintingFlagsSkipRegions(flags: MlirOpPrintingFlags) {
    with_flags(flags, |f| f.skip_regions = true)
}
