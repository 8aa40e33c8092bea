"""Bots for the UNO games (Adriatic and the games built on rules/uno_family.py).

They read only the seat's view and the legal actions, so they play any UNO game
whose view has the shared keys ("hand", "colour", "hand_sizes", "teams", "turn",
"direction", "active", "out"). "easy" is kind: a random playable card, drawing
only when it has nothing to play, always saying "Uno", never catching anybody.
"normal" plays soundly: it follows the colour it holds most, keeps its Jollies
for when nothing else fits, sheds its high cards when somebody is close to going
out, hits an opponent close to going out with a draw card or a skip (never its
partner), says "Uno" and catches whoever forgets.

For seed 000's UNO and its variants (rules/uno.py: Table, no "Uno" call) the
"normal" level is `TablesUnoBot`: every card in an opponent's hand is a point for
whoever goes out, and Table are points too, so it plays the card that earns the
most Table, hits the next opponent with a Stop, 2+ or 4+, keeps its Džokers for a
run and its Semafors for a number card, passes a draw on whenever it can, and
sheds its Stops, 2+s and 4+s before the stock runs out.

`KindUnoBot` is the fitting level at its kindest (rules/bots/adaptive.py), kinder
than easy where a child cannot see it: in its hand. It lays its low numbers and
keeps its high cards, so it pays more when she goes out; it follows the colour she
chose; it keeps its Jollies and action cards, drawing rather than laying one when
it may, but only while somebody holds at most `HOLD_WHILE` cards: against a child
who draws as often as she plays, keeping them back for good grew both hands without
end; it says "Uno" late or not at all; and it never catches anybody.

Out of turn a seat may only say "Uno" or catch; the driver asks `react(view,
legal, rng)` then, and None means the bot lets the moment pass. On its turn the
driver asks `choose(view, legal, rng)`, which always returns one of `legal`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core import COLOURS, Action, CallUno, Catch, Deal, Draw, Pass, Play, Rng
from ..uno import PHASE_STARTER, SHED_TABLES, continues_run, table_award

CLOSE_TO_OUT = 2   # an opponent with this many cards or fewer is about to go out
ATTACKS = ("d2", "skip", "Wd4")
# How the normal bot weighs a play (hard's greedy rollouts weigh it the same way):
PER_CARD_OF_COLOUR = 2.0   # for each card left of the colour the play leaves to follow
JOLLY_KEPT = 30.0   # what a Jolly is worth kept for when nothing else fits
WILD_KEPT = 40.0    # what another black card (the 4+) is worth kept
HIT_CLOSE = 60.0    # an attack on the next player, an opponent about to go out
HIT_PARTNER = 25.0  # an attack on the next player, a partner: never
UNO = CallUno()


def colour(code: str) -> str | None:
    return code[0] if code[0] in COLOURS else None


def rank(code: str) -> str:
    return code[1:] if code[0] in COLOURS else code


def points(code: str) -> int:
    """What a card would cost in an opponent's count (a common UNO scale)."""
    r = rank(code)
    if r.isdigit():
        return int(r)
    return 20 if colour(code) else 40


def next_seat(view: dict[str, Any]) -> int | None:
    """The seat whose place in the round comes after the current one."""
    turn, active = view["turn"], view["active"]
    if turn is None or turn not in active:
        return None
    return active[(active.index(turn) + view["direction"]) % len(active)]


def side(view: dict[str, Any], seat: int) -> int:
    return next(i for i, team in enumerate(view["teams"]) if seat in team)


class EasyUnoBot:
    """Legal and kind: a random playable card, says "Uno" always, catches never."""

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        return UNO if UNO in legal else None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if UNO in legal:
            return UNO
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            return rng.choice(plays)
        rest = [a for a in legal if not isinstance(a, Catch)]
        return rng.choice(rest) if rest else legal[0]


HOLD = 0.75      # the kind bot's chance to draw (or pass) rather than lay a special card
# ... and only while somebody holds no more cards than this: at 14 or 16 a child playing
# at random in UNO by the maker's rules won 35 or 43 % of her matches against it, at 20
# about half (bench/adapt.py), and every match still ended
HOLD_WHILE = 20
SAY_UNO = 0.5    # its chance, each time it may say "Uno", to say it


def special(code: str) -> bool:
    """A Jolly, a Džoker or an action card: anything but a number."""
    return not rank(code).isdigit()


def nearest_out(view: dict[str, Any]) -> int:
    """The fewest cards another player still holds (0 when nobody else holds any)."""
    return min((n for s, n in enumerate(view["hand_sizes"]) if s != view["seat"] and n),
               default=0)


class KindUnoBot(EasyUnoBot):
    """Kinder than easy in what it plays from its hidden hand (see the module's words)."""

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        return UNO if UNO in legal and rng.random() < SAY_UNO else None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if UNO in legal and rng.random() < SAY_UNO:
            return UNO
        plays = [a for a in legal if isinstance(a, Play)]
        numbers = [a for a in plays if not special(a.codes[0])]
        if numbers:
            return min(numbers, key=lambda a: (points(a.codes[0]),
                                               colour(a.codes[0]) != view["colour"], rng.random()))
        keep = [a for a in (Draw(), Pass()) if a in legal]
        if plays and keep and nearest_out(view) <= HOLD_WHILE and rng.random() < HOLD:
            return keep[0]
        if plays:
            # her colour named again: she chose it, so she likely holds it
            return min(plays, key=lambda a: (points(a.codes[0]),
                                             a.colour not in (None, view["colour"]), rng.random()))
        rest = [a for a in legal if not isinstance(a, Catch | CallUno)]
        return rng.choice(rest) if rest else legal[0]


