"""What every game table shares: seats and plates, bots, the director, saving.

A table scene turns rule events into tweens and sounds (the director) and taps
into legal actions; it never decides a rule. `CardTable` holds what does not
depend on the game: where each seat sits (the viewer always at the bottom), the
name plates with the turn marker, the banner word in the middle, the bots (its
driver, game/table/driver.py: they act when the animation queue is empty, after a
moment of "thinking" during which their move is worked out on a thread), passing the
device between people, saving after every action, and the end of the match.

A game's table subclasses it and says how its cards lie (`slots`,
`sync_from_view`), how its events look (`direct_event`), what a tap does (`tap`)
and what the prompt says (`prompt_words`).
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from rules import GAMES
from rules.bots import ADAPTIVE, adaptive
from rules.core import Action, Event, IllegalAction, Match, MatchEnded, Play, TurnStarted

from .. import theme
from ..i18n import to_cyrillic
from ..layout import load_layout
from ..setup import MatchSetup
from ..sprites import cards
from ..sprites.table import CardSprite, Zones, draw_sprites
from ..surfaces import BUDGET, Shelf, kept
from ..table.director import director_of, directs, handler_name
from ..table.drag import Drag
from ..table.driver import Driver
from ..table.hints import Hints
from ..table.still import Still, StillLayer
from ..table.warm import WarmUp
from .base import Scene, Widget, draw_icon, panel

if TYPE_CHECKING:
    from ..app import App
    from .guide import GuideOverlay

log = logging.getLogger(__name__)

# "bot.gender.N" is a letter for the code, read as the Cyrillic catalogue spells it too
# (transliterated from sr-Latn, its "f" is "ф")
FEMININE = frozenset({"f", to_cyrillic("f")})
BOT_NAMES = 10          # bot.name.0 … bot.name.9 in the catalogues: one per seat of a 10-seat table
PULSE_SECONDS = 3.0      # the turn's glow pulses this long after the table last moved
TURN_PAUSE = 0.6         # seconds a computer's landed move stays in sight before the turn goes on


@dataclass(frozen=True)
class Target:
    """Where a move is made on screen, in design pixels: the point to tap, the button to
    ring (None for cards, which shine instead) and the cards of the move."""

    point: tuple[float, float]
    rect: pygame.Rect | None = None
    sprites: tuple[CardSprite, ...] = ()


class Banner:
    """A big word in the middle of the table ("Dalje!", "Par!") that pops and fades."""

    def __init__(self) -> None:
        self.text = ""
        self.at: tuple[float, float] | None = None
        self.colour = theme.INK
        self.scale = 0.0
        self.alpha = 0.0


@kept
def banner_image(words: str, colour: tuple[int, int, int], size: int) -> pygame.Surface:
    """A big white word with a coloured outline, drawn once per word and size."""
    label = theme.font(size, bold=True).render(words, True, theme.WHITE)
    outline = theme.font(size, bold=True).render(words, True, theme.shade(colour, 0.6))
    layer = pygame.Surface((label.get_width() + 16, label.get_height() + 16), pygame.SRCALPHA)
    for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3), (3, 4)):
        layer.blit(outline, (8 + dx, 8 + dy))
    layer.blit(label, (8, 8))
    return layer


@kept
def plate_image(size: tuple[int, int], name: str, human: bool, is_turn: bool, dots: int,
                badge: str, out: bool, font_size: int) -> pygame.Surface:
    """A seat's name plate: who (a child or the computer), whose turn, and the seat's
    tally: `dots` (Crni Petar's cats) or a short `badge` (cards in hand), a check
    when the seat is out."""
    w, h = size
    image = pygame.Surface((w, h + max(2, h // 16)), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, h)
    fill = theme.SUN if is_turn else theme.PAPER
    pygame.draw.rect(image, theme.shade(fill, 0.7), rect.move(0, max(2, h // 16)),
                     border_radius=h // 2)
    pygame.draw.rect(image, fill, rect, border_radius=h // 2)
    draw_icon(image, "person" if human else "robot", (h // 2, h // 2), int(h * 0.6), theme.INK)
    right = w - h // 4
    if out:
        draw_icon(image, "check", (w - h // 2, h // 2), int(h * 0.5), theme.LEAF)
        right = w - h
    elif badge:
        label = theme.text(badge, font_size, theme.WHITE, bold=True)
        pill = label.get_rect(midright=(w - h // 5, h // 2)).inflate(h // 3, 0)
        pill.h = int(h * 0.74)
        pill.centery = h // 2
        pygame.draw.rect(image, theme.INK, pill, border_radius=pill.h // 2)
        image.blit(label, label.get_rect(center=pill.center))
        right = pill.x - h // 8
    for k in range(dots):
        pygame.draw.circle(image, theme.INK, (right - h // 8 - k * h * 3 // 8, h // 2), h // 8)
    label = theme.one_line(name, font_size, right - h - h // 8 - dots * h * 3 // 8, theme.INK,
                           bold=True, cut=True)
    image.blit(label, label.get_rect(midleft=(h, h // 2)))
    return image.convert_alpha() if pygame.display.get_surface() else image


class CardTable(Scene):
    """The table of one match: its game's record names the layout, subclasses the card
    look."""

    deck_kind = "animals"   # the card back (see sprites.cards.back)
    curtained = True        # people sharing the screen pass it behind a curtain (hands are
                            # secret); the Memo hides nothing

    director: ClassVar[dict[type, str]] = {}   # event type -> the method that animates it

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.director = director_of(cls)

    def __init__(self, app: App, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.spec = GAMES[setup.game]
        self.fresh = match is None
        self.match = match or self.spec.new_match(setup.players, seed=setup.seed,
                                                  options=setup.options)
        self._views: dict[int, dict[str, Any]] = {}   # seat -> its view, until the next action
        self.drag = Drag(self.grab, self.drop_at)   # picking a card up, carrying it, letting go
        from ..tables import RECORDS     # the registry imports every table's module

        self.layout = load_layout(RECORDS[setup.game].layout, setup.players)
        self.driver = Driver(self)     # the computer players and their thinking clock
        self.zones = Zones()
        self.banner = Banner()
        self.moves = 0                         # actions applied at this table
        self.hint = ""
        self.news = ""           # what a computer player just did, till the viewer's next move
        self.mover: tuple[Action, int, list[Event]] | None = None   # the move being directed
        self.paced = False       # its pause is scheduled
        self.viewer = self._pick_viewer()
        self.finished = False
        self.save_due = False    # a move to autosave once its frame is shown
        self.winners: tuple[int, ...] = ()
        self.marker = pygame.math.Vector2(self._plate_centre(self.match.current_player or 0))
        self.pulse = 0.0
        self.pulse_left = PULSE_SECONDS   # then it comes to rest where its sines are 0
        self.pulse_still = False
        self.widgets = [
            Widget(self._design_rect("button:menu"), lambda: app.tr.get("table.menu"),
                   self._menu, "menu", font_size=34),
            Widget(self._design_rect("button:rules"), lambda: app.tr.get("title.rules"),
                   self._rules, "book", font_size=34),
        ]
        self.warm = WarmUp()     # card images to draw ahead: each table plans its own
        self.zone_layers: dict[str, tuple] = {}     # zone -> (key, layer, where)
        self.layers = Shelf(BUDGET)                 # the still layer and the zones' ones
        self.still_layer = StillLayer(self.layers)   # the felt and what lies still on it
        self.still: set[int] = set()                # ids of the cards in still layers
        self.hints = Hints(self)       # the hint: its move, shining until a move is made
        self.guide: GuideOverlay | None = None  # a guided match (scenes/guide.py sets it)

    # -- seats and places -----------------------------------------------------

    def _pick_viewer(self) -> int:
        humans = self.setup.human_seats
        if not humans:
            return 0
        for seat in self.match.seats_to_act():
            if seat in humans:
                return seat
        return humans[0]

    def _place(self, seat: int) -> int:
        """Where a seat sits in the layout: the viewer always at the bottom, and the next
        player on the side the rules send play to. The layouts' places run to the right
        (counter-clockwise); a game played to the left (`GameSpec.clockwise`) takes them
        the other way round, so its next player sits on the viewer's left."""
        place = (seat - self.viewer) % self.setup.players
        return -place % self.setup.players if self.spec.clockwise else place

    def _area(self, kind: str, seat: int) -> pygame.Rect:
        a = self.layout[f"{kind}:{self._place(seat)}"]
        return pygame.Rect(a.x, a.y, a.w, a.h)

    def _rotation(self, seat: int) -> float:
        return self.layout[f"hand:{self._place(seat)}"].rotation

    def _plate_centre(self, seat: int) -> tuple[float, float]:
        return self._area("plate", seat).center

    def _design_rect(self, name: str) -> pygame.Rect:
        a = self.layout[name]
        return pygame.Rect(a.x, a.y, a.w, a.h)

    def name(self, seat: int) -> str:
        tr = self.app.tr
        humans = self.setup.human_seats
        if seat in humans:
            if len(humans) == 1:
                return tr.get("seat.you")
            return self.setup.name_of(seat) or tr.get("seat.player", n=seat + 1)
        return tr.get(f"bot.name.{seat % BOT_NAMES}")

    def feminine(self, seat: int) -> bool:
        """Whether the seat's name takes feminine words: a computer player's by the
        catalogue ("bot.gender.N"), a typed name by the choice made beside it."""
        if seat in self.setup.human_seats:
            return bool(self.setup.name_of(seat)) and self.setup.genders[seat] == "f"
        return self.app.tr.get(f"bot.gender.{seat % BOT_NAMES}") in FEMININE

    def _phrase(self, msgid: str, msgid_you: str, seat: int, **kwargs: Any) -> str:
        """A sentence about a seat: its own wording when that seat is the only human."""
        if self.setup.human_seats == [seat]:
            return self.app.tr.get(msgid_you, **kwargs)
        return self.said_of(msgid, seat, **kwargs)

    def said_of(self, msgid: str, seat: int, **kwargs: Any) -> str:
        """A sentence about a seat in the grammatical gender of its name: `<msgid>.f`
        for a feminine name (`feminine`), where the language has that form ("Cica je
        bacila +4", "Ana je odigrala")."""
        tr = self.app.tr
        feminine = f"{msgid}.f"
        if feminine in tr and self.feminine(seat):
            msgid = feminine
        return tr.get(msgid, name=self.name(seat), **kwargs)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What `seat` (default: the viewer) sees of the match, asked of the rules once per
        action and seat, since drawing a frame reads it many times. Never change it."""
        seat = self.viewer if seat is None else seat
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.match.view(seat)
        return view

    @property
    def my_turn(self) -> bool:
        """The viewer is a person whose turn it is, and nothing is still moving."""
        return self.viewer in self.setup.human_seats and not self.animator.busy and \
            self.viewer in self.match.seats_to_act()

    # -- sprites ------------------------------------------------------------------

    def enter(self) -> None:
        if self.curtained and len(self.setup.human_seats) > 1 and \
                self.viewer in self.setup.human_seats:
            # pass-and-play: the first person's hand is dealt behind the curtain too
            from .curtain import Curtain

            self.app.push(Curtain(self.app, self.name(self.viewer), self._open))
        else:
            self._open()
        if self.guide is None:          # a guided match never takes the autosave's place
            self.app.storage.save_match(self.save_data())

    def _open(self) -> None:
        """The first deal dealt, or a resumed match laid out."""
        if self.fresh:
            self.direct(self.match.opening_events)
        else:
            self.sync_from_view()
            self.animator.finish_all()

    def sync_from_view(self) -> None:
        """Lay every card where the viewer's view says, with no animation."""
        raise NotImplementedError

    def slots(self, zone: str, n: int):
        raise NotImplementedError

    def relayout(self, zone: str, duration: float = 0.3, delay: float = 0.0) -> None:
        sprites = self.zones[zone]
        for i, (sprite, slot) in enumerate(zip(sprites, self.slots(zone, len(sprites)))):
            sprite.z = (100 if zone.startswith("hand") else 10) + i
            self.animator.add(sprite, duration, delay, x=slot.x, y=slot.y,
                              angle=slot.angle, width=slot.width)

    def all_sprites(self) -> list[CardSprite]:
        return self.zones.all()

    # -- the director -----------------------------------------------------------------

    def direct(self, events: list[Event]) -> None:
        """Schedule every event's animation, one after another."""
        t = 0.0  # when, from now, the next event's animation starts
        self.paced = False
        for event in events:
            t = self.direct_event(event, t)
        self.after_events(self.pace(t))
        self.driver.restart()

    def pace(self, t: float) -> float:
        """Once a computer's move has landed (at `t`, or when its last card comes to rest)
        its short line shows, and the turn goes on a moment later (once per move, so a
        child can follow one turn after another). When people pass the screen round, a
        person's move is news to the others too ("Ana je odigrala: crvena 5.")."""
        if self.mover is None or self.paced or \
                self.mover[1] not in self.driver.bots and len(self.setup.human_seats) < 2:
            return t
        self.paced = True
        speed = self.animator.speed
        t = max([t] + [(tween.delay + tween.duration - tween.elapsed) * speed
                       for tween in self.animator.tweens
                       if isinstance(tween.target, CardSprite) and {"x", "y"} & tween.end.keys()])
        words = self.news_of(*self.mover) if self.viewer in self.setup.human_seats else ""
        if words:
            self.animator.call(t, lambda: setattr(self, "news", words))
        return t + self.reading(TURN_PAUSE)

    def news_of(self, action: Action, seat: int, events: list[Event]) -> str:
        """A short line of what a computer player's move did ("Žuća je vukla 2 karte."),
        in the grammatical gender of its name; empty for none."""
        return ""

    def direct_event(self, event: Event, t: float) -> float:
        """Animate one event starting at `t` by the method the table marks for its type
        (`@directs`, game/table/director.py); return when the next may start. An event
        no method animates takes no time."""
        name = handler_name(self.director, event)
        return t if name is None else getattr(self, name)(event, t)

    @directs(TurnStarted)
    def turn_started(self, event: TurnStarted, t: float) -> float:
        return self._turn(event.seat, self.pace(t))

    @directs(MatchEnded)
    def match_ended(self, event: MatchEnded, t: float) -> float:
        self.winners = event.winners
        self.animator.call(t + 0.4, self._match_over)
        return t

    def after_events(self, t: float) -> float:
        """A hook after a batch of events (a deal's cards fanning out)."""
        return t

    def say(self, t: float, words: str, colour: tuple[int, int, int], sound: str,
            at: tuple[float, float] | None = None) -> None:
        """Pop a word up in the middle of the table (or at `at`, design pixels)."""
        def show() -> None:
            self.banner.at = at
            self.banner.text = words
            self.banner.colour = colour
            self.banner.scale = 1.0 if self.app.calm else 0.4
            self.banner.alpha = 255
            self.app.sounds.play(sound)
        # The word shows as its pop starts, so skipping ahead (finish_all) pops and fades
        # it in order instead of leaving it on screen.
        self.animator.add(self.banner, 0.3, t, easing="out_back", on_start=show, scale=1.0)
        self.animator.add(self.banner, 0.35, t + 0.75, alpha=0.0)

    def reading(self, seconds: float) -> float:
        """An animator delay that lasts `seconds` however quick the animations are (a
        child needs the time to look), and longer when they are slow."""
        return seconds * max(1.0, self.animator.speed)

    def _turn(self, seat: int, t: float) -> float:
        def arrive() -> None:
            if seat in self.setup.human_seats:
                self.app.sounds.play("turn")
        target = self._plate_centre(seat)
        self.animator.add(self.marker, 0.45, t, easing="in_out_cubic", on_finish=arrive,
                          x=target[0], y=target[1])
        return t + 0.1

    def _match_over(self) -> None:
        self.finished = True
        self.save_due = False
        if self.guide is not None:      # a guided match counts for nothing: it ends kindly
            self.guide.finish()
            return
        self.app.storage.clear_match()
        for seat in self.setup.human_seats:
            self.app.storage.record_result(self.setup.game, self.setup.players,
                                           seat in self.winners)
        if self.setup.bot_level == ADAPTIVE and self.setup.human_seats and self.driver.bots:
            won = sum(s in self.setup.human_seats for s in self.winners)
            share = won / len(self.winners) if self.winners else 0.5
            self.app.storage.record_fitted(self.setup.game,
                                           adaptive.next_strength(self.driver.strength, share))
        self.app.push(self.results_scene())

    def end_story(self) -> str:
        """The game's own sentence about how the match ended (empty for none)."""
        return ""

    def results_scene(self) -> Scene:
        """The scene over the table at the end: who won, each seat's total, best first."""
        from .results import ResultsScene

        scores = [self.points_words(n) for n in self.match.scores]
        return ResultsScene(self.app, self.setup, self.winners, self.name, scores,
                            order=self.ranking(self.match.scores))

    def ranking(self, scores: list[int]) -> list[int]:
        """The seats, best total first (the lowest where it wins); a tie by seat."""
        sign = 1 if self.spec.lowest_wins else -1
        return sorted(range(self.setup.players), key=lambda s: (sign * scores[s], s))

    def points_words(self, n: int) -> str:
        """A total in words; where the lowest total wins, points are said to be penalties
        ("70 kaznenih poena"), so a child does not read them as good; below zero with a
        true minus sign."""
        key = "table.penalty_points" if self.spec.lowest_wins else "results.points"
        return self.app.tr.get_n(key, n, n=str(n).replace("-", "−"))

    # -- acting -------------------------------------------------------------------

    def act(self, action, seat: int) -> bool:
        """Apply an action; a refused one leaves the match as it was and says why. In a
        guided match the child's move must be the one the guide points at."""
        if self.guide is not None and not self.guide.permits(action, seat):
            return False
        try:
            events = self.match.apply(action, seat)
            self._views.clear()
            self.moves += 1
        except IllegalAction as refused:
            self.hint = self.app.tr.get(f"reason.{refused.reason}", **self.reason_words(seat))
            self.app.sounds.play("click")
            return False
        self.hint = ""
        self.hints.pointed = None
        if seat == self.viewer:
            self.news = ""          # read: the child has moved on
        self.acted(action, seat)
        self.mover = (action, seat, events)
        self.direct(events)
        self.mover = None
        if self.guide is not None:
            self.guide.acted(action, seat)
        elif not self.match.is_over:
            self.save_due = True
        return True

    def reason_words(self, seat: int) -> dict[str, Any]:
        """Words a refusal's sentence may name (`{name}` and the like)."""
        return {"name": ""}

    def acted(self, action, seat: int) -> None:
        """A hook after an accepted action, before its events are directed."""

    def save_data(self) -> dict:
        return {"setup": self.setup.to_dict(), "match": self.match.to_json()}

    def restore(self, saved: dict) -> None:
        """Take back what `save_data` kept beside the match (before the table opens);
        a table that keeps nothing more takes nothing."""

    def bots_pending(self) -> bool:
        """A bot is about to act (tests, the monkey and the frame benchmark wait for it;
        the scene is not idle)."""
        return self.driver.pending()

    def acting_seats(self) -> list[int]:
        """The seats whose move the table waits for, in order (a game may keep moves out
        of turn, such as jumping in, for a clock of its own)."""
        return self.match.seats_to_act()

    def bots_may_act(self) -> bool:
        """False while the table waits for a person (to read the scores, say)."""
        return True

    def bot_actions(self, seat: int) -> list:
        """What a bot on turn chooses from (a table may keep a call for its own moment)."""
        return self.match.legal_actions(seat)

    # -- the hint, and where a move is made on screen ------------------------------------

    def hint_reason(self, action: Action) -> str:
        """The message id of a one-line reason for the hint's move (game/table/hints.py):
        a small classification of it."""
        if len(self.hints.choices()) == 1:
            return "hint.only"
        if isinstance(action, Play):
            return self.play_reason(action)
        return f"hint.{action.verb}"

    def play_reason(self, action: Play) -> str:
        """Why this card is the one to play; a game's table names what fits (a suit, a
        number, a pair)."""
        return "hint.play"

    def hint_words(self, action: Action) -> dict[str, Any]:
        """Words a hint's sentence may name (the card, in a game's own name)."""
        return {}

    def target_of(self, action: Action) -> Target | None:
        """Where the viewer makes `action` now (the card or button to tap next); each table
        knows where its cards and buttons lie. None: nowhere to point at."""
        return None

    def card_target(self, zone: str, index: int,
                    sprites: tuple[CardSprite, ...] = ()) -> Target | None:
        """A card of a zone as a target: the middle of the part of it no card covers."""
        cards_here = self.zones[zone]
        if not -len(cards_here) <= index < len(cards_here):
            return None
        sprite = cards_here[index]
        x, y = sprite.centre
        axis = pygame.math.Vector2(1, 0).rotate(-sprite.angle)
        half = int(sprite.width / 2) - 4
        seen = [(x + axis.x * k, y + axis.y * k) for k in range(-half, half + 1, 4)]
        seen = [p for p in seen if (i := self.sprite_at(p, zone)) is not None
                and cards_here[i] is sprite]
        if not seen:
            return None
        return Target(seen[len(seen) // 2], sprites=sprites or (sprite,))

    @staticmethod
    def widget_target(widget: Widget) -> Target:
        return Target(widget.rect.center, widget.rect)

    def _pointed_target(self) -> Target | None:
        """What shines this frame: the guide's move, or else the hint's while it may be made."""
        if self.guide is not None:
            return self.guide.target()
        if self.hints.pointed is None or self.animator.busy:
            return None
        return self.target_of(self.hints.pointed)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._pulse(dt)
        if self.guide is not None:
            self.guide.update(dt)
        if self.driver.held() or self.app.scenes[-1] is not self:
            return      # the bots wait, too, while a question or the rules lie over the table
        if not self.driver.step(dt):
            self._maybe_pass_device()

    def _pulse(self, dt: float) -> None:
        """The glow of the plate on turn and of a ring pulses while the table moves or a
        bot thinks, and a while after; then it rests, at a phase where its sines are 0,
        so a table that waits for a tap draws nothing."""
        if self.animator.busy or self.driver.due() is not None:
            self.pulse_left = PULSE_SECONDS
        if self.pulse_left > 0:
            self.pulse_left -= dt
            self.pulse = (self.pulse + dt) % 10
            self.pulse_still = False
        elif not self.pulse_still:
            rest = min(10.0, (math.floor(self.pulse / math.pi) + 1) * math.pi)
            self.pulse_still = self.pulse + dt >= rest
            self.pulse = rest % 10 if self.pulse_still else self.pulse + dt

    def next_frame_in(self) -> float | None:
        """Besides the tweens: the pulse, the guide's hand, a bot's move (when its thinking
        time is up; sooner if its answer is late, as it wakes the app)."""
        waits = [super().next_frame_in(), self.driver.due(), None if self.pulse_still else 0.0]
        if self.guide is not None:
            waits.append(self.guide.next_frame_in())
        return min((w for w in waits if w is not None), default=None)

    def warm_codes(self) -> list[str]:
        """Every card the game's spec says this table may show, those the viewer is shown
        first (its own hand, then the pile) ahead of the rest: a face shown before its
        picture is drawn ahead is drawn inside that frame (4-5 ms at 1920×1080)."""
        view = self.view()
        first = dict.fromkeys([*view["hand"], *view["pile"]])
        return [*first, *sorted(set(self.spec.cards(self.match.options)) - set(first))]

    def spare(self, until: float) -> None:
        """The autosave of the last move (after the frame that shows it: writing it took
        a crowded table's frame past 8 ms, and its fsyncs far longer on a busy disk), then
        card images drawn ahead in the time frames leave, so neither a flight nor a first
        card shown waits for one."""
        self.save_now()
        self._rest_ahead(until)
        self.warm.run(until, self.deck_kind)

    def _rest_ahead(self, until: float) -> None:
        """The images cards in flight will lie still as (face or back at their new width,
        smoothly turned), drawn while the flight lasts: a card landing, or a hand fanned
        anew, drew its faces and turns within one frame (a face 3-5 ms at 1920×1080)."""
        for tween in self.animator.tweens:
            if time.perf_counter() >= until:
                return
            if isinstance(tween.target, CardSprite):
                cards.rotated(*tween.target.at_end(tween.end).resting_key(self.app.scale,
                                                                          self.deck_kind))

    def _maybe_pass_device(self) -> None:
        """Pass-and-play: when another human must act, draw the curtain first."""
        acting = [s for s in self.acting_seats() if s in self.setup.human_seats]
        if not self.curtained or not acting or self.viewer in acting or len(self.setup.human_seats) < 2:
            return
        from .curtain import Curtain

        seat = acting[0]
        self.viewer = seat
        self.app.push(Curtain(self.app, self.name(seat), self.sync_from_view))

    # -- input ---------------------------------------------------------------------

    def design_point(self, pos: tuple[int, int]) -> tuple[float, float]:
        x0, y0 = self.app.point(0, 0)
        s = self.app.scale
        return ((pos[0] - x0) / s, (pos[1] - y0) / s)

    def sprite_at(self, point: tuple[float, float], zone: str) -> int | None:
        """The top-most card of `zone` under a design point."""
        sprites = self.zones[zone]
        for i in range(len(sprites) - 1, -1, -1):
            if sprites[i].contains(point):
                return i
        return None

    def handle(self, intent) -> bool:
        if self.drag.handle(intent, self.design_point(intent.pos)):
            return True
        if intent.kind == "key" and intent.key == "back":
            self._menu()
            return True
        if self.guide is not None and self.guide.handle(intent):
            return True
        if intent.kind == "key" and self.key(intent.key):
            return True
        if super().handle(intent):
            return True
        if intent.kind == "tap" and self.animator.busy:
            self.animator.finish_all()
            return True
        if intent.kind == "hover":
            self.hover(self.design_point(intent.pos))
            return False
        if intent.kind == "tap":
            taken = self.tap(self.design_point(intent.pos))
            if not taken and self.guide is not None:
                self.guide.nudge()      # a tap on the felt: the same sentence, the glow again
            return taken
        return False

    def key(self, key: str) -> bool:
        return False

    def hover(self, point: tuple[float, float]) -> None:
        """Lift the card under the pointer when it may be taken."""

    def tap(self, point: tuple[float, float]) -> bool:
        return False

    def grab(self, point: tuple[float, float]) -> CardSprite | None:
        """The card pressed at `point`, picked up for a drag (its look while held set);
        None when none may be picked up there now. Tables whose cards may be dragged
        say which."""
        return None

    def drop_at(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        """The card held let go at `point`."""

    def fan_place(self, zone: str, point: tuple[float, float]) -> int:
        """The place along a fan of `zone` nearest a point: where a card dragged along it
        and let go there goes."""
        slots = self.slots(zone, len(self.zones[zone]))
        return min(range(len(slots)), key=lambda i: abs(slots[i].x - point[0]))

    def _menu(self) -> None:
        """Menu (or Escape) in the middle of a match asks first: a real match stays saved
        for Continue, a guided one is gone."""
        from .ask import AskScene

        if self.finished:
            self.leave()
            return
        tr = self.app.tr
        question = "ask.leave_guide" if self.guide is not None else "ask.leave"
        self.app.push(AskScene(self.app, lambda: tr.get(question), lambda: tr.get("ask.stay"),
                               lambda: tr.get("ask.leave_go"), self.leave))

    def leave(self) -> None:
        """To the title."""
        from .title import TitleScene

        self.app.reset(TitleScene(self.app))

    def _rules(self) -> None:
        from .rules_page import RulesScene

        self.app.push(RulesScene(self.app, self.setup.game))

    # -- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        pointed = self._shine()
        surface.blit(self._still_layer(surface.get_size()), (0, 0))
        self.draw_table(surface)
        self._draw_plates(surface)
        moving = {t.target.id for t in self.animator.tweens
                  if t.started and isinstance(t.target, CardSprite)}
        draw_sprites(surface, self.loose_sprites(), self.app.point, self.app.scale,
                     self.deck_kind, theme.HIGHLIGHT, moving)
        self.update_widgets()
        super().draw(surface)
        self.draw_overlay(surface)
        if pointed is not None and pointed.rect is not None:
            self.draw_ring(surface, pointed.rect)
        self._draw_prompt(surface)
        self._draw_banner(surface)
        if self.guide is not None:
            self.guide.draw(surface)

    def _shine(self) -> Target | None:
        """This frame's glows, set before anything is drawn (the still layer keeps them):
        the playable cards, or in a guided match only the move pointed at. Returns what
        is pointed at."""
        self.mark_glow()
        pointed = self._pointed_target()
        if self.guide is not None:
            for sprite in self.all_sprites():
                sprite.glow = False
        for sprite in pointed.sprites if pointed else ():
            sprite.glow = True
        return pointed

    def loose_sprites(self) -> list[CardSprite]:
        """The cards drawn one by one each frame: all but those in the still layer."""
        return [s for s in self.all_sprites() if id(s) not in self.still]

    def resting_cards(self, names: list[str]) -> list[Still]:
        """The cards of these zones that lie still, as a picture per zone for the still
        layer, made again only when one of them moves, turns or shines (a card in flight,
        or about to fly, is drawn on its own, so a hand receiving its deal is not redrawn
        whole every frame)."""
        moving = {t.target.id for t in self.animator.tweens if isinstance(t.target, CardSprite)}
        if self.drag.held is not None:   # a card held goes over the plates, and moves anyway
            moving.add(self.drag.held.id)
        shown = {id(s) for s in self.all_sprites()}    # not those hidden deep in a pile
        self.still = set()
        pictures: list[tuple[float, Still]] = []
        for name in names:
            zone = [s for s in self.zones[name] if s.id not in moving and id(s) in shown]
            if not zone:
                continue
            zone.sort(key=lambda s: s.z)
            key = (self.app.size, tuple((s.code if s.face_shown else None, s.x, s.y, s.angle,
                                         s.width, s.glow, s.lift, s.z) for s in zone))
            cached = self.zone_layers.get(name)
            if cached is None or cached[0] != key:
                self.layers.drop(("zone", name))
                cached = self.zone_layers[name] = (key, self._zone_box(zone))
            box = cached[1]
            layer = self.layers.get(("zone", name), lambda: self._zone_layer(zone, box))
            pictures.append((zone[0].z, (key, layer, box.topleft)))
            self.still.update(id(s) for s in zone)
            for sprite in zone:     # what they are drawn from when they next move
                cards.keep(sprite.resting_key(self.app.scale, self.deck_kind)[0])
        return [picture for _, picture in sorted(pictures, key=lambda p: p[0])]

    def unlit_zones(self) -> list[str]:
        """The zones none of whose cards shine: a halo must be blended onto the felt
        itself (on a transparent layer of its own it comes out fainter)."""
        return [name for name, zone in self.zones.zones.items()
                if not any(s.glow for s in zone)]

    def _zone_box(self, zone: list[CardSprite]) -> pygame.Rect:
        """Where a zone's layer goes (window pixels): round its cards, with room."""
        margin = max(s.width for s in zone) * 0.9
        xs, ys = [s.centre[0] for s in zone], [s.centre[1] for s in zone]
        return self.app.rect(pygame.Rect(min(xs) - margin, min(ys) - margin,
                                         max(xs) - min(xs) + 2 * margin,
                                         max(ys) - min(ys) + 2 * margin))

    def _zone_layer(self, zone: list[CardSprite], box: pygame.Rect) -> pygame.Surface:
        """Cards drawn once on a layer of their own, to lie at `box`."""
        layer = pygame.Surface(box.size, pygame.SRCALPHA)

        def to_layer(x: float, y: float) -> tuple[float, float]:
            px, py = self.app.point(x, y)
            return px - box.x, py - box.y
        draw_sprites(layer, zone, to_layer, self.app.scale, self.deck_kind, theme.HIGHLIGHT)
        return layer.convert_alpha() if pygame.display.get_surface() else layer

    def draw_table(self, surface: pygame.Surface) -> None:
        """What lies on the felt under the cards (places for piles)."""

    def mark_glow(self) -> None:
        """Set `glow` on the cards that should shine this frame."""

    def update_widgets(self) -> None:
        """Enable or hide the game's buttons for this frame."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """What is drawn over cards and buttons (a picker, a deal counter)."""

    def plate_tally(self, seat: int) -> tuple[int, str, bool]:
        """(dots, badge, out) shown on a seat's plate."""
        return 0, "", False

    def prompt_words(self) -> str:
        """The sentence under the middle of the table; empty for none."""
        return ""

    def news_words(self) -> str:
        """The line of a computer's last move, before the prompt (none while something
        else lies over the table)."""
        return self.news

    def draw_ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A thick sunny ring round a button to tap (design pixels), gently pulsing."""
        grow = 14 + (0 if self.app.calm else 6 * math.sin(self.pulse * 5))
        ring = self.app.rect(rect.inflate(round(grow * 2), round(grow * 2)))
        pygame.draw.rect(surface, theme.SUN, ring, self.app.px(10),
                         border_radius=self.app.px(rect.h // 3 + grow))

    def draw_veil(self, surface: pygame.Surface, alpha: float) -> None:
        """Dim the table under something shown over it (a dark sheet made once per size)."""
        def sheet() -> pygame.Surface:
            dark = pygame.Surface(surface.get_size())
            dark.fill((20, 16, 40))
            return dark
        veil = self.layers.get(("veil", surface.get_size()), sheet)
        veil.set_alpha(int(alpha))
        surface.blit(veil, (0, 0))

    def felt_marks(self) -> Any:
        """What `draw_felt` draws on the felt besides the felt, as a key (the still layer
        is drawn anew when it changes): nothing by default."""
        return None

    def draw_felt(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The felt in `area` of the still layer (clipped to it), with what lies on it that
        changes only now and then (see `felt_marks`): drawn straight into the layer, so
        no window's worth of felt is kept beside it."""
        theme.felt_into(surface, area)

    def still_pictures(self) -> list[Still]:
        """What lies still on the felt this frame, as (key, picture, where): drawn once
        into the still layer, over the background and under everything else, and drawn
        again only when a key changes. None by default; a crowded table (melds, ten
        hands, ten plates) saves dozens of transparent blits a frame with it, when it
        draws nothing over its cards in `draw_table` (see `resting_cards`)."""
        return []

    def _still_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt with the still pictures on it (game/table/still.py): one opaque blit
        a frame, drawn again only where a picture changed."""
        self.resting_plates = set()
        return self.still_layer.draw(size, self.still_pictures(), self.felt_marks(),
                                     self.draw_felt)

    def plates_at_rest(self) -> list[Still]:
        """The plates of the seats not on turn as still pictures (the one on turn glows
        and pulses, so it is drawn every frame), for a game whose `still_pictures`
        wants them; they are then left out of the plates drawn each frame."""
        pictures = []
        for seat in range(self.setup.players):
            if not self._plate_on_turn(seat):
                key, image, where = self._plate(seat, False)
                pictures.append((key, image, where))
                self.resting_plates.add(seat)
        return pictures

    def _plate_on_turn(self, seat: int) -> bool:
        return seat == self.match.current_player and not self.match.is_over

    def _plate(self, seat: int, is_turn: bool) -> Still:
        rect = self.app.rect(self._area("plate", seat))
        dots, badge, out = self.plate_tally(seat)
        args = (rect.size, self.name(seat), seat in self.setup.human_seats, is_turn, dots,
                badge, out, self.app.px(34))
        return ("plate", rect.topleft, args), plate_image(*args), rect.topleft

    def _draw_plates(self, surface: pygame.Surface) -> None:
        for seat in range(self.setup.players):
            if seat in self.resting_plates:
                continue
            is_turn = self._plate_on_turn(seat)
            if is_turn:
                grow = self.app.px(18 + 6 * math.sin(self.pulse * 4))
                glow = self.app.rect(self._area("plate", seat)).inflate(grow, grow)
                pygame.draw.rect(surface, theme.shade(theme.SUN, 1.3), glow,
                                 border_radius=glow.h // 2)
            _, image, where = self._plate(seat, is_turn)
            surface.blit(image, where)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        placed = self.prompt_place()
        if placed is None:
            return
        labels, boxes, box = placed
        panel(surface, box)
        for label, where in zip(labels, boxes):
            surface.blit(label, where)

    def prompt_text(self) -> str:
        """The words under the middle of the table: the guide's, a hint or refusal, or the
        line of a computer's last move followed by the prompt."""
        return (self.guide.words() if self.guide else "") or self.hint or \
            f"{self.news_words()} {self.prompt_words()}".strip()

    def prompt_place(self) -> tuple[list[pygame.Surface], list[pygame.Rect], pygame.Rect] | None:
        """The prompt's lines, where each goes and the panel under them (screen
        pixels); None when there is nothing to say."""
        words = self.prompt_text()
        if not words or self.match.is_over:
            return None
        area = self.layout["message"]
        rows, size = theme.fit(words, 40, theme.MIN_TEXT, area.w, max_lines=2, bold=True,
                               one_line_down_to=34)
        if len(rows) > 2 and self.news and words.startswith(self.news):   # what to do first
            rows, size = theme.fit(words[len(self.news):].strip() or self.news, 40,
                                   theme.MIN_TEXT, area.w, max_lines=2, bold=True,
                                   one_line_down_to=34)
        labels = [theme.text(row, self.app.px(size), theme.INK, bold=True) for row in rows]
        step = labels[0].get_height()
        # One line lies a little low in its place; a long sentence takes two lines of
        # the smallest one-line size, centred in the place, clear of the hand below and
        # the buttons above.
        middle = area.y + area.h - 40 if len(labels) == 1 else area.center[1]
        bottom = self.app.point(area.center[0], middle)[1] + len(labels) * step // 2
        boxes = [label.get_rect(midbottom=(self.app.point(area.center[0], 0)[0],
                                           bottom - (len(labels) - 1 - i) * step))
                 for i, label in enumerate(labels)]
        box = boxes[0].unionall(boxes[1:]).inflate(self.app.px(48), self.app.px(20))
        return labels, boxes, box

    def _draw_banner(self, surface: pygame.Surface) -> None:
        b = self.banner
        if b.alpha <= 1 or not b.text:
            return
        layer = banner_image(b.text, b.colour, self.app.px(96))
        if b.scale < 0.99:
            w, h = layer.get_size()
            layer = pygame.transform.smoothscale(layer, (max(1, int(w * b.scale)),
                                                         max(1, int(h * b.scale))))
        layer.set_alpha(int(b.alpha))
        surface.blit(layer, self.banner_rect(layer.get_size()))

    def banner_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a banner of `size` (screen px) goes: round its spot, inside the window
        (a word said at a plate by the edge was cut off there)."""
        x, y = self.banner.at or self.layout["message"].center
        rect = pygame.Rect((0, 0), size)
        rect.center = self.app.point(x, y)
        return rect.clamp(pygame.Rect((0, 0), self.app.size))

    def resize(self) -> None:
        self.layers.clear()

    def save_now(self) -> None:
        """Write the autosave a move left due."""
        if self.save_due and not self.match.is_over:
            self.app.storage.save_match(self.save_data())
        self.save_due = False

    def pause(self) -> None:
        self.save_now()         # what is pushed over the table may leave the match

    def exit(self) -> None:
        self.save_now()
        self.layers.clear()     # the still layer and the veil go with the table


CardTable.director = director_of(CardTable)
