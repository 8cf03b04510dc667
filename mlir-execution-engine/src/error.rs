//! The engine's errors. Each names what failed and, for IR it cannot
//! compile, the op and its location.

/// An execution engine error.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An op (or type) the engine cannot compile.
    #[error("cannot compile '{op}' at {loc}: {why}")]
    Unsupported {
        /// The op name.
        op: String,
        /// The printed location.
        loc: String,
        /// What is missing.
        why: String,
    },
    /// Symbols no definition, registered runtime function, shared library
    /// or the process provides.
    #[error("symbols not found: [ {} ]", .0.join(", "))]
    MissingSymbols(Vec<String>),
    /// A shared library that could not be loaded.
    #[error("cannot load shared library '{path}': {why}")]
    SharedLibrary {
        /// The path given.
        path: String,
        /// The loader's message.
        why: String,
    },
    /// Cranelift rejected the generated code.
    #[error("code generation failed: {0}")]
    Codegen(String),
    /// Bad input to the engine's API.
    #[error("{0}")]
    Invalid(String),
    /// Writing an object file failed.
    #[error("cannot write '{path}': {why}")]
    Io {
        /// The path.
        path: String,
        /// The system's message.
        why: String,
    },
}
