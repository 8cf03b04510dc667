//! The bytecode's primitive encodings: prefix varints, zigzag signed
//! varints, null-terminated strings, sections and alignment padding.
//!
//! [`Emitter`] builds bytes; [`Cursor`] reads them and checks every length
//! against the bytes that remain before using it, so hostile input ends in
//! an error, never in a large allocation or an out-of-bounds read.

use super::ReadError;

/// Filler of alignment padding (upstream's `kAlignmentByte`).
pub const ALIGNMENT_BYTE: u8 = 0xCB;

/// Largest alignment accepted for a section or a blob: upstream aligns to
/// powers of two; anything larger than a page is not something a writer
/// asks for and would only make padding a way to skip bytes.
pub const MAX_ALIGNMENT: u64 = 1 << 16;

/// A growing byte buffer with the alignment its contents need relative to
/// its start (upstream's `EncodingEmitter`).
#[derive(Default)]
pub struct Emitter {
    /// The bytes written so far.
    pub buf: Vec<u8>,
    /// The alignment the buffer must start at for its aligned parts (a
    /// resource blob) to be aligned in the file.
    pub align: u64,
}

impl Emitter {
    /// An empty emitter.
    pub fn new() -> Emitter {
        Emitter { buf: Vec::new(), align: 1 }
    }

    /// Number of bytes written.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// One byte.
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }

    /// Raw bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }

    /// A prefix varint: the count of trailing zero bits of the first byte
    /// plus one is the number of bytes; a first byte of zero announces the
    /// full 8-byte value that follows.
    pub fn varint(&mut self, v: u64) {
        if v < 0x80 {
            self.buf.push(((v << 1) | 1) as u8);
            return;
        }
        let bits = 64 - v.leading_zeros() as usize;
        let n = bits.div_ceil(7);
        if n > 8 {
            self.buf.push(0);
            self.buf.extend_from_slice(&v.to_le_bytes());
            return;
        }
        let enc = ((v << 1) | 1) << (n - 1);
        self.buf.extend_from_slice(&enc.to_le_bytes()[..n]);
    }

    /// A signed varint (zigzag: small magnitudes of either sign stay short);
    /// the writer's builtin encodings need none yet, the tests check the
    /// reader's decoding against it.
    #[cfg(test)]
    pub fn signed_varint(&mut self, v: i64) {
        self.varint(((v << 1) ^ (v >> 63)) as u64);
    }

    /// `(v << 1) | flag`, the format's way to carry one bit with a count.
    pub fn varint_flag(&mut self, v: u64, flag: bool) {
        self.varint((v << 1) | flag as u64);
    }

    /// Bytes followed by a zero byte.
    pub fn nul_string(&mut self, s: &[u8]) {
        self.buf.extend_from_slice(s);
        self.buf.push(0);
    }

    /// Pads with [`ALIGNMENT_BYTE`] up to a multiple of `alignment` (a
    /// power of two) and records the requirement.
    pub fn align_to(&mut self, alignment: u64) {
        if alignment < 2 {
            return;
        }
        while !(self.buf.len() as u64).is_multiple_of(alignment) {
            self.buf.push(ALIGNMENT_BYTE);
        }
        self.align = self.align.max(alignment);
    }

    /// Appends section `id` holding `body`: the id byte (its high bit set
    /// when an alignment follows), the length, the alignment and padding
    /// if the body needs one here, then the body.
    pub fn section(&mut self, id: u8, body: Emitter) {
        let code_at = self.buf.len();
        self.byte(id);
        self.varint(body.buf.len() as u64);
        if body.align > 1 {
            if !(self.buf.len() as u64).is_multiple_of(body.align) {
                self.varint(body.align);
                self.align_to(body.align);
                self.buf[code_at] |= 0x80;
            } else {
                self.align = self.align.max(body.align);
            }
        }
        self.buf.extend_from_slice(&body.buf);
    }
}

