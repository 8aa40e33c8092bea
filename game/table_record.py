"""What the front end knows of one game, in one record: the scene module that draws the
game's table declares it at its bottom, and `game.tables` lists the records."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.core import Match

    from .app import App
    from .guides import Guide
    from .scenes.base import Scene
    from .setup import MatchSetup


@dataclass(frozen=True)
class TableRecord:
    """One game's table: the scene that plays it, its layout, where the picker shows it,
    the cards that picture it, its guided first match and the settings of its own."""

    game: str                                   # the rules' id (rules.GAMES)
    scene: Callable[[App, MatchSetup, Match | None], Scene]
    layout: str                                 # art/layouts/<layout>_<players>.tmx
    family: str                                 # the picker's family: the games of one deck
    pictures: tuple[str, ...]                   # the cards on its picker tile and results
    guide: Guide                                # the guided first match
    settings: tuple[str, ...] = ()              # its own settings (storage.GAME_SETTINGS)
