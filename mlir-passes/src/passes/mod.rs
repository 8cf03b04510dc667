//! The standard passes, each registered by linking.

pub mod canonicalize;
pub mod control_flow_sink;
pub mod cse;
pub mod inline;
pub mod licm;
pub mod print_op_stats;
pub mod sccp;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;
pub mod topological_sort;
pub mod view_op_graph;

use crate::pass::Pass;

/// The constructor of a pass without options: any option is an error.
pub(crate) fn no_options<P: Pass + Default + 'static>(
    argument: &str,
    options: &[(String, String)],
) -> Result<Box<dyn Pass>, String> {
    match options.first() {
        Some((k, _)) => Err(crate::registry::unknown_option(argument, k)),
        None => Ok(Box::new(P::default())),
    }
}
