"""What a card player reads from the table: who lacks which cards.

A player who draws because nothing in his hand fits shows every player at the
table that his hand holds no card of the colour to follow, none of the top card's
number or symbol, and no wild card; the card he draws and keeps does not fit
either. Those cards may come back to his hand only with cards he takes later (a
draw, a penalty), so "at least k of his cards lack these" holds until then, with
k his hand less what he has taken since. The hard bots read these facts from the
public actions in their view (`view["actions"]`) and deal their guesses of the
hidden cards to match them (`Guesser`); they never look at the real hands.

A fact is a pair (the codes a hand lacks, how many of its cards at least lack
them); `Facts` maps a seat to its latest fact.

The plays tell more, if less surely: a player names the colour he holds most, turns
the colour (a card of another colour on the number) towards one he holds more of,
and keeps his Jolly while a colour card fits, as the table's normal bot does. Each
guess is picked from a few candidates by how likely they make the plays the table
saw (`Clue`, importance resampling in `Guesser`); in Adriatic's games of normal
bots this raised the share of the hidden cards the guesses hold right from 15.3 %
to 15.9 %.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

from .. import sedam_i_osam as sedam
from ..adriatic import Adriatic
from ..core import COLOURS, PHASE_DRAWN, SUITS, Match, Rng
from ..uno_family import ALL_CODES, COLOUR_OF, RANK_OF

Facts = dict[int, tuple[frozenset[str], int]]
HAND_SIZE = Adriatic.HAND_SIZE
SUITS_NAMED = frozenset(SUITS)
COLOUR_AT = {code: None if COLOUR_OF[code] is None else COLOURS.index(COLOUR_OF[code])
             for code in ALL_CODES}
MAX_READINGS = 16   # ways of lining the actions up with the pile tried, at most
CLOSE_TO_OUT = 2    # as the normal bot: a hand this small may make it spend a Jolly
SHARPNESS = 1.0     # how surely the normal bot's colour follows the colours it holds
JOLLY_KEPT = math.log(0.1)   # a Jolly played while a colour card fitted, seldom done


def _stuck_on(colour: str | None, rank: str | None) -> frozenset[str]:
    """The UNO cards that fit on the colour and rank to follow (so a stuck hand lacks
    them): that colour, that rank, and every black card."""
    return frozenset(c for c in ALL_CODES
                     if COLOUR_OF[c] is None or COLOUR_OF[c] == colour or RANK_OF[c] == rank)


def _fits_top(code: str, top: str, named: str | None) -> bool:
    """Whether a colour card fits on `top` (a black top: on the colour it named)."""
    colour = COLOUR_OF[code]
    return colour is not None and (colour == (COLOUR_OF[top] or named)
                                   or RANK_OF[code] == RANK_OF[top])


def _readings(actions: list[tuple[int, str]], pile: list[str]) -> Iterator[set[int]]:
    """The ways to line the actions up with the pile, each as the indexes of the draws
    whose card fitted and was played at once (it lies on the pile without an action
    of its own); none if the pile was shuffled back into the stock. Two draws in a
    row that one card fits give two readings."""
    named: str | None = None
    reach = [{0}]                      # the pile's possible top index after each action
    fits_at: list[set[int]] = []       # the tops each draw's card may have been played on
    verbs = []
    for _, text in actions:
        verb, *args = text.split()
        now = reach[-1]
        fits: set[int] = set()
        if verb == "play":
            after = {at + 1 for at in now if at + 1 < len(pile) and pile[at + 1] == args[0]}
            named = args[1] if len(args) > 1 else named
        elif verb == "draw":
            fits = {at for at in now if at + 1 < len(pile)
                    and _fits_top(pile[at + 1], pile[at], named)}
            after = now | {at + 1 for at in fits}
        else:
            after = now
        verbs.append(verb)
        fits_at.append(fits)
        reach.append(after)
    if len(pile) - 1 in reach[-1]:
        yield from _back(verbs, reach, fits_at, len(verbs), len(pile) - 1, frozenset())


def _back(verbs: list[str], reach: list[set[int]], fits_at: list[set[int]], k: int,
          at: int, played: frozenset[int]) -> Iterator[set[int]]:
    """The readings of the first `k` actions that leave the pile's top at `at`."""
    while k > 0:
        k -= 1
        if verbs[k] == "play":
            at -= 1
        elif verbs[k] == "draw" and at - 1 in fits_at[k]:
            if at in reach[k]:
                yield from _back(verbs, reach, fits_at, k, at, played)   # kept
            played |= {k}
            at -= 1
    yield set(played)


