"""A real print queue for the tests: CUPS with Debian's cups-pdf printer, which writes each job it
is sent as a PDF file in a folder (``/etc/cups/cups-pdf.conf``'s ``Out``, by default ``~/PDF``
of the user who printed; anonymous jobs in ``AnonDirName``).

The job's PDF is read back as a printer would print it: its words by tesseract's OCR on the
rendered page (a printer given pictures of the pages, ``ui/paper.py``'s other way, leaves no
text to extract).

Where CUPS, a cups-pdf queue or tesseract is missing, the tests that need it are skipped with a line saying
how to set one up, unless ``OPL_REQUIRE_CUPS=1`` (set by ``.ci/run``) turns the skip into a
failure.
"""

from __future__ import annotations

import fcntl
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pypdfium2
import pytest

REQUIRE_VARIABLE = "OPL_REQUIRE_CUPS"
CONFIG = Path("/etc/cups/cups-pdf.conf")
SETUP = (
    "apt-get install -y cups cups-pdf tesseract-ocr; cupsd; lpadmin -p PDF -v cups-pdf:/ "
    "-P /usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd -E"
)


@dataclass(frozen=True)
class PdfQueue:
    """A cups-pdf printer: its queue's name and the folders its jobs' PDFs land in."""

    name: str
    folders: tuple[Path, ...]

    def pdfs(self) -> set[Path]:
        return {p for folder in self.folders if folder.is_dir() for p in folder.glob("*.pdf")}

    def wait_for_new_pdf(self, before: set[Path], timeout: float = 60.0) -> Path:
        """The PDF of the job sent since ``before`` was listed, once CUPS has finished the job
        (nothing left in the queue) and cups-pdf's file opens whole."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            new = self.pdfs() - before
            if new and not _run("lpstat", "-o", self.name).strip():
                path = max(new, key=lambda p: p.stat().st_mtime)
                try:
                    pypdfium2.PdfDocument(path).close()
                except pypdfium2.PdfiumError:
                    pass  # still being written
                else:
                    return path
            time.sleep(0.3)
        jobs = _run("lpstat", "-W", "all", "-o", self.name)
        raise AssertionError(f"no PDF from the queue {self.name} after {timeout:.0f} s: {jobs}")


def _run(*command: str) -> str:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        return str(error)
    return done.stdout + done.stderr


def _output_folders() -> tuple[Path, ...]:
    settings = {"Out": "${HOME}/PDF", "AnonDirName": "/var/spool/cups-pdf/ANONYMOUS"}
    if CONFIG.is_file():
        for line in CONFIG.read_text(encoding="utf-8", errors="replace").splitlines():
            words = line.split(None, 1)
            if len(words) == 2 and words[0] in settings:
                settings[words[0]] = words[1].strip()
    home = pwd.getpwuid(os.getuid()).pw_dir
    user = pwd.getpwuid(os.getuid()).pw_name
    out = settings["Out"].replace("${HOME}", home).replace("${USER}", user)
    return (Path(out), Path(settings["AnonDirName"]))


def find_pdf_queue() -> PdfQueue | None:
    """The first cups-pdf printer the running CUPS scheduler knows, or None."""
    if shutil.which("lpstat") is None:
        return None
    for line in _run("lpstat", "-v").splitlines():
        # "device for PDF: cups-pdf:/"
        head, _, device = line.partition(": ")
        if device.strip().startswith("cups-pdf:") and head.startswith("device for "):
            return PdfQueue(head.removeprefix("device for "), _output_folders())
    return None


def read_words(page: pypdfium2.PdfPage, top: float = 0.25, left: float = 0.5) -> str:
    """The words OCR reads in the page's top left part (``top`` of its height, ``left`` of
    its width), rendered at 150 dpi: a printed name, not the whole form (OCR is slow)."""
    image = page.render(scale=150 / 72, grayscale=True).to_pil()
    width, height = image.size
    with tempfile.TemporaryDirectory() as folder:
        picture = Path(folder) / "page.png"
        image.crop((0, 0, int(width * left), int(height * top))).save(picture)
        done = subprocess.run(
            ["tesseract", str(picture), "-"],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    return done.stdout


LOCK = Path(tempfile.gettempdir()) / "opl-tests-print-queue.lock"


@contextmanager
def queue_to_ourselves() -> Iterator[None]:
    """One test at a time prints (on any queue: cups-pdf writes every job into the same folder),
    across the test processes running side by side, or one test could take another's job for
    its own."""
    with LOCK.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def pdf_queue_or_skip() -> PdfQueue:
    queue = find_pdf_queue()
    if queue is not None and shutil.which("tesseract") is not None:
        return queue
    message = (
        "printing on paper is tested on a real CUPS queue with the cups-pdf printer, read back "
        f"with tesseract, and one of them is missing here; as root: {SETUP}"
    )
    if os.environ.get(REQUIRE_VARIABLE) == "1":
        pytest.fail(f"{message}; {REQUIRE_VARIABLE}=1 requires it", pytrace=False)
    pytest.skip(message)
