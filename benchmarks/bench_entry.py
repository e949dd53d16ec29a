"""Keys and clicks per hand: real Tenhou games entered through the window, three ways.

    .venv/bin/python benchmarks/bench_entry.py [GAMES]

Games from ``../shared/oracle`` (beside the repository; skipped with the reason where
absent) whose hands a scorekeeper enters with the win and draw dialogs alone (one winner,
no pao, at most a single yakuman, exhaustive draws) are entered into a real MainWindow
(offscreen) with QTest's key and mouse events on the real widgets and dialogs:

- keyboard, screen layout (the first GAMES of ``dev.jsonl``, default 5): 1-4 on the window
  for each riichi, then W (T for a tsumo), the winner's and the discarder's seat numbers,
  the han typed (13 for a yakuman), Alt+U and the fu typed where they are not 30 and the
  han below 5, Enter; a draw is D, the numbers of the tenpai seats not ticked already, Enter.
- mouse, table mode (the same games): a click on each riichi player's Riichi button, then
  on the winner's score (the win dialog opens with the winner ticked), Tsumo, the discarder
  picked from its list, the value picked from its list for a limit hand, else the han's and
  the fu's arrows clicked from 1 han 30 fu, Record; a draw is the Draw button, the tenpai
  boxes, Record.
- tiles, table mode (the games of ``raw/mjlog`` that give each winning hand's tiles): as
  the mouse, but a closed hand goes through From tiles…: its sets (a run, triplet or pair a
  click, a red five's run tile by tile), the winning tile clicked in the painted hand, the
  boxes the yaku need (ippatsu, haitei...), the dora and ura indicators as tiles, Use this
  hand, Record. An open hand is entered by its han and fu.

After every hand each panel's score is compared with the log's, and at the end the final
scores (leftover riichi sticks included). Prints keys or clicks per hand (median and max)
per way and per kind of hand, the clicks from From tiles… to Use this hand, and whether
every number matched. Nothing is asserted.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
from collections import Counter, OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QMessageLogContext,
    QPoint,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QSpinBox, QWidget

ROOT = Path(__file__).resolve().parents[1]
ORACLE = ROOT.parent / "shared" / "oracle" / "dev.jsonl"
PLAYERS = ("Aiko", "Bruno", "Chen", "Dana")
#: the fu field's arrows step through these (then by ten)
FU_STEPS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
#: a limit hand picked from the value list, by its han (13 and up: a yakuman)
LIMITS = ((13, "Yakuman"), (11, "Sanbaiman"), (8, "Baiman"), (6, "Haneman"), (5, "Mangan"))
Record = dict[str, Any]


def load_games(count: int) -> list[list[Record]]:
    games: OrderedDict[str, list[Record]] = OrderedDict()
    with ORACLE.open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            games.setdefault(record["game_id"], []).append(record)
    return [hands for hands in games.values() if all(map(simple, hands))][:count]


MJLOG = ROOT.parent / "shared" / "oracle" / "raw" / "mjlog"
#: Tenhou's yaku ids the picker has a box for (the rest it finds in the tiles)
FLAGS = {2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "last_tile", 6: "last_tile",
         21: "double_riichi", 37: "first_draw", 38: "first_draw"}  # fmt: skip
RED = {16: "0m", 52: "0p", 88: "0s"}


def tile(number: int) -> str:
    """A tile of a mjlog (0-135) in the picker's notation (a red five is 0m, 0p, 0s)."""
    if number in RED:
        return RED[number]
    kind = number // 4
    return f"{kind % 9 + 1}{'mpsz'[kind // 9]}"


