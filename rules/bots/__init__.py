"""Computer opponents: `choose(view, legal_actions, rng) -> action`.

A bot sees only what its seat may see (the `view` dict) and the actions it may
take; it never reads the match. Each bot draws randomness from its own stream.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Protocol

from ..core import Action, Rng
from . import adaptive, crni_petar, evropa, hard, remino, sedam_i_osam, uno, uno_official, unotan


class Bot(Protocol):
    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action: ...


class RandomBot:
    """Any legal action that moves the game on, uniformly; the baseline for tests."""

    def __init__(self, free_verbs: frozenset[str] = frozenset()) -> None:
        self.free_verbs = free_verbs

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        useful = [a for a in legal if a.verb not in self.free_verbs] or legal
        return rng.choice(useful)


ADAPTIVE = "adaptive"

# game id -> level -> a factory of bots for that game (levels in menu order).
_LEVELS: dict[str, dict[str, Callable[[], Bot]]] = {
    "crni_petar": {"friendly": crni_petar.CrniPetarBot},
    "sedam_i_osam": {"easy": sedam_i_osam.EasyBot, "normal": sedam_i_osam.NormalBot,
                     "hard": hard.sedam_hard},
    "dzoker_i_devetka": {"easy": sedam_i_osam.EasyBot, "normal": sedam_i_osam.NormalBot,
                         "hard": hard.sedam_hard},
    "evropa_memo": {level: (lambda lv=level: evropa.MemoBot(lv)) for level in evropa.HALF_LIVES},
    "evropa": {
        "easy": lambda: evropa.SheddingBot("easy"),
        "normal": lambda: evropa.SheddingBot("normal"),
        "hard": evropa.hard_shedding_bot,
    },
    "adriatic": {"easy": uno.EasyUnoBot, "normal": uno.NormalUnoBot, "hard": hard.adriatic_hard},
    "adriatic_pairs": {"easy": uno.EasyUnoBot, "normal": uno.NormalUnoBot,
                       "hard": hard.adriatic_hard},
    "adriatic_teams": {"easy": uno.EasyUnoBot, "normal": uno.NormalUnoBot,
                       "hard": hard.adriatic_hard},
    "uno": {"easy": uno.EasyUnoBot, "normal": uno.TablesUnoBot, "hard": hard.uno_hard},
    "uno_prenos": {"easy": uno.EasyUnoBot, "normal": uno.TablesUnoBot, "hard": hard.uno_hard},
    "uno_most": {"easy": uno.EasyUnoBot, "normal": uno.TablesUnoBot, "hard": hard.uno_hard},
    "uno_classic": {"easy": uno_official.EasyBot, "normal": uno_official.NormalBot,
                    "hard": hard.classic_hard},
    "uno_official": {"easy": uno_official.EasyBot, "normal": uno_official.NormalBot,
                     "hard": hard.official_hard},
    "unotan": {"easy": unotan.EasyBot, "normal": unotan.NormalBot, "hard": unotan.hard_bot},
    "remino": {"easy": remino.EasyBot, "normal": remino.NormalBot, "hard": remino.HardBot},
}


# game id -> the fitting level's play at its kindest, where the game has its own (not
# in the menu: only the fitting level plays it, below easy).
_KIND: dict[str, Callable[[], Bot]] = {
    "sedam_i_osam": sedam_i_osam.KindBot,
    "dzoker_i_devetka": sedam_i_osam.KindBot,
    "adriatic": uno.KindUnoBot,
    "adriatic_pairs": uno.KindUnoBot,
    "adriatic_teams": uno.KindUnoBot,
    "uno": uno.KindUnoBot,
    "uno_prenos": uno.KindUnoBot,
    "uno_most": uno.KindUnoBot,
    "uno_classic": uno_official.KindBot,
    "uno_official": uno_official.KindBot,
}


def _with_adaptive(gid: str, levels: dict[str, Callable[[], Bot]]
                   ) -> dict[str, Callable[..., Bot]]:
    """The levels and, where there are levels to mix, last, the level that fits the people
    at the table (rules/bots/adaptive.py; the default where a child plays alone). Crni
    Petar's one level has no skill to adapt: every card drawn is as good as another."""
    if len(levels) < 2:
        return levels
    fitting = functools.partial(adaptive.AdaptiveBot, levels, kind=_KIND.get(gid))
    return {**levels, ADAPTIVE: fitting}


BOTS: dict[str, dict[str, Callable[..., Bot]]] = {
    gid: _with_adaptive(gid, levels) for gid, levels in _LEVELS.items()}


def bot_rng(seed: int, seat: int) -> Rng:
    """The bot's own random stream: never the match's."""
    return Rng(f"bot/{seed}/{seat}")
