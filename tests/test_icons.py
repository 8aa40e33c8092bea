"""The buttons' icons (game/scenes/icons.py): every icon a scene names has a painter,
and each draws something at every size."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame

from game.scenes.icons import ICONS, draw_icon

GAME = Path(__file__).resolve().parent.parent / "game"


def named_icons() -> set[str]:
    """The icon names written in game/: a Widget's fourth argument, `icon=`, and
    draw_icon's second."""
    names = set()
    for path in GAME.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            called = getattr(node.func, "id", getattr(node.func, "attr", ""))
            given = [kw.value for kw in node.keywords if kw.arg == "icon"]
            if called == "Widget" and len(node.args) >= 4:
                given.append(node.args[3])
            if called == "draw_icon" and len(node.args) >= 2:
                given.append(node.args[1])
            names |= {sub.value for value in given for sub in ast.walk(value)
                      if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and sub.value}
    return names


def test_every_icon_a_scene_names_has_a_painter():
    named = named_icons()
    assert {"play", "back", "robot", "person", "check", "star"} <= named
    assert named <= ICONS.keys()


def test_every_icon_draws_in_its_colour_at_a_small_and_a_large_size():
    for name in ICONS:
        for size in (18, 90):
            surface = pygame.Surface((120, 120), pygame.SRCALPHA)
            draw_icon(surface, name, (60, 60), size, (200, 10, 10))
            inked = pygame.mask.from_threshold(surface, (200, 10, 10, 255), (2, 2, 2, 255))
            assert inked.count() > size // 2, (name, size)
