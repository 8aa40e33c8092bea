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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from rules import GAMES
from rules.core import Action, Event, IllegalAction, Match, MatchEnded, Play, TurnStarted

from .. import theme
from ..layout import load_layout
from ..setup import MatchSetup
from ..sprites.table import CardSprite, Zones, draw_sprites
from ..table.director import director_of, directs, handler_name
from ..table.drag import Drag
from ..table.driver import Driver
from ..table.guidance import NoGuide
from ..table.hints import Hints
from ..table.layers import Layers
from ..table.menu import Menu
from ..table.saving import Autosave
from ..table.seats import BOT_NAMES, Pulse, Seats
from ..table.still import Still
from ..table.warm import WarmUp
from ..table.words import Banner, Placed, Prompt
from .base import Scene, Widget

if TYPE_CHECKING:
    from ..app import App
    from .guide import GuideOverlay

log = logging.getLogger(__name__)

TURN_PAUSE = 0.6         # seconds a computer's landed move stays in sight before the turn goes on


@dataclass(frozen=True)
class Target:
    """Where a move is made on screen, in design pixels: the point to tap, the button to
    ring (None for cards, which shine instead) and the cards of the move."""

    point: tuple[float, float]
    rect: pygame.Rect | None = None
    sprites: tuple[CardSprite, ...] = ()


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
        self.banner = Banner(app, self.animator, self.layout["message"])   # the word popping up
        self.prompt = Prompt(app, self.layout["message"])   # the sentence under the middle
        self.moves = 0                         # actions applied at this table
        self.hint = ""
        self.news = ""           # what a computer player just did, till the viewer's next move
        self.mover: tuple[Action, int, list[Event]] | None = None   # the move being directed
        self.paced = False       # its pause is scheduled
        self.seats = Seats(self)       # where each seat sits, its name and plate, the marker
        self.viewer = self.seats.first_viewer()
        self.seats.marker.update(self._plate_centre(self.match.current_player or 0))
        self.finished = False
        self.autosave = Autosave(self)     # after every move, and the record of the end
        self.winners: tuple[int, ...] = ()
        self.turn_glow = Pulse()       # the glow of the plate on turn and of a ring
        self.menu = Menu(self)         # the menu and rules buttons, and what they open
        self.widgets = self.menu.buttons()
        self.warm = WarmUp()     # card images to draw ahead: each table plans its own
        self.layers = Layers(self)     # the still layer, the zones' pictures, the veil
        self.hints = Hints(self)       # the hint: its move, shining until a move is made
        self.guidance: NoGuide | GuideOverlay = NoGuide()   # a guided match's (`guided_by`)

    # -- seats and places (game/table/seats.py) -----------------------------------------

    def _area(self, kind: str, seat: int) -> pygame.Rect:
        return self.seats.area(kind, seat)

    def _rotation(self, seat: int) -> float:
        return self.seats.rotation(seat)

    def _plate_centre(self, seat: int) -> tuple[float, float]:
        return self.seats.area("plate", seat).center

    def _design_rect(self, name: str) -> pygame.Rect:
        a = self.layout[name]
        return pygame.Rect(a.x, a.y, a.w, a.h)

    def name(self, seat: int) -> str:
        return self.seats.name(seat)

    def _phrase(self, msgid: str, msgid_you: str, seat: int, **kwargs: Any) -> str:
        return self.seats.phrase(msgid, msgid_you, seat, **kwargs)

    def said_of(self, msgid: str, seat: int, **kwargs: Any) -> str:
        return self.seats.said_of(msgid, seat, **kwargs)

    @property
    def guide(self) -> GuideOverlay | None:
        """The guide over a guided match, None in a free one."""
        return None if isinstance(self.guidance, NoGuide) else self.guidance

    def guided_by(self, overlay: GuideOverlay) -> None:
        """Play this match under a guide (scenes/guide.py): it is never saved, and its end
        counts for nothing."""
        self.guidance = overlay
        self.autosave.off()

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
        self.seats.open(self._open)
        self.autosave.opened()

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
        return self.seats.turn(event.seat, self.pace(t))

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
        self.banner.say(t, words, colour, sound, at)

    def reading(self, seconds: float) -> float:
        """An animator delay that lasts `seconds` however quick the animations are (a
        child needs the time to look), and longer when they are slow."""
        return seconds * max(1.0, self.animator.speed)

    def _match_over(self) -> None:
        self.finished = True
        self.autosave.ended(self.winners)
        if not self.guidance.finish():     # a guided match ends kindly, with no results
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
        if not self.guidance.permits(action, seat):
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
        self.guidance.acted(action, seat)
        self.autosave.moved()
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

    def _hinted(self) -> Target | None:
        """Where the hint's move is made, while it may be made."""
        if self.hints.pointed is None or self.animator.busy:
            return None
        return self.target_of(self.hints.pointed)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.turn_glow.step(dt, self.animator.busy or self.driver.due() is not None)
        self.guidance.update(dt)
        if self.driver.held() or self.app.scenes[-1] is not self:
            return      # the bots wait, too, while a question or the rules lie over the table
        if not self.driver.step(dt):
            self.seats.pass_device()

    @property
    def pulse(self) -> float:
        """The phase of the turn's glow (seconds; game/table/seats.py's `Pulse`)."""
        return self.turn_glow.phase

    def next_frame_in(self) -> float | None:
        """Besides the tweens: the pulse, the guide's hand, a bot's move (when its thinking
        time is up; sooner if its answer is late, as it wakes the app)."""
        waits = [super().next_frame_in(), self.driver.due(), None if self.turn_glow.still else 0.0,
                 self.guidance.next_frame_in()]
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
        self.autosave.now()
        self.layers.rest_ahead(until)
        self.warm.run(until, self.deck_kind)

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
            self.menu.ask()
            return True
        if self.guidance.handle(intent):
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
            if not taken:
                self.guidance.nudge()   # a tap on the felt: a guide's sentence, its glow again
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

    def leave(self) -> None:
        """To the title."""
        self.menu.leave()

    # -- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        pointed = self._shine()
        surface.blit(self.layers.felt(surface.get_size()), (0, 0))
        self.draw_table(surface)
        self.seats.draw(surface, self.pulse)
        moving = {t.target.id for t in self.animator.tweens
                  if t.started and isinstance(t.target, CardSprite)}
        draw_sprites(surface, self.layers.loose(), self.app.point, self.app.scale,
                     self.deck_kind, theme.HIGHLIGHT, moving)
        self.update_widgets()
        super().draw(surface)
        self.draw_overlay(surface)
        if pointed is not None and pointed.rect is not None:
            self.draw_ring(surface, pointed.rect)
        self.prompt.draw(surface, self.prompt_place())
        self.banner.draw(surface)
        self.guidance.draw(surface)

    def _shine(self) -> Target | None:
        """This frame's glows, set before anything is drawn (the still layer keeps them):
        the playable cards, or in a guided match only the move pointed at. Returns what
        is pointed at."""
        self.mark_glow()
        pointed = self.guidance.pointed(self._hinted)
        for sprite in pointed.sprites if pointed else ():
            sprite.glow = True
        return pointed

    def resting_cards(self, names: list[str]) -> list[Still]:
        """The cards of these zones that lie still, as a picture per zone for the still
        layer (game/table/layers.py), made again only when one of them moves, turns or
        shines."""
        return self.layers.resting_cards(names)

    def unlit_zones(self) -> list[str]:
        return self.layers.unlit_zones()

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
        """Dim the table under something shown over it."""
        self.layers.veil(surface, alpha)

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

    def plates_at_rest(self) -> list[Still]:
        """The plates of the seats not on turn as still pictures, for a game whose
        `still_pictures` wants them (they are then not drawn each frame)."""
        return self.seats.at_rest()

    def _plate_on_turn(self, seat: int) -> bool:
        return seat == self.match.current_player and not self.match.is_over

    def prompt_text(self) -> str:
        """The words under the middle of the table: the guide's, a hint or refusal, or the
        line of a computer's last move followed by the prompt."""
        return self.guidance.words() or self.hint or \
            f"{self.news_words()} {self.prompt_words()}".strip()

    def prompt_place(self) -> Placed | None:
        """The prompt's lines, where each goes and the panel under them (screen
        pixels); None when there is nothing to say."""
        words = self.prompt_text()
        if not words or self.match.is_over:
            return None
        return self.prompt.place(words, self.news)

    def resize(self) -> None:
        self.layers.clear()

    def pause(self) -> None:
        self.autosave.now()     # what is pushed over the table may leave the match

    def exit(self) -> None:
        self.autosave.now()
        self.layers.clear()     # the still layer and the veil go with the table


CardTable.director = director_of(CardTable)
