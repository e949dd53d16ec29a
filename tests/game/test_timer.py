"""The hanchan timer: countdown from an injected clock, and the tournament ending (the hand
in play and one more, then the end of the game), recorded in the log and kept on resume."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.fake_clock import START, Clock
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine.errors import RuleError
from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.table import EndGame, ExhaustiveDraw, Win, WinEntry
from scoretable.game.model import GameModel
from scoretable.game.timer import HanchanTimer
from scoretable.storage.db import open_memory_store
from scoretable.storage.replay import replay

PLAYERS = ("Ann", "Ben", "Cho", "Dai")


def draw(model: GameModel) -> None:
    model.record_draw(ExhaustiveDraw(tenpai=frozenset({0})))


def timed_game(minutes: int = 60) -> tuple[GameModel, HanchanTimer, Clock]:
    clock = Clock()
    model = GameModel(get_preset("standard"), PLAYERS)
    timer = HanchanTimer(model, clock)
    model.set_timer(minutes * 60, clock())
    return model, timer, clock


def test_no_timer_no_text_and_nothing_recorded() -> None:
    clock = Clock()
    model = GameModel(get_preset("standard"), PLAYERS)
    timer = HanchanTimer(model, clock)
    clock.now += 10 * 3600
    timer.tick()
    assert timer.remaining() is None
    assert timer.text() == ""
    assert timer.hands_after_time_up() is None
    assert list(model.log) == []


def test_countdown_follows_the_clock(qtbot: Any) -> None:
    _model, timer, clock = timed_game(60)
    assert timer.text() == "60:00"
    clock.now += 61
    with qtbot.waitSignal(timer.changed):
        timer.tick()
    assert timer.text() == "58:59"
    with qtbot.assertNotEmitted(timer.changed):
        timer.tick()  # same second shown: no signal
    clock.now += 0.5
    assert timer.text() == "58:59"  # rounded up: 0:00 only when the time is up


def test_time_up_then_this_hand_and_one_more_then_the_end(qtbot: Any) -> None:
    model, timer, clock = timed_game(30)
    draw(model)  # one hand before the time is up
    clock.now += 30 * 60
    with qtbot.waitSignal(model.historyChanged):
        timer.tick()
    assert model.log[-1] == {"type": "time_up", "hands": 1}
    assert timer.text() == "Time is up: finish this hand and play one more"
    assert timer.text(short=True) == "Time up: 2 hands left"
    timer.tick()  # recorded once only
    assert sum(e["type"] == "time_up" for e in model.log) == 1
    model.declare_riichi(2)  # not a hand's end
    draw(model)  # the hand in play
    assert not model.game_over
    assert timer.text() == "Time is up: this hand is the last"
    assert timer.text(short=True) == "Time up: last hand"
    with qtbot.waitSignal(model.gameOver):
        model.record_win(Win((WinEntry(1, han=1, fu=30),), discarder=3))  # one more
    assert isinstance(model.history[-1].action, EndGame)
    assert timer.text() == "Time is up"
    # undo takes the end back (and does not end it again); a new hand ends it again
    model.undo()
    assert not model.game_over
    model.undo()
    assert not model.game_over
    assert timer.hands_after_time_up() == 1
    draw(model)
    assert model.game_over


def test_the_hand_in_play_as_the_last(qtbot: Any) -> None:
    clock = Clock()
    model = GameModel(get_preset("standard"), PLAYERS)
    timer = HanchanTimer(model, clock)
    model.set_timer(600, clock(), hands_after=1)
    assert timer.hands_after() == 1
    clock.now += 600
    timer.tick()
    assert timer.text() == "Time is up: this hand is the last"
    with qtbot.waitSignal(model.gameOver):
        draw(model)
    assert model.game_over


def test_no_time_up_while_undoing_or_once_over() -> None:
    model, timer, clock = timed_game(1)
    draw(model)
    model.undo()  # a redo stack: the user is going back
    clock.now += 3600
    timer.tick()
    assert all(e["type"] != "time_up" for e in model.log)
    model.redo()
    model.end_game()
    timer.tick()
    assert all(e["type"] != "time_up" for e in model.log)


def test_a_timer_of_zero_means_none_and_negative_is_refused() -> None:
    model, timer, clock = timed_game(10)
    model.set_timer(0, clock())
    assert timer.setting() is None
    assert timer.text() == ""
    for seconds, after in ((-5, 2), (60, 3)):
        with pytest.raises(RuleError) as refused:
            model.set_timer(seconds, clock(), hands_after=after)
        assert refused.value.field == "timer"
    assert timer.setting() is None  # nothing pushed


def test_stored_and_resumed_with_its_timer_state() -> None:
    store = open_memory_store()
    rules = get_preset("standard")
    journal = store.start_game(rules, PLAYERS)
    clock = Clock()
    model = GameModel(rules, PLAYERS, journal=journal)
    timer = HanchanTimer(model, clock)
    model.set_timer(45 * 60, clock())
    draw(model)
    clock.now += 45 * 60 + 5
    timer.tick()
    record = store.load_game(journal.game_id)
    resumed = GameModel.restore(
        Rules.from_dict(record.rules), record.players, record.log, record.index
    )
    again = HanchanTimer(resumed, clock)
    assert again.setting() == (45 * 60, START)
    assert again.hands_after_time_up() == 0
    assert again.text() == "Time is up: finish this hand and play one more"
    draw(resumed)
    draw(resumed)
    assert resumed.game_over
    # the library's readers skip the timer's entries
    assert len(replay(rules, PLAYERS, resumed.log, resumed.index).hands) == 3


def test_an_old_game_without_a_timer_still_loads() -> None:
    model = GameModel(get_preset("standard"), PLAYERS)
    draw(model)
    resumed = GameModel.restore(get_preset("standard"), PLAYERS, list(model.log), 1)
    assert HanchanTimer(resumed, Clock()).setting() is None


def test_follows_a_new_game(qtbot: Any) -> None:
    model, timer, clock = timed_game(10)
    other = GameModel(get_preset("standard"), PLAYERS)
    with qtbot.waitSignal(timer.changed):
        timer.set_game(other)
    assert timer.text() == ""
    model.set_timer(60, clock())  # the old game no longer reaches the timer
    assert timer.text() == ""


def _scanned(model: GameModel) -> tuple[dict[str, Any] | None, int | None]:
    """The latest timer entry and the hands since the latest time_up, read from the whole
    history (what the timer keeps as the game goes on)."""
    timer: dict[str, Any] | None = None
    since: int | None = None
    for item in model.history:
        kind = item.entry.get("type")
        if kind == "timer":
            timer = item.entry
        elif kind == "time_up":
            since = 0
        elif since is not None and item.ends_hand:
            since += 1
    return timer, since


@given(
    st.lists(
        st.sampled_from(["draw", "timer", "timer1", "time_up", "undo", "redo", "rename"]),
        max_size=40,
    )
)
@settings(max_examples=300, deadline=None)
def test_what_the_timer_keeps_is_what_the_whole_history_says(steps: list[str]) -> None:
    """Draws, timers, time-ups, renames, undos and redos in any order: the timer's readings,
    kept as the history moves, equal a scan of the whole history after every step."""
    clock = Clock()
    model = GameModel(get_preset("standard"), PLAYERS)
    timer = HanchanTimer(model, clock)
    for number, step in enumerate(steps):
        if model.game_over and step in ("draw", "timer", "timer1", "time_up", "rename"):
            continue
        if step == "draw":
            draw(model)
        elif step in ("timer", "timer1"):
            model.set_timer(60 * (number + 1), clock(), 1 if step == "timer1" else 2)
        elif step == "time_up":
            model.time_up()
        elif step == "undo":
            model.undo()
        elif step == "redo":
            model.redo()
        else:
            model.rename_player(number % 4, f"P{number}")
        entry, since = _scanned(model)
        seconds = 0 if entry is None else entry["seconds"]
        assert timer.setting() == (None if not seconds else (seconds, entry["started"]))
        assert timer.hands_after() == (1 if entry and entry["hands_after"] == 1 else 2)
        assert timer.hands_after_time_up() == (since if seconds else None)


def test_what_the_rule_asks_is_said_in_the_interfaces_language(qtbot: Any, japanese: None) -> None:
    """Each text in its translation context (a wrong context leaves it in English)."""
    model, timer, clock = timed_game(30)
    draw(model)
    clock.now += 30 * 60
    timer.tick()
    assert timer.text() == "時間切れ：この局を終えて、もう1局で終了"
    assert timer.text(short=True) == "時間切れ：残り2局"
    draw(model)
    assert timer.text() == "時間切れ：この局で終了"
    assert timer.text(short=True) == "時間切れ：最終局"
    draw(model)
    assert model.game_over
    assert timer.text() == "時間切れ"


def test_the_time_is_up_at_zero_not_a_second_before() -> None:
    model, timer, clock = timed_game(1)
    clock.now += 59.5
    timer.tick()
    assert timer.text() == "0:01"
    assert all(e["type"] != "time_up" for e in model.log)
    clock.now += 0.5
    timer.tick()
    assert model.log[-1] == {"type": "time_up", "hands": 0}


def test_a_timer_belongs_to_the_parent_given_and_says_nothing_until_its_text_changes(
    qtbot: Any,
) -> None:
    from PySide6.QtCore import QObject

    owner = QObject()
    model = GameModel(get_preset("standard"), PLAYERS)
    clock = Clock()
    timer = HanchanTimer(model, clock, parent=owner)
    assert timer.parent() is owner
    with qtbot.assertNotEmitted(timer.changed):
        timer.tick()  # no timer set: the text is still empty
    with qtbot.waitSignal(timer.changed):
        model.set_timer(60, clock())  # "1:00"
    assert timer.text() == "1:00"


@pytest.mark.parametrize(
    ("entry", "setting"),
    [
        ({"type": "timer", "seconds": 1, "started": 5.0}, (1, 5.0)),  # one second is a timer
        ({"type": "timer", "seconds": 0, "started": 5.0}, None),  # 0: none
        # a log written by hand or by an older version: what is missing means no timer,
        # or one started at the epoch
        ({"type": "timer"}, None),
        ({"type": "timer", "seconds": 90}, (90, 0.0)),
    ],
)
def test_a_stored_timer_entry_is_read_with_its_defaults(
    entry: dict[str, Any], setting: tuple[int, float] | None
) -> None:
    model = GameModel.restore(get_preset("standard"), PLAYERS, [entry], 1)
    assert HanchanTimer(model, Clock()).setting() == setting
