"""What a child knows of Europe, and what the atlas's quizzes ask next (Leitner boxes).

Every country has a mastery per skill: where it lies on the map, its flag, its
capital, its car code. Each (country, skill) sits in a box, 0 to 5:

- 0: never asked;
- a right answer moves it one box up (a first right answer to box 2), a wrong
  answer back to box 1;
- a country in box b comes back after INTERVALS[b] rounds of that skill: box 1
  every round, box 2 every second round, box 3 every fourth, box 4 every eighth,
  box 5 every sixteenth;
- it is *known* from box 3 on (two right answers in a row).

A round of ten asks, in this order: the countries due, the lowest box first (the
ones missed come back soon), longest unasked first; then new countries, in a
seeded random order; then, if the round is still short, the ones nearest to being
due. Ties are broken by the seed, so a round is the same for the same seed and the
same mastery.

A found pair in the Memo or in Pokrij par is a *sighting*: it is counted, and the
mastery map shows a seen country lighter than one never met, but it moves no box.

Standard library only; the front end keeps the plain data (`to_dict`) in a file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .core import Rng
from .countries import COUNTRIES

SKILLS = ("where", "flag", "capital", "car")
TOP_BOX = 5
INTERVALS = (0, 1, 2, 4, 8, 16)     # rounds between two askings, by box
KNOWN_BOX = 3
VERSION = 1
MAX_COUNT = 10**9                   # counts beyond this are not ours


@dataclass
class Card:
    """One country's mastery of one skill: its box, the round it was last asked in,
    and how often it was answered right and wrong."""

    box: int = 0
    last: int = 0
    right: int = 0
    wrong: int = 0


@dataclass
class Mastery:
    """Boxes per (country, skill), rounds played per skill, sightings per country."""

    cards: dict[tuple[str, str], Card] = field(default_factory=dict)
    rounds: dict[str, int] = field(default_factory=dict)
    seen: dict[str, int] = field(default_factory=dict)

    def card(self, iso: str, skill: str) -> Card:
        return self.cards.get((iso, skill), Card())

    def box(self, iso: str, skill: str) -> int:
        return self.card(iso, skill).box

    def knows(self, iso: str, skill: str) -> bool:
        return self.box(iso, skill) >= KNOWN_BOX

    def level(self, iso: str) -> int:
        """How many of the four skills the child knows for this country (0-4)."""
        return sum(self.knows(iso, skill) for skill in SKILLS)

    def known(self) -> int:
        """The countries the child knows in at least one skill: "you know N of 45"."""
        return sum(self.level(iso) > 0 for iso in COUNTRIES)

    def start_round(self, skill: str) -> int:
        """A new round of `skill` begins; its number (1, 2, ...)."""
        _check_skill(skill)
        self.rounds[skill] = self.rounds.get(skill, 0) + 1
        return self.rounds[skill]

    def due(self, iso: str, skill: str, now: int) -> bool:
        card = self.card(iso, skill)
        return card.box > 0 and now - card.last >= INTERVALS[card.box]

    def plan(self, skill: str, count: int, seed: int | str,
             pool: tuple[str, ...] = tuple(COUNTRIES), now: int | None = None) -> list[str]:
        """The countries a round of `skill` asks (round `now`, by default the next one):
        due ones lowest box first, then new ones, then those nearest to being due."""
        _check_skill(skill)
        now = self.rounds.get(skill, 0) + 1 if now is None else now
        order = sorted(pool)
        Rng(f"atlas:plan:{skill}:{seed}").shuffle(order)     # ties go by the seed

        def waited(iso: str) -> float:
            card = self.card(iso, skill)
            return (now - card.last) / INTERVALS[card.box]
        due = sorted((k for k in order if self.due(k, skill, now)),
                     key=lambda k: (self.box(k, skill), self.card(k, skill).last))
        new = [k for k in order if self.box(k, skill) == 0]
        rest = sorted((k for k in order if self.box(k, skill) > 0 and k not in due),
                      key=waited, reverse=True)
        return (due + new + rest)[:count]

    def record(self, iso: str, skill: str, right: bool, now: int | None = None) -> Card:
        """An answer about `iso` in round `now` (by default the current one)."""
        _check_skill(skill)
        if iso not in COUNTRIES:
            raise ValueError(f"no country {iso!r}")
        old = self.card(iso, skill)
        if not right:
            box = 1
        else:
            box = 2 if old.box == 0 else min(TOP_BOX, old.box + 1)
        card = Card(box, self.rounds.get(skill, 0) if now is None else now,
                    old.right + right, old.wrong + (not right))
        self.cards[(iso, skill)] = card
        return card

    def sighting(self, iso: str) -> None:
        """A found pair of `iso` in one of the card games."""
        if iso not in COUNTRIES:
            raise ValueError(f"no country {iso!r}")
        self.seen[iso] = min(MAX_COUNT, self.seen.get(iso, 0) + 1)

    # -- plain data -------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        countries: dict[str, dict[str, dict[str, int]]] = {}
        for (iso, skill), card in sorted(self.cards.items()):
            countries.setdefault(iso, {})[skill] = {"box": card.box, "last": card.last,
                                                    "right": card.right, "wrong": card.wrong}
        return {"version": VERSION, "rounds": dict(sorted(self.rounds.items())),
                "countries": countries, "seen": dict(sorted(self.seen.items()))}

    @classmethod
    def from_dict(cls, doc: Any) -> tuple[Mastery, bool]:
        """The mastery kept in `doc`, and whether all of it was good: each entry is checked
        on its own, and a bad one costs only itself."""
        mastery = cls()
        if not isinstance(doc, dict) or doc.get("version") != VERSION:
            return mastery, False
        clean = True
        rounds, countries, seen = doc.get("rounds", {}), doc.get("countries", {}), \
            doc.get("seen", {})
        if not all(isinstance(part, dict) for part in (rounds, countries, seen)):
            return mastery, False
        for skill, n in rounds.items():
            if skill in SKILLS and _count(n):
                mastery.rounds[skill] = n
            else:
                clean = False
        for iso, skills in countries.items():
            if iso not in COUNTRIES or not isinstance(skills, dict):
                clean = False
                continue
            for skill, entry in skills.items():
                card = _card(entry) if skill in SKILLS else None
                if card is None or card.last > mastery.rounds.get(skill, 0):
                    clean = False
                else:
                    mastery.cards[(iso, skill)] = card
        for iso, n in seen.items():
            if iso in COUNTRIES and _count(n):
                mastery.seen[iso] = n
            else:
                clean = False
        return mastery, clean


def _check_skill(skill: str) -> None:
    if skill not in SKILLS:
        raise ValueError(f"no skill {skill!r}")


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def _card(entry: Any) -> Card | None:
    if not isinstance(entry, dict) or set(entry) != {"box", "last", "right", "wrong"}:
        return None
    if not all(_count(entry[k]) for k in entry) or entry["box"] > TOP_BOX:
        return None
    return Card(entry["box"], entry["last"], entry["right"], entry["wrong"])
