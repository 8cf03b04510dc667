"""numpy arrays as memref descriptors and back.

A ranked memref of rank N reaches compiled code as the C struct
``{T *allocated; T *aligned; int64 offset; int64 shape[N]; int64
strides[N];}`` (rank 0 stops after ``offset``), strides counted in
elements; an unranked memref is ``{int64 rank; void *descriptor;}``.
"""

import ctypes

import numpy as np

try:
    import ml_dtypes
except ImportError:
    ml_dtypes = None

__all__ = [
    "BF16",
    "C128",
    "C64",
    "F16",
    "F8E5M2",
    "UnrankedMemRefDescriptor",
    "as_ctype",
    "ctypes",
    "get_ranked_memref_descriptor",
    "get_unranked_memref_descriptor",
    "make_nd_memref_descriptor",
    "make_zero_d_memref_descriptor",
    "ml_dtypes",
    "move_aligned_ptr_by_offset",
    "np",
    "ranked_memref_to_numpy",
    "to_numpy",
    "unranked_memref_to_numpy",
]


class C128(ctypes.Structure):
    """A complex<f64> element."""

    _fields_ = [("real", ctypes.c_double), ("imag", ctypes.c_double)]


class C64(ctypes.Structure):
    """A complex<f32> element."""

    _fields_ = [("real", ctypes.c_float), ("imag", ctypes.c_float)]


class F16(ctypes.Structure):
    """An f16 element, kept as its 16 bits."""

    _fields_ = [("f16", ctypes.c_int16)]


class BF16(ctypes.Structure):
    """A bf16 element, kept as its 16 bits."""

    _fields_ = [("bf16", ctypes.c_int16)]


class F8E5M2(ctypes.Structure):
    """An f8E5M2 element, kept as its 8 bits."""

    _fields_ = [("f8E5M2", ctypes.c_int8)]


def _special_ctypes():
    """numpy dtypes whose elements have no ctypes scalar, with theirs."""
    table = {
        np.dtype(np.complex128): C128,
        np.dtype(np.complex64): C64,
        np.dtype(np.float16): F16,
    }
    if ml_dtypes is not None:
        table[np.dtype(ml_dtypes.bfloat16)] = BF16
        table[np.dtype(ml_dtypes.float8_e5m2)] = F8E5M2
    return table


def as_ctype(dtp):
    """The ctypes type of elements of numpy dtype `dtp`."""
    special = _special_ctypes().get(np.dtype(dtp))
    if special is not None:
        return special
    return np.ctypeslib.as_ctypes_type(dtp)


def to_numpy(array):
    """Views an array of ctypes structure elements (complex, f16, bf16,
    f8E5M2) as the numpy dtype they stand for; other arrays unchanged."""
    views = {C128: "complex128", C64: "complex64", F16: "float16"}
    if array.dtype in (BF16, F8E5M2):
        if ml_dtypes is None:
            raise AssertionError(
                f"{array.dtype} requires the ml_dtypes package, please run:\n\npip install ml_dtypes\n"
            )
        return array.view(ml_dtypes.bfloat16 if array.dtype == BF16 else ml_dtypes.float8_e5m2)
    for ctype, name in views.items():
        if array.dtype == ctype:
            return array.view(name)
    return array


def make_nd_memref_descriptor(rank, dtype):
    """The ctypes structure of a ranked memref descriptor of `rank` > 0
    with elements of ctypes type `dtype`."""
    fields = [
        ("allocated", ctypes.c_longlong),
        ("aligned", ctypes.POINTER(dtype)),
        ("offset", ctypes.c_longlong),
        ("shape", ctypes.c_longlong * rank),
        ("strides", ctypes.c_longlong * rank),
    ]
    return type("MemRefDescriptor", (ctypes.Structure,), {"_fields_": fields})


def make_zero_d_memref_descriptor(dtype):
    """The ctypes structure of a rank-0 memref descriptor."""
    fields = [
        ("allocated", ctypes.c_longlong),
        ("aligned", ctypes.POINTER(dtype)),
        ("offset", ctypes.c_longlong),
    ]
    return type("MemRefDescriptor", (ctypes.Structure,), {"_fields_": fields})


class UnrankedMemRefDescriptor(ctypes.Structure):
    """An unranked memref: its rank and a pointer to a ranked descriptor."""

    _fields_ = [("rank", ctypes.c_longlong), ("descriptor", ctypes.c_void_p)]


def get_ranked_memref_descriptor(nparray):
    """A ranked memref descriptor viewing `nparray`'s data (the array must
    stay alive while the descriptor is used)."""
    ctp = as_ctype(nparray.dtype)
    if nparray.ndim == 0:
        desc = make_zero_d_memref_descriptor(ctp)()
    else:
        desc = make_nd_memref_descriptor(nparray.ndim, ctp)()
        desc.shape = (ctypes.c_longlong * nparray.ndim)(*nparray.shape)
        # numpy counts strides in bytes, memrefs in elements.
        desc.strides = (ctypes.c_longlong * nparray.ndim)(*(s // nparray.itemsize for s in nparray.strides))
    desc.allocated = nparray.ctypes.data
    desc.aligned = nparray.ctypes.data_as(ctypes.POINTER(ctp))
    desc.offset = 0
    return desc


def get_unranked_memref_descriptor(nparray):
    """An unranked memref descriptor viewing `nparray`'s data."""
    ranked = get_ranked_memref_descriptor(nparray)
    desc = UnrankedMemRefDescriptor()
    desc.rank = nparray.ndim
    desc.descriptor = ctypes.cast(ctypes.pointer(ranked), ctypes.c_void_p)
    # Keep the ranked descriptor alive as long as the unranked one.
    desc._ranked = ranked
    return desc


def move_aligned_ptr_by_offset(aligned_ptr, offset):
    """`aligned_ptr` moved forward by `offset` elements."""
    step = ctypes.sizeof(aligned_ptr.contents)
    address = ctypes.addressof(aligned_ptr.contents) + offset * step
    return ctypes.cast(address, type(aligned_ptr))


def _strided_view(desc):
    """A numpy array over a ranked descriptor's elements, honouring its
    offset, shape and strides."""
    start = move_aligned_ptr_by_offset(desc.aligned, desc.offset)
    # A rank-0 descriptor has neither shape nor strides.
    shape = tuple(getattr(desc, "shape", ()))
    base = np.ctypeslib.as_array(start, shape=shape)
    byte_strides = tuple(s * base.itemsize for s in getattr(desc, "strides", ()))
    return to_numpy(np.lib.stride_tricks.as_strided(base, shape, byte_strides))


def ranked_memref_to_numpy(ranked_memref):
    """A numpy array viewing the memref behind `ranked_memref[0]` (a
    pointer to a ranked descriptor)."""
    return _strided_view(ranked_memref[0])


def unranked_memref_to_numpy(unranked_memref, np_dtype):
    """A numpy array of dtype `np_dtype` viewing the memref behind
    `unranked_memref[0]` (a pointer to an unranked descriptor)."""
    unranked = unranked_memref[0]
    ctp = as_ctype(np_dtype)
    layout = make_nd_memref_descriptor(unranked.rank, ctp)
    ranked = ctypes.cast(unranked.descriptor, ctypes.POINTER(layout))
    return _strided_view(ranked[0])
