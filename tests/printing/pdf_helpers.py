"""Reading printed PDFs back: text per page, page sizes, and page images."""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2
from PIL import Image
from pypdf import PdfReader


def page_texts(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def page_sizes(pdf: bytes) -> list[tuple[int, int]]:
    return [
        (round(float(page.mediabox.width)), round(float(page.mediabox.height)))
        for page in PdfReader(io.BytesIO(pdf)).pages
    ]


def render_page(pdf: bytes, index: int = 0, scale: float = 0.5) -> Image.Image:
    """The page as a small grayscale image (what the golden images hold)."""
    document = pypdfium2.PdfDocument(pdf)
    try:
        image = document[index].render(scale=scale, grayscale=True).to_pil()
        return image.convert("L")
    finally:
        document.close()


def rendered_texts(pdf: bytes, folder: Path, name: str, scale: float = 1.0) -> list[str]:
    """Render every page to ``folder/name-pN.png`` (as a printer would see it) and return each
    page's text as pdfium reads it back from the drawn page."""
    folder.mkdir(parents=True, exist_ok=True)
    document = pypdfium2.PdfDocument(pdf)
    texts = []
    try:
        for index in range(len(document)):
            page = document[index]
            image = page.render(scale=scale).to_pil()
            assert image.getextrema() != ((255, 255), (255, 255), (255, 255)), "a blank page"
            image.save(folder / f"{name}-p{index + 1}.png")
            texts.append(page.get_textpage().get_text_range())
    finally:
        document.close()
    return texts


def squeezed(text: str) -> str:
    """``text`` without white space: a value wrapped on several lines still reads whole
    (pdfium reads a hyphen that ends a line as U+FFFE)."""
    return "".join(text.replace("\ufffe", "-").split())


def carries_whole(page: str, text: str) -> bool:
    """``text`` is on the page whole (not shortened), however the form broke its lines."""
    return squeezed(text) in squeezed(page)


def font_sizes_of(pdf: bytes, text: str) -> list[float]:
    """The font size of every visible character of every occurrence of ``text``."""
    document = pypdfium2.PdfDocument(pdf)
    sizes: list[float] = []
    try:
        for index in range(len(document)):
            text_page = document[index].get_textpage()
            searcher = text_page.search(text, match_case=True)
            while (found := searcher.get_next()) is not None:
                start, count = found
                sizes += [
                    pypdfium2.raw.FPDFText_GetFontSize(text_page.raw, char)
                    for char in range(start, start + count)
                    if not chr(pypdfium2.raw.FPDFText_GetUnicode(text_page.raw, char)).isspace()
                ]
    finally:
        document.close()
    return sizes


def clearance_above_footer(pdf: bytes, index: int = 0) -> float:
    """How far the lowest line or box drawn on the page stays above the top of its lowest text
    (the footer): negative when they cross."""
    document = pypdfium2.PdfDocument(pdf)
    try:
        objects = list(document[index].get_objects(max_depth=5))
        drawn = [o.get_bounds()[1] for o in objects if o.type == pypdfium2.raw.FPDF_PAGEOBJ_PATH]
        written = [o.get_bounds()[3] for o in objects if o.type == pypdfium2.raw.FPDF_PAGEOBJ_TEXT]
    finally:
        document.close()
    return min(drawn) - min(written)


def text_boxes(pdf: bytes, text: str, index: int = 0) -> list[tuple[float, float, float, float]]:
    """Where ``text`` is written on page ``index``: (left, bottom, right, top) of each time."""
    document = pypdfium2.PdfDocument(pdf)
    boxes = []
    try:
        text_page = document[index].get_textpage()
        searcher = text_page.search(text, match_case=True, match_whole_word=True)
        while (found := searcher.get_next()) is not None:
            start, count = found
            corners = [text_page.get_charbox(char) for char in range(start, start + count)]
            boxes.append(
                (
                    min(c[0] for c in corners),
                    min(c[1] for c in corners),
                    max(c[2] for c in corners),
                    max(c[3] for c in corners),
                )
            )
    finally:
        document.close()
    return boxes
