"""Crni Petar (Black Peter) — seed 000, section CRNI PETAR.

The rules in plain words: the dealer deals the whole deck one card at a time,
starting with himself, so he ends with a card more. Everybody lays down the
pairs in their hand. The player to the dealer's right (with two players: the
other one) begins. On a turn a player draws one card from the face-down fan of
the player who has just finished (with three: the left neighbour), lays down a
pair if the card makes one, otherwise says "Dalje", and play goes on to the
right. The black cat (Crni Petar) pairs with nothing. A player without cards is
out and safe; when every pair is down, whoever holds the cat has lost.

Readings the seed leaves open are documented in docs/rules/crni_petar.md:
the standard-deck version (33 or 37 cards: pairs by rank and colour, the Joker
as Crni Petar), four players, pairs laid by the player, several deals, the
loser dealing the next deal, and a drawn card tucked into the hand at a random
place (so its position does not give the card away).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from . import decks
from .core import (
    PHASE_BETWEEN,
    PHASE_OVER,
    PHASE_PLAY,
    Action,
    BadOption,
    CardMoved,
    CardRearranged,
    Deal,
    DealEnded,
    DealStarted,
    Event,
    GameSpec,
    HandShuffled,
    Match,
    MatchEnded,
    Pick,
    PlayerOut,
    Said,
    Shuffle,
    SpecialCard,
    TurnStarted,
)

DECKS = {
    "animals": decks.animals_31,
    "standard_33": decks.piquet_33,
    "standard_37": decks.piquet_37,
}
LONERS = (decks.BLACK_CAT, decks.JOKER)

PHASE_DEALING = "dealing"        # while the cards go round, before any view
PHASE_PAIRING = "pairing"        # every seat lays its pairs (the "find the pairs" option)
PHASE_MUST_PAIR = "must_pair"    # the seat to act has picked a card that makes a pair
PHASES = frozenset({PHASE_PAIRING, PHASE_PLAY, PHASE_MUST_PAIR, PHASE_BETWEEN, PHASE_OVER})


@dataclass(frozen=True)
class LayPair(Action):
    """Lay a pair from one's hand on the table (the "find the pairs yourself" option)."""

    verb: ClassVar[str] = "pair"
    first: str
    second: str


@dataclass(frozen=True)
class Move(Action):
    """Move a card of one's own hand from slot `src` to slot `dst`."""

    verb: ClassVar[str] = "move"
    src: int
    dst: int


@dataclass(frozen=True)
class PairLaid(Event):
    name: ClassVar[str] = "pair_laid"
    seat: int
    first: str
    second: str


def pair_key(code: str) -> str | None:
    """Cards with the same key make a pair; the cat and the Joker have none."""
    if code in LONERS:
        return None
    if code[-1] in "ab" and code[:-1].isdigit():
        return code[:-1]
    return code[:-1] + decks.suit_colour(code)


def find_pairs(hand: list[str]) -> list[tuple[str, str]]:
    """Every pair in a hand, in the order of the hand's first card of each."""
    seen: dict[str, str] = {}
    pairs = []
    for code in hand:
        key = pair_key(code)
        if key is None:
            continue
        if key in seen:
            pairs.append((seen.pop(key), code))
        else:
            seen[key] = code
    return pairs


