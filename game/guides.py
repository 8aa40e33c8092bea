"""Learn to play: each game's guided first match, written as data.

A guide is a short match on a stacked deck (the contract's `deck=` and `dealer=`)
with seeded computer players, so it plays the same way every time, and a list of
steps. A step has a sentence (`guide.<game>.<say>` in the catalogues), what the
child does then, and optionally a card shown large first (a special card the first
time it comes up). What the child does is written as the action's text ("play 5H",
"play JD H", "flip 3"), a hidden card a player takes by its code ("pick cat"), a
verb ("draw": the move of that kind the hint would show), "hint" (whatever the hint
shows), or nothing: a moment to read, tapped away. The table points at the move
(`CardTable.target_of`), so a new game adds a guide here and words in guide.po,
without code of its own.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from rules import GAMES, decks
from rules.bots import BOTS
from rules.core import Action, CallUno, Match, Pick

from .setup import MatchSetup

CALL_UNO = CallUno()


@dataclass(frozen=True)
class Step:
    say: str            # the sentence: guide.<game>.<say>
    do: str = ""        # what the child does (see the module's docstring); "": read and tap
    card: str = ""      # a card shown large with the sentence before the step


@dataclass(frozen=True)
class Guide:
    """A guided match: the deal, the computer players' seed, and the steps."""

    game: str
    steps: tuple[Step, ...]
    hands: tuple[tuple[str, ...], ...] = ()   # each seat's dealt cards; the child is seat 0
    first: int = 0                            # the seat dealt the first card
    stock: tuple[str, ...] = ()               # what lies after the deal, top first
    fill: str = ""                            # a deck of rules.decks whose other cards follow
    dealer: int = 0
    players: int = 2
    options: tuple[tuple[str, Any], ...] = ()
    seed: int = 1
    bot_level: str = ""                       # the game's first level when empty

    def deck(self) -> list[str]:
        """The stacked deck, top first: the hands dealt one card at a time from `first`."""
        cards = decks.stack(self.hands, self.first) + list(self.stock)
        if self.fill:
            rest = Counter(getattr(decks, self.fill)()) - Counter(cards)
            cards += list(rest.elements())
        return cards

    def setup(self) -> MatchSetup:
        setup = MatchSetup.default(self.game, self.players, seed=self.seed)
        setup.options = dict(self.options)
        # a guided match is scripted for one level, never the fitting one
        setup.bot_level = self.bot_level or next(iter(BOTS[self.game]))
        return setup

    def new_match(self) -> Match:
        return GAMES[self.game].new_match(self.players, seed=self.seed,
                                          options=dict(self.options), deck=self.deck(),
                                          dealer=self.dealer)


def names(action: Action, match: Match) -> set[str]:
    """How a step may name an action: its text, its verb, and for a card taken from a
    face-down fan, the card ("pick cat"), as the seat holding the fan sees it."""
    words = {str(action), action.verb}
    if isinstance(action, Pick):
        words.add(f"pick {match.view(action.seat)['hand'][action.index]}")
    return words


def wanted(step: Step, legal: list[Action], match: Match, hint: Action | None) -> Action | None:
    """The one action the step asks of the child now (None: a step to read, or not yet).
    "uno" is wanted before the rules take it: the button is pressed ahead of the
    second-to-last card, and the table says it when that card is down."""
    if not step.do:
        return None
    if step.do == CALL_UNO.verb:
        return CALL_UNO
    if hint is not None and step.do in ("hint", hint.verb):
        return hint
    return next((a for a in legal if step.do in names(a, match)), None)


CRNI_PETAR = Guide(
    game="crni_petar",
    players=2, dealer=1, first=1, seed=2,
    hands=(("05a", "01a", "05b", "02a", "03a"),
           ("01b", "04a", "02b", "04b", "cat", "03b")),
    steps=(
        Step("cat", card="cat"),
        Step("pairs"),
        Step("pick", "pick 01b"),
        Step("pick_again", "pick cat"),
        Step("cat_yours", card="cat"),
        Step("last", "pick 03b"),
    ),
)

EVROPA_MEMO = Guide(
    game="evropa_memo",
    players=1, seed=1,
    stock=("RS:map", "FR:flag", "IT:map", "RS:flag", "FR:map", "IT:flag"),
    steps=(
        Step("flip", "flip 0", card="RS:flag"),
        Step("flip_second", "flip 1"),
        Step("flip_new", "flip 3"),
        Step("remember", "flip 0"),
        Step("flip_again", "flip 4"),
        Step("remember_again", "flip 1"),
        Step("last", "flip 2"),
        Step("last_mate", "flip 5"),
    ),
)

