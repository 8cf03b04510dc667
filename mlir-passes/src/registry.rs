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

/// Builds a pass registered at run time from its `key=value` options.
pub type DynPassConstructor =
    std::sync::Arc<dyn Fn(&[(String, String)]) -> Result<Box<dyn Pass>, String> + Send + Sync>;

/// A pass registered at run time (a Python pass, `register_pass`): the
/// pipeline parser finds it after the linked ones.
pub struct DynamicPassRegistration {
    /// The pipeline name.
    pub argument: String,
    /// A one-line description.
    pub description: String,
    /// Builds the pass from its options.
    pub create: DynPassConstructor,
}

/// Passes registered at run time, in registration order.
static DYNAMIC: std::sync::RwLock<Vec<std::sync::Arc<DynamicPassRegistration>>> = std::sync::RwLock::new(Vec::new());

/// Registers `reg`; a name taken by a linked pass is an error, as is one
/// registered at run time before unless `replace`.
pub fn register_dynamic_pass(reg: DynamicPassRegistration, replace: bool) -> Result<(), String> {
    if lookup_pass(&reg.argument).is_some() {
        return Err(format!("pass '{}' is already registered (a built-in pass)", reg.argument));
    }
    let mut v = DYNAMIC.write().map_err(|_| "the pass registry is poisoned".to_string())?;
    match v.iter().position(|r| r.argument == reg.argument) {
        Some(i) if replace => v[i] = std::sync::Arc::new(reg),
        Some(_) => return Err(format!("pass '{}' is already registered", reg.argument)),
        None => v.push(std::sync::Arc::new(reg)),
    }
    Ok(())
}

/// The run-time registration of pass `argument`.
pub fn lookup_dynamic_pass(argument: &str) -> Option<std::sync::Arc<DynamicPassRegistration>> {
    DYNAMIC.read().ok()?.iter().find(|r| r.argument == argument).cloned()
}

/// The passes registered at run time.
pub fn dynamic_passes() -> Vec<std::sync::Arc<DynamicPassRegistration>> {
    DYNAMIC.read().map(|v| v.clone()).unwrap_or_default()
}

/// The error for an option `key` a pass does not have.
pub fn unknown_option(pass: &str, key: &str) -> String {
    let _ = pass;
    format!("no such option {key}")
}
