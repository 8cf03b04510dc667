//! Regions and blocks (`mlir-c/IR.h`).
//!
//! `mlirRegionCreate` and `mlirBlockCreate` without arguments take no
//! context, while rmlir keeps IR per context: such a region or block is
//! *floating* until first placed (given an operation, put in a bound
//! region, used in an operation state), then created in that context under
//! the same handle.

use crate::ffi::*;
use crate::handles::{self, guard, Cx, Late};
use crate::ir::op_text;
use crate::strings;
use mlir_ir::dialect::OpTraits;
use mlir_ir::ir::InsertPoint;
use mlir_ir::printer::PrintFlags;
use mlir_ir::{BlockId, Ir, RegionId};
use std::ffi::c_void;

/// Runs `f` on a live bound block under the read lock.
fn read_block<R: Default>(h: MlirBlock, f: impl FnOnce(Cx<'_>, &Ir, BlockId) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, b) = handles::block(h)?;
            let ir = cx.owned().read();
            if !ir.block_is_live(b) {
                return None;
            }
            f(cx, &ir, b)
        };
        run().unwrap_or_default()
    })
}

/// Runs `f` on a live bound region under the read lock.
fn read_region<R: Default>(h: MlirRegion, f: impl FnOnce(Cx<'_>, &Ir, RegionId) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, r) = handles::region(h)?;
            let ir = cx.owned().read();
            if !ir.region_is_live(r) {
                return None;
            }
            f(cx, &ir, r)
        };
        run().unwrap_or_default()
    })
}

// ---- regions ----------------------------------------------------------------

/// Creates an empty region owned by the caller.
#[no_mangle]
pub extern "C" fn mlirRegionCreate() -> MlirRegion {
    guard(handles::floating_region)
}

/// Takes a region owned by the caller and erases it with its blocks. Does
/// nothing for a region attached to an operation.
#[no_mangle]
pub extern "C" fn mlirRegionDestroy(region: MlirRegion) {
    guard(|| {
        if let Some((cx, r)) = handles::region(region) {
            let _ = cx.owned().write().erase_region(r);
        }
    })
}

/// Whether two handles name the same region.
#[no_mangle]
pub extern "C" fn mlirRegionEqual(region: MlirRegion, other: MlirRegion) -> bool {
    region.ptr == other.ptr
}

/// The first block of the region, or null.
#[no_mangle]
pub extern "C" fn mlirRegionGetFirstBlock(region: MlirRegion) -> MlirBlock {
    guard(|| match handles::region_state(region) {
        Some(Late::Floating) => handles::floating_region_blocks(region).first().copied().unwrap_or_default(),
        _ => read_region(region, |cx, ir, r| ir.region_first_block(r).ok()?.map(|b| cx.block(b))),
    })
}

/// Where to insert a block.
enum BlockPos {
    Index(usize),
    After(MlirBlock),
    Before(MlirBlock),
}

fn insert_block(region: MlirRegion, pos: BlockPos, block: MlirBlock) {
    guard(|| {
        let region_cx = match handles::region_state(region) {
            Some(Late::Bound(cx, _)) => Some(cx),
            Some(Late::Floating) => None,
            None => return,
        };
        let cx = match (region_cx, handles::block_state(block)) {
            (Some(cx), _) => cx,
            (None, Some(Late::Bound(cx, _))) => cx,
            (None, Some(Late::Floating)) => {
                let blocks = handles::floating_region_blocks(region);
                let index = |b: MlirBlock| blocks.iter().position(|x| *x == b);
                let at = match pos {
                    BlockPos::Index(i) => Some(i),
                    BlockPos::After(r) if r.is_null() => Some(0),
                    BlockPos::After(r) => index(r).map(|i| i + 1),
                    BlockPos::Before(r) if r.is_null() => None,
                    BlockPos::Before(r) => index(r),
                };
                handles::floating_insert(region, at, block);
                return;
            }
            (None, None) => return,
        };
        let mut ir = cx.owned().write();
        let run = |ir: &mut Ir| -> Option<()> {
            let r = cx.bind_region(ir, region)?;
            let b = cx.bind_block(ir, block)?;
            let blocks: Vec<BlockId> = ir.region_blocks(r).ok()?.collect();
            let own = |h: MlirBlock| cx.own(handles::block(h));
            let before = match pos {
                BlockPos::Index(i) => blocks.get(i).copied(),
                BlockPos::After(rf) if rf.is_null() => blocks.first().copied(),
                BlockPos::After(rf) => {
                    let rf = own(rf)?;
                    let i = blocks.iter().position(|x| *x == rf)?;
                    blocks.get(i + 1).copied()
                }
                BlockPos::Before(rf) if rf.is_null() => None,
                BlockPos::Before(rf) => Some(own(rf).filter(|rf| blocks.contains(rf))?),
            };
            ir.insert_block(r, b, before).ok()
        };
        run(&mut ir);
    })
}

