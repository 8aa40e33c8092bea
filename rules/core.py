"""The rules contract every game follows: actions, events, options, matches.

The front end, the bots, the tests and the benchmarks drive every game through
this small interface (see DESIGN.md, "The rules contract"). A game subclasses
`Match`, declares its metadata in a `GameSpec`, and registers it in
`rules/__init__.py`. Standard library only: this package never touches a screen.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from math import floor
from typing import Any, ClassVar, NoReturn, TypeVar

COLOURS = ("R", "Y", "G", "B")
SUITS = ("C", "D", "H", "S")


class IllegalAction(Exception):
    """An action the rules refuse; `reason` is a message id, the match is unchanged."""

    def __init__(self, reason: str, action: object = None) -> None:
        super().__init__(f"{reason}: {action}" if action is not None else reason)
        self.reason = reason
        self.action = action


class BadOption(ValueError):
    """An unknown option, a value it does not allow, or a bad player count."""


class BadSave(ValueError):
    """Saved match data that cannot be resumed."""


# --------------------------------------------------------------------------
# Randomness: one seeded stream per match (and one per bot), identical across
# Python versions because everything is built on Random.random().


class Rng:
    """A seeded random stream whose shuffles replay identically everywhere."""

    def __init__(self, seed: int | str) -> None:
        self._random = random.Random(seed)
        self.random: Callable[[], float] = self._random.random  # bound once: a hot path

    def __deepcopy__(self, memo: dict[int, Any]) -> Rng:
        """A twin that goes on from the same place on its own (copied as it stands, its
        bound `random` would still draw from this stream)."""
        twin = Rng.__new__(Rng)
        twin._random = random.Random()
        twin._random.setstate(self._random.getstate())
        twin.random = twin._random.random
        return twin

    def state(self) -> object:
        """Where the stream stands, to go back to (`restore`)."""
        return self._random.getstate()

    def restore(self, state: object) -> None:
        self._random.setstate(state)  # type: ignore[arg-type]

    # For a bound n below 2**53, `random() * n` rounds to less than n (random() is at
    # most 1 - 2**-53), so `floor(random() * n)` is always in range(n): no clamp
    # needed. `floor` rather than `int`: the same number, a cheaper call.

    def below(self, n: int) -> int:
        """A uniform integer in range(n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return floor(self.random() * n)

    def choice(self, items: Sequence[Any]) -> Any:
        if not items:
            raise ValueError("choice() needs a non-empty sequence")
        return items[floor(self.random() * len(items))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher–Yates in place (`below` unrolled: shuffles are a hot path)."""
        rand = self.random
        for i in range(len(items) - 1, 0, -1):
            j = floor(rand() * (i + 1))
            items[i], items[j] = items[j], items[i]


# --------------------------------------------------------------------------
# Actions: small frozen commands with a text form ("pick 1 3").


@dataclass(frozen=True)
class Action:
    """A command a seat gives. Subclasses set `verb` and know their arguments."""

    verb: ClassVar[str] = ""

    def args(self) -> list[str]:
        return [str(getattr(self, f.name)) for f in dataclasses.fields(self)]

    @classmethod
    def from_args(cls, args: list[str]) -> Action:
        fields = dataclasses.fields(cls)
        if len(args) != len(fields):
            raise ValueError(f"'{cls.verb}' takes {len(fields)} argument(s)")
        values = [int(a) if f.type in ("int", int) else a for f, a in zip(fields, args)]
        return cls(*values)

    @functools.cached_property
    def text(self) -> str:
        """The text form, made once: saves, views and checks ask for it again and again
        (kept in the instance's own dict, outside the fields that equality compares)."""
        return " ".join([self.verb, *self.args()])

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Play(Action):
    """Play one or more cards in order; `colour` when the card asks for one."""

    verb: ClassVar[str] = "play"
    codes: tuple[str, ...]
    colour: str | None = None

    def args(self) -> list[str]:
        return [*self.codes, *([self.colour] if self.colour else [])]

    @classmethod
    def from_args(cls, args: list[str]) -> Action:
        if not args:
            raise ValueError("'play' needs at least one card")
        if len(args) > 1 and args[-1] in COLOURS + SUITS:
            return cls(tuple(args[:-1]), args[-1])
        return cls(tuple(args))


@dataclass(frozen=True)
class Draw(Action):
    verb: ClassVar[str] = "draw"


@dataclass(frozen=True)
class Pass(Action):
    verb: ClassVar[str] = "pass"


@dataclass(frozen=True)
class CallUno(Action):
    verb: ClassVar[str] = "uno"


@dataclass(frozen=True)
class Catch(Action):
    verb: ClassVar[str] = "catch"
    seat: int


@dataclass(frozen=True)
class Challenge(Action):
    verb: ClassVar[str] = "challenge"


@dataclass(frozen=True)
class Accept(Action):
    verb: ClassVar[str] = "accept"


@dataclass(frozen=True)
class Deal(Action):
    """Start the next deal of the match."""

    verb: ClassVar[str] = "deal"


@dataclass(frozen=True)
class Pick(Action):
    """Take the card at `index` of another seat's face-down fan."""

    verb: ClassVar[str] = "pick"
    seat: int
    index: int


@dataclass(frozen=True)
class Flip(Action):
    verb: ClassVar[str] = "flip"
    index: int


@dataclass(frozen=True)
class Shuffle(Action):
    """Shuffle one's own hand."""

    verb: ClassVar[str] = "shuffle"


COMMON_ACTIONS: tuple[type[Action], ...] = (
    Play, Draw, Pass, CallUno, Catch, Challenge, Accept, Deal, Pick, Flip, Shuffle,
)


def parse_action(text: str, verbs: Iterable[type[Action]] = COMMON_ACTIONS) -> Action:
    """Turn "play W G" into Play(("W",), "G"); raises ValueError on bad text."""
    words = text.split()
    if not words:
        raise ValueError("empty action")
    by_verb = {cls.verb: cls for cls in verbs}
    cls = by_verb.get(words[0])
    if cls is None:
        raise ValueError(f"unknown action '{words[0]}'")
    try:
        return cls.from_args(words[1:])
    except (TypeError, ValueError) as exc:
        raise ValueError(f"bad action '{text}': {exc}") from None


# --------------------------------------------------------------------------
# Events: past-tense facts that the front end animates without knowing rules.


@dataclass(frozen=True)
class Event:
    """Something that happened. The text form is the name and the fields."""

    name: ClassVar[str] = ""

    def __str__(self) -> str:
        values = [getattr(self, f.name) for f in dataclasses.fields(self)]
        return " ".join([self.name, *(str(v) for v in values)])


@dataclass(frozen=True)
class DealStarted(Event):
    name: ClassVar[str] = "deal_started"
    deal: int
    dealer: int


@dataclass(frozen=True, init=False)
class CardMoved(Event):
    """A card went from zone to zone ("stock", "hand:2", "pairs:0", ...).

    `face_up` says whether everybody saw its face; `index` is its place in the
    destination (for a hand: the slot in the fan), -1 for "on top"; `src_index`
    its place in the source, -1 when it does not matter.
    """

    name: ClassVar[str] = "card_moved"
    code: str
    src: str
    dst: str
    face_up: bool
    index: int = -1
    src_index: int = -1

    def __init__(self, code: str, src: str, dst: str, face_up: bool, index: int = -1,
                 src_index: int = -1) -> None:
        # Written straight into the instance: a card moves on nearly every action, and
        # a frozen dataclass's own __init__ takes three times as long.
        fields = self.__dict__
        fields["code"] = code
        fields["src"] = src
        fields["dst"] = dst
        fields["face_up"] = face_up
        fields["index"] = index
        fields["src_index"] = src_index


@dataclass(frozen=True, init=False)
class TurnStarted(Event):
    name: ClassVar[str] = "turn_started"
    seat: int

    def __init__(self, seat: int) -> None:
        self.__dict__["seat"] = seat  # as CardMoved: made on every turn


# Made once and handed out again (events are frozen): a turn starts on every action.
TURNS_STARTED: tuple[TurnStarted, ...] = tuple(TurnStarted(s) for s in range(16))


@dataclass(frozen=True)
class Said(Event):
    """A seat said a word of the game ("dalje", "uno")."""

    name: ClassVar[str] = "said"
    seat: int
    word: str


@dataclass(frozen=True)
class HandShuffled(Event):
    name: ClassVar[str] = "hand_shuffled"
    seat: int


@dataclass(frozen=True)
class CardRearranged(Event):
    """A seat moved a card of its own hand from one slot to another."""

    name: ClassVar[str] = "card_rearranged"
    seat: int
    src: int
    dst: int


@dataclass(frozen=True)
class TurnSkipped(Event):
    """`seat` loses its turn (a Stop, a seven, a draw card played on it)."""

    name: ClassVar[str] = "turn_skipped"
    seat: int


@dataclass(frozen=True)
class DirectionChanged(Event):
    """Play now goes the other way: `direction` +1 (seat i+1 next) or -1."""

    name: ClassVar[str] = "direction_changed"
    direction: int


@dataclass(frozen=True)
class PenaltyGiven(Event):
    """`seat` draws `cards` cards as a penalty; `reason` is a message id ("uno",
    "not_announced")."""

    name: ClassVar[str] = "penalty_given"
    seat: int
    cards: int
    reason: str


@dataclass(frozen=True)
class Caught(Event):
    """`by` caught `seat` on a last card it had not called ("Uno", "Poslednja")."""

    name: ClassVar[str] = "caught"
    seat: int
    by: int


@dataclass(frozen=True)
class StockRefilled(Event):
    """The discard pile but its top card was shuffled into a new stock of `cards`."""

    name: ClassVar[str] = "stock_refilled"
    cards: int


@dataclass(frozen=True)
class StockEnded(Event):
    """The stock's last card is gone; what the game does from then on is its own rule
    (UNO sheds its specials and begins "Dalje", Remino only melds from the pile)."""

    name: ClassVar[str] = "stock_ended"


@dataclass(frozen=True)
class PlayerOut(Event):
    """A seat has no cards left and is out of the deal (safe)."""

    name: ClassVar[str] = "player_out"
    seat: int


@dataclass(frozen=True)
class DealEnded(Event):
    name: ClassVar[str] = "deal_ended"
    deal: int
    losers: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class MatchEnded(Event):
    name: ClassVar[str] = "match_ended"
    winners: tuple[int, ...]
    scores: tuple[int, ...]


# --------------------------------------------------------------------------
# Games and matches.

# The phases several games share, as a view's "phase" names them (plain strings, so saves
# and views stay as they were; a game names its own phases beside its rules).
PHASE_PLAY = "play"          # a seat plays or draws
PHASE_DRAWN = "drawn"        # the seat has just drawn a card it may play or keep
PHASE_BETWEEN = "between"    # a deal is over, the scores show, the next one waits
PHASE_OVER = "over"          # the whole match is over


Registered = TypeVar("Registered")


def by_id(items: Iterable[Registered], id_of: Callable[[Registered], str],
          kind: str) -> dict[str, Registered]:
    """The items by id, in the order given; an id given twice is an error: the one
    rule of the games' registry (rules/__init__.py) and the tables' (game/tables.py)."""
    found: dict[str, Registered] = {}
    for item in items:
        key = id_of(item)
        if key in found:
            raise ValueError(f"{kind} {key} registered twice")
        found[key] = item
    return found


def fits_any(players: int, options: dict[str, Any]) -> str | None:
    """The `unfit` of a game whose every option fits every player count."""
    return None


def no_cards(options: dict[str, Any]) -> tuple[str, ...]:
    """The `cards` of a game that declares none (a test's made-up game)."""
    return ()


def one_deck(build: Callable[[], list[str]]) -> Callable[[dict[str, Any]], tuple[str, ...]]:
    """The `cards` of a game whose options never change its deck: `build`'s cards."""
    return lambda options: tuple(build())


@dataclass(frozen=True)
class SpecialCard:
    """A card with a name and a power of its own in one game, as its seed says them:
    the rules page shows it with its picture, and the table calls it by that name.
    `code`: a card that shows it (one colour stands for all four); `name` and `does`:
    message ids of its name and of one line of what it does."""

    code: str
    name: str
    does: str


@dataclass(frozen=True)
class GameSpec:
    """What the menus, tests and tools know of a game before a match exists.

    `options`: name -> (default, allowed values). `presets`: name -> options.
    `actions`: the verbs the game understands. `private_view_keys`: keys of
    `view(seat)` that differ between seats; everything else is public.
    `unfit(players, options)`: why these resolved options cannot make a match
    for that many players (a deck too small to deal), or None when they can.
    `lowest_wins`: the match goes to the lowest total (penalty points, deals lost),
    not the highest; the scoreboard, the bots and the benchmarks read it here.
    `clockwise`: the seed sends play to the left (clockwise round the table); seat
    `s + 1` then sits on the left of seat `s`, and the tables seat it there. Otherwise
    play goes to the right.
    `special_cards`: the cards the game gives a name and a power of their own, in the
    seed's words; the rules page lists them and the table names them so.
    `cards(options)`: every card a table of the game with these resolved options may
    show, as the deck they deal (a card as often as the deck holds it): what a table
    draws ahead, without reading the match's hidden zones.
    `sample(view, rng)`: a guessed match consistent with what `view["seat"]` sees (its
    own hand and every public fact as they are, the cards it cannot see dealt at random
    from `rng`), for the search bots; None for a game no bot searches.
    `phases`: every value the "phase" key of its views takes, named by its rules module;
    the tables tell the moments of a turn apart by them. Empty for a game whose views
    have no phase (the memo game: every turn is the same two flips).
    """

    id: str
    min_players: int
    max_players: int
    match_class: Callable[..., Match]
    options: dict[str, tuple[Any, tuple[Any, ...]]] = field(default_factory=dict)
    presets: dict[str, dict[str, Any]] = field(default_factory=dict)
    actions: tuple[type[Action], ...] = COMMON_ACTIONS
    free_verbs: frozenset[str] = frozenset()
    private_view_keys: frozenset[str] = frozenset({"seat", "hand"})
    unfit: Callable[[int, dict[str, Any]], str | None] = fits_any
    lowest_wins: bool = False
    clockwise: bool = False
    special_cards: tuple[SpecialCard, ...] = ()
    cards: Callable[[dict[str, Any]], tuple[str, ...]] = no_cards
    sample: Callable[[dict[str, Any], Rng], Match] | None = None
    phases: frozenset[str] = frozenset()

    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in; an unknown name or a disallowed value is BadOption."""
        chosen = dict(options or {})
        unknown = sorted(set(chosen) - set(self.options))
        if unknown:
            raise BadOption(f"{self.id}: unknown option(s) {', '.join(unknown)}; "
                            f"known: {', '.join(sorted(self.options)) or 'none'}")
        resolved = {}
        for name, (default, allowed) in self.options.items():
            value = chosen.get(name, default)
            if value not in allowed:
                raise BadOption(f"{self.id}: option {name}={value!r} is not one of "
                                f"{', '.join(repr(a) for a in allowed)}")
            resolved[name] = value
        return resolved

    def new_match(self, players: int, seed: int = 0, options: dict[str, Any] | None = None,
                  deck: list[str] | None = None, dealer: int | None = None) -> Match:
        if not self.min_players <= players <= self.max_players:
            raise BadOption(f"{self.id} is for {self.min_players}–{self.max_players} "
                            f"players, not {players}")
        if dealer is not None and not 0 <= dealer < players:
            raise BadOption(f"dealer {dealer} is not a seat of {players} players")
        resolved = self.resolve_options(options)
        why = self.unfit(players, resolved)
        if why is not None:
            raise BadOption(f"{self.id}: {why}")
        return self.match_class(self, players, seed, resolved,
                                list(deck) if deck is not None else None, dealer)

    def fits(self, players: int, options: dict[str, Any] | None) -> bool:
        """Whether a match of this many players with these options can be made: what a
        setup page asks before it offers a choice."""
        try:
            resolved = self.resolve_options(options)
        except BadOption:
            return False
        return (self.min_players <= players <= self.max_players
                and self.unfit(players, resolved) is None)

    def parse_action(self, text: str) -> Action:
        return parse_action(text, self.actions)

    def is_free(self, action: Action) -> bool:
        """A free action (arranging one's hand) never moves the game forward."""
        return action.verb in self.free_verbs

    def from_json(self, data: dict[str, Any]) -> Match:
        """Resume a match saved by `Match.to_json`, by replaying its actions."""
        try:
            if data["game"] != self.id:
                raise BadSave(f"save is for {data['game']}, not {self.id}")
            match = self.new_match(data["players"], data["seed"], data["options"],
                                   data.get("deck"), data.get("dealer"))
            for seat, text in data["actions"]:
                match.apply(self.parse_action(text), seat)
        except (KeyError, TypeError, ValueError, IllegalAction) as exc:
            raise BadSave(f"cannot resume {self.id}: {exc}") from None
        return match


class Match:
    """One match of one game: a state, its legal actions, and its history.

    Subclasses implement `_legal(seat)`, `_apply(seat, action)` and
    `_view(seat)`, and keep `current_player`, `is_over` and `scores` up to date.
    """

    # Slots for what every step reads: an instance dict stops sharing its keys past
    # 30 attributes (an UNO match has over 40), and attribute access gets slower.
    # Games keep a __dict__ for their own attributes.
    __slots__ = ("__dict__", "_history", "_legal_cache", "_start", "current_player",
                 "is_over", "opening_events", "options", "players", "rng", "scores",
                 "seed", "spec")

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        self.spec = spec
        self.players = players
        self.seed = seed
        self.options = options
        self.rng = Rng(seed)
        self.current_player: int | None = None
        self.is_over = False
        self.scores: list[int] = [0] * players
        self.opening_events: list[Event] = []  # what creating the match did (the deal)
        self._start = {"deck": deck, "dealer": dealer}
        self._history: list[tuple[int, Action]] = []
        self._legal_cache: dict[int, list[Action]] = {}

    # -- the contract --------------------------------------------------------

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.current_player if seat is None else seat
        if seat is None or self.is_over:
            return []
        cached = self._legal_cache.get(seat)   # `_legal_for`, unrolled: asked every step
        if cached is None:
            cached = self._legal_cache[seat] = self._legal(seat)
        return cached[:]

    def _legal_for(self, seat: int) -> list[Action]:
        """The cached legal actions of a seat (not a copy: never change it)."""
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self._legal_cache[seat] = self._legal(seat)
        return cached

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Carry out `action` for `seat` (default: the current player).

        The legality check looks for the action in the cached legal list by identity
        first: games hand out the same action objects again, and the dataclass
        `__eq__` that `in` would call for each candidate is slow on this hot path.
        Else the game's `_legal_form` judges it, and the legal form is carried out."""
        seat = self.current_player if seat is None else seat
        if seat is None or not 0 <= seat < self.players:
            raise IllegalAction("not_your_turn", action)
        if self.is_over:
            self._refuse(seat, action)
        for candidate in self._legal_cache.get(seat, ()):
            if candidate is action:
                break
        else:
            found = self._legal_form(seat, action)
            if found is None:
                self._refuse(seat, action)
            action = found
        self._legal_cache.clear()
        events = self._apply(seat, action)
        self._history.append((seat, action))
        return events

    def is_legal(self, action: Action, seat: int | None = None) -> bool:
        """Whether `apply` would take `action` from `seat` (default: the current player) now.
        A game whose legal actions are many (Remino's melds) answers from the cards,
        without listing them all."""
        seat = self.current_player if seat is None else seat
        if seat is None or self.is_over or not 0 <= seat < self.players:
            return False
        return self._legal_form(seat, action) is not None

    def refusal(self, action: Action, seat: int | None = None) -> str | None:
        """The message id `apply` would refuse `action` from `seat` (default: the current
        player) with now, None when it would take it: what a table says while a player is
        still choosing, without working the rule out again."""
        seat = self.current_player if seat is None else seat
        if seat is None or not 0 <= seat < self.players:
            return "not_your_turn"
        if self.is_legal(action, seat):
            return None
        try:
            self._refuse(seat, action)
        except IllegalAction as refused:
            return refused.reason

    def _refuse(self, seat: int, action: Action) -> NoReturn:
        """Raise IllegalAction with the reason the game gives."""
        if isinstance(action, Play) and not action.codes:
            raise IllegalAction("choose_a_card", action)   # no game reads an empty play
        raise IllegalAction(self._why_illegal(seat, action), action)

    def view(self, seat: int) -> dict[str, Any]:
        base = {
            "game": self.spec.id,
            "seat": seat,
            "players": self.players,
            "current": self.current_player,
            "over": self.is_over,
            "scores": list(self.scores),
            "options": dict(self.options),
        }
        base.update(self._view(seat))
        return base

    def deal_actions(self) -> list[tuple[int, str]]:
        """The public actions of this deal, as (seat, text), for games whose every action
        is seen by the whole table (a player who drew instead of playing showed what his
        hand lacks). The texts are kept as the history grows: views are asked for often.
        A guessed match (its spec's `sample`) goes on from the `actions_seen` of its
        seat's view."""
        texts = self._action_texts()
        start = len(texts)
        while start and texts[start - 1][1] != "deal":
            start -= 1
        if start == 0:
            return getattr(self, "actions_seen", []) + texts
        return texts[start:]

    def _action_texts(self) -> list[tuple[int, str]]:
        """Every action so far as (seat, text); kept as the history grows (a match is
        saved after every action, and its views list the deal's actions)."""
        texts: list[tuple[int, str]] = self.__dict__.setdefault("_texts", [])
        for seat, action in self._history[len(texts):]:
            texts.append((seat, action.text))
        return texts

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.spec.id,
            "version": 1,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "deck": self._start["deck"],
            "dealer": self._start["dealer"],
            "actions": [[seat, text] for seat, text in self._action_texts()],
        }

    def zones(self) -> dict[str, list[str]]:
        """Every card of the match by zone, hidden ones too: for tests, never for play."""
        raise NotImplementedError

    def seats_to_act(self) -> list[int]:
        """Seats whose legal actions include more than free ones (hand arranging)."""
        if self.current_player is not None:
            return [self.current_player]
        return [s for s in range(self.players)
                if any(not self.spec.is_free(a) for a in self.legal_actions(s))]

    # -- for subclasses ------------------------------------------------------

    def _legal(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def _apply(self, seat: int, action: Action) -> list[Event]:
        raise NotImplementedError

    def _view(self, seat: int) -> dict[str, Any]:
        raise NotImplementedError

    def _legal_form(self, seat: int, action: Action) -> Action | None:
        """The legal action `action` stands for (itself, if it is legal as it is), or None.
        Here: found in the legal list. A game may answer without the list, and may take the
        same cards written in another order for the one legal order of them; the history
        keeps the legal form."""
        legal = self._legal_for(seat)
        for candidate in legal:
            if candidate is action:
                return action
        return action if action in legal else None

    def _why_illegal(self, seat: int, action: Action) -> str:
        """A message id saying why `action` is refused; games refine it."""
        if seat != self.current_player and self.current_player is not None:
            return "not_your_turn"
        return "not_allowed"
