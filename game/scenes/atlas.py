"""Atlas Evrope: every country's map card and flag card to browse, and a quiz.

Browse: a grid of flags and names (big targets, in the alphabet of the chosen
script); a tap opens the country's two cards large with its capital and car
code, and arrows or keys go to the next and the previous. Quiz: ten questions
of one kind (flag → country, country → capital, car code → country) with four
big answers and gentle feedback: a right answer brings a happy sound and the
country's cards, a wrong one shows the right answer kindly, never a red X.
Then a summary and "again". Questions come from a seeded Rng: no country twice
in a round, the wrong answers from the same corner of Europe.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import TYPE_CHECKING

import pygame

from rules.core import Rng
from rules.countries import COUNTRIES, REGIONS

from .. import theme
from ..sprites import country_cards, flags
from .base import Scene, Widget, panel
from .results import Confetti

if TYPE_CHECKING:
    from ..app import App

KINDS = ("flag", "capital", "car")
ROUND = 10
CHOICES = 4
OCEAN = (70, 142, 196)                  # the atlas's backdrop: a calm sea
RIGHT = (170, 222, 150)                 # a right answer: a soft green
CHOSEN = (226, 220, 232)                # a wrong choice: quietly greyed, no red
ALPHABETS = {"sr-Latn": "abcčćdđefghijklmnoprsštuvzž",
             "sr-Cyrl": "абвгдђежзијклљмнњопрстћуфхцчџш"}


# -- the quiz, without pygame's help ------------------------------------------------

@dataclass(frozen=True)
class Question:
    """One question: the country asked about (the right answer) and the answers
    shown, as ISO codes, the right one among them exactly once."""

    kind: str
    iso: str
    options: tuple[str, ...]


@cache
def nearby(iso: str) -> tuple[str, ...]:
    """Plausible wrong answers: the six countries nearest on the map, then the rest
    of the country's region, so Serbia is confused with Croatia, not Iceland."""
    centroids = {k: c["centroid"] for k, c in country_cards.europe()["countries"].items()}
    nearest = sorted((k for k in COUNTRIES if k != iso),
                     key=lambda k: (math.dist(centroids[k], centroids[iso]), k))[:6]
    region = next(members for members in REGIONS.values() if iso in members)
    return tuple(dict.fromkeys([*nearest, *(k for k in region if k != iso)]))


def questions(kind: str, seed: int, count: int = ROUND,
              pool: tuple[str, ...] = tuple(COUNTRIES)) -> list[Question]:
    """A round of `count` questions of one kind, each about a different country."""
    rng = Rng(f"atlas:{kind}:{seed}")
    order = sorted(pool)
    rng.shuffle(order)
    round_: list[Question] = []
    for iso in order[:count]:
        near = [k for k in nearby(iso) if k in pool]
        closest, region = near[:6], near[6:]
        rng.shuffle(closest)
        rng.shuffle(region)
        wrong = (closest[:CHOICES - 2] + region + closest[CHOICES - 2:])[:CHOICES - 1]
        rest = [k for k in sorted(pool) if k != iso and k not in wrong]
        rng.shuffle(rest)
        wrong += rest[:CHOICES - 1 - len(wrong)]
        options = [iso, *wrong]
        rng.shuffle(options)
        round_.append(Question(kind, iso, tuple(options)))
    return round_


@dataclass
class Quiz:
    """A round in play: the questions and the answers given so far."""

    questions: list[Question]
    given: list[str] = field(default_factory=list)

    @property
    def current(self) -> Question:
        """The question to answer next (the last one once the round is done)."""
        return self.questions[min(len(self.given), len(self.questions) - 1)]

    @property
    def done(self) -> bool:
        return len(self.given) >= len(self.questions)

    @property
    def marks(self) -> list[bool]:
        """Right or not, per answered question."""
        return [a == q.iso for a, q in zip(self.given, self.questions, strict=False)]

    @property
    def right(self) -> int:
        return sum(self.marks)

    def answer(self, iso: str) -> bool:
        right = iso == self.current.iso
        self.given.append(iso)
        return right