EVROPA = Guide(
    game="evropa",
    players=2, dealer=1, first=0, seed=1,
    options=(("countries", "six"),),
    hands=(("RS:map", "FR:flag", "IT:map", "DE:flag"),
           ("RS:flag", "ES:map", "GB:flag", "FR:map")),
    stock=("IT:flag", "GB:map", "ES:flag", "DE:map"),
    steps=(
        Step("open", "play RS:map", card="RS:map"),
        Step("cover", "play", card="FR:flag"),
        Step("extra", "play IT:map"),
        Step("draw", "draw"),
        Step("last", "play DE:flag"),
    ),
)

SEDAM_I_OSAM = Guide(
    game="sedam_i_osam",
    players=2, dealer=1, first=0, seed=1, fill="standard_52",
    options=(("deals", "single"),),
    hands=(("5H", "8H", "7H", "JD", "10C"),
           ("2C", "9S", "3D", "10D", "4S")),
    stock=("3H", "6D", "2S", "AD", "10S"),
    steps=(
        Step("suit", "play 5H"),
        Step("eight", "play 8H", card="8H"),
        Step("seven", "play 7H", card="7H"),
        Step("last", "uno"),
        Step("jack", "play JD C", card="JD"),
        Step("draw", "draw"),
        Step("several", "play 10S 10C"),
    ),
)

# Three players, since with two a Nine changes nothing ("U igri za 2 igrača, Devetka nema
# nikakvu ulogu"): the child's Nine turns the round, so the player on the other side
# plays next; each computer has one card that fits, or none.
DZOKER_I_DEVETKA = Guide(
    game="dzoker_i_devetka",
    players=3, dealer=2, first=0, seed=1, fill="standard_54",
    options=(("deals", "single"),),
    hands=(("5H", "9C", "X", "6H", "6C"),
           ("5C", "2D", "4D", "10D", "QS"),
           ("KC", "3D", "4S", "10S", "2S")),
    stock=("3H", "2H", "QD", "6D", "10C", "AS"),
    steps=(
        Step("suit", "play 5H"),
        Step("nine", "play 9C", card="9C"),
        Step("joker", "play X H", card="X"),
        Step("several", "play 6H 6C"),
    ),
)

# The UNO family: two players unless the game needs more, one deal, the computer's
# cards chosen so that it has (nearly) one card to play each turn; the child presses
# UNO before the second-to-last card ("uno"), and the table says it when that is down.

ADRIATIC = Guide(
    game="adriatic",
    players=2, dealer=1, first=1, seed=1, fill="uno_108",
    options=(("deals", "single"),),
    hands=(("R7", "G7", "W", "Yskip", "Yd2", "B9", "B4"),
           ("B7", "G5", "Y1", "B8", "B2", "B0", "B6")),
    stock=("R3", "R1", "R2", "Y8"),
    steps=(
        Step("colour", "play R7"),
        Step("number", "play G7"),
        Step("jolly", "play W Y", card="W"),
        Step("skip", "play Yskip", card="Yskip"),
        Step("draw_two", "play Yd2", card="Yd2"),
        Step("draw", "draw"),
        Step("uno", "uno"),
        Step("second", "play B9"),
        Step("last", "play B4"),
    ),
)

# With more players, every computer card is red (then the colour on the table stays
# red, whatever each one plays) or a colour and a number never on the table.
ADRIATIC_PAIRS = Guide(
    game="adriatic_pairs",
    players=4, dealer=3, first=3, seed=1,
    options=(("deals", "single"),),
    hands=(("R7", "Rskip", "Rd2", "Rrev", "W", "R9", "G9"),
           ("R2", "R4", "Yskip", "Gskip", "Bskip", "Yd2", "Gd2"),
           ("R6", "R8", "R0", "R2", "Y1", "G3", "B5"),
           ("R4", "R6", "R8", "Y3", "G1", "B1", "Y5")),
    stock=("R3", "G5", "B3", "Y1", "G3", "G5", "B1", "B3", "Y3", "B5", "Y5", "G1"),
    steps=(
        Step("partner"),
        Step("direction", "play R7"),
        Step("skip", "play Rskip", card="Rskip"),
        Step("draw_two", "play Rd2", card="Rd2"),
        Step("reverse", "play Rrev", card="Rrev"),
        Step("jolly", "play W R", card="W"),
        Step("uno", "uno"),
        Step("second", "play R9"),
        Step("last", "play G9"),
    ),
)

