"""The bundled fonts and text drawn with per-character fallback.

Every string is drawn with the canvas, never through Paragraph markup, so a name such as
``<b>Zoë</b>`` prints literally. DejaVu Sans covers Latin, Greek and Cyrillic; characters it lacks
(Chinese, Japanese, Korean) are drawn with Droid Sans Fallback, run by run.
"""

from __future__ import annotations

import functools
import re
import unicodedata
import weakref
from dataclasses import dataclass
from typing import Any

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from opl_tournament.paths import resource

REGULAR = "OPL-DejaVuSans"
BOLD = "OPL-DejaVuSans-Bold"
FALLBACK = "OPL-DroidSansFallback"
ELLIPSIS = "…"

_FILES = {
    REGULAR: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    FALLBACK: "DroidSansFallback.ttf",
}


@dataclass(frozen=True)
class _Coverage:
    regular: frozenset[int]
    bold: frozenset[int]
    fallback: frozenset[int]


@functools.cache
def _coverage() -> _Coverage:
    """Register the bundled fonts once per process and note which characters each covers."""
    charsets: dict[str, frozenset[int]] = {}
    for name, file_name in _FILES.items():
        font = TTFont(name, str(resource("fonts", file_name)))
        pdfmetrics.registerFont(font)
        charsets[name] = frozenset(font.face.charToGlyph)
    return _Coverage(charsets[REGULAR], charsets[BOLD], charsets[FALLBACK])


@functools.lru_cache(maxsize=65536)
def clean(text: str) -> str:
    """NFC form with control characters (tabs, new lines) turned into spaces."""
    text = unicodedata.normalize("NFC", text)
    return "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in text)


@functools.lru_cache(maxsize=65536)
def runs(text: str, bold: bool = False) -> tuple[tuple[str, str], ...]:
    """Split ``text`` into (font name, piece) runs: the main font, or the fallback where needed."""
    coverage = _coverage()
    main_font = BOLD if bold else REGULAR
    main_chars = coverage.bold if bold else coverage.regular
    pieces: list[tuple[str, str]] = []
    for ch in text:
        code = ord(ch)
        font = FALLBACK if code not in main_chars and code in coverage.fallback else main_font
        if pieces and pieces[-1][0] == font:
            pieces[-1] = (font, pieces[-1][1] + ch)
        else:
            pieces.append((font, ch))
    return tuple(pieces)


@functools.lru_cache(maxsize=65536)
def text_width(text: str, size: float, bold: bool = False) -> float:
    return sum(pdfmetrics.stringWidth(piece, font, size) for font, piece in runs(text, bold))


@functools.lru_cache(maxsize=65536)
def fit(text: str, size: float, max_width: float, bold: bool = False) -> str:
    """``text`` as it fits in ``max_width``: whole, or cut and ended with an ellipsis."""
    text = clean(text)
    if text_width(text, size, bold) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if text_width(text[:middle].rstrip() + ELLIPSIS, size, bold) <= max_width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS if low else ""


@functools.lru_cache(maxsize=65536)
def fit_size(
    text: str, size: float, max_width: float, min_size: float, bold: bool = False
) -> float:
    """The largest size from ``size`` down to ``min_size`` at which ``text`` fits the width
    (``min_size`` when none does: the text is then shortened at that size)."""
    natural = text_width(clean(text), size, bold)
    if natural <= max_width or natural <= 0:
        return size
    return max(min_size, size * max_width / natural * 0.995)


def _pieces(text: str) -> list[tuple[str, str]]:
    """Where ``text`` may break: (what joins a piece to the one before, the piece), a piece
    being a word or the part of a word up to its hyphen."""
    pieces: list[tuple[str, str]] = []
    for word in clean(text).split():
        for index, part in enumerate(re.split(r"(?<=-)(?=.)", word)):
            pieces.append(("" if index else " ", part))
    return pieces


