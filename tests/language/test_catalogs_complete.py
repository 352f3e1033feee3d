"""Every sentence the program marks for translation is translated in every shipped catalog,
nothing in a catalog is left over from sentences the program no longer says, and no translation
asks for a value the sentence does not give."""

from __future__ import annotations

import pytest

from opl_tournament.language.catalogs import Catalog
from tools.catalogs import TRANSLATED, problems, window_problems


@pytest.mark.parametrize("catalog", list(Catalog))
@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalog_is_complete(language: object, catalog: Catalog) -> None:
    found = list(problems(language, catalog))  # type: ignore[arg-type]
    assert not found, "run `python -m tools.catalogs update`, translate, then check:\n" + "\n".join(
        found
    )


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_window_catalog_is_complete_and_compiled(language: object) -> None:
    """lupdate's own view: run over the code now, it finds nothing new, nothing gone and nothing
    unfinished in ``window.ts``, and ``window.qm`` is what lrelease makes of it."""
    found = list(window_problems(language))  # type: ignore[arg-type]
    assert not found, "run `python -m tools.catalogs update`, translate, then check:\n" + "\n".join(
        found
    )
