//! A generational arena: the storage behind operations, blocks and regions.
//!
//! Erasing an entity frees its slot and bumps the slot's generation, so a
//! handle kept across the erase no longer matches and is reported as stale
//! instead of silently naming whatever reuses the slot.

use std::num::NonZeroU32;

/// A slot index plus the generation it was allocated in.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct RawId {
    pub(crate) index: u32,
    pub(crate) generation: NonZeroU32,
}

impl RawId {
    /// The slot index.
    pub fn index(self) -> u32 {
        self.index
    }

    /// The generation.
    pub fn generation(self) -> u32 {
        self.generation.get()
    }

    /// Packs the id into 64 bits (index low, generation high).
    pub fn to_bits(self) -> u64 {
        (self.generation.get() as u64) << 32 | self.index as u64
    }

    /// Unpacks [`RawId::to_bits`]; `None` for a zero generation.
    pub fn from_bits(bits: u64) -> Option<RawId> {
        Some(RawId { index: bits as u32, generation: NonZeroU32::new((bits >> 32) as u32)? })
    }
}

struct Slot<T> {
    generation: NonZeroU32,
    value: Option<T>,
}

/// Slots per chunk. Chunks never move once allocated, so growing the arena
/// never copies (or re-faults) the entities already stored.
const CHUNK: usize = 1024;

/// Storage of `T`s named by generational [`RawId`]s.
pub(crate) struct Arena<T> {
    chunks: Vec<Vec<Slot<T>>>,
    len: usize,
    free: Vec<u32>,
    live: usize,
    /// Bumped by every mutable access: equal versions mean nothing stored
    /// here changed in between (what lets a verification be reused).
    version: u64,
}

impl<T> Arena<T> {
    pub(crate) fn new() -> Self {
        Arena { chunks: Vec::new(), len: 0, free: Vec::new(), live: 0, version: 0 }
    }

    #[inline]
    fn slot(&self, index: u32) -> Option<&Slot<T>> {
        let i = index as usize;
        self.chunks.get(i / CHUNK)?.get(i % CHUNK)
    }

    #[inline]
    fn slot_mut(&mut self, index: u32) -> Option<&mut Slot<T>> {
        let i = index as usize;
        self.chunks.get_mut(i / CHUNK)?.get_mut(i % CHUNK)
    }

    /// Stores `value` and returns its id.
    pub(crate) fn alloc(&mut self, value: T) -> RawId {
        self.version = self.version.wrapping_add(1);
        self.live += 1;
        if let Some(index) = self.free.pop() {
            let slot = self.slot_mut(index).expect("free list holds valid slots");
            slot.value = Some(value);
            return RawId { index, generation: slot.generation };
        }
        let index = self.len as u32;
        if self.len.is_multiple_of(CHUNK) {
            self.chunks.push(Vec::with_capacity(CHUNK));
        }
        let chunk = self.chunks.last_mut().expect("a chunk was just ensured");
        chunk.push(Slot { generation: NonZeroU32::MIN, value: Some(value) });
        self.len += 1;
        RawId { index, generation: NonZeroU32::MIN }
    }

    /// Removes and returns the value, invalidating every copy of `id`.
    pub(crate) fn free(&mut self, id: RawId) -> Option<T> {
        self.version = self.version.wrapping_add(1);
        let slot = self.slot_mut(id.index)?;
        if slot.generation != id.generation {
            return None;
        }
        let value = slot.value.take()?;
        // A slot whose generation would wrap is retired rather than reused,
        // so an old handle can never match again.
        if let Some(g) = slot.generation.checked_add(1) {
            slot.generation = g;
            self.free.push(id.index);
        }
        self.live -= 1;
        Some(value)
    }

    /// Takes the value out but keeps the slot and its generation: `id` is
    /// reserved, reads as absent until [`Arena::put`] fills it again, and is
    /// never handed out by [`Arena::alloc`] meanwhile.
    pub(crate) fn take(&mut self, id: RawId) -> Option<T> {
        self.version = self.version.wrapping_add(1);
        let slot = self.slot_mut(id.index)?;
        if slot.generation != id.generation {
            return None;
        }
        let value = slot.value.take()?;
        self.live -= 1;
        Some(value)
    }

