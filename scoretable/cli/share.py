"""``scoretable [--data-dir DIR] share [--host ADDR] [--port N] [--json] [--learner SEAT]...``:
the game the library resumes, served to phones and a stream overlay while the window (or any
process) plays on.

``--learner SEAT`` (repeatable, seats from 0): that seat's page asks what is paid after each
hand won; its answers are kept in ``table-answers.jsonl`` in the data folder
(:mod:`scoretable.storage.table_answers`), never in the library.

The library is only read (never written, its lock never taken), each time it changes (looked
at every quarter second: while a store has it open, a read-only connection held open asks
SQLite whether another one has committed, and a change reads only the game served). With
``--json`` the first line on stdout, flushed once the server accepts connections, is
``{"seats": [URL, ...], "overlay": URL}``; a new game being played gives a new line (new
tokens). Runs until interrupted (Ctrl+C, SIGTERM): exit 0. No game
to share, or an address that cannot be listened on: a one-line reason on stderr, exit 1.

``--host 0.0.0.0`` (or ``::``) listens on all addresses: that is what is said, with this
machine's real addresses, and the pages' addresses use the first of them (a wildcard is no
address a phone can open, so it is never printed, a refusal's included).
"""

from __future__ import annotations

import json
import os
import signal
import threading
from collections.abc import Callable, Sequence
from typing import TextIO

# How often the library's files are looked at (seconds).
POLL_SECONDS = 0.25


def run_share(
    *,
    data_dir: str | None,
    host: str | None,
    port: int,
    as_json: bool,
    out: TextIO,
    err: TextIO,
    stop: threading.Event | None = None,
    learners: Sequence[int] = (),
) -> int:
    from scoretable.session.share.addresses import local_addresses
    from scoretable.session.share.follow import LibraryFollower
    from scoretable.session.share.language import translators
    from scoretable.session.share.server import ShareServer
    from scoretable.storage.db import GameRecord
    from scoretable.storage.paths import data_dir as find_data_dir
    from scoretable.storage.table_answers import AnswerBook

    directory = find_data_dir(data_dir, create=False)
    address = host or local_addresses()[0]
    server = ShareServer(
        host=address,
        port=port,
        language=_language(directory),
        translators=translators(),
        learners=learners,
        on_answer=AnswerBook(directory).add,
    )
    errors: list[str] = []

    def shared(record: GameRecord) -> None:
        urls = server.urls()
        if as_json:
            print(json.dumps(urls), file=out, flush=True)
            return
        where = ""
        if server.everywhere:
            where = f" on all addresses ({', '.join(server.addresses())})"
        print(f"Sharing {' · '.join(record.names)}{where} (Ctrl+C stops):", file=out)
        for name, url in zip(record.names, urls["seats"], strict=False):
            print(f"  {name}: {url}", file=out)
        print(f"  overlay: {urls['overlay']}", file=out, flush=True)

    def failed(reason: str) -> None:
        if reason not in errors:
            errors.append(reason)
            print(f"scoretable share: {reason}", file=err, flush=True)

    try:
        server.start()
    except OSError as error:
        where = (
            f"all addresses, port {port}"
            if server.everywhere
            else f"{_host_part(server.host)}, port {port}"
        )
        reason = error.strerror or str(error)
        print(f"scoretable share: cannot listen on {where}: {reason}", file=err)
        return 1
    stop = stop or threading.Event()
    restore = _on_signals(stop.set)
    follower: LibraryFollower | None = None
    try:
        follower = LibraryFollower(directory, server, on_new_game=shared, on_error=failed)
        follower.poll()
        if follower.record is None:
            if not errors:
                print(
                    f"scoretable share: there is no game to share in {directory}: start one "
                    "in the window first",
                    file=err,
                )
            return 1
        while not stop.wait(POLL_SECONDS):
            follower.poll()
        return 0
    finally:
        if follower is not None:
            follower.close()
        restore()
        server.stop()


def _host_part(address: str) -> str:
    return f"[{address}]" if ":" in address else address


def _language(directory: object) -> str:
    from scoretable.session.share.language import page_language

    try:
        from scoretable.settings import LANGUAGE, Settings

        choice = Settings.load(str(directory)).get(LANGUAGE)
    except Exception:  # no settings to read: the environment's language
        choice = "system"
    return page_language(choice, os.environ.get("LC_ALL") or os.environ.get("LANG", ""))


def _on_signals(handler: Callable[[], None]) -> Callable[[], None]:
    """SIGINT and SIGTERM call ``handler`` (on the main thread only); a function that puts
    the earlier handlers back."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    earlier = {
        number: signal.signal(number, lambda *_: handler())
        for number in (signal.SIGINT, signal.SIGTERM)
    }

    def restore() -> None:
        for number, previous in earlier.items():
            signal.signal(number, previous)

    return restore
