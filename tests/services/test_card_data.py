"""The card-data converter, the shipped card database and a realistic deck checked against it."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from opl_tournament import paths
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.overpower.cards import CardDatabase, PowerGrid, normalize_name
from opl_tournament.domain.rules.overpower.deck import check_deck_text
from opl_tournament.services.card_data import check_deck_file, load_card_database
from tools.card_data.convert import SET_FILES, convert_card_csvs, main

SHARED_SOURCE = Path("/work/shared/data/overpower-cards")
EXAMPLES = paths.resource("examples")
SECRET_TEXT = "Zorble the opponent thrice"  # game text that must never reach the output

COLUMNS = ["Name", "ImageName", "PageURL", "Character List", "Characters", "Control"]
COLUMNS += ["Flavor Text", "Game Text", "Numbers", "Subtype", "Type"]


def _row(name: str, kind: str, **values: str) -> dict[str, str]:
    row = dict.fromkeys(COLUMNS, "")
    row.update({"Name": name, "Type": kind, "Flavor Text": "Once upon a time"})
    row.update({k.replace("_", " "): v for k, v in values.items()})
    return row


SAMPLE_ROWS: dict[str, list[dict[str, str]]] = {
    "iqop": [
        _row("Wolverine™", "Character", Numbers="Energy 2Fighting 7Strength 4Intellect 3"),
        _row("Banshee™", "Character", Numbers="Energy 7Fighting 5Strength 3Intellect 5"),
        _row(
            "Dark Beast",
            "Character",
            Numbers="Energy 1Fighting 6Strength 5Intellect 7",
            Game_Text="May play any Beast Specials.",
        ),
        _row(
            "Wolverine™ - Berserker Rage",
            "Special",
            Control="AA",
            Game_Text=f"{SECRET_TEXT}. One Per Deck",
        ),
        _row("Wolverine™ - Healing Factor", "Special", Control="HQ", Game_Text=SECRET_TEXT),
        _row("Wolverine™ - Healing Factor", "Special", Control="HQ", Game_Text=SECRET_TEXT),
        _row("Any Hero - Savage Land", "Special", Control="AZ"),
        _row("5 Fighting", "Power"),
        _row("6 Any-Power", "Power", Game_Text="One Per Deck"),
        _row(
            "Bruiser",
            "Universe",
            Subtype="Ally",
            Numbers="Cost/Effect: 6 Any-Power to useActs as 1 Fighting attack",
        ),
    ],
    "powersurgeop": [
        _row("Banshee™", "Character", Numbers="Energy 7Fighting 4Strength 3"),
        _row('Separation Anxiety 1 of 7 - "Seeds"', "Mission"),
        _row('Separation Anxiety 2 of 7 - "Bridge"', "Mission"),
        _row('Separation Anxiety 2 of 7 - "Also Two"', "Mission"),
    ],
    "monumentalop": [
        _row(
            "The Danger Room",
            "Location",
            Character_List="Bishop Gambit Rogue Beast Iceman Angle",
            Game_Text=SECRET_TEXT,
        ),
        _row(
            "Sanctum Sanctorum",
            "Location",
            Character_List="Doctor Strange Dr. Strange",
            Game_Text="Sanctum Sanctorum Team may not have a Battlesite.",
        ),
        _row(
            "Marvel Universe",
            "Location",
            Character_List="Any Tournament Legal Team, using normal deck-building rules.",
        ),
        _row("Annihilation Affiar - Deep Cover", "Event", Game_Text=SECRET_TEXT),
    ],
    "promosop": [
        _row(
            "Wolverine™ - Berserker Rage",
            "Special",
            Control="AA",
            Game_Text=f"{SECRET_TEXT}. One Per Deck",
        ),
        _row(
            "Beyonder™",
            "Character",
            Numbers="Energy ∞Fighting ∞Strength ∞Intellect ∞",
            Game_Text="May play any Special cards.",
        ),
        _row("Galactus™", "Character", Numbers="Energy 8Fighting 8Strength 8"),
        _row("Annihilation Affair - Special Delivery", "Insert"),
    ],
}


@pytest.fixture
def sample_dir(tmp_path: Path) -> Path:
    for stem in SET_FILES:
        with (tmp_path / f"{stem}.csv").open("w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=COLUMNS)
            writer.writeheader()
            writer.writerows(SAMPLE_ROWS.get(stem, []))
    return tmp_path


def _by_name(document: dict, kind: str, name: str) -> list[dict]:  # type: ignore[type-arg]
    return [c for c in document[kind] if normalize_name(c["name"]) == normalize_name(name)]


def _notes(report: list[dict], name: str) -> list[str]:  # type: ignore[type-arg]
    return [f"{n['action']}: {n['reason']}" for n in report if name in n["name"]]


def test_conversion_keeps_facts_and_drops_text(sample_dir: Path) -> None:
    document, _report = convert_card_csvs(sample_dir)
    raw = json.dumps(document, ensure_ascii=False)
    assert SECRET_TEXT not in raw
    assert "Once upon a time" not in raw
    assert "fandom.com/wiki/" not in raw
    (wolverine,) = _by_name(document, "characters", "Wolverine")
    assert wolverine["grid"] == [2, 7, 4, 3]
    assert wolverine["set"] == "iq"
    (rage,) = _by_name(document, "specials", "Wolverine - Berserker Rage")
    assert rage == {
        "name": "Wolverine - Berserker Rage",
        "set": "iq",
        "character": "Wolverine",
        "code": "AA",
        "one_per_deck": True,
        "any_hero": False,
        "any_character": False,
    }
    assert _by_name(document, "specials", "Any Hero - Savage Land")[0]["any_hero"] is True
    assert _by_name(document, "characters", "Dark Beast")[0]["special_access"] == ["Beast"]
    power = _by_name(document, "power", "6 Any-Power")[0]
    assert power == {"name": "6 Any-Power", "set": power["set"], "kind": "any-power", "value": 6}
    assert _by_name(document, "universe", "Bruiser")[0]["any_power"] is True


def test_conversion_corrects_and_reports_scraping_mistakes(sample_dir: Path) -> None:
    document, report = convert_card_csvs(sample_dir)
    # A three-number grid nobody can complete is skipped, and said so.
    banshees = _by_name(document, "characters", "Banshee")
    assert [b["set"] for b in banshees] == ["iq"]
    assert any("skipped: grid lacks Intellect" in n for n in _notes(report, "Banshee"))
    # Galactus: the rule book gives the fourth number and the 28-point value.
    (galactus,) = _by_name(document, "characters", "Galactus")
    assert (galactus["grid"], galactus["points"]) == ([8, 8, 8, 8], 28)
    (beyonder,) = _by_name(document, "characters", "Beyonder")
    assert (beyonder["grid"], beyonder["points"], beyonder["any_special"]) == (None, 28, True)
    # A promo copy of a set card, and a repeated row in one set, are kept once.
    assert len(_by_name(document, "specials", "Wolverine - Berserker Rage")) == 1
    assert len(_by_name(document, "specials", "Wolverine - Healing Factor")) == 1
    rage_notes = [n for n in report if n["file"] == "promosop.csv" and "Berserker" in n["name"]]
    assert rage_notes and "duplicate" in rage_notes[0]["reason"]
    # Two Missions with one number: the number is left unknown.
    numbers = sorted((m["number"] is None, m["name"]) for m in document["missions"])
    assert [n for n, _ in numbers].count(True) == 2
    # A misspelt mission set is read as the usual spelling; inserts are not deck cards.
    assert (
        _by_name(document, "events", "Annihilation Affiar - Deep Cover")[0]["mission_set"]
        == "Annihilation Affair"
    )
    assert any("not a deck card" in n for n in _notes(report, "Special Delivery"))
    for note in report:
        assert set(note) == {"file", "line", "name", "action", "reason"}
        assert note["line"] >= 2


def test_location_lists_are_split_into_known_names(sample_dir: Path) -> None:
    document, _report = convert_card_csvs(sample_dir)
    (room,) = _by_name(document, "locations", "The Danger Room")
    assert "Beast" in room["characters"] and "Angel" in room["characters"]
    (sanctum,) = _by_name(document, "locations", "Sanctum Sanctorum")
    assert sanctum["forbids_battlesite"] is True
    (universe,) = _by_name(document, "locations", "Marvel Universe")
    assert (universe["any_team"], universe["characters"]) == (True, [])


def test_missing_csv_is_reported_by_name(sample_dir: Path) -> None:
    (sample_dir / "dcop.csv").unlink()
    with pytest.raises(InvalidInput, match="missing") as caught:
        convert_card_csvs(sample_dir)
    assert caught.value.source is not None and caught.value.source.endswith("dcop.csv")


def test_script_entry_point_writes_a_loadable_database(sample_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "cards.json"
    report = tmp_path / "report.md"
    assert main([str(sample_dir), str(out), "--report", str(report)]) == 0
    database = load_card_database(out)
    assert database.find("characters", "wolverine").grid == PowerGrid(2, 7, 4, 3)
    assert "| file | line |" in report.read_text(encoding="utf-8")
    assert main([str(tmp_path / "nowhere"), str(out)]) == 1


def test_loading_a_broken_database_names_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "cards.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(InvalidInput, match="unreadable") as caught:
        load_card_database(bad)
    assert caught.value.source == str(bad)
    with pytest.raises(InvalidInput, match="not found"):
        load_card_database(tmp_path / "absent.json")
    bad.write_text(json.dumps({"format": "something else"}), encoding="utf-8")
    with pytest.raises(InvalidInput, match="format"):
        load_card_database(bad)


# -- the shipped resource ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def shipped() -> CardDatabase:
    return load_card_database()


def test_shipped_database_has_the_real_cards(shipped: CardDatabase) -> None:
    assert len(shipped.all("characters")) > 200
    assert len(shipped.all("specials")) > 1000
    galactus = shipped.find("characters", "Galactus")
    assert galactus.point_value == 28
    assert shipped.find("characters", "Beyonder").point_value == 28
    assert shipped.find("characters", "Backlash").point_value == 18
    assert shipped.find("characters", "Malebolgia").point_value == 23
    assert shipped.find("characters", "wolverine", "iq").grid is not None
    wizard = shipped.find("specials", "Any Character - Wizard in Top Hat & Tails")
    web = shipped.find("specials", "Any Hero - Web-Headed Wizard")
    assert wizard.code == web.code == "BQ"
    numbers = sorted(m.number for m in shipped.mission_set("Separation Anxiety"))
    assert numbers == [1, 2, 3, 4, 5, 6, 7]
    assert shipped.find("locations", "Sanctum Sanctorum").forbids_battlesite


def test_shipped_database_needs_a_set_when_printings_differ(shipped: CardDatabase) -> None:
    with pytest.raises(InvalidInput, match="set"):
        shipped.find("characters", "Black King")
    assert shipped.find("characters", "Black King", "image").grid == PowerGrid(7, 5, 6, 3)


@pytest.mark.skipif(not SHARED_SOURCE.is_dir(), reason="the source CSV folder is not here")
def test_shipped_resource_matches_a_fresh_conversion() -> None:
    document, report = convert_card_csvs(SHARED_SOURCE)
    shipped = json.loads(paths.resource("cards", "overpower-cards.json").read_text("utf-8"))
    assert shipped == document
    attribution = paths.resource("cards", "ATTRIBUTION.md").read_text("utf-8")
    assert f"{len(report)} rows were corrected, skipped or kept" in attribution


@pytest.mark.parametrize("example", ["legal-constructed-deck.txt", "legal-constructed-deck.json"])
def test_realistic_constructed_deck_from_the_card_data_is_legal(
    shipped: CardDatabase, example: str
) -> None:
    text = (EXAMPLES / example).read_text(encoding="utf-8")
    report = check_deck_text(text, tournament_type="constructed", source=example, cards=shipped)
    assert report.legal, report.violations
    assert report.summary["unknown_cards"] == []
    assert len(report.summary["characters"]) == 4
    assert report.summary["sum_of_grids"] == 75
    assert report.summary["deck_size"] == 61
    assert report.summary["missions"]["set"] == "Separation Anxiety"


def test_the_same_deck_breaks_the_locations_and_regional_rules_it_should(
    shipped: CardDatabase,
) -> None:
    text = (EXAMPLES / "legal-constructed-deck.txt").read_text(encoding="utf-8")
    extra = "\nSpecials:\n1 Any Hero - Savage Land\n1 Daredevil - Billy Club\n"
    report = check_deck_text(text + extra, tournament_type="locations", cards=shipped)
    rules = {v.rule for v in report.violations}
    assert rules == {"D14", "D19"}


def _team_deck(example_text: str, characters: list[str]) -> str:
    """The example deck with its four characters replaced."""
    head, _sep, rest = example_text.partition("Characters:\n")
    _old, _sep, tail = rest.partition("\n\n")
    return head + "Characters:\n" + "\n".join(f"1 {c}" for c in characters) + "\n\n" + tail


def test_printings_that_differ_are_settled_by_set_grid_or_a_note(shipped: CardDatabase) -> None:
    text = (EXAMPLES / "legal-constructed-deck.txt").read_text(encoding="utf-8")
    with pytest.raises(InvalidInput, match=r"image, promos") as caught:
        check_deck_text(
            _team_deck(text, ["Black King", "Iceman", "Juggernaut", "Daredevil (IQ)"]),
            tournament_type="sealed",
            source="deck.txt",
            cards=shipped,
        )
    assert (caught.value.source, caught.value.line) == ("deck.txt", 6)
    grid = r"give its power grid, as 'Batman - Avenger \[E F S I\]' \(Energy, Fighting"
    with pytest.raises(InvalidInput, match=grid):
        check_deck_text(
            _team_deck(text, ["Batman - Avenger", "Iceman", "Juggernaut", "Daredevil (IQ)"]),
            tournament_type="sealed",
            cards=shipped,
        )
    report = check_deck_text(
        _team_deck(text, ["Batman - Avenger [4 8 4 4]", "Iceman", "Juggernaut", "Daredevil"])
        + "\nSpecials:\n1 Kingpin - Crime Magnate\n",
        tournament_type="sealed",
        cards=shipped,
    )
    assert report.summary["characters"][0]["grid"] == [4, 8, 4, 4]
    assert any("Kingpin - Crime Magnate" in note for note in report.notes)
    assert [v.rule for v in report.violations] == ["D18"]


def test_check_deck_file_reads_text_and_json(tmp_path: Path) -> None:
    for example in ("legal-constructed-deck.txt", "legal-constructed-deck.json"):
        report = check_deck_file(EXAMPLES / example, tournament_type="constructed")
        assert report.legal
    report = check_deck_file(
        EXAMPLES / "legal-constructed-deck.txt", tournament_type="sealed", tier="national"
    )
    assert report.legal
    bad = tmp_path / "deck.txt"
    bad.write_text("Characters:\n1 Wolverine\nnonsense line\n", encoding="utf-8")
    with pytest.raises(InvalidInput) as caught:
        check_deck_file(bad, tournament_type="constructed")
    assert (caught.value.source, caught.value.line) == (str(bad), 3)  # the file as given
    with pytest.raises(InvalidInput, match="no such file"):
        check_deck_file(tmp_path / "absent.txt", tournament_type="constructed")
    bad.write_bytes(b"\xff\xfe\x00bad!")  # an odd length: no UTF-16 text
    with pytest.raises(InvalidInput, match="not a text deck list"):
        check_deck_file(bad, tournament_type="constructed")
