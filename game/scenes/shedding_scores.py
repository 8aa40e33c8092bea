"""The scoreboard of a shedding table, laid open between deals.

Who won the deal and why, then each seat, best first, with its total, what the deal
added and what that is made of (where the rules tell), and how the match is won; at
its foot the button to the next deal. It lies where it leaves the plates, the hands
laid open and the working buttons in sight; where nothing has room it lies over the
middle and may be folded away. What a game scores the table says (`deal_gains`,
`deal_parts`, `scoreboard_goal`, `kept_in_sight`); the scoreboard lays it out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..sprites.table import Slot
from .base import Widget, panel
from .results import Confetti

if TYPE_CHECKING:
    from .shedding import SheddingTable

SCOREBOARD_TOP = 225     # design px: below the top seats' cards, laid open at a deal's end
SCOREBOARD_GAP = 12      # design px the scoreboard keeps from a plate, a card or a button
WHY_STEP = 34            # design px from one line of the deal's why to the next
CHEER_BITS = 40          # confetti over the scoreboard when the viewer won the deal ...
CHEER_SECONDS = 1.2      # ... for this long: a short cheer that ends, then the table sleeps


@dataclass(frozen=True)
class Board:
    """Where the scoreboard lies (design px) and how its rows are laid out."""
    box: pygame.Rect
    rows: list            # (seat, (x, y) of its row), best first
    width: int            # a column's width
    columns: int
    line: int             # how far under its row the parts of a gain are written
    tight: float          # the rows' and the foot's spacing, 1.0 at its roomiest
    covers: bool          # it lies over plates or cards: nowhere had room for it


def card_bounds(slot: Slot) -> pygame.Rect:
    """The upright box round a card lying in a slot, turned by the slot's angle."""
    corners = [pygame.math.Vector2(sx * slot.width / 2, sy * slot.width * 0.7).rotate(-slot.angle)
               for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    left, top = min(c.x for c in corners), min(c.y for c in corners)
    return pygame.Rect(round(slot.x + left), round(slot.y + top), round(-2 * left),
                       round(-2 * top))


class Scoreboard:
    """A shedding table's scoreboard: where it lies, whether it is folded away, the
    cheer over a won deal, and its words. It places the table's deal button (and its
    own fold button) at its foot; `bar` is where the two lie, folded, when no place is
    free."""

    def __init__(self, table: SheddingTable, deal_button: Widget, bar: pygame.Rect) -> None:
        self.table = table
        self.deal_button = deal_button
        self.bar = bar
        self.fold_button = Widget(pygame.Rect(0, 0, 0, 0), self._fold_label, self._fold,
                                  "down", font_size=34, hide_disabled=True)
        self.folded = False       # folded away, to look at the cards under it
        self.cheer: Confetti | None = None   # falling over the scoreboard of a won deal
        self._placed: tuple | None = None    # (what it was placed for, Board)

    def laid_open(self) -> None:
        """A deal is over: the scoreboard comes up unfolded, cheered if the viewer won."""
        table = self.table
        self.folded = False
        winners = self.deal_winners(table.view())
        if winners and table.viewer in winners and table.viewer in table.setup.human_seats:
            table.app.sounds.play("win")
            if not table.app.calm:   # from the scoreboard's title down over its rows
                self.cheer = Confetti(CHEER_BITS, CHEER_SECONDS,
                                      (560, SCOREBOARD_TOP - 160, 800, 260))

    def update(self, dt: float) -> None:
        """The cheer falls, and ends when it has fallen or the scoreboard is gone."""
        if self.cheer is not None:
            self.cheer.update(dt)
            if not self.cheer.falling or not self.table.scores_shown:
                self.cheer = None

    def _fold(self) -> None:
        self.folded = not self.folded

    def _fold_label(self) -> str:
        return self.table.app.tr.get("table.show_scores" if self.folded
                                     else "table.look_at_cards")

    # -- where it lies ---------------------------------------------------------------------

    def in_sight(self) -> list[pygame.Rect]:
        """What it leaves in sight (design px, with a gap round each): every plate, every
        card in a hand and laid on the table (melds, runs), and the buttons that work."""
        table = self.table
        keep = [table._area("plate", seat) for seat in range(table.setup.players)]
        for zone, sprites in table.zones.zones.items():
            if sprites and zone.split(":")[0] in ("hand", "meld", "run"):
                keep += [card_bounds(slot) for slot in table.slots(zone, len(sprites))]
        keep += [w.rect for w in table.widgets
                 if w.enabled and w not in (self.deal_button, self.fold_button)]
        return [r.inflate(2 * SCOREBOARD_GAP, 2 * SCOREBOARD_GAP) for r in keep]

    def place(self, view: dict) -> Board:
        """The scoreboard as it lies now, worked out again only when the table changes;
        its buttons go with it. Asked for after every button is set for the frame (it
        keeps clear of those that work)."""
        table = self.table
        key = (view["deal"], tuple(table.match.scores), self.folded, table.viewer, tuple(
            (zone, len(sprites)) for zone, sprites in table.zones.zones.items()))
        if self._placed is None or self._placed[0] != key:
            self._placed = key, self._find_place(view)
        board = self._placed[1]
        foot = board.box.bottom - 98 * board.tight
        buttons = pygame.Rect(board.box.centerx - 390, foot, 780, 84 * board.tight)
        if self.folded:
            buttons.topleft = board.box.topleft
        two = board.covers or self.folded   # then the foot holds a second button
        if two:
            self.fold_button.rect = pygame.Rect(buttons.x, buttons.y, 340, buttons.h)
            self.deal_button.rect = pygame.Rect(buttons.x + 360, buttons.y, 420, buttons.h)
        else:
            self.deal_button.rect = buttons.inflate(-240, 0)
        self.deal_button.font_size = 36 if two else 44
        self.fold_button.icon = "up" if self.folded else "down"
        self.fold_button.enabled = self.deal_button.enabled and two
        return board

    def _find_place(self, view: dict) -> Board:
        """The roomiest scoreboard that lies clear of the plates, the cards laid open
        and the buttons, nearest the middle of the table: in one column of rows or, for
        many seats, two; spaced more tightly where there is little room. Where none
        fits (a table full of melds), it lies over the middle and may be folded away;
        folded, its two buttons find a place of their own."""
        keep = self.table.kept_in_sight()
        if self.folded:
            bar = free_place((780, 84), keep)
            return Board(bar or self.bar, [], 0, 1, 0, 1.0, bar is None)
        n = self.table.setup.players
        shapes = [(1, 740, 1.0), (1, 740, 0.88), (1, 740, 0.8), (2, 530, 0.8)] if n <= 5 \
            else [(2, 480, 1.0), (2, 530, 0.88), (2, 530, 0.8)]
        for columns, width, tight in shapes:
            rows, size = self._rows(view, columns, width, tight)
            box = free_place(size, keep)
            if box is not None:
                return _board_at(box, rows, columns, width, tight, False)
        columns, width, tight = shapes[0]
        rows, size = self._rows(view, columns, width, tight)
        box = pygame.Rect((0, 0), size)
        box.midtop = (960, SCOREBOARD_TOP)
        return _board_at(box, rows, columns, width, tight, True)

    def _rows(self, view: dict, columns: int, width: int,
              tight: float) -> tuple[list, tuple[int, int]]:
        """Each seat's row (best first) from the scoreboard's top left, a row with the
        parts of its gain two lines high, and the scoreboard's size: its title and why,
        the rows, the goal and the next deal's button."""
        table = self.table
        n = table.setup.players
        parts = table.deal_parts(view) or [None] * n
        per_column = -(-n // columns)
        why = self.deal_why(view)
        lines = len(self._why_lines(why, width * columns)[0]) if why else 0
        top = round((76 + 44 * min(lines, 1) + WHY_STEP * max(0, lines - 1)) * tight)
        rows, bottom, y = [], top, top
        for i, seat in enumerate(table.ranking(table.match.scores)):
            column = i // per_column
            if i % per_column == 0:
                y = top
            rows.append((seat, (column * width, y + round(25 * tight))))
            lines = 1 if len(parts[seat] or ()) > (0 if columns > 1 else 1) else 0
            y += round((50 + 34 * lines) * tight)
            bottom = max(bottom, y)
        return rows, (width * columns, bottom + round(150 * tight))

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: dict) -> None:
        """Who won the deal and why, then each seat's row, the goal and the buttons (folded
        away, only its buttons stay)."""
        board = self.place(view)
        if self.folded:
            return
        table, app = self.table, self.table.app
        box, k = board.box, board.tight
        panel(surface, app.rect(box), alpha=255)
        title = theme.text(app.tr.get("table.deal_over", n=view["deal"]), app.px(44),
                           theme.INK, bold=True)
        surface.blit(title, title.get_rect(center=app.point(box.centerx, box.y + 40 * k)))
        why = self.deal_why(view)
        if why:
            lines, size = self._why_lines(why, box.w)
            for i, words in enumerate(lines):
                line = theme.text(words, size, theme.PLUM, bold=True)
                y = box.y + (90 + i * WHY_STEP) * k
                surface.blit(line, line.get_rect(center=app.point(box.centerx, y)))
        self._draw_rows(surface, view, board)
        goal = theme.one_line(table.scoreboard_goal(view), app.px(28), app.px(box.w - 80),
                              theme.INK_SOFT)
        surface.blit(goal, goal.get_rect(center=app.point(box.centerx, box.bottom - 124 * k)))
        for button in (self.deal_button, self.fold_button):
            if button.enabled:
                button.draw(surface, app)    # at the foot of the panel, on top
        if self.cheer is not None:
            self.cheer.draw(surface, app)

    def _draw_rows(self, surface: pygame.Surface, view: dict, board: Board) -> None:
        """Each seat, best first: its name (the leader's in bold), its total, what the deal
        added and, under it, what that is made of."""
        table, app = self.table, self.table.app
        gains = table.deal_gains(view)
        parts = table.deal_parts(view) or [None] * table.setup.players
        width = board.width
        scores = table.match.scores
        best = self.leading_score(scores)
        for seat, (x, y) in board.rows:
            name = theme.one_line(table.name(seat), app.px(34), app.px(width * 0.24),
                                  theme.INK, bold=scores[seat] == best)
            surface.blit(name, name.get_rect(midleft=app.point(x + 40, y)))
            total = theme.one_line(table.points_words(scores[seat]), app.px(34),
                                   app.px(width * (0.34 if gains else 0.6)), theme.INK,
                                   bold=True)
            surface.blit(total, total.get_rect(midright=app.point(x + width - 40, y)))
            if not gains:
                continue
            gain, made_of = self.gain_words(gains[seat], parts[seat], narrow=board.columns > 1)
            words = theme.one_line(gain, app.px(30), app.px(width * 0.26), theme.INK_SOFT)
            surface.blit(words, words.get_rect(midleft=app.point(x + width * 0.31, y)))
            if made_of:
                line = theme.one_line(made_of, app.px(26), app.px(width - 100),
                                      theme.INK_SOFT, smallest=0.8)
                surface.blit(line, line.get_rect(midleft=app.point(x + 60, y + board.line)))

    # -- words -----------------------------------------------------------------------------

    def gain_words(self, gain: int, parts: list | None, narrow: bool = False) -> tuple[str, str]:
        """What a deal added ("+12 za karte" for one part, "+30"), and what a sum of
        parts is made of ("= 5 za karte + 25 nagrada", doubled "= (...) × 2"), from the
        parts the rules give; in a `narrow` column even one part goes on the line under."""
        tr = self.table.app.tr
        sign = f"{gain:+d}".replace("-", "−") if gain else "0"
        if not parts:
            return sign, ""
        if len(parts) == 1 and not narrow:
            return tr.get(f"table.part.{parts[0][0]}", n=sign), ""
        plain = [(kind, points) for kind, points in parts if kind != "double"]
        said = " + ".join(tr.get(f"table.part.{kind}", n=str(points).replace("-", "−"))
                          for kind, points in plain)
        return sign, f"= ({said}) × 2" if len(plain) < len(parts) else f"= {said}"

    def _why_lines(self, why: str, width: int) -> tuple[tuple[str, ...], int]:
        """The scoreboard's line of who won and why, on one line or, rather than small,
        on two (a deal ended by four of a rank says much), and its size in pixels."""
        px = self.table.app.px
        return theme.fit(why, px(32), px(26), px(width - 60), bold=True,
                         one_line_down_to=px(28))

    def deal_why(self, view: dict) -> str:
        """Who won the deal just over and why: out of cards, the least left in hand, or
        the other ends a game's rules tell (`last_deal["ending"]`: Sedam's four of a
        rank, with its "rank"; a blocked deal nobody wins)."""
        winners = self.deal_winners(view)
        if winners is None:
            return ""
        table = self.table
        tr = table.app.tr
        ending = view["last_deal"].get("ending")
        if not winners:
            return tr.get("table.deal_won_none.blocked" if ending == "blocked"
                          else "table.deal_won_none")
        how = "out" if any(view["hand_sizes"][s] == 0 for s in winners) else "least"
        if ending == "four":
            how = "four"
        rank = tr.get(f"card.rank.{view['last_deal']['rank']}") if how == "four" else ""
        if len(winners) > 1:
            key = "table.deal_won_many_you" if table.viewer in winners and \
                table.viewer in table.setup.human_seats else "table.deal_won_many"
            return tr.get(key, names=", ".join(table.name(s) for s in winners))
        if table.setup.human_seats == list(winners):
            return tr.get(f"table.deal_won_you.{how}", rank=rank)
        return table.said_of(f"table.deal_won.{how}", winners[0], rank=rank)

    @staticmethod
    def deal_winners(view: dict) -> tuple[int, ...] | None:
        """Who won the deal just over, as the view's "last_deal" tells it."""
        last = view.get("last_deal")
        return tuple(last["winners"]) if last else None

    def leading_score(self, scores: list[int]) -> int:
        """The score that leads the match (shown in bold): the game's spec says which."""
        return min(scores) if self.table.spec.lowest_wins else max(scores)


def _board_at(box: pygame.Rect, rows: list, columns: int, width: int, tight: float,
              covers: bool) -> Board:
    placed = [(seat, (box.x + dx, box.y + dy)) for seat, (dx, dy) in rows]
    return Board(box, placed, width, columns, round(34 * tight), tight, covers)


def free_place(size: tuple[int, int], keep: list[pygame.Rect]) -> pygame.Rect | None:
    """A place of `size` inside the window that covers nothing of `keep`, nearest the
    middle of the table; None if there is none. Such a place touches an edge of
    something kept (or the window), or is centred: only those are tried."""
    w, h = size
    inside = pygame.Rect((0, 0), theme.DESIGN_SIZE).inflate(-2 * SCOREBOARD_GAP,
                                                              -2 * SCOREBOARD_GAP)
    xs = {960 - w // 2, inside.x, inside.right - w} | {r.right for r in keep} | \
        {r.x - w for r in keep}
    ys = {SCOREBOARD_TOP, inside.y, inside.bottom - h} | {r.bottom for r in keep} | \
        {r.y - h for r in keep}
    best, nearest = None, None
    for x in xs:
        for y in ys:
            rect = pygame.Rect(x, y, w, h)
            if inside.contains(rect) and rect.collidelist(keep) < 0:
                far = (rect.centerx - 960) ** 2 + (rect.centery - 480) ** 2
                if nearest is None or far < nearest:
                    best, nearest = rect, far
    return best
