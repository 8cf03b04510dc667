//! Per-thread memos of what a context interns for program constants: the
//! identifier of a `&'static str`, or an attribute a function builds from
//! nothing but the context (an enum's default case, say).
//!
//! Op parsers and printers ask for these on every op. Interning takes a
//! shard lock and hashes the text, and with several threads parsing one
//! module the lock's cache line moves between cores; a thread-local table
//! keyed by the constant's or function's address needs neither. The memo
//! holds one context's entries at a time (contexts get unique ids), so it
//! never answers for another context and stays as small as the program's
//! set of constants.

use super::Context;
use crate::attributes::Attribute;
use crate::ident::Identifier;
use std::cell::RefCell;

#[derive(Default)]
struct Memo {
    /// The context whose entries these are.
    context: u64,
    idents: hashbrown::HashMap<(usize, usize), Identifier>,
    attrs: hashbrown::HashMap<usize, Attribute>,
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::default();
}

/// Runs `f` on this thread's memo, emptied first if it held another
/// context's entries.
fn with_memo<R>(ctx: &Context, f: impl FnOnce(&mut Memo) -> R) -> R {
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.context != ctx.id() {
            m.idents.clear();
            m.attrs.clear();
            m.context = ctx.id();
        }
        f(&mut m)
    })
}

impl Context {
    /// [`Context::ident`] of a string constant, memoized per thread by the
    /// constant's address.
    pub fn ident_static(&self, s: &'static str) -> Identifier {
        let key = (s.as_ptr() as usize, s.len());
        if let Some(id) = with_memo(self, |m| m.idents.get(&key).copied()) {
            return id;
        }
        let id = self.ident(s);
        with_memo(self, |m| m.idents.insert(key, id));
        id
    }

    /// The attribute `make` builds in this context, memoized per thread by
    /// the function's address. `make` must build the same attribute each
    /// time (a default value, say); two functions the compiler merged into
    /// one address have the same code, so they do.
    pub fn memo_attr(&self, make: fn(&Context) -> Attribute) -> Attribute {
        let key = make as usize;
        if let Some(a) = with_memo(self, |m| m.attrs.get(&key).copied()) {
            return a;
        }
        let a = make(self);
        with_memo(self, |m| m.attrs.insert(key, a));
        a
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;

    fn seven(c: &Context) -> crate::Attribute {
        c.int_attr_i64(c.int(32), 7)
    }

    #[test]
    fn memo_answers_for_the_context_asked_even_when_they_alternate() {
        let (a, b) = (Context::new(), Context::new());
        // Other entries first in `b`, so that its handles differ from `a`'s.
        b.ident("pad");
        b.int_attr_i64(b.int(8), 1);
        assert_ne!(a.ident("memo.x"), b.ident("memo.x"));
        assert_ne!(seven(&a), seven(&b));
        for _ in 0..3 {
            for ctx in [&a, &b] {
                assert_eq!(ctx.ident_static("memo.x"), ctx.ident("memo.x"));
                assert_eq!(ctx.memo_attr(seven), seven(ctx));
            }
        }
    }
}
