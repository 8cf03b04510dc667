//! Values and their uses (`mlir-c/IR.h`).

use crate::ffi::*;
use crate::handles::{self, guard, Cx};
use crate::ir::op_text;
use crate::strings;
use mlir_ir::ir::OpOperand;
use mlir_ir::printer::{type_to_string, PrintFlags};
use mlir_ir::{Ir, Value};
use std::ffi::c_void;

/// Runs `f` on a live value under the read lock.
fn read_value<R: Default>(h: MlirValue, f: impl FnOnce(Cx<'_>, &Ir, Value) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, v) = handles::value(h)?;
            let ir = cx.owned().read();
            if !ir.value_is_live(v) {
                return None;
            }
            f(cx, &ir, v)
        };
        run().unwrap_or_default()
    })
}

/// Runs `f` on a live value under the write lock.
fn write_value<R: Default>(h: MlirValue, f: impl FnOnce(Cx<'_>, &mut Ir, Value) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, v) = handles::value(h)?;
            let mut ir = cx.owned().write();
            if !ir.value_is_live(v) {
                return None;
            }
            f(cx, &mut ir, v)
        };
        run().unwrap_or_default()
    })
}

/// Whether two handles name the same value.
#[no_mangle]
pub extern "C" fn mlirValueEqual(a: MlirValue, b: MlirValue) -> bool {
    a.ptr == b.ptr
}

/// Whether the value is a (live) block argument.
#[no_mangle]
pub extern "C" fn mlirValueIsABlockArgument(value: MlirValue) -> bool {
    read_value(value, |_, _, v| Some(matches!(v, Value::BlockArg { .. })))
}

/// Whether the value is a (live) operation result.
#[no_mangle]
pub extern "C" fn mlirValueIsAOpResult(value: MlirValue) -> bool {
    read_value(value, |_, _, v| Some(matches!(v, Value::OpResult { .. })))
}

/// The block of a block argument (null otherwise).
#[no_mangle]
pub extern "C" fn mlirBlockArgumentGetOwner(value: MlirValue) -> MlirBlock {
    read_value(value, |cx, _, v| match v {
        Value::BlockArg { block, .. } => Some(cx.block(block)),
        _ => None,
    })
}

/// The position of a block argument (-1 otherwise).
#[no_mangle]
pub extern "C" fn mlirBlockArgumentGetArgNumber(value: MlirValue) -> isize {
    read_value(value, |_, _, v| match v {
        Value::BlockArg { index, .. } => Some(index as isize),
        _ => Some(-1),
    })
}

/// Sets the type of a block argument.
#[no_mangle]
pub extern "C" fn mlirBlockArgumentSetType(value: MlirValue, ty: MlirType) {
    write_value(value, |cx, ir, v| match v {
        Value::BlockArg { .. } => ir.set_value_type(v, cx.own(handles::ty(ty))?).ok(),
        _ => None,
    })
}

/// The operation defining an operation result (null otherwise).
#[no_mangle]
pub extern "C" fn mlirOpResultGetOwner(value: MlirValue) -> MlirOperation {
    read_value(value, |cx, _, v| match v {
        Value::OpResult { op, .. } => Some(cx.op(op)),
        _ => None,
    })
}

/// The position of an operation result (-1 otherwise).
#[no_mangle]
pub extern "C" fn mlirOpResultGetResultNumber(value: MlirValue) -> isize {
    read_value(value, |_, _, v| match v {
        Value::OpResult { index, .. } => Some(index as isize),
        _ => Some(-1),
    })
}

/// The value's type (null for a stale value).
#[no_mangle]
pub extern "C" fn mlirValueGetType(value: MlirValue) -> MlirType {
    read_value(value, |cx, ir, v| Some(cx.ty(ir.value_type(v).ok()?)))
}

/// Sets the value's type.
#[no_mangle]
pub extern "C" fn mlirValueSetType(value: MlirValue, ty: MlirType) {
    write_value(value, |cx, ir, v| ir.set_value_type(v, cx.own(handles::ty(ty))?).ok())
}

fn value_text(cx: Cx<'_>, ir: &Ir, v: Value) -> Option<String> {
    match v {
        Value::OpResult { op, .. } => op_text(ir, op, &PrintFlags::default()),
        Value::BlockArg { index, .. } => {
            let t = type_to_string(cx.ctx(), ir.value_type(v).ok()?);
            Some(format!("<block argument> of type '{t}' at index: {index}"))
        }
    }
}

/// Prints the value (its defining operation, or a block-argument
/// description) through `callback`.
#[no_mangle]
pub extern "C" fn mlirValuePrint(value: MlirValue, callback: MlirStringCallback, user_data: *mut c_void) {
    let text: Option<String> = read_value(value, |cx, ir, v| value_text(cx, ir, v).map(Some));
    if let Some(text) = text {
        guard(|| strings::send(callback, user_data, &text));
    }
}

/// Prints the value to stderr.
#[no_mangle]
pub extern "C" fn mlirValueDump(value: MlirValue) {
    let text: Option<String> = read_value(value, |cx, ir, v| value_text(cx, ir, v).map(Some));
    if let Some(text) = text {
        eprintln!("{text}");
    }
}

/// The first use of the value, or null.
#[no_mangle]
pub extern "C" fn mlirValueGetFirstUse(value: MlirValue) -> MlirOpOperand {
    read_value(value, |cx, ir, v| ir.value_first_use(v).ok()?.map(|u| cx.operand(u)))
}

/// Points every use of `of` at `with`.
#[no_mangle]
pub extern "C" fn mlirValueReplaceAllUsesOfWith(of: MlirValue, with: MlirValue) {
    write_value(of, |cx, ir, v| ir.replace_all_uses_with(v, cx.own(handles::value(with))?).ok())
}

/// Runs `f` on a live use under the read lock.
fn read_use<R: Default>(h: MlirOpOperand, f: impl FnOnce(Cx<'_>, &Ir, OpOperand) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, u) = handles::operand(h)?;
            let ir = cx.owned().read();
            if u.index as usize >= ir.num_operands(u.op).ok()? {
                return None;
            }
            f(cx, &ir, u)
        };
        run().unwrap_or_default()
    })
}

/// Whether the handle is null or names a use that no longer exists.
#[no_mangle]
pub extern "C" fn mlirOpOperandIsNull(operand: MlirOpOperand) -> bool {
    !read_use(operand, |_, _, _| Some(true))
}

/// The used value.
#[no_mangle]
pub extern "C" fn mlirOpOperandGetValue(operand: MlirOpOperand) -> MlirValue {
    read_use(operand, |cx, ir, u| Some(cx.value(ir.operand(u.op, u.index as usize).ok()?)))
}

/// The using operation.
#[no_mangle]
pub extern "C" fn mlirOpOperandGetOwner(operand: MlirOpOperand) -> MlirOperation {
    read_use(operand, |cx, _, u| Some(cx.op(u.op)))
}

/// The operand position in the using operation.
#[no_mangle]
pub extern "C" fn mlirOpOperandGetOperandNumber(operand: MlirOpOperand) -> u32 {
    read_use(operand, |_, _, u| Some(u.index))
}

/// The next use of the same value, or null.
#[no_mangle]
pub extern "C" fn mlirOpOperandGetNextUse(operand: MlirOpOperand) -> MlirOpOperand {
    read_use(operand, |cx, ir, u| ir.next_use(u).ok()?.map(|n| cx.operand(n)))
}