def load_mjlogs() -> list[list[Record]]:
    """The raw mjlog games (not the samples) as records like dev.jsonl's, each closed win
    with its tiles (``tiles``: the concealed hand, ``winning``, ``dora``, ``ura``, ``flags``)."""
    from xml.etree import ElementTree

    from scoretable.engine.table import ExhaustiveDraw, Win
    from scoretable.logs.tenhou import read_log

    games = []
    for path in sorted(MJLOG.glob("20*.xml")):
        data = path.read_bytes()
        game = read_log(data)
        agari = iter(ElementTree.fromstring(data).iter("AGARI"))
        records: list[Record] = []
        for number, hand in enumerate(game.hands):
            after = game.hands[number + 1].scores if number + 1 < len(game.hands) else None
            result: dict[str, Any] = {"kind": "other", "wins": [], "tenpai": None}
            if isinstance(hand.result, ExhaustiveDraw) and not hand.result.nagashi:
                result |= {"kind": "draw", "tenpai": sorted(hand.result.tenpai)}
            elif isinstance(hand.result, Win):
                result["kind"] = "tsumo" if hand.result.tsumo else "ron"
                for entry in hand.result.entries:
                    attr = next(agari).attrib
                    win = {"winner": entry.winner, "from": hand.result.discarder,
                           "han": entry.han, "fu": entry.fu or 30, "yakuman": entry.yakuman,
                           "pao": entry.pao}  # fmt: skip
                    if not attr.get("m"):  # a closed hand: by its tiles
                        ids = (
                            [int(t) for t in attr["yaku"].split(",")[::2]] if "yaku" in attr else []
                        )
                        ids += [int(t) for t in attr.get("yakuman", "").split(",") if t]
                        win["tiles"] = [tile(int(t)) for t in attr["hai"].split(",")]
                        win["winning"] = tile(int(attr["machi"]))
                        win["dora"] = [tile(int(t)) for t in attr["doraHai"].split(",")]
                        ura = attr.get("doraHaiUra", "")
                        win["ura"] = [tile(int(t)) for t in ura.split(",") if t]
                        win["flags"] = sorted({FLAGS[i] for i in ids if i in FLAGS})
                    result["wins"].append(win)
            records.append({
                "source": f"{path.name}#{number}", "game_id": path.stem,
                "rules": {"length": "hanchan" if game.hanchan else "tonpuu"},
                "dealer": hand.dealer, "riichi": list(hand.riichi), "result": result,
                "scores_after": list(after) if after else None, "game_end": after is None,
                "final_scores": list(game.final_scores or ()),
            })  # fmt: skip
        games.append(records)
    return games


def simple(record: Record) -> bool:
    """A hand the win or draw dialog takes as its value alone."""
    result = record["result"]
    if result["kind"] == "draw":
        return True
    if result["kind"] not in ("ron", "tsumo") or len(result["wins"]) != 1:
        return False
    win = result["wins"][0]
    return win["pao"] is None and (win["yakuman"] or 0) <= 1


def wait_until(condition: Callable[[], bool], timeout: int = 3000) -> None:
    clock = QElapsedTimer()
    clock.start()
    while not condition():
        if clock.elapsed() > timeout:
            raise TimeoutError("the window did not get there")
        QCoreApplication.processEvents()


def in_next_dialog(steps: Callable[[QDialog], None]) -> None:
    """Run ``steps`` on the modal dialog the next action opens (inside its exec())."""

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog), "no dialog opened"
        dialog.activateWindow()
        try:
            steps(dialog)
        finally:
            if dialog.isVisible():  # a failed step must not leave the loop waiting
                dialog.reject()

    QTimer.singleShot(0, act)


class Entry:
    """One way of entering hands into ``window``, counting what it presses."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.count = 0
        #: clicks from the one on From tiles… to the one on Use this hand, each hand by tiles
        self.picker_clicks: list[int] = []

    # --- keys -----------------------------------------------------------------------------
    def key(self, key: Qt.Key, widget: QWidget | None = None, alt: bool = False) -> None:
        dialog = QApplication.activeModalWidget()
        target = widget or (dialog.focusWidget() or dialog if dialog else self.window)
        modifier = Qt.KeyboardModifier.AltModifier if alt else Qt.KeyboardModifier.NoModifier
        QTest.keyClick(target, key, modifier)
        self.count += 1
        QCoreApplication.processEvents()  # a field that got the focus selects its number

    def digits(self, number: int) -> None:
        for digit in str(number):
            self.key(Qt.Key(Qt.Key.Key_0 + int(digit)))

    def focus_window(self) -> None:
        self.window.activateWindow()
        wait_until(lambda: QApplication.activeWindow() is self.window)

    # --- clicks ---------------------------------------------------------------------------
    def click(self, widget: QWidget, pos: QPoint | None = None) -> None:
        if pos is None:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        else:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0), pos)
        self.count += 1
        QCoreApplication.processEvents()

    def pick(self, combo: QComboBox, text: str) -> None:
        """Open ``combo``'s list with a click and click the item starting with ``text``."""
        index = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
        assert index >= 0, text
        self.click(combo)
        view = combo.view()
        wait_until(view.isVisible)
        centre = view.visualRect(combo.model().index(index, 0)).center()
        QTest.mouseMove(view.viewport(), centre)
        self.click(view.viewport(), centre)
        wait_until(lambda: not view.isVisible())
        assert combo.currentIndex() == index

    def arrows(self, spin: QSpinBox, target: int) -> None:
        """Click ``spin``'s up or down arrow until it shows ``target``."""
        right = spin.width() - 6
        while spin.value() != target:
            up = spin.value() < target
            y = spin.height() // 4 if up else spin.height() * 3 // 4
            before = spin.value()
            self.click(spin, QPoint(right, y))
            assert spin.value() != before, "the arrow did not step"


