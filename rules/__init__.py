"""The games, pure Python: every game registers here, explicitly, by id."""

from __future__ import annotations

from . import (
    adriatic,
    crni_petar,
    evropa,
    remino,
    sedam_i_osam,
    uno,
    uno_classic,
    uno_official,
    unotan,
)
from .core import GameSpec, by_id

GAMES: dict[str, GameSpec] = by_id((
    crni_petar.SPEC,
    evropa.MEMO,
    evropa.SHEDDING,
    sedam_i_osam.SPEC,
    sedam_i_osam.DZOKER_SPEC,
    adriatic.SPEC,
    adriatic.PAIRS_SPEC,
    adriatic.TEAMS_SPEC,
    uno.SPEC,
    uno.PRENOS_SPEC,
    uno.MOST_SPEC,
    uno_classic.SPEC,
    uno_official.SPEC,
    unotan.SPEC,
    remino.SPEC,
), lambda spec: spec.id, "game id")
