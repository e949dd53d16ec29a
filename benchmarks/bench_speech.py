"""Speech at the table: what saying each hand costs the table, and loading the voice.

    .venv/bin/python benchmarks/bench_speech.py

A real MainWindow (offscreen) records a hand and undoes it, SAMPLES times, with View -> Speak
payments off and on (Qt's mock engine, which speaks from a timer as a real one speaks from its
own process); each sample times the record and the undo with the event processing after them.
Also: the first load of the voice (QtTextToSpeech imported, the engine started) and writing one
sentence. Medians in milliseconds are printed. Nothing is asserted.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

SAMPLES = 50
PLAYERS = ("Aiko", "Bruno", "Chen", "Dana")


def main() -> None:
    app = QApplication.instance() or QApplication([])
    from scoretable.engine.rules import get_preset
    from scoretable.engine.table import Win, WinEntry
    from scoretable.game.model import GameModel
    from scoretable.settings import SPEECH_ENGINE, Settings
    from scoretable.teaching.speech import say
    from scoretable.ui.table.main_window import MainWindow

    settings = Settings(os.path.join(tempfile.mkdtemp(), "settings.ini"))
    settings.set(SPEECH_ENGINE, "mock")
    model = GameModel(get_preset("standard"), PLAYERS)
    window = MainWindow(model, settings=settings)
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    win = Win((WinEntry(1, han=3, fu=30),), discarder=2)

    def hand() -> float:
        start = time.perf_counter()
        model.record_win(win)
        app.processEvents()
        model.undo()
        app.processEvents()
        return (time.perf_counter() - start) * 1000

    for on in (False, True):
        if on:
            start = time.perf_counter()
            window.speech.act_speak.setChecked(True)  # loads the voice
            print(f"voice loaded on first use: {(time.perf_counter() - start) * 1000:.1f} ms")
        times = [hand() for _ in range(SAMPLES)]
        label = "on " if on else "off"
        print(
            f"speech {label}: a hand recorded and undone, median {statistics.median(times):.2f} ms"
        )
    settlement = model.preview(win).settlement
    text = say(settlement, PLAYERS)
    calls = []
    for _ in range(SAMPLES):
        start = time.perf_counter()
        window.speech.tell(text)  # announced and handed to the engine
        calls.append((time.perf_counter() - start) * 1000)
    window.speech.voice.stop()  # type: ignore[union-attr]
    print(f"a sentence handed to the voice: median {statistics.median(calls):.3f} ms")
    start = time.perf_counter()
    for _ in range(1000):
        say(settlement, PLAYERS)
    print(
        f"one sentence written: {(time.perf_counter() - start):.3f} ms on average (1,000 written)"
    )
    window.close()


if __name__ == "__main__":
    main()
