"""A downstream's pure-Python package re-exporting `mlir` modules under its
own name (test/downstream/mydsl) shares the one core: its objects are
`mlir.ir`'s, in both directions."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "downstream" / "mydsl"))

import mlir.ir
from mlir.passmanager import PassManager

import mydsl.ir as ir
from mydsl.dialects import kernels
from mydsl.passmanager import PassManager as DslPassManager


def test_classes_are_the_same():
    assert ir.Context is mlir.ir.Context
    assert ir.Module is mlir.ir.Module
    assert DslPassManager is PassManager


def test_objects_cross_both_ways():
    with ir.Context() as ctx, ir.Location.unknown():
        m = ir.Module.create()
        with ir.InsertionPoint(m.body):
            kernels.axpy("axpy")
        # mlir's pass manager runs on mydsl's module, in mydsl's context.
        pm = PassManager.parse("builtin.module(canonicalize)", context=ctx)
        pm.run(m.operation)
        assert mlir.ir.Context.current is ctx
        text = str(m)
    assert text == (
        "module {\n"
        "  func.func @axpy(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {\n"
        "    %0 = arith.muli %arg0, %arg1 : i32\n"
        "    %1 = arith.addi %0, %arg2 : i32\n"
        "    return %1 : i32\n"
        "  }\n"
        "}\n"
    )


def test_capsules_carry_the_default_package_name():
    with ir.Context() as ctx:
        assert '"mlir.ir.Context._CAPIPtr"' in repr(ctx._CAPIPtr)
        assert mlir.ir.Context._CAPICreate(ctx._CAPIPtr) is ctx
