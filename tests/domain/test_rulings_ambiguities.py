"""The shipped rulings reference answers every open question (C1-C32) of the rules research."""

import pytest

from opl_tournament.services.rulings import shipped_rulings


@pytest.mark.parametrize("number", range(1, 33))
def test_every_ambiguity_has_an_answer_found_by_its_id(number: int) -> None:
    catalogue = shipped_rulings()
    entry = catalogue.by_id(f"ambiguity-C{number}")
    assert entry is not None
    assert entry.topic == "ambiguities"
    assert entry.text and f"C{number}" in entry.source
    assert catalogue.search(f"C{number}")[0].ruling.id == entry.id


def test_ambiguities_are_a_topic_and_found_by_words() -> None:
    catalogue = shipped_rulings()
    assert "ambiguities" in catalogue.topics()
    assert catalogue.search("battlesite half")[0].ruling.id == "ambiguity-C6"
    assert catalogue.by_id("ambiguity-C18").needs_judge