/// A bounded reader over part of the file. `base` is the offset of
/// `data[0]` in the whole file, which alignment is measured against.
#[derive(Clone, Copy)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor over the whole file.
    pub fn new(data: &'a [u8]) -> Cursor<'a> {
        Cursor { data, pos: 0, base: 0 }
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// Whether every byte was read.
    pub fn at_end(&self) -> bool {
        self.pos == self.data.len()
    }

    /// The file offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// Checks that `count` items of at least `min_bytes` each can still
    /// follow, before anything is allocated for them.
    pub fn check_count(&self, count: u64, min_bytes: u64, what: &str) -> Result<usize, ReadError> {
        if count.saturating_mul(min_bytes.max(1)) > self.remaining() as u64 && min_bytes > 0 {
            return Err(self.error(format!("{what} count {count} exceeds the remaining {} bytes", self.remaining())));
        }
        usize::try_from(count).map_err(|_| self.error(format!("{what} count {count} is too large")))
    }

    /// An error at the current offset.
    pub fn error(&self, msg: impl Into<String>) -> ReadError {
        ReadError { offset: self.offset(), msg: msg.into() }
    }

    /// One byte.
    pub fn byte(&mut self) -> Result<u8, ReadError> {
        let b = *self
            .data
            .get(self.pos)
            .ok_or_else(|| self.error("attempting to parse a byte at the end of the bytecode"))?;
        self.pos += 1;
        Ok(b)
    }

    /// `n` raw bytes.
    pub fn bytes(&mut self, n: u64) -> Result<&'a [u8], ReadError> {
        if n > self.remaining() as u64 {
            return Err(self.error(format!("attempting to parse {n} bytes when only {} remain", self.remaining())));
        }
        let s = &self.data[self.pos..self.pos + n as usize];
        self.pos += n as usize;
        Ok(s)
    }

    /// A sub-cursor over the next `n` bytes, which this cursor skips.
    pub fn sub(&mut self, n: u64) -> Result<Cursor<'a>, ReadError> {
        let base = self.offset();
        let data = self.bytes(n)?;
        Ok(Cursor { data, pos: 0, base })
    }

    /// A prefix varint (see [`Emitter::varint`]).
    pub fn varint(&mut self) -> Result<u64, ReadError> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok((first >> 1) as u64);
        }
        if first == 0 {
            let b = self.bytes(8)?;
            return Ok(u64::from_le_bytes(b.try_into().expect("eight bytes")));
        }
        let n = first.trailing_zeros() as usize + 1;
        let rest = self.bytes(n as u64 - 1)?;
        let mut buf = [0u8; 8];
        buf[0] = first;
        buf[1..n].copy_from_slice(rest);
        Ok(u64::from_le_bytes(buf) >> n)
    }

    /// A zigzag signed varint.
    pub fn signed_varint(&mut self) -> Result<i64, ReadError> {
        let v = self.varint()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    /// A varint carrying a flag in its low bit.
    pub fn varint_flag(&mut self) -> Result<(u64, bool), ReadError> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A string ending at the next zero byte (which is consumed).
    pub fn nul_string(&mut self) -> Result<&'a [u8], ReadError> {
        let rest = &self.data[self.pos..];
        let end = memchr::memchr(0, rest)
            .ok_or_else(|| self.error("malformed null-terminated string, no null character found"))?;
        self.pos += end + 1;
        Ok(&rest[..end])
    }

    /// Skips padding up to a multiple of `alignment` in the file; each
    /// padding byte must be [`ALIGNMENT_BYTE`].
    pub fn align_to(&mut self, alignment: u64) -> Result<(), ReadError> {
        if !alignment.is_power_of_two() || alignment > MAX_ALIGNMENT {
            return Err(
                self.error(format!("expected alignment to be a power-of-two at most {MAX_ALIGNMENT}, got {alignment}"))
            );
        }
        while !(self.offset() as u64).is_multiple_of(alignment) {
            let b = self.byte()?;
            if b != ALIGNMENT_BYTE {
                return Err(self.error(format!("expected alignment byte (0xCB), but got: '0x{b:X}'")));
            }
        }
        Ok(())
    }

    /// A section: id byte, length, optional alignment; returns the id and
    /// a cursor over the body.
    pub fn section(&mut self, num_sections: u8) -> Result<(u8, Cursor<'a>), ReadError> {
        let code = self.byte()?;
        let len = self.varint()?;
        let id = code & 0x7f;
        if id >= num_sections {
            return Err(self.error(format!("invalid section ID: {id}")));
        }
        if code & 0x80 != 0 {
            let alignment = self.varint()?;
            self.align_to(alignment)?;
        }
        Ok((id, self.sub(len)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_at_every_length() {
        let values = [0u64, 1, 0x7f, 0x80, 0x3fff, 0x4000, 1 << 20, 1 << 35, (1 << 56) - 1, 1 << 56, u64::MAX];
        for v in values {
            let mut e = Emitter::new();
            e.varint(v);
            let mut c = Cursor::new(&e.buf);
            assert_eq!(c.varint().unwrap(), v, "value {v}");
            assert!(c.at_end());
        }
        for v in [0i64, -1, 1, -64, 63, -65, i64::MIN, i64::MAX] {
            let mut e = Emitter::new();
            e.signed_varint(v);
            assert_eq!(Cursor::new(&e.buf).signed_varint().unwrap(), v);
        }
    }

    #[test]
    fn varint_lengths_match_the_format() {
        let len = |v: u64| {
            let mut e = Emitter::new();
            e.varint(v);
            e.buf.len()
        };
        assert_eq!(len(0x7f), 1);
        assert_eq!(len(0x80), 2);
        assert_eq!(len(0x3fff), 2);
        assert_eq!(len(0x4000), 3);
        assert_eq!(len(u64::MAX), 9);
        let mut e = Emitter::new();
        e.varint(6);
        assert_eq!(e.buf, [0x0d]);
    }

    #[test]
    fn truncated_input_is_an_error() {
        let mut c = Cursor::new(&[0x02]);
        assert!(c.varint().is_err());
        let mut c = Cursor::new(&[0x00, 1, 2]);
        assert!(c.varint().is_err());
        let mut c = Cursor::new(b"abc");
        assert!(c.nul_string().is_err());
        let c = Cursor::new(&[1, 2, 3]);
        assert!(c.check_count(1 << 40, 1, "x").is_err());
    }

    #[test]
    fn aligned_sections_pad_and_read_back() {
        let mut body = Emitter::new();
        body.byte(7);
        body.align_to(8);
        body.bytes(&[1, 2, 3]);
        let mut top = Emitter::new();
        top.bytes(b"abc");
        top.section(5, body);
        let mut c = Cursor::new(&top.buf);
        c.bytes(3).unwrap();
        let (id, mut s) = c.section(9).unwrap();
        assert_eq!(id, 5);
        assert_eq!(s.offset() % 8, 0);
        assert_eq!(s.byte().unwrap(), 7);
        s.align_to(8).unwrap();
        assert_eq!(s.bytes(3).unwrap(), &[1, 2, 3]);
    }
}