def enter_by_keys(entry: Entry, record: Record) -> None:
    k = Qt.Key
    for seat in record["riichi"]:
        entry.focus_window()
        entry.key(Qt.Key(k.Key_1 + seat), entry.window)
    result = record["result"]
    if result["kind"] == "draw":

        def draw(dialog: Any) -> None:
            for seat, box in enumerate(dialog.tenpai_boxes):  # a riichi is ticked already
                if box.isChecked() != (seat in (result["tenpai"] or ())):
                    entry.key(Qt.Key(k.Key_1 + seat))
            entry.key(k.Key_Return)

        entry.focus_window()
        in_next_dialog(draw)
        entry.key(k.Key_D, entry.window)
        return
    win = result["wins"][0]

    def value(dialog: QDialog) -> None:
        if result["kind"] == "tsumo":
            entry.key(k.Key_T)
        entry.key(Qt.Key(k.Key_1 + win["winner"]))
        if result["kind"] == "ron":
            entry.key(Qt.Key(k.Key_1 + win["from"]))
        han = 13 if win["yakuman"] else min(win["han"], 13)
        entry.digits(han)
        if han < 5 and win["fu"] != 30:
            entry.key(k.Key_U, alt=True)
            entry.digits(win["fu"])
        entry.key(k.Key_Return)

    entry.focus_window()
    in_next_dialog(value)
    entry.key(k.Key_W, entry.window)


def enter_by_clicks(entry: Entry, record: Record, by_tiles: bool = False) -> None:
    window = entry.window
    for seat in record["riichi"]:
        entry.click(window.panels[seat].riichi_button)
    result = record["result"]
    if result["kind"] == "draw":

        def draw(dialog: Any) -> None:
            for seat, box in enumerate(dialog.tenpai_boxes):  # a riichi is ticked already
                if box.isChecked() != (seat in (result["tenpai"] or ())):
                    entry.click(box)
            entry.click(dialog.ok_button)

        in_next_dialog(draw)
        entry.click(window.strip.draw_button)
        return
    win = result["wins"][0]

    def value(dialog: Any) -> None:
        assert dialog.winner_boxes[win["winner"]].isChecked()
        if result["kind"] == "tsumo":
            entry.click(dialog.tsumo)
        else:
            entry.pick(dialog.discarder, PLAYERS[win["from"]])
        editor = dialog.editors[win["winner"]]
        if by_tiles and "tiles" in win:
            before = entry.count
            entry.click(editor.tiles_button)
            enter_tiles(entry, editor.hand_dialog, win)
            entry.picker_clicks.append(entry.count - before)
            entry.click(dialog.ok_button)
            return
        han = 13 if win["yakuman"] else win["han"]
        limit = next((name for least, name in LIMITS if han >= least), None)
        if limit is not None:
            entry.pick(editor.mode, limit)
        else:
            entry.arrows(editor.han, han)
            entry.arrows(editor.fu, win["fu"])
        entry.click(dialog.ok_button)

    in_next_dialog(value)
    entry.click(window.panels[win["winner"]].score_label)


