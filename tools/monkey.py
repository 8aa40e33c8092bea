"""A monkey at the UI: the real app, headless, fed a seeded stream of random input.

Taps (mostly on buttons, often anywhere), drags, touches, wheel turns, keys (arrows,
enter, escape, backspace, tab, the hint and shuffle keys, F11), window resizes from
320×240 to 3840×2160, language switches and focus loss. The monkey visits every
scene in turn (title, both picker pages, setup, settings, rules, atlas, and every
game's table, with bots and sometimes people), and after every event checks that
nothing raised, that the match on the table keeps its invariants (rules/checks.py)
and would resume from its autosave exactly, that the hands drawn are the hands held,
and that it is not frozen: while a bot is to act, an action comes within
FREEZE_S seconds of game time. A Quit tap or a closed window starts the app again
from its autosave, as a child coming back would.

Usage: python tools/monkey.py [--minutes 30] [--seed 1]
Prints the events, visits and scenes seen, and any failure with its seed and event.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.__main__ import first_scene
from game.app import App, Options
from game.i18n import LANGUAGES
from game.scenes.shedding import SheddingTable
from game.setup import MatchSetup
from game.storage import HOME_ENV
from game.tables import FAMILIES, RECORDS
from rules.checks import cards, check_views, require, snapshot
from rules.core import Match, Rng

DT = 1 / 30
FREEZE_S = 30.0          # game seconds a bot may take to act before the table is frozen
EVENTS_PER_VISIT = 40
SIZES = [(320, 240), (640, 400), (1024, 600), (1280, 720), (1920, 1080), (3840, 2160)]
KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_h,
        pygame.K_s, pygame.K_F11, pygame.K_a]
FOCUS = [pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWMINIMIZED,
         pygame.WINDOWRESTORED, pygame.WINDOWLEAVE, pygame.WINDOWENTER]


def visits() -> list[tuple[str, str]]:
    """Every scene the monkey starts from: (kind, argument)."""
    families = [f for f, games in FAMILIES.items() if len(games) > 1]
    games = sorted(RECORDS)
    return ([("title", ""), ("picker", ""), ("settings", ""), ("atlas", "")]
            + [("family", f) for f in families] + [("setup", g) for g in games]
            + [("rules", g) for g in games] + [("table", g) for g in games])


@dataclass
class Report:
    """What a monkey run did and found."""

    events: int = 0
    visits: int = 0
    restarts: int = 0
    actions: int = 0
    scenes: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def summary(self, seconds: float) -> str:
        return (f"minutes={seconds / 60:.1f} events={self.events} visits={self.visits} "
                f"restarts={self.restarts} match_actions={self.actions} "
                f"scenes={len(self.scenes)} failures={len(self.failures)}")


class Monkey:
    """Random input into one app, with the checks after every event."""

    def __init__(self, seed: int, report: Report) -> None:
        self.seed = seed
        self.rng = Rng(f"monkey/{seed}")
        self.report = report
        self.app = self._start()
        # The match last checked (held, not its id: a freed match's id comes back), its
        # cards at first sight and its actions so far.
        self.seen: Match | None = None
        self.deck: Counter = Counter()
        self.done = 0
        self.waiting = 0.0                       # game seconds a bot has been due

    def _start(self) -> App:
        app = App(Options(size=self.rng.choice(SIZES[1:5])))
        app.push(first_scene(app))
        app.step(DT)
        return app

    # -- where to go -------------------------------------------------------------

    def visit(self, kind: str, arg: str) -> None:
        """Put the app on one scene, as the player's taps would have led to it."""
        from game.scenes.atlas import AtlasScene
        from game.scenes.picker import PickerScene
        from game.scenes.rules_page import RulesScene
        from game.scenes.settings import SettingsScene
        from game.scenes.setup import SetupScene
        from game.scenes.title import TitleScene

        app = self.app
        app.reset(TitleScene(app))
        scene = {"picker": lambda: PickerScene(app), "family": lambda: PickerScene(app, arg),
                 "settings": lambda: SettingsScene(app), "atlas": lambda: AtlasScene(app),
                 "setup": lambda: SetupScene(app, arg), "rules": lambda: RulesScene(app, arg),
                 "table": lambda: self._table(arg)}.get(kind)
        if scene is not None:
            app.push(scene())
        self._frames(1)       # shown (and counted) before a first key may close it
        self.report.visits += 1

    def _table(self, game: str):
        setup = MatchSetup.default(game, seed=self.rng.below(10**6))
        players = setup.players
        setup.humans = [self.rng.random() < 0.3 for _ in range(players)]
        return RECORDS[game].scene(self.app, setup, None)

    # -- what to do ------------------------------------------------------------------

    def event(self) -> None:
        """One random thing a child (or a parent) might do, then the checks."""
        roll = self.rng.random()
        if roll < 0.35:
            self._tap(self._target())
        elif roll < 0.45:
            self._drag()
        elif roll < 0.50:
            self._touch()
        elif roll < 0.70:
            self._post(pygame.KEYDOWN, key=self.rng.choice(KEYS), mod=0, unicode="")
        elif roll < 0.74:
            self._resize()
        elif roll < 0.76:
            self.app.settings.language = self.rng.choice(LANGUAGES)
            self.app.save_settings()
        elif roll < 0.80:
            self._post(self.rng.choice(FOCUS))
        elif roll < 0.82:
            self._post(pygame.MOUSEWHEEL, x=0, y=self.rng.choice([-3, -1, 1, 3]), flipped=False)
        else:
            self._frames(self.rng.below(30) + 1)     # wait and watch: bots, animations
        self._frames(1)
        self.report.events += 1

    def _target(self) -> tuple[int, int]:
        """Mostly a button of the top scene, often anywhere in the window."""
        w, h = self.app.size
        widgets = [wd for wd in self.app.scenes[-1].widgets if wd.enabled] \
            if self.app.scenes else []
        if widgets and self.rng.random() < 0.5:
            return self.app.rect(self.rng.choice(widgets).rect).center
        return self.rng.below(w), self.rng.below(h)

    def _post(self, kind: int, **fields) -> None:
        pygame.event.post(pygame.event.Event(kind, **fields))

    def _tap(self, pos: tuple[int, int]) -> None:
        self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)

    def _drag(self) -> None:
        start, end = self._target(), self._target()
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)
        for k in range(1, 6):
            pos = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
            self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False)
            self._frames(1)
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False)

    def _touch(self) -> None:
        x, y = self.rng.random(), self.rng.random()
        for kind in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            self._post(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=0, touch_id=0, pressure=1.0)

    def _resize(self) -> None:
        if self.rng.random() < 0.1:       # the extremes, rarely: big frames cost the most
            size = self.rng.choice([SIZES[0], SIZES[-1]])
        elif self.rng.random() < 0.5:
            size = self.rng.choice(SIZES[1:-1])
        else:
            size = (320 + self.rng.below(1600), 240 + self.rng.below(900))
        pygame.display.set_mode(size, pygame.RESIZABLE)   # what the window manager did
        self._post(pygame.WINDOWRESIZED, x=size[0], y=size[1])

    def _frames(self, n: int) -> None:
        for _ in range(n):
            if not (self.app.running and self.app.scenes):
                self.report.restarts += 1
                self.app = self._start()
            self.app.step(DT)
            self.check()

    # -- the checks ----------------------------------------------------------------------

    def check(self) -> None:
        """The match on the table keeps its invariants and is not frozen."""
        scenes = self.app.scenes
        shown = len(scenes) - 1     # the top scene, and those seen under its overlays
        while shown > 0 and scenes[shown].overlay:
            shown -= 1
        for scene in scenes[max(shown, 0):]:
            self.report.scenes[type(scene).__name__] += 1
        table = next((s for s in reversed(scenes) if isinstance(getattr(s, "match", None),
                                                                  Match)), None)
        if table is None:
            return
        match = table.match
        done = len(match.to_json()["actions"])
        if match is not self.seen:
            self.seen, self.deck, self.done, self.waiting = match, cards(match), done, 0.0
        require(cards(match) == self.deck, "cards are not conserved on the table")
        acted = done != self.done
        if acted:
            self.report.actions += done - self.done
            self.done = done
            self.waiting = 0.0
            check_views(match)
            resumed = match.spec.from_json(json.loads(json.dumps(match.to_json())))
            require(snapshot(resumed) == snapshot(match), "the autosave would not resume here")
        if scenes[-1] is table and isinstance(table, SheddingTable) and not table.animator.busy:
            wrong = table.hands_differ()
            require(not wrong, f"the hands on screen are not the hands held: {wrong}")
        if not acted and scenes[-1] is table and table.bots_pending():
            self.waiting += DT
            require(self.waiting < FREEZE_S,
                    f"frozen: a bot of {match.spec.id} has been due for {FREEZE_S} s")


