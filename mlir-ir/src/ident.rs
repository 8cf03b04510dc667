//! Interned strings: attribute names, op names, symbol names, file names.

use crate::context::Context;

/// An interned string, compared by identity.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Identifier(pub(crate) u32);

impl Identifier {
    /// The raw index, for the C API and Python handles.
    pub fn index(self) -> u32 {
        self.0
    }

    /// The interned text.
    pub fn as_str(self, ctx: &Context) -> &str {
        ctx.ident_str(self)
    }
}
