//! Identified types: dialect types known by name whose body is given once,
//! after the type itself may already be in use (upstream's mutable type
//! storage, as LLVM's `LLVMStructType::getIdentified` + `setBody`).
//!
//! Types here are immutable handles, so such a type is interned by its name
//! alone (the dialect picks the text, e.g. `struct<"name">`) and its body
//! lives in this per-context table, keyed by dialect and name. The body is
//! a list of type handles, never nested data: a body that refers back to
//! its own type holds that type's handle, so nothing in the table recurses
//! when it is hashed, compared or dropped. The dialect's type hooks read the
//! table to print the body where upstream prints it.

use super::Context;
use crate::ident::Identifier;
use crate::types::Type;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// What an identified type was declared to be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IdentifiedBody {
    /// Named but given no body yet: a body may still be set.
    Uninitialized,
    /// Declared without a body (LLVM's `opaque`): it never gets one.
    Opaque,
    /// Its elements, and the dialect's flag for their layout (LLVM's
    /// `packed`).
    Elements {
        /// The element types, in order.
        elements: Arc<[Type]>,
        /// Whether the elements are packed.
        packed: bool,
    },
}

/// Why a body could not be set: the one already set, which differs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("identified type already has a different body")]
pub struct BodyAlreadySet(pub IdentifiedBody);

/// The table: per dialect, name to body. Names not in it are identified
/// types that are not initialized yet.
#[derive(Default)]
pub(crate) struct IdentifiedTable {
    bodies: parking_lot::Mutex<hashbrown::HashMap<Identifier, hashbrown::HashMap<Box<str>, IdentifiedBody>>>,
}

impl Context {
    /// The state of the identified type `name` of `dialect`; `None` when
    /// it was never declared.
    pub fn identified_body(&self, dialect: Identifier, name: &str) -> Option<IdentifiedBody> {
        self.0.identified.bodies.lock().get(&dialect).and_then(|m| m.get(name)).cloned()
    }

    /// Declares the identified type `name` of `dialect` as `initial` if it
    /// was never declared (as upstream's type storage is made once, by the
    /// first `get`); returns its state, new or earlier.
    pub fn declare_identified(&self, dialect: Identifier, name: &str, initial: IdentifiedBody) -> IdentifiedBody {
        self.0.identified_declared.store(true, Ordering::Release);
        let mut map = self.0.identified.bodies.lock();
        map.entry(dialect).or_default().entry_ref(name).or_insert(initial).clone()
    }

    /// Sets the body of the identified type `name` of `dialect`, once: it
    /// succeeds when the type had no body yet or had this very one, and
    /// fails with the other body otherwise.
    pub fn set_identified_body(
        &self,
        dialect: Identifier,
        name: &str,
        body: IdentifiedBody,
    ) -> Result<(), BodyAlreadySet> {
        self.0.identified_declared.store(true, Ordering::Release);
        let mut map = self.0.identified.bodies.lock();
        let slot = map.entry(dialect).or_default().entry_ref(name).or_insert(IdentifiedBody::Uninitialized);
        if *slot == IdentifiedBody::Uninitialized || *slot == body {
            *slot = body;
            Ok(())
        } else {
            Err(BodyAlreadySet(slot.clone()))
        }
    }

    /// Sets the body of `name` only if it has none yet; returns whether it
    /// did (upstream's `getNewIdentified` takes the first name it can).
    pub fn claim_identified(&self, dialect: Identifier, name: &str, body: IdentifiedBody) -> bool {
        self.0.identified_declared.store(true, Ordering::Release);
        let mut map = self.0.identified.bodies.lock();
        let slot = map.entry(dialect).or_default().entry_ref(name).or_insert(IdentifiedBody::Uninitialized);
        if *slot != IdentifiedBody::Uninitialized {
            return false;
        }
        *slot = body;
        true
    }

    /// Whether any identified type may exist in this context; until one
    /// does, the printer writes dialect types as stored.
    pub fn may_have_identified_types(&self) -> bool {
        self.0.identified_declared.load(Ordering::Acquire)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_are_set_once() {
        let ctx = Context::new();
        let d = ctx.ident("test");
        assert!(!ctx.may_have_identified_types());
        assert_eq!(ctx.identified_body(d, "a"), None);
        assert_eq!(ctx.declare_identified(d, "a", IdentifiedBody::Uninitialized), IdentifiedBody::Uninitialized);
        assert!(ctx.may_have_identified_types());
        let body = IdentifiedBody::Elements { elements: Arc::from([ctx.i1_type()]), packed: false };
        ctx.set_identified_body(d, "a", body.clone()).unwrap();
        ctx.set_identified_body(d, "a", body.clone()).unwrap();
        let other = IdentifiedBody::Elements { elements: Arc::from([ctx.i64_type()]), packed: false };
        assert_eq!(ctx.set_identified_body(d, "a", other), Err(BodyAlreadySet(body.clone())));
        assert_eq!(ctx.set_identified_body(d, "a", IdentifiedBody::Opaque), Err(BodyAlreadySet(body.clone())));
        // Declaring again changes nothing.
        assert_eq!(ctx.declare_identified(d, "a", IdentifiedBody::Opaque), body);
        assert_eq!(ctx.identified_body(d, "a"), Some(body));
        // Names are per dialect.
        assert_eq!(ctx.identified_body(ctx.ident("other"), "a"), None);
    }

    #[test]
    fn claiming_takes_only_names_without_a_body() {
        let ctx = Context::new();
        let d = ctx.ident("test");
        ctx.declare_identified(d, "a", IdentifiedBody::Uninitialized);
        assert!(ctx.claim_identified(d, "a", IdentifiedBody::Opaque));
        assert!(!ctx.claim_identified(d, "a", IdentifiedBody::Opaque));
        assert!(ctx.claim_identified(d, "b", IdentifiedBody::Opaque));
    }
}
