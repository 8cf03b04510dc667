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

const SHARDS: usize = 64;

/// A shard's lock and table on a cache line of its own, so that threads
/// interning into neighbouring shards do not contend for one line.
#[repr(align(64))]
struct Shard(Mutex<HashTable<u32>>);

/// The shard of a value with hash `hash`. Bits the tables ignore: hashbrown
/// indexes buckets by the low bits and tags them with the top seven, so
/// choosing shards by either would leave each shard's table with hashes
/// that agree on those bits (clustered buckets, or useless tags).
#[inline]
fn shard_of(hash: u64) -> usize {
    (hash >> 32) as usize % SHARDS
}

/// Interns values of type `T`, handing out dense `u32` indices.
pub(crate) struct Uniquer<T> {
    items: boxcar::Vec<T>,
    shards: [Shard; SHARDS],
    hasher: hashbrown::DefaultHashBuilder,
}

impl<T: Hash + Eq> Uniquer<T> {
    pub(crate) fn new() -> Self {
        Uniquer {
            items: boxcar::Vec::new(),
            shards: std::array::from_fn(|_| Shard(Mutex::new(HashTable::new()))),
            hasher: hashbrown::DefaultHashBuilder::default(),
        }
    }

    /// Index of `value`, interning it if new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = self.hasher.hash_one(&value);
        let mut table = self.shards[shard_of(hash)].0.lock();
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
        let mut table = self.shards[shard_of(hash)].0.lock();
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

    /// Makes room for about `additional` more values spread over the
    /// shards, so that interning them does not rehash the tables as they
    /// grow. A rehash hashes every value again, reading each from wherever
    /// it lies, which on a large module is mostly cache misses.
    pub(crate) fn reserve(&self, additional: usize) {
        let per_shard = additional / SHARDS;
        if per_shard == 0 {
            return;
        }
        for shard in &self.shards {
            shard.0.lock().reserve(per_shard, |&i| self.hasher.hash_one(&self.items[i as usize]));
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
