//! A thread-safe interner: equal values get one index for the life of the
//! context, so interned handles compare by identity.
//!
//! Values live in append-only `boxcar::Vec`s, whose elements never move, so
//! a reader gets `&T` without holding any lock; each thread appends to a
//! store of its own (see [`this_threads_store`]), and an index names its
//! store in its low bits. Lookup tables are sharded by hash to keep
//! parallel passes that intern types from serialising on one mutex.

use hashbrown::hash_table::{Entry, HashTable};
use parking_lot::Mutex;
use std::hash::{BuildHasher, Hash};

const SHARDS: usize = 64;

/// A shard's lock and table on a cache line of its own, so that threads
/// interning into neighbouring shards do not contend for one line.
#[repr(align(64))]
struct Shard(Mutex<HashTable<Slot>>);

/// A table entry: a value's index and 16 bits of its hash. With the hash at
/// hand, growing a table moves entries without reading their values, which
/// on a large module lie all over memory (reading them again was most of
/// the cost of a rehash), and a probe compares hashes before values.
///
/// Sixteen bits, packed beside the index in six bytes, as the tables are a
/// good part of a parsed module's memory: they spread a shard's table over
/// 65,536 positions, far more than a shard holds (a module of 200,000 ops
/// puts about 8,000 values in each).
#[derive(Clone, Copy)]
#[repr(C, packed(2))]
struct Slot {
    index: u32,
    hash: u16,
}

impl Slot {
    /// The hash the tables index by: the stored 16 bits spread over 64, as
    /// hashbrown takes bucket positions from the low bits and tags from the
    /// top seven (a multiply by an odd constant keeps the low bits uniform
    /// and mixes every bit into the top ones).
    #[inline]
    fn table_hash(hash: u16) -> u64 {
        u64::from(hash).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// The table hash of an entry already stored, for hashbrown to move it.
    #[inline]
    fn rehash(&self) -> u64 {
        Slot::table_hash(self.hash)
    }
}

/// The shard of a value with hash `hash`. Bits the tables ignore: hashbrown
/// indexes buckets by the low bits and tags them with the top seven, so
/// choosing shards by either would leave each shard's table with hashes
/// that agree on those bits (clustered buckets, or useless tags).
#[inline]
fn shard_of(hash: u64) -> usize {
    (hash >> 32) as usize % SHARDS
}

/// Bits of an index that name the store holding its value (the low ones).
const STORE_BITS: u32 = 3;
const STORES: usize = 1 << STORE_BITS;

/// Values interned by some of the threads, on cache lines of their own.
#[repr(align(64))]
struct Store<T>(boxcar::Vec<T>);

/// The store the current thread appends to. Threads take the stores in
/// turn as they first intern anything, so that threads interning at once
/// write to different memory: with one store for all, two threads'
/// new values would lie side by side and the cache lines holding them
/// would go back and forth between the cores.
fn this_threads_store() -> usize {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    thread_local! {
        static STORE: usize = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed) % STORES;
    }
    STORE.with(|s| *s)
}

/// Interns values of type `T`, handing out `u32` indices. Indices are not
/// dense: their low bits name the store holding the value.
pub(crate) struct Uniquer<T> {
    stores: Box<[Store<T>; STORES]>,
    shards: [Shard; SHARDS],
    hasher: hashbrown::DefaultHashBuilder,
}

impl<T: Hash + Eq> Uniquer<T> {
    pub(crate) fn new() -> Self {
        Uniquer {
            stores: Box::new(std::array::from_fn(|_| Store(boxcar::Vec::new()))),
            shards: std::array::from_fn(|_| Shard(Mutex::new(HashTable::new()))),
            hasher: hashbrown::DefaultHashBuilder::default(),
        }
    }

    /// Index of `value`, interning it if new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = self.hasher.hash_one(&value);
        let h = hash as u16;
        let mut table = self.shards[shard_of(hash)].0.lock();
        if let Some(slot) = table.find(Slot::table_hash(h), |s| { s.hash } == h && *self.get(s.index) == value) {
            return slot.index;
        }
        let index = self.push(value);
        table.insert_unique(Slot::table_hash(h), Slot { index, hash: h }, Slot::rehash);
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
        let h = hash as u16;
        let mut table = self.shards[shard_of(hash)].0.lock();
        let entry = table.entry(Slot::table_hash(h), |s| { s.hash } == h && eq(self.get(s.index)), Slot::rehash);
        match entry {
            Entry::Occupied(o) => o.get().index,
            Entry::Vacant(v) => {
                let index = self.push(make());
                v.insert(Slot { index, hash: h });
                index
            }
        }
    }

    /// Makes room for about `additional` more values spread over the
    /// shards, so that interning them does not grow the tables one
    /// doubling at a time.
    pub(crate) fn reserve(&self, additional: usize) {
        let per_shard = additional / SHARDS;
        if per_shard == 0 {
            return;
        }
        for shard in &self.shards {
            shard.0.lock().reserve(per_shard, Slot::rehash);
        }
    }

    /// Stores a new value; its index.
    fn push(&self, value: T) -> u32 {
        let store = this_threads_store();
        let local = self.stores[store].0.push(value);
        u32::try_from(local << STORE_BITS | store).expect("more interned values than a u32 index can name")
    }

    /// The interned value at `index`.
    ///
    /// Indices are only made by this uniquer, so an index naming no value
    /// means a handle from another context was used here; that is a caller
    /// bug.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> &T {
        &self.stores[index as usize % STORES].0[(index >> STORE_BITS) as usize]
    }

    /// Whether `index` names an interned value.
    pub(crate) fn contains(&self, index: u32) -> bool {
        self.stores[index as usize % STORES].0.get((index >> STORE_BITS) as usize).is_some()
    }

    /// Number of interned values.
    pub(crate) fn len(&self) -> usize {
        self.stores.iter().map(|s| s.0.count()).sum()
    }

    /// Every interned value, in no particular order.
    pub(crate) fn values(&self) -> impl Iterator<Item = &T> {
        self.stores.iter().flat_map(|s| s.0.iter().map(|(_, v)| v))
    }
}

