"""A small disk of its own for a test (a 1 MB tmpfs, mounted as root; the test is skipped where
mounting is not allowed), and filling it up: a disk really full, not a mock of one."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.reliability.privileges import skip_unless_root


@contextlib.contextmanager
def mounted_small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 1 MB disk at ``tmp_path / "disk"``, unmounted afterwards."""
    skip_unless_root()
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(disk)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small disk here: {mounted.stderr.decode()[:80]}")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def fill(disk: Path, leave_kib: int = 0) -> Path:
    """Fill ``disk`` up, leaving about ``leave_kib`` KiB free; the filler file is returned."""
    filler = disk / "filler"
    handle = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    try:
        with contextlib.suppress(OSError):  # ENOSPC: the disk is full
            while True:
                os.write(handle, b"\0" * 4096)
    finally:
        os.close(handle)
    if leave_kib:
        size = filler.stat().st_size
        with filler.open("r+b") as out:
            out.truncate(max(size - leave_kib * 1024, 0))
    return filler