def adriatic_facts(view: dict[str, Any]) -> Facts:
    """The facts of the deal so far in Adriatic (and Igra u parove), for the rules
    where a player draws only when stuck and plays a fitting drawn card at once;
    none when the pile was shuffled back into the stock (the record is gone); where
    the actions can be read in more than one way, only what every reading tells."""
    if not _readable(view):
        return {}
    readings = list(islice(_readings(view["actions"], view["pile"]), MAX_READINGS + 1))
    if len(readings) > MAX_READINGS:
        return {}   # too many to tell apart: nothing is sure
    found = [facts for at_once in readings if (facts := _read_facts(view, at_once)) is not None]
    return _common(found)


def _readable(view: dict[str, Any]) -> bool:
    """Whether the deal's actions tell what hands lack: Adriatic's rules, where a
    player draws only when stuck and plays a fitting drawn card at once."""
    options = view["options"]
    return (view.get("mode") in ("single", "pairs") and options.get("draw") == "when_stuck"
            and options.get("drawn_card") == "must_play" and options.get("penalties") == "referee"
            and "actions" in view and bool(view["pile"]))


def _common(readings: list[Facts]) -> Facts:
    """What every reading tells: a fact of a seat that they all have, the same."""
    if not readings:
        return {}
    first, *others = readings
    return {seat: (lacks, min([least, *(o[seat][1] for o in others)]))
            for seat, (lacks, least) in first.items()
            if all(seat in o and o[seat][0] == lacks for o in others)}


def _read_facts(view: dict[str, Any], at_once: set[int],
                clues: list[Clue] | None = None) -> Facts | None:
    """The facts, the draws in `at_once` read as played at once; None if this reading
    does not give the hand sizes and the direction the view shows. `clues`, when
    given, gathers the plays each opponent made in the deal (see `Clue`)."""
    actions, pile, active = view["actions"], view["pile"], view["active"]
    colour, rank = COLOUR_OF[pile[0]], RANK_OF[pile[0]]
    effects = view["options"]["starter"] == "effects"
    direction = -1 if effects and rank == "rev" else 1

    def after(seat: int) -> int:
        return active[(active.index(seat) + direction) % len(active)]

    sizes = [HAND_SIZE if s in active else 0 for s in range(view["players"])]
    if effects and rank == "d2":
        sizes[after(view["dealer"])] += 2
    taken = [0] * view["players"]      # cards taken since the seat's fact
    lacks: dict[int, frozenset[str]] = {}
    clued: dict[int, list[Clue]] = {}   # seat -> the clues of its plays
    at = 0
    for k, (seat, text) in enumerate(actions):
        verb, *args = text.split()
        if verb == "catch":
            victim = int(args[0])
            sizes[victim] += 2
            taken[victim] += 2
            continue
        if verb == "draw":
            # stuck: the hand lacks what fits; the drawn card, kept or played, too
            lacks[seat], taken[seat] = _stuck_on(colour, rank), 0
            sizes[seat] += 1
            if k not in at_once:
                continue
            code, named = pile[at + 1], None
        elif verb == "play":
            code, named = args[0], (args[1] if len(args) > 1 else None)
            close = any(0 < n <= CLOSE_TO_OUT for s, n in enumerate(sizes) if s != seat)
            for clue in clued.get(seat, ()):
                clue.played_since.append(code)
            clued.setdefault(seat, []).append(Clue(seat, code, named, colour, rank, close))
        else:
            continue
        at += 1
        sizes[seat] -= 1
        colour, rank = named or COLOUR_OF[code], RANK_OF[code]
        if rank == "rev":
            direction = -direction
        elif rank in ("d2", "Wd4"):
            victim = after(seat)
            cards = 2 if rank == "d2" else 4
            sizes[victim] += cards
            taken[victim] += cards
    if direction != view["direction"] or sizes != view["hand_sizes"]:
        return None
    if clues is not None:
        clues.extend(c for seat, kept in sorted(clued.items()) if seat != view["seat"]
                     for c in kept)
    if view["phase"] == PHASE_DRAWN:
        taken[view["current"]] += 1   # it drew a wild card, to be played now
    return {seat: (lack, sizes[seat] - taken[seat]) for seat, lack in lacks.items()
            if seat != view["seat"] and sizes[seat] > taken[seat]}


