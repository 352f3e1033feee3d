"""Reading printed PDFs back: text per page, page sizes, and page images."""

from __future__ import annotations

import io

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