def sets_of(tiles: list[str]) -> list[tuple[str, str]] | None:
    """The closed hand as (what a click adds, the tile clicked): four sets and a pair, or
    seven pairs; None for a hand of neither shape (kokushi: tile by tile)."""
    counts = Counter("5" + t[1] if t[0] == "0" else t for t in tiles)
    red = {t[1] for t in tiles if t[0] == "0"}

    def split(left: Counter[str]) -> list[tuple[str, str]] | None:
        rest = sorted((t for t, n in left.items() if n), key=lambda t: (t[1], t[0]))
        if not rest:
            return []
        first = rest[0]
        tries = [("triplet", first, [first] * 3)]
        if first[1] != "z" and int(first[0]) <= 7:
            run = [f"{int(first[0]) + i}{first[1]}" for i in range(3)]
            tries.append(("run", first, run))
        if sum(left.values()) % 3 == 2:
            tries.append(("pair", first, [first] * 2))
        for kind, start, used in tries:
            need = Counter(used)
            if all(left[t] >= n for t, n in need.items()):
                found = split(left - need)
                if found is not None:
                    return [(kind, start), *found]
        return None

    found = split(counts)
    if found is None and len(counts) == 7 and set(counts.values()) == {2}:
        found = [("pair", t) for t in counts]
    if found is None:
        return None
    # a red five: the set it starts (a triplet, a pair, a run from 5) takes it, else its
    # tiles go one by one
    out: list[tuple[str, str]] = []
    for kind, start in found:
        suit = start[1]
        if suit in red and (
            (kind != "run" and start[0] == "5") or (kind == "run" and start[0] == "5")
        ):
            red.discard(suit)
            out.append((kind, "0" + suit))
        elif suit in red and kind == "run" and int(start[0]) in (3, 4):
            red.discard(suit)
            for i in range(3):
                rank = int(start[0]) + i
                out.append(("hand", ("0" if rank == 5 else str(rank)) + suit))
        else:
            out.append((kind, start))
    return out


def enter_tiles(entry: Entry, calculator: Any, win: Record) -> None:
    """Pick ``win``'s closed hand, indicators and flags in the hand calculator, by clicks."""
    picker = calculator.picker
    wait_until(calculator.isVisible)
    sets = sets_of(win["tiles"]) or [("hand", t) for t in win["tiles"]]
    order = {"hand": 0, "run": 1, "triplet": 2, "pair": 3}
    for kind, start in sorted(sets, key=lambda s: order[s[0]]):
        if picker.mode() != kind:
            entry.click(picker.mode_buttons[kind])
        entry.click(picker.tile_buttons[start])
    rects = picker.view.tile_rects()
    if not any(last and t == win["winning"] for _, t, _, last in rects):
        rect = next(r for r, t, i, last in rects if t == win["winning"] and i is not None)
        entry.click(picker.view, rect.center().toPoint())
    for flag in win["flags"]:
        entry.click(picker.flags[flag])
    if "double_riichi" in win["flags"] and picker.flags["riichi"].isChecked():
        entry.click(picker.flags["riichi"])
    for kind in ("dora", "ura"):
        if win[kind] and picker.mode_buttons[kind].isEnabled():
            entry.click(picker.mode_buttons[kind])
            for indicator in win[kind]:
                entry.click(picker.tile_buttons[indicator])
    entry.click(calculator.ok_button)


def play(
    hands: list[Record], way: str, picker_clicks: list[int] | None = None
) -> tuple[list[tuple[str, int]], list[str]]:
    """Enter ``hands`` one way: (kind of hand, keys or clicks) per hand, and the mismatches."""
    from scoretable.engine.rules import get_preset
    from scoretable.game.model import GameModel
    from scoretable.ui import theme
    from scoretable.ui.table.main_window import MainWindow

    rules = get_preset("tenhou").replace(length=hands[0]["rules"]["length"])
    QCursor.setPos(-100, -100)  # no panel hovered
    layout = "screen" if way == "keyboard" else "table"
    window = MainWindow(GameModel(rules, PLAYERS), layout=layout)
    window.resize(1366, 768)
    window.show()
    wait_until(window.isVisible)
    entry = Entry(window)
    enter: Callable[[Entry, Record], None] = {
        "keyboard": enter_by_keys,
        "mouse": enter_by_clicks,
        "tiles": lambda entry, record: enter_by_clicks(entry, record, by_tiles=True),
    }[way]
    counts: list[tuple[str, int]] = []
    wrong: list[str] = []
    for number, record in enumerate(hands):
        before = entry.count
        enter(entry, record)
        left = QApplication.activeModalWidget()
        if left is not None and not (
            record["game_end"] and left is window.menu_game.results_dialog
        ):
            wrong.append(f"hand {number + 1}: {type(left).__name__} left open")
        if left is not None:
            left.close()
        counts.append((kind_of(record, way), entry.count - before))
        expected = record["final_scores"] if record["game_end"] else record["scores_after"]
        shown = [panel.score_label.text() for panel in window.panels]
        if shown != [theme.points(score) for score in expected]:
            wrong.append(f"hand {number + 1} ({record['source']}): {shown} != {expected}")
    if not window.model.game_over:
        wrong.append("the game did not end")
    window.menu_game.close_results()
    window.close()
    if picker_clicks is not None:
        picker_clicks += entry.picker_clicks
    return counts, wrong