# Going out takes a long game with six players: the choice to stop or go on is told.
ADRIATIC_TEAMS = Guide(
    game="adriatic_teams",
    players=6, dealer=5, first=5, seed=1,
    options=(("deals", "single"),),
    hands=(("R7", "Rskip", "Rd2", "W", "R3", "Y7", "B7"),
           ("R1", "Yskip", "Gskip", "Bskip", "Yd2", "Gd2", "Bd2"),
           ("R1", "R5", "R0", "Y3", "G3", "B9", "Y9"),
           ("R5", "R2", "R4", "Yskip", "Yrev", "Grev", "B3"),
           ("R2", "R4", "R6", "Gskip", "Brev", "Yrev", "G9"),
           ("R6", "R8", "R8", "Bskip", "Yd2", "Grev", "B9")),
    stock=("R3", "Y3", "G3", "B3", "Y9", "G9"),
    steps=(
        Step("teams"),
        Step("direction", "play R7"),
        Step("skip", "play Rskip", card="Rskip"),
        Step("draw_two", "play Rd2", card="Rd2"),
        Step("jolly", "play W R", card="W"),
        Step("choice"),
    ),
)

UNO = Guide(
    game="uno",
    players=2, dealer=1, first=1, seed=1, fill="uno_112",
    options=(("deals", "single"),),
    hands=(("R8", "G8", "Gd2", "Gskip", "Grev", "Wd4", "Y6", "B1", "B9", "R2"),
           ("G8", "G2", "B4", "Y1", "Y3", "Y5", "Y7", "B3", "B6", "B7")),
    stock=("R3", "Y9", "B9", "R9", "R6", "B5", "G4"),
    steps=(
        Step("colour", "play R8"),
        Step("tabla", "play G8", card="G8"),
        Step("plus_two", "play Gd2", card="Gd2"),
        Step("stop", "play Gskip", card="Gskip"),
        Step("most", "play Grev", card="Grev"),
        Step("draw_rule"),
        Step("draw", "draw"),
        Step("plus_four", "play Wd4 Y", card="Wd4"),
        Step("after_four", "play Y6"),
    ),
)

UNO_PRENOS = Guide(
    game="uno_prenos",
    players=2, dealer=1, first=1, seed=1, fill="uno_112",
    options=(("deals", "single"),),
    hands=(("R8", "Rd2", "Rskip", "R5", "Wd4", "B6", "Y3", "Y9", "G4", "G7"),
           ("Rd2", "B1", "Y1", "Y2", "Y3", "Y4", "G1", "G2", "G3", "G9")),
    stock=("R3", "Wd4", "Y7", "G2", "G3", "Y4", "Y8", "G8", "Y9", "G9", "Y1", "G1", "Y2",
           "Y5", "R7", "G6", "B2"),
    steps=(
        Step("colour", "play R8"),
        Step("pass_two", "play Rd2", card="Rd2"),
        Step("stop", "play Rskip", card="Rskip"),
        Step("colour_again", "play R5"),
        Step("pass_four", "play Wd4 B", card="Wd4"),
        Step("after_four", "play B6"),
        Step("draw", "draw"),
    ),
)

UNO_MOST = Guide(
    game="uno_most",
    players=2, dealer=1, first=1, seed=1, fill="uno_112",
    options=(("deals", "single"),),
    hands=(("R8", "Rrev", "Rskip", "R5", "Brev", "B6", "Y3", "Y9", "G4", "G7"),
           ("Rd2", "B1", "Y1", "Y2", "Y3", "Y4", "G1", "G2", "G3", "G9")),
    stock=("R3", "Wd4", "Y7", "G2", "G3", "Y4", "Y8", "G8", "Y9", "G9", "Y1", "G1", "Y2",
           "R7", "B2"),
    steps=(
        Step("colour", "play R8"),
        Step("bridge_two", "play Rrev", card="Rrev"),
        Step("stop", "play Rskip", card="Rskip"),
        Step("colour_again", "play R5"),
        Step("bridge_four", "play Brev", card="Wd4"),
        Step("after_four", "play B6"),
        Step("draw", "draw"),
    ),
)