class CrniPetar(Match):
    """A match of one or more deals; the score counts the deals lost per seat."""

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        super().__init__(spec, players, seed, options, deck, dealer)
        full = DECKS[options["cards"]]()
        if deck is not None:
            unknown = sorted(set(deck) - set(full))
            if unknown or len(deck) != len(set(deck)):
                raise BadOption(f"crni_petar: not a deck of {options['cards']}: "
                                 f"{', '.join(unknown) or 'repeated cards'}")
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.pairs: list[list[str]] = [[] for _ in range(players)]
        self.deal_number = 0
        self.dealer = self.rng.below(players) if dealer is None else dealer
        self.phase = PHASE_DEALING
        self.losers: list[int] = []
        self.loss_log: list[int] = []
        self.opening_events = self._start_deal(deck)

    # -- the deal -------------------------------------------------------------

    def _start_deal(self, deck: list[str] | None) -> list[Event]:
        self.deal_number += 1
        cards = list(deck) if deck is not None else DECKS[self.options["cards"]]()
        if deck is None:
            self.rng.shuffle(cards)
        self.hands = [[] for _ in range(self.players)]
        self.pairs = [[] for _ in range(self.players)]
        self.losers = []
        events: list[Event] = [DealStarted(self.deal_number, self.dealer)]
        # "Delitelj deli jednu po jednu kartu, počevši od sebe."
        for i, code in enumerate(cards):
            seat = (self.dealer + i) % self.players
            self.hands[seat].append(code)
            events.append(CardMoved(code, "stock", f"hand:{seat}", False,
                                    len(self.hands[seat]) - 1))
        if self.options["pairing"] == "auto":
            for seat in range(self.players):
                for first, second in find_pairs(self.hands[seat]):
                    events += self._lay(seat, first, second)
            events += self._begin_play()
        else:
            self.phase = PHASE_PAIRING
            self.current_player = None
            events += self._maybe_end_pairing()
        return events

    def _maybe_end_pairing(self) -> list[Event]:
        if any(find_pairs(hand) for hand in self.hands):
            return []
        return self._begin_play()

    def _begin_play(self) -> list[Event]:
        events: list[Event] = [PlayerOut(s) for s in range(self.players) if not self.hands[s]]
        self.phase = PHASE_PLAY
        # "Prvi je na potezu igrač desno od delitelja, ili nedelitelj."
        first = self._next_holder(self.dealer)
        if first is None or self._holders() <= 1:
            return events + self._end_deal()
        self.current_player = first
        return events + [TurnStarted(first)]

    def _holders(self) -> int:
        return sum(1 for hand in self.hands if hand)

    def _next_holder(self, seat: int) -> int | None:
        """The next seat after `seat` in the order of play that still holds cards."""
        for step in range(1, self.players):
            other = (seat + step) % self.players
            if self.hands[other]:
                return other
        return None

    def _previous_holder(self, seat: int) -> int | None:
        """The seat that played just before `seat`: the one to draw from."""
        for step in range(1, self.players):
            other = (seat - step) % self.players
            if self.hands[other]:
                return other
        return None

    def _lay(self, seat: int, first: str, second: str) -> list[Event]:
        hand = self.hands[seat]
        events: list[Event] = []
        for code in (first, second):
            events.append(CardMoved(code, f"hand:{seat}", f"pairs:{seat}", True,
                                    len(self.pairs[seat]), hand.index(code)))
            hand.remove(code)
            self.pairs[seat].append(code)
        return events + [PairLaid(seat, first, second)]

    def _end_turn(self, seat: int) -> list[Event]:
        events: list[Event] = []
        if not self.hands[seat]:
            events.append(PlayerOut(seat))
        if self._holders() <= 1:
            return events + self._end_deal()
        nxt = self._next_holder(seat)
        assert nxt is not None
        self.current_player = nxt
        return events + [TurnStarted(nxt)]

    def _end_deal(self) -> list[Event]:
        # "Kada se spare sve karte, izgubio je igrač, kod koga se on nađe u rukama."
        self.losers = [s for s in range(self.players) if self.hands[s]]
        for loser in self.losers:
            self.scores[loser] += 1
            self.loss_log.append(loser)
        self.current_player = None
        events: list[Event] = [DealEnded(self.deal_number, tuple(self.losers),
                                         tuple(self.scores))]
        if self.deal_number >= self.options["rounds"]:
            self.phase = PHASE_OVER
            self.is_over = True
            best = min(self.scores)
            winners = tuple(s for s in range(self.players) if self.scores[s] == best)
            events.append(MatchEnded(winners, tuple(self.scores)))
        else:
            self.phase = PHASE_BETWEEN
            self.current_player = self.losers[0] if self.losers else self.dealer
        return events

    # -- the contract -----------------------------------------------------------

    def _free(self, seat: int) -> list[Action]:
        """Shuffling or arranging one's own hand, allowed at any time of a deal."""
        n = len(self.hands[seat])
        if self.phase not in (PHASE_PAIRING, PHASE_PLAY, PHASE_MUST_PAIR) or n < 2:
            return []
        moves: list[Action] = [Move(i, j) for i in range(n) for j in range(n) if i != j]
        return [Shuffle(), *moves]

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == PHASE_BETWEEN:
            return [Deal()] if seat == self.current_player else []
        if self.phase == PHASE_PAIRING:
            return [LayPair(a, b) for a, b in find_pairs(self.hands[seat])] + self._free(seat)
        actions: list[Action] = []
        if seat == self.current_player:
            if self.phase == PHASE_MUST_PAIR:
                actions = [LayPair(a, b) for a, b in find_pairs(self.hands[seat])]
            else:
                victim = self._previous_holder(seat)
                assert victim is not None
                actions = [Pick(victim, i) for i in range(len(self.hands[victim]))]
        return actions + self._free(seat)

    def _why_illegal(self, seat: int, action: Action) -> str:
        if isinstance(action, Pick):
            if seat != self.current_player:
                return "not_your_turn"
            if self.phase == PHASE_MUST_PAIR:
                return "lay_your_pair_first"
            return "pick_from_previous_player"
        if isinstance(action, LayPair):
            return "not_a_pair"
        return super()._why_illegal(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Shuffle):
            self.rng.shuffle(self.hands[seat])
            return [HandShuffled(seat)]
        if isinstance(action, Move):
            hand = self.hands[seat]
            hand.insert(action.dst, hand.pop(action.src))
            return [CardRearranged(seat, action.src, action.dst)]
        if isinstance(action, Deal):
            self.dealer = seat
            return self._start_deal(None)
        if isinstance(action, LayPair):
            events = self._lay(seat, action.first, action.second)
            if self.phase == PHASE_PAIRING:
                return events + self._maybe_end_pairing()
            self.phase = PHASE_PLAY
            return events + self._end_turn(seat)
        assert isinstance(action, Pick)
        return self._pick(seat, action)

    def _pick(self, seat: int, action: Pick) -> list[Event]:
        victim_hand = self.hands[action.seat]
        code = victim_hand.pop(action.index)
        hand = self.hands[seat]
        slot = self.rng.below(len(hand) + 1)
        hand.insert(slot, code)
        events: list[Event] = [CardMoved(code, f"hand:{action.seat}", f"hand:{seat}",
                                         False, slot, action.index)]
        if not victim_hand:
            events.append(PlayerOut(action.seat))
        pairs = find_pairs(hand)
        if not pairs:
            # "Posle izvlačenja, ako nema šta spariti, igrač govori „Dalje“."
            events.append(Said(seat, "dalje"))
            return events + self._end_turn(seat)
        if self.options["pairing"] == "manual":
            self.phase = PHASE_MUST_PAIR
            return events
        first, second = pairs[0]
        return events + self._lay(seat, first, second) + self._end_turn(seat)

    def zones(self) -> dict[str, list[str]]:
        hands = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        return hands | {f"pairs:{s}": list(p) for s, p in enumerate(self.pairs)}

    def _view(self, seat: int) -> dict[str, Any]:
        victim = None
        if self.phase in (PHASE_PLAY, PHASE_MUST_PAIR) and self.current_player is not None:
            victim = self._previous_holder(self.current_player)
        return {
            "dealer": self.dealer,
            "deal": self.deal_number,
            "rounds": self.options["rounds"],
            "phase": self.phase,
            "hand": list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": 0,
            "pile": [],
            "pairs": [list(p) for p in self.pairs],
            "out": [s for s in range(self.players)
                    if not self.hands[s] and self.phase in (PHASE_PLAY, PHASE_MUST_PAIR)],
            "victim": victim,
            "losers": list(self.losers),
            "loss_log": list(self.loss_log),
        }


