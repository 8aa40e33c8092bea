"""UNO with the 121-card party deck and the "Uno" card — seed 002.

The rules in plain words. 121 cards: in each of four colours one 0, two each of 1 to
10 and two each of "okreni krug" (reverse), "stop" and "+2"; eight black "promeni
boju" (wild), four black "+4" and a single black "Uno" card. 2 to 10 players. The
player who cuts turns the last card of the deck face up: it starts the pile; the
dealer deals 7 cards each, the rest is the stock. In turn, players answer the last
card played with a card of its colour or of its number; a colour special also goes
on the same special of another colour; "+4", "promeni boju" and "Uno" go on any
card, and the player names the colour to follow. A player with nothing to answer
draws one card and plays it if it fits, else the turn passes. Reverse turns the
round; stop: the next player loses his turn; +2: the next player draws 2 (and loses
his turn); +4: the next player draws 4 (and loses his turn); "Uno": every other
player draws 5. Whoever is left with one card says "Uno"; caught without it, he
draws 2. The first player out of cards wins the deal: he writes −10 (−20 when his
last card was the "Uno" card), the others add up their cards (numbers at face value,
colour specials 10, black cards 20, the "Uno" card 50). Deals go on until someone
reaches 1000; the lowest score wins. Jumping in (rules/jump_in.py) is an option:
off, "Mađarska" (an identical number card) or liberal (any identical card, the
effects add up). With two players "okreni krug" is the same player's turn again, or,
as an option, only turns the round, so the other player is next.

Every reading of what the seed leaves open is written down in docs/rules/uno_classic.md.
"""

from __future__ import annotations

from typing import Any

from . import decks
from .core import (
    PHASE_DRAWN,
    Action,
    CallUno,
    CardMoved,
    Catch,
    Deal,
    Draw,
    Event,
    GameSpec,
    Pass,
    Play,
    PlayerOut,
    Rng,
    one_deck,
)
from .jump_in import JUMP_IN_VALUES, JumpInMatch
from .uno_family import (
    COLOUR_OF,
    DRAW,
    DRAW_TWO,
    PASS,
    PLAYS,
    RANK_OF,
    REVERSE,
    SKIP,
    UNO_PHASES,
    WILD_DRAW_FOUR,
    points_table,
    special_card,
)
from .uno_family import sample_match as _sample_match

UNO_CARD = "UNO"
EVERYONE_DRAWS = 5   # "svi igrači osim onog ko je odigrao ovu kartu vuku po 5 karata"
WINNER_POINTS = -10  # "onaj ko pobedi u jednom deljenju dobija -10"
UNO_WINNER_POINTS = -20  # "(ili -20 ako je poslednja karta koju je odigrao bila "Uno")"


