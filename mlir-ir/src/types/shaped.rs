//! Conventions shared by shaped types (vector, tensor, memref).

/// The value of a dynamic (`?`) dimension, stride or offset.
pub const DYNAMIC: i64 = i64::MIN;
