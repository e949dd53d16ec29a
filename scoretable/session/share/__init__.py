"""Sharing a game with phones and a stream overlay over the local network (issue 27).

Qt-free: :mod:`.state` turns a game into the JSON the pages read (``/state.json``), :mod:`.tokens`
keeps the random token of each seat and of the overlay, :mod:`.server` serves the pages, the
state and its updates (aiohttp: HTTP and WebSocket on one port, on an asyncio loop in a thread
of its own), read-only, and :mod:`.follow` follows a library another process writes (the
``share`` command). The window's dialog is ``scoretable.ui.share_dialog``.
"""
