"""Unotan at the table: up to eight runs side by side, built up and down from one number.

On top of the shedding table: the runs lie in columns across the middle, with marks
over them of what each run wants next; the table owns them as `Runs` (unotan_runs.py:
where they lie and what is drawn over and on them).

A tap on a card that fits one place only lays it there; a card that fits several
places is lifted and its places glow: a tap on a glowing column (or dragging the
card onto it) lays it. A card that fits nowhere is explained by the rules' reason.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from rules.core import (
    PHASE_DRAWN,
    PHASE_PLAY,
    Action,
    CardMoved,
    Draw,
    Match,
    Pass,
    Play,
    TurnSkipped,
)
from rules.uno_family import ColourChosen, DrawOwed, colour_of, rank_of
from rules.unotan import (
    MAX_RUNS,
    MOST,
    Awarded,
    DealSettled,
    PlayOn,
    RunClosed,
    RunTurned,
    code_of,
    number,
)

from .. import guides, theme
from ..sprites import uno_cards
from ..sprites.table import CardSprite, Slot, fan
from ..table.director import directs
from ..table.places import outline_place
from ..table_record import TableRecord
from .card_table import Target
from .shedding import HUMAN_CARD, OTHER_CARD, STOCK_CARD, SheddingTable
from .shedding_scores import SCOREBOARD_GAP
from .unotan_runs import Runs

if TYPE_CHECKING:
    from ..app import App
    from ..setup import MatchSetup

LIFT = 30               # how far the chosen card rises out of the hand
NUMBERS = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")


def calm(n: int, spread: float, most: float) -> float:
    """A fan's spread, smaller for a big hand, so its outer cards drop at most `most`
    design px (Unotan's hands grow with every 2+ and 4+; the plates lie close by)."""
    bow = ((n - 1) / 2) ** 2 * 0.9
    return min(spread, most / bow) if bow else spread


class UnotanTable(SheddingTable):
    names_cards = False
    deck_kind = "uno_cards"

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        self.selected: str | None = None      # the card lifted, its places glowing
        self.spot_focus = 0                   # the place chosen with the keys
        self.last_run = 0                     # the run the last card went to
        self.runs = Runs(self)
        super().__init__(app, setup, match)

    # -- where the runs lie --------------------------------------------------------

    def kept_in_sight(self) -> list[pygame.Rect]:
        """The runs' headers too."""
        heads = [self.runs.header(i).inflate(2 * SCOREBOARD_GAP, 2 * SCOREBOARD_GAP)
                 for i in range(len(self.view()["sequences"]))]
        return super().kept_in_sight() + heads

    def slots(self, zone: str, n: int) -> list[Slot]:
        if zone.startswith("run:"):
            return self.runs.slots(int(zone.split(":")[1]), n)
        if zone == "pile":          # Unotan has none: the view's pile is always empty
            return []
        if zone == "stock":
            return super().slots(zone, n)
        seat = int(zone.split(":")[1])
        area = self._area("hand", seat)
        if seat == self.viewer:
            width = min(HUMAN_CARD, area.h / 1.4 * 0.98)
            return fan(area, n, width, 0, spread=calm(n, 1.2, 40), max_step=0.9)
        return fan(area, n, OTHER_CARD, self._rotation(seat), spread=calm(n, 2.0, 24),
                   max_step=0.5)

    def _plan_warm(self) -> None:
        hand = self.slots(f"hand:{self.viewer}", 1)[0].width
        self.warm.plan(self.app.scale, self.warm_codes(), backs=(OTHER_CARD, STOCK_CARD),
                       faces=(hand, self.runs.card_width()))

    def cards_in(self, view: dict[str, Any]) -> int:
        return super().cards_in(view) + sum(len(run["cards"]) for run in view["sequences"])

    def sync_from_view(self) -> None:
        self.selected = self.drag.held = None
        super().sync_from_view()
        for i, run in enumerate(self.view()["sequences"]):
            self.zones[f"run:{i}"][:] = [CardSprite(code, flip=1.0) for code in run["cards"]]
            self.relayout(f"run:{i}", 0.0)
        self.animator.finish_all()

    # -- the director ------------------------------------------------------------------

    def _move(self, event: CardMoved, t: float) -> float:
        """A card laid on a run: a colour chosen next is said at that run."""
        if event.dst.startswith("run:"):
            self.last_run = int(event.dst.split(":")[1])
        return super()._move(event, t)

    @directs(RunTurned)
    def run_turned(self, event: RunTurned, t: float) -> float:
        if rank_of(self.view()["sequences"][event.run]["cards"][-1]) == MOST:
            self.say(t, self.app.tr.get("unotan.most"), theme.PLUM, "shuffle",
                     at=self.runs.mark_at(event.run))
            return t + 0.5
        return t

    @directs(RunClosed)
    def run_closed(self, event: RunClosed, t: float) -> float:
        self.say(t, self.app.tr.get("unotan.closed"), uno_cards.COLOURS["R"], "dalje",
                 at=self.runs.mark_at(event.run))
        return t + 0.6

    @directs(ColourChosen)
    def colour_chosen(self, event: ColourChosen, t: float) -> float:
        word = self.app.tr.get(f"uno_table.colour.{event.colour}")
        self.say(t, word[:1].upper() + word[1:] + "!", uno_cards.COLOURS[event.colour], "flip",
                 at=self.runs.mark_at(self.last_run))
        return t + 0.5

    @directs(DrawOwed)
    def cards_owed(self, event: DrawOwed, t: float) -> float:
        self.say(t, self.app.tr.get("uno_table.plus", n=event.cards), theme.CORAL, "draw",
                 at=self._plate_centre(event.seat))
        return t + 0.5

    @directs(TurnSkipped)
    def turn_skipped(self, event: TurnSkipped, t: float) -> float:
        self.say(t, self.app.tr.get("uno_table.skipped"), theme.SKY, "dalje",
                 at=self._plate_centre(event.seat))
        return t + 0.5

    @directs(Awarded)
    def awarded(self, event: Awarded, t: float) -> float:
        self.say(t, self.app.tr.get(f"unotan.award.{event.reason}", points=f"−{-event.points}"),
                 theme.LEAF, "win", at=self._plate_centre(event.seat))
        return t + self.reading(0.8)

    @directs(DealSettled)
    def deal_settled(self, event: DealSettled, t: float) -> float:
        """How the deal ended, in a word over the table before the scores."""
        if event.way in ("a", "c"):
            words = self._phrase("table.out", "table.you_out", event.winners[0])
        elif self.view()["stops"] >= MAX_RUNS:
            words = self.app.tr.get("unotan.all_closed")
        else:
            words = self.app.tr.get("unotan.blocked")
        self.say(t, words, theme.SUN, "pair")
        return t + self.reading(1.0)

    # -- choosing a card and its place ---------------------------------------------------

    def playable_codes(self) -> set[str]:
        return {c for a in self.legal() if (c := code_of(a)) is not None}

    def placements(self, code: str) -> list[Action]:
        return [a for a in self.legal() if code_of(a) == code]

    def spot_of(self, action: Action) -> int:
        """The column a placement goes to: its run, or the next free column."""
        if isinstance(action, PlayOn):
            return action.run
        return len(self.view()["sequences"])

    def play_card(self, code: str) -> None:
        """A tap on a card of the hand: lay it where it fits, lift it when it fits in
        several places, or hear why it fits nowhere."""
        places = self.placements(code)
        if self.selected == code:
            if len(places) == 1:
                self.act(places[0], self.viewer)
            else:
                self._choose(None)
            return
        if len(places) == 1:
            self.act(places[0], self.viewer)
        elif places:
            self._choose(code)
            self.app.sounds.play("pick")
        else:
            self._choose(None)
            self.act(self._probe(code), self.viewer)

    def _choose(self, code: str | None) -> None:
        self.selected = code
        self.spot_focus = 0
        self.hint = ""
        for sprite in self.zones[f"hand:{self.viewer}"]:
            sprite.lift = LIFT if code is not None and sprite.code == code else 0

    def _probe(self, code: str) -> Action:
        """The move a child most likely meant with a card that fits nowhere, so the rules
        can say why: a new run for a number, else the open run of its colour."""
        view = self.view()
        runs = view["sequences"]
        if view["start_value"] is None or number(code) == view["start_value"] or not runs:
            return Play((code,))
        colour = colour_of(code)
        order = sorted(range(len(runs)), key=lambda i: (runs[i]["closed"],
                                                        colour not in runs[i]["colours"]))
        return PlayOn(code, order[0])

    def lay_on(self, column: int) -> bool:
        """The chosen card goes to a column: the run there, or a new run on a free one."""
        if self.selected is None:
            return False
        runs = len(self.view()["sequences"])
        action = PlayOn(self.selected, column) if column < runs else Play((self.selected,))
        legal = [a for a in self.placements(self.selected) if a == action]
        if not self.act(legal[0] if legal else action, self.viewer):
            self.relayout(f"hand:{self.viewer}", 0.2)
        return True

    def acted(self, action, seat: int) -> None:
        super().acted(action, seat)
        if seat == self.viewer:
            self.selected = None
            self.drag.held = None

    # -- input -------------------------------------------------------------------------

    def handle(self, intent) -> bool:
        """Esc puts a chosen card back into the hand."""
        if intent.kind == "key" and intent.key == "back" and self.selected is not None:
            self._choose(None)
            return True
        return super().handle(intent)

    def grab(self, point: tuple[float, float]) -> CardSprite | None:
        """A card picked up is chosen: its places glow while it is carried."""
        sprite = super().grab(point)
        if sprite is not None:
            self._choose(sprite.code)
        return sprite

    def dropped(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        column = self.runs.column_at(point)
        if column is not None and sprite.code == self.selected:
            self.lay_on(column)

    def tap(self, point: tuple[float, float]) -> bool:
        own = self.sprite_at(point, f"hand:{self.viewer}")
        if own is None and self.selected is not None:
            column = self.runs.column_at(point)
            if column is not None:
                return self.lay_on(column)
        return super().tap(point)

    def hover(self, point: tuple[float, float]) -> None:
        super().hover(point)
        for sprite in self.zones[f"hand:{self.viewer}"]:
            if sprite.code is not None and sprite.code == self.selected:
                sprite.lift = LIFT

    def key(self, key: str) -> bool:
        """With a card chosen: up and down pick one of its places, Enter lays it there."""
        places = self.placements(self.selected) if self.selected else []
        if places and key in ("up", "down", "next"):
            self.spot_focus = (self.spot_focus + (-1 if key == "up" else 1)) % len(places)
            return True
        if places and key == "activate":
            self.act(places[self.spot_focus % len(places)], self.viewer)
            return True
        return super().key(key)

    # -- the hint and the guide ------------------------------------------------------------

    def target_of(self, action) -> Target | None:
        """A card to lay: the card in the hand, and once it is lifted, its place."""
        code = code_of(action)
        if code is None:
            return super().target_of(action)
        if self.selected != code or len(self.placements(code)) < 2:
            return self.hand_target((code,), code)
        index = self.spot_of(action)
        rect = self.runs.spot(index)
        run = self.zones[f"run:{index}"]
        point = (rect.centerx, rect.bottom - 30)
        if run:                 # the run's top card shines; an empty column gets a ring
            return Target(point, None, (run[-1],))
        return Target(point, rect)

    def hint_reason(self, action: Action) -> str:
        """Why this card: a new run, a Zero's points, a special's effect, the next number."""
        code = code_of(action)
        if code is None or len(self.hints.choices()) == 1:
            return super().hint_reason(action)
        rank = rank_of(code)
        if isinstance(action, Play):
            return "unotan.hint.start"
        if rank == "0":
            return "unotan.hint.zero"
        if rank in NUMBERS:
            return "unotan.hint.next"
        return f"unotan.hint.{rank}"

    def hint_words(self, action: Action) -> dict[str, str]:
        """A special card by the name Unotan's rules give it (Most, Semafor, Stop...)."""
        code = code_of(action)
        names = {rank_of(card.code): card.name for card in self.spec.special_cards}
        if code is None or rank_of(code) not in names:
            return {}
        return {"card": self.app.tr.get(names[rank_of(code)])}

    # -- words ---------------------------------------------------------------------------

    def turn_words(self) -> str:
        tr = self.app.tr
        view = self.view()
        legal = self.legal()
        plays = any(code_of(a) for a in legal)
        if self.selected is not None and len(self.placements(self.selected)) > 1:
            return tr.get("unotan.choose_place")
        if view["start_value"] is None and plays:
            return tr.get("unotan.open")
        if view["phase"] == PHASE_DRAWN and plays:
            return tr.get("unotan.play_drawn" if Pass() in legal else "unotan.play_drawn_must")
        if plays:
            return tr.get("table.play_a_card")
        if Pass() in legal and Draw() not in legal:
            return tr.get("unotan.nothing_fits")
        return super().turn_words()

    # -- drawing ---------------------------------------------------------------------------

    def mark_glow(self) -> None:
        super().mark_glow()
        if self.selected is None or self.guide is not None:
            return
        for action in self.placements(self.selected):
            run = self.zones[f"run:{self.spot_of(action)}"]
            if run:
                run[-1].glow = True

    def draw_table(self, surface: pygame.Surface) -> None:
        """The stock's place, the empty columns waiting for a run, the glowing places of
        the chosen card and the marks over every run."""
        outline_place(surface, self.app, self.layout["stock"].center, STOCK_CARD)
        view = self.view()
        runs = view["sequences"]
        if view["phase"] in (PHASE_PLAY, PHASE_DRAWN):
            self.runs.draw_empty_columns(surface, len(runs), view["start_value"])
        self._draw_spots(surface)
        self.runs.draw_marks(surface, runs)

    def _draw_spots(self, surface: pygame.Surface) -> None:
        """Where the chosen card may go: a glowing card-shaped place, pulsing gently."""
        if self.selected is None or self.guide is not None:
            return
        grow = 0 if self.app.calm else 4 * math.sin(self.pulse * 5)
        places = self.placements(self.selected)
        for k, action in enumerate(places):
            rect = self.app.rect(self.runs.spot(self.spot_of(action)).inflate(10 + grow, 10 + grow))
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*theme.HIGHLIGHT, 110), glow.get_rect(),
                             border_radius=self.app.px(16))
            surface.blit(glow, rect)
            focused = self.app.keyboard_used and k == self.spot_focus % len(places)
            pygame.draw.rect(surface, theme.FOCUS if focused else theme.HIGHLIGHT, rect,
                             width=max(3, self.app.px(10 if focused else 6)),
                             border_radius=self.app.px(16))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The meaning of Semafors and Džokers on their cards, the veil over closed runs
        (not while the scores and their button show), then the deal counter and the scores."""
        if not self.scores_shown:
            self.runs.draw_over(surface, self.view()["sequences"])
        super().draw_overlay(surface)

    def scoreboard_goal(self, view: dict) -> str:
        return self.app.tr.get("unotan.deals", n=view["deal"], total=view["deals"])


RECORDS = (
    TableRecord("unotan", UnotanTable, layout="unotan", family="slagalice",
                pictures=("G5", "G6", "Brev"), guide=guides.UNOTAN),
)
