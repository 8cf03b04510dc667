//! [`DialectRegistry`]: the dialects a context *may* load, by namespace.
//!
//! Upstream separates registering a dialect (making it available) from
//! loading it (its ops become known). A registry holds constructors;
//! [`crate::Context::append_dialect_registry`] makes them available to a
//! context, which loads them on demand (first use of an op name of that
//! namespace, `ctx.dialects[ns]`) or all at once
//! ([`crate::Context::load_all_available_dialects`]).
//!
//! Dialect crates also announce themselves by linking: each submits a
//! [`DialectRegistration`] with `inventory`, and [`DialectRegistry::linked`]
//! collects every one linked into the binary, so a tool or a Python
//! aggregate registers exactly the crates it was built from.

use super::Dialect;

/// A dialect a crate linked into this binary provides.
#[derive(Copy, Clone)]
pub struct DialectRegistration {
    /// The namespace, e.g. `arith`.
    pub namespace: &'static str,
    /// Builds the dialect.
    pub ctor: fn() -> Dialect,
}

inventory::collect!(DialectRegistration);

/// A set of dialect constructors by namespace, in insertion order.
#[derive(Clone, Default)]
pub struct DialectRegistry {
    entries: Vec<(String, fn() -> Dialect)>,
}

impl DialectRegistry {
    /// An empty registry.
    pub fn new() -> DialectRegistry {
        DialectRegistry::default()
    }

    /// Every dialect linked into this binary, sorted by namespace so the
    /// order does not depend on the linker.
    pub fn linked() -> DialectRegistry {
        let mut r = DialectRegistry::new();
        let mut all: Vec<&DialectRegistration> = inventory::iter::<DialectRegistration>.into_iter().collect();
        all.sort_by_key(|d| d.namespace);
        for d in all {
            r.insert(d.namespace, d.ctor);
        }
        r
    }

    /// Adds (or replaces) the constructor of `namespace`.
    pub fn insert(&mut self, namespace: &str, ctor: fn() -> Dialect) {
        match self.entries.iter_mut().find(|(n, _)| n == namespace) {
            Some(e) => e.1 = ctor,
            None => self.entries.push((namespace.to_string(), ctor)),
        }
    }

    /// Adds every entry of `other`.
    pub fn extend(&mut self, other: &DialectRegistry) {
        for (n, c) in &other.entries {
            self.insert(n, *c);
        }
    }

    /// The constructor of `namespace`.
    pub fn get(&self, namespace: &str) -> Option<fn() -> Dialect> {
        self.entries.iter().find(|(n, _)| n == namespace).map(|(_, c)| *c)
    }

    /// Whether `namespace` is registered.
    pub fn contains(&self, namespace: &str) -> bool {
        self.get(namespace).is_some()
    }

    /// The registered namespaces, in insertion order.
    pub fn namespaces(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(n, _)| n.as_str())
    }

    /// Number of registered dialects.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing is registered.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
