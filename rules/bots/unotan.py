"""Bots for Unotan (rules/unotan.py): they read only the seat's view and the legal actions.

"easy" is kind: a random card it may lay, a 2+ or a 4+ only when nothing else
goes. "normal" weighs every lay: the points it sheds (a Stop, a Zero, a Džoker
cost 10 in hand), the Zero's -5, how many of its own cards can go after it (so a
Semafor or a Most is played when it opens its way, and a Stop closes a run it does
not need), no Zero spot opened for an opponent, its own Zero set up, 2+ and 4+ kept
for the next player when he is the closest to going out, and the eighth Stop only
when its hand is the lowest. "hard" searches: determinised Monte Carlo
(rules/bots/search.py) over deals guessed from the view, the normal bot its default.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from ..core import Action, Rng
from ..decks import uno_112
from ..uno_family import rank_of
from ..unotan import (
    FOUR_PLUS,
    MAX_RUNS,
    SPEC,
    STOP,
    TWO_PLUS,
    PlayOn,
    Run,
    code_of,
    number,
    points,
)
from .search import SearchBot

ATTACKS = (TWO_PLUS, FOUR_PLUS)
CLOSE_TO_OUT = 3        # an opponent with this many cards or fewer is about to go out
OUT_BONUS = 100.0       # going out ends the deal with the best award
ZERO_BONUS = 5.0        # the Zero's -5 at once
ZERO_SPOT = 4.0         # a Zero spot opened: what it is worth to whoever holds that Zero
MOBILITY = 1.5          # each card of the hand that can go after the lay
ATTACK = 4.0            # a 2+ or 4+ on the player closest to going out
HOLD_ATTACK = 2.0       # ... and what keeping it for that moment is worth
DENY = 0.2              # each unseen number card that would fit where I lay
LAST_STOP = 30.0        # ending the deal with the lowest hand, or not


class EasyBot:
    """Legal and kind: a random lay, an attack only when nothing else goes."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        lays = [a for a in legal if code_of(a) is not None]
        kind = [a for a in lays if rank_of(code_of(a) or "") not in ATTACKS]
        if kind or lays:
            return rng.choice(kind or lays)
        return legal[0]


class NormalBot:
    """The lay with the best weighed value; a drawn card is kept when no lay pays."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        lays = [a for a in legal if code_of(a) is not None]
        if not lays:
            return legal[0]
        runs = [Run.seen(s) for s in view["sequences"]]
        scored = [(self.value(view, runs, a), i) for i, a in enumerate(lays)]
        best, index = max(scored)
        if best <= 0 and len(lays) < len(legal):
            return next(a for a in legal if code_of(a) is None)   # "Dalje" with the drawn card
        return lays[index]

    def value(self, view: dict[str, Any], runs: list[Run], action: Action) -> float:
        code = code_of(action) or ""
        rank = rank_of(code)
        hand = list(view["hand"])
        hand.remove(code)
        if not hand:
            return OUT_BONUS
        after = [replace(run, cards=list(run.cards)) for run in runs]
        if isinstance(action, PlayOn):
            after[action.run].lay(code)
            laid_on = after[action.run]
        else:
            laid_on = Run.built([code])
            after.append(laid_on)
        value = float(points(code)) + MOBILITY * self._mobility(hand, after, view, code)
        if rank == "0":
            value += ZERO_BONUS
        value += self._zero_spot(hand, laid_on, after)
        value -= DENY * self._openings(view, laid_on, after)
        if rank in ATTACKS:
            value += self._attack(view)
        if rank == STOP and sum(r.closed for r in after) == MAX_RUNS:
            value += self._last_stop(view, hand)
        return value

    @staticmethod
    def _mobility(hand: list[str], runs: list[Run], view: dict[str, Any], code: str) -> int:
        """How many cards of the hand could be laid after this lay."""
        start = view["start_value"] if view["start_value"] is not None else int(rank_of(code))
        open_new = len(runs) < MAX_RUNS
        return sum(1 for card in hand
                   if (open_new and rank_of(card) == str(start))
                   or any(r.why_not(card) is None for r in runs))

    @staticmethod
    def _openings(view: dict[str, Any], run: Run, runs: list[Run]) -> int:
        """How many cards I cannot see would fit on the run I lay on: the chances I
        hand to the others."""
        seen = Counter(view["hand"]) + Counter(c for r in runs for c in r.cards)
        unseen = Counter(uno_112()) - seen
        return sum(n for card, n in unseen.items()
                   if number(card) is not None and run.why_not(card) is None)

    @staticmethod
    def _zero_spot(hand: list[str], run: Run, runs: list[Run]) -> float:
        """A run that now takes its colour's Zero: good when the Zero is mine, bad when
        it may be an opponent's (it is not on the table)."""
        if len(run.colours) != 1 or 0 not in run.wants():   # closed: it wants nothing
            return 0.0
        zero = f"{next(iter(run.colours))}0"
        if zero in hand:
            return ZERO_SPOT / 2
        seen = any(zero in r.cards for r in runs)
        return 0.0 if seen else -ZERO_SPOT

    @staticmethod
    def _attack(view: dict[str, Any]) -> float:
        """Hit the next player when he is the closest to going out; else keep it."""
        seat, sizes = view["seat"], view["hand_sizes"]
        victim = (seat + 1) % view["players"]
        fewest = min(n for s, n in enumerate(sizes) if s != seat)
        if sizes[victim] == fewest or sizes[victim] <= CLOSE_TO_OUT:
            return ATTACK
        return -HOLD_ATTACK

    @staticmethod
    def _last_stop(view: dict[str, Any], hand: list[str]) -> float:
        """The eighth Stop ends the deal: worth it when my hand looks the lowest (the
        others' points guessed at two a card)."""
        mine = sum(points(c) for c in hand)
        others = min(2 * n for s, n in enumerate(view["hand_sizes"]) if s != view["seat"])
        return LAST_STOP if mine <= others else -LAST_STOP


SAMPLES = 60      # guesses of the hidden cards at most, each tried with every candidate
BUDGET = 3_000    # random rollout moves per decision (see the note's timings)
MATCH_WIN = 50.0  # what a rollout that wins the whole match adds to its score edge
CONFIDENCE = 3.0  # standard errors the search must gain before it leaves the normal choice


def hard_bot() -> SearchBot:
    return SearchBot(SPEC.sample, NormalBot(), samples=SAMPLES,
                     budget=BUDGET, match_win=MATCH_WIN, random_rollouts=True,
                     confidence=CONFIDENCE)
