//! The `_mlir_ciface_<name>` wrappers `convert-func-to-llvm` emits for
//! functions marked `llvm.emit_c_interface` (upstream's
//! `wrapForExternalCallers` and `wrapExternalFunction`): memref arguments
//! pass as pointers to their descriptors, and a struct result (several
//! results, or a memref) returns through a pointer passed first. A defined
//! function gets a wrapper that unpacks and calls it; a declared one gets a
//! private body that packs its arguments and calls the declared wrapper.

use crate::llvm::conversion::build::{call, create, create1, extract, index_constant, llvm_type, ptr};
use crate::llvm::conversion::type_converter::{descriptor_fields, descriptor_type, memref_rank, pack_descriptor};
use crate::llvm::types::{func_type, llvm_body};
use mlir_ir::ir::InsertPoint;
use mlir_ir::{Attribute, Identifier, Location, OperationState, RegionId, Type, Value};
use mlir_passes::conversion::ConversionPatternRewriter;

/// The original function, as the wrapper needs it.
pub(super) struct Wrapped<'x> {
    pub name: &'x str,
    pub loc: Location,
    pub inputs: &'x [Type],
    /// The packed result type of the lowered function, if any.
    pub result: Option<Type>,
    /// The attributes both functions carry.
    pub attrs: &'x [(Identifier, Attribute)],
    /// The argument types of the lowered function.
    pub lowered_inputs: &'x [Type],
}

/// Whether `ty` is an `!llvm.struct`.
fn is_struct(rw: &ConversionPatternRewriter<'_>, ty: Type) -> bool {
    llvm_body(&rw.ctx(), ty).is_some_and(|b| b.starts_with("struct<"))
}

/// The wrapper's signature: inputs and result.
fn wrapper_signature(rw: &ConversionPatternRewriter<'_>, w: &Wrapped<'_>) -> Option<(Vec<Type>, Option<Type>)> {
    let ctx = rw.ctx();
    let mut inputs = Vec::new();
    let mut result = w.result;
    if result.is_some_and(|r| is_struct(rw, r)) {
        inputs.push(ptr(&ctx));
        result = None;
    }
    for &t in w.inputs {
        inputs.push(if memref_rank(&ctx, t).is_some() { ptr(&ctx) } else { rw.convert_type(t)? });
    }
    Some((inputs, result))
}

/// Creates `llvm.func @name` of type `fty` with `attrs` at the insertion
/// point, its region returned.
fn new_func(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    fty: Type,
    attrs: &[(Identifier, Attribute)],
) -> Option<RegionId> {
    let ctx = rw.ctx();
    let region = rw.ir_create_region();
    let mut st = OperationState::new(ctx.op_name("llvm.func"), loc);
    st.attributes =
        vec![(ctx.ident("sym_name"), ctx.string_attr(name)), (ctx.ident("function_type"), ctx.type_attr(fty))];
    st.attributes.extend_from_slice(attrs);
    st.regions = vec![region];
    rw.create(st)?;
    Some(region)
}

/// The wrapper of a defined function: it loads each memref descriptor,
/// calls the function with the fields, and stores a struct result.
pub(super) fn wrap_for_external_callers(rw: &mut ConversionPatternRewriter<'_>, w: &Wrapped<'_>) -> Option<()> {
    let ctx = rw.ctx();
    let loc = w.loc;
    let (inputs, result) = wrapper_signature(rw, w)?;
    let fty = func_type(&ctx, &inputs, result, false);
    let region = new_func(rw, loc, &format!("_mlir_ciface_{}", w.name), fty, w.attrs)?;
    let saved = rw.insertion_point();
    let args: Vec<(Type, Location)> = inputs.iter().map(|t| (*t, loc)).collect();
    let entry = rw.create_block(region, None, &args)?;
    rw.set_insertion_point(InsertPoint::BlockStart(entry));
    let params: Vec<Value> = rw.ir().block_args(entry).ok()?.collect();
    let result_by_pointer = inputs.len() > w.inputs.len();
    let offset = usize::from(result_by_pointer);
    let mut call_args = Vec::new();
    for (i, &t) in w.inputs.iter().enumerate() {
        let arg = params[i + offset];
        match memref_rank(&ctx, t) {
            Some(rank) => {
                let dty = descriptor_type(&ctx, rank);
                let loaded = create1(rw, "llvm.load", loc, &[arg], dty, &[])?;
                for (f, fty) in descriptor_fields(&ctx, rank).into_iter().enumerate() {
                    let pos = field_position(f, rank);
                    call_args.push(extract(rw, loc, loaded, &pos, fty)?);
                }
            }
            None => call_args.push(arg),
        }
    }
    let c = call(rw, loc, w.name, &call_args, w.result)?;
    if result_by_pointer {
        let r = rw.ir().result(c, 0).ok()?;
        create(rw, "llvm.store", loc, &[r, params[0]], &[], &[])?;
        create(rw, "llvm.return", loc, &[], &[], &[])?;
    } else {
        let rs: Vec<Value> = rw.ir().results(c).ok()?.collect();
        create(rw, "llvm.return", loc, &rs, &[], &[])?;
    }
    if let Some(s) = saved {
        rw.set_insertion_point(s);
    }
    Some(())
}

