"""The context the misuse tests run in: unregistered dialects allowed, an
unknown location current."""
import pytest

from mlir.ir import Context, Location


@pytest.fixture
def ctx():
    c = Context()
    c.allow_unregistered_dialects = True
    with c, Location.unknown():
        yield c