def run(seed: int, seconds: float, events_per_visit: int = EVENTS_PER_VISIT,
        home: Path | None = None, say: Callable[[str], None] = lambda line: None) -> Report:
    """Visit every scene in turn, `events_per_visit` random events each, until
    `seconds` have passed (and at least once round every scene); `say` hears the
    figures after each round."""
    report = Report()
    before = os.environ.get(HOME_ENV)
    with tempfile.TemporaryDirectory() as scratch:
        os.environ[HOME_ENV] = str(home or scratch)
        began = time.monotonic()
        rounds = 0
        while rounds == 0 or time.monotonic() - began < seconds:
            monkey = Monkey(seed + rounds, report)
            for kind, arg in visits():
                where = f"seed={seed + rounds} visit={kind}:{arg}"
                try:
                    monkey.visit(kind, arg)
                    for _ in range(events_per_visit):
                        monkey.event()
                except Exception as exc:  # noqa: BLE001 - every failure is reported
                    report.failures.append(f"{where} event={report.events}: "
                                           f"{type(exc).__name__}: {exc}")
                    say(f"FAIL {report.failures[-1]}\n{traceback.format_exc()}")
                    monkey = Monkey(seed + rounds, report)
                if rounds > 0 and time.monotonic() - began >= seconds:
                    break
            rounds += 1
            say(f"round {rounds}: {report.summary(time.monotonic() - began)}")
    if before is None:
        del os.environ[HOME_ENV]
    else:
        os.environ[HOME_ENV] = before
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    began = time.monotonic()
    report = run(args.seed, args.minutes * 60, say=lambda line: print(line, flush=True))
    print(report.summary(time.monotonic() - began))
    print("scenes:", ", ".join(f"{k}={v}" for k, v in sorted(report.scenes.items())))
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
