"""What every game table shares: seats and plates, bots, the director, saving.

A table scene turns rule events into tweens and sounds (the director) and taps
into legal actions; it never decides a rule. `CardTable` holds what does not
depend on the game: where each seat sits (the viewer always at the bottom), the
name plates with the turn marker, the banner word in the middle, the bots (its
driver, game/table/driver.py: they act when the animation queue is empty, after a
moment of "thinking" during which their move is worked out on a thread), passing the
device between people, saving after every action, and the end of the match. Each of
these is a part it owns, in game/table/; the table keeps the hooks a game's table
fills in, and the names those tables call.

A game's table subclasses it and says how its cards lie (`slots`,
`sync_from_view`), how its events look (its `@directs` handlers), what a tap does
(`tap`) and what the prompt says (`prompt_words`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from rules import GAMES
from rules.core import Action, Event, IllegalAction, Match, MatchEnded, Play, TurnStarted

from .. import theme
from ..layout import load_layout
from ..setup import MatchSetup
from ..sprites.table import CardSprite, Zones
from ..table.director import Director, director_of, directs, handler_name
from ..table.drag import Drag
from ..table.driver import Driver
from ..table.ending import Ending
from ..table.guidance import NoGuide
from ..table.hints import Hints
from ..table.layers import Layers
from ..table.menu import Menu
from ..table.places import Places, Target
from ..table.routing import Routing
from ..table.saving import Autosave
from ..table.seats import Pulse, Seats
from ..table.still import Still
from ..table.warm import WarmUp
from ..table.words import Banner, Placed, Prompt
from .base import Scene, Widget

if TYPE_CHECKING:
    from ..app import App
    from .guide import GuideOverlay


class CardTable(Scene):
    """The table of one match: its game's record names the layout, subclasses the card
    look."""

    deck_kind = "animals"   # the card back (see sprites.cards.back)
    curtained = True        # people sharing the screen pass it behind a curtain (hands are secret)

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
        self.places = Places(self)     # the zones' cards in their slots, the card under a point
        self.banner = Banner(app, self.animator, self.layout["message"])   # the word popping up
        self.prompt = Prompt(app, self.layout["message"])   # the sentence under the middle
        self.moves = 0                         # actions applied at this table
        self.hint = ""
        self.news = ""           # what a computer player just did, till the viewer's next move
        self.directing = Director(self)    # the opening, each batch of events, a move's pause
        self.seats = Seats(self)       # where each seat sits, its name and plate, the marker
        self.viewer = self.seats.first_viewer()
        self.seats.marker.update(self._plate_centre(self.match.current_player or 0))
        self.finished = False
        self.autosave = Autosave(self)     # after every move, and the record of the end
        self.ending = Ending(self)     # the end of the match: its record and results
        self.winners: tuple[int, ...] = ()
        self.turn_glow = Pulse()       # the glow of the plate on turn and of a ring
        self.menu = Menu(self)         # the menu and rules buttons, and what they open
        self.widgets = self.menu.buttons()
        self.warm = WarmUp()     # card images to draw ahead: each table plans its own
        self.layers = Layers(self)     # the still layer, the zones' pictures, the veil
        self.hints = Hints(self)       # the hint: its move, shining until a move is made
        self.routing = Routing(self)   # where an intent goes, first taker first
        self.guidance: NoGuide | GuideOverlay = NoGuide()   # a guided match's (`guided_by`)

    # -- seats (game/table/seats.py), the view, and the cards in their places ---------------
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
        """Play this match under a guide (scenes/guide.py): never saved, its end not counted."""
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

    def enter(self) -> None:
        self.seats.open(self.directing.open)
        self.autosave.opened()

    def sync_from_view(self) -> None:
        """Lay every card where the viewer's view says, with no animation."""
        raise NotImplementedError

    def slots(self, zone: str, n: int):
        raise NotImplementedError

    def relayout(self, zone: str, duration: float = 0.3, delay: float = 0.0) -> None:
        self.places.lay(zone, duration, delay)

    def all_sprites(self) -> list[CardSprite]:
        return self.zones.all()

    # -- the director, and the end of the match ----------------------------------------
    def direct(self, events: list[Event]) -> None:
        """Schedule every event's animation, one after another (game/table/director.py)."""
        self.directing.run(events)

    def news_of(self, action: Action, seat: int, events: list[Event]) -> str:
        """A short line of what a computer player's move did ("Žuća je vukla 2 karte."),
        in the grammatical gender of its name; empty for none."""
        return ""

    def direct_event(self, event: Event, t: float) -> float:
        """Animate one event from `t` by the method marked for its type (`@directs`); return
        when the next may start (at once after an event no method animates)."""
        name = handler_name(self.director, event)
        return t if name is None else getattr(self, name)(event, t)

    @directs(TurnStarted)
    def turn_started(self, event: TurnStarted, t: float) -> float:
        return self.seats.turn(event.seat, self.directing.pace(t))

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
        self.ending.over()

    def end_story(self) -> str:
        """The game's own sentence about how the match ended (empty for none)."""
        return ""

    def results_scene(self) -> Scene:
        """The scene over the table at the end (game/table/ending.py)."""
        return self.ending.results()

    def ranking(self, scores: list[int]) -> list[int]:
        return self.ending.ranking(scores)

    def points_words(self, n: int) -> str:
        return self.ending.points_words(n)

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
            self.hints.refused(refused.reason, seat)
            return False
        self.hints.moved()
        if seat == self.viewer:
            self.news = ""          # read: the child has moved on
        self.acted(action, seat)
        self.directing.move(action, seat, events)
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
        """Take back what `save_data` kept beside the match (before the table opens)."""

    def bots_pending(self) -> bool:
        """A bot is about to act (tests, the monkey and the frame benchmark wait for it)."""
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
        """The message id of a one-line reason for the hint's move (game/table/hints.py)."""
        return self.hints.reason(action)

    def play_reason(self, action: Play) -> str:
        """Why this card is the one to play (a game's table names what fits: a suit, a pair)."""
        return "hint.play"

    def hint_words(self, action: Action) -> dict[str, Any]:
        """Words a hint's sentence may name (the card, in a game's own name)."""
        return {}

    def target_of(self, action: Action) -> Target | None:
        """Where the viewer makes `action` now (the card or button to tap next); None: nowhere."""
        return None

    def card_target(self, zone: str, index: int,
                    sprites: tuple[CardSprite, ...] = ()) -> Target | None:
        return self.places.card_target(zone, index, sprites)

    @staticmethod
    def widget_target(widget: Widget) -> Target:
        return Target(widget.rect.center, widget.rect)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.turn_glow.step(dt, self.animator.busy or self.driver.due() is not None)
        self.guidance.update(dt)
        self.driver.tick(dt)

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
        """Every card the game's spec says this table may show, for `warm` to draw ahead:
        those the viewer is shown first (its own hand, then the pile) ahead of the rest."""
        view = self.view()
        first = dict.fromkeys([*view["hand"], *view["pile"]])
        return [*first, *sorted(set(self.spec.cards(self.match.options)) - set(first))]

    def spare(self, until: float) -> None:
        """The last move's autosave, then the banner's words and card images drawn ahead (so
        no word, flight or first card waits for its picture)."""
        self.autosave.now()
        self.banner.draw_ahead(until)
        self.layers.rest_ahead(until)
        self.warm.run(until, self.deck_kind)

    # -- input ---------------------------------------------------------------------
    def design_point(self, pos: tuple[int, int]) -> tuple[float, float]:
        return self.routing.design_point(pos)

    def sprite_at(self, point: tuple[float, float], zone: str) -> int | None:
        return self.places.sprite_at(point, zone)

    def handle(self, intent) -> bool:
        return self.routing.route(intent, super().handle)

    def key(self, key: str) -> bool:
        return False

    def hover(self, point: tuple[float, float]) -> None:
        """Lift the card under the pointer when it may be taken."""

    def tap(self, point: tuple[float, float]) -> bool:
        return False

    def grab(self, point: tuple[float, float]) -> CardSprite | None:
        """The card pressed at `point`, picked up for a drag (its look while held set);
        None when none may be picked up there now (as at a table whose cards stay put)."""
        return None

    def drop_at(self, sprite: CardSprite, point: tuple[float, float]) -> None:
        """The card held let go at `point`."""

    def fan_place(self, zone: str, point: tuple[float, float]) -> int:
        return self.places.fan_place(zone, point)

    def leave(self) -> None:
        """To the title."""
        self.menu.leave()

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layers.draw(surface, super().draw)

    def resting_cards(self, names: list[str]) -> list[Still]:
        """The cards of these zones that lie still, a picture per zone (for `still_pictures`)."""
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

    def draw_deal_count(self, surface: pygame.Surface, words: str) -> None:
        """Which deal of the match this is, at the top right of the layout's `deal_count`."""
        label = theme.text(words, self.app.px(32), theme.WHITE, bold=True)
        where = self.app.point(*self._design_rect("deal_count").topright)
        surface.blit(label, label.get_rect(topright=where))

    def plate_tally(self, seat: int) -> tuple[int, str, bool]:
        """(dots, badge, out) shown on a seat's plate."""
        return 0, "", False

    def prompt_words(self) -> str:
        """The sentence under the middle of the table; empty for none."""
        return ""

    def news_words(self) -> str:
        """The line of a computer's last move, before the prompt (a table may hold it back)."""
        return self.news

    def draw_veil(self, surface: pygame.Surface, alpha: float) -> None:
        """Dim the table under something shown over it."""
        self.layers.veil(surface, alpha)

    def felt_marks(self) -> Any:
        """What `draw_felt` draws besides the felt, as a key (a change redraws the still layer)."""
        return None

    def draw_felt(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The felt in `area` of the still layer (clipped to it), with what lies on it that
        changes only now and then (see `felt_marks`)."""
        theme.felt_into(surface, area)

    def still_pictures(self) -> list[Still]:
        """What lies still this frame, as (key, picture, where), for the still layer (none)."""
        return []

    def plates_at_rest(self) -> list[Still]:
        """The plates of the seats not on turn, for `still_pictures` (then not drawn each frame)."""
        return self.seats.at_rest()

    def _plate_on_turn(self, seat: int) -> bool:
        return seat == self.match.current_player and not self.match.is_over

    def prompt_text(self) -> str:
        """The words under the middle of the table: the guide's, a hint or refusal, or the
        line of a computer's last move followed by the prompt."""
        return self.guidance.words() or self.hint or \
            f"{self.news_words()} {self.prompt_words()}".strip()

    def prompt_place(self) -> Placed | None:
        """The prompt's lines, where each goes and their panel (screen px); None: no words."""
        words = self.prompt_text()
        return None if self.match.is_over else self.prompt.place(words, self.news)

    def resize(self) -> None:
        self.layers.clear()

    def pause(self) -> None:
        self.autosave.now()     # what is pushed over the table may leave the match

    def exit(self) -> None:
        self.autosave.now()
        self.layers.clear()     # the still layer and the veil go with the table


CardTable.director = director_of(CardTable)
