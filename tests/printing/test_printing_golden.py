"""Page 1 of every document looks as reviewed: compared with the golden images, with tolerance.

After a deliberate change of layout, look at the new pages, then rewrite the references with
``OPL_UPDATE_GOLDEN=1 python -m pytest tests/printing/test_printing_golden.py`` and review the
images in ``tests/printing/golden/`` before committing them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pdf_helpers import render_page
from PIL import Image, ImageChops
from printing_samples import DOCUMENTS

GOLDEN = Path(__file__).parent / "golden"
MEAN_TOLERANCE = 0.6
"""Largest mean difference, in grey levels of 255 (anti-aliasing drift between renderers)."""
CHANGED_PIXELS_TOLERANCE = 0.001
"""Largest share of pixels that may differ by more than a third of the grey scale: one
player's name changed on a result sheet is about twice this."""


@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_page_one_matches_the_reviewed_image(kind: str) -> None:
    image = render_page(DOCUMENTS[kind]())
    reference_path = GOLDEN / f"{kind}.png"
    if os.environ.get("OPL_UPDATE_GOLDEN") == "1":
        GOLDEN.mkdir(exist_ok=True)
        image.save(reference_path, optimize=True)
        pytest.skip(f"rewrote {reference_path.name}; review it before committing")
    assert reference_path.exists(), f"no golden image for {kind}: run with OPL_UPDATE_GOLDEN=1"
    with Image.open(reference_path) as stored:
        reference = stored.convert("L")
    assert image.size == reference.size
    difference = ImageChops.difference(image, reference)
    histogram = difference.histogram()
    pixels = image.size[0] * image.size[1]
    mean = sum(level * count for level, count in enumerate(histogram)) / pixels
    changed = sum(histogram[85:]) / pixels
    assert mean <= MEAN_TOLERANCE, f"{kind}: mean difference {mean:.2f}"
    assert changed <= CHANGED_PIXELS_TOLERANCE, f"{kind}: {changed:.2%} of pixels changed"
