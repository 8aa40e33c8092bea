"""Learn to play: the guide over a table, and how a guided match starts.

A guided match is an ordinary table with a `GuideOverlay` (where a free match has a
`NoGuide`, game/table/guidance.py, answering the same hooks): the overlay follows the
steps of the game's guide (game/guides.py), points at the move the child should
make with a drawn hand that bobs gently over a shining card or a ringed button,
says one short sentence, and celebrates the move with a sparkle and a chime. A
tap on anything else is not applied: the same sentence stays and the hand wiggles,
nothing scolds. A special card is shown large with its words before the step that
uses it, and the computer players wait while it is read. At the end: "Now you
know how to play!" and a button to a real match. The child may leave at any
moment with the table's Menu button or the back key.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rules.core import Action

from .. import theme
from ..guides import CALL_UNO, Guide, Step, wanted
from ..sprites import cards
from ..surfaces import kept
from .base import Widget, button_image, draw_icon, panel

if TYPE_CHECKING:
    from ..app import App
    from .card_table import CardTable, Target

HAND = 180               # design px from the fingertip to the cuff
HAND_HIGH, HAND_LOW = 300, 760   # design heights between which the hand comes from above
GLIDE = 8.0              # how fast the hand follows its target (per second, exponential)
SPARK_LIFE = 0.8
BOB = 2 * math.pi / 5    # seconds of one bob of the hand
BOB_SECONDS = 4.0        # the hand bobs this long after it comes (or a wrong tap), then rests
PANEL = pygame.Rect(360, 250, 1200, 520)
PANEL_CARD = 250


@dataclass
class Spark:
    """One bit of a celebration, flying out from where the child tapped."""

    x: float
    y: float
    vx: float
    vy: float
    age: float = 0.0


class GuideOverlay:
    """The steps of a guide played out over a table (which calls these hooks)."""

    leave_question = "ask.leave_guide"    # leaving ends the guided match: it is not kept

    def __init__(self, table: CardTable, guide: Guide) -> None:
        self.table = table
        self.guide = guide
        self.index = 0
        self.panel = ""          # "card": a card or words to read; "end": the guide is over
        self.read = False        # the current step's card has been read
        self.expected: Action | None = None
        self.hand: pygame.math.Vector2 | None = None
        self.hand_alpha = 0.0
        self.clock = 0.0
        self.nudged = 0.0        # seconds left of the hand's wiggle after a wrong tap
        self.bob_until = 0.0     # the clock's time at which the hand's bob comes to rest
        self.goal: pygame.math.Vector2 | None = None   # where the hand goes, None: it fades
        self.shown: tuple = ()   # what the last frame showed of the steps (`_look`)
        self.sparks: list[Spark] = []
        tr = table.app.tr
        self.ok_button = Widget(pygame.Rect(PANEL.right - 400, PANEL.bottom - 140, 360, 110),
                                lambda: tr.get("guide.ok"), self._read, "check", font_size=40)
        self.end_buttons = [
            Widget(pygame.Rect(PANEL.x + 60, PANEL.bottom - 150, 620, 120),
                   lambda: tr.get("guide.play_real"), self._play_real, "play", font_size=44,
                   colour=theme.shade(theme.SUN, 1.3)),
            Widget(pygame.Rect(PANEL.right - 460, PANEL.bottom - 150, 400, 120),
                   lambda: tr.get("table.menu"), table.leave, "menu", font_size=40),
        ]

    # -- where the guide is -----------------------------------------------------------

    @property
    def step(self) -> Step | None:
        steps = self.guide.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def holding(self) -> bool:
        """The computer players wait while something is read."""
        return bool(self.panel)

    def _ready(self) -> bool:
        """The child may act now: nothing moves and the table waits for the child."""
        table = self.table
        return not table.animator.busy and not table.match.is_over and \
            table.viewer in table.acting_seats()

    def _say(self, suffix: str = "") -> str:
        """The step's words; {name} is the player after the child (the sentence in the
        gender of that name, as at the table), {seat2} and the like any seat (a partner
        across the table)."""
        step = self.step
        assert step is not None
        table = self.table
        seats = {f"seat{k}": table.name(k) for k in range(self.guide.players)}
        return table.said_of(f"guide.{self.guide.game}.{step.say}{suffix}",
                             1 % self.guide.players, **seats)

    # -- hooks the table calls ----------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.nudged = max(0.0, self.nudged - dt)
        for spark in self.sparks:
            spark.age += dt
            spark.x += spark.vx * dt
            spark.y += spark.vy * dt
            spark.vy += 900 * dt
        self.sparks = [s for s in self.sparks if s.age < SPARK_LIFE]
        self._follow(dt)
        if self.panel or self.table.animator.busy:
            return
        step = self.step
        if step is None:
            self._open("end")
        elif not step.do or (step.card and not self.read and self._ready()):
            self._open("card")
        elif self.expected is None and self._ready():
            table = self.table
            legal = table.match.legal_actions(table.viewer)
            self.expected = wanted(step, legal, table.match, table.hints.move())

    def next_frame_in(self) -> float | None:
        """0 while the hand comes, glides, bobs or fades, sparks fly, or a step's panel,
        prompt or target has changed since the last frame; else None."""
        if self.sparks or self.nudged > 0 or self._look() != self.shown:
            return 0.0
        if self.goal is None:
            return 0.0 if self.hand_alpha > 0 else None
        moving = self.hand is None or self.hand.distance_to(self.goal) > 0.5
        bobbing = not self.table.app.calm and self.clock < self.bob_until
        return 0.0 if moving or bobbing or self.hand_alpha < 255 else None

    def _look(self) -> tuple:
        return self.panel, self.index, self.read, self.expected, self.table.animator.busy

    def _bob_again(self) -> None:
        """Bob for BOB_SECONDS more, ending where a bob ends (the hand at rest)."""
        self.bob_until = math.ceil((self.clock + BOB_SECONDS) / BOB) * BOB

    def _open(self, panel: str) -> None:
        self.panel = panel
        self.table.app.sounds.play("turn" if panel == "card" else "win")

    def target(self) -> Target | None:
        """The card or button the child should tap now."""
        if self.panel or self.expected is None or self.table.animator.busy:
            return None
        return self.table.target_of(self.expected)

    def pointed(self, hinted: Callable[[], Target | None]) -> Target | None:
        """What shines: only the move pointed at (not the playable cards, nor a hint's
        move asked for)."""
        target = self.target()
        for sprite in self.table.all_sprites():
            sprite.glow = False
        return target

    def words(self) -> str:
        """The step's sentence, while the child is the one to act."""
        if self.panel or self.expected is None or self.table.animator.busy:
            return ""
        return self._say()

    def permits(self, action: Action, seat: int) -> bool:
        """Only the move pointed at is the child's; the computer's moves all go ahead."""
        table = self.table
        if seat != table.viewer or seat not in table.setup.human_seats:
            return True
        if self.expected is not None and action == self.expected and not self.panel:
            return True
        if action == CALL_UNO and table.match.is_legal(action, seat):
            return True     # the call pressed ahead, said when the second-to-last card is down
        self.nudge()
        return False

    def acted(self, action: Action, seat: int) -> None:
        """After any accepted move: the child's one is celebrated and the guide goes on."""
        was_child = action == self.expected and seat == self.table.viewer
        self.expected = None
        if not was_child:
            return
        self.table.app.sounds.play("pair")
        if self.hand is not None and not self.table.app.calm:
            x, y = self.hand
            self.sparks += [Spark(x, y, 420 * math.cos(k * math.tau / 14),
                                  420 * math.sin(k * math.tau / 14) - 250) for k in range(14)]
        self._next()

    def nudge(self) -> None:
        """A tap beside the move: nothing happens but the hand wiggling over it again."""
        if self.panel or self.expected is None:
            return
        self.nudged = 0.8
        self._bob_again()
        self.table.app.sounds.play("click")

    def finish(self) -> bool:
        """The match itself ended: whatever steps remain, the guide is over, and its end
        stands for the results (True)."""
        self.index = len(self.guide.steps)
        self.read = False
        return True

    def _next(self) -> None:
        self.index += 1
        self.read = False

    def _read(self) -> None:
        """The card or the words were read: a step to read is done, else its move comes."""
        step = self.step
        self.panel = ""
        if step is not None and step.do:
            self.read = True
        else:
            self._next()

    def _play_real(self) -> None:
        from .setup import SetupScene

        SetupScene(self.table.app, self.guide.game).start()

    def _buttons(self) -> list[Widget]:
        return [self.ok_button] if self.panel == "card" else \
            self.end_buttons if self.panel == "end" else []

    def handle(self, intent) -> bool:
        """While a panel shows, it takes the taps and keys (but the table's Menu button)."""
        if not self.panel:
            return False
        app = self.table.app
        buttons = self._buttons()
        if intent.kind == "hover":
            for button in buttons:
                button.hover = app.rect(button.rect).collidepoint(intent.pos)
            return True
        if intent.kind == "tap":
            menu = next(w for w in self.table.widgets if w.icon == "menu")
            if app.rect(menu.rect).collidepoint(intent.pos):
                return False
            hit = next((b for b in buttons if app.rect(b.rect).collidepoint(intent.pos)), None)
            if hit is not None or self.panel == "card":   # a card is read with a tap anywhere
                app.sounds.play("click")
                (hit or self.ok_button).on_tap()
            return True
        if intent.kind == "key" and intent.key == "activate":
            app.sounds.play("click")
            buttons[0].on_tap()
        return intent.kind == "key"

    # -- drawing -------------------------------------------------------------------------

    def _follow(self, dt: float) -> None:
        """The hand glides to its target (it never jumps) and fades when there is none."""
        target = self.target()
        if target is None:
            self.goal = None
            self.hand_alpha = max(0.0, self.hand_alpha - dt * 600)
            return
        goal = self.goal = pygame.math.Vector2(target.point)
        if self.hand is None or self.hand_alpha <= 0:
            self.hand = goal + pygame.math.Vector2(0, -160 if self._from_above(goal) else 160)
        if self.hand.distance_to(goal) > 0.5:
            self._bob_again()
        self.hand += (goal - self.hand) * min(1.0, dt * GLIDE)
        self.hand_alpha = min(255.0, self.hand_alpha + dt * 600)

    def draw(self, surface: pygame.Surface) -> None:
        self.shown = self._look()
        if self.hand is not None and self.hand_alpha > 1:
            self._draw_hand(surface)
        self._draw_sparks(surface)
        if self.panel == "card":
            self._draw_card_panel(surface)
        elif self.panel == "end":
            self._draw_end_panel(surface)

    def _from_above(self, at: pygame.math.Vector2) -> bool:
        """The hand comes from above only to the middle of the table (the stock, the pile):
        from below to the child's cards, so it hides neither the number in a card's top
        corner nor the prompt above them (from above, it hid both), from below to what
        lies high, and from below to a button just under the prompt."""
        if not HAND_HIGH < at.y <= HAND_LOW:
            return False
        placed = self.table.prompt_place()
        above = self.table.app.rect(pygame.Rect(at.x - HAND / 2, at.y - HAND, HAND, HAND))
        return placed is None or not above.colliderect(placed[2])

    def hand_place(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The pointing hand and where it lies (screen pixels), bobbing towards the target
        (still when motion is calm)."""
        app = self.table.app
        assert self.hand is not None
        down = self._from_above(self.hand)
        # turned a little, like a real hand; from above it leans in from the upper right, so it
        # hides neither the top-left corner of the card it points at (its number) nor what
        # lies above that card on the left (a round's rule)
        angle = 150.0 if down else 20.0
        pointing = pygame.math.Vector2(0, -1).rotate(-angle)
        bob = 0.0 if app.calm or self.clock >= self.bob_until else \
            14 * (1 - math.cos(self.clock * 5)) / 2
        if self.nudged and not app.calm:
            bob += 18 * abs(math.sin(self.nudged * 18))
        tip = self.hand - pointing * (bob + 6)
        base = hand_image(app.px(HAND))
        image = pygame.transform.rotate(base, angle)
        centre = pygame.math.Vector2(app.point(*tip)) - pointing * (base.get_height() / 2 - 4)
        return image, image.get_rect(center=(round(centre.x), round(centre.y)))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        image, where = self.hand_place()
        image.set_alpha(int(self.hand_alpha))
        surface.blit(image, where)

    def _draw_sparks(self, surface: pygame.Surface) -> None:
        app = self.table.app
        for k, spark in enumerate(self.sparks):
            r = app.px(12 * (1 - spark.age / SPARK_LIFE)) + 1
            colour = theme.SUN if k % 2 else theme.WHITE
            draw_icon(surface, "star", app.point(spark.x, spark.y), r * 2, colour)

    def _draw_card_panel(self, surface: pygame.Surface) -> None:
        """A card shown large with its words (or the words alone), over the dimmed table."""
        app = self.table.app
        step = self.step
        assert step is not None
        self.table.draw_veil(surface, 140)
        panel(surface, app.rect(PANEL), alpha=250)
        left = PANEL.x + 60
        if step.card:
            face = cards.face(step.card, app.px(PANEL_CARD))
            surface.blit(face, face.get_rect(midleft=app.point(left, PANEL.centery)))
            left += PANEL_CARD + 60
        words = self._say(".card" if step.do else "")
        width = PANEL.right - 60 - left
        lines, size = theme.fit(words, app.px(52), app.px(40), app.px(width), max_lines=4,
                                bold=True)
        top = PANEL.y + 60
        for k, line in enumerate(lines):
            label = theme.text(line, size, theme.INK, bold=True)
            surface.blit(label, label.get_rect(topleft=app.point(left, top)).move(
                0, k * int(size * 1.15)))
        self._draw_buttons(surface)

    def _draw_end_panel(self, surface: pygame.Surface) -> None:
        """The end: stars and "Now you know how to play!", a real match one tap away."""
        app = self.table.app
        self.table.draw_veil(surface, 140)
        panel(surface, app.rect(PANEL), alpha=250)
        for k in range(3):
            lift = 30 if k == 1 else 0
            draw_icon(surface, "star", app.point(PANEL.centerx + (k - 1) * 150,
                                                 PANEL.y + 110 - lift), app.px(120), theme.SUN)
        title = theme.one_line(app.tr.get("guide.done"), app.px(72), app.px(PANEL.w - 80),
                               theme.INK, bold=True)
        surface.blit(title, title.get_rect(center=app.point(PANEL.centerx, PANEL.y + 250)))
        story = self.table.end_story() if self.table.match.is_over else ""
        if story:           # how the guided match ended: who got the cat
            line = theme.one_line(story, app.px(44), app.px(PANEL.w - 80), theme.PLUM,
                                  bold=True)
            surface.blit(line, line.get_rect(center=app.point(PANEL.centerx, PANEL.y + 320)))
        self._draw_buttons(surface)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        app = self.table.app
        for button in self._buttons():
            r = app.rect(button.rect)
            image = button_image(r.size, button.label(), button.icon, False, True, button.hover,
                                 False, button.colour, app.px(button.font_size),
                                 app.px(theme.MIN_TEXT))
            surface.blit(image, image.get_rect(center=r.center))


@kept
def hand_image(size: int) -> pygame.Surface:
    """A white-gloved hand pointing up, its fingertip at the top middle, drawn from
    rounded shapes with a dark outline (the same look as the cards' art)."""
    u = size / 1.2
    w, h = int(u * 1.1), int(size * 1.1)
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    cx = w / 2
    edge = max(2, round(u * 0.045))

    def shapes(grow: float) -> list[tuple[str, pygame.Rect, int]]:
        def rect(x0: float, y0: float, x1: float, y1: float, r: float):
            box = pygame.Rect(round(cx + x0 * u), round(y0 * u + 4), round((x1 - x0) * u),
                              round((y1 - y0) * u)).inflate(grow * 2, grow * 2)
            return ("rect", box, round(r * u + grow))
        return [
            rect(-0.12, 0.0, 0.12, 0.66, 0.12),        # the pointing finger
            rect(-0.34, 0.56, -0.08, 0.82, 0.12),      # the thumb
            rect(-0.16, 0.46, 0.46, 1.0, 0.18),        # the palm and folded fingers
            rect(0.10, 0.44, 0.30, 0.66, 0.10),        # a folded finger's knuckle
            rect(0.26, 0.50, 0.46, 0.72, 0.10),        # another
            rect(-0.20, 0.96, 0.50, 1.16, 0.06),       # the cuff
        ]

    for _, box, r in shapes(edge):
        pygame.draw.rect(image, theme.INK, box, border_radius=r)
    for k, (_, box, r) in enumerate(shapes(0)):
        pygame.draw.rect(image, theme.SKY if k == 5 else theme.WHITE, box, border_radius=r)
    return image


def start_guide(app: App, game: str) -> None:
    """Start the game's guided match (the game's table with the guide over it)."""
    from ..tables import RECORDS

    record = RECORDS[game]
    guide = record.guide
    table = record.scene(app, guide.setup(), guide.new_match())
    table.fresh = True               # a new match: the deal is shown, not laid out
    table.guided_by(GuideOverlay(table, guide))
    if game not in app.settings.tutorial_seen:
        app.settings.tutorial_seen.append(game)
        app.save_settings()
    app.reset(table)
