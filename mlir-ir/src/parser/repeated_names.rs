//! Finding a repeated attribute name, in dictionaries as they are parsed
//! and in the attribute list a custom op parser produced.

use crate::attributes::NamedAttribute;
use crate::ident::Identifier;

/// Names are compared by scanning while the list is short (no allocation
/// for the usual few); beyond that a set takes over, so a huge dictionary
/// stays linear to check.
const SCAN_LIMIT: usize = 16;

/// Tells whether each new name repeats one of the names before it.
#[derive(Default)]
pub(crate) struct RepeatedNames {
    seen: hashbrown::HashSet<Identifier>,
}

impl RepeatedNames {
    /// Whether `id` is among `prior`, the names accepted so far, in order
    /// (the same list, one longer, at every call).
    pub(crate) fn repeats(&mut self, prior: &[NamedAttribute], id: Identifier) -> bool {
        if prior.len() < SCAN_LIMIT {
            return prior.iter().any(|(k, _)| *k == id);
        }
        if self.seen.is_empty() {
            self.seen.extend(prior.iter().map(|(k, _)| *k));
        }
        !self.seen.insert(id)
    }

    /// The first name of `attrs` that occurs a second time.
    pub(crate) fn first_in(attrs: &[NamedAttribute]) -> Option<Identifier> {
        let mut names = RepeatedNames::default();
        attrs
            .iter()
            .enumerate()
            .map(|(i, (n, _))| (i, *n))
            .find(|&(i, n)| names.repeats(&attrs[..i], n))
            .map(|(_, n)| n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeats_are_found_below_and_above_the_scan_limit() {
        let ctx = crate::context::Context::new();
        let unit = ctx.unit_attr();
        for n in [3usize, SCAN_LIMIT - 1, SCAN_LIMIT, SCAN_LIMIT + 5, 100] {
            let mut attrs: Vec<NamedAttribute> = (0..n).map(|i| (ctx.ident(&format!("a{i}")), unit)).collect();
            assert_eq!(RepeatedNames::first_in(&attrs), None, "{n} distinct names");
            let again = attrs[n / 2].0;
            attrs.push((again, unit));
            assert_eq!(RepeatedNames::first_in(&attrs), Some(again), "{n} names and a repeat");
        }
    }
}
