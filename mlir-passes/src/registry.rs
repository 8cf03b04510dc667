//! The pass registry, filled by linking: every pass crate submits a
//! [`PassRegistration`] with `inventory`, and [`lookup_pass`] finds it by
//! its pipeline name.

use crate::pass::Pass;

/// Builds a pass from its `key=value` options.
pub type PassConstructor = fn(&[(String, String)]) -> Result<Box<dyn Pass>, String>;

/// One registered pass: its pipeline name, a description for
/// `--list-passes`, and a constructor from `key=value` options.
pub struct PassRegistration {
    /// The pipeline name (`canonicalize`).
    pub argument: &'static str,
    /// A one-line description.
    pub description: &'static str,
    /// Builds the pass from its options; an unknown option or bad value is
    /// an error message.
    pub create: PassConstructor,
}

inventory::collect!(PassRegistration);

/// The registration of pass `argument`.
pub fn lookup_pass(argument: &str) -> Option<&'static PassRegistration> {
    inventory::iter::<PassRegistration>.into_iter().find(|p| p.argument == argument)
}

/// Every registered pass, sorted by name.
pub fn registered_passes() -> Vec<&'static PassRegistration> {
    let mut v: Vec<&'static PassRegistration> = inventory::iter::<PassRegistration>.into_iter().collect();
    v.sort_by_key(|p| p.argument);
    v
}

/// The error for an option `key` a pass does not have.
pub fn unknown_option(pass: &str, key: &str) -> String {
    let _ = pass;
    format!("no such option {key}")
}
