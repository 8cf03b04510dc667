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

/// Storage of `T`s named by generational [`RawId`]s.
pub(crate) struct Arena<T> {
    slots: Vec<Slot<T>>,
    free: Vec<u32>,
    live: usize,
}

impl<T> Arena<T> {
    pub(crate) fn new() -> Self {
        Arena { slots: Vec::new(), free: Vec::new(), live: 0 }
    }

    /// Stores `value` and returns its id.
    pub(crate) fn alloc(&mut self, value: T) -> RawId {
        self.live += 1;
        if let Some(index) = self.free.pop() {
            let slot = &mut self.slots[index as usize];
            slot.value = Some(value);
            RawId { index, generation: slot.generation }
        } else {
            let index = self.slots.len() as u32;
            self.slots.push(Slot { generation: NonZeroU32::MIN, value: Some(value) });
            RawId { index, generation: NonZeroU32::MIN }
        }
    }

    /// Removes and returns the value, invalidating every copy of `id`.
    pub(crate) fn free(&mut self, id: RawId) -> Option<T> {
        let slot = self.slots.get_mut(id.index as usize)?;
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

    /// The value named by `id`, if it is still alive.
    #[inline]
    pub(crate) fn get(&self, id: RawId) -> Option<&T> {
        let slot = self.slots.get(id.index as usize)?;
        if slot.generation == id.generation {
            slot.value.as_ref()
        } else {
            None
        }
    }

    /// Mutable access to the value named by `id`, if it is still alive.
    #[inline]
    pub(crate) fn get_mut(&mut self, id: RawId) -> Option<&mut T> {
        let slot = self.slots.get_mut(id.index as usize)?;
        if slot.generation == id.generation {
            slot.value.as_mut()
        } else {
            None
        }
    }

    /// Number of live values.
    pub(crate) fn len(&self) -> usize {
        self.live
    }
}
