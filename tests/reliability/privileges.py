"""Making the kernel apply file permissions to this test process, which runs as root here.

Root normally ignores file permissions (the CAP_DAC_OVERRIDE capability), so a read-only file
would not be read-only for a test. ``permissions_apply`` takes that capability (and
CAP_DAC_READ_SEARCH) out of the calling thread's effective set for the duration of a block and
gives it back afterwards: inside the block the kernel refuses to write a read-only file or folder
exactly as it does for a judge's account. Elsewhere (not root, not Linux) the test is skipped:
a normal account already meets the permissions, but the test's own set-up could not undo them.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

_VERSION_3 = 0x20080522
_DAC_OVERRIDE, _DAC_READ_SEARCH = 1, 2


class _Header(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _Data(ctypes.Structure):
    _fields_ = [
        ("effective", ctypes.c_uint32),
        ("permitted", ctypes.c_uint32),
        ("inheritable", ctypes.c_uint32),
    ]


def _call(name: str, data: ctypes.Array[_Data]) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    header = _Header(_VERSION_3, 0)  # pid 0: the calling thread
    if getattr(libc, name)(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), f"{name} failed")


def skip_unless_root() -> None:
    if not sys.platform.startswith("linux") or os.geteuid() != 0:
        pytest.skip("needs root on Linux, to make a file read-only and take the right back")


@contextmanager
def permissions_apply() -> Iterator[None]:
    """Inside the block, this thread meets file permissions like an ordinary account."""
    skip_unless_root()
    data = (_Data * 2)()
    _call("capget", data)
    saved = data[0].effective
    data[0].effective &= ~((1 << _DAC_OVERRIDE) | (1 << _DAC_READ_SEARCH))
    _call("capset", data)
    try:
        yield
    finally:
        data[0].effective = saved
        _call("capset", data)
