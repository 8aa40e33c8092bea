"""Which games have a table in the front end, how they group into families of one deck,
and the cards that picture each game and family."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .scenes.crni_petar import CrniPetarTable
from .scenes.evropa import EvropaTable
from .scenes.memo import MemoTable
from .scenes.remino import ReminoTable
from .scenes.sedam_i_osam import SedamTable
from .scenes.uno import UnoTable
from .scenes.unotan import UnotanTable

if TYPE_CHECKING:
    from rules.core import Match

    from .app import App
    from .scenes.base import Scene
    from .setup import MatchSetup

TABLES: dict[str, Callable[[App, MatchSetup, Match | None], Scene]] = {
    "crni_petar": CrniPetarTable,
    "evropa": EvropaTable,
    "evropa_memo": MemoTable,
    "sedam_i_osam": SedamTable,
    "dzoker_i_devetka": SedamTable,
    **dict.fromkeys(("adriatic", "adriatic_pairs", "adriatic_teams", "uno", "uno_prenos",
                     "uno_most", "uno_classic", "uno_official"), UnoTable),
    "unotan": UnotanTable,
    "remino": ReminoTable,
}

PICTURES: dict[str, tuple[str, ...]] = {
    "crni_petar": ("05a", "cat", "05b"),
    "evropa": ("IT:map", "RS:flag", "FR:map"),
    "evropa_memo": ("RS:map", "GR:flag", "RS:flag"),
    "sedam_i_osam": ("7H", "8S", "JD"),
    "dzoker_i_devetka": ("9C", "X", "9H"),
    "adriatic": ("R7", "Rskip", "W"),
    "adriatic_pairs": ("G3", "Wd4", "G3"),
    "adriatic_teams": ("B5", "Gd2", "Y5"),
    "uno": ("Y4", "J", "Y4"),
    "uno_prenos": ("Rd2", "Rd2", "Wd4"),
    "uno_most": ("Bd2", "Brev", "Gd2"),
    "uno_classic": ("G9", "UNO", "R9"),
    "uno_official": ("B1", "Wshuffle", "Y0"),
    "unotan": ("G5", "G6", "Brev"),
    "remino": ("G7", "J", "R7"),
}

# The picker's first page: a family of games played with one deck, in menu order.
FAMILIES: dict[str, tuple[str, ...]] = {
    "crni_petar": ("crni_petar",),
    "evropa": ("evropa_memo", "evropa"),
    "uno": ("adriatic", "adriatic_pairs", "adriatic_teams", "uno", "uno_prenos", "uno_most",
            "uno_classic", "uno_official"),
    "slagalice": ("unotan", "remino"),     # the seed: "igra-slagalica sa UNO-kartama"
    "sedam": ("sedam_i_osam", "dzoker_i_devetka"),
}

FAMILY_PICTURES: dict[str, tuple[str, ...]] = {
    "crni_petar": PICTURES["crni_petar"],
    "evropa": ("IT:map", "RS:flag", "FR:map"),
    "uno": ("R7", "Wd4", "B2"),
    "slagalice": ("B4", "B5", "B6"),
    "sedam": ("7H", "8S", "JD"),
}


def playable(family: str) -> tuple[str, ...]:
    """The games of a family that have a table."""
    return tuple(g for g in FAMILIES[family] if g in TABLES)
