"""The round page and its desks: a desk knows its page only as a ``DeskHost``
(``ui/table_desk.py``), so the imports go one way: the page imports its desks and the Reports
panel by name, and none of them imports the page back (type-only imports count too)."""

from __future__ import annotations

import grimp
import pytest

UI = "opl_tournament.ui"
ON_THE_PAGE = (
    "table_desk",
    "head_to_head_desk",
    "pod_desk",
    "reports_panel",
    "time_call",
    "vs_time_call",
    "result_entry",
)


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("opl_tournament", include_external_packages=False)


@pytest.mark.parametrize("module", ON_THE_PAGE)
def test_nothing_on_the_round_page_imports_the_page(graph: grimp.ImportGraph, module: str) -> None:
    chain = graph.find_shortest_chain(f"{UI}.{module}", f"{UI}.round_page", as_packages=False)
    assert chain is None, " -> ".join(chain or ())


def test_the_page_imports_both_desks_where_the_contracts_see_it(graph: grimp.ImportGraph) -> None:
    for desk in ("head_to_head_desk", "pod_desk"):
        assert graph.direct_import_exists(importer=f"{UI}.round_page", imported=f"{UI}.{desk}")
