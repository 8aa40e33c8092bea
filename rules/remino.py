"""Remino UNO — seed 000, section "Remino UNO" (rummy with the 112 UNO cards).

The rules in plain words. The dealer deals 14 cards each, 15 to the player after
him, one at a time. Cards are turned until a number card appears: it stays under
the stock, laid crosswise over it. The specials turned meanwhile lie by the stock,
out of play, and cards are turned onto them until the discard pile shows a number.

The first player only discards a number card. Then each turn: draw from the stock
(or, once opened in an earlier turn, the pile's top card if it is melded at once),
meld and lay off, and discard one card. Rounds 1–3: only number cards are
discarded; from round 2 players open with any one meld. From round 4 an opened
player may lay off, take wilds back and discard Stop, 2+ and 4+; a player not yet
open pays 10 in round 4 and 5 more each later round.

Melds: groups of 3–4 cards of one number in different colours, with one Džoker at
most (it comes back to the player who completes the four colours); zeros only in
groups; runs 1–9 of one colour where a Most of the run's colour stands for a
number and a Semafor changes the colour after it, neither first nor last. Stop
and 2+ are discarded on their colour (skip; skip and draw 2), 4+ on a pile whose
colour differs from the card under the stock (the next draws 4 or passes it on
with another 4+, 8, 12...); after a Stop or 2+ the next discard is of its colour
or the same special, after a paid 4+ any number card. The last card is melded,
never discarded (a zero may close); before closing, the card under the stock may
be drawn. When the stock is gone, players draw the pile's top card and only meld;
when the pile is gone too, the lowest hand wins. Scores: -20 for going out before
the stock ends, -10 after; the others score their hands; to 100, lowest wins.

Every reading of what the seed leaves open is in docs/rules/remino.md.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar, NamedTuple

from . import decks
from .core import (
    COLOURS,
    PHASE_BETWEEN,
    PHASE_OVER,
    Action,
    BadOption,
    CardMoved,
    Deal,
    DealEnded,
    DealStarted,
    Draw,
    Event,
    GameSpec,
    Match,
    MatchEnded,
    Pass,
    Play,
    Rng,
    StockEnded,
    TurnSkipped,
    TurnStarted,
    one_deck,
)
from .uno_family import COLOUR_OF, RANK_OF, DealScored, DrawOwed, special_card

STOP, TWO_PLUS, MOST = "skip", "d2", "rev"
SEMAFOR, PLUS_FOUR, JOKER = "W", "Wd4", "J"

HAND_SIZE = 14            # "Delitelj deli svakom igraču po 14 karata, a prvom desnom od sebe, 15."
OPENING_ROUND = 2         # "U II-om i III-em krugu igre, svi igrači nastoje da se „otvore“"
SPECIALS_ROUND = 4        # "Počev od IV-og kruga, na Hrpu se mogu odbacivati i Specijalke"
FIRST_PENALTY, LATER_PENALTY = 10, 5   # "+10 bodova ... u svakom sledećem krugu ... po 5"
EARLY_OUT, LATE_OUT = -20, -10         # "nagradu od -20 bodova ... posle istrošenog Ostatka ... -10"
TARGET = 100              # "Partija traje do 100 i više"
TWO_PLUS_CARDS, PLUS_FOUR_CARDS = 2, 4

# "Brojčane karte po 1 bod, Nula 2, Most 2, Stop 2, 2+ 3, Semafor 4, 4+ 5, Džoker 5."
SPECIAL_POINTS = {"0": 2, MOST: 2, STOP: 2, TWO_PLUS: 3, SEMAFOR: 4, PLUS_FOUR: 5, JOKER: 5}

# The phases of a turn, then of the match.
PHASE_DRAW = "draw"    # take from the stock, the pile or the card under the stock
PHASE_OWE = "owe"      # a 4+ to pay or pass on
PHASE_USE = "use"      # the pile's card just taken must be melded at once
PHASE_MELD = "meld"    # meld, lay off, discard ("draw" again when no card may be discarded)
PHASES = frozenset({PHASE_DRAW, PHASE_OWE, PHASE_USE, PHASE_MELD, PHASE_BETWEEN, PHASE_OVER})


def points(code: str) -> int:
    """What a card left in the hand costs at the end of a deal."""
    return SPECIAL_POINTS.get(RANK_OF[code], 1)


NUMBERS: dict[str, int | None] = {
    c: int(RANK_OF[c]) if RANK_OF[c].isdigit() else None for c in decks.uno_112()}


def number(code: str) -> int | None:
    """The number of a number card (0–9), None for any other card."""
    return NUMBERS[code]


def is_run_number(code: str) -> bool:
    """A number card that may stand in a run: 1–9 ("Nule se ne smeju naći u Nizovima")."""
    return bool(NUMBERS[code])


def mirror(code: str) -> str:
    """The card a run read backwards would hold: numbers v become 10 - v, so the
    front of a run can be grown with the same code that grows its end."""
    n = NUMBERS[code]
    return f"{code[0]}{10 - n}" if n else code


# --------------------------------------------------------------------------
# Melds: plain functions over tuples of codes, so bots and tests can use them.


def is_group(cards: tuple[str, ...]) -> bool:
    """3 or 4 cards of one number in different colours, one Džoker at most."""
    if not 3 <= len(cards) <= 4 or cards.count(JOKER) > 1:
        return False
    numbers = [c for c in cards if c != JOKER]
    values = {number(c) for c in numbers}
    return (len(values) == 1 and None not in values
            and len({COLOUR_OF[c] for c in numbers}) == len(numbers))


State = tuple[str, int, bool]   # a run so far: its colour, its value, after a Semafor


def _step(state: State | None, code: str) -> State | None:
    """The run's state (colour, value, after a Semafor) after `code`, or None when
    `code` cannot come next: a Most is the next number in its colour, a Semafor
    switches the colour of what follows."""
    if state is None:
        return (COLOUR_OF[code], number(code), False) if is_run_number(code) else None
    colour, value, after_semafor = state
    if code == SEMAFOR:
        return None if after_semafor else (colour, value, True)
    if value >= 9 or COLOUR_OF[code] is None:
        return None
    if RANK_OF[code] != MOST and number(code) != value + 1:
        return None
    if (COLOUR_OF[code] != colour) != after_semafor:
        return None
    return (COLOUR_OF[code], value + 1, False)


def is_run(cards: tuple[str, ...]) -> bool:
    """Three numbers or more in a row, 1–9, first and last real number cards."""
    state = None
    for code in cards:
        state = _step(state, code)
        if state is None:
            return False
    slots = sum(1 for c in cards if c != SEMAFOR)
    return slots >= 3 and is_run_number(cards[0]) and is_run_number(cards[-1])


def is_meld(cards: tuple[str, ...]) -> bool:
    return is_group(cards) or is_run(cards)


def why_not_a_meld(cards: tuple[str, ...] | list[str]) -> str:
    """The message id saying why cards that make no meld make none, in the words of the
    seed's section on melds ("IZLOŠCI"): what a group or a run allows."""
    if any(RANK_OF[c] in (STOP, TWO_PLUS) or c == PLUS_FOUR for c in cards):
        return "meld_no_specials"
    numbers = {NUMBERS[c] for c in cards if NUMBERS[c] is not None}
    wilds = any(c == SEMAFOR or RANK_OF[c] == MOST for c in cards)
    if len(numbers) == 1 and (JOKER in cards or not wilds):     # a group is meant
        if list(cards).count(JOKER) > 1:
            return "meld_one_joker"
        if len(cards) > 4:
            return "meld_group_size"
        return "meld_group_colours"
    if JOKER in cards:
        return "meld_joker_in_groups"
    if 0 in numbers:
        return "meld_zeros"
    if len(numbers) < 2:
        return "meld_wilds_in_runs"
    return "meld_run"