/// Takes a block owned by the caller and appends it to the region.
#[no_mangle]
pub extern "C" fn mlirRegionAppendOwnedBlock(region: MlirRegion, block: MlirBlock) {
    insert_block(region, BlockPos::Before(MlirBlock::null()), block)
}

/// Takes a block owned by the caller and inserts it at `pos`.
#[no_mangle]
pub extern "C" fn mlirRegionInsertOwnedBlock(region: MlirRegion, pos: isize, block: MlirBlock) {
    if let Ok(pos) = usize::try_from(pos) {
        insert_block(region, BlockPos::Index(pos), block)
    }
}

/// Takes a block owned by the caller and inserts it after `reference`
/// (first if `reference` is null).
#[no_mangle]
pub extern "C" fn mlirRegionInsertOwnedBlockAfter(region: MlirRegion, reference: MlirBlock, block: MlirBlock) {
    insert_block(region, BlockPos::After(reference), block)
}

/// Takes a block owned by the caller and inserts it before `reference`
/// (last if `reference` is null).
#[no_mangle]
pub extern "C" fn mlirRegionInsertOwnedBlockBefore(region: MlirRegion, reference: MlirBlock, block: MlirBlock) {
    insert_block(region, BlockPos::Before(reference), block)
}

/// The next region of the same operation, or null.
#[no_mangle]
pub extern "C" fn mlirRegionGetNextInOperation(region: MlirRegion) -> MlirRegion {
    read_region(region, |cx, ir, r| {
        let op = ir.region_parent_op(r).ok()??;
        let regions = ir.regions(op).ok()?;
        let i = regions.iter().position(|x| *x == r)?;
        regions.get(i + 1).map(|n| cx.region(*n))
    })
}

// ---- blocks -------------------------------------------------------------------

/// Creates a detached block with arguments of the given types and
/// locations; transfers ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirBlockCreate(n_args: isize, args: *const MlirType, locs: *const MlirLocation) -> MlirBlock {
    guard(|| {
        let types = strings::slice(n_args, args);
        let locs = strings::slice(n_args, locs);
        let Some(&first) = types.first() else {
            return handles::floating_block();
        };
        let Some((cx, _)) = handles::ty(first) else {
            return MlirBlock::null();
        };
        let mut list = Vec::with_capacity(types.len());
        for (i, &t) in types.iter().enumerate() {
            let (Some(t), Some(l)) = (cx.own(handles::ty(t)), locs.get(i).and_then(|l| cx.own(handles::loc(*l))))
            else {
                return MlirBlock::null();
            };
            list.push((t, l));
        }
        let b = cx.owned().write().create_block(&list);
        cx.block(b)
    })
}

/// Takes a block owned by the caller and erases it with its operations.
#[no_mangle]
pub extern "C" fn mlirBlockDestroy(block: MlirBlock) {
    guard(|| match handles::block_state(block) {
        Some(Late::Bound(cx, b)) => {
            let _ = cx.owned().write().erase_block(b);
        }
        Some(Late::Floating) => handles::floating_detach(block),
        None => {}
    })
}

/// Detaches the block from its region; ownership moves to the caller.
#[no_mangle]
pub extern "C" fn mlirBlockDetach(block: MlirBlock) {
    guard(|| match handles::block_state(block) {
        Some(Late::Bound(cx, b)) => {
            let _ = cx.owned().write().detach_block(b);
        }
        Some(Late::Floating) => handles::floating_detach(block),
        None => {}
    })
}

