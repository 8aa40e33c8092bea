"""A match setup: which game, how many players, who is human, which options."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from rules import GAMES
from rules.bots import ADAPTIVE, BOTS


@dataclass
class MatchSetup:
    game: str
    players: int
    humans: list[bool]
    options: dict[str, Any] = field(default_factory=dict)
    bot_level: str = ""
    seed: int = 0

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
        spec.resolve_options(setup.options)
        if not spec.fits(setup.players, setup.options):
            raise ValueError("options that do not fit the player count")
        return setup

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def resize(self, players: int) -> None:
        self.players = players
        self.humans = (self.humans + [False] * players)[:players]

    @property
    def human_seats(self) -> list[int]:
        return [s for s, human in enumerate(self.humans) if human]
