/* Host for the C API test programs: starts Python and imports the core
 * extension module, the way any C extension's process has it loaded,
 * then runs the program's main (renamed rmlir_c_program_main at compile
 * time). The program reaches the core through libMLIRPythonCAPI. */
#include <Python.h>

int rmlir_c_program_main(void);

int main(void) {
  Py_Initialize();
  PyObject *core = PyImport_ImportModule("mlir._mlir_libs._mlir");
  if (!core) {
    PyErr_Print();
    return 2;
  }
  int rc = rmlir_c_program_main();
  Py_DecRef(core);
  return rc;
}
