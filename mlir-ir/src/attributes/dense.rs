//! Storage of dense elements attributes and resource blobs.

use std::sync::Arc;

/// The element data of a `dense<...>` attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    /// Integer, float or complex elements: each element in its byte width
    /// (bit width rounded up to bytes; i1 as one byte; complex as two
    /// parts), little-endian, row-major. A splat holds one element.
    Raw { bytes: Arc<[u8]>, splat: bool },
    /// String elements. A splat holds one element.
    Strings { values: Arc<[Box<[u8]>]>, splat: bool },
}

/// The bytes of a `dense_resource` blob and their alignment.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ResourceBlob {
    /// Required alignment of the data, in bytes.
    pub alignment: u64,
    /// The data.
    pub data: Arc<[u8]>,
}
