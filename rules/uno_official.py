"""UNO by the manufacturer's rules, with the house rules as options — seed 003.

The rules in plain words. 108 cards (or 112: with Wild Shuffle Hands and three custom
wilds whose rule the table agrees on), 2 to 10 players. Everyone draws a card; the
highest number deals (specials count as zero). Seven cards each; the top card of the
stock starts the discard pile, and its effect applies at once (a +2: the first player
draws two and is skipped; a Wild +4 goes back into the deck and another card is
turned). The player left of the dealer begins, play goes left. You play a card of
the same colour, number or symbol; a wild always. Or you draw one card (when you have
nothing, or do not want to play), and may play that card at once, no other. Skip,
Reverse, Draw Two as usual; a Wild names the colour; a Wild +4 names the colour and
the next player draws four and is skipped — it may be played only without a card of
the current colour, and the next player may challenge it: the +4 player shows his
hand to the challenger alone; guilty, he draws the four himself; innocent, the
challenger draws six. Say "UNO" with your second-to-last card: caught before the next
player begins, you draw two. A last +2 or +4 is still drawn. The winner of a deal
scores the cards left in the other hands (numbers at face value, +2, Reverse and
Skip 20, wilds 50), to 500, or a single deal. With two players Reverse works as Skip.
House rules as options: stacking +2 on +2 and +4 on +4, drawing until you can play,
the 7-0 rule, jumping in (rules/jump_in.py).

Every reading of what the seed leaves open is written down in docs/rules/uno_official.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import chain
from typing import Any, ClassVar

from . import decks
from .core import (
    PHASE_DRAWN,
    PHASE_PLAY,
    Accept,
    Action,
    CallUno,
    CardMoved,
    Catch,
    Challenge,
    Deal,
    Draw,
    Event,
    GameSpec,
    Pass,
    Play,
    PlayerOut,
    Rng,
)
from .jump_in import JumpInMatch
from .uno_family import (
    CODES_OF_COLOUR,
    COLOUR_OF,
    DRAW,
    DRAW_TWO,
    HANDS,
    PASS,
    PLAYS,
    RANK_OF,
    REVERSE,
    SKIP,
    UNO_PHASES,
    WILD_DRAW_FOUR,
    DrawOwed,
    plays_on,
    points_table,
    special_card,
)
from .uno_family import sample_match as _sample_match

SHUFFLE_HANDS = "Wshuffle"
CUSTOM_WILD = "Wcustom"
LOST_CHALLENGE_EXTRA = 2  # "izazivač vuče šest karata: četiri za +4 i dve za neuspeli izazov"
PHASE_CHALLENGE = "challenge"   # the seat after a +4 challenges it or accepts the draw
PHASE_SWAP = "swap"             # the 7-0 rule: the player of a 7 chooses whom to swap with


@dataclass(frozen=True)
class Swap(Action):
    """The 7-0 rule: the player of a 7 swaps hands with `seat`."""

    verb: ClassVar[str] = "swap"
    seat: int


CHALLENGE = Challenge()
ACCEPT = Accept()
SWAPS: tuple[Swap, ...] = tuple(Swap(s) for s in range(16))


@dataclass(frozen=True)
class DrewForDeal(Event):
    """`seat` drew `code` to see who deals ("deli onaj sa najvećim brojem")."""

    name: ClassVar[str] = "drew_for_deal"
    seat: int
    code: str


@dataclass(frozen=True)
class Challenged(Event):
    """`by` challenged the Wild +4 of `seat`, who was `guilty` or not."""

    name: ClassVar[str] = "challenged"
    seat: int
    by: int
    guilty: bool


@dataclass(frozen=True)
class HandsExchanged(Event):
    """Hands changed owners: "swap" (7), "pass" (0, a custom wild) or "shuffle"."""

    name: ClassVar[str] = "hands_exchanged"
    seat: int
    how: str


def deal_value(code: str) -> int:
    """"specijalne karte računaju se kao nula" """
    rank = RANK_OF[code]
    return int(rank) if rank.isdigit() else 0


def _deck(options: dict[str, Any]) -> Callable[[], list[str]]:
    """The deck the options choose: "Špilovi proizvedeni od 2018. imaju 112 karata", the
    older ones 108."""
    return decks.uno_112_official if options["deck_size"] == "112" else decks.uno_108


class UnoOfficial(JumpInMatch):
    """A match of UNO by the manufacturer's rules; the house rules are options."""

    POINTS = points_table(zero=0, special=20, black=50)
    HAND_SIZE = 7  # "Svaki igrač dobija sedam karata"
    UNO_PENALTY = 2  # "vučete dve karte kaznu"

    def __init__(self, spec: GameSpec, players: int, seed: int, options: dict[str, Any],
                 deck: list[str] | None, dealer: int | None) -> None:
        self.DECK = _deck(options)
        self.stacking: bool = options["stack_draws"]
        self.draw_until: bool = options["draw_until_playable"]
        self.seven_zero: bool = options["seven_zero"]
        self.custom: str = options["custom_wild"]
        self.challenge: dict[str, Any] | None = None  # the +4 that may be challenged
        self.shown: dict[str, Any] | None = None      # a hand shown to a challenger
        super().__init__(spec, players, seed, options, deck, dealer)

    # -- the deal ------------------------------------------------------------------

    def start_deal(self, deck: list[str] | None) -> list[Event]:
        events: list[Event] = []
        if self.deal_number == 0 and self._start["dealer"] is None:
            events = self._draw_for_dealer()
        self.challenge = self.shown = None
        return events + super().start_deal(deck)

    def _draw_for_dealer(self) -> list[Event]:
        """"Svaki igrač izvuče kartu; deli onaj sa najvećim brojem (specijalne karte
        računaju se kao nula)." A tie draws again among the tied."""
        cards = list(self.full_deck)
        self.rng.shuffle(cards)
        contenders = list(range(self.players))
        events: list[Event] = []
        while len(contenders) > 1 and len(cards) >= len(contenders):
            drawn = [(seat, cards.pop()) for seat in contenders]
            events += [DrewForDeal(seat, code) for seat, code in drawn]
            best = max(deal_value(code) for _, code in drawn)
            contenders = [seat for seat, code in drawn if deal_value(code) == best]
        self.dealer = contenders[0]
        return events

    def _turn_starter(self) -> list[Event]:
        # "Ako je okrenut džoker +4, vraća se u špil i okreće se nova karta."
        events: list[Event] = []
        stock = self.stock
        for _ in range(len(stock)):
            if stock[-1] != WILD_DRAW_FOUR:
                break
            events.append(self.lay_starter(stock.pop()))
            self.pile.pop()
            place = self.rng.below(len(stock))  # anywhere under the next card
            stock.insert(place, WILD_DRAW_FOUR)
            events.append(CardMoved(WILD_DRAW_FOUR, "pile", "stock", False,
                                    len(stock) - 1 - place, 0))
        return events + [self.lay_starter(stock.pop())]

    def _start_play(self) -> list[Event]:
        # "Ako je prva okrenuta karta specijalna, njen efekat važi odmah"
        self.turn = self.dealer
        rank = RANK_OF[self.pile[-1]]
        if rank == DRAW_TWO:
            # "ako je +2, prvi igrač vuče dve karte i preskače se"
            return self.owe_draw(2) + self.pass_turn()
        if rank == SKIP:
            return self.pass_turn(1)
        if rank == REVERSE:
            if len(self.rotation) == 2:
                return self.pass_turn(1)
            # the dealer begins, and play goes right
            events = self.reverse()
            self.turn = self.next_seat(self.dealer, 1)
            return events + self.pass_turn()
        # a wild: the first player may play any card (docs/rules/uno_official.md)
        return self.pass_turn()

    # -- what may be played ----------------------------------------------------------

    def playable(self, code: str) -> bool:
        """"po boji", "po broju", "po simbolu"; "džokera možete da spustite uvek". A
        Wild +4 too: whether it was allowed is for a challenge to find out."""
        return COLOUR_OF[code] is None or self.matches(code)

    def _can_play_drawn(self, seat: int, code: str) -> bool:
        return self.playable(code)

    def _turn_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        phase = self.phase
        if phase == PHASE_CHALLENGE:
            # "Igrač koji treba da vuče četiri karte može da posumnja i izazove"
            actions: list[Action] = [CHALLENGE, ACCEPT]
            if self.stacking and WILD_DRAW_FOUR in hand:
                actions += PLAYS[WILD_DRAW_FOUR]
            return actions
        if phase == PHASE_SWAP:
            return [SWAPS[s] for s in self.rotation if s != seat]
        if self.pending_draw:
            actions = [DRAW]
            if self.stacking:
                # "Slaganje +2 na +2": passes the draw on
                actions += [a for code in dict.fromkeys(hand) if RANK_OF[code] == DRAW_TWO
                            for a in PLAYS[code]]
            return actions
        if phase == PHASE_DRAWN:
            # "Tu kartu smete odmah da odigrate ako odgovara. Ostale karte iz ruke na tom
            # potezu ne smete da igrate." The card found by drawing on is drawn too.
            return [*PLAYS[hand[-1]], PASS]
        # `playable` for every distinct card of the hand, by table, as Adriatic does
        table = plays_on(self.colour, self.rank, True)
        actions = list(chain.from_iterable(map(table.__getitem__, dict.fromkeys(hand))))
        # "Ako nemate kartu koja odgovara, ili ne želite da je spustite, vučete jednu";
        # drawing until you find a card is for a player who has none
        if self.can_draw() and not (self.draw_until and actions):
            actions.append(DRAW)
        elif not actions:
            actions.append(PASS)
        return actions

    # -- what a card does --------------------------------------------------------------

    def _after_play(self, seat: int, code: str, colour_before: str | None) -> list[Event]:
        hand = self.hands[seat]
        rank = RANK_OF[code]
        if not hand:
            return self._went_out(seat, 0)
        events: list[Event] = []
        skip = 0
        if rank == DRAW_TWO:
            events += self.owe_draw(2)
        elif rank == WILD_DRAW_FOUR:
            self.challenge = {"seat": seat, "colour": colour_before, "hand": list(hand)}
            events += self.owe_draw(4)
        elif rank == SKIP:
            skip = 1
        elif rank == REVERSE:
            # "Promena smera radi kao preskoči" with two players
            events += self.reverse()
            skip = 1 if len(self.rotation) == 2 else 0
        elif rank == "7" and self.seven_zero:
            # "Sedmicom menjate ruku sa izabranim igračem"
            self.phase = PHASE_SWAP
            return events
        elif rank == "0" and self.seven_zero:
            # "a nulom svi dodaju ruke sledećem"
            events += self.pass_hands(seat, self.direction)
        elif code == SHUFFLE_HANDS:
            events += self.shuffle_hands(seat)
        elif code == CUSTOM_WILD:
            events += self.custom_rule(seat)
        self.open_uno_window(seat)
        events += self.pass_turn(skip)
        if rank == WILD_DRAW_FOUR:
            self.phase = PHASE_CHALLENGE
        return events

    def open_uno_window(self, seat: int) -> None:
        """"Kad spuštate pretposlednju kartu, morate da kažete „Uno“" (after what the
        card did: a 7 or a 0 may have changed the hand)."""
        self.uno_window = seat if len(self.hands[seat]) == 1 else None

    def exchange(self, receiver: dict[int, int]) -> list[Event]:
        """Every hand of `receiver`'s keys goes to the seat it names. The moves follow
        one another: each takes the giver's first card (its own cards lie before those
        it has been given) and puts it after the taker's last."""
        old = {seat: self.hands[seat] for seat in receiver}
        self.passes = 0   # the hands changed: the deal moves
        sizes = {seat: len(hand) for seat, hand in old.items()}
        events: list[Event] = []
        for giver, taker in receiver.items():
            self.hands[taker] = old[giver]
            self.said_uno[taker] = False
            for code in old[giver]:
                events.append(CardMoved(code, HANDS[giver], HANDS[taker], False,
                                        sizes[taker], 0))
                sizes[giver] -= 1
                sizes[taker] += 1
        return events

    def pass_hands(self, seat: int, direction: int) -> list[Event]:
        """Everyone passes their hand to the next player in `direction`."""
        events = self.exchange({s: self.next_seat(s, direction) for s in self.rotation})
        return events + [HandsExchanged(seat, "pass")]

    def shuffle_hands(self, seat: int) -> list[Event]:
        """Wild Shuffle Hands: "meša i ponovo deli karte iz svih ruku", dealt one at a
        time from the player on the left of the one who played it."""
        held = [(code, s, i) for s in self.rotation for i, code in enumerate(self.hands[s])]
        self.rng.shuffle(held)
        order = [self.next_seat(seat, 1)]
        while len(order) < len(self.rotation):
            order.append(self.next_seat(order[-1], 1))
        hands: dict[int, list[str]] = {s: [] for s in self.rotation}
        kept = {s: list(range(len(self.hands[s]))) for s in self.rotation}  # not yet dealt
        events: list[Event] = []
        for k, (code, giver, index) in enumerate(held):
            taker = order[k % len(order)]
            at = kept[giver].index(index)     # where the card lies now, before those dealt
            del kept[giver][at]
            events.append(CardMoved(code, HANDS[giver], HANDS[taker], False,
                                    len(kept[taker]) + len(hands[taker]), at))
            hands[taker].append(code)
        for s, cards in hands.items():
            self.hands[s] = cards
            self.said_uno[s] = False
        self.passes = 0
        return events + [HandsExchanged(seat, "shuffle")]

    def custom_rule(self, seat: int) -> list[Event]:
        """The rule the table wrote on its blank wilds ("tri prazna džokera na koja
        igrači sami upisuju pravilo"): one of a few, chosen before the match."""
        if self.custom == "pass_hands":
            return self.pass_hands(seat, 1)   # everyone passes their hand left
        if self.custom == "others_draw":
            events: list[Event] = []
            for other in self.rotation:
                if other != seat:
                    events += self.draw_cards(other, 1)
            return events
        return []

    def _apply_own(self, seat: int, action: Action) -> list[Event]:
        self.uno_window = None
        if isinstance(action, Challenge):
            return self._challenge(seat)
        if isinstance(action, Accept):
            self.challenge = None
            self.phase = PHASE_PLAY
            return self._draw(seat)
        assert isinstance(action, Swap)
        events = self.exchange({seat: action.seat, action.seat: seat})
        events.append(HandsExchanged(seat, "swap"))
        self.phase = PHASE_PLAY
        self.open_uno_window(seat)
        return events + self.pass_turn()

    def _challenge(self, seat: int) -> list[Event]:
        """"Tada ovaj pokazuje svoje karte samo njemu": guilty, the +4 player draws
        the cards; innocent, the challenger draws them and two more, and loses his turn."""
        challenge = self.challenge
        assert challenge is not None
        culprit = challenge["seat"]
        # "Karte istog broja ili drugi džokeri ne smetaju": only a card of the colour on
        # the table; after a wild first card no colour is set and nothing counts
        follow = challenge["colour"]
        guilty = follow is not None and not CODES_OF_COLOUR[follow].isdisjoint(challenge["hand"])
        self.shown = {"by": seat, "seat": culprit, "cards": list(challenge["hand"])}
        self.challenge = None
        self.phase = PHASE_PLAY
        self.streak = 0
        cards, self.pending_draw = self.pending_draw, 0
        events: list[Event] = [Challenged(culprit, seat, guilty)]
        if guilty:
            # "kaznu od četiri karte vuče on sam" — and the challenger plays on
            return events + self.penalty(culprit, cards, "plus_four_with_colour")
        # "izazivač vuče šest karata: četiri za +4 i dve za neuspeli izazov"
        events += self.penalty(seat, cards + LOST_CHALLENGE_EXTRA, "challenge_lost")
        return events + self.pass_turn()

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if not isinstance(action, CallUno | Catch):
            self.shown = None  # the challenger has seen the hand; the game moves on
        return super()._apply(seat, action)

    def _draw(self, seat: int) -> list[Event]:
        if self.pending_draw or not self.draw_until:
            return super()._draw(seat)
        # house rule "Vučenje dok ne nađete kartu"; that card may then be played
        self.uno_window = None
        self.streak = 0
        passes = self.passes
        events: list[Event] = []
        drawn = 0
        while self.can_draw():
            events += self.draw_cards(seat, 1)
            drawn += 1
            if self.playable(self.hands[seat][-1]):
                if drawn == 1:
                    self.passes = passes + 1   # played at once, it changes no hand
                self.phase = PHASE_DRAWN
                return events
        return events + self.pass_turn()

    # -- the end of a deal ---------------------------------------------------------------

    def _went_out(self, seat: int, skip: int) -> list[Event]:
        # "Ako je poslednja karta +2 ili džoker +4, sledeći igrač ipak vuče karte"
        events: list[Event] = [PlayerOut(seat)]
        rank = RANK_OF[self.pile[-1]]
        if rank in (DRAW_TWO, WILD_DRAW_FOUR):
            cards = self.pending_draw + (2 if rank == DRAW_TWO else 4)
            self.pending_draw = 0
            victim = self.next_player()
            events += [DrawOwed(victim, cards), *self.draw_cards(victim, cards)]
        return events + self._score(seat)

    def _score(self, winner: int) -> list[Event]:
        """"Pobednik ruke dobija poene za sve karte koje su ostale ostalim igračima" """
        gained = [0] * self.sides
        gained[winner] = sum(self.hand_points(s) for s in self.rotation if s != winner)
        return self.end_deal(gained, (winner,))

    def _blocked(self) -> list[Event]:
        return self._score(self.lowest_hand())

    def _match_winners(self) -> tuple[int, ...] | None:
        if self.options["deals"] == "single":
            # "može se i bez bodovanja: pobeđuje ko se prvi oslobodi karata"
            return tuple(self.last_deal["winners"]) if self.last_deal else ()
        return super()._match_winners()  # "prvi igrač koji sakupi 500 poena"

    def _why_illegal(self, seat: int, action: Action) -> str:
        challenged = self.phase == PHASE_CHALLENGE and seat == self.current_player
        if isinstance(action, Challenge | Accept):
            return "not_your_turn" if self.phase == PHASE_CHALLENGE else "nothing_to_challenge"
        if challenged and not isinstance(action, CallUno | Catch):
            return "challenge_or_accept"
        if self.phase == PHASE_SWAP and seat == self.current_player:
            return "choose_whom_to_swap_with"
        if isinstance(action, Swap):
            return "not_allowed"
        return super()._why_illegal(seat, action)

    # -- seeing ----------------------------------------------------------------------------

    def _view(self, seat: int) -> dict[str, Any]:
        challenge = self.challenge
        shown = self.shown
        return super()._view(seat) | {
            "challenge": None if challenge is None else {
                "seat": challenge["seat"], "colour": challenge["colour"],
                "hand_size": len(challenge["hand"])},
            # "pokazuje svoje karte samo njemu": only the challenger's view holds them
            "shown_hand": ({"seat": shown["seat"], "cards": list(shown["cards"])}
                           if shown is not None and shown["by"] == seat else None),
        }

    def restore_from_view(self, view: dict[str, Any], rng: Rng) -> None:
        super().restore_from_view(view, rng)
        seen = view["shown_hand"]
        if seen is not None:
            self._place_known(seen["seat"], seen["cards"], view["seat"])
            self.shown = {"by": view["seat"], **seen}
        challenge = view["challenge"]
        if challenge is not None:
            held = self.hands[challenge["seat"]][:challenge["hand_size"]]
            self.challenge = {"seat": challenge["seat"], "colour": challenge["colour"],
                              "hand": held}
        self._legal_cache.clear()

    def _place_known(self, seat: int, known: list[str], viewer: int) -> None:
        """Put the cards `viewer` has seen into `seat`'s sampled hand, trading them
        with cards from the places the viewer cannot see."""
        hand = self.hands[seat]
        spare = list((Counter(hand) - Counter(known)).elements())
        hidden = [self.hands[s] for s in range(self.players) if s not in (seat, viewer)]
        for code in (Counter(known) - Counter(hand)).elements():
            place = next(cards for cards in [*hidden, self.stock] if code in cards)
            give = spare.pop()
            place[place.index(code)] = give
            hand[hand.index(give)] = code


