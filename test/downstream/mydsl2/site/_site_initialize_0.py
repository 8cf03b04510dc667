"""mydsl2's own site initializer, found by the loader after
`_mlirRegisterEverything` (upstream's `_site_initialize_{i}` protocol): every
new mydsl2 Context accepts unregistered dialects, which the DSL's generic
IR relies on. The default `mlir` package is unaffected."""


def context_init_hook(context):
    context.allow_unregistered_dialects = True
