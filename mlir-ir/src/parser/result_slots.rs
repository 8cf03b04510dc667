//! The values recorded under one SSA name, by result number.
//!
//! A use `%x#N` may come before `%x` is defined, with any `N` the text
//! cares to write: storing by index would allocate `N` slots on the word
//! of one token (`%x#1000000000` asked for 16 GB and aborted). Numbers
//! follow on from the ones recorded so far in a dense list, as results
//! are defined in order; any other is kept apart in a map, so memory
//! follows what the text actually holds.

use smallvec::SmallVec;

/// Slots `0..` of one name, by result number.
#[derive(Clone, Debug)]
pub(super) struct ResultSlots<T> {
    /// Numbers `0..dense.len()`, every one recorded.
    dense: SmallVec<[T; 1]>,
    /// Numbers past the dense ones, as referenced before their turn.
    far: Option<Box<hashbrown::HashMap<u32, T>>>,
}

impl<T> Default for ResultSlots<T> {
    fn default() -> Self {
        ResultSlots { dense: SmallVec::new(), far: None }
    }
}

impl<T: Copy> ResultSlots<T> {
    /// What is recorded for number `n`, if anything.
    pub(super) fn get(&self, n: u32) -> Option<T> {
        let i = n as usize;
        if let Some(v) = self.dense.get(i) {
            return Some(*v);
        }
        self.far.as_ref()?.get(&n).copied()
    }

    /// Records `v` for number `n`, replacing what was there.
    pub(super) fn set(&mut self, n: u32, v: T) {
        let i = n as usize;
        if let Some(slot) = self.dense.get_mut(i) {
            *slot = v;
            return;
        }
        if i != self.dense.len() {
            self.far.get_or_insert_with(Default::default).insert(n, v);
            return;
        }
        self.dense.push(v);
        // Numbers referenced early now follow on too: move them over.
        if let Some(far) = self.far.as_mut() {
            far.remove(&n);
            while let Some(next) = u32::try_from(self.dense.len()).ok().and_then(|k| far.remove(&k)) {
                self.dense.push(next);
            }
            if far.is_empty() {
                self.far = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ResultSlots;

    #[test]
    fn in_order_and_out_of_order_numbers() {
        let mut s = ResultSlots::default();
        s.set(2, 'c');
        s.set(u32::MAX, 'z');
        assert_eq!(s.get(0), None);
        assert_eq!(s.get(2), Some('c'));
        s.set(0, 'a');
        s.set(1, 'b');
        assert_eq!([s.get(0), s.get(1), s.get(2)], [Some('a'), Some('b'), Some('c')]);
        assert_eq!(s.dense.len(), 3, "the early number joined the dense ones");
        s.set(1, 'B');
        assert_eq!(s.get(1), Some('B'));
        assert_eq!(s.get(u32::MAX), Some('z'));
        assert_eq!(s.get(3), None);
    }
}