/// Whether two handles name the same block.
#[no_mangle]
pub extern "C" fn mlirBlockEqual(block: MlirBlock, other: MlirBlock) -> bool {
    block.ptr == other.ptr
}

/// The operation whose region holds the block, or null.
#[no_mangle]
pub extern "C" fn mlirBlockGetParentOperation(block: MlirBlock) -> MlirOperation {
    read_block(block, |cx, ir, b| ir.block_parent_op(b).ok()?.map(|o| cx.op(o)))
}

/// The region holding the block, or null.
#[no_mangle]
pub extern "C" fn mlirBlockGetParentRegion(block: MlirBlock) -> MlirRegion {
    guard(|| match handles::block_state(block) {
        Some(Late::Floating) => handles::floating_block_region(block),
        _ => read_block(block, |cx, ir, b| ir.block_parent_region(b).ok()?.map(|r| cx.region(r))),
    })
}

/// The next block in the same region, or null.
#[no_mangle]
pub extern "C" fn mlirBlockGetNextInRegion(block: MlirBlock) -> MlirBlock {
    guard(|| match handles::block_state(block) {
        Some(Late::Floating) => {
            let blocks = handles::floating_region_blocks(handles::floating_block_region(block));
            let i = blocks.iter().position(|b| *b == block);
            i.and_then(|i| blocks.get(i + 1).copied()).unwrap_or_default()
        }
        _ => read_block(block, |cx, ir, b| ir.block_next(b).ok()?.map(|n| cx.block(n))),
    })
}

/// The first operation of the block, or null.
#[no_mangle]
pub extern "C" fn mlirBlockGetFirstOperation(block: MlirBlock) -> MlirOperation {
    read_block(block, |cx, ir, b| ir.block_first_op(b).ok()?.map(|o| cx.op(o)))
}

/// The block's terminator (its last operation if that is a registered
/// terminator), or null.
#[no_mangle]
pub extern "C" fn mlirBlockGetTerminator(block: MlirBlock) -> MlirOperation {
    read_block(block, |cx, ir, b| {
        let last = ir.block_last_op(b).ok()??;
        let def = cx.ctx().op_def(ir.op_name(last).ok()?)?;
        def.traits().contains(OpTraits::TERMINATOR).then(|| cx.op(last))
    })
}

/// Where to insert an operation in a block.
enum OpPos {
    Index(usize),
    After(MlirOperation),
    Before(MlirOperation),
}

fn insert_op(block: MlirBlock, pos: OpPos, operation: MlirOperation) {
    guard(|| {
        let run = || -> Option<()> {
            let (cx, op) = handles::op(operation)?;
            let mut ir = cx.owned().write();
            if !ir.op_is_live(op) || ir.op_parent_block(op).ok()?.is_some() {
                return None;
            }
            let b = cx.bind_block(&mut ir, block)?;
            let reference = |h: MlirOperation| -> Option<mlir_ir::OpId> {
                let r = cx.own(handles::op(h))?;
                (ir.op_parent_block(r).ok()? == Some(b)).then_some(r)
            };
            let at = match pos {
                OpPos::Index(i) => match ir.block_ops(b).ok()?.nth(i) {
                    Some(o) => InsertPoint::Before(o),
                    None => InsertPoint::BlockEnd(b),
                },
                OpPos::After(r) if r.is_null() => InsertPoint::BlockStart(b),
                OpPos::After(r) => InsertPoint::After(reference(r)?),
                OpPos::Before(r) if r.is_null() => InsertPoint::BlockEnd(b),
                OpPos::Before(r) => InsertPoint::Before(reference(r)?),
            };
            ir.insert_op(op, at).ok()
        };
        run();
    })
}

/// Takes an operation owned by the caller and appends it to the block.
#[no_mangle]
pub extern "C" fn mlirBlockAppendOwnedOperation(block: MlirBlock, operation: MlirOperation) {
    insert_op(block, OpPos::Before(MlirOperation::null()), operation)
}

