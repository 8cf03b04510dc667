//! [`InterfaceMap`]: the interfaces one op definition implements, keyed by
//! the interface's trait object type.

use std::any::{Any, TypeId};
use std::sync::Arc;

/// The interface implementations of one op definition.
///
/// Entries are `Arc<I>` for an interface trait object type `I` (such as
/// `dyn LoopLikeOpInterface`), stored type-erased and found again by `I`'s
/// `TypeId`. Ops implement a handful of interfaces, so a short vector
/// scanned linearly beats a hash map; cloning shares the implementations.
#[derive(Clone, Default)]
pub struct InterfaceMap {
    entries: Vec<(TypeId, Arc<dyn Any + Send + Sync>)>,
}

impl InterfaceMap {
    /// A map with no interfaces.
    pub const fn new() -> InterfaceMap {
        InterfaceMap { entries: Vec::new() }
    }

    /// The shared empty map, for definitions that implement nothing.
    pub fn empty() -> &'static InterfaceMap {
        static EMPTY: InterfaceMap = InterfaceMap::new();
        &EMPTY
    }

    /// Adds (or replaces) the implementation of interface `I`, e.g.
    /// `map.insert::<dyn LoopLikeOpInterface>(Arc::new(ForLoop))`.
    pub fn insert<I: ?Sized + Send + Sync + 'static>(&mut self, imp: Arc<I>) {
        let id = TypeId::of::<I>();
        let erased: Arc<dyn Any + Send + Sync> = Arc::new(imp);
        match self.entries.iter_mut().find(|(t, _)| *t == id) {
            Some(slot) => slot.1 = erased,
            None => self.entries.push((id, erased)),
        }
    }

    /// [`InterfaceMap::insert`], builder style.
    pub fn with<I: ?Sized + Send + Sync + 'static>(mut self, imp: Arc<I>) -> InterfaceMap {
        self.insert(imp);
        self
    }

    /// The implementation of interface `I`, if present.
    pub fn get<I: ?Sized + 'static>(&self) -> Option<&I> {
        let id = TypeId::of::<I>();
        let (_, entry) = self.entries.iter().find(|(t, _)| *t == id)?;
        entry.downcast_ref::<Arc<I>>().map(|imp| &**imp)
    }

    /// Whether interface `I` is present.
    pub fn has<I: ?Sized + 'static>(&self) -> bool {
        let id = TypeId::of::<I>();
        self.entries.iter().any(|(t, _)| *t == id)
    }

    /// Adds every entry of `other` (its entries win).
    pub fn extend(&mut self, other: &InterfaceMap) {
        for (id, imp) in &other.entries {
            match self.entries.iter_mut().find(|(t, _)| t == id) {
                Some(slot) => slot.1 = imp.clone(),
                None => self.entries.push((*id, imp.clone())),
            }
        }
    }
}

impl std::fmt::Debug for InterfaceMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InterfaceMap({} interfaces)", self.entries.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    trait Greeter: Send + Sync {
        fn greet(&self) -> &'static str;
    }
    trait Counter: Send + Sync {}
    struct Hello;
    impl Greeter for Hello {
        fn greet(&self) -> &'static str {
            "hello"
        }
    }
    struct Bye;
    impl Greeter for Bye {
        fn greet(&self) -> &'static str {
            "bye"
        }
    }

    #[test]
    fn finds_an_implementation_by_its_interface() {
        let map = InterfaceMap::new().with::<dyn Greeter>(Arc::new(Hello));
        assert_eq!(map.get::<dyn Greeter>().map(|g| g.greet()), Some("hello"));
        assert!(map.get::<dyn Counter>().is_none());
        assert!(map.has::<dyn Greeter>() && !map.has::<dyn Counter>());
    }

    #[test]
    fn a_later_implementation_replaces_the_earlier() {
        let mut map = InterfaceMap::new().with::<dyn Greeter>(Arc::new(Hello));
        map.extend(&InterfaceMap::new().with::<dyn Greeter>(Arc::new(Bye)));
        assert_eq!(map.get::<dyn Greeter>().map(|g| g.greet()), Some("bye"));
        assert!(InterfaceMap::empty().get::<dyn Greeter>().is_none());
    }
}
