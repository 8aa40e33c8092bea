"""Settings: language, volume and mute, animation speed, highlighting, the Memo pause."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..i18n import LANGUAGE_NAMES, LANGUAGES
from ..storage import MEMO_PAUSES
from ..tables import SETTING_OWNERS
from .base import FormScene, Widget

if TYPE_CHECKING:
    from ..app import App

VOLUMES = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]     # 0.8, the default, among them


class SettingsScene(FormScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        tr = app.tr
        s = app.settings
        self.add_row(230, lambda: tr.get("settings.language"), list(LANGUAGES),
                     lambda v: LANGUAGE_NAMES[v], lambda: s.language,
                     lambda v: self._set("language", v), width=360)
        self.add_row(340, lambda: tr.get("settings.volume"), VOLUMES,
                     lambda v: f"{round(v * 100)} %",
                     lambda: min(VOLUMES, key=lambda v: abs(v - s.volume)),
                     lambda v: self._set("volume", v), width=150)
        self.add_row(450, lambda: tr.get("settings.sound"), [False, True],
                     lambda v: tr.get("settings.sound.off" if v else "settings.sound.on"),
                     lambda: s.muted, lambda v: self._set("muted", v),
                     icon=lambda v: "mute" if v else "sound")
        self.add_row(560, lambda: tr.get("settings.animation"),
                     ["slow", "normal", "fast", "reduced"],
                     lambda v: tr.get(f"settings.animation.{v}"), lambda: s.animation,
                     lambda v: self._set("animation", v), width=250)
        self.add_row(670, lambda: tr.get("settings.highlight"), [True, False],
                     lambda v: tr.get("settings.on" if v else "settings.off"),
                     lambda: s.highlight_playable, lambda v: self._set("highlight_playable", v))
        self.add_row(780, lambda: tr.get("settings.memo_pause"), list(MEMO_PAUSES),
                     self._seconds, lambda: s.of(SETTING_OWNERS["pause"][0], "pause"),
                     lambda v: self._set_games("pause", v), width=170)
        self.widgets.append(Widget(pygame.Rect(160, 910, 300, 100),
                                   lambda: tr.get("settings.back"), app.pop, "back",
                                   font_size=38))
        self.focus = len(self.widgets) - 1

    def _seconds(self, value: object) -> str:
        """A number of seconds the way the language writes it (1,5 s in Serbian)."""
        number = f"{value:g}"
        if self.app.settings.language.startswith("sr"):
            number = number.replace(".", ",")
        return self.app.tr.get("settings.seconds", n=number)

    def _set(self, name: str, value: object) -> None:
        setattr(self.app.settings, name, value)
        self._saved()

    def _set_games(self, name: str, value: object) -> None:
        """A setting of the games' own, the same for every game that has it."""
        for game in SETTING_OWNERS[name]:
            self.app.settings.put(game, name, value)
        self._saved()

    def _saved(self) -> None:
        self.app.save_settings()
        self.app.sounds.play("click")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_rows(surface, self.app.tr.get("settings.title"))
        super().draw(surface)