/// Takes an operation owned by the caller and inserts it at `pos`.
#[no_mangle]
pub extern "C" fn mlirBlockInsertOwnedOperation(block: MlirBlock, pos: isize, operation: MlirOperation) {
    if let Ok(pos) = usize::try_from(pos) {
        insert_op(block, OpPos::Index(pos), operation)
    }
}

/// Takes an operation owned by the caller and inserts it after
/// `reference` (first if `reference` is null).
#[no_mangle]
pub extern "C" fn mlirBlockInsertOwnedOperationAfter(
    block: MlirBlock,
    reference: MlirOperation,
    operation: MlirOperation,
) {
    insert_op(block, OpPos::After(reference), operation)
}

/// Takes an operation owned by the caller and inserts it before
/// `reference` (last if `reference` is null).
#[no_mangle]
pub extern "C" fn mlirBlockInsertOwnedOperationBefore(
    block: MlirBlock,
    reference: MlirOperation,
    operation: MlirOperation,
) {
    insert_op(block, OpPos::Before(reference), operation)
}

/// Number of block arguments.
#[no_mangle]
pub extern "C" fn mlirBlockGetNumArguments(block: MlirBlock) -> isize {
    read_block(block, |_, ir, b| Some(ir.num_block_args(b).ok()? as isize))
}

/// Argument `pos` (null when out of range).
#[no_mangle]
pub extern "C" fn mlirBlockGetArgument(block: MlirBlock, pos: isize) -> MlirValue {
    read_block(block, |cx, ir, b| Some(cx.value(ir.block_arg(b, usize::try_from(pos).ok()?).ok()?)))
}

fn add_arg(block: MlirBlock, pos: Option<isize>, ty: MlirType, loc: MlirLocation) -> MlirValue {
    guard(|| {
        let run = || {
            let (cx, t) = handles::ty(ty)?;
            let l = cx.own(handles::loc(loc))?;
            let mut ir = cx.owned().write();
            let b = cx.bind_block(&mut ir, block)?;
            let v = match pos {
                None => ir.add_block_arg(b, t, l).ok()?,
                Some(p) => ir.insert_block_arg(b, usize::try_from(p).ok()?, t, l).ok()?,
            };
            Some(cx.value(v))
        };
        run().unwrap_or_default()
    })
}

/// Appends an argument; returns it.
#[no_mangle]
pub extern "C" fn mlirBlockAddArgument(block: MlirBlock, ty: MlirType, loc: MlirLocation) -> MlirValue {
    add_arg(block, None, ty, loc)
}

/// Inserts an argument at `pos`; returns it.
#[no_mangle]
pub extern "C" fn mlirBlockInsertArgument(block: MlirBlock, pos: isize, ty: MlirType, loc: MlirLocation) -> MlirValue {
    add_arg(block, Some(pos), ty, loc)
}

/// Erases argument `index`, which must have no uses.
#[no_mangle]
pub extern "C" fn mlirBlockEraseArgument(block: MlirBlock, index: u32) {
    guard(|| {
        if let Some((cx, b)) = handles::block(block) {
            let _ = cx.owned().write().erase_block_arg(b, index as usize);
        }
    })
}

/// Prints the block: a `^bbN(args):` header, then its operations.
#[no_mangle]
pub extern "C" fn mlirBlockPrint(block: MlirBlock, callback: MlirStringCallback, user_data: *mut c_void) {
    let text: Option<String> = read_block(block, |cx, ir, b| {
        let args: Vec<String> = ir
            .block_args(b)
            .ok()?
            .enumerate()
            .filter_map(|(i, v)| {
                let t = ir.value_type(v).ok()?;
                Some(format!("%arg{i}: {}", mlir_ir::printer::type_to_string(cx.ctx(), t)))
            })
            .collect();
        let mut out = String::from("^bb0");
        if !args.is_empty() {
            out.push_str(&format!("({})", args.join(", ")));
        }
        out.push_str(":\n");
        for op in ir.block_ops(b).ok()? {
            let t = op_text(ir, op, &PrintFlags::default())?;
            for line in t.lines() {
                out.push_str("  ");
                out.push_str(line);
                out.push('\n');
            }
        }
        Some(Some(out))
    });
    if let Some(text) = text {
        guard(|| strings::send(callback, user_data, &text));
    }
}
