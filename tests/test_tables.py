"""The table registry: one record per game, declared beside its scene, and the ids of
the rules, the bots, the tables and the guides the same; no game id written anywhere
else in the front end."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from game import tables
from game.guides import GUIDES
from game.tables import FAMILIES, FAMILY_PICTURES, RECORDS
from rules import GAMES
from rules.bots import BOTS

GAME_DIR = Path(tables.__file__).parent
LAYOUTS = GAME_DIR.parent / "art" / "layouts"


def test_a_game_registered_twice_is_refused():
    record = RECORDS["crni_petar"]
    with pytest.raises(ValueError, match="crni_petar"):
        tables.register(record, RECORDS["remino"], record)


def test_the_rules_the_bots_the_tables_and_the_guides_have_the_same_ids():
    assert list(RECORDS) == list(GAMES)
    assert set(BOTS) == set(GAMES) == set(GUIDES)
    for game, record in RECORDS.items():
        assert record.game == game
        assert record.guide is GUIDES[game]


def test_every_table_is_in_one_family_of_the_picker():
    assert sorted(g for games in FAMILIES.values() for g in games) == sorted(RECORDS)
    assert all(FAMILIES.values())
    assert {record.family for record in RECORDS.values()} == set(FAMILY_PICTURES)


@pytest.mark.parametrize("game", sorted(RECORDS))
def test_every_player_count_has_its_layout(game):
    spec = GAMES[game]
    for players in range(spec.min_players, spec.max_players + 1):
        assert (LAYOUTS / f"{RECORDS[game].layout}_{players}.tmx").is_file()


def _game_ids_written(path: Path) -> list[tuple[int, str]]:
    """The string literals in `path` that are a game id (a record's family is a family's
    id, which may be spelt like a game's)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    families = {id(node.value) for node in ast.walk(tree)
                if isinstance(node, ast.keyword) and node.arg == "family"}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in GAMES
            and id(node) not in families]


def test_no_game_id_is_written_outside_its_scene_its_guide_and_the_registry():
    own = {game: Path(inspect.getfile(record.scene)) for game, record in RECORDS.items()}
    allowed = {GAME_DIR / "guides.py", GAME_DIR / "tables.py"}
    written = [f"{path.relative_to(GAME_DIR.parent)}:{line}: {game}"
               for path in sorted(GAME_DIR.rglob("*.py")) if path not in allowed
               for line, game in _game_ids_written(path) if own[game] != path]
    assert written == []