@dataclass
class Clue:
    """A play an opponent made: his hand right after it was his hand now and the cards
    he has played since, less those he has taken since (unknown; left in, they blur
    older clues a little, and leaving older clues out was measured to tell less), so a
    guess can be asked how likely the table's normal bot, holding it, was to play so."""

    seat: int
    code: str
    named: str | None            # the colour a wild card named
    colour: str | None           # the colour to follow before the play
    rank: str | None             # the rank to follow before the play
    close: bool                  # somebody was close to going out (wilds may be spent)
    played_since: list[str] = field(default_factory=list)

    def log_odds(self, held: list[int], fitting: bool) -> float:
        """How likely the normal bot was to make this play, up to a constant, from the
        colours of the guessed hand now (`held`, its cards of each of `COLOURS`) and
        whether a colour card of it fits this play's top (`fitting`): it names the
        colour it holds most; it changes colour (a card of another colour on the rank)
        towards the colour it holds more; it keeps its Jolly while a colour card fits,
        unless somebody must be stopped."""
        counts = [h + s for h, s in zip(held, self.since_colours)]
        if self.named is not None:
            named = counts[COLOURS.index(self.named)]
            value = SHARPNESS * named - _log_sum([SHARPNESS * n for n in counts])
            if self.jolly_check and (fitting or self.fits_since):
                value += JOLLY_KEPT
            return value
        if not self.turns:
            return 0.0
        stay = SHARPNESS * counts[COLOURS.index(self.colour)]   # type: ignore[arg-type]
        move = SHARPNESS * counts[COLOURS.index(COLOUR_OF[self.code])]  # type: ignore[arg-type]
        return move - _log_sum([stay, move])

    def settle(self) -> None:
        """Work out once what the cards played since tell (asked for every guess)."""
        self.since_colours = [0] * len(COLOURS)
        for code in self.played_since:
            if COLOUR_OF[code] is not None:
                self.since_colours[COLOURS.index(COLOUR_OF[code])] += 1
        self.fits = frozenset(c for c in ALL_CODES if COLOUR_OF[c] is not None and (
            COLOUR_OF[c] == self.colour or RANK_OF[c] == self.rank))
        self.fits_since = any(c in self.fits for c in self.played_since)
        self.jolly_check = self.code == "W" and not self.close
        mine = COLOUR_OF[self.code]
        self.turns = mine is not None and self.colour is not None and mine != self.colour


def _log_sum(values: list[float]) -> float:
    top = max(values)
    return top + math.log(sum(math.exp(v - top) for v in values))


def adriatic_clues(view: dict[str, Any]) -> list[Clue]:
    """The clues of the deal so far in Adriatic, as `adriatic_facts` reads them (the
    first reading of the actions, when there are few enough to tell apart)."""
    if not _readable(view):
        return []
    for at_once in islice(_readings(view["actions"], view["pile"]), MAX_READINGS):
        clues: list[Clue] = []
        if _read_facts(view, at_once, clues) is not None:
            for clue in clues:
                clue.settle()
            return clues
    return []


def clues_log_odds(match: Match, clues: list[Clue]) -> float:
    """How likely the guessed hands make the opponents' plays, up to a constant."""
    hands: list[list[str]] = match.hands   # type: ignore[attr-defined]
    held: dict[int, list[int]] = {}
    total = 0.0
    for clue in clues:
        counts = held.get(clue.seat)
        hand = hands[clue.seat]
        if counts is None:
            counts = held[clue.seat] = [0] * len(COLOURS)
            for code in hand:
                at = COLOUR_AT[code]
                if at is not None:
                    counts[at] += 1
        fitting = clue.jolly_check and not clue.fits.isdisjoint(hand)
        total += clue.log_odds(counts, fitting)
    return total


