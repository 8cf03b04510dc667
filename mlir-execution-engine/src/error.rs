//! The engine's errors. Each names what failed and, for IR it cannot
//! compile, the op and its location.

use crate::model::Origin;

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
        /// The location's C API handle (see [`Origin::at`]).
        at: usize,
    },
    /// An op of another dialect than llvm, which upstream's translation to
    /// LLVM IR refuses too.
    #[error("cannot compile '{op}' at {loc}: not lowered to the llvm dialect")]
    NotLowered {
        /// The op name.
        op: String,
        /// The printed location.
        loc: String,
        /// The location's C API handle (see [`Origin::at`]).
        at: usize,
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

impl Error {
    /// That the op of `origin` cannot be compiled, and why.
    pub fn unsupported(origin: &Origin, why: impl Into<String>) -> Error {
        Error::Unsupported { op: origin.name.clone(), loc: origin.loc.clone(), why: why.into(), at: origin.at }
    }

    /// The location handle and message of the diagnostic this error is
    /// reported as (upstream reports IR it cannot translate as an error
    /// diagnostic at the op, in its own words for ops of other dialects).
    pub fn diagnostic(&self) -> Option<(usize, String)> {
        match self {
            Error::Unsupported { op, why, at, .. } if *at != 0 => Some((*at, format!("cannot compile '{op}': {why}"))),
            Error::NotLowered { op, at, .. } if *at != 0 => Some((
                *at,
                format!(
                    "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {op}"
                ),
            )),
            _ => None,
        }
    }
}
