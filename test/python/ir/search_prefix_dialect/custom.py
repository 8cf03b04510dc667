# An empty dialect module: found under the "search_prefix_dialect" prefix,
# it counts as the "custom" dialect's module though it defines no class.