    /// Fills a slot left empty by [`Arena::take`] or [`Arena::reserve`].
    pub(crate) fn put(&mut self, id: RawId, value: T) {
        self.version = self.version.wrapping_add(1);
        let slot = self.slot_mut(id.index).expect("put into a slot this arena handed out");
        debug_assert!(slot.generation == id.generation && slot.value.is_none());
        slot.value = Some(value);
        self.live += 1;
    }

    /// A new empty, reserved slot, to be filled by [`Arena::put`].
    pub(crate) fn reserve(&mut self) -> RawId {
        self.version = self.version.wrapping_add(1);
        if let Some(index) = self.free.pop() {
            let slot = self.slot(index).expect("free list holds valid slots");
            return RawId { index, generation: slot.generation };
        }
        let index = self.len as u32;
        if self.len.is_multiple_of(CHUNK) {
            self.chunks.push(Vec::with_capacity(CHUNK));
        }
        let chunk = self.chunks.last_mut().expect("a chunk was just ensured");
        chunk.push(Slot { generation: NonZeroU32::MIN, value: None });
        self.len += 1;
        RawId { index, generation: NonZeroU32::MIN }
    }

    /// Frees a reserved (empty) slot, invalidating every copy of `id`, as
    /// [`Arena::free`] does for a full one.
    pub(crate) fn release(&mut self, id: RawId) {
        self.version = self.version.wrapping_add(1);
        let Some(slot) = self.slot_mut(id.index) else { return };
        if slot.generation != id.generation || slot.value.is_some() {
            return;
        }
        if let Some(g) = slot.generation.checked_add(1) {
            slot.generation = g;
            self.free.push(id.index);
        }
    }

    /// Appends every slot of `other` (values, generations and free slots)
    /// after this arena's, returning the index added to each of `other`'s
    /// ids. The last chunk is padded with free slots first, so `other`'s
    /// chunks move in whole: no value is copied.
    pub(crate) fn absorb(&mut self, other: Arena<T>) -> u32 {
        self.version = self.version.wrapping_add(1);
        while !self.len.is_multiple_of(CHUNK) {
            let index = self.len as u32;
            let chunk = self.chunks.last_mut().expect("a partial chunk exists");
            chunk.push(Slot { generation: NonZeroU32::MIN, value: None });
            self.free.push(index);
            self.len += 1;
        }
        let base = self.len as u32;
        self.chunks.extend(other.chunks);
        self.len += other.len;
        self.live += other.live;
        self.free.extend(other.free.iter().map(|i| i + base));
        base
    }

    /// Mutable access to every live value at index `start` or above.
    pub(crate) fn values_mut_from(&mut self, start: u32) -> impl Iterator<Item = &mut T> {
        self.version = self.version.wrapping_add(1);
        let first = start as usize / CHUNK;
        let skip = start as usize % CHUNK;
        self.chunks.iter_mut().skip(first).enumerate().flat_map(move |(i, chunk)| {
            let from = if i == 0 { skip } else { 0 };
            chunk.iter_mut().skip(from).filter_map(|slot| slot.value.as_mut())
        })
    }

    /// The mutation counter (see the `version` field).
    #[inline]
    pub(crate) fn version(&self) -> u64 {
        self.version
    }

    /// The value named by `id`, if it is still alive.
    #[inline]
    pub(crate) fn get(&self, id: RawId) -> Option<&T> {
        let slot = self.slot(id.index)?;
        if slot.generation == id.generation {
            slot.value.as_ref()
        } else {
            None
        }
    }

    /// Mutable access to the value named by `id`, if it is still alive.
    #[inline]
    pub(crate) fn get_mut(&mut self, id: RawId) -> Option<&mut T> {
        self.version = self.version.wrapping_add(1);
        let slot = self.slot_mut(id.index)?;
        if slot.generation == id.generation {
            slot.value.as_mut()
        } else {
            None
        }
    }

    /// The ids of every live value, in slot order.
    pub(crate) fn live_ids(&self) -> Vec<RawId> {
        let mut out = Vec::with_capacity(self.live);
        for (c, chunk) in self.chunks.iter().enumerate() {
            for (i, slot) in chunk.iter().enumerate() {
                if slot.value.is_some() {
                    out.push(RawId { index: (c * CHUNK + i) as u32, generation: slot.generation });
                }
            }
        }
        out
    }

    /// Number of live values.
    pub(crate) fn live_count(&self) -> usize {
        self.live
    }

    /// One past the highest slot index ever used (for dense side tables).
    pub(crate) fn capacity_hint(&self) -> usize {
        self.len
    }
}
