"""Writing the files the judge asks for: whole or not at all."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path


def write_atomically(path: Path, data: bytes) -> None:
    """The file appears whole or not at all (a temporary file beside it, then renamed)."""
    folder = path.parent if str(path.parent) else Path(".")
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


# Characters Windows forbids in a file name (and "/" everywhere), and its reserved device names.
_FORBIDDEN = re.compile(r'[<>:"/\\|?*\x00-\x1f]+')
_RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{d}{n}" for d in ("COM", "LPT") for n in range(1, 10)}


def portable_file_name(name: str, fallback: str = "file") -> str:
    """``name`` made safe as one file name on Windows, macOS and Linux: forbidden characters
    become spaces, no trailing dot or space, no device name (``CON``, ``LPT1``…)."""
    cleaned = " ".join(_FORBIDDEN.sub(" ", name).split()).rstrip(". ")
    stem = cleaned.split(".", 1)[0].strip().upper()
    if stem in _RESERVED:
        cleaned = f"_{cleaned}"
    return cleaned or fallback
