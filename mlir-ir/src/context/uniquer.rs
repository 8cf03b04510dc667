//! A thread-safe interner: equal values get one index for the life of the
//! context, so interned handles compare by identity.
//!
//! Values live in an append-only `boxcar::Vec`, whose elements never move, so
//! a reader gets `&T` without holding any lock. Lookup tables are sharded by
//! hash to keep parallel passes that intern types from serialising on one
//! mutex.

use hashbrown::hash_table::{Entry, HashTable};
use parking_lot::Mutex;
use std::hash::{BuildHasher, Hash};

const SHARDS: usize = 16;

/// Interns values of type `T`, handing out dense `u32` indices.
pub(crate) struct Uniquer<T> {
    items: boxcar::Vec<T>,
    shards: [Mutex<HashTable<u32>>; SHARDS],
    hasher: hashbrown::DefaultHashBuilder,
}

impl<T: Hash + Eq> Uniquer<T> {
    pub(crate) fn new() -> Self {
        Uniquer {
            items: boxcar::Vec::new(),
            shards: std::array::from_fn(|_| Mutex::new(HashTable::new())),
            hasher: hashbrown::DefaultHashBuilder::default(),
        }
    }

    /// Index of `value`, interning it if new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = self.hasher.hash_one(&value);
        let mut table = self.shards[(hash as usize) % SHARDS].lock();
        if let Some(&i) = table.find(hash, |&i| self.items[i as usize] == value) {
            return i;
        }
        let index = self.items.push(value) as u32;
        table.insert_unique(hash, index, |&i| self.hasher.hash_one(&self.items[i as usize]));
        index
    }

    /// Index of the value equal to `key`, constructing it with `make` only
    /// when it is not yet interned. `key` must hash like the `T` it equals.
    pub(crate) fn intern_by<Q: Hash + ?Sized>(
        &self,
        key: &Q,
        eq: impl Fn(&T) -> bool,
        make: impl FnOnce() -> T,
    ) -> u32 {
        let hash = self.hasher.hash_one(key);
        let mut table = self.shards[(hash as usize) % SHARDS].lock();
        let entry =
            table.entry(hash, |&i| eq(&self.items[i as usize]), |&i| self.hasher.hash_one(&self.items[i as usize]));
        match entry {
            Entry::Occupied(o) => *o.get(),
            Entry::Vacant(v) => {
                let index = self.items.push(make()) as u32;
                v.insert(index);
                index
            }
        }
    }

    /// The interned value at `index`.
    ///
    /// Indices are only made by this uniquer, so an out-of-range index means a
    /// handle from another context was used here; that is a caller bug.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> &T {
        &self.items[index as usize]
    }

    /// Whether `index` names an interned value.
    pub(crate) fn contains(&self, index: u32) -> bool {
        self.items.get(index as usize).is_some()
    }

    /// Number of interned values.
    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }
}