/// The position of descriptor field `f` of a rank-`rank` memref, in
/// unpacking order (pointers, offset, sizes, strides).
fn field_position(f: usize, rank: usize) -> Vec<i64> {
    if f < 3 {
        vec![f as i64]
    } else if f < 3 + rank {
        vec![3, (f - 3) as i64]
    } else {
        vec![4, (f - 3 - rank) as i64]
    }
}

/// For a declared function: declares the wrapper and gives the function
/// (`body`, its region) a private body that packs memref arguments into
/// descriptors on the stack and calls the wrapper.
pub(super) fn wrap_external_function(
    rw: &mut ConversionPatternRewriter<'_>,
    w: &Wrapped<'_>,
    body: RegionId,
) -> Option<()> {
    let ctx = rw.ctx();
    let loc = w.loc;
    let (inputs, result) = wrapper_signature(rw, w)?;
    let fty = func_type(&ctx, &inputs, result, false);
    let wrapper = format!("_mlir_ciface_{}", w.name);
    new_func(rw, loc, &wrapper, fty, w.attrs)?;
    let saved = rw.insertion_point();
    let args: Vec<(Type, Location)> = w.lowered_inputs.iter().map(|t| (*t, loc)).collect();
    let entry = rw.create_block(body, None, &args)?;
    rw.set_insertion_point(InsertPoint::BlockStart(entry));
    let params: Vec<Value> = rw.ir().block_args(entry).ok()?.collect();
    let mut call_args = Vec::new();
    let struct_result = w.result.filter(|r| is_struct(rw, *r));
    if let Some(rt) = struct_result {
        let one = index_constant(rw, loc, 1)?;
        call_args.push(create1(rw, "llvm.alloca", loc, &[one], ptr(&ctx), &[("elem_type", ctx.type_attr(rt))])?);
    }
    let mut rest = params.as_slice();
    for &t in w.inputs {
        match memref_rank(&ctx, t) {
            Some(rank) => {
                let n = 3 + 2 * rank;
                let dty = descriptor_type(&ctx, rank);
                let packed = pack_descriptor(rw, loc, dty, rest.get(..n)?, rank)?;
                let one = index_constant(rw, loc, 1)?;
                let slot = create1(rw, "llvm.alloca", loc, &[one], ptr(&ctx), &[("elem_type", ctx.type_attr(dty))])?;
                create(rw, "llvm.store", loc, &[packed, slot], &[], &[])?;
                call_args.push(slot);
                rest = rest.get(n..)?;
            }
            None => {
                call_args.push(*rest.first()?);
                rest = rest.get(1..)?;
            }
        }
    }
    let c = call(rw, loc, &wrapper, &call_args, result)?;
    if let Some(rt) = struct_result {
        let v = create1(rw, "llvm.load", loc, &[call_args[0]], rt, &[])?;
        create(rw, "llvm.return", loc, &[v], &[], &[])?;
    } else {
        let rs: Vec<Value> = rw.ir().results(c).ok()?.collect();
        create(rw, "llvm.return", loc, &rs, &[], &[])?;
    }
    if let Some(s) = saved {
        rw.set_insertion_point(s);
    }
    let _ = llvm_type;
    Some(())
}
