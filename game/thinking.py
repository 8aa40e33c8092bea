"""A computer player's move worked out beside the table, not in its way.

A hard bot searches for up to half a second; asked on the frame its turn comes,
it would stop the table that long (no pulse, no answer to a tap). A `Thought`
asks the bot on a thread of its own the moment its turn comes, while the table
shows it thinking, and the table takes the answer once the thinking time is up.
The bot gets the seat's view, the legal actions and a copy of its random stream;
the table keeps the copy the answer was drawn with, so the bot's choices are the
same as if it had been asked on the spot. An answer to a moment that has passed
(a move made in between) is thrown away; an error in the bot is raised on the
table's own thread when the answer is taken.
"""

from __future__ import annotations

import copy
import sys
import threading
from collections.abc import Callable
from typing import Any

from rules.core import Action, Rng

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
