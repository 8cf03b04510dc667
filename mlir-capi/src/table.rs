//! The core's instance of the C API table, published to other native
//! extensions (see `mlir_capi_client`), expanded from the generated
//! function list.

use mlir_capi_client::{MlirCApiTable, TableHeader};

macro_rules! core_table {
    ($($module:ident $name:ident($($param:ident: $ty:ty),*) -> $ret:ty;)*) => {
        /// The table of this core's `mlir-c` functions, also exported as
        /// the C symbol `rmlir_capi_table` so that `libMLIRPythonCAPI` can
        /// find the core loaded in its process.
        #[export_name = "rmlir_capi_table"]
        pub static TABLE: MlirCApiTable = MlirCApiTable {
            header: TableHeader::current(),
            $($name: crate::$module::$name,)*
        };
    };
}

mlir_capi_client::for_each_capi_function!(core_table);
