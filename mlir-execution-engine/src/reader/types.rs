//! Types through the C API to [`Ty`].

use super::capi;
use crate::model::{Half, Ty};
use crate::text;
use capi::MlirType;

/// The engine's type for `t`, or the printed type when it has none.
pub fn read(t: MlirType) -> Result<Ty, String> {
    if capi::mlirTypeIsAInteger(t) {
        return Ok(Ty::Int(capi::mlirIntegerTypeGetWidth(t)));
    }
    if capi::mlirTypeIsAIndex(t) {
        return Ok(Ty::Int(64));
    }
    if capi::mlirTypeIsAF16(t) {
        return Ok(Ty::Half(Half::F16));
    }
    if capi::mlirTypeIsABF16(t) {
        return Ok(Ty::Half(Half::BF16));
    }
    if capi::mlirTypeIsAF32(t) {
        return Ok(Ty::F32);
    }
    if capi::mlirTypeIsAF64(t) {
        return Ok(Ty::F64);
    }
    if capi::mlirTypeIsALLVMPointerType(t) {
        return Ok(Ty::Ptr);
    }
    if capi::mlirTypeIsALLVMVoidType(t) {
        return Ok(Ty::Void);
    }
    if capi::mlirTypeIsALLVMStructType(t) && !capi::mlirLLVMStructTypeIsOpaque(t) {
        let fields = (0..capi::mlirLLVMStructTypeGetNumElementTypes(t))
            .map(|i| read(capi::mlirLLVMStructTypeGetElementType(t, i)))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(Ty::Struct(fields, capi::mlirLLVMStructTypeIsPacked(t)));
    }
    if capi::mlirTypeIsALLVMArrayType(t) {
        let e = read(capi::mlirLLVMArrayTypeGetElementType(t))?;
        return Ok(Ty::Array(Box::new(e), u64::from(capi::mlirLLVMArrayTypeGetNumElements(t))));
    }
    Err(print(t))
}

/// The printed form of a type.
pub fn print(t: MlirType) -> String {
    text::collect(|cb, ud| capi::mlirTypePrint(t, cb, ud))
}
