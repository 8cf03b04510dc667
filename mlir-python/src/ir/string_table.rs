//! Python strings made once per dense index (operation names, identifiers)
//! and read without a lock.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyString;

/// The first bucket holds indices `0..32`; each next one twice as many.
const FIRST_BITS: u32 = 5;
/// Indices from here on are not cached (a context never has this many
/// names; the bound keeps the largest bucket a sane size).
const CACHED_LIMIT: u32 = 1 << 24;
/// Enough buckets for every index below [`CACHED_LIMIT`].
const BUCKETS: usize = 20;

type Bucket = Box<[PyOnceLock<Py<PyString>>]>;

/// A table of Python strings by dense `u32` index, grown in buckets of
/// 32, 64, 128, ... slots, each allocated the first time an index in it is
/// asked for. A read is two acquire loads: no lock, and no write to a line
/// other threads read, so walks that read `op.name` or
/// `NamedAttribute.name` for every op pay no atomic read-modify-write (a
/// mutex here took most of the cycles of our code making a
/// `NamedAttribute`).
pub struct StringTable {
    buckets: [PyOnceLock<Bucket>; BUCKETS],
}

impl Default for StringTable {
    fn default() -> Self {
        StringTable { buckets: std::array::from_fn(|_| PyOnceLock::new()) }
    }
}

/// `(bucket, offset)` of `index`: bucket `b` holds `32 << b` slots.
fn slot_of(index: u32) -> (usize, usize) {
    let k = u64::from(index) + (1 << FIRST_BITS);
    let b = 63 - k.leading_zeros() - FIRST_BITS;
    (b as usize, (k - (1u64 << (b + FIRST_BITS))) as usize)
}

impl StringTable {
    /// The string at `index`, made from `text` the first time. Racing
    /// first reads may each make one; the first stored wins.
    pub fn get<'t>(&self, py: Python<'_>, index: u32, text: impl FnOnce() -> &'t str) -> Py<PyString> {
        if index >= CACHED_LIMIT {
            return PyString::new(py, text()).unbind();
        }
        let (b, offset) = slot_of(index);
        let bucket = self.buckets[b].get_or_init(py, || (0..32usize << b).map(|_| PyOnceLock::new()).collect());
        bucket[offset].get_or_init(py, || PyString::new(py, text()).unbind()).clone_ref(py)
    }
}
