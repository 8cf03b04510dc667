//! Reads an llvm-dialect module through the `mlir-c` API into the
//! engine's [`model`](crate::model). This is the only place that touches
//! the IR; every C API call goes through the `capi` alias below, so
//! switching to another provider of the same functions is one line.

mod attrs;
mod ops;
mod types;

/// The `mlir-c` functions, flat by name as upstream's headers declare
/// them, called through the core's C API table (`mlir-capi-client`): this
/// crate holds no copy of the core, and reads the IR of whichever core
/// bound the table (the Python aggregate's, via `_CAPIPtr`).
pub mod capi {
    pub use mlir_capi_client::{calls::*, ffi::*};
}

use crate::error::Error;
use crate::model::{Block, Func, Global, Module, Origin, Ty, Val};
use crate::text;
use capi::{MlirAttribute, MlirBlock, MlirModule, MlirOperation, MlirValue};
use hashbrown::HashMap;
use std::ffi::c_void;

/// The name of an operation (`llvm.add`).
pub(crate) fn op_name(op: MlirOperation) -> String {
    text::string(capi::mlirIdentifierStr(capi::mlirOperationGetName(op)))
}

/// Name and printed location of an operation.
pub(crate) fn origin(op: MlirOperation) -> Origin {
    let loc = capi::mlirOperationGetLocation(op);
    Origin {
        name: op_name(op),
        loc: text::collect(|cb, ud| capi::mlirLocationPrint(loc, cb, ud)),
        at: loc.ptr as usize,
    }
}

/// The attribute `name` of `op` (null if absent).
pub(crate) fn attr(op: MlirOperation, name: &str) -> MlirAttribute {
    capi::mlirOperationGetAttributeByName(op, text::string_ref(name))
}

/// The operations of a block, in order.
pub(crate) fn block_ops(block: MlirBlock) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    let mut op = capi::mlirBlockGetFirstOperation(block);
    while !op.ptr.is_null() {
        out.push(op);
        op = capi::mlirOperationGetNextInBlock(op);
    }
    out
}

/// The blocks of region `i` of `op`, in order.
pub(crate) fn region_blocks(op: MlirOperation, i: isize) -> Vec<MlirBlock> {
    let mut out = Vec::new();
    if capi::mlirOperationGetNumRegions(op) <= i {
        return out;
    }
    let mut b = capi::mlirRegionGetFirstBlock(capi::mlirOperationGetRegion(op, i));
    while !b.ptr.is_null() {
        out.push(b);
        b = capi::mlirBlockGetNextInRegion(b);
    }
    out
}

/// An error about `op`.
pub(crate) fn unsupported(op: MlirOperation, why: impl Into<String>) -> Error {
    Error::unsupported(&origin(op), why)
}

/// The error about `op`, which is not of the llvm dialect.
pub(crate) fn not_lowered(op: MlirOperation) -> Error {
    let o = origin(op);
    Error::NotLowered { op: o.name, loc: o.loc, at: o.at }
}

/// Reads `module` (a `builtin.module` of llvm-dialect ops).
pub fn read_module(module: MlirModule) -> Result<Module, Error> {
    if module.ptr.is_null() {
        return Err(Error::Invalid("the module is null".into()));
    }
    let body = capi::mlirModuleGetBody(module);
    let mut out = Module::default();
    for op in block_ops(body) {
        match op_name(op).as_str() {
            "llvm.func" => out.funcs.push(read_func(op)?),
            "llvm.mlir.global" => out.globals.push(read_global(op)?),
            "llvm.mlir.global_ctors" => out.ctors = attrs::symbol_list(attr(op, "ctors")),
            // Module-level metadata without code.
            "llvm.module_flags" | "llvm.comdat" | "llvm.linker_options" | "llvm.mlir.ident" => {}
            _ => return Err(not_lowered(op)),
        }
    }
    Ok(out)
}

