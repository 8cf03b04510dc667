//! What each type and attribute printed as, for printing it again by
//! copying.
//!
//! A type's or attribute's text depends only on it and on the printer's
//! flags and aliases, which are fixed for the printer's life; and IR
//! spells the same few over and over (generic form: every op's operand
//! and result types; the same splat on many ops). The side effects of a
//! first print (a `dense_resource` key noted for the resource section, a
//! `distinct` id chosen) need no repeating: they record first uses.

use std::hash::Hash;

/// The texts printed for keys of type `K`, held in one buffer.
pub(crate) struct TextCache<K> {
    /// Byte range in `text` of each key's text.
    ranges: hashbrown::HashMap<K, (u32, u32)>,
    text: String,
}

impl<K> Default for TextCache<K> {
    fn default() -> Self {
        TextCache { ranges: hashbrown::HashMap::new(), text: String::new() }
    }
}

impl<K: Hash + Eq> TextCache<K> {
    /// The text printed for `key`, if it was recorded.
    #[inline]
    pub(crate) fn get(&self, key: &K) -> Option<&str> {
        self.ranges.get(key).map(|&(from, to)| &self.text[from as usize..to as usize])
    }

    /// Records `printed` as the text of `key`.
    pub(crate) fn record(&mut self, key: K, printed: &str) {
        let from = self.text.len();
        self.text.push_str(printed);
        if let (Ok(from), Ok(to)) = (u32::try_from(from), u32::try_from(self.text.len())) {
            self.ranges.insert(key, (from, to));
        }
    }
}