def sort_key(name: str, lang: str) -> tuple:
    """Alphabetical in the chosen script (č after c, љ after л), not by code point."""
    alphabet = ALPHABETS.get(lang)
    if alphabet is None:
        return (name.casefold(),)
    return tuple(alphabet.find(c) if c in alphabet else 100 + ord(c) for c in name.lower())


# -- drawing helpers -----------------------------------------------------------------

def backdrop(surface: pygame.Surface) -> None:
    surface.blit(_sea(surface.get_size()), (0, 0))


@lru_cache(maxsize=2)
def _sea(size: tuple[int, int]) -> pygame.Surface:
    """The calm sea behind the atlas, made once per window size."""
    return theme.felt(size, OCEAN)


def heading(surface: pygame.Surface, app: App, words: str, centre: tuple[int, int],
            size: int = 64) -> None:
    """White words with a soft shadow, on the sea."""
    for offset, colour in (((3, 5), theme.shade(OCEAN, 0.45)), ((0, 0), theme.WHITE)):
        label = theme.text(words, app.px(size), colour, bold=True)
        x, y = app.point(*centre)
        surface.blit(label, label.get_rect(center=(x + offset[0], y + offset[1])))


@lru_cache(maxsize=512)
def block(words: str, size: int, min_size: int, width: int,
          colour: tuple[int, int, int] = theme.INK) -> pygame.Surface:
    """Words fitted to `width` in at most two lines, centred, as one image."""
    lines, size = theme.fit(words, size, min_size, width, bold=True)
    images = [theme.text(line, size, colour, bold=True) for line in lines]
    step = round(size * 1.15)
    image = pygame.Surface((max(i.get_width() for i in images),
                            images[0].get_height() + step * (len(images) - 1)), pygame.SRCALPHA)
    for k, line in enumerate(images):
        image.blit(line, line.get_rect(midtop=(image.get_width() // 2, k * step)))
    # Cut to the ink across, to a fixed band from accents to descenders down, so that
    # words centre by their letters and neighbouring names share a baseline.
    ink = image.get_bounding_rect()
    top = round(size * 0.3)
    bottom = min(image.get_height(), step * (len(images) - 1) + round(size * 1.55))
    return image.subsurface((ink.x, top, max(1, ink.w), bottom - top)).copy()


def star(surface: pygame.Surface, centre: tuple[float, float], r: float,
         colour: tuple[int, int, int], filled: bool = True) -> None:
    x, y = centre
    points = [(x + r * (1 if i % 2 == 0 else 0.45) * math.sin(i * math.pi / 5),
               y - r * (1 if i % 2 == 0 else 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    pygame.draw.polygon(surface, colour, points, 0 if filled else max(2, int(r / 6)))


def back_button(app: App, action) -> Widget:
    return Widget(pygame.Rect(60, 40, 280, 100), lambda: app.tr.get("atlas.back"), action,
                  "back", font_size=36)


def name_of(iso: str, app: App) -> str:
    return COUNTRIES[iso].name[app.settings.language]


# -- browsing ------------------------------------------------------------------------

COLUMNS = 8                     # 8 × 6: the longest name (Лихтенштајн) fits at MIN_TEXT
TILE = (214, 140)
GAP = 10
GRID_TOP = 166


class AtlasScene(Scene):
    """Every country as a flag and a name; a tap opens its cards. The quiz is one tap on."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        lang = app.settings.language
        self.order = sorted(COUNTRIES, key=lambda iso: sort_key(COUNTRIES[iso].name[lang], lang))
        self.tiles: list[tuple[str, pygame.Rect]] = []
        for i, iso in enumerate(self.order):
            row, col = divmod(i, COLUMNS)
            in_row = min(COLUMNS, len(self.order) - row * COLUMNS)   # the last row centred
            left = 960 - (in_row * TILE[0] + (in_row - 1) * GAP) // 2
            rect = pygame.Rect(left + col * (TILE[0] + GAP), GRID_TOP + row * (TILE[1] + GAP),
                               *TILE)
            self.tiles.append((iso, rect))
            self.widgets.append(Widget(rect, lambda: "", lambda k=i: self.open(k),
                                       colour=theme.PAPER))
        self.widgets += [
            back_button(app, app.pop),
            Widget(pygame.Rect(1560, 40, 300, 100), lambda: app.tr.get("atlas.quiz"),
                   self._quiz, "bulb", font_size=40, colour=theme.SUN),
        ]
        self.focus = 0

    def open(self, index: int) -> None:
        self.app.sounds.play("flip")
        self.app.push(CountryScene(self.app, self.order, index))

    def _quiz(self) -> None:
        self.app.push(QuizMenuScene(self.app))

    def handle(self, intent) -> bool:
        if intent.kind == "key" and intent.key == "back":
            self.app.pop()
            return True
        return super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        heading(surface, self.app, self.app.tr.get("atlas.title"), (960, 92), 68)
        super().draw(surface)
        app = self.app
        for iso, rect in self.tiles:
            box = (app.px(rect.w - 80), app.px(54))
            w = min(box[0], round(box[1] * flags.aspect(iso)))
            image = flags.flag(iso, w)
            surface.blit(image, image.get_rect(center=app.point(rect.centerx, rect.y + 40)))
            label = block(name_of(iso, app), app.px(32), app.px(theme.MIN_TEXT),
                          app.px(rect.w - 16))
            surface.blit(label, label.get_rect(center=app.point(rect.centerx, rect.y + 103)))


class CountryScene(Scene):
    """One country: its map card and flag card large, its capital and car code;
    the arrows (or keys) go round every country."""

    def __init__(self, app: App, order: list[str], index: int) -> None:
        super().__init__(app)
        self.order = order
        self.index = index
        self.slide = 0.0        # where the cards are coming from: -1 left … 1 right
        self.rise = 0.0 if app.calm else 1.0
        self.widgets = [
            back_button(app, app.pop),
            Widget(pygame.Rect(40, 500, 130, 150), lambda: "", lambda: self.go(-1), "back",
                   font_size=70),
            Widget(pygame.Rect(1750, 500, 130, 150), lambda: "", lambda: self.go(1), "play",
                   font_size=70),
        ]
        self.focus = 2

    @property
    def iso(self) -> str:
        return self.order[self.index]

    def enter(self) -> None:
        if self.rise:
            self.animator.add(self, 0.35, rise=0.0)

    def go(self, step: int) -> None:
        self.index = (self.index + step) % len(self.order)
        self.app.sounds.play("flip")
        if not self.app.calm:
            self.slide = float(step)
            self.animator.add(self, 0.3, slide=0.0)

    def handle(self, intent) -> bool:
        if intent.kind == "key" and intent.key in ("left", "right"):
            self.go(1 if intent.key == "right" else -1)
            return True
        if intent.kind == "key" and intent.key == "back":
            self.app.pop()
            return True
        return super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        app, lang, country = self.app, self.app.settings.language, COUNTRIES[self.iso]
        backdrop(surface)
        heading(surface, app, country.name[lang], (960, 92), 76)
        dx, dy = self.slide * 260, self.rise * 120
        width = app.px(440)
        for side, x in (("map", 430), ("flag", 900)):
            image = country_cards.card(f"{self.iso}:{side}", width, lang)
            shadow = pygame.Rect(0, 0, image.get_width(), image.get_height())
            shadow.center = app.point(x + dx + 8, 590 + dy + 12)
            panel(surface, shadow, theme.SHADOW, 70)
            surface.blit(image, image.get_rect(center=app.point(x + dx, 580 + dy)))
        self._facts(surface, country, lang)
        counter = theme.text(f"{self.index + 1} / {len(self.order)}", app.px(36), theme.WHITE,
                             bold=True)
        surface.blit(counter, counter.get_rect(center=app.point(960, 1010)))
        super().draw(surface)

    def _facts(self, surface: pygame.Surface, country, lang: str) -> None:
        """The capital with its star and the car sticker, big, beside the cards."""
        app, tr = self.app, self.app.tr
        box = app.rect(pygame.Rect(1170, 300, 540, 560))
        panel(surface, box, theme.PAPER, 245)
        for words, y in ((tr.get("atlas.capital"), 360), (tr.get("atlas.car_code"), 600)):
            label = block(words, app.px(36), app.px(theme.MIN_TEXT), app.px(500), theme.INK_SOFT)
            surface.blit(label, label.get_rect(center=app.point(1440, y)))
        city = block(country.capital[lang], app.px(60), app.px(40), app.px(420))
        total = app.px(70) + city.get_width()
        left = box.centerx - total // 2
        star(surface, (left + app.px(28), app.point(0, 450)[1]), app.px(28), country_cards.RED)
        surface.blit(city, city.get_rect(midleft=(left + app.px(70), app.point(0, 450)[1])))
        oval = country_cards.sticker(country.car_code, (app.px(250), app.px(150)))
        surface.blit(oval, oval.get_rect(center=app.point(1440, 730)))


# -- the quiz ------------------------------------------------------------------------

MENU_PICTURES = {"flag": ("IT", "RS", "SE"), "capital": ("FR",), "car": ("RS",)}


class QuizMenuScene(Scene):
    """Three quizzes as three big tiles, each with its picture and its button; a tap
    anywhere on a tile starts that quiz."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        tr = app.tr
        self.tiles: list[tuple[str, pygame.Rect]] = []
        for i, kind in enumerate(KINDS):
            rect = pygame.Rect(160 + i * 560, 190, 520, 700)
            self.tiles.append((kind, rect))
            self.widgets.append(Widget(pygame.Rect(rect.x + 40, rect.bottom - 150, rect.w - 80, 110),
                                       lambda k=kind: tr.get(f"atlas.quiz.{k}.name"),
                                       lambda k=kind: self.start(k), "play", font_size=46,
                                       colour=theme.SUN))
        self.widgets.append(back_button(app, app.pop))
        self.focus = 0
        self.seed = app.options.seed if app.options.seed is not None else int(time.time())

    def start(self, kind: str) -> None:
        self.seed += 1
        self.app.push(QuizScene(self.app, kind, self.seed))

    def handle(self, intent) -> bool:
        if intent.kind == "key" and intent.key == "back":
            self.app.pop()
            return True
        if super().handle(intent):
            return True
        if intent.kind == "tap":
            for kind, rect in self.tiles:
                if self.app.rect(rect).collidepoint(intent.pos):
                    self.app.sounds.play("click")
                    self.start(kind)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.tr
        backdrop(surface)
        heading(surface, app, tr.get("atlas.quiz.choose"), (960, 100), 68)
        for kind, rect in self.tiles:
            panel(surface, app.rect(rect), theme.PAPER, 250)
            picture(surface, app, kind, MENU_PICTURES[kind], (rect.centerx, rect.y + 230), 0.6)
            ask = block(tr.get(f"atlas.quiz.{kind}.question"), app.px(36), app.px(theme.MIN_TEXT),
                        app.px(rect.w - 60), theme.INK_SOFT)
            surface.blit(ask, ask.get_rect(center=app.point(rect.centerx, rect.y + 475)))
        super().draw(surface)


def picture(surface: pygame.Surface, app: App, kind: str, isos: tuple[str, ...],
            centre: tuple[float, float], scale: float = 1.0) -> None:
    """What a question shows: a flag, a country's outline, or a car sticker; with
    several flags (the quiz menu), a little stack of them."""
    n = len(isos)
    for i, iso in enumerate(isos):
        x = centre[0] + (i - (n - 1) / 2) * 70 * scale
        y = centre[1] + (i - (n - 1) / 2) * 70 * scale
        if kind == "flag":
            box = (app.px(560 * scale), app.px(360 * scale))
            image = flags.flag(iso, min(box[0], round(box[1] * flags.aspect(iso))))
            edge = image.get_rect(center=app.point(x, y))
            pygame.draw.rect(surface, theme.shade(theme.PAPER, 0.8), edge.move(app.px(6), app.px(8)))
        elif kind == "capital":
            image = country_cards.outline(iso, (app.px(520 * scale), app.px(380 * scale)))
        else:
            image = car_back(COUNTRIES[iso].car_code, (app.px(620 * scale), app.px(440 * scale)))
        surface.blit(image, image.get_rect(center=app.point(x, y)))


@lru_cache(maxsize=8)
def car_back(code: str, size: tuple[int, int]) -> pygame.Surface:
    """A friendly little car seen from behind, the country's sticker on its boot."""
    k = 2
    w, h = size[0] * k, size[1] * k
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    paint, dark = theme.CORAL, theme.shade(theme.CORAL, 0.7)
    for x in (0.2, 0.8):                                           # the wheels
        pygame.draw.rect(image, theme.INK, (w * x - w * 0.09, h * 0.78, w * 0.18, h * 0.2),
                         border_radius=int(w * 0.04))
    roof = [(w * 0.2, h * 0.42), (w * 0.29, h * 0.06), (w * 0.71, h * 0.06), (w * 0.8, h * 0.42)]
    pygame.draw.polygon(image, paint, roof)
    pygame.draw.lines(image, dark, True, roof, k * 3)
    glass = [(w * 0.27, h * 0.38), (w * 0.33, h * 0.12), (w * 0.67, h * 0.12), (w * 0.73, h * 0.38)]
    pygame.draw.polygon(image, (196, 226, 244), glass)
    body = pygame.Rect(w * 0.04, h * 0.38, w * 0.92, h * 0.46)
    pygame.draw.rect(image, paint, body, border_radius=int(h * 0.1))
    pygame.draw.rect(image, dark, body, k * 3, border_radius=int(h * 0.1))
    for x in (0.07, 0.8):                                          # the lights
        pygame.draw.rect(image, (255, 214, 96), (w * x, h * 0.45, w * 0.13, h * 0.11),
                         border_radius=int(h * 0.04))
    pygame.draw.rect(image, theme.shade(theme.INK, 1.3), (w * 0.04, h * 0.76, w * 0.92, h * 0.08),
                     border_radius=int(h * 0.04))                  # the bumper
    oval = country_cards.sticker(code, (int(w * 0.4), int(h * 0.27)))
    image.blit(oval, oval.get_rect(center=(w * 0.5, h * 0.6)))
    return pygame.transform.smoothscale(image, size)


PICTURE = pygame.Rect(130, 250, 800, 720)


class QuizScene(Scene):
    """A round of ten questions: ask, tell (gently), and at the end a summary."""

    def __init__(self, app: App, kind: str, seed: int) -> None:
        super().__init__(app)
        self.kind = kind
        self.seed = seed
        self.quiz = Quiz(questions(kind, seed))
        self.state = "ask"
        self.appear = 1.0
        self.confetti = Confetti()
        self._ask()

    # -- the flow --------------------------------------------------------------------

    def _ask(self) -> None:
        self.state = "ask"
        self.question = self.quiz.current
        tr = self.app.tr
        self.widgets = [back_button(self.app, self.app.pop)]
        for i in range(CHOICES):
            self.widgets.append(Widget(pygame.Rect(1000, 262 + i * 168, 800, 144),
                                       lambda i=i: self.words(self.question.options[i]),
                                       lambda i=i: self.choose(i), font_size=50))
        self.widgets.append(Widget(pygame.Rect(1300, 940, 500, 110),
                                   lambda: tr.get("atlas.quiz.next"), self.next, "play",
                                   enabled=False, hide_disabled=True, font_size=44,
                                   colour=theme.SUN))
        self.focus = 1
        self._come_in()

    def _come_in(self) -> None:
        if self.app.calm:
            self.appear = 1.0
            return
        self.appear = 0.0
        self.animator.add(self, 0.4, appear=1.0, easing="out_back")

    def words(self, iso: str) -> str:
        """An answer as shown: the capital for the capital quiz, else the country."""
        country, lang = COUNTRIES[iso], self.app.settings.language
        return country.capital[lang] if self.kind == "capital" else country.name[lang]

    def answers(self) -> list[Widget]:
        return self.widgets[1:1 + CHOICES]

    def choose(self, index: int) -> None:
        if self.state != "ask":
            return
        question = self.question
        chosen = question.options[index]
        right = self.quiz.answer(chosen)
        self.state = "told"
        for i, widget in enumerate(self.answers()):
            iso = question.options[i]
            if iso == question.iso:
                widget.colour, widget.icon = RIGHT, "check"
            elif i == index:
                widget.colour = CHOSEN
        self.widgets[-1].enabled = True
        self.focus = len(self.widgets) - 1
        self.app.sounds.play("pair" if right else "turn")
        self._come_in()

    def next(self) -> None:
        if self.state != "told":
            return
        self.app.sounds.play("dalje")
        if self.quiz.done:
            self._summary()
        else:
            self._ask()

    def _summary(self) -> None:
        self.state = "done"
        tr = self.app.tr
        self.widgets = [
            back_button(self.app, self.app.pop),
            Widget(pygame.Rect(520, 820, 420, 120), lambda: tr.get("atlas.quiz.again"),
                   self.again, "again", font_size=46, colour=theme.SUN),
            Widget(pygame.Rect(980, 820, 420, 120), lambda: tr.get("atlas.quiz.to_atlas"),
                   self.to_atlas, "book", font_size=46),
        ]
        self.focus = 1
        self.app.sounds.play("win")
        self._come_in()

    def again(self) -> None:
        self.seed += 1
        self.quiz = Quiz(questions(self.kind, self.seed))
        self._ask()

    def to_atlas(self) -> None:
        while len(self.app.scenes) > 1 and not isinstance(self.app.scenes[-1], AtlasScene):
            self.app.pop()

    @property
    def busy(self) -> bool:
        return super().busy or (self.state == "done" and self.cheer and not self.app.calm)

    @property
    def cheer(self) -> bool:
        return self.quiz.right * 2 >= len(self.quiz.questions)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.state == "done":
            self.confetti.update(dt)

    def handle(self, intent) -> bool:
        if intent.kind == "key" and intent.key == "back":
            self.app.pop()
            return True
        return super().handle(intent)

    # -- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.tr
        backdrop(surface)
        if self.state == "done":
            self._draw_summary(surface)
            super().draw(surface)
            return
        self._progress(surface)
        heading(surface, app, tr.get(f"atlas.quiz.{self.kind}.question"), (960, 196), 52)
        area = app.rect(PICTURE)
        panel(surface, area, theme.PAPER, 250)
        clip = surface.get_clip()
        surface.set_clip(area)
        if self.state == "ask":
            self._draw_question(surface)
        else:
            self._draw_told(surface)
        surface.set_clip(clip)
        super().draw(surface)

    def _progress(self, surface: pygame.Surface) -> None:
        """Ten dots, one per question: green for right, sunny for a miss (no red)."""
        app, n = self.app, len(self.quiz.questions)
        marks = self.quiz.marks
        for i in range(n):
            centre = app.point(960 + (i - (n - 1) / 2) * 56, 92)
            if i < len(marks):
                pygame.draw.circle(surface, theme.LEAF if marks[i] else theme.SUN, centre,
                                   app.px(18))
            else:
                pygame.draw.circle(surface, theme.shade(OCEAN, 1.5), centre, app.px(14))
            if i == len(self.quiz.given) - (self.state == "told"):
                pygame.draw.circle(surface, theme.WHITE, centre, app.px(25), app.px(4))
        x, y = app.point(1700, 92)
        star(surface, (x, y), app.px(34), theme.SUN)
        score = theme.text(str(self.quiz.right), app.px(56), theme.WHITE, bold=True)
        surface.blit(score, score.get_rect(midleft=(x + app.px(48), y)))

    def _draw_question(self, surface: pygame.Surface) -> None:
        app, iso = self.app, self.question.iso
        lift = (1 - self.appear) * 60
        centre = (PICTURE.centerx, PICTURE.centery - (50 if self.kind == "capital" else 0) + lift)
        picture(surface, app, self.kind, (iso,), centre)
        if self.kind == "capital":
            name = block(name_of(iso, app), app.px(64), app.px(44), app.px(PICTURE.w - 60))
            surface.blit(name, name.get_rect(center=app.point(PICTURE.centerx,
                                                               PICTURE.bottom - 90 + lift)))

    def _draw_told(self, surface: pygame.Surface) -> None:
        """The country's two cards, and a word: praise, or the right answer, kindly."""
        app, tr, question = self.app, self.app.tr, self.question
        right = self.quiz.marks[-1]
        lang = app.settings.language
        words = (tr.get("atlas.quiz.right") if right
                 else tr.get("atlas.quiz.wrong", answer=self.words(question.iso)))
        message = block(words, app.px(46), app.px(36), app.px(PICTURE.w - 60),
                        theme.shade(theme.LEAF, 0.6) if right else theme.PLUM)
        surface.blit(message, message.get_rect(center=app.point(PICTURE.centerx, PICTURE.y + 80)))
        grow = 0.85 + 0.15 * self.appear
        width = app.px(330 * grow)
        for side, dx in (("map", -180), ("flag", 180)):
            image = country_cards.card(f"{question.iso}:{side}", width, lang)
            surface.blit(image, image.get_rect(center=app.point(PICTURE.centerx + dx,
                                                                PICTURE.y + 450)))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.tr
        if self.cheer and not app.calm:
            self.confetti.draw(surface, app)
        box = app.rect(pygame.Rect(360, 140, 1200, 860))
        panel(surface, box, theme.PAPER, 250)
        right, total = self.quiz.right, len(self.quiz.questions)
        tier = ("perfect" if right == total else "great" if right * 10 >= total * 7
                else "good" if right * 10 >= total * 4 else "start")
        title = block(tr.get(f"atlas.quiz.done.{tier}"), app.px(84), app.px(60), app.px(1100))
        surface.blit(title, title.get_rect(center=app.point(960, 260)))
        pop = 0.6 + 0.4 * self.appear
        for i, mark in enumerate(self.quiz.marks):
            centre = app.point(960 + (i - (total - 1) / 2) * 100, 450)
            star(surface, centre, app.px(42 * pop), theme.SUN if mark else theme.shade(
                theme.PAPER, 0.8), filled=True)
            if mark:
                star(surface, centre, app.px(42 * pop), theme.shade(theme.SUN, 0.7), False)
        score = block(tr.get("atlas.quiz.summary", right=right, total=total), app.px(54),
                      app.px(40), app.px(1100), theme.PLUM)
        surface.blit(score, score.get_rect(center=app.point(960, 600)))
        hint = block(tr.get(f"atlas.quiz.done.{tier}.more"), app.px(36), app.px(theme.MIN_TEXT),
                     app.px(1000), theme.INK_SOFT)
        surface.blit(hint, hint.get_rect(center=app.point(960, 700)))