class NormalUnoBot:
    """Sound heuristics for shedding fast and stopping the player about to go out."""

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        if UNO in legal:
            return UNO
        catches = [a for a in legal if isinstance(a, Catch)]
        return catches[0] if catches else None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        chosen = self.react(view, legal, rng)
        if chosen is not None:
            return chosen
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            for action in (Deal(), Draw(), Pass()):
                if action in legal:
                    return action
            own = [a for a in legal if a.verb in ("stop", "continue")]
            if own:
                return self._stop_or_go_on(view, own)
            return legal[0]
        best = max(plays, key=lambda a: self._worth(view, a))
        if Pass() in legal and self._worth(view, best) < 0:
            return Pass()  # a drawn Jolly is worth more kept for later
        return best

    def _worth(self, view: dict[str, Any], play: Play) -> float:
        me = view["seat"]
        hand = list(view["hand"])
        code = play.codes[0]
        hand.remove(code)
        held = Counter(colour(c) for c in hand if colour(c))
        mine = side(view, me)
        sizes = view["hand_sizes"]
        opponents = [s for s in view["active"] if side(view, s) != mine and s not in view["out"]]
        danger = any(sizes[s] <= CLOSE_TO_OUT for s in opponents if sizes[s])
        nxt = next_seat(view)
        next_is_opponent = nxt is not None and side(view, nxt) != mine
        next_close = next_is_opponent and nxt is not None and 0 < sizes[nxt] <= CLOSE_TO_OUT
        new_colour = play.colour or colour(code)
        worth = PER_CARD_OF_COLOUR * held[new_colour] if new_colour else 0.0
        if colour(code) is None:
            # keep the Jollies for when nothing else fits, unless someone must be stopped
            worth -= JOLLY_KEPT if code == "W" else WILD_KEPT
            if play.colour != max(COLOURS, key=lambda c: (held[c], -COLOURS.index(c))):
                worth -= 5
        if rank(code) in ATTACKS:
            if next_close:
                worth += HIT_CLOSE
            elif not next_is_opponent:
                worth -= HIT_PARTNER
        if danger:
            worth += points(code)
        if len(hand) == 0:
            worth += 1000     # going out beats everything
        return worth

    def _stop_or_go_on(self, view: dict[str, Any], own: list[Action]) -> Action:
        """Ekipni UNO: stop when our side would win the count (fewer points in hand,
        a tie ours; with the count hidden, fewer cards), go on when we are behind and
        our extra turns can turn it round."""
        mine = side(view, view["seat"])
        held = view["points_in_hand"] or [sum(view["hand_sizes"][s] for s in team)
                                          for team in view["teams"]]
        theirs = sum(c for i, c in enumerate(held) if i != mine)
        verb = "stop" if held[mine] <= theirs else "continue"
        return next(a for a in own if a.verb == verb)


# What a play of seed 000's UNO is worth, in points (a card in a hand is one point,
# a Tabla is one point); the weights were measured against the easy bot.
GOING_OUT = 1000.0
HIT = {"skip": 2.0, "d2": 3.0, "Wd4": 5.0, "rev": 1.0}   # cards and lost turns given
SEMAFOR_ON_NUMBER = 1.5    # Table expected from the next player's draws
KEEP_SEMAFOR = 4.0         # the card that goes on anything but a 4+
KEEP_JOKER = 5.0           # the card that lengthens any run of Table
PASS_IT_ON = 20.0          # a draw owed that someone else will make
STOCK_RUNNING_OUT = 12     # cards left in the stock when shedding looms


class TablesUnoBot:
    """Seed 000's UNO: Table and cards in the opponents' hands are the points."""

    def react(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action | None:
        return None   # nothing is done out of turn in this game

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return legal[0]   # draw, "Dalje" or deal: there is no other choice
        if view["phase"] == PHASE_STARTER:
            return min(plays, key=lambda a: self._colour_count(view, a.codes[0]))
        return max(plays, key=lambda a: self._worth(view, a))

    @staticmethod
    def _colour_count(view: dict[str, Any], code: str) -> int:
        """How many cards of this card's colour the hand holds: the dealer lays the
        starter of the colour he needs least."""
        return sum(colour(c) == colour(code) for c in view["hand"])

    def _worth(self, view: dict[str, Any], play: Play) -> float:
        me = view["seat"]
        code = play.codes[0]
        hand = list(view["hand"])
        hand.remove(code)
        if not hand:
            return GOING_OUT
        sizes = view["hand_sizes"]
        nxt = next_seat(view)
        worth = 0.0
        if view["pending_draw"]:
            worth += PASS_IT_ON + (HIT[rank(code)] if rank(code) in ("d2", "Wd4") else 0)
            return worth
        worth += self._tables(view, code)
        if nxt is not None and nxt != me:
            hit = HIT.get(rank(code), 0.0)
            worth += hit * (3 if 0 < sizes[nxt] <= CLOSE_TO_OUT else 1)
        if code == "W":
            worth -= KEEP_SEMAFOR
            if view["top"] == "number":
                worth += SEMAFOR_ON_NUMBER
        if code == "J":
            worth -= KEEP_JOKER
        shed = SHED_TABLES.get(rank(code))
        if shed and view["stock_size"] <= STOCK_RUNNING_OUT:
            worth += shed * (len(view["active"]) - 1)
        new_colour = play.colour or colour(code) or view["colour"]
        worth += 0.5 * sum(colour(c) == new_colour for c in hand)
        return worth

    @staticmethod
    def _tables(view: dict[str, Any], code: str) -> int:
        """The Table this card earns at once, from the run on top of the pile."""
        represents, chain = view["represents"], view["chain"]
        if code == "J":
            return table_award(represents, chain + 1) if represents else 0
        if colour(code) is None:
            return 0
        return table_award(code, chain + 1) if continues_run(represents, code) else 0
