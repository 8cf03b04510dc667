//! What a default context offers: every dialect linked into the binary.
//!
//! Dialect crates announce themselves with `inventory`
//! ([`mlir_ir::dialect::DialectRegistration`]); this crate links the
//! standard ones and hands out the collected registry. A downstream that
//! builds its own aggregate depends on its own choice of crates instead.
//! Python reaches this through `mlir._mlir_libs._mlirRegisterEverything`.

// Linked for its registrations, which nothing names directly.
use mlir_dialects as _;
use mlir_ir::dialect::DialectRegistry;
use mlir_ir::Context;

/// Every dialect linked into this binary.
pub fn registry() -> DialectRegistry {
    DialectRegistry::linked()
}

/// Makes every linked dialect available to `ctx` and loads them all, as a
/// default `mlir-opt` context does.
pub fn register_and_load_all(ctx: &Context) {
    ctx.append_dialect_registry(&registry());
    ctx.load_all_available_dialects();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_standard_dialect_is_linked() {
        let reg = registry();
        let names: Vec<&str> = reg.namespaces().collect();
        for ns in ["arith", "cf", "func", "index", "math", "memref", "pdl", "scf", "tensor", "ub"] {
            assert!(names.contains(&ns), "{ns} not linked: {names:?}");
        }
    }

    #[test]
    fn available_dialects_load_on_first_use() {
        let ctx = Context::new();
        ctx.append_dialect_registry(&registry());
        assert!(ctx.dialect("arith").is_none());
        let name = ctx.op_name("arith.addi");
        assert!(ctx.op_def(name).is_some());
        assert!(ctx.dialect("arith").is_some());
        assert!(ctx.dialect("scf").is_none());
        ctx.load_all_available_dialects();
        assert!(ctx.dialect("scf").is_some());
    }

    #[test]
    fn a_name_seen_before_its_dialect_is_available_gets_its_definition() {
        let ctx = Context::new();
        // Looked up (and remembered as unregistered) before `arith` exists.
        for _ in 0..2 {
            assert!(ctx.op_def(ctx.op_name("arith.addi")).is_none());
        }
        ctx.append_dialect_registry(&registry());
        assert!(ctx.op_def(ctx.op_name("arith.addi")).is_some());
    }
}
