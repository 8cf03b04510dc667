# lit configuration for rmlir's textual-format and Python API tests.
import os
import sys
import lit.formats

config.name = "rmlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".py"]
config.excludes = ["lit.cfg.py", "Output", "misuse", "concurrency", "packaging", "capi", "mydsl", "mydsl2", "downstream_packages", "capi-consumer", "conftest.py", "search_prefix_dialect", "behaviour"]
config.test_source_root = os.path.dirname(__file__)

root = os.path.dirname(config.test_source_root)
target = os.environ.get("CARGO_TARGET_DIR", os.path.join(root, "target"))
rmlir_opt = os.path.join(target, "debug", "rmlir-opt")

config.substitutions.append(("%rmlir-opt", rmlir_opt))
# rmlir-opt with the downstream `toy` dialect linked in (test/downstream).
config.substitutions.append(("%toy-opt", os.path.join(target, "debug", "toy-opt")))
# The debug build's shared libraries (libmlir_runner_utils.so, ...).
config.substitutions.append(("%rmlir_lib_dir", os.path.join(target, "debug")))
config.substitutions.append(("FileCheck", "filecheck"))
config.substitutions.append(("%PYTHON", os.environ.get("RMLIR_PYTHON", "python3")))
# The filecheck and lit console scripts live beside the running Python.
config.environment["PATH"] = os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")])
# Testing knob of the parallel parse (see rmlir-opt's main.rs): passed on
# so the whole suite can run with every input parsed in parts.
if "RMLIR_PARALLEL_MIN_BYTES" in os.environ:
    config.environment["RMLIR_PARALLEL_MIN_BYTES"] = os.environ["RMLIR_PARALLEL_MIN_BYTES"]