def _sedam_fits(game: str, top: str, to_follow: str | None, alone: bool,
                wild_finish: bool) -> frozenset[str]:
    """The cards of a Sedam i Osam deck that fit on `top`: a stuck hand lacks them
    (a wild card fits unless it would be the last card and that is forbidden)."""
    wilds = wild_finish or not alone
    return frozenset(c for c in sedam.VARIANTS[game].deck()
                     if (sedam.is_wild(c) and wilds) or (not sedam.is_wild(c) and (
                         sedam.suit(c) == to_follow or sedam.rank(c) == sedam.rank(top))))


def sedam_facts(view: dict[str, Any]) -> Facts:
    """The facts of the deal so far in Sedam i Osam and Džoker i Devetka: a player
    who drew and then said "Dalje" had nothing to play, the card drawn too (a player
    may keep his cards, but a sound one does not); none if the actions do not give
    the hand sizes the view shows (cards ran out), or with the call made for him."""
    if view["options"].get("announce") == "auto" or "actions" not in view:
        return {}
    actions, pile = view["actions"], view["pile"]
    laid = sum(sum(word not in SUITS_NAMED for word in text.split()[1:])
               for _, text in actions if text.startswith("play "))
    starter = pile[0] if len(pile) == laid + 1 else None
    top, to_follow = starter, None
    if starter is not None and not sedam.is_wild(starter):
        to_follow = sedam.suit(starter)
    owed = 0
    if starter is not None and sedam.rank(starter) in ("7", sedam.JOKER):
        owed = 2
    sizes = [sedam.HAND] * view["players"]
    taken = [0] * view["players"]
    lacks: dict[int, frozenset[str]] = {}
    drawing: int | None = None        # the seat that drew by choice this turn
    wild_finish = view["options"].get("wild_finish") != "forbidden"
    for k, (seat, text) in enumerate(actions):
        verb, *args = text.split()
        if verb == "catch":
            victim = int(args[0])
            sizes[victim] += sedam.PENALTY
            taken[victim] += sedam.PENALTY
        elif verb == "draw":
            cards, owed = owed or 1, 0
            drawing = seat if cards == 1 else None
            sizes[seat] += cards
            taken[seat] += cards
        elif verb == "pass":
            if drawing == seat and top is not None:
                lacks[seat] = _sedam_fits(view["game"], top, to_follow, sizes[seat] == 1,
                                          wild_finish)
                taken[seat] = 0
            drawing = None
        elif verb == "play":
            named = args[-1] if args[-1] in SUITS_NAMED else None
            codes = args[:-1] if named else args
            drawing = None
            sizes[seat] -= len(codes)
            top = codes[-1]
            to_follow = named or sedam.suit(top)
            r = sedam.rank(top)
            owed = 2 * len(codes) if r == "7" else 2 if r == sedam.JOKER else 0
            if sizes[seat] == 0 and k < len(actions) - 1:
                sizes[seat] += sedam.PENALTY   # out unannounced: the penalty, play goes on
                taken[seat] += sedam.PENALTY
    if sizes != view["hand_sizes"]:
        return {}
    return {seat: (lack, sizes[seat] - taken[seat]) for seat, lack in lacks.items()
            if seat != view["seat"] and sizes[seat] > taken[seat]}


def respect(match: Match, me: int, facts: Facts, rng: Rng) -> None:
    """Swap cards of a guessed match between the hands it guessed and its stock until
    every fact holds: a hand short of cards that lack what it lacks trades cards it
    lacks for such cards from the stock or from another guessed hand that may hold
    the card it gets."""
    hands: list[list[str]] = match.hands   # type: ignore[attr-defined]
    stock: list[str] = match.stock         # type: ignore[attr-defined]
    for seat, (lacks, least) in facts.items():
        hand = hands[seat]
        short = least - sum(code not in lacks for code in hand)
        if short <= 0:
            continue
        wrong = [i for i, code in enumerate(hand) if code in lacks]
        rng.shuffle(wrong)
        places = [(stock, j) for j, code in enumerate(stock) if code not in lacks]
        for other, held in enumerate(hands):
            if other not in (me, seat):
                places += [(held, j) for j, code in enumerate(held) if code not in lacks]
        rng.shuffle(places)
        for i in wrong:
            if short == 0:
                break
            for k, (pile, j) in enumerate(places):
                if pile is stock or not _lacked_by(hand[i], pile, hands, facts):
                    hand[i], pile[j] = pile[j], hand[i]
                    del places[k]
                    short -= 1
                    break
    match._legal_cache.clear()   # the hands changed under any legal actions worked out