def kind_of(record: Record, way: str) -> str:
    result = record["result"]
    if result["kind"] == "draw":
        return "draw"
    win = result["wins"][0]
    dealer = "dealer " if win["winner"] == record["dealer"] else ""
    value = "yakuman" if win["yakuman"] else "limit" if win["han"] >= 5 else "han/fu"
    if way == "tiles" and "tiles" in win:
        value = f"by tiles ({value})"
    return f"{dealer}{result['kind']} {value}"


def summary(counts: list[int]) -> str:
    return f"median {statistics.median(counts):g}, max {max(counts)}, over {len(counts)} hands"


def quiet(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's messages, but the offscreen platform's about what it cannot do (raise a window)."""
    if not message.startswith("This plugin does not support"):
        print(message, file=sys.stderr)


WAYS = (
    ("screen", "keyboard", "keys"),
    ("table", "mouse", "clicks"),
    ("table", "tiles", "clicks"),
)


def measure(count: int, say: Callable[[str], object] = print) -> list[dict[str, object]]:
    """Enter ``count`` games both ways, say what each way took, and return run_all's rows."""
    qInstallMessageHandler(quiet)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    # a popup ignores a release sooner than a double click after it opened
    app.setDoubleClickInterval(0)
    games = load_games(count)
    mjlogs = [hands for hands in load_mjlogs() if all(map(simple, hands))]
    every_match = True
    rows: list[dict[str, object]] = []
    picker: list[int] = []
    for layout, way, unit in WAYS:
        counts: list[tuple[str, int]] = []
        for hands in mjlogs if way == "tiles" else games:
            done, wrong = play(hands, way, picker)
            counts += done
            every_match &= not wrong
            for line in wrong:
                say(f"  MISMATCH ({way}): {line}")
        per_hand = [c for _, c in counts]
        say(f"{way} ({layout} layout): {unit} per hand {summary(per_hand)}")
        kinds: dict[str, list[int]] = {}
        for kind, count_ in counts:
            kinds.setdefault(kind, []).append(count_)
        for kind, values in sorted(kinds.items()):
            say(f"  {kind:24} {summary(values)}")
        for name, value in (("median", statistics.median(per_hand)), ("max", max(per_hand))):
            note = f"{len(per_hand)} real hands, riichi included, {layout} layout"
            rows.append({"name": f"{way}: {unit} per hand, {name}", "value": value,
                         "unit": unit, "note": note})  # fmt: skip
    if picker:
        say(f"From tiles… to Use this hand: clicks {summary(picker)}")
        for name, value in (("median", statistics.median(picker)), ("max", max(picker))):
            rows.append({"name": f"tiles: From tiles… to Use this hand, {name}",
                         "value": value, "unit": "clicks",
                         "note": f"{len(picker)} closed hands of the raw mjlogs"})  # fmt: skip
    hands = [record for game in games for record in game]
    riichi = Counter(len(record["riichi"]) for record in hands)
    say(
        f"{len(games)} games ({', '.join(g[0]['game_id'] for g in games)}), "
        f"{len(hands)} hands, riichi per hand {dict(sorted(riichi.items()))} (counted in); "
        f"by tiles: {len(mjlogs)} games of {MJLOG.relative_to(ROOT.parent)} "
        f"({', '.join(g[0]['game_id'] for g in mjlogs)}), {sum(map(len, mjlogs))} hands"
    )
    say("every number matched the log" if every_match else "SOME NUMBERS DID NOT MATCH")
    rows.append({"name": "every score as the log's", "value": int(every_match), "unit": "",
                 "note": "1: every panel after every hand, both ways"})  # fmt: skip
    return rows


def run() -> list[dict[str, object]]:
    """For benchmarks/run_all.py: five games both ways (none where the oracle is absent)."""
    if not ORACLE.exists():
        return []
    return measure(5, say=lambda line: print(line, file=sys.stderr))


def main(argv: list[str]) -> int:
    if not ORACLE.exists():
        print(f"skipped: the oracle is not here ({ORACLE}): ../shared is absent")
        return 0
    measure(int(argv[0]) if argv else 5)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
