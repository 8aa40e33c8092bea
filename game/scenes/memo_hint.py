"""The Memo's hint: what a good memory would know, lit on the grid.

Memo's hint is not a computer player's move: every card is public, so the hint
shows what a child who remembered every card turned would know, and where a card
nobody has turned yet still lies.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import pygame

from rules.evropa import partner

from .. import theme
from ..sprites.table import CardSprite

if TYPE_CHECKING:
    from ..app import App


def remembered(view: dict[str, Any]) -> tuple[set[int], str]:
    """The grid cards to light, and the message id that says why: the partner of the
    open card, or a pair already seen; else the cards nobody has turned yet."""
    seen = {code: index for index, code in view["log"] if view["grid"][index] is not None}
    opened = view["open"]
    if opened:
        mate = seen.get(partner(view["grid"][opened[0]]))
        lit = {mate} if mate is not None and mate not in opened else set()
        words = "memo.hint_mate"
    else:
        pairs = sorted((i, seen[partner(c)]) for c, i in seen.items() if partner(c) in seen)
        lit = set(pairs[0]) if pairs else set()
        words = "memo.hint_pair"
    if not lit:
        turned = {index for index, _ in view["log"]}
        lit = {i for i, code in enumerate(view["grid"]) if code == "?" and i not in turned}
        words = "memo.hint_new" if lit else "memo.hint_guess"
    return lit, words


def draw_rings(surface: pygame.Surface, app: App, sprites: Iterable[CardSprite | None]) -> None:
    """A thick sunny ring round each hinted card: a child's eye finds it at once."""
    for sprite in sprites:
        if sprite is None:
            continue
        x, y = sprite.centre
        ring = app.rect(pygame.Rect(round(x - sprite.width / 2 - 12),
                                    round(y - sprite.width * 0.7 - 12),
                                    round(sprite.width + 24), round(sprite.width * 1.4 + 24)))
        pygame.draw.rect(surface, theme.SUN, ring, app.px(10),
                         border_radius=app.px(sprite.width * 0.1 + 12))
