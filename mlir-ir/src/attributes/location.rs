//! Locations: where an operation, block argument or diagnostic comes from.

use super::{AttrKind, Attribute};
use crate::context::Context;
use crate::ident::Identifier;

/// A location attribute; always holds an [`AttrKind::Loc`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Location(pub(crate) Attribute);

impl Location {
    /// The location as a plain attribute.
    pub fn attr(self) -> Attribute {
        self.0
    }

    /// The location's data.
    pub fn kind(self, ctx: &Context) -> &LocKind {
        match ctx.attr_kind(self.0) {
            AttrKind::Loc(l) => l,
            _ => unreachable!("a Location handle always names a location attribute"),
        }
    }
}

/// The data of a location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocKind {
    /// `unknown`.
    Unknown,
    /// `"file":line:col`, or a range `"file":l:c to l2:c2` / `to :c2`.
    /// `parts` is how many of the four numbers were given (1: line only,
    /// 2: line and column, 3: `to :c2`, 4: `to l2:c2`): upstream keeps
    /// these apart even when they print alike.
    FileLineCol { file: Identifier, line: u32, col: u32, end_line: u32, end_col: u32, parts: u8 },
    /// `"name"` or `"name"(child)`; `child` is `unknown` when absent.
    Name { name: Identifier, child: Location },
    /// `callsite(callee at caller)`.
    CallSite { callee: Location, caller: Location },
    /// `fused<metadata>[locs...]`.
    Fused { locs: Box<[Location]>, metadata: Option<Attribute> },
}