/// Numbers the values and blocks of one function body.
pub(crate) struct Numbering {
    values: HashMap<*const c_void, Val>,
    /// The type of each numbered value.
    pub types: Vec<Ty>,
    blocks: HashMap<*mut c_void, usize>,
}

impl Numbering {
    /// The number of `v`, numbering it (with its type) on first sight.
    pub fn val(&mut self, v: MlirValue, at: MlirOperation) -> Result<Val, Error> {
        if let Some(&n) = self.values.get(&v.ptr) {
            return Ok(n);
        }
        let ty = types::read(capi::mlirValueGetType(v)).map_err(|t| unsupported(at, format!("type {t}")))?;
        let n = self.types.len() as Val;
        self.types.push(ty);
        self.values.insert(v.ptr, n);
        Ok(n)
    }

    /// The index of a block of the body.
    pub fn block(&self, b: MlirBlock, at: MlirOperation) -> Result<usize, Error> {
        self.blocks.get(&b.ptr).copied().ok_or_else(|| unsupported(at, "successor outside the function"))
    }
}

fn read_func(op: MlirOperation) -> Result<Func, Error> {
    let name = attrs::string(attr(op, "sym_name"));
    let fty = capi::mlirTypeAttrGetValue(attr(op, "function_type"));
    let bad = |t: String| unsupported(op, format!("type {t} in the signature of @{name}"));
    let params = (0..capi::mlirLLVMFunctionTypeGetNumInputs(fty))
        .map(|i| types::read(capi::mlirLLVMFunctionTypeGetInput(fty, i)))
        .collect::<Result<Vec<_>, _>>()
        .map_err(bad)?;
    let result = types::read(capi::mlirLLVMFunctionTypeGetReturnType(fty)).map_err(bad)?;
    let vararg = capi::mlirLLVMFunctionTypeIsVarArg(fty);
    let blocks = region_blocks(op, 0);
    let mut num = Numbering { values: HashMap::new(), types: Vec::new(), blocks: HashMap::new() };
    for (i, b) in blocks.iter().enumerate() {
        num.blocks.insert(b.ptr, i);
    }
    let mut out = Vec::with_capacity(blocks.len());
    for b in blocks {
        let mut block = Block::default();
        for i in 0..capi::mlirBlockGetNumArguments(b) {
            block.args.push(num.val(capi::mlirBlockGetArgument(b, i), op)?);
        }
        for inner in block_ops(b) {
            block.insts.push(ops::read(inner, &mut num)?);
        }
        out.push(block);
    }
    Ok(Func { name, params, result, vararg, blocks: out, values: num.types, origin: origin(op) })
}

fn read_global(op: MlirOperation) -> Result<Global, Error> {
    let name = attrs::string(attr(op, "sym_name"));
    let ty = types::read(capi::mlirTypeAttrGetValue(attr(op, "global_type")))
        .map_err(|t| unsupported(op, format!("type {t} of global @{name}")))?;
    let constant = !attr(op, "constant").ptr.is_null();
    let align = attrs::int_or(attr(op, "alignment"), 0) as u64;
    let value = attr(op, "value");
    let init = if !value.ptr.is_null() {
        Some(attrs::encode(&ty, &attrs::leaves(value, &ty).map_err(|why| unsupported(op, why))?))
    } else if let Some(body) = region_blocks(op, 0).first() {
        Some(attrs::encode(&ty, &ops::initializer(*body, &ty)?))
    } else if is_external(op) {
        None
    } else {
        Some(vec![0; crate::layout::size_of(&ty) as usize])
    };
    Ok(Global { name, ty, init, constant, align })
}

/// Whether a global without value or initializer is an external
/// declaration (its linkage prints as `external`).
fn is_external(op: MlirOperation) -> bool {
    let l = attr(op, "linkage");
    let text = text::collect(|cb, ud| capi::mlirAttributePrint(l, cb, ud));
    text.is_empty() || text.contains("external")
}
