//! Per-thread memo of recently interned names whose text lives at a stable
//! address for a while: the keys of a Python attribute dictionary, or an
//! op name held by a Python string, passed again for every op a script
//! builds.
//!
//! Interning hashes the text and takes a shard lock; this memo instead
//! looks at one slot chosen by the text's address and compares the text
//! itself with the name it remembers. The comparison makes the memo
//! correct whatever the address held before: a buffer freed and reused
//! for other text only misses. Slots remember which context they belong
//! to (contexts get unique ids), so one never answers for another.
//!
//! `static_memo.rs` serves program constants, whose address names the same
//! text forever, so it keeps every entry without checking the text. The
//! texts here are transient: the table is small, overwritten slot by slot,
//! and checked on every hit.

use super::{Context, OperationName};
use crate::ident::Identifier;
use std::cell::Cell;

/// Slots per table: enough for the handful of keys and op names a
/// building loop cycles through.
const SLOTS: usize = 64;

#[derive(Copy, Clone)]
struct Slot {
    context: u64,
    addr: usize,
    index: u32,
}

/// A table of slots; empty slots match no text (no text lives at
/// address 0).
type Table = Box<[Cell<Slot>; SLOTS]>;

fn empty_table() -> Table {
    Box::new(std::array::from_fn(|_| Cell::new(Slot { context: 0, addr: 0, index: 0 })))
}

// Boxed: a Python extension module gets little static TLS space from the
// loader ("cannot allocate memory in static TLS block"), so each table
// costs the thread one pointer there.
thread_local! {
    static IDENTS: Table = empty_table();
    static OP_NAMES: Table = empty_table();
}

/// The slot of text at `addr`: strings are at least 8-aligned, so the low
/// bits carry nothing.
fn slot_of(addr: usize) -> usize {
    (addr >> 3) % SLOTS
}

/// The remembered index for `s` if `matches` confirms it, else the index
/// `intern` gives, remembered.
fn memoized(
    table: &'static std::thread::LocalKey<Table>,
    ctx: &Context,
    s: &str,
    matches: impl FnOnce(u32) -> bool,
    intern: impl FnOnce() -> u32,
) -> u32 {
    let addr = s.as_ptr() as usize;
    let slot = table.with(|t| t[slot_of(addr)].get());
    if slot.context == ctx.id() && slot.addr == addr && matches(slot.index) {
        return slot.index;
    }
    let index = intern();
    table.with(|t| t[slot_of(addr)].set(Slot { context: ctx.id(), addr, index }));
    index
}

impl Context {
    /// [`Context::ident`], memoized per thread by the text's address (see
    /// the module doc): for callers passing the same string buffers again
    /// and again.
    pub fn ident_recent(&self, s: &str) -> Identifier {
        Identifier(memoized(&IDENTS, self, s, |i| self.ident_str(Identifier(i)) == s, || self.ident(s).0))
    }

    /// [`Context::op_name`], memoized per thread as [`Self::ident_recent`].
    pub fn op_name_recent(&self, s: &str) -> OperationName {
        OperationName(memoized(&OP_NAMES, self, s, |i| self.op_name_str(OperationName(i)) == s, || self.op_name(s).0))
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;

    #[test]
    fn a_reused_buffer_with_new_text_gets_the_new_name() {
        let ctx = Context::new();
        let mut buf = String::from("alpha");
        let a = ctx.ident_recent(&buf);
        assert_eq!(ctx.ident_str(a), "alpha");
        assert_eq!(ctx.ident_recent(&buf), a);
        // Same address and length, other text.
        buf.replace_range(.., "gamma");
        let g = ctx.ident_recent(&buf);
        assert_eq!(ctx.ident_str(g), "gamma");
        assert_ne!(a, g);
        buf.replace_range(.., "t.opx");
        assert_eq!(ctx.op_name_str(ctx.op_name_recent(&buf)), "t.opx");
        buf.replace_range(.., "t.opy");
        assert_eq!(ctx.op_name_str(ctx.op_name_recent(&buf)), "t.opy");
    }

    #[test]
    fn each_context_gets_its_own_names() {
        let (c1, c2) = (Context::new(), Context::new());
        let s = String::from("shared_text");
        // Fill c2 with other names first so indices differ between contexts.
        for k in 0..10 {
            c2.ident(&format!("pad{k}"));
        }
        let a1 = c1.ident_recent(&s);
        let a2 = c2.ident_recent(&s);
        assert_eq!(c1.ident_str(a1), "shared_text");
        assert_eq!(c2.ident_str(a2), "shared_text");
        assert_eq!(c1.ident_recent(&s), a1);
        assert_eq!(c2.ident(&s), a2);
    }
}
