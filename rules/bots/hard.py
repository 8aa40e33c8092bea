"""The hard level of the UNO games (all but Remino and Unotan, which have their own)
and of Sedam i Osam: search over guessed deals.

Each hard bot is a `SearchBot` (rules/bots/search.py): for each play worth
searching it guesses the hidden cards many times and plays every guess out to the
end of the deal. The guesses keep to what the table has shown (a player who drew
instead of playing lacks what fitted: rules/bots/inference.py), never to the real
hands. The rollouts play every seat the way the table's normal bots play: by the
normal bot's own rules read from a few keys of the guessed match (seed 000's UNO,
Sedam i Osam), or in Adriatic by a greedy policy much like it at a fraction of its
cost (rules/bots/rollout.py). Random rollouts, measured first, left the search no
stronger than the normal bot: they misjudge a deal played by sound players.

A rollout is judged by the game's own scoring, the deal's score edge plus a bonus
for winning the match; in a match of one deal only the win counts. The normal
bot's choice is the default: the search leaves it only when the guesses show
another action better beyond their noise, and the normal bot answers out of turn
("Uno", a catch). It searches only the plays that can differ in outcome (a Jolly
or a Žandar naming a colour it holds; several cards of a rank in one order per
first and top card), and stops guessing before its rollouts would pass its budget
of moves (bench/bots.py measures the strength and the thinking time).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from typing import Any

from .. import GAMES, adriatic, sedam_i_osam, uno_classic, uno_official
from .. import uno as uno_rules
from ..core import Action, Match, Play, Rng
from ..uno_family import colour_of
from . import inference, rollout
from . import sedam_i_osam as sedam_bots
from . import uno as uno_bots
from . import uno_official as official_bots
from .search import SearchBot, score_outcome

SAMPLES = 400     # guesses of the hidden cards at most, each tried with every candidate
BUDGET = 12_000   # greedy rollout moves per decision: p95 about 0.3 s of processor time
POLICY_BUDGET = 6_000   # moves played by the normal bot's rules, which cost twice as much
MATCH_WIN = 200.0  # points a rollout that wins the whole match is worth besides its score
DRAWS = 8         # candidate guesses each guess is picked from by the opponents' plays


def _mates(view: dict[str, Any]) -> frozenset[int]:
    me = view["seat"]
    team = next((t for t in view.get("teams", ()) if me in t), [me])
    return frozenset(team) - {me}


def one_deal(view: dict[str, Any]) -> bool:
    """A match of one deal: winning it is all that counts, not by how much."""
    return view["options"].get("deals") == "single"


def deal_value(view: dict[str, Any], before: list[int], after: list[int]) -> float:
    """The deal's score edge over the opponents, signed by the game's spec (the lowest
    total wins the classic UNO and Sedam i Osam); in Igra u parove's elimination
    scoring points push a pair out, so fewer is better there too."""
    if one_deal(view):
        return 0.0
    lower = GAMES[view["game"]].lowest_wins or view.get("scoring") == "elimination"
    return score_outcome(before, after, view["seat"], lower, _mates(view))


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
    guesser = inference.Guesser(adriatic.SPEC.sample, inference.adriatic_facts,
                                inference.adriatic_clues, DRAWS)
    return SearchBot(adriatic.SPEC.sample, uno_bots.NormalUnoBot(), samples=SAMPLES,
                     budget=BUDGET, match_win=MATCH_WIN, rollout=rollout.uno_step,
                     guesser=guesser, value=deal_value, candidates=UNO_CANDIDATES)


def uno_hard() -> SearchBot:
    policy = uno_bots.TablesUnoBot()
    return SearchBot(uno_rules.SPEC.sample, policy, samples=SAMPLES,
                     budget=POLICY_BUDGET, match_win=MATCH_WIN,
                     rollout=rollout.policy_step(policy, rollout.tables_view),
                     value=deal_value, candidates=UNO_CANDIDATES)


def sedam_hard() -> SearchBot:
    policy = sedam_bots.NormalBot()
    guesser = inference.Guesser(sedam_i_osam.SPEC.sample, inference.sedam_facts)
    return SearchBot(sedam_i_osam.SPEC.sample, policy, samples=SAMPLES, guesser=guesser,
                     budget=POLICY_BUDGET, match_win=MATCH_WIN,
                     rollout=rollout.policy_step(policy, rollout.sedam_view),
                     value=deal_value, candidates=SEDAM_CANDIDATES)


def _party_hard(sample: Callable[[dict[str, Any], Rng], Match]) -> SearchBot:
    """The classic and the manufacturer's UNO: their normal bot's choices searched (it
    also decides the challenges, jump-ins and swaps), greedy rollouts."""
    return SearchBot(sample, official_bots.NormalBot(), samples=SAMPLES, budget=BUDGET,
                     match_win=MATCH_WIN, rollout=rollout.uno_step, value=deal_value,
                     candidates=UNO_CANDIDATES)


def classic_hard() -> SearchBot:
    """The classic UNO (002): the lowest total wins."""
    return _party_hard(uno_classic.SPEC.sample)


def official_hard() -> SearchBot:
    """The manufacturer's UNO (003)."""
    return _party_hard(uno_official.SPEC.sample)
