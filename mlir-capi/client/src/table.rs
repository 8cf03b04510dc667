//! The table's layout and the client's by-name calls, both expanded from
//! the generated function list ([`crate::for_each_capi_function`]).

/// Defines [`MlirCApiTable`] (one function-pointer field per function, in
/// ABI order), [`FUNCTION_COUNT`] and the module `calls`, where each
/// function calls through the installed table.
macro_rules! define_table_and_calls {
    ($($module:ident $name:ident($($param:ident: $ty:ty),*) -> $ret:ty;)*) => {
        /// Every `mlir-c` function of the core, as a function pointer.
        /// Fields are only ever appended ([`crate::ABI_VERSION`] changes
        /// otherwise).
        #[repr(C)]
        #[allow(non_snake_case)]
        pub struct MlirCApiTable {
            /// Identifies the table and its layout.
            pub header: crate::TableHeader,
            $(
                #[doc = concat!("`", stringify!($name), "`.")]
                pub $name: extern "C" fn($($ty),*) -> $ret,
            )*
        }

        /// Number of function fields.
        pub const FUNCTION_COUNT: usize = [$(stringify!($name)),*].len();

        /// The `mlir-c` functions by name, each calling through the
        /// installed table. Panics (with a message, before any call
        /// reaches C) if no table is installed; see [`crate::install`].
        pub mod calls {
            #![allow(non_snake_case, clippy::too_many_arguments)]
            use crate::ffi::*;
            #[allow(unused_imports)]
            use std::ffi::{c_char, c_void};
            $(
                #[doc = concat!("`", stringify!($name), "` of the core (see upstream's `mlir-c` headers).")]
                #[inline]
                pub fn $name($($param: $ty),*) -> $ret {
                    (crate::table().$name)($($param),*)
                }
            )*
        }
    };
}

use crate::ffi::*;
#[allow(unused_imports)]
use std::ffi::{c_char, c_void};

crate::for_each_capi_function!(define_table_and_calls);
