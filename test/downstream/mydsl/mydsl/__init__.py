"""mydsl: a downstream DSL package built on rmlir's `mlir` package."""