# The Uno card is drawn, so that nothing fits before it.
UNO_CLASSIC = Guide(
    game="uno_classic",
    players=2, dealer=1, first=1, seed=1,
    options=(("deals", "single"),),
    hands=(("R7", "G7", "Gskip", "Gd2", "Grev", "Y9", "Y4"),
           ("B7", "G5", "Y1", "Y2", "Y3", "Y5", "Y6")),
    # no other cards follow: the last card of the deck is the first on the pile
    stock=("R1", "R2", "UNO", "R8", "R5", "G1", "G3", "G4", "G6", "B2", "B5", "R6", "B8",
           "R4", "G8", "R3"),
    steps=(
        Step("colour", "play R7"),
        Step("number", "play G7"),
        Step("stop", "play Gskip", card="Gskip"),
        Step("plus_two", "play Gd2", card="Gd2"),
        Step("reverse", "play Grev", card="Grev"),
        Step("draw", "draw"),
        Step("uno_card", "play UNO Y", card="UNO"),
        Step("uno", "uno"),
        Step("second", "play Y9"),
        Step("last", "play Y4"),
    ),
)

# The normal computer player bluffs a +4 (holding blue) when the child is nearly out:
# the challenge catches it. The Wild is drawn, so that nothing fits before it.
UNO_OFFICIAL = Guide(
    game="uno_official",
    players=2, dealer=1, first=1, seed=1, fill="uno_108", bot_level="normal",
    options=(("deals", "single"),),
    hands=(("R7", "G7", "Gskip", "Grev", "Gd2", "B9", "B4"),
           ("B7", "G5", "Wd4", "B1", "B2", "B3", "B5")),
    stock=("R3", "R1", "R2", "W", "G1", "G2", "G3", "G4"),
    steps=(
        Step("colour", "play R7"),
        Step("number", "play G7"),
        Step("skip", "play Gskip", card="Gskip"),
        Step("reverse", "play Grev", card="Grev"),
        Step("plus_two", "play Gd2", card="Gd2"),
        Step("draw", "draw"),
        Step("wild", "play W B", card="W"),
        Step("challenge", "challenge", card="Wd4"),
        Step("uno", "uno"),
        Step("second", "play B9"),
        Step("last", "play B4"),
    ),
)

UNOTAN = Guide(
    game="unotan",
    players=2, dealer=1, first=1, seed=1, fill="uno_112",
    options=(("deals", "single"),),
    hands=(("G5", "G6", "J", "W", "R7", "Rskip", "Y1", "Y2", "R1", "G1"),
           ("B5", "R2", "R9", "B9", "B1", "B2", "Y9", "Y8", "G9", "G1")),
    # the computer can only open the blue run, then draws these and says Dalje
    stock=("Y3", "R3", "Y4", "G2", "Y6", "B7"),
    steps=(
        Step("open", "play G5"),
        Step("next", "put G6 0"),
        Step("joker", "put J 1", card="J"),
        Step("semafor", "put W 0", card="W"),
        Step("colour", "put R7 0"),
        Step("stop", "put Rskip 0", card="Rskip"),
        Step("draw", "draw"),
        Step("drawn", "put B7 1"),
    ),
)

# Remino: four rounds of one deal. The computer's cards make no meld, so it only draws
# and discards; the child discards, opens with a run held by a Most, melds a group,
# and in the fourth round lays the card drawn off on the run.
REMINO = Guide(
    game="remino",
    players=2, dealer=1, first=0, seed=1, fill="uno_112", bot_level="easy",
    options=(("deals", "single"),),
    hands=(("R9", "B3", "Brev", "B5", "R7", "Y7", "G7", "B8", "Y6", "G1", "Y3", "R2", "G9",
            "Yskip", "Rd2"),
           ("B1", "B4", "Y9", "G0", "Gskip", "Yd2", "R8", "G8", "R1", "Y5", "G3", "Bskip",
            "Rrev", "Wd4")),
    # under the stock, the pile, then the draws: the computer's and the child's in turn
    stock=("Y8", "G4", "Y2", "G2", "G5", "Y1", "B7", "B6"),
    steps=(
        Step("rummy"),
        Step("first", "play R9"),
        Step("draw", "draw"),
        Step("most", "meld B3 Brev B5", card="Brev"),
        Step("discard", "play B8"),
        Step("draw_again", "draw"),
        Step("group", "meld R7 Y7 G7"),
        Step("discard_again", "play Y6"),
        Step("round_four"),
        Step("draw_last", "draw"),
        Step("layoff", "layoff 0 B3 Brev B5 B6"),
    ),
)

GUIDES: dict[str, Guide] = {guide.game: guide for guide in (
    CRNI_PETAR, EVROPA_MEMO, EVROPA, SEDAM_I_OSAM, DZOKER_I_DEVETKA, ADRIATIC, ADRIATIC_PAIRS,
    ADRIATIC_TEAMS, UNO, UNO_PRENOS, UNO_MOST, UNO_CLASSIC, UNO_OFFICIAL, UNOTAN, REMINO)}