def wrap(text: str, size: float, max_width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``max_width``: at spaces where it can, after a
    hyphen next, inside a word only when a piece alone is too wide (scripts without spaces)."""
    lines: list[str] = []
    current = ""
    for joiner, piece in _pieces(text):
        candidate = f"{current}{joiner}{piece}" if current else piece
        if text_width(candidate, size, bold) <= max_width:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = ""
        for ch in piece:
            if current and text_width(current + ch, size, bold) > max_width:
                lines.append(current)
                current = ""
            current += ch
    if current:
        lines.append(current)
    return lines


def wrap_whole(
    text: str, size: float, max_width: float, min_size: float, bold: bool = False
) -> tuple[float, list[str]]:
    """The size and lines of ``wrap``, the size lowered (as far as ``min_size``) until its
    widest word fits a line: "Disqualification" in a narrow column is drawn smaller rather than
    cut inside the word."""
    widest = max((text_width(piece, size, bold) for _joiner, piece in _pieces(text)), default=0.0)
    if widest > max_width:
        size = max(min_size, size * max_width / widest * 0.995)
    return size, wrap(text, size, max_width, bold)


def fit_block(
    text: str,
    size: float,
    max_width: float,
    max_height: float,
    *,
    bold: bool = False,
    min_size: float | None = None,
    leading: float = 1.15,
) -> tuple[float, list[str]]:
    """The size and lines that show ``text`` whole in a box: one line at ``size`` if it fits,
    else smaller (down to ``min_size``), else wrapped on as many lines as the height allows.
    Only when nothing fits is the last line shortened with an ellipsis."""
    fitted, lines = _fit_block(text, size, max_width, max_height, bold, min_size, leading)
    return fitted, list(lines)


@functools.lru_cache(maxsize=65536)
def _fit_block(
    text: str,
    size: float,
    max_width: float,
    max_height: float,
    bold: bool,
    min_size: float | None,
    leading: float,
) -> tuple[float, tuple[str, ...]]:
    """:func:`fit_block`, remembered: forms print the same labels on every page."""
    floor = min_size if min_size is not None else size
    text = clean(text)
    one_line = fit_size(text, size, max_width, floor, bold)
    if text_width(text, one_line, bold) <= max_width:
        return one_line, (text,)
    step = size
    while True:
        room = max(1, int(max_height // (step * leading)))
        lines = wrap(text, step, max_width, bold)
        if len(lines) <= room:
            return step, tuple(lines)
        if step <= floor:
            kept = lines[:room]
            position = 0
            for line in kept[:-1]:
                position = text.find(line, position) + len(line)
            kept[-1] = fit(text[position:].strip(), step, max_width, bold)
            return step, tuple(kept)
        step = max(floor, step - 0.5)


def draw_lines(
    canv: Canvas,
    x: float,
    top: float,
    lines: list[str],
    size: float,
    *,
    bold: bool = False,
    align: str = "left",
    leading: float = 1.15,
) -> float:
    """Draw ``lines`` downward from ``top`` (the top of the first line); returns the y below."""
    for index, line in enumerate(lines):
        line_top = top - index * size * leading
        draw_text(canv, x, line_top - size * 0.95, line, size, bold=bold, align=align)
    return top - len(lines) * size * leading


def draw_text(
    canv: Canvas,
    x: float,
    y: float,
    text: str,
    size: float,
    *,
    bold: bool = False,
    max_width: float | None = None,
    align: str = "left",
    min_size: float | None = None,
) -> float:
    """Draw ``text`` on the baseline ``y``; return the width drawn.

    ``align`` is ``left`` (x is the left edge), ``center`` (x is the middle) or ``right``.
    With ``max_width`` the text is drawn smaller (down to ``min_size``, if given) and only then
    shortened with an ellipsis rather than overflow.
    """
    if max_width is not None and min_size is not None:
        size = fit_size(text, size, max_width, min_size, bold)
    text = fit(text, size, max_width, bold) if max_width is not None else clean(text)
    if not text:
        return 0.0
    width = text_width(text, size, bold)
    if align == "center":
        x -= width / 2
    elif align == "right":
        x -= width
    pieces = runs(text, bold)
    if len(pieces) == 1:
        canv.setFont(pieces[0][0], size)
        canv._code.append(f"BT 1 0 0 1 {fp_str(x, y)} Tm {_shown(canv, text)} T* ET")
        return width
    # One text object, so that PDF readers see a mixed-script name as one piece of text.
    text_object = canv.beginText(x, y)
    for font, piece in pieces:
        text_object.setFont(font, size)
        text_object.textOut(piece)
    canv.drawText(text_object)
    return width


_SHOWN: weakref.WeakKeyDictionary[Any, dict[tuple[str, float, float, str], str]] = (
    weakref.WeakKeyDictionary()
)


def _shown(canv: Canvas, text: str) -> str:
    """The operators that show ``text`` in the canvas's current font, as ``drawString`` writes
    them, remembered per document: a form's labels repeat on every page, and a glyph keeps its
    place in the document's font subsets once it has one, so the bytes are the same."""
    doc = canv._doc
    key = (canv._fontname, canv._fontsize, canv._leading, text)
    known = _SHOWN.setdefault(doc, {})
    shown = known.get(key)
    if shown is None:
        font = pdfmetrics.getFont(canv._fontname)
        settings = f"{fp_str(canv._fontsize)} Tf {fp_str(canv._leading)} TL"
        parts = []
        for subset, encoded in font.splitString(text, doc):
            parts.append(f"{font.getSubsetInternalName(subset, doc)} {settings}")
            parts.append(f"({canv._escape(encoded)}) Tj")
        shown = known[key] = " ".join(parts)
    return shown


def draw_fitted(
    canv: Canvas,
    x: float,
    baseline: float,
    text: str,
    size: float,
    max_width: float,
    *,
    bold: bool = False,
    min_size: float = 8.0,
    lines: int = 2,
) -> None:
    """``text`` whole about the baseline: smaller (not below ``min_size``), then on up to
    ``lines`` lines centred on it; only what still does not fit is shortened."""
    fitted, pieces = fit_block(
        text, size, max_width, size * 1.15 * lines, bold=bold, min_size=min_size
    )
    first = baseline + (len(pieces) - 1) * fitted * 1.1 / 2
    for index, piece in enumerate(pieces):
        draw_text(canv, x, first - index * fitted * 1.1, piece, fitted, bold=bold)


def ensure_fonts() -> None:
    """Register the fonts (idempotent); call before measuring text."""
    _coverage()
