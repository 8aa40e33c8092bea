"""The games that have a table in the front end: every table's scene module declares the
records of its games, and they register here, explicitly, by id; with the families they
group into on the picker's first page (the games of one deck) and the family's cards."""

from __future__ import annotations

from rules.core import by_id

from .scenes import crni_petar, evropa, memo, remino, sedam_i_osam, uno, unotan
from .storage import ATLAS, ATLAS_SETTINGS, GAME_SETTINGS
from .table_record import TableRecord


def register(*declared: TableRecord) -> dict[str, TableRecord]:
    """The records by game id, in the order given; a game declared twice is an error."""
    return by_id(declared, lambda record: record.game, "table of")


RECORDS: dict[str, TableRecord] = register(
    *crni_petar.RECORDS,
    *memo.RECORDS,
    *evropa.RECORDS,
    *sedam_i_osam.RECORDS,
    *uno.RECORDS,
    *unotan.RECORDS,
    *remino.RECORDS,
)

# The picker's first page, in menu order: each family of games played with one deck, and
# the cards on its tile (a family of one game shows its game's).
FAMILY_PICTURES: dict[str, tuple[str, ...]] = {
    "crni_petar": RECORDS["crni_petar"].pictures,
    "evropa": ("IT:map", "RS:flag", "FR:map"),
    "uno": ("R7", "Wd4", "B2"),
    "slagalice": ("B4", "B5", "B6"),     # the seed: "igra-slagalica sa UNO-kartama"
    "sedam": ("7H", "8S", "JD"),
}

# Each family's games, in the order they were registered.
FAMILIES: dict[str, tuple[str, ...]] = {
    family: tuple(g for g, record in RECORDS.items() if record.family == family)
    for family in FAMILY_PICTURES
}

# Who has each of the games' own settings: the games whose records name it, and the atlas.
SETTING_OWNERS: dict[str, tuple[str, ...]] = {
    name: tuple(g for g, record in RECORDS.items() if name in record.settings)
    + ((ATLAS,) if name in ATLAS_SETTINGS else ())
    for name in GAME_SETTINGS
}