def group_order(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """A group's cards in one canonical order (colours R Y G B, the Džoker last)."""
    return tuple(sorted(cards, key=lambda c: (c == JOKER, COLOURS.index(c[0]) if c != JOKER else 0)))


def as_meld(cards: tuple[str, ...]) -> tuple[str, ...] | None:
    """The meld the cards make in the order the rules list it (a group in `group_order`,
    a run as given when it is one, else the first run of all the cards), or None: which
    meld the cards make is a fact of the cards, not of the order they are named in."""
    if is_run(cards):
        return cards
    if is_group(cards):
        return group_order(cards)
    runs = [run for run in weave((), Counter(cards), wilds=True) if len(run) == len(cards)]
    return min(runs) if runs else None


def groups_in(hand: Counter[str]) -> set[tuple[str, ...]]:
    """Every group the hand can lay down."""
    by_number: dict[int, list[str]] = {}
    for code in hand:
        n = number(code)
        if n is not None and hand[code] > 0:
            by_number.setdefault(n, []).append(code)
    found = set()
    joker = hand[JOKER] > 0
    for codes in by_number.values():
        codes = sorted(codes)
        for size in (3, 4):
            found.update(group_order(c) for c in combinations(codes, size))
        if joker:
            for size in (2, 3):
                found.update(group_order((*c, JOKER)) for c in combinations(codes, size))
    return found


def _successors(state: State, wilds: bool) -> tuple[tuple[str, State], ...]:
    """The cards that may follow a run's state, held or not, each with the state it
    leads to (wilds only when `wilds`): what `_step` allows, listed once."""
    colour, value, after_semafor = state
    if value >= 9:
        return ()
    colours = [c for c in COLOURS if c != colour] if after_semafor else [colour]
    codes = [f"{c}{value + 1}" for c in colours]
    if wilds:
        codes += [f"{c}{MOST}" for c in colours] + ([] if after_semafor else [SEMAFOR])
    return tuple((code, _step(state, code)) for code in codes)


# `_successors` of every state, by `wilds`: runs are searched card by card
SUCCESSORS: dict[bool, dict[State, tuple[tuple[str, State], ...]]] = {
    wilds: {(colour, value, after): _successors((colour, value, after), wilds)
            for colour in COLOURS for value in range(10) for after in (False, True)}
    for wilds in (False, True)}


def _next_moves(state: State | None, hand: Counter[str],
                wilds: bool) -> list[tuple[str, State]]:
    """The hand's cards that may come next in a run, each with the run's state after
    it (wilds only when `wilds`)."""
    if state is None:
        return [(c, (COLOUR_OF[c], NUMBERS[c], False)) for c in hand
                if hand[c] > 0 and is_run_number(c)]
    held = hand.get   # not hand[c]: a Counter looks up a missing card in Python
    return [move for move in SUCCESSORS[wilds][state] if held(move[0], 0) > 0]


def weave(rest: tuple[str, ...], hand: Counter[str], wilds: bool,
          first: bool = False) -> set[tuple[str, ...]]:
    """Every run made of the cards `rest`, in their order, with at least one card
    of the hand put before, between or after them (wild cards only when `wilds`).
    With `rest` empty these are the runs of the hand alone. All of them (or, when
    `first`, the first one found): a hand of thirty cards rich in wilds holds
    thousands, and each one may be laid."""
    found: set[tuple[str, ...]] = set()

    def reachable(state: State, i: int) -> bool:
        # the next number card of `rest` must still be ahead of the run's value
        mosts = 0
        for code in rest[i:]:
            n = number(code)
            if n is not None:
                return state[1] + mosts < n
            mosts += code != SEMAFOR
        return True

    def grow(state, i: int, built: tuple[str, ...], added: int) -> bool:
        # every card came in by `_step`, so `is_run` need only check the length and
        # the last card; True: the search stops
        if (i == len(rest) and added and len(built) - built.count(SEMAFOR) >= 3
                and is_run_number(built[-1])):
            found.add(built)
            if first:
                return True
        if i < len(rest):
            nxt = _step(state, rest[i])
            if nxt is not None and grow(nxt, i + 1, built + (rest[i],), added):
                return True
        for code, nxt in _next_moves(state, hand, wilds):
            if code != SEMAFOR and not reachable(nxt, i):
                continue
            hand[code] -= 1
            stop = grow(nxt, i, built + (code,), added + 1)
            hand[code] += 1
            if stop:
                return True
        return False

    grow(None, 0, (), 0)
    return found


def melds_in(hand: list[str]) -> list[tuple[str, ...]]:
    """The melds the hand can lay down, each once, shortest first: every one of them."""
    return list(_melds_of(tuple(sorted(hand))))


@functools.lru_cache(maxsize=4096)
def _melds_of(hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    counts = Counter(hand)
    found = groups_in(counts) | weave((), counts, wilds=True)
    return tuple(sorted(found, key=lambda m: (len(m), m)))


def melds_with(card: str, hand: list[str], first: bool = False) -> list[tuple[str, ...]]:
    """The melds of the hand that hold `card`, as `melds_in` orders them (or, when
    `first`, one of them at most): its groups and the runs grown around it, not picked
    out of all the hand's melds (a hand of thirty cards rich in wilds holds tens of
    thousands)."""
    counts = Counter(hand)
    found = {g for g in groups_in(counts) if card in g}
    if (is_run_number(card) or card == SEMAFOR or RANK_OF[card] == MOST) and not (
            first and found):
        counts[card] -= 1
        found |= weave((card,), counts, wilds=True, first=first)
    return sorted(found, key=lambda m: (len(m), m))[:1 if first else None]


Change = tuple[tuple[str, ...], tuple[str, ...]]   # a meld's new cards, the cards it gives back


class MeldFacts(NamedTuple):
    """What lay-offs and take-backs read of a meld on the table, read once per meld."""

    group: bool
    run: bool
    low: int              # the first and last numbers (of a run: its span)
    high: int
    colours: frozenset[str]
    wild: bool            # a run holding a Most or a Semafor


@functools.lru_cache(maxsize=4096)
def meld_facts(meld: tuple[str, ...]) -> MeldFacts:
    numbers = [NUMBERS[c] for c in meld if NUMBERS[c]] or [0]
    return MeldFacts(is_group(meld), is_run(meld), numbers[0], numbers[-1],
                     frozenset(COLOUR_OF[c] for c in meld if COLOUR_OF[c]),
                     any(c == SEMAFOR or RANK_OF[c] == MOST for c in meld))


def lay_offs(meld: tuple[str, ...], hand: list[str]) -> list[Change]:
    """(the meld's new cards, the cards it gives back) for every lay-off of the hand
    on it: a number of a new colour on a group (the Džoker back when all four
    colours are there); numbers, Mosts and Semafors at the ends of a run."""
    facts = meld_facts(meld)
    if facts.group:
        return list(_group_lay_offs(meld, tuple(sorted(set(hand)))))
    return list(_run_lay_offs(meld, _run_growers(meld, facts, hand)))


def _run_growers(run: tuple[str, ...], facts: MeldFacts, hand: list[str]) -> tuple[str, ...]:
    """The cards of the hand that could grow the run at its ends, sorted: numbers
    outside its span, Mosts and Semafors; without a Semafor only those of the
    colours at its ends. The rest never fits, and leaving it out lets the same
    lay-offs be found again when only such cards change."""
    low, high = facts.low, facts.high
    fitting = [c for c in hand if c == SEMAFOR or RANK_OF[c] == MOST
               or (NUMBERS[c] and not low <= NUMBERS[c] <= high)]
    if SEMAFOR not in fitting:
        ends = (COLOUR_OF[run[0]], COLOUR_OF[run[-1]])
        fitting = [c for c in fitting if COLOUR_OF[c] in ends]
    return tuple(sorted(fitting))


@functools.lru_cache(maxsize=8192)
def _run_lay_offs(run: tuple[str, ...], hand: tuple[str, ...]) -> tuple[Change, ...]:
    return tuple(sorted((new, ()) for new in _grown_at_ends(run, Counter(hand))))


@functools.lru_cache(maxsize=8192)
def _group_lay_offs(group: tuple[str, ...], hand: tuple[str, ...]) -> tuple[Change, ...]:
    value = NUMBERS[next(c for c in group if c != JOKER)]
    colours = {COLOUR_OF[c] for c in group if c != JOKER}
    found = []
    for code in hand:
        if NUMBERS[code] != value or COLOUR_OF[code] in colours:
            continue
        cards, back = (*group, code), ()
        if len(colours) == 3 and JOKER in group:
            # "Kada se Grupa kompletira sa kartama sve četiri boje, Džoker se uzima u list."
            cards, back = tuple(c for c in cards if c != JOKER), (JOKER,)
        if len(cards) <= 4:
            found.append((group_order(cards), back))
    return tuple(found)


def _extensions(state: State, hand: Counter[str]) -> Iterator[tuple[str, ...]]:
    """The card sequences of the hand that continue a run after `state`, each ending
    with a number card."""
    for code, nxt in _next_moves(state, hand, wilds=True):
        hand[code] -= 1
        if is_run_number(code):
            yield (code,)
        for tail in _extensions(nxt, hand):
            yield (code, *tail)
        hand[code] += 1


def _end_state(run: tuple[str, ...]) -> State:
    state = None
    for code in run:
        state = _step(state, code)
    assert state is not None
    return state


def _grown_at_ends(run: tuple[str, ...], hand: Counter[str]) -> set[tuple[str, ...]]:
    """The run with cards of the hand added after its end, before its start, or both."""
    backwards = tuple(mirror(c) for c in reversed(run))
    mirrored = Counter({mirror(c): k for c, k in hand.items()})
    befores = [()] + [tuple(mirror(c) for c in reversed(ext))
                      for ext in _extensions(_end_state(backwards), mirrored)]
    afters = [()] + list(_extensions(_end_state(run), hand))
    found: set[tuple[str, ...]] = set()
    # each end alone fits the hand; together they must not use a card twice
    after_counts = [Counter(after) for after in afters]
    for before in befores:
        used = Counter(before)
        for after, needed in zip(afters, after_counts):
            if (before or after) and all(used[c] + k <= hand[c] for c, k in needed.items()
                                         if c in used):
                found.add((*before, *run, *after))
    return found


def take_backs(meld: tuple[str, ...], hand: list[str]) -> list[Change]:
    """(the run's new cards, the cards the player takes) for every way of taking
    wilds out of a run by putting number cards of the hand in: Mosts and Semafors
    come out, numbers only together with a Semafor at an end of the run
    ("Brojčana karta se uzima jedino sa ciljem, da se sa njom uzme i Semafor")."""
    facts = meld_facts(meld)
    if not facts.run or not facts.wild:
        return []
    # A number put in outside the run's span is a lay-off of its own, not a take-back.
    low, high, colours = facts.low, facts.high, facts.colours
    fitting = tuple(sorted(c for c in hand if NUMBERS[c] and COLOUR_OF[c] in colours
                           and low <= NUMBERS[c] <= high))
    return list(_take_backs(meld, fitting)) if fitting else []


def _removals(run: tuple[str, ...]) -> list[frozenset[int]]:
    """The places of the cards a take-back may lift out of a run: any of its wilds,
    with or without the Semafor's end of the run (the Semafor and all after it, or
    all before it and the Semafor)."""
    wild_at = [i for i, c in enumerate(run) if c == SEMAFOR or RANK_OF[c] == MOST]
    cuts = {frozenset()}
    for i in wild_at:
        if run[i] == SEMAFOR:
            cuts |= {frozenset(range(i + 1)), frozenset(range(i, len(run)))}
    removals = set()
    for cut in cuts:
        others = [i for i in wild_at if i not in cut]
        for size in range(len(others) + 1):
            for chosen in combinations(others, size):
                removal = cut | frozenset(chosen)
                if removal and len(removal) < len(run):
                    removals.add(removal)
    return sorted(removals, key=sorted)


@functools.lru_cache(maxsize=8192)
def _take_backs(run: tuple[str, ...], numbers: tuple[str, ...]) -> tuple[Change, ...]:
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for removal in _removals(run):
        rest = tuple(c for i, c in enumerate(run) if i not in removal)
        # a run holds each number once, so one the rest already holds never goes in
        held = {NUMBERS[c] for c in rest}
        fitting = [c for c in numbers if NUMBERS[c] not in held]
        if not fitting:
            continue
        taken = tuple(run[i] for i in sorted(removal))
        for new in weave(rest, Counter(fitting), wilds=False):
            found.setdefault(new, taken)
    return tuple(sorted(found.items()))


@functools.lru_cache(maxsize=4096)
def _new_groups(cards: tuple[int, ...], jokers: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The cards of one number (how many of each colour) left after laying groups of
    them (3–4 colours, or 2–3 and a Džoker), with the Džokers left."""
    out = {(tuple(cards), jokers)}
    for _ in range(4):   # a Džoker in each, the most there can be
        for rest, j in list(out):
            have = [k for k in range(4) if rest[k]]
            for size in (2, 3, 4):
                for chosen in combinations(have, size):
                    if size == 2 and not j:
                        continue
                    for joker in ((0, 1) if j and size < 4 else (0,)):
                        if size + joker < 3:
                            continue
                        left = list(rest)
                        for k in chosen:
                            left[k] -= 1
                        out.add((tuple(left), j - joker))
    return tuple(sorted(out, key=lambda o: (o[1], sum(o[0]), o)))   # Džokers used first


Run = tuple[str, int, bool, int]   # an unfinished run: colour, slots (3: enough), may end, joins


def can_go_out(hand: list[str], melds: list[tuple[str, ...]], lay_off: bool,
               zero_closes: bool) -> bool:
    """Whether the hand can be melded (and laid off on the table's `melds`) to the last
    card, or to a last zero discarded, whatever its size: a lay-off on a meld laid in the
    same turn is a bigger meld of its own, and a lay-off that gives a Džoker back is left
    out. The cards are placed number by number, 0 to 9, so a hand of thirty cards rich
    in wilds is not searched meld by meld (it holds tens of thousands): at each number
    its cards close groups, start runs, go on the table's groups or the closing pile,
    and fill the next place of the runs still open, as do Mosts, with or without a
    Semafor before; positions met again by another way are not searched twice."""
    held = Counter(hand)
    if any(NUMBERS[c] is None and c not in (JOKER, SEMAFOR) and RANK_OF[c] != MOST
           for c in held):
        return False       # a Stop, a 2+ or a 4+ goes in no meld
    at = [[held[f"{c}{v}"] for c in COLOURS] for v in range(10)]
    groups: dict[int, list[frozenset[str]]] = {}    # number -> colours each table group takes
    runs: list[tuple[int, str, int, str]] = []       # first number and colour, last ones
    for meld in melds if lay_off else []:
        facts = meld_facts(meld)
        if facts.group:
            colours = frozenset(COLOURS) - facts.colours
            if len(meld) < 4 and not (len(facts.colours) == 3 and JOKER in meld):
                value = NUMBERS[next(c for c in meld if c != JOKER)]
                groups.setdefault(value or 0, []).append(colours)
        elif facts.run:
            runs.append((facts.low, COLOUR_OF[meld[0]], facts.high, COLOUR_OF[meld[-1]]))

    @functools.lru_cache(maxsize=None)
    def place(v: int, open_runs: tuple[Run, ...], mosts: tuple[int, ...], semafors: int,
              jokers: int, joined: int, closing: bool) -> bool:
        if v == 10:
            return not (any(mosts) or semafors or jokers) and all(
                may_end and slots >= 3 and joins < 0 for _, slots, may_end, joins in open_runs)
        if jokers > sum(sum(at[u]) for u in range(v, 10)) // 2:
            return False   # a Džoker goes only in a group, with two numbers or more
        entering = tuple((colour, 3, True, -1) for _, _, last, colour in runs if last == v - 1)
        return any(_place_the_rest(v, cards, after, m, s, j, joined, closing)
                   for after, cards, m, s, j in _go_on(v, open_runs + entering, at[v],
                                                       mosts, semafors, jokers))

    def _go_on(v, open_runs, cards, mosts, semafors, jokers):
        """Each open run ends, joins the table's run it leads to, or takes the next place
        (alike runs choose in one order only: the others give the same positions)."""
        found = set()
        open_runs = sorted(open_runs)

        def walk(i, after, cards, mosts, semafors, least):
            if i == len(open_runs):
                found.add((tuple(sorted(after)), tuple(cards), mosts, semafors, jokers))
                return
            run = open_runs[i]
            colour, slots, may_end, joins = run
            if i and open_runs[i - 1] != run:
                least = 0
            if joins >= 0 and runs[joins][0] == v:          # it meets the run on the table
                if colour == runs[joins][1]:
                    walk(i + 1, after, cards, mosts, semafors, 0)
                elif semafors:
                    walk(i + 1, after, cards, mosts, semafors - 1, 0)
                return
            grow(i, run, after, cards, mosts, semafors, least)
            if may_end and slots >= 3 and joins < 0 and least == 0:
                walk(i + 1, after, cards, mosts, semafors, 0)

        def grow(i, run, after, cards, mosts, semafors, least):
            colour, slots, _, joins = run
            grown = min(slots + 1, 3)
            for k, c in enumerate(COLOURS):
                semafor = c != colour
                if semafor and not semafors:
                    continue
                left = semafors - semafor
                if cards[k] and 2 * k + 1 >= least:
                    cards[k] -= 1
                    walk(i + 1, after + [(c, grown, True, joins)], cards, mosts, left, 2 * k + 1)
                    cards[k] += 1
                if mosts[k] and 2 * k + 2 >= least:
                    fewer = mosts[:k] + (mosts[k] - 1,) + mosts[k + 1:]
                    walk(i + 1, after + [(c, grown, False, joins)], cards, fewer, left, 2 * k + 2)

        walk(0, [], list(cards), mosts, semafors, 0)
        # the ways that use up most wilds and cards first: leftovers fail at the end
        return sorted(found, key=lambda f: (sum(f[2]) + f[3], sum(f[1]), f))

    def _place_the_rest(v, cards, after, mosts, semafors, jokers, joined, closing):
        """The cards of number `v` no run took: in new groups (a Džoker in one), on the
        table's groups, as the closing zero, or each starting a run of its own (or one
        that leads to a run of the table, before its first card)."""
        for rest, left in _new_groups(cards, jokers):
            if _scatter(v, list(rest), 0, list(after), mosts, semafors, left, joined, closing,
                        list(groups.get(v, ()))):
                return True
        return False

    def followed(v, colour, mosts, semafors):
        """Whether a run of `colour` might take a place at number `v` (a card of `v` or a
        Most of its colour, or with a Semafor any card of `v` or Most)."""
        k = COLOURS.index(colour)
        return bool(at[v][k] or mosts[k] or semafors and (any(at[v]) or any(mosts)))

    def _scatter(v, cards, k, after, mosts, semafors, jokers, joined, closing, table):
        while k < 4 and not cards[k]:
            k += 1
        if k == 4:
            return place(v + 1, tuple(sorted(after)), mosts, semafors, jokers, joined, closing)
        cards[k] -= 1
        colour = COLOURS[k]
        try:
            if v == 0 and closing and _scatter(v, cards, k, after, mosts, semafors, jokers,
                                               joined, False, table):
                return True
            for g, takes in enumerate(table):
                if colour in takes and _scatter(v, cards, k, after, mosts, semafors, jokers,
                                                joined, closing, table[:g] + table[g + 1:]):
                    return True
            if 1 <= v <= 7 and followed(v + 1, colour, mosts, semafors) and \
                    followed(v + 2, colour, mosts, semafors) and _scatter(
                        v, cards, k, after + [(colour, 1, True, -1)], mosts, semafors, jokers,
                        joined, closing, table):
                return True
            for t, (first, _, _, _) in enumerate(runs):
                if v >= 1 and first > v and not joined >> t & 1 and (
                        first == v + 1 or followed(v + 1, colour, mosts, semafors)) and _scatter(
                        v, cards, k, after + [(colour, 1, True, t)], mosts, semafors, jokers,
                        joined | 1 << t, closing, table):
                    return True
            return False
        finally:
            cards[k] += 1

    mosts = tuple(held[f"{c}{MOST}"] for c in COLOURS)
    return place(0, (), mosts, held[SEMAFOR], held[JOKER], 0, zero_closes)


# --------------------------------------------------------------------------
# Actions and events of the game.


def _codes_from(args: list[str], verb: str) -> tuple[str, ...]:
    if not args:
        raise ValueError(f"'{verb}' needs cards")
    return tuple(args)


@dataclass(frozen=True)
class Meld(Action):
    """Lay a new meld from the hand: `meld R5 Y5 J`, a run in its order."""

    verb: ClassVar[str] = "meld"
    codes: tuple[str, ...]

    def args(self) -> list[str]:
        return list(self.codes)

    @classmethod
    def from_args(cls, args: list[str]) -> Action:
        return cls(_codes_from(args, cls.verb))


@dataclass(frozen=True)
class LayOff(Action):
    """Add cards of the hand to meld `meld`: `layoff 2 G6 G7 G8 G9` gives the
    meld's whole new order, so the cards' places are never in doubt."""

    verb: ClassVar[str] = "layoff"
    meld: int
    codes: tuple[str, ...]

    def args(self) -> list[str]:
        return [str(self.meld), *self.codes]

    @classmethod
    def from_args(cls, args: list[str]) -> Action:
        if not args:
            raise ValueError(f"'{cls.verb}' needs a meld")
        return cls(int(args[0]), _codes_from(args[1:], cls.verb))


@dataclass(frozen=True)
class TakeBack(LayOff):
    """Put number cards into a run and take its wilds: `takeback 2 R3 R4 W B5 B6 B7
    B8`, the run's whole new order; the cards it no longer holds go to the hand."""

    verb: ClassVar[str] = "takeback"


@dataclass(frozen=True)
class TakePile(Action):
    """Draw the top card of the discard pile instead of the stock."""

    verb: ClassVar[str] = "take"


@dataclass(frozen=True)
class TakeUnder(Action):
    """Draw the number card under the stock, in the turn one goes out."""

    verb: ClassVar[str] = "under"


@dataclass(frozen=True)
class Melded(Event):
    name: ClassVar[str] = "melded"
    seat: int
    meld: int
    codes: tuple[str, ...]


@dataclass(frozen=True)
class MeldChanged(Event):
    """A meld now holds `codes` (a lay-off, or wilds taken back into `seat`'s hand)."""

    name: ClassVar[str] = "meld_changed"
    seat: int
    meld: int
    codes: tuple[str, ...]


@dataclass(frozen=True)
class Opened(Event):
    name: ClassVar[str] = "opened"
    seat: int


@dataclass(frozen=True)
class RoundStarted(Event):
    name: ClassVar[str] = "round_started"
    round: int


@dataclass(frozen=True)
class Penalised(Event):
    """`seat` scores `points` more; `reason` is a message id ("not_open")."""

    name: ClassVar[str] = "penalised"
    seat: int
    points: int
    reason: str


DRAW, PASS, DEAL, TAKE, UNDER = Draw(), Pass(), Deal(), TakePile(), TakeUnder()


# --------------------------------------------------------------------------
# The match.


class Remino(Match):
    """A match of deals to 100 (or one deal), each turn going through the PHASES."""

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        super().__init__(spec, players, seed, options, deck, dealer)
        if deck is not None and Counter(deck) - Counter(decks.uno_112()):
            raise BadOption("remino: the deck holds cards that are not in the 112")
        self.dealer = self.rng.below(players) if dealer is None else dealer
        self.deal_number = 0
        self.opening_events = self._start_deal(deck)

    # -- the deal ------------------------------------------------------------

    def _start_deal(self, deck: list[str] | None) -> list[Event]:
        self.deal_number += 1
        cards = list(deck) if deck is not None else decks.uno_112()
        if deck is None:
            self.rng.shuffle(cards)
        n = self.players
        self.first = (self.dealer + 1) % n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.melds: list[dict[str, Any]] = []
        self.pile: list[str] = []
        self.dead: list[str] = []
        self.under: str | None = None
        self.opened = [False] * n
        self.last_deal: dict[str, Any] | None = None   # how the deal before was scored
        self.extras: list[dict[str, int]] = [{} for _ in range(n)]   # penalties paid
        self.slot = 0           # turns begun in this deal, skipped ones included
        self.phase = PHASE_MELD
        self.owed = 0
        self.taken: str | None = None
        self.skip_after_use = ""
        events: list[Event] = [DealStarted(self.deal_number, self.dealer)]
        # "Karte se dele, jedna po jedna": from the first player on, who gets the 15th.
        for i in range(HAND_SIZE * n + 1):
            seat = (self.first + i) % n
            self.hands[seat].append(cards[i])
            events.append(CardMoved(cards[i], "stock", f"hand:{seat}", False,
                                    len(self.hands[seat]) - 1))
        self.stock = cards[HAND_SIZE * n + 1:]
        events += self._turn_up()
        self.current_player = self.first
        # "u prvom potezu samo jednu odbacuje na Hrpu": no draw in the first turn
        return events + [TurnStarted(self.first)]

    def _turn_up(self) -> list[Event]:
        """The card under the stock, then the pile, each the first number turned;
        the specials turned meanwhile lie out of play ("ne učestvuju u daljoj igri")."""
        events: list[Event] = []
        while self.under is None or not self.pile:
            code = self.stock.pop(0)
            if number(code) is None:
                self.dead.append(code)
                events.append(CardMoved(code, "stock", "dead", True))
            elif self.under is None:
                self.under = code
                events.append(CardMoved(code, "stock", "under", True))
            else:
                self.pile.append(code)
                events.append(CardMoved(code, "stock", "pile", True))
        return events

    @property
    def round(self) -> int:
        """"Krug": 1 while every seat has its first turn, 2 for the second..."""
        return self.slot // self.players + 1

    def _layoffs_allowed(self, seat: int) -> bool:
        """Lay-offs, take-backs and special discards: an opened player, from round 4
        (or, with the option, as soon as he is open)."""
        if not self.opened[seat]:
            return False
        return self.options["layoffs"] == "once_open" or self.round >= SPECIALS_ROUND

    def _table(self) -> list[tuple[str, ...]]:
        return [tuple(m["cards"]) for m in self.melds]

    # -- what may be done ------------------------------------------------------

    def _legal(self, seat: int) -> list[Action]:
        if seat != self.current_player:
            return []
        if self.phase == PHASE_BETWEEN:
            return [DEAL]
        if self.phase == PHASE_OWE:
            can_pass = self.opened[seat] and PLUS_FOUR in self.hands[seat]
            return [DRAW, *([Play((PLUS_FOUR,))] if can_pass else [])]
        if self.phase == PHASE_DRAW:
            return self._draws(seat)
        if self.phase == PHASE_USE:
            return list(self._table_moves(seat, must=self.taken))
        actions: list[Action] = list(self._table_moves(seat))
        if not self.stock:
            return actions + [PASS]
        discards = self._discards(seat)
        return actions + (discards or [DRAW])

    def _draws(self, seat: int) -> list[Action]:
        if not self.stock:
            return [TAKE]  # "Svako vuče gornju kartu sa Hrpe"
        actions: list[Action] = [DRAW]
        if self.opened[seat] and self.pile and self._could_use(seat, self.pile[-1]):
            actions.append(TAKE)
        if self.under is not None and self._could_close(seat, self.under):
            actions.append(UNDER)
        return actions

    def _could_use(self, seat: int, code: str) -> bool:
        """Whether a meld or a lay-off would use `code` if it were in the hand (the
        search stops at the first meld)."""
        hand = self.hands[seat] + [code]
        if self.round < OPENING_ROUND:
            return False
        if melds_with(code, hand, first=True):
            return True
        return self._layoffs_allowed(seat) and any(
            code in _added_cards(meld, new) for meld in self._table()
            for new, _ in lay_offs(meld, hand))

    def _could_close(self, seat: int, code: str) -> bool:
        return (self.round >= OPENING_ROUND
                and can_go_out(self.hands[seat] + [code], self._table(),
                               self._layoffs_allowed(seat), zero_closes=True))

    def _table_moves(self, seat: int, hand: list[str] | None = None,
                     must: str | None = None) -> Iterator[Action]:
        """Melds, lay-offs and take-backs; those that use the card `must` only when
        it is given, melds and lay-offs only ("izlaže, ili prilaže")."""
        hand = self.hands[seat] if hand is None else hand
        if self.round < OPENING_ROUND:
            return
        for meld in melds_in(hand) if must is None else melds_with(must, hand):
            yield Meld(meld)
        if not self._layoffs_allowed(seat):
            return
        for i, meld in enumerate(self._table()):
            for new, _ in lay_offs(meld, hand):
                if must is None or must in _added_cards(meld, new):
                    yield LayOff(i, new)
            if must is None:
                for new, _ in take_backs(meld, hand):
                    yield TakeBack(i, new)

    def _legal_form(self, seat: int, action: Action) -> Action | None:
        """What `_legal` lists, judged from the cards where the list is long (the melds
        and lay-offs of a hand rich in wilds are thousands): the same answers, and the
        same cards named in another order stand for the legal order of them."""
        if seat != self.current_player or self.phase not in (PHASE_MELD, PHASE_USE):
            return super()._legal_form(seat, action)
        if isinstance(action, (Meld, LayOff)):
            return self._table_move(seat, action)
        if self.phase == PHASE_USE:
            return None
        if not self.stock:
            return action if action == PASS else None
        discards = self._discards(seat)
        if discards:
            return action if action in discards else None
        return action if action == DRAW else None

    def _table_move(self, seat: int, action: Meld | LayOff) -> Action | None:
        """The move of `_table_moves` that lays the same cards as `action`, or None."""
        hand = self.hands[seat]
        must = self.taken if self.phase == PHASE_USE else None
        if self.round < OPENING_ROUND:
            return None
        if isinstance(action, Meld):
            held = not Counter(action.codes) - Counter(hand)
            meld = as_meld(action.codes) if held and must in (None, *action.codes) else None
            return None if meld is None else action if meld == action.codes else Meld(meld)
        if (not self._layoffs_allowed(seat) or not 0 <= action.meld < len(self.melds)
                or (must is not None and isinstance(action, TakeBack))):
            return None
        old = tuple(self.melds[action.meld]["cards"])
        changes = take_backs(old, hand) if isinstance(action, TakeBack) else lay_offs(old, hand)
        news = [new for new, _ in changes if must is None or must in _added_cards(old, new)]
        if action.codes in news:
            return action
        same = [new for new in news if Counter(new) == Counter(action.codes)]
        return type(action)(action.meld, same[0]) if same else None

    def _discards(self, seat: int) -> list[Action]:
        """The cards the seat may put on the pile now ("ODBACIVANJE NA HRPU")."""
        hand = self.hands[seat]
        top = self.pile[-1] if self.pile else None
        specials = self._layoffs_allowed(seat) and self.round >= SPECIALS_ROUND
        plays: list[Action] = []
        for code in dict.fromkeys(hand):
            if self._may_discard(code, len(hand), top, specials):
                plays.append(Play((code,)))
        return plays

    def _may_discard(self, code: str, hand_size: int, top: str | None, specials: bool) -> bool:
        n = number(code)
        rank = RANK_OF[code]
        if n == 0:
            fits = hand_size == 1   # "jedna se sme odbaciti ... kada igrač sa njom „zatvara“"
        elif hand_size == 1:
            return False            # "Poslednja karta iz ruke se ne sme odbaciti na Hrpu"
        elif n is not None:
            fits = True
        elif rank in (STOP, TWO_PLUS):
            fits = specials and top is not None and (
                COLOUR_OF[top] == COLOUR_OF[code] or RANK_OF[top] == rank)
        elif code == PLUS_FOUR:
            fits = (specials and top is not None and COLOUR_OF[top] is not None
                    and (self.under is None or COLOUR_OF[top] != COLOUR_OF[self.under]))
        else:
            return False            # Most, Semafor, Džoker: "se ne smeju odbacivati"
        if top is None or not fits:
            return fits
        if RANK_OF[top] in (STOP, TWO_PLUS):
            # "sledeći igrač odigrava bilo koju kartu iste boje, ili istu takvu Specijalku"
            return COLOUR_OF[code] == COLOUR_OF[top] or rank == RANK_OF[top]
        if top == PLUS_FOUR:
            return n is not None    # "na kartu „4+“ se igra bilo koja Brojčana karta"
        return True

    def _why_illegal(self, seat: int, action: Action) -> str:
        if seat != self.current_player:
            return "not_your_turn"
        if self.phase == PHASE_OWE:
            return "pay_or_pass_on"
        if self.phase == PHASE_DRAW:
            if isinstance(action, (TakePile, TakeUnder)):
                return "cannot_take"
            return "draw_then_discard"
        if isinstance(action, (Meld, LayOff)):
            if self.round < OPENING_ROUND:
                return "melds_from_round_two"
            if type(action) is Meld:
                if len(action.codes) < 3:
                    return "meld_too_short"
                if as_meld(action.codes) is None:
                    return why_not_a_meld(action.codes)
            if self.phase == PHASE_USE:
                return "use_the_pile_card"
            if isinstance(action, LayOff) and not self._layoffs_allowed(seat):
                return "open_and_round_four"
            return "not_a_meld"
        if self.phase == PHASE_USE:
            return "use_the_pile_card"
        if isinstance(action, Play):
            if not self.stock:
                return "no_discards_now"
            if len(self.hands[seat]) == 1:
                return "last_card_is_melded"
            return "cannot_discard_this"
        if isinstance(action, (Draw, Pass)):
            return "discard_to_end_turn"
        return super()._why_illegal(seat, action)

    # -- doing it --------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Deal):
            self.dealer = (self.dealer + 1) % self.players
            return self._start_deal(None)
        if self.phase == PHASE_OWE:
            return self._answer_plus_four(seat, action)
        if isinstance(action, Draw):
            events = self._draw(seat, 1)
            self.phase = PHASE_MELD
            return events
        if isinstance(action, TakePile):
            return self._take_pile(seat)
        if isinstance(action, TakeUnder):
            code, self.under = self.under, None
            self.hands[seat].append(code)
            self.phase = PHASE_MELD
            return [CardMoved(code, "under", f"hand:{seat}", True, len(self.hands[seat]) - 1)]
        if isinstance(action, Play):
            return self._discard(seat, action.codes[0])
        if isinstance(action, Pass):
            return self._end_turn(seat)
        return self._change_table(seat, action)

    def _draw(self, seat: int, count: int) -> list[Event]:
        events: list[Event] = []
        if not self.stock:
            return events
        for _ in range(min(count, len(self.stock))):
            code = self.stock.pop(0)
            self.hands[seat].append(code)
            events.append(CardMoved(code, "stock", f"hand:{seat}", False,
                                    len(self.hands[seat]) - 1))
        if not self.stock:
            events.append(StockEnded())
        return events

    def _take_pile(self, seat: int) -> list[Event]:
        code = self.pile.pop()
        self.hands[seat].append(code)
        events: list[Event] = [CardMoved(code, "pile", f"hand:{seat}", True,
                                         len(self.hands[seat]) - 1)]
        if not self.stock:
            self.phase = PHASE_MELD
            return events
        self.phase, self.taken = PHASE_USE, code
        beneath = RANK_OF[self.pile[-1]] if self.pile else ""
        # "a ispod nje se okaže „Stop“, ili „2+“, on mora ispoštovati pravila za tu kartu"
        self.skip_after_use = beneath if beneath in (STOP, TWO_PLUS) else ""
        return events

    def _change_table(self, seat: int, action: Action) -> list[Event]:
        hand = self.hands[seat]
        events: list[Event] = []
        if isinstance(action, Meld):
            added, back, index = action.codes, (), len(self.melds)
            self.melds.append({"owner": seat, "cards": list(action.codes)})
        else:
            assert isinstance(action, LayOff)
            index = action.meld
            old = self.melds[index]["cards"]
            added = _added_cards(tuple(old), action.codes)
            back = tuple((Counter(old) - Counter(action.codes)).elements())
            self.melds[index]["cards"] = list(action.codes)
        for code in added:
            events.append(CardMoved(code, f"hand:{seat}", f"meld:{index}", True,
                                    action.codes.index(code), hand.index(code)))
            hand.remove(code)
        for code in back:
            hand.append(code)
            events.append(CardMoved(code, f"meld:{index}", f"hand:{seat}", True, len(hand) - 1))
        events.append(Melded(seat, index, action.codes) if isinstance(action, Meld)
                      else MeldChanged(seat, index, action.codes))
        if not self.opened[seat]:
            self.opened[seat] = True
            events.append(Opened(seat))
        if not hand:
            return events + self._end_deal(seat)
        if self.phase == PHASE_USE:
            self.phase, self.taken = PHASE_MELD, None
            if self.skip_after_use:
                owed = TWO_PLUS_CARDS if self.skip_after_use == TWO_PLUS else 0
                self.skip_after_use = ""
                return events + self._draw(seat, owed) + [TurnSkipped(seat)] + self._end_turn(seat)
        return events

    def _discard(self, seat: int, code: str) -> list[Event]:
        hand = self.hands[seat]
        events: list[Event] = [CardMoved(code, f"hand:{seat}", "pile", True, -1, hand.index(code))]
        hand.remove(code)
        self.pile.append(code)
        if not hand:
            return events + self._end_deal(seat)   # a zero closes
        rank = RANK_OF[code]
        if rank in (STOP, TWO_PLUS):
            victim = (seat + 1) % self.players
            events += self._next_slot()
            if rank == TWO_PLUS:
                events += [DrawOwed(victim, TWO_PLUS_CARDS), *self._draw(victim, TWO_PLUS_CARDS)]
            events.append(TurnSkipped(victim))
            return events + self._end_turn(victim)
        if code == PLUS_FOUR:
            return events + self._owe(seat, PLUS_FOUR_CARDS)
        return events + self._end_turn(seat)

    def _owe(self, seat: int, cards: int) -> list[Event]:
        """The next player owes `cards`: he draws them and loses the turn, or passes
        them on with a 4+ ("pa sada sledeći kupuje 8 karata")."""
        victim = (seat + 1) % self.players
        events = self._next_slot()
        self.owed, self.phase, self.current_player = cards, PHASE_OWE, victim
        return events + [DrawOwed(victim, cards), TurnStarted(victim)]

    def _answer_plus_four(self, seat: int, action: Action) -> list[Event]:
        owed, self.owed = self.owed, 0
        if isinstance(action, Play):
            hand = self.hands[seat]
            events: list[Event] = [CardMoved(PLUS_FOUR, f"hand:{seat}", "pile", True, -1,
                                             hand.index(PLUS_FOUR))]
            hand.remove(PLUS_FOUR)
            self.pile.append(PLUS_FOUR)
            if not hand:
                return events + self._end_deal(seat)
            return events + self._owe(seat, owed + PLUS_FOUR_CARDS)
        return self._draw(seat, owed) + [TurnSkipped(seat)] + self._end_turn(seat)

    def _next_slot(self) -> list[Event]:
        """One more turn of the deal begins; a new round may begin with it, and from
        round 4 every player not yet open pays ("dobija kaznu, od po +10 bodova")."""
        self.slot += 1
        if self.slot % self.players:
            return []
        events: list[Event] = [RoundStarted(self.round)]
        if self.round >= SPECIALS_ROUND:
            cost = FIRST_PENALTY if self.round == SPECIALS_ROUND else LATER_PENALTY
            for s in range(self.players):
                if not self.opened[s]:
                    self.scores[s] += cost
                    self.extras[s]["not_open"] = self.extras[s].get("not_open", 0) + cost
                    events.append(Penalised(s, cost, "not_open"))
        return events

    def _end_turn(self, seat: int) -> list[Event]:
        if not self.stock and not self.pile:
            return self._end_deal(None)   # "Ako se na ovaj način kupi i poslednja karta"
        nxt = (seat + 1) % self.players
        events = self._next_slot()
        self.current_player, self.phase, self.taken = nxt, PHASE_DRAW, None
        return events + [TurnStarted(nxt)]

    def _end_deal(self, winner: int | None) -> list[Event]:
        """Score the deal: the winner's reward, or nothing for the lowest hand(s);
        everybody else the points left in the hand."""
        held = [sum(points(c) for c in hand) for hand in self.hands]
        if winner is None:
            low = min(held)
            winners = tuple(s for s in range(self.players) if held[s] == low)
            reward = 0
        else:
            winners = (winner,)
            reward = EARLY_OUT if self.stock else LATE_OUT
        gained = tuple(reward if s in winners else held[s] for s in range(self.players))
        for s, g in enumerate(gained):
            self.scores[s] += g
        # what each seat's points in the deal are made of (rules.uno_family.SCORE_PARTS):
        # the reward or the cards in hand, and the penalties paid during the deal
        parts = [([["bonus" if s in winners else "cards", g]] if g else [])
                 + [list(extra) for extra in sorted(self.extras[s].items())]
                 for s, g in enumerate(gained)]
        self.last_deal = {"winners": list(winners), "gained": list(gained), "parts": parts,
                          "hands": [list(h) for h in self.hands]}   # laid open for all
        events: list[Event] = [DealScored(winners, gained),
                               DealEnded(self.deal_number, tuple(s for s in range(self.players)
                                                                 if s not in winners),
                                         tuple(self.scores))]
        if self.options["deals"] == "single" or max(self.scores) >= TARGET:
            best = min(self.scores)
            self.is_over, self.phase, self.current_player = True, PHASE_OVER, None
            events.append(MatchEnded(tuple(s for s in range(self.players)
                                           if self.scores[s] == best), tuple(self.scores)))
        else:
            self.phase, self.current_player = PHASE_BETWEEN, (self.dealer + 1) % self.players
        return events

    # -- what is seen ----------------------------------------------------------

    def zones(self) -> dict[str, list[str]]:
        zones = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        zones |= {f"meld:{i}": list(m["cards"]) for i, m in enumerate(self.melds)}
        return zones | {"stock": list(self.stock), "pile": list(self.pile),
                        "dead": list(self.dead), "under": [self.under] if self.under else []}

    def _view(self, seat: int) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "first": self.first,
            "deal": self.deal_number,
            "deals": 1 if self.options["deals"] == "single" else None,   # None: to a target
            "round": self.round,
            "slot": self.slot,
            "phase": self.phase,
            "hand": list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": len(self.stock),
            "pile": list(self.pile),
            "dead": list(self.dead),
            "under": self.under,
            "melds": [{"owner": m["owner"], "cards": list(m["cards"])} for m in self.melds],
            "opened": list(self.opened),
            "owed": self.owed,
            "taken": self.taken,
            "skip_after_use": self.skip_after_use,
            "target": TARGET,
            "extras": [dict(e) for e in self.extras],
            "last_deal": self.last_deal,
        }

    def restore_from_view(self, view: dict[str, Any], rng: Rng) -> None:
        """Become a deal consistent with `view`: what the seat sees as it is, the
        cards it cannot see dealt at random to the other hands and the stock."""
        me = view["seat"]
        self.scores = list(view["scores"])
        self.dealer, self.first, self.deal_number = view["dealer"], view["first"], view["deal"]
        self.slot, self.phase, self.owed = view["slot"], view["phase"], view["owed"]
        self.taken, self.skip_after_use = view["taken"], view["skip_after_use"]
        self.current_player = view["current"]
        self.pile, self.dead, self.under = list(view["pile"]), list(view["dead"]), view["under"]
        self.melds = [{"owner": m["owner"], "cards": list(m["cards"])} for m in view["melds"]]
        self.opened = list(view["opened"])
        self.last_deal = view["last_deal"]
        self.extras = [dict(e) for e in view["extras"]]
        seen = Counter(view["hand"]) + Counter(self.pile) + Counter(self.dead)
        seen += Counter(c for m in self.melds for c in m["cards"])
        seen += Counter([self.under] if self.under else [])
        pool = list((Counter(decks.uno_112()) - seen).elements())
        rng.shuffle(pool)
        self.hands = []
        for s, size in enumerate(view["hand_sizes"]):
            self.hands.append(list(view["hand"]) if s == me else [pool.pop() for _ in range(size)])
        self.stock = pool[:view["stock_size"]]
        self._legal_cache.clear()


def _added_cards(old: tuple[str, ...], new: tuple[str, ...]) -> tuple[str, ...]:
    """The cards of `new` that `old` does not hold (what a lay-off puts in)."""
    return tuple((Counter(new) - Counter(old)).elements())


def _sample(view: dict[str, Any], rng: Rng) -> Remino:
    """A match consistent with what `view["seat"]` sees, for a search bot."""
    match = SPEC.new_match(view["players"], seed=rng.below(2**31), options=view["options"],
                           dealer=view["dealer"])
    assert isinstance(match, Remino)
    match.restore_from_view(view, rng)
    return match


# "Kao „Divljaci“ ... Džokeri, Semafori i Mostovi"; "odbacuju se i „Stop“ i „2+“"; "4+"
SPECIAL_CARDS = tuple(special_card(code, "uno", "remino")
                      for code in ("Grev", "W", "J", "Yskip", "Rd2", "Wd4"))

SPEC = GameSpec(
    id="remino",
    min_players=2,
    max_players=4,
    match_class=Remino,
    lowest_wins=True,   # "pobednik je igrač sa najmanje bodova u trenutku završetka"
    options={
        "deals": ("to_target", ("to_target", "single")),
        "layoffs": ("from_round_4", ("from_round_4", "once_open")),
    },
    # One preset keeps the generic contract test within its time; full matches: tests.
    presets={"seed": {}, "one_deal": {"deals": "single"}},
    actions=(Draw, TakePile, TakeUnder, Meld, LayOff, TakeBack, Play, Pass, Deal),
    special_cards=SPECIAL_CARDS,
    sample=_sample,
    cards=one_deck(decks.uno_112),
    phases=PHASES,
)