OPTIONS: dict[str, tuple[Any, tuple[Any, ...]]] = {
    "target": (500, (500, 300, 200, 100)),
    "deals": ("to_target", ("to_target", "single")),
    "deck_size": ("108", ("108", "112")),
    "custom_wild": ("pass_hands", ("pass_hands", "others_draw", "plain")),
    "stack_draws": (False, (False, True)),
    "draw_until_playable": (False, (False, True)),
    "seven_zero": (False, (False, True)),
    "jump_in": ("off", ("off", "numbers")),
}
PARTY = {"deck_size": "112", "stack_draws": True, "draw_until_playable": True,
         "seven_zero": True, "jump_in": "numbers"}
# The defaults are the seed's game to 500. The official preset is its short form
# ("može se i bez bodovanja"): random play, which draws whenever it may, makes a whole
# match to 500 too long for the generic contract test, which plays every preset.
PRESETS: dict[str, dict[str, Any]] = {
    "official_rules": {"deals": "single"},
    "party_rules": PARTY,
}

# "preskoči", "promena smera", "+2", "džoker", "džoker +4"; and in the 112-card deck
# "Wild Shuffle Hands" and "tri prazna džokera"
SPECIAL_CARDS = tuple(special_card(code, "official", "uno_official")
                      for code in ("Gskip", "Rrev", "Bd2", "W", "Wd4", SHUFFLE_HANDS, CUSTOM_WILD))


def _sample(view: dict[str, Any], rng: Rng) -> UnoOfficial:
    """A match consistent with what `view["seat"]` sees, for a search bot."""
    match = _sample_match(SPEC, view, rng)
    assert isinstance(match, UnoOfficial)
    return match


SPEC = GameSpec(
    id="uno_official",
    min_players=2,
    max_players=10,  # "u dvoje do desetoro"
    match_class=UnoOfficial,
    clockwise=True,  # "Prvi igra igrač levo od delioca, a igra ide u smeru kazaljke na satu"
    options=OPTIONS,
    presets=PRESETS,
    actions=(Play, Draw, Pass, CallUno, Catch, Challenge, Accept, Deal, Swap),
    private_view_keys=frozenset({"seat", "hand", "shown_hand"}),
    special_cards=SPECIAL_CARDS,
    sample=_sample,
    cards=lambda options: tuple(_deck(options)()),
    phases=UNO_PHASES | {PHASE_CHALLENGE, PHASE_SWAP},
)
