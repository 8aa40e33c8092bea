"""The computer players of a table: their bots, their thinking and when they act.

A table owns one `Driver`. It makes the bots of the computer seats (of the level
chosen; the fitting one starts where the people's last matches of the game left it),
each with a random stream of its own, and runs the thinking clock: when the
animation queue is empty and the table waits for a computer seat, the bot "thinks"
for a moment (`BOT_THINK`, the clock set again after every move) and then acts
through the table's `act`. The table says which seats it waits for
(`acting_seats`), whether the bots may act at all (`bots_may_act`: not while the
scores are read, say) and what a bot chooses from (`bot_actions`).

A hard bot searches for up to half a second; asked on the frame its turn comes,
it would stop the table that long (no pulse, no answer to a tap). A `Thought`
asks the bot on a thread of its own the moment its turn comes, while the table
shows it thinking, and the driver takes the answer once the thinking time is up.
The bot gets the seat's view, the legal actions and a copy of its random stream;
the driver keeps the copy the answer was drawn with, so the bot's choices are the
same as if it had been asked on the spot. An answer to a moment that has passed
(a move made in between) is thrown away; an error in the bot is raised on the
table's own thread when the answer is taken.
"""

from __future__ import annotations

import copy
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rules.bots import ADAPTIVE, BOTS, Bot, adaptive, bot_rng
from rules.core import Action, Rng

if TYPE_CHECKING:
    from ..scenes.card_table import CardTable

BOT_THINK = 0.7          # seconds a bot "thinks" before it acts
# A thread holding the interpreter hands it over this often: the table's frames wait
# at most this long for a searching bot (Python's default, 5 ms, costs frames).
SWITCH_INTERVAL_S = 0.001


class Thought:
    """One bot's answer to one moment, worked out on a thread."""

    def __init__(self, moment: Any, bot: Any, view: dict[str, Any], legal: list[Action],
                 rng: Rng, on_done: Callable[[], None] | None = None) -> None:
        """`on_done` is called on the thread when the answer is ready (the app's loop
        sleeps till then instead of asking again and again)."""
        self.moment = moment
        self._on_done = on_done
        self.rng = copy.deepcopy(rng)
        self._action: Action | None = None
        self._error: BaseException | None = None
        if sys.getswitchinterval() > SWITCH_INTERVAL_S:
            sys.setswitchinterval(SWITCH_INTERVAL_S)
        self._thread = threading.Thread(target=self._run, args=(bot, view, legal),
                                        name="bot-thinking", daemon=True)
        self._thread.start()

    def _run(self, bot: Any, view: dict[str, Any], legal: list[Action]) -> None:
        try:
            self._action = bot.choose(view, legal, self.rng)
        except BaseException as error:   # noqa: BLE001 - raised again on the table's thread
            self._error = error
        finally:
            if self._on_done is not None:
                self._on_done()

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def answer(self) -> Action:
        """The bot's action (waits for it if need be); the bot's error, if it failed."""
        self._thread.join()
        if self._error is not None:
            raise self._error
        assert self._action is not None
        return self._action


class Driver:
    """The bots of a table's computer seats, their random streams and their thinking
    clock."""

    def __init__(self, table: CardTable) -> None:
        self.table = table
        setup = table.setup
        fitted = table.app.storage.fitted(setup.game) if setup.bot_level == ADAPTIVE else None
        self.strength = fitted["strength"] if fitted else adaptive.START
        self.bots = {s: self._make_bot() for s in range(setup.players) if not setup.humans[s]}
        self.rngs = {s: bot_rng(setup.seed, s) for s in self.bots}
        self.think = BOT_THINK                  # seconds of thinking left
        self.thought: Thought | None = None     # a bot's answer being worked out

    def _make_bot(self) -> Bot:
        """A bot of the level chosen; the fitting one starts where the people's last
        matches of this game left it, and knows which seats are theirs (never more)."""
        setup = self.table.setup
        make = BOTS[setup.game][setup.bot_level]
        if setup.bot_level != ADAPTIVE:
            return make()
        return make(strength=self.strength, humans=setup.human_seats)

    @property
    def pace_level(self) -> str:
        """The level whose pace the bots keep (how soon they call, catch, jump in): the
        fitting level keeps the pace of the level nearest its strength."""
        if self.table.setup.bot_level == ADAPTIVE:
            return adaptive.nearest_level(self.strength)
        return self.table.setup.bot_level

    def restart(self) -> None:
        """The thinking clock starts over (a move was made)."""
        self.think = BOT_THINK

    def pending(self) -> bool:
        """A bot is about to act (tests wait for it; the scene is not idle)."""
        table = self.table
        return not table.match.is_over and table.bots_may_act() and \
            any(seat in self.bots for seat in table.acting_seats())

    def held(self) -> bool:
        """The bots wait: something moves, the match is over, the table holds them (the
        scores being read) or the guide does (its panel being read)."""
        table = self.table
        return table.animator.busy or table.match.is_over or not table.bots_may_act() or \
            (table.guide is not None and table.guide.holding)

    def tick(self, dt: float) -> None:
        """The bots' time goes on `dt`, unless they are held or a question or the rules
        lie over the table; when no computer seat is to act, another person may be, and
        the screen is passed to them."""
        table = self.table
        if self.held() or table.app.scenes[-1] is not table:
            return
        if not self.step(dt):
            table.seats.pass_device()

    def step(self, dt: float) -> bool:
        """The first computer seat the table waits for thinks `dt` longer, and acts once
        its time is up and its answer is there; False when the table waits for no
        computer seat (call it only when the bots are not `held`)."""
        for seat in self.table.acting_seats():
            if seat in self.bots:
                self.think -= dt
                thought = self._thought(seat)
                if self.think <= 0 and thought.done:
                    self.thought = None
                    self.rngs[seat] = thought.rng
                    self.table.act(thought.answer(), seat)
                return True
        return False

    def due(self) -> float | None:
        """In how many seconds the seat first to act, a computer's, is due to move (for
        the app's sleep); None when it is a person's, or while its late answer is worked
        out (the thread wakes the app)."""
        if self.held():
            return None
        seats = self.table.acting_seats()
        if not seats or seats[0] not in self.bots:
            return None
        thought = self.thought
        if thought is None or thought.moment != (seats[0], self.table.moves) or thought.done:
            return max(0.0, self.think)
        return self.think if self.think > 0 else None

    def _thought(self, seat: int) -> Thought:
        """The bot's answer to this moment, asked for (on a thread) when it first comes."""
        moment = (seat, self.table.moves)
        if self.thought is None or self.thought.moment != moment:
            table = self.table
            self.thought = Thought(moment, self.bots[seat], table.match.view(seat),
                                   table.bot_actions(seat), self.rngs[seat], table.app.wake)
        return self.thought
