"""A match setup: which game, how many players, who is human, which options, and the
names people typed for their seats (pass-and-play)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from rules import GAMES
from rules.bots import ADAPTIVE, BOTS

MAX_NAME = 10          # characters of a typed name: "Aleksandra" fits every name plate
GENDERS = ("f", "m")   # a typed name's grammatical gender: the words said about the seat
MAX_SEATS = max(spec.max_players for spec in GAMES.values())


def clean_name(name: str) -> str:
    """A typed name as it is kept: no control characters, spaces at the ends or runs of
    spaces, at most MAX_NAME characters; "" (the seat's own name) when nothing is left."""
    printable = "".join(c if c.isprintable() else " " for c in name)
    return " ".join(printable.split())[:MAX_NAME].strip()


@dataclass
class MatchSetup:
    game: str
    players: int
    humans: list[bool]
    options: dict[str, Any] = field(default_factory=dict)
    bot_level: str = ""
    seed: int = 0
    # per seat: a name a person typed ("" for the seat's own name) and its gender
    names: list[str] = field(default_factory=list)
    genders: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._fit_seats()

    def _fit_seats(self) -> None:
        """A name and a gender for each seat, however many seats the setup has now."""
        self.names = (list(self.names) + [""] * self.players)[:self.players]
        self.genders = (list(self.genders) + ["m"] * self.players)[:self.players]

    @classmethod
    def default(cls, game: str, players: int | None = None, seed: int = 0) -> MatchSetup:
        spec = GAMES[game]
        n = players or min(max(spec.min_players, 3), spec.max_players)
        # a child alone against the computer: the level that fits her, where there is one
        level = ADAPTIVE if ADAPTIVE in BOTS[game] else next(iter(BOTS[game]))
        return cls(game, n, [True] + [False] * (n - 1), {}, level, seed)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MatchSetup:
        """A remembered setup; raises ValueError when it no longer fits the game."""
        setup = cls(**data)
        spec = GAMES[setup.game]
        if not spec.min_players <= setup.players <= spec.max_players:
            raise ValueError("player count")
        if len(setup.humans) != setup.players or setup.bot_level not in BOTS[setup.game]:
            raise ValueError("seats")
        if any(not isinstance(n, str) or n != clean_name(n) for n in setup.names) or \
                any(g not in GENDERS for g in setup.genders):
            raise ValueError("names")
        spec.resolve_options(setup.options)
        if not spec.fits(setup.players, setup.options):
            raise ValueError("options that do not fit the player count")
        return setup

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def resize(self, players: int) -> None:
        self.players = players
        self.humans = (self.humans + [False] * players)[:players]
        self._fit_seats()

    def name_of(self, seat: int) -> str:
        """The name a person typed for this seat, "" when none (the table names it)."""
        return self.names[seat] if seat in self.human_seats else ""

    @property
    def human_seats(self) -> list[int]:
        return [s for s, human in enumerate(self.humans) if human]
