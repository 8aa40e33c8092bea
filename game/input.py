"""The one place that reads pygame's events and turns them into intents.

Mouse, touch and keys all become the same few intents, so every scene plays
with any of them. Touch positions arrive normalised (0..1) and are scaled to
the window; mouse events that SDL synthesises from touches are dropped.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

KEYS = {
    pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down",
    pygame.K_RETURN: "activate", pygame.K_KP_ENTER: "activate", pygame.K_SPACE: "activate",
    pygame.K_ESCAPE: "back", pygame.K_BACKSPACE: "back", pygame.K_TAB: "next",
    pygame.K_h: "hint", pygame.K_s: "shuffle", pygame.K_F11: "fullscreen",
}


@dataclass(frozen=True)
class Intent:
    """What the player wants: kind is press, tap (a release), hover (`held` while a
    finger or button is down: a drag), key (`code`: the pygame key that made it, for a
    text field that must tell Backspace from Esc and Enter from Space), text (`text`
    typed, in any script), compose (`text` still being composed by an input method),
    scroll (at the pointer), pinch (`spread`: how much two fingers moved apart, at their
    middle), resize or quit."""

    kind: str
    pos: tuple[int, int] = (0, 0)
    key: str = ""
    amount: int = 0
    held: bool = False
    spread: float = 0.0
    code: int = 0
    text: str = ""


def intents(events: list[pygame.event.Event], window: tuple[int, int]) -> list[Intent]:
    out: list[Intent] = []
    for e in events:
        if e.type == pygame.QUIT:
            out.append(Intent("quit"))
        elif e.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            out.append(Intent("resize", (e.x, e.y)))
        elif e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and not getattr(e, "touch", False):
            out.append(Intent("press", e.pos))
        elif e.type == pygame.MOUSEBUTTONUP and e.button == 1 and not getattr(e, "touch", False):
            out.append(Intent("tap", e.pos))
        elif e.type == pygame.MOUSEMOTION and not getattr(e, "touch", False):
            out.append(Intent("hover", e.pos, held=bool(e.buttons and e.buttons[0])))
        elif e.type == pygame.MOUSEWHEEL:
            out.append(Intent("scroll", pygame.mouse.get_pos(), amount=e.y))
        elif e.type == pygame.MULTIGESTURE:
            out.append(Intent("pinch", (int(e.x * window[0]), int(e.y * window[1])),
                              spread=e.pinched))
        elif e.type == pygame.FINGERDOWN:
            out.append(Intent("press", (int(e.x * window[0]), int(e.y * window[1]))))
        elif e.type == pygame.FINGERUP:
            out.append(Intent("tap", (int(e.x * window[0]), int(e.y * window[1]))))
        elif e.type == pygame.FINGERMOTION:
            out.append(Intent("hover", (int(e.x * window[0]), int(e.y * window[1])), held=True))
        elif e.type == pygame.KEYDOWN and e.key in KEYS:
            out.append(Intent("key", key=KEYS[e.key], code=e.key))
        elif e.type == pygame.TEXTINPUT:
            out.append(Intent("text", text=e.text))
        elif e.type == pygame.TEXTEDITING:
            out.append(Intent("compose", text=e.text))
    return out
