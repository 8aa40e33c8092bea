"""Which games have a table in the front end, and the cards that picture each one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .scenes.crni_petar import CrniPetarTable
from .scenes.evropa import EvropaTable
from .scenes.memo import MemoTable

if TYPE_CHECKING:
    from rules.core import Match

    from .app import App
    from .scenes.base import Scene
    from .setup import MatchSetup

TABLES: dict[str, Callable[[App, MatchSetup, Match | None], Scene]] = {
    "crni_petar": CrniPetarTable,
    "evropa": EvropaTable,
    "evropa_memo": MemoTable,
}

PICTURES: dict[str, tuple[str, ...]] = {
    "crni_petar": ("05a", "cat", "05b"),
    "evropa": ("IT:map", "RS:flag", "FR:map"),
    "evropa_memo": ("RS:map", "GR:flag", "RS:flag"),
}
