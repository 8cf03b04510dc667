"""The C API's own test programs (mlir-capi/tests/c/) compiled as a C
consumer would be: against the headers in `get_include_dirs()` and
`libMLIRPythonCAPI` in `get_lib_dirs()`, the forwarding library over the
one core that `mlir.ir` uses. Each program runs in a process hosting
Python (mlir-capi/tests/c/host/embed_python.c) and must exit 0."""

import os
import pathlib
import shutil
import subprocess
import sysconfig

import pytest

import mlir._mlir_libs
from mlir._mlir_libs import get_include_dirs, get_lib_dirs

ROOT = pathlib.Path(__file__).resolve().parents[3]
C_DIR = ROOT / "mlir-capi" / "tests" / "c"
PROGRAMS = sorted(C_DIR.glob("*.c"))
CC = os.environ.get("CC", "cc")


def python_link_flags():
    libdir = sysconfig.get_config_var("LIBDIR")
    version = sysconfig.get_config_var("LDVERSION") or sysconfig.get_config_var("VERSION")
    return [f"-L{libdir}", f"-lpython{version}", f"-Wl,-rpath,{libdir}"]


@pytest.fixture(scope="module")
def host_object(tmp_path_factory):
    if not shutil.which(CC):
        pytest.fail(f"no C compiler ({CC}) to build the C API programs with")
    out = tmp_path_factory.mktemp("capi") / "embed_python.o"
    subprocess.run(
        [CC, "-c", "-I", sysconfig.get_paths()["include"], str(C_DIR / "host" / "embed_python.c"), "-o", str(out)],
        check=True,
    )
    return out


def test_there_are_programs():
    assert len(PROGRAMS) >= 4


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_c_program(program, host_object, tmp_path):
    include = get_include_dirs()[0]
    libdir = get_lib_dirs()[0]
    exe = tmp_path / program.stem
    subprocess.run(
        [CC, "-std=c11", "-Wall", "-Werror", "-Dmain=rmlir_c_program_main", "-I", include, "-I", str(C_DIR),
         str(program), str(host_object), "-o", str(exe), f"-L{libdir}", "-lMLIRPythonCAPI",
         f"-Wl,-rpath,{libdir}", *python_link_flags()],
        check=True,
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = str(pathlib.Path(mlir._mlir_libs.__file__).parents[2])
    run = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_table_function_is_declared_in_the_installed_headers():
    import re

    declared = set()
    for header in pathlib.Path(get_include_dirs()[0], "mlir-c").rglob("*.h"):
        text = re.sub(r"/\*.*?\*/", "", header.read_text(), flags=re.S)
        declared.update(re.findall(r"\b(mlir\w+)\s*\(", text))
    order = ROOT / "mlir-capi" / "table-order.txt"
    table = {l.strip() for l in order.read_text().splitlines() if l.strip() and not l.startswith("#")}
    assert sorted(table - declared) == []
