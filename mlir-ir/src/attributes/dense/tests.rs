//! Tests of dense elements storage, construction and the typed view.
