"""A whole real game as the table says it: every sentence of a Tenhou log, English and Japanese.

    .venv/bin/python benchmarks/speak_game.py                      # the first mjlog of the oracle
    .venv/bin/python benchmarks/speak_game.py path/to/log.xml --language ja

The log (default: the first game of ``../shared/oracle/raw/mjlog`` beside the checkout) is
replayed through the engine (:func:`scoretable.logs.replay.replay_log`, which proves every hand
against the log), and each action is put into words by :mod:`scoretable.teaching.speech`, as
View -> Speak payments says it, in the language asked for (the compiled translations). A line
in brackets before each hand says where the table is (not spoken). The last lines give how
long writing the sentences took: a number, not a limit.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from scoretable.engine.table import AbortiveDraw, action_from_dict, apply, new_game
from scoretable.logs.replay import replay_log
from scoretable.logs.tenhou import read_log
from scoretable.resources import __file__ as _resources
from scoretable.teaching import speech

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DIR = ROOT.parent / "shared" / "oracle" / "raw" / "mjlog"
WINDS = ("East", "South", "West", "North")


def transcript(path: Path, language: str) -> tuple[list[str], float]:
    """The lines of the transcript and the seconds spent writing the sentences."""
    app = QCoreApplication.instance() or QCoreApplication([])
    translator = QTranslator(app)
    if language != "en":
        qm = Path(_resources).parent / "translations" / f"scoretable_{language}.qm"
        if not translator.load(str(qm)):
            raise SystemExit(f"no translations for {language!r} at {qm}")
        app.installTranslator(translator)
    game = read_log(path.read_bytes())
    imported = replay_log(game)
    state = new_game(imported.rules)
    names = list(game.players)
    lines: list[str] = []
    spent = 0.0
    hand = None
    for entry in imported.log:
        action = action_from_dict(entry)
        where = (state.round_wind, state.hand_number, state.honba)
        if where != hand:
            hand = where
            lines.append(
                f"[{WINDS[state.round_wind]} {state.hand_number}, {state.honba} honba, "
                f"{state.sticks} sticks: "
                + ", ".join(f"{n} {s:,}" for n, s in zip(names, state.scores, strict=True))
                + "]"
            )
        step = apply(state, action)
        start = time.perf_counter()
        kind = action.kind if isinstance(action, AbortiveDraw) else None
        text = speech.say(step.settlement, names, QCoreApplication.translate, abortive=kind)
        spent += time.perf_counter() - start
        if step.state.game_over and not state.game_over:
            text = speech.join_sentences(
                (text, speech.game_over(step.state, names, QCoreApplication.translate)),
                QCoreApplication.translate,
            )
        lines.append(text)
        state = step.state
    for seat in range(state.players):
        lines.append(speech.seat_situation(state, names, seat, QCoreApplication.translate))
    app.removeTranslator(translator)
    return lines, spent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", nargs="?", type=Path, help="a Tenhou log (mjlog XML or JSON)")
    parser.add_argument("--language", choices=("en", "ja", "both"), default="both")
    args = parser.parse_args(argv)
    path = args.log
    if path is None:
        found = sorted(DEFAULT_DIR.glob("*.xml")) if DEFAULT_DIR.is_dir() else []
        if not found:
            print(f"no log given and none in {DEFAULT_DIR}", file=sys.stderr)
            return 2
        path = found[0]
    print(f"# {path.name}")
    for language in ("en", "ja") if args.language == "both" else (args.language,):
        lines, spent = transcript(path, language)
        print(f"\n## {language}\n")
        print("\n".join(lines))
        said = sum(1 for line in lines if not line.startswith("["))
        print(f"\n{said} sentences written in {spent * 1000:.1f} ms ({language})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
