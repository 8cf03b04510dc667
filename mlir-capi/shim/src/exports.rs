//! The exported `mlir-c` symbols of `libMLIRPythonCAPI`, each forwarding
//! to the core's table (see the crate docs for how it is found), expanded
//! from the generated function list.

use mlir_capi_client::ffi::*;
#[allow(unused_imports)]
use std::ffi::{c_char, c_void};

macro_rules! exports {
    ($($module:ident $name:ident($($param:ident: $ty:ty),*) -> $ret:ty;)*) => {
        $(
            #[doc = concat!("Forwards to the core's `", stringify!($name), "`.")]
            #[no_mangle]
            #[allow(clippy::too_many_arguments)]
            pub extern "C" fn $name($($param: $ty),*) -> $ret {
                (crate::core().$name)($($param),*)
            }
        )*
    };
}

mlir_capi_client::for_each_capi_function!(exports);
