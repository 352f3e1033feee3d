"""Writing the files the judge asks for: whole or not at all, and never over something precious.

An output path is refused when it is a database (the open one or any other), one of its ``-wal``
/ ``-shm`` / ``-journal`` files, a snapshot or the snapshot folder, a folder where a file is
meant, or anything that is not a regular file (a pipe, a device). An existing file is replaced
only by one of its own kind (a PDF by a PDF). Every file is written to a temporary name in the
same folder and renamed into place, with the folder's usual permissions; a folder of files (an
export) is built beside its target and swapped in whole, its manifest written last.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
from collections.abc import Mapping
from pathlib import Path

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.storage.errors import disk_full

PDF_MAGIC = b"%PDF-"
_PART = ".part"


def database_role(path: Path) -> str | None:
    """What ``path`` is to a tournament database, in words (``storage.snapshots``, loaded by the
    first output file checked: a command that writes none does without)."""
    from opl_tournament.storage.snapshots import database_role as role_of

    return role_of(path)


def _refuse(path: Path, why: Sentence, advice: Sentence | None = None) -> InvalidInput:
    advice = N_("choose another name") if advice is None else advice
    return InvalidInput(N_("{why}; {advice}", why=why, advice=advice), source=str(path))


def output_path(text: str, what: str) -> Path:
    """The path a judge typed for a ``what`` ("file", "folder") to write; an empty one refused."""
    if not text:
        raise InvalidInput(
            N_("the name is empty; give the {what} a name", what=what), source='-o ""'
        )
    return Path(text)


def _names_a_folder(path: Path) -> bool:
    """``.``, ``..`` or ``/``: a path whose last part is no name of its own."""
    return path.name in ("", "..")


def check_output_file(path: Path, data: bytes = b"") -> None:
    """Refuse ``path`` as the place to write ``data`` if writing there could destroy data."""
    if _names_a_folder(path):
        raise _refuse(path, N_("this is a folder, not a file name"))
    role = database_role(path)
    if role is not None:
        raise _refuse(path, N_("this is {role}: it is never overwritten", role=role))
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return  # a new name
    except OSError as error:
        raise _refuse(
            path, N_("cannot be checked ({error})", error=error.strerror or error)
        ) from error
    if stat.S_ISDIR(mode):
        raise _refuse(path, N_("this is a folder, not a file name"))
    if not stat.S_ISREG(mode):
        raise _refuse(path, N_("this is not a regular file (a pipe, a device or a socket)"))
    if data.startswith(PDF_MAGIC) and path.stat().st_size > 0:
        with path.open("rb") as handle:
            if handle.read(len(PDF_MAGIC)) != PDF_MAGIC:
                raise _refuse(path, N_("this file is not a PDF: only a PDF may be replaced by one"))


def _new_hidden_name(folder: Path, name: str, suffix: str) -> Path:
    return folder / f".{name}.{os.urandom(4).hex()}{suffix}"


def _write_new(path: Path, data: bytes) -> None:
    """Create ``path`` (which must not exist) with the umask's permissions, synced to disk."""
    handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    with os.fdopen(handle, "wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())


def write_atomically(path: Path, data: bytes) -> None:
    """The file appears whole or not at all (a temporary file beside it, then renamed).

    Refuses (``InvalidInput``) a path that ``check_output_file`` refuses.
    """
    check_output_file(path, data)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise _refuse(
            path,
            N_("there is no folder {folder}", folder=str(folder)),
            N_("choose a folder that exists"),
        )
    temporary = _new_hidden_name(folder, path.name, _PART)
    try:
        _write_new(temporary, data)
        os.replace(temporary, path)
    except BaseException as error:
        temporary.unlink(missing_ok=True)
        if not isinstance(error, OSError):
            raise
        if (full := disk_full(error, path)) is not None:
            raise full from error
        # The judge chose ``path``: the temporary file beside it is none of their business.
        raise OSError(error.errno, error.strerror, str(path)) from error


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


def check_output_folder(folder: Path, allowed: set[str]) -> None:
    """Refuse ``folder`` as the place of a set of files named from ``allowed``.

    It must be a new name, an empty folder or a previous output of the same kind (holding only
    ``allowed`` names): it is replaced whole, so nothing else may live in it.
    """
    if _names_a_folder(folder):
        raise _refuse(
            folder,
            N_("this folder cannot be replaced whole, as an export replaces its folder"),
            N_("name a new folder inside it"),
        )
    role = database_role(folder)
    if role is not None:
        raise _refuse(folder, N_("this is {role}: it is never overwritten", role=role))
    if not folder.exists() and not folder.is_symlink():
        return
    if not folder.is_dir() or folder.is_symlink():
        raise _refuse(folder, N_("this is not a folder"))
    others = sorted(p.name for p in folder.iterdir() if p.name not in allowed)
    if others:
        shown = ", ".join(others[:3]) + (", …" if len(others) > 3 else "")
        raise _refuse(
            folder,
            N_("this folder holds other files ({files})", files=shown),
            N_("export into a new or empty folder, or a previous export"),
        )


def replace_folder_atomically(folder: Path, files: Mapping[str, bytes], last: str) -> None:
    """Write ``files`` as the whole content of ``folder``, the file named ``last`` written last.

    The files are written into a new folder beside ``folder`` and swapped in at the end: an
    interruption leaves the previous content whole (or, between the two renames, the previous
    content under a hidden name beside it), never a mixture.
    """
    check_output_folder(folder, set(files))
    parent = folder.parent if str(folder.parent) else Path(".")
    parent.mkdir(parents=True, exist_ok=True)
    staging = _new_hidden_name(parent, folder.name, ".new")
    staging.mkdir(0o777)
    try:
        for name in [n for n in files if n != last] + [last]:
            _write_new(staging / name, files[name])
        if folder.exists():
            old = _new_hidden_name(parent, folder.name, ".old")
            os.replace(folder, old)
            os.replace(staging, folder)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(staging, folder)
    except BaseException as error:
        shutil.rmtree(staging, ignore_errors=True)
        if isinstance(error, OSError) and (full := disk_full(error, folder)) is not None:
            raise full from error
        raise


# Input files: each kind has its own documented limit, none larger than this.
MAX_INPUT_BYTES = 20 * 1024 * 1024
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def read_limited(path: Path, limit: int = MAX_INPUT_BYTES) -> bytes:
    """The bytes of an input file, refused by type and size before anything is read: a pipe, a
    device or a folder never hangs the program, a huge file never fills its memory."""
    source = str(path)
    try:
        # O_NONBLOCK: opening a pipe with no writer must not wait; a regular file ignores it.
        handle = os.open(
            path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        )
    except FileNotFoundError as error:
        raise InvalidInput(N_("no such file"), source=source) from error
    except IsADirectoryError as error:
        raise InvalidInput(N_("this is a folder, not a file"), source=source) from error
    except PermissionError as error:
        raise InvalidInput(
            N_("the file cannot be read (permission denied)"), source=source
        ) from error
    try:
        info = os.fstat(handle)
        if stat.S_ISDIR(info.st_mode):
            raise InvalidInput(N_("this is a folder, not a file"), source=source)
        if not stat.S_ISREG(info.st_mode):
            raise InvalidInput(N_("this is not a regular file (a pipe or a device)"), source=source)
        if info.st_size > limit:
            raise InvalidInput(
                N_(
                    "the file is {size}; the limit is {limit}",
                    size=_megabytes(info.st_size),
                    limit=_megabytes(limit),
                ),
                source=source,
            )
    except BaseException:
        os.close(handle)
        raise
    with os.fdopen(handle, "rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:  # it grew while being read
        raise InvalidInput(
            N_("the file is larger than the limit of {limit}", limit=_megabytes(limit)),
            source=source,
        )
    return data


def _megabytes(size: int) -> str:
    megabytes = size / (1024 * 1024)
    return f"{megabytes:.0f} MB" if megabytes >= 1 else f"{size:,} bytes"