class UnoClassic(JumpInMatch):
    """A match of the 121-card party UNO; variants are options (jump-in, target, deals)."""

    DECK = staticmethod(decks.uno_121)
    # "'specijalne' nose +10, crne ("+4" i "promena boje") po +20, a "Uno" +50"
    POINTS = points_table(zero=0, special=10, black=20, uno=50)
    HAND_SIZE = 7  # "podeli se svima po 7 karata"
    STARTER_AT_BOTTOM = True
    UNO_PENALTY = 2  # "mora da vuče 2 karte sa talona"

    # -- the deal --------------------------------------------------------------------

    def _turn_starter(self) -> list[Event]:
        # "onaj ko preseče špil poslednju kartu stavlja licem na gore": the bottom card
        code = self.stock.pop(0)          # STARTER_AT_BOTTOM
        self.lay_starter(code)
        return [CardMoved(code, "stock", "pile", True, 0, len(self.stock))]

    # -- what may be played ------------------------------------------------------------

    def playable(self, code: str) -> bool:
        """"+4", "promeni boju" and "Uno" on anything; the rest on its colour, its number
        or the same special (`matches`)."""
        return COLOUR_OF[code] is None or self.matches(code)

    def _can_play_drawn(self, seat: int, code: str) -> bool:
        return self.playable(code)

    def _drawn_playable(self, seat: int, code: str) -> list[Event]:
        # "ako je izvukao odgovarajuću odigra je": a colour card goes at once; for a
        # black card the player still names the colour (phase "drawn")
        if COLOUR_OF[code] is None:
            return []
        return self._play(seat, code, None)

    def _waits_after_draw(self, seat: int, code: str) -> bool:
        return COLOUR_OF[code] is None

    def _turn_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        if self.pending_draw:
            # the cards of a +2 or +4 are drawn as the turn; only the twin of the top
            # card, jumping in under the liberal rule, passes them on
            return [DRAW, *self.jump_plays(seat)]
        if self.phase == PHASE_DRAWN:
            return list(PLAYS[hand[-1]])
        actions: list[Action] = [a for code in dict.fromkeys(hand) if self.playable(code)
                                 for a in PLAYS[code]]
        if not actions:
            # "Ako igrač nema odgovarajuću kartu, vuče ... jednu"
            actions.append(DRAW if self.can_draw() else PASS)
        return actions

    # -- what a card does ----------------------------------------------------------------

    def _after_play(self, seat: int, code: str, colour_before: str | None) -> list[Event]:
        hand = self.hands[seat]
        if len(hand) == 1:
            # "Igrač kome ostane samo jedna karta u ruci dužan je da glasno kaže "Uno""
            self.uno_window = seat
        events: list[Event] = []
        skip = 0
        rank = RANK_OF[code]
        if rank == DRAW_TWO:
            events += self.owe_draw(2)  # "uzima dve karte"
        elif rank == WILD_DRAW_FOUR:
            events += self.owe_draw(4)  # "vuče 4 karte"
        elif rank == SKIP:
            # "preskače svoj potez"; stops jumped on a fresh stop add up: "preskače 2
            # igrača" (never more than the other players)
            skip = min(self.streak, len(self.rotation) - 1)
        elif rank == REVERSE:
            # "okreće krug igranja u suprotnu stranu"; with two the seed says no more: the
            # table's reading, by default the same player goes on (docs/rules/uno_classic.md)
            events += self.reverse()
            skip = 1 if len(self.rotation) == 2 and self.options["reverse_for_two"] == "skip" else 0
        elif code == UNO_CARD:
            for other in self._others(seat):
                events += self.draw_cards(other, EVERYONE_DRAWS)
        if not hand:
            return events + self._went_out(seat, skip)
        return events + self.pass_turn(skip)

    def _others(self, seat: int) -> list[int]:
        """The other seats in the order of play from `seat`."""
        others = [self.next_seat(seat)]
        while others[-1] != seat:
            others.append(self.next_seat(others[-1]))
        return others[:-1]

    # -- the end of a deal ---------------------------------------------------------------

    def _went_out(self, seat: int, skip: int) -> list[Event]:
        events: list[Event] = [PlayerOut(seat)]
        if self.pending_draw:
            # a last +2 or +4 is still drawn before the count (docs/rules/uno_classic.md)
            cards, self.pending_draw = self.pending_draw, 0
            events += self.draw_cards(self.next_player(), cards)
        last = self.pile[-1]
        return events + self._score(seat, UNO_WINNER_POINTS if last == UNO_CARD else WINNER_POINTS)

    def _score(self, winner: int, points: int) -> list[Event]:
        """"onaj ko pobedi ... dobija -10 ..., a ostali sabiraju svoje karte" """
        gained = [self.hand_points(s) for s in range(self.players)]
        gained[winner] = points
        parts = [[("cards", p)] if p else [] for p in gained]
        parts[winner] = [("bonus", points)]
        return self.end_deal(gained, (winner,), parts)

    def _blocked(self) -> list[Event]:
        # nobody can play or draw: scored as if the lowest hand had gone out
        return self._score(self.lowest_hand(), WINNER_POINTS)

    def _match_winners(self) -> tuple[int, ...] | None:
        if self.options["deals"] == "single":
            return tuple(self.last_deal["winners"]) if self.last_deal else ()
        # "Igra se uglavnom do neke okrugle cifre, recimo 1000": lowest score wins
        if max(self.side_scores) < self.target:
            return None
        low = min(self.side_scores)
        return tuple(s for s in range(self.players) if self.side_scores[s] == low)


OPTIONS: dict[str, tuple[Any, tuple[Any, ...]]] = {
    "target": (1000, (1000, 500, 300)),
    "deals": ("to_target", ("to_target", "single")),
    "jump_in": ("off", JUMP_IN_VALUES),
    # with two players "okreni krug" works as a stop, or only turns the round
    "reverse_for_two": ("skip", ("skip", "turn")),
}
# The presets are quick games of one deal each (the defaults are the seed's game to
# 1000): that keeps the generic contract test, which plays every preset, in its time.
PRESETS: dict[str, dict[str, Any]] = {
    "one_deal": {"deals": "single"},
    "madjarska": {"jump_in": "numbers", "deals": "single"},
    "liberal": {"jump_in": "any", "deals": "single"},
}

# "okreni krug", "stop", "+2", "promeni boju", "+4", "Uno"
SPECIAL_CARDS = tuple(special_card(code, "classic", "uno_classic")
                      for code in ("Brev", "Rskip", "Yd2", "W", "Wd4", "UNO"))


def _sample(view: dict[str, Any], rng: Rng) -> UnoClassic:
    """A match consistent with what `view["seat"]` sees, for a search bot."""
    match = _sample_match(SPEC, view, rng)
    assert isinstance(match, UnoClassic)
    return match


SPEC = GameSpec(
    id="uno_classic",
    min_players=2,
    max_players=10,  # "Popularna društvena igra za 2 do 10 igrača"
    match_class=UnoClassic,
    lowest_wins=True,   # "onaj ko pobedi u jednom deljenju dobija -10 ... a ostali sabiraju"
    options=OPTIONS,
    presets=PRESETS,
    actions=(Play, Draw, Pass, CallUno, Catch, Deal),
    special_cards=SPECIAL_CARDS,
    sample=_sample,
    cards=one_deck(UnoClassic.DECK),
    phases=UNO_PHASES,
)
