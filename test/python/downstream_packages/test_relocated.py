"""A relocated aggregate (test/downstream/mydsl2: rmlir's core plus the
downstream's own `toy` dialect crate, imported as `mydsl2._mlir_libs`)
runs in the same interpreter as the default `mlir` package. Neither sees
the other's dialects or registrations; objects of one are refused by the
other with a TypeError; IR crosses between them as text."""

import pytest

import mlir.ir as A
import mydsl2.ir as B
import mlir._mlir_libs._mlir as native_a
from mlir.dialects import func as func_a
from mydsl2.dialects import func as func_b
from mlir.passmanager import PassManager as PassManagerA
from mydsl2.passmanager import PassManager as PassManagerB

TOY = '%0 = "toy.constant"() {value = dense<1.0> : tensor<2xf64>} : () -> tensor<2xf64>'


def test_two_cores_two_sets_of_classes():
    assert A.Context is not B.Context
    assert B.Context.__module__.startswith("mydsl2.")
    assert A.Context.__module__.startswith("mlir.")


def test_dialects_are_isolated():
    with A.Context() as ca:
        assert not ca.is_registered_operation("toy.constant")
        assert ca.is_registered_operation("scf.for")
    with B.Context() as cb:
        assert cb.is_registered_operation("toy.constant")


def test_aggregate_has_the_dialects_it_chose():
    # mydsl2 links the standard dialects every aggregate has, plus math;
    # the default package links them all.
    chosen = ["func.func", "arith.addi", "scf.for", "memref.alloc", "math.sqrt", "toy.constant"]
    left_out = ["llvm.add", "tensor.empty", "complex.add", "index.add"]
    with B.Context() as cb:
        assert all(cb.is_registered_operation(n) for n in chosen)
        assert not any(cb.is_registered_operation(n) for n in left_out)
        cb.allow_unregistered_dialects = False
        with pytest.raises(B.MLIRError):
            B.Module.parse("%0 = tensor.empty() : tensor<2xf32>")
        # Nor the passes that lower to the llvm dialect.
        with pytest.raises(ValueError):
            PassManagerB.parse("builtin.module(convert-arith-to-llvm)")
    with A.Context() as ca:
        assert all(ca.is_registered_operation(n) for n in chosen[:-1] + left_out)
        PassManagerA.parse("builtin.module(convert-arith-to-llvm)")


def test_registrations_are_isolated():
    @native_a.register_operation(func_a._Dialect, replace=True)
    class MarkedA(func_a.FuncOp):
        pass

    with B.Context(), B.Location.unknown():
        m = B.Module.parse("func.func @f() { return }")
        assert type(m.body.operations[0]).__name__ == "FuncOp"
        assert type(m.body.operations[0]) is func_b.FuncOp
    with A.Context(), A.Location.unknown():
        m = A.Module.parse("func.func @f() { return }")
        assert type(m.body.operations[0]) is MarkedA
    native_a.register_operation(func_a._Dialect, replace=True)(func_a.FuncOp)


def test_objects_do_not_cross():
    with A.Context() as ca, A.Location.unknown():
        ma = A.Module.parse("func.func @f() { return }")
        with B.Context() as cb, B.Location.unknown():
            with pytest.raises(TypeError):
                B.InsertionPoint(ma.body)
            with pytest.raises(TypeError, match="mydsl2.ir.Module._CAPIPtr"):
                B.Module._CAPICreate(ma._CAPIPtr)
            with pytest.raises(TypeError):
                B.Module.parse("", context=ca)


def test_ir_crosses_as_text():
    with B.Context(), B.Location.unknown():
        mb = B.Module.parse("func.func @g() -> tensor<2xf64> {\n  " + TOY + "\n  return %0 : tensor<2xf64>\n}")
        text = str(mb)
        generic = mb.operation.get_asm(print_generic_op_form=True)
    assert "toy.constant" in text
    with A.Context() as ca, A.Location.unknown():
        ca.allow_unregistered_dialects = True
        ma = A.Module.parse(generic)
        # In the default package toy is unregistered: printed generically.
        assert '"toy.constant"()' in str(ma)
        back = str(ma)
    with B.Context(), B.Location.unknown():
        assert str(B.Module.parse(back)) == text


def test_own_site_initializer_applies_to_its_contexts_only():
    assert B.Context().allow_unregistered_dialects
    assert not A.Context().allow_unregistered_dialects