def _lacked_by(code: str, hand: list[str], hands: list[list[str]], facts: Facts) -> bool:
    """Whether the guessed `hand` is one that a fact says lacks `code`."""
    seat = next(s for s, h in enumerate(hands) if h is hand)
    return seat in facts and code in facts[seat][0]


Deal = tuple[list[list[str]], list[str]]   # a guess's hands and stock


def redeal(match: Match, me: int, rng: Rng) -> None:
    """Deal the cards `me` cannot see again at random, each hand and the stock keeping
    its size: another guess at a fraction of a new match's cost (the seat deciding
    holds the card a player must play after drawing, so no other hand is bound)."""
    hands: list[list[str]] = match.hands   # type: ignore[attr-defined]
    pool = [code for seat, hand in enumerate(hands) if seat != me for code in hand]
    pool += match.stock                    # type: ignore[attr-defined]
    rng.shuffle(pool)
    at = 0
    for seat, hand in enumerate(hands):
        if seat != me:
            hand[:] = pool[at:at + len(hand)]
            at += len(hand)
    match.stock[:] = pool[at:]             # type: ignore[attr-defined]
    match._legal_cache.clear()


def _take(match: Match) -> Deal:
    return [list(hand) for hand in match.hands], list(match.stock)  # type: ignore[attr-defined]


def _put(match: Match, deal: Deal) -> None:
    hands, stock = deal
    for hand, dealt in zip(match.hands, hands):   # type: ignore[attr-defined]
        hand[:] = dealt
    match.stock[:] = stock                        # type: ignore[attr-defined]
    match._legal_cache.clear()


class Guesser:
    """The game's sampler with the facts read from the view dealt in: `guesser(view)`
    reads the facts once per decision and returns the function that makes guesses.

    With `clues` (a reader of the opponents' plays, see `Clue`) each guess is picked
    from `draws` candidates by how likely they make the plays the table saw
    (importance resampling): a guess in which the player who named blue holds the
    most blue is kept more often than one in which he holds none."""

    def __init__(self, sample: Callable[[dict[str, Any], Rng], Match],
                 read: Callable[[dict[str, Any]], Facts],
                 clues: Callable[[dict[str, Any]], list[Clue]] | None = None,
                 draws: int = 1) -> None:
        self.sample = sample
        self.read = read
        self.clues = clues
        self.draws = draws

    def __call__(self, view: dict[str, Any]) -> Callable[[Rng], Match]:
        facts = self.read(view)
        clues = self.clues(view) if self.clues is not None and self.draws > 1 else []
        sample = self.sample

        def one(rng: Rng) -> Match:
            match = sample(view, rng)
            if facts:
                respect(match, view["seat"], facts, rng)
            return match

        if not clues:
            return one

        me = view["seat"]
        picked: dict[Any, tuple[Any, Deal, Any]] = {}   # a stream's start -> its pick, its end

        def guess(rng: Rng) -> Match:
            """The search asks again with the same stream for each action it tries: the
            match is dealt again alone and given the hands picked the first time."""
            start = rng.state()
            key = hash(start)
            if key in picked:
                at, deal, end = picked[key]
                rng.restore(at)
                match = sample(view, rng)
                _put(match, deal)
                rng.restore(end)
                return match
            match = one(rng)
            deals, odds = [], []
            for k in range(self.draws):
                if k:
                    redeal(match, me, rng)
                    if facts:
                        respect(match, me, facts, rng)
                deals.append(_take(match))
                odds.append(clues_log_odds(match, clues))
            top = max(odds)
            weights = [math.exp(o - top) for o in odds]
            pick = rng.random() * sum(weights)
            chosen = len(deals) - 1
            for k, weight in enumerate(weights):
                pick -= weight
                if pick < 0:
                    chosen = k
                    break
            _put(match, deals[chosen])
            picked[key] = (start, deals[chosen], rng.state())
            return match

        return guess
