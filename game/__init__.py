"""The pygame-ce front end."""

import os

# Before any module here imports pygame: keep its banner off stdout (--bench prints there).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