# "Crnog Petra ovde predstavlja crni mačor"; with a standard deck "najprikladniji za tu
# ulogu je Džoker"
SPECIAL_CARDS = (SpecialCard(decks.BLACK_CAT, "card.cat", "cards.crni_petar.cat"),
                 SpecialCard(decks.JOKER, "card.joker", "cards.crni_petar.X"))


def _cards(options: dict[str, Any]) -> tuple[str, ...]:
    return tuple(DECKS[options["cards"]]())


SPEC = GameSpec(
    id="crni_petar",
    min_players=2,
    max_players=4,
    match_class=CrniPetar,
    lowest_wins=True,   # a lost deal is a point: "izgubio je igrač, kod koga se on nađe"
    options={
        "cards": ("animals", tuple(DECKS)),
        "pairing": ("auto", ("auto", "manual")),
        "rounds": (1, (1, 3, 5)),
    },
    presets={
        "seed": {},
        "find_pairs": {"pairing": "manual"},
        "standard_deck": {"cards": "standard_33"},
        "three_deals": {"rounds": 3},
    },
    actions=(Pick, Shuffle, Deal, LayPair, Move),
    free_verbs=frozenset({"shuffle", "move"}),
    phases=PHASES,
    special_cards=SPECIAL_CARDS,
    cards=_cards,
)
