"""The hard level of the UNO games and of Sedam i Osam: search over sampled deals.

Each hard bot is a `SearchBot` (rules/bots/search.py) with its game's sampler and
the game's own scoring as the judge of a deal (a won match counts most). Its
game's normal bot is its default: the search leaves the normal bot's choice only
when the guesses show another action better beyond their noise, and the normal
bot answers out of turn ("Uno", a catch). Rollouts are random legal playouts:
measured on 4-player Adriatic, five times as many cheap rollouts beat fewer
rollouts played by the normal bot (bench/bots.py; the numbers are in the note).
It searches only the plays that can differ in outcome (a Jolly or a Žandar naming
a colour it holds; several cards of a rank in one order per first and top card),
and stops guessing before its rollouts would pass `BUDGET` moves.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from typing import Any

from .. import adriatic, sedam_i_osam
from .. import uno as uno_rules
from ..core import Action, Play
from ..uno_family import colour_of
from . import sedam_i_osam as sedam_bots
from . import uno as uno_bots
from .search import SearchBot, score_outcome

SAMPLES = 100     # guesses of the hidden cards at most, each tried with every candidate
BUDGET = 8_000    # random rollout moves per decision: p95 under 0.5 s on this shared machine
MATCH_WIN = 200.0  # points a rollout that wins the whole match is worth besides its score


def _mates(view: dict[str, Any]) -> frozenset[int]:
    me = view["seat"]
    team = next((t for t in view.get("teams", ()) if me in t), [me])
    return frozenset(team) - {me}


def uno_value(view: dict[str, Any], before: list[int], after: list[int]) -> float:
    """The deal's score edge over the opponents; in Igra u parove's elimination
    scoring points push a pair out, so fewer is better there."""
    lower = view.get("scoring") == "elimination"
    return score_outcome(before, after, view["seat"], lower, _mates(view))


def sedam_value(view: dict[str, Any], before: list[int], after: list[int]) -> float:
    """Penalty points: the lowest total wins."""
    return score_outcome(before, after, view["seat"], True)


def worth_searching(view: dict[str, Any], legal: list[Action],
                    colour_of: Callable[[str], str | None]) -> list[Action]:
    """The legal actions that can lead to different deals: a wild card naming a
    colour (or suit) the hand still holds, unless it holds none; a play of three or
    four cards of a rank in one order per first card, top card and named suit."""
    kept: dict[Any, Action] = {}
    for action in legal:
        key: Any = action
        if isinstance(action, Play):
            if action.colour is not None:
                rest = Counter(view["hand"]) - Counter(action.codes)
                held = {colour_of(code) for code in rest} - {None}
                if held and action.colour not in held:
                    continue
            codes = action.codes
            if len(codes) > 2:
                key = (codes[0], codes[-1], tuple(sorted(codes)), action.colour)
        kept.setdefault(key, action)
    return list(kept.values())


UNO_CANDIDATES = functools.partial(worth_searching, colour_of=colour_of)
SEDAM_CANDIDATES = functools.partial(worth_searching, colour_of=sedam_i_osam.suit)


def adriatic_hard() -> SearchBot:
    return SearchBot(adriatic.sample_match, uno_bots.NormalUnoBot(), samples=SAMPLES,
                     budget=BUDGET, match_win=MATCH_WIN, random_rollouts=True,
                     value=uno_value, candidates=UNO_CANDIDATES)


def uno_hard() -> SearchBot:
    return SearchBot(uno_rules.sample_match, uno_bots.TablesUnoBot(), samples=SAMPLES,
                     budget=BUDGET, match_win=MATCH_WIN, random_rollouts=True,
                     value=uno_value, candidates=UNO_CANDIDATES)


def sedam_hard() -> SearchBot:
    return SearchBot(sedam_i_osam.sample_match, sedam_bots.NormalBot(), samples=SAMPLES,
                     budget=BUDGET, match_win=MATCH_WIN, random_rollouts=True,
                     value=sedam_value,
                     candidates=SEDAM_CANDIDATES)
