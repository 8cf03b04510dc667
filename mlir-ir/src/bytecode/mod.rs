//! MLIR's bytecode format (upstream's `mlir/lib/Bytecode`): a binary form
//! of a module that `mlir-opt --emit-bytecode` writes and every MLIR tool
//! reads back.
//!
//! A file is the magic `ML\xefR`, a version varint, a producer string, and
//! sections: strings, dialects and op names, attribute/type entries and
//! their offsets, the IR, resources and their offsets, and (version 5 on)
//! properties. [`write_bytecode`] writes attributes and types in their
//! textual form except the builtin containers and `dense_resource`, which
//! use the builtin dialect's encodings (a `dense_resource` must name its
//! blob by index, and the containers hold such attributes); properties go
//! in the attribute dictionary of a registered op (every reader splits
//! them back out) and in the properties section for an unregistered one.
//! [`read_bytecode`] reads that and what upstream writes, including the
//! builtin dialect's encodings of builtin attributes and types.
//!
//! Bytecode is untrusted input: every count and length is checked against
//! the bytes that remain before anything is allocated for it, nesting is
//! bounded as the text parser bounds it, and every failure is a
//! diagnostic, never a panic.

mod builtin_read;
mod builtin_write;
mod encoding;
mod ods_props;
mod reader;
mod strings;
mod writer;

pub use reader::{read_bytecode, MAX_ENTRY_NESTING};
pub use writer::{write_bytecode, WriteConfig, WriteError};

/// The magic number every bytecode file starts with.
pub const MAGIC: &[u8; 4] = b"ML\xefR";

/// The oldest version read and written (upstream's `kMinSupportedVersion`).
pub const MIN_VERSION: u64 = 0;

/// The version written by default: the newest upstream MLIR 22 writes.
pub const VERSION: u64 = 6;

/// Versions at which parts of the format changed (upstream's
/// `BytecodeVersion`).
pub(crate) mod versions {
    /// Dialects carry an optional version blob.
    pub const DIALECT_VERSIONING: u64 = 1;
    /// Regions of isolated-from-above ops sit in a nested IR section.
    pub const LAZY_LOADING: u64 = 2;
    /// Use-list orders may follow results and block arguments.
    pub const USE_LIST_ORDERING: u64 = 3;
    /// Block argument locations that are `unknown` are left out; the op
    /// name count precedes the op names.
    pub const ELIDE_UNKNOWN_BLOCK_ARG_LOCATION: u64 = 4;
    /// Properties have a section of their own; op names carry whether the
    /// op was registered.
    pub const NATIVE_PROPERTIES: u64 = 5;
}

/// Section ids.
pub(crate) mod section {
    pub const STRING: u8 = 0;
    pub const DIALECT: u8 = 1;
    pub const ATTR_TYPE: u8 = 2;
    pub const ATTR_TYPE_OFFSET: u8 = 3;
    pub const IR: u8 = 4;
    pub const RESOURCE: u8 = 5;
    pub const RESOURCE_OFFSET: u8 = 6;
    pub const DIALECT_VERSIONS: u8 = 7;
    pub const PROPERTIES: u8 = 8;
    pub const COUNT: u8 = 9;
}

/// Bits of the byte that says which parts an operation has.
pub(crate) mod op_mask {
    pub const ATTRS: u8 = 0b0000_0001;
    pub const RESULTS: u8 = 0b0000_0010;
    pub const OPERANDS: u8 = 0b0000_0100;
    pub const SUCCESSORS: u8 = 0b0000_1000;
    pub const INLINE_REGIONS: u8 = 0b0001_0000;
    pub const USE_LIST_ORDERS: u8 = 0b0010_0000;
    pub const PROPERTIES: u8 = 0b0100_0000;
}

/// Whether `bytes` hold bytecode (start with [`MAGIC`]).
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// A failure reading bytecode: the message and the file offset it is about.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{msg}")]
pub struct ReadError {
    /// Byte offset in the file.
    pub offset: usize,
    /// What went wrong.
    pub msg: String,
}
