//! `memref.alloca_scope` to the llvm dialect (upstream's
//! `AllocaScopeOpLowering`): the block holding the scope is split at it,
//! `llvm.intr.stacksave` and a branch enter the inlined body, whose
//! `memref.alloca_scope.return` becomes `llvm.intr.stackrestore` and a
//! branch to a continuation block carrying the results (which then
//! branches on to the split-off rest), so the body's allocas are freed when
//! the scope ends.

use crate::llvm::conversion::build::{create, create1, llvm_type};
use mlir_ir::ir::InsertPoint;
use mlir_ir::{BlockId, OpId, Value};
use mlir_passes::conversion::{ConversionPattern, ConversionPatternRewriter};

/// The lowering of `memref.alloca_scope`.
pub(super) struct AllocaScopeLowering;

impl ConversionPattern for AllocaScopeLowering {
    fn root(&self) -> Option<&str> {
        Some("memref.alloca_scope")
    }
    fn name(&self) -> &str {
        "AllocaScopeOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        lower(op, rw).is_some()
    }
}

fn lower(op: OpId, rw: &mut ConversionPatternRewriter<'_>) -> Option<()> {
    let ir = rw.ir();
    let loc = ir.op_loc(op).ok()?;
    let current = ir.op_parent_block(op).ok()??;
    let parent_region = ir.block_parent_region(current).ok()??;
    let body_region = *ir.regions(op).ok()?.first()?;
    let body: Vec<BlockId> = ir.region_blocks(body_region).ok()?.collect();
    let (&entry, &last) = (body.first()?, body.last()?);
    let ret = ir.block_last_op(last).ok()??;
    let result_types: Vec<_> = ir.results(op).ok()?.map(|r| ir.value_type(r)).collect::<Result<_, _>>().ok()?;
    let ptr = llvm_type(&rw.ctx(), "ptr");
    let remaining = rw.split_block(current, Some(op))?;
    // With results, a block taking them comes between the body and the rest.
    let cont = if result_types.is_empty() {
        remaining
    } else {
        let args: Vec<_> = result_types.iter().map(|t| (*t, loc)).collect();
        let cont = rw.create_block(parent_region, Some(remaining), &args)?;
        rw.set_insertion_point(InsertPoint::BlockEnd(cont));
        branch(rw, loc, remaining, &[])?;
        cont
    };
    rw.inline_region_before(body_region, parent_region, Some(cont)).then_some(())?;
    rw.set_insertion_point(InsertPoint::BlockEnd(current));
    let saved = create1(rw, "llvm.intr.stacksave", loc, &[], ptr, &[])?;
    branch(rw, loc, entry, &[])?;
    let results: Vec<Value> = rw.ir().operands(ret).ok()?.collect();
    rw.set_insertion_point(InsertPoint::Before(ret));
    create(rw, "llvm.intr.stackrestore", loc, &[saved], &[], &[])?;
    branch(rw, loc, cont, &results)?;
    rw.erase_op(ret).then_some(())?;
    let values: Vec<Value> = rw.ir().block_args(cont).ok()?.take(result_types.len()).collect();
    let values = if result_types.is_empty() { Vec::new() } else { values };
    rw.replace_op(op, &values).then_some(())
}

/// `llvm.br` to `dest` passing `args`, at the insertion point.
fn branch(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: mlir_ir::Location,
    dest: BlockId,
    args: &[Value],
) -> Option<OpId> {
    let ctx = rw.ctx();
    let mut st = mlir_ir::OperationState::new(ctx.op_name("llvm.br"), loc);
    st.operands = args.to_vec();
    st.successors = vec![dest];
    rw.create(st)
}
