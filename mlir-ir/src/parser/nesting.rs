//! How deeply each recursive construct of the textual format may nest.
//!
//! Hostile text can nest anything without end: `tuple<tuple<...>>`,
//! `[[[...]]]`, `callsite(callsite(...))`, `((((d0))))` in an affine map,
//! regions inside ops inside regions. The parser recurses per level (on a
//! stack that grows on the heap, see `support/stack.rs`), so without a
//! bound the depth is limited only by memory. Each construct has its own
//! limit, checked where a level opens: past it the parse stops with a
//! diagnostic at the token that opens the level one too deep.
//!
//! Every limit is at least what upstream `mlir-opt` 22 parses before its
//! fixed 8 MiB stack overflows (it has no limit of its own and crashes
//! instead), rounded up to a power of two: any text upstream reads, this
//! parser reads too. Everything after parsing (verifier, printer, walks,
//! passes, `Drop`) is linear in depth, so the limits only bound how much
//! stack a parse may take, not time.

/// Nested types (`tuple<...>`, `complex<...>`, element types of shaped
/// types, function types through their inputs and results). Upstream
/// overflows past about 17,500 nested tuples.
pub const MAX_TYPE_NESTING: usize = 32_768;

/// Nested attributes (arrays, dictionaries, and the nested lists of a
/// `dense<...>` literal). Upstream overflows past about 8,300 nested
/// arrays (7,500 dictionaries).
pub const MAX_ATTRIBUTE_NESTING: usize = 16_384;

/// Nested locations (`callsite(... at ...)`, `fused[...]`, name
/// locations with a child). Upstream overflows past about 18,700 nested
/// name locations (21,700 call sites, 26,000 fused locations).
pub const MAX_LOCATION_NESTING: usize = 32_768;

/// Nested parentheses and negations in an affine expression
/// (`affine_map`, `affine_set`). Upstream overflows past about 16,700.
pub const MAX_AFFINE_NESTING: usize = 32_768;

/// Nested regions: an op's region holding an op with a region, and so on.
/// Upstream overflows past about 2,300.
pub const MAX_REGION_NESTING: usize = 4_096;

/// A construct whose nesting the parser bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Construct {
    /// Types; limit [`MAX_TYPE_NESTING`].
    Type,
    /// Attributes; limit [`MAX_ATTRIBUTE_NESTING`].
    Attribute,
    /// Locations; limit [`MAX_LOCATION_NESTING`].
    Location,
    /// Affine expressions; limit [`MAX_AFFINE_NESTING`].
    AffineExpr,
    /// Regions; limit [`MAX_REGION_NESTING`].
    Region,
}

impl Construct {
    /// How many levels of this construct may nest.
    pub const fn limit(self) -> usize {
        match self {
            Construct::Type => MAX_TYPE_NESTING,
            Construct::Attribute => MAX_ATTRIBUTE_NESTING,
            Construct::Location => MAX_LOCATION_NESTING,
            Construct::AffineExpr => MAX_AFFINE_NESTING,
            Construct::Region => MAX_REGION_NESTING,
        }
    }

    /// The construct's name in diagnostics, plural.
    pub const fn plural(self) -> &'static str {
        match self {
            Construct::Type => "types",
            Construct::Attribute => "attributes",
            Construct::Location => "locations",
            Construct::AffineExpr => "affine expressions",
            Construct::Region => "regions",
        }
    }

    /// The diagnostic for a level one past the limit, e.g. `types nested
    /// more than 32768 levels deep are not supported`.
    pub fn too_deep(self) -> String {
        format!("{} nested more than {} levels deep are not supported", self.plural(), self.limit())
    }
}

/// The current nesting depth of each construct, in one parse.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Depths([usize; 5]);

impl Depths {
    fn slot(c: Construct) -> usize {
        c as usize
    }

    /// Enters one level of `c`; `false` (and no change) when that level
    /// would be past the limit.
    pub(crate) fn enter(&mut self, c: Construct) -> bool {
        let d = &mut self.0[Self::slot(c)];
        if *d >= c.limit() {
            return false;
        }
        *d += 1;
        true
    }

    /// Leaves a level of `c` entered with [`Depths::enter`].
    pub(crate) fn leave(&mut self, c: Construct) {
        let d = &mut self.0[Self::slot(c)];
        *d = d.saturating_sub(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enter_stops_at_the_limit_and_leave_reopens_it() {
        let mut d = Depths::default();
        for _ in 0..MAX_REGION_NESTING {
            assert!(d.enter(Construct::Region));
        }
        assert!(!d.enter(Construct::Region), "one level past the limit");
        assert!(d.enter(Construct::Type), "each construct counts apart");
        d.leave(Construct::Region);
        assert!(d.enter(Construct::Region));
    }

    #[test]
    fn message_names_the_construct_and_its_limit() {
        assert_eq!(Construct::Region.too_deep(), "regions nested more than 4096 levels deep are not supported");
    }
}
