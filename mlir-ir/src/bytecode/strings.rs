//! The string section: every name and string the other sections refer to
//! by index.
//!
//! Layout: the count, then each string's size (with its terminating zero)
//! in reverse order, then the strings themselves, zero-terminated, in
//! order; the reader takes sizes from the front and strings from the back.

use super::encoding::{Cursor, Emitter};
use super::ReadError;

/// The strings a writer has referenced, each once.
#[derive(Default)]
pub struct StringTable {
    strings: Vec<Vec<u8>>,
    index: hashbrown::HashMap<Vec<u8>, u64>,
}

impl StringTable {
    /// The index of `s`, adding it if new.
    pub fn insert(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.strings.len() as u64;
        self.strings.push(s.to_vec());
        self.index.insert(s.to_vec(), i);
        i
    }

    /// The section body.
    pub fn emit(&self) -> Emitter {
        let mut e = Emitter::new();
        e.varint(self.strings.len() as u64);
        for s in self.strings.iter().rev() {
            e.varint(s.len() as u64 + 1);
        }
        for s in &self.strings {
            e.nul_string(s);
        }
        e
    }
}

/// Reads the string section into slices of the file.
pub fn read_strings<'a>(mut c: Cursor<'a>) -> Result<Vec<&'a [u8]>, ReadError> {
    let section_len = c.remaining();
    let n = c.varint()?;
    // Each string takes at least its size byte and its terminator.
    let n = c.check_count(n, 2, "string")?;
    let mut sizes = Vec::with_capacity(n);
    for _ in 0..n {
        sizes.push(c.varint()?);
    }
    // The string data is what follows the sizes; strings sit in order,
    // so the last size read belongs to the first string.
    let header = section_len - c.remaining();
    let data = c.bytes(c.remaining() as u64)?;
    let mut out = vec![&data[..0]; n];
    let mut end = data.len();
    for (i, &size) in sizes.iter().enumerate() {
        if size == 0 || size as usize > end {
            return Err(c.error("string size exceeds the available data size"));
        }
        let start = end - size as usize;
        if data[end - 1] != 0 {
            return Err(c.error("string in the string section is not null-terminated"));
        }
        out[n - 1 - i] = &data[start..end - 1];
        end = start;
    }
    if end != 0 {
        return Err(ReadError {
            offset: header,
            msg: "unexpected trailing data between the offsets for strings and their data".into(),
        });
    }
    Ok(out)
}