/// A table from the indices a [`Uniquer`] hands out to values of `V`,
/// [`Default`] for indices never set. Dense: one slot per value each store
/// holds, so it suits tables that most values get an entry in.
pub(crate) struct IndexTable<V> {
    per_store: [Vec<V>; STORES],
}

impl<V> Default for IndexTable<V> {
    fn default() -> Self {
        IndexTable { per_store: std::array::from_fn(|_| Vec::new()) }
    }
}

impl<V: Copy + Default> IndexTable<V> {
    /// The value of `index`.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> V {
        self.per_store[index as usize % STORES].get((index >> STORE_BITS) as usize).copied().unwrap_or_default()
    }

    /// Sets the value of `index`.
    pub(crate) fn set(&mut self, index: u32, value: V) {
        let table = &mut self.per_store[index as usize % STORES];
        let at = (index >> STORE_BITS) as usize;
        if table.len() <= at {
            table.resize(at + 1, V::default());
        }
        table[at] = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_interning_at_once_agree_on_indices() {
        let u: Uniquer<u64> = Uniquer::new();
        // Each thread interns the same 0..1000 and its own 1000 values.
        let per_thread: Vec<Vec<(u64, u32)>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4u64)
                .map(|t| {
                    let u = &u;
                    s.spawn(move || {
                        let mut got = Vec::new();
                        for v in (0..1000).chain(10_000 * (t + 1)..10_000 * (t + 1) + 1000) {
                            got.push((v, u.intern(v)));
                        }
                        got
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let mut by_value = hashbrown::HashMap::new();
        for (v, i) in per_thread.into_iter().flatten() {
            assert_eq!(*u.get(i), v);
            assert!(u.contains(i));
            assert_eq!(*by_value.entry(v).or_insert(i), i, "value {v} got two indices");
        }
        assert_eq!(u.len(), 5000);
        let mut all: Vec<u64> = u.values().copied().collect();
        all.sort_unstable();
        let mut expected: Vec<u64> = by_value.keys().copied().collect();
        expected.sort_unstable();
        assert_eq!(all, expected);
        // Interning again from this thread finds every value.
        for (&v, &i) in &by_value {
            assert_eq!(u.intern(v), i);
        }
    }

    #[test]
    fn table_slots_are_six_bytes_and_find_every_value_after_growing() {
        assert_eq!(std::mem::size_of::<Slot>(), 6);
        // Enough values to grow every shard's table several times over.
        let u: Uniquer<u64> = Uniquer::new();
        let indices: Vec<u32> = (0..50_000u64).map(|v| u.intern(v * 7919)).collect();
        for (v, &i) in (0..50_000u64).zip(&indices) {
            assert_eq!(u.intern(v * 7919), i);
            assert_eq!(*u.get(i), v * 7919);
        }
        assert_eq!(u.len(), 50_000);
    }

    #[test]
    fn index_table_keeps_one_slot_per_index() {
        let u: Uniquer<u32> = Uniquer::new();
        let indices: Vec<u32> = std::thread::scope(|s| {
            let a = s.spawn(|| (0..100).map(|v| u.intern(v)).collect::<Vec<_>>());
            let b = s.spawn(|| (100..200).map(|v| u.intern(v)).collect::<Vec<_>>());
            let mut v = a.join().unwrap();
            v.extend(b.join().unwrap());
            v
        });
        let mut table: IndexTable<u32> = IndexTable::default();
        for (k, &i) in indices.iter().enumerate() {
            assert_eq!(table.get(i), 0);
            table.set(i, k as u32 + 1);
        }
        for (k, &i) in indices.iter().enumerate() {
            assert_eq!(table.get(i), k as u32 + 1);
        }
        // Each store's slots follow how many values it holds.
        let slots: usize = table.per_store.iter().map(Vec::len).sum();
        assert!(slots <= 200 + STORES, "{slots} slots for 200 values");
    }
}
