"""The pygame-ce front end."""

import os

# Before any module here imports pygame: keep its banner off stdout (--bench prints there).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Everything is drawn on a software surface; SDL would show it through a GL renderer by
# default, which loads the GL driver into the process (about 100 MB of resident memory
# in a real window under X with Mesa) for one copy a frame. Its own window framebuffer
# (XShm on X11, GDI on Windows) shows the same pixels without it.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
