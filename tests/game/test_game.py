"""GameModel: signals (exactly once, in order), undo/redo, refusals, journal, restore."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers.game_doubles import PLAYERS, ListJournal, Recorder, snapshot
from helpers.hands import ron, tsumo
from helpers.japanese import japanese_text
from PySide6.QtCore import QLocale, QObject

from scoretable.engine.errors import RuleError
from scoretable.engine.results import FinalResult
from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, TableState, Win, WinEntry
from scoretable.game.model import GameModel, RestoreError
from scoretable.i18n import Translations


@pytest.fixture
def model(qapp: Any) -> GameModel:
    return GameModel(get_preset("standard"), PLAYERS)


# --- signals -------------------------------------------------------------------------------

ActionCase = tuple[Callable[[GameModel], None], list[str]]

CASES: dict[str, ActionCase] = {
    "riichi": (
        lambda m: m.declare_riichi(1),
        ["scoresChanged", "riichiChanged", "roundChanged", "historyChanged"],
    ),
    # a non-dealer ron: scores move, honba stays 0 but the dealer rotates
    "ron": (
        lambda m: m.record_win(ron(2, 1)),
        ["scoresChanged", "roundChanged", "historyChanged"],
    ),
    "dealer tsumo": (
        lambda m: m.record_win(tsumo(0)),
        ["scoresChanged", "roundChanged", "historyChanged"],
    ),
    "draw with noten payments": (
        lambda m: m.record_draw(ExhaustiveDraw(tenpai=frozenset({1}))),
        ["scoresChanged", "roundChanged", "historyChanged"],
    ),
    # all tenpai: no payment, so no scoresChanged
    "draw all tenpai": (
        lambda m: m.record_draw(ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3}))),
        ["roundChanged", "historyChanged"],
    ),
    "abortive": (lambda m: m.record_abortive("kyuushu"), ["roundChanged", "historyChanged"]),
    # a chombo under standard rules: reverse mangan, the hand replayed, no honba
    "chombo": (lambda m: m.record_chombo(2), ["scoresChanged", "historyChanged"]),
    "rename": (lambda m: m.rename_player(3, "Dee"), ["playersChanged", "historyChanged"]),
    "end game": (lambda m: m.end_game(), ["historyChanged", "gameOver"]),
}


@pytest.mark.parametrize("case", list(CASES))
def test_each_action_emits_its_signals_once_in_order(model: GameModel, case: str) -> None:
    act, expected = CASES[case]
    recorder = Recorder(model)
    act(model)
    assert recorder.names() == expected


def test_cancel_riichi_emits_the_reverse(model: GameModel) -> None:
    model.declare_riichi(2)
    recorder = Recorder(model)
    model.cancel_riichi(2)
    assert recorder.names() == ["scoresChanged", "riichiChanged", "roundChanged", "historyChanged"]
    assert recorder.events[0][1] == ([25000, 25000, 25000, 25000],)
    assert recorder.events[1][1] == ([False, False, False, False],)
    assert model.state.sticks == 0


def test_signal_payloads(model: GameModel) -> None:
    recorder = Recorder(model)
    model.declare_riichi(1)
    assert recorder.events[0] == ("scoresChanged", ([25000, 24000, 25000, 25000],))
    assert recorder.events[1] == ("riichiChanged", ([False, True, False, False],))
    recorder.clear()
    model.record_win(ron(0, 2))  # dealer 3 han 30 fu ron: 5,800 + the riichi stick
    assert recorder.events[0] == ("scoresChanged", ([31800, 24000, 19200, 25000],))
    assert recorder.events[1] == ("riichiChanged", ([False, False, False, False],))
    assert model.state.honba == 1
    assert model.state.dealer == 0
    assert model.state.sticks == 0


def test_qtbot_strict_order(qtbot: Any, model: GameModel) -> None:
    with qtbot.waitSignals(
        [model.scoresChanged, model.riichiChanged, model.roundChanged, model.historyChanged],
        order="strict",
        timeout=1000,
    ):
        model.declare_riichi(0)


def test_journal_saves_before_any_signal(model: GameModel) -> None:
    recorder = Recorder(model)
    journal = ListJournal(recorder)
    model.journal = journal
    model.declare_riichi(0)
    model.undo()
    model.redo()
    names = recorder.names()
    assert names[0] == "journal"
    assert names.count("journal") == 3
    # each save comes before that change's signals
    for position in [i for i, n in enumerate(names) if n == "journal"]:
        assert names[position + 1] == "scoresChanged"
    assert journal.saves == [(1, 1), (1, 0), (1, 1)]


# --- undo / redo ---------------------------------------------------------------------------


def play_some(model: GameModel) -> list[tuple[TableState, tuple[str, ...], int, int]]:
    """A varied sequence of actions; the snapshot after each (the first: before any)."""
    seen = [snapshot(model)]
    actions: list[Callable[[], None]] = [
        lambda: model.declare_riichi(1),
        lambda: model.declare_riichi(3),
        lambda: model.record_win(ron(1, 0, han=2, fu=40)),
        lambda: model.rename_player(0, "Anna"),
        lambda: model.record_draw(ExhaustiveDraw(tenpai=frozenset({0, 2}))),
        lambda: model.declare_riichi(2),
        lambda: model.record_abortive("kaze4"),
        lambda: model.record_win(tsumo(3, han=4, fu=30)),
        lambda: model.record_chombo(0),
        lambda: model.record_win(
            Win((WinEntry(winner=2, han=1, fu=30), WinEntry(winner=0, han=2, fu=30)), 1)
        ),
    ]
    for act in actions:
        act()
        seen.append(snapshot(model))
    return seen


def test_undo_redo_round_trip_restores_everything_exactly(model: GameModel) -> None:
    seen = play_some(model)
    assert len(set(s[0] for s in seen)) > 5  # the states really differ
    for expected in reversed(seen[:-1]):
        model.undo()
        assert snapshot(model) == expected
    assert not model.can_undo()
    model.undo()  # nothing left: a no-op
    assert snapshot(model) == seen[0]
    for expected in seen[1:]:
        model.redo()
        assert snapshot(model) == expected
    assert not model.can_redo()


def test_undo_emits_what_changed(model: GameModel) -> None:
    model.declare_riichi(1)
    model.record_win(ron(1, 0))
    recorder = Recorder(model)
    model.undo()
    assert recorder.names() == ["scoresChanged", "riichiChanged", "roundChanged", "historyChanged"]
    assert recorder.events[0][1] == ([25000, 24000, 25000, 25000],)
    assert model.state.riichi == frozenset({1})
    assert model.state.sticks == 1


def test_undo_via_stack_directly_works_too(model: GameModel) -> None:
    model.declare_riichi(1)
    recorder = Recorder(model)
    model.undo_stack.undo()
    assert model.state.sticks == 0
    assert model.index == 0
    assert recorder.names() == ["scoresChanged", "riichiChanged", "roundChanged", "historyChanged"]
    model.undo_stack.redo()
    assert model.state.sticks == 1
    assert model.index == 1


def test_new_action_after_undo_drops_the_redo_entries(model: GameModel) -> None:
    model.declare_riichi(1)
    model.declare_riichi(2)
    model.undo()
    model.declare_riichi(3)
    assert [e["seat"] for e in model.log] == [1, 3]
    assert model.index == 2
    assert not model.can_redo()
    assert model.state.riichi == frozenset({1, 3})


def test_log_and_history(model: GameModel) -> None:
    model.declare_riichi(1)
    model.rename_player(1, "Benny")
    model.record_win(ron(1, 0))
    assert [e["type"] for e in model.log] == ["riichi", "rename", "win"]
    assert model.log[1] == {"type": "rename", "seat": 1, "name": "Benny", "old": "Ben"}
    history = model.history
    assert len(history) == 3
    assert history[2].settlement is not None
    assert history[2].settlement.kind == "ron"
    assert history[2].before == history[1].after
    assert [h.ends_hand for h in history] == [False, False, True]
    model.undo()
    assert model.index == 2
    assert len(model.log) == 3
    assert len(model.history) == 2


def test_undo_after_game_over_reopens_the_game(model: GameModel) -> None:
    model.declare_riichi(2)
    before_end = snapshot(model)
    recorder = Recorder(model)
    model.end_game()
    assert model.game_over
    assert recorder.events[-1][0] == "gameOver"
    result = recorder.events[-1][1][0]
    assert isinstance(result, FinalResult)
    # the leftover stick goes to first place (seat order breaks the tie: seat 0)
    assert model.scores == (26000, 25000, 24000, 25000)
    assert recorder.names() == [
        "scoresChanged",
        "riichiChanged",
        "roundChanged",
        "historyChanged",
        "gameOver",
    ]
    recorder.clear()
    model.undo()
    assert recorder.names() == [
        "scoresChanged",
        "riichiChanged",
        "roundChanged",
        "historyChanged",
        "gameResumed",
    ]
    assert snapshot(model) == before_end
    assert not model.game_over
    model.record_win(tsumo(2))  # the game goes on


def test_game_over_by_the_last_hand(model: GameModel) -> None:
    # seven non-dealer wins bring South 4; its non-dealer win ends the game
    recorder = Recorder(model)
    for _ in range(8):
        dealer = model.state.dealer
        model.record_win(ron((dealer + 1) % 4, (dealer + 2) % 4))
    assert model.game_over
    assert recorder.names().count("gameOver") == 1
    with pytest.raises(RuleError):
        model.declare_riichi(0)
    model.undo()
    assert not model.game_over
    assert (model.state.round_wind, model.state.hand_number) == (1, 4)


# --- refusals ------------------------------------------------------------------------------

REFUSED: dict[str, Callable[[GameModel], None]] = {
    "impossible han/fu": lambda m: m.record_win(ron(1, 2, han=1, fu=20)),
    "winner as discarder": lambda m: m.record_win(ron(1, 1)),
    "no winner": lambda m: m.record_win(Win((), discarder=2)),
    "pao is the winner": lambda m: m.record_win(ron(1, 2, han=0, fu=None, yakuman=1, pao=1)),
    "riichi twice": lambda m: m.declare_riichi(0),
    "cancel without riichi": lambda m: m.cancel_riichi(1),
    "seat out of range": lambda m: m.record_chombo(7),
    "abortive kind the rules lack": lambda m: m.record_abortive("ron3"),
    "empty name": lambda m: m.rename_player(0, "  "),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_refused_actions_change_nothing_and_emit_nothing(model: GameModel, case: str) -> None:
    model.declare_riichi(0)
    journal = ListJournal()
    model.journal = journal
    before = snapshot(model)
    log = list(model.log)
    count = model.undo_stack.count()
    recorder = Recorder(model)
    with pytest.raises(RuleError) as info:
        REFUSED[case](model)
    assert info.value.message
    assert snapshot(model) == before
    assert list(model.log) == log
    assert model.undo_stack.count() == count
    assert recorder.events == []
    assert journal.saves == []


def test_a_riichi_refusal_names_the_player(qapp: Any) -> None:
    model = GameModel(get_preset("standard"), PLAYERS)
    model.declare_riichi(1)
    assert model.riichi_refusal(1) == "Ben has already declared riichi in this hand."
    assert model.riichi_refusal(0) is None


def test_riichi_below_1000_refused_where_the_rules_say(qapp: Any) -> None:
    model = GameModel(get_preset("tenhou"), PLAYERS)
    # Ben deals into a dealer haneman (18,000: 7,000 left), then a dealer 3 han 30 fu
    # with 1 honba (6,100): 900 left
    model.record_win(ron(0, 1, han=6, fu=None))
    assert model.riichi_refusal(1) is None
    model.record_win(ron(0, 1, han=3, fu=30))
    assert model.scores[1] == 900
    reason = model.riichi_refusal(1)
    assert reason is not None
    assert "1,000" in reason
    before = snapshot(model)
    with pytest.raises(RuleError):
        model.declare_riichi(1)
    assert snapshot(model) == before


def test_rename_to_the_same_name_is_a_no_op(model: GameModel) -> None:
    recorder = Recorder(model)
    model.rename_player(2, "Cho")
    assert recorder.events == []
    assert model.index == 0


# --- journal failures ----------------------------------------------------------------------


def test_journal_failure_rolls_back_a_push(model: GameModel) -> None:
    journal = ListJournal()
    model.journal = journal
    model.declare_riichi(1)
    before = snapshot(model)
    log = list(model.log)
    journal.fail = True
    recorder = Recorder(model)
    with pytest.raises(OSError):
        model.record_win(ron(1, 0))
    assert snapshot(model) == before
    assert list(model.log) == log
    assert model.undo_stack.count() == 1
    assert recorder.events == []


def test_journal_failure_on_a_push_keeps_the_redo_stack(model: GameModel) -> None:
    """A push after an undo drops the redo stack only once the journal saved it."""
    journal = ListJournal()
    model.journal = journal
    model.declare_riichi(1)
    model.declare_riichi(2)
    model.undo()
    log = list(model.log)
    assert len(log) == 2
    assert model.index == 1
    journal.fail = True
    with pytest.raises(OSError):
        model.declare_riichi(3)
    assert list(model.log) == log
    assert model.index == 1
    assert len(model.history) == 1
    journal.fail = False
    model.redo()  # the undone riichi is still there to redo
    assert model.state.riichi == frozenset({1, 2})
    assert list(model.log) == log
    assert model.index == 2


def test_journal_failure_rolls_back_undo_and_redo(model: GameModel) -> None:
    journal = ListJournal()
    model.journal = journal
    model.declare_riichi(1)
    model.declare_riichi(2)
    model.undo()
    journal.fail = True
    before = snapshot(model)
    recorder = Recorder(model)
    with pytest.raises(OSError):
        model.undo()
    assert snapshot(model) == before
    assert model.undo_stack.index() == 1
    with pytest.raises(OSError):
        model.redo()
    assert snapshot(model) == before
    assert model.undo_stack.index() == 1
    assert recorder.events == []


# --- restore -------------------------------------------------------------------------------


def test_restore_rebuilds_the_game_with_its_undo_history(model: GameModel) -> None:
    seen = play_some(model)
    for index in (0, 4, len(seen) - 1):
        journal = ListJournal()
        restored = GameModel.restore(
            model.rules, model.initial_players, model.log, index, journal=journal
        )
        assert snapshot(restored) == seen[index]
        assert journal.saves == []  # restoring saves nothing
        assert list(restored.log) == list(model.log)
        for expected in reversed(seen[:index]):
            restored.undo()
            assert snapshot(restored) == expected
        for expected in seen[1:]:
            restored.redo()
            assert snapshot(restored) == expected
        assert len(journal.saves) == index + len(seen) - 1


def test_restore_refuses_a_bad_log(qapp: Any) -> None:
    rules = get_preset("standard")
    with pytest.raises(ValueError, match="entry 1"):
        GameModel.restore(rules, PLAYERS, [{"type": "riichi", "seat": 0}] * 2, 2)
    with pytest.raises(ValueError):
        GameModel.restore(rules, PLAYERS, [{"type": "nonsense"}], 1)
    with pytest.raises(ValueError):
        GameModel.restore(rules, PLAYERS, [], 1)


def command_texts(model: GameModel) -> list[str]:
    stack = model.undo_stack
    return [stack.text(i) for i in range(stack.count())]


def test_a_restored_game_names_its_undo_steps_as_the_live_game_did(model: GameModel) -> None:
    play_some(model)
    model.set_timer(3600, 1_700_000_000.0)
    model.rename_player(2, "Chou")
    model.time_up()
    model.end_game()
    live = command_texts(model)
    assert live[:4] == ["Riichi", "Riichi", "Ron", "Rename Ann"]
    assert live[-4:] == ["Hanchan timer", "Rename Cho", "Time is up", "End of game"]
    for index in (0, 4, len(live)):
        restored = GameModel.restore(model.rules, model.initial_players, model.log, index)
        assert command_texts(restored) == live
        assert restored.undo_stack.undoText() == (live[index - 1] if index else "")


def test_the_undo_steps_are_named_in_the_interface_language(qapp: Any, model: GameModel) -> None:
    locale = QLocale()
    translations = Translations(qapp)
    assert translations.switch("ja")
    try:
        model.record_win(ron(1, 0, han=2, fu=40))
        model.rename_player(0, "Anna")
        model.set_timer(3600, 1_700_000_000.0)
        model.time_up()
        live = command_texts(model)
        restored = GameModel.restore(model.rules, model.initial_players, model.log, 4)
        texts = command_texts(restored)
        refusals = []
        for call in (
            lambda: model.rename_player(7, "Eve"),
            lambda: model.rename_player(0, " "),
            lambda: model.set_timer(-1, 0.0),
        ):
            with pytest.raises(RuleError) as refused:
                call()
            refusals.append(str(refused.value))
    finally:
        translations.switch("en")
        QLocale.setDefault(locale)
    assert live == ["ロン", "Ann の名前を変更", "半荘タイマー", "時間切れ"]
    assert texts == live
    assert refusals == [
        "席7はありません。",
        "プレイヤーには名前が必要です。",
        "タイマーの設定が正しくありません。",
    ]


@pytest.mark.parametrize(
    ("call", "message", "field"),
    [
        (lambda m: m.rename_player(7, "Eve"), "There is no seat 7.", "seat"),
        (lambda m: m.rename_player(0, " \t"), "A player needs a name.", "name"),
        (lambda m: m.set_timer(-1, 0.0), "A timer cannot be negative.", "timer"),
        (lambda m: m.set_timer(60, 0.0, hands_after=3), "A timer cannot be negative.", "timer"),
    ],
    ids=["no-seat", "blank-name", "negative-timer", "bad-hands-after"],
)
def test_a_refused_rename_or_timer_says_why_and_which_field(
    model: GameModel, call: Callable[[GameModel], None], message: str, field: str
) -> None:
    with pytest.raises(RuleError) as refused:
        call(model)
    assert (refused.value.message, refused.value.field) == (message, field)
    assert model.log == []


def test_restore_keeps_its_parent_and_follows_the_undo_stack_afterwards(model: GameModel) -> None:
    play_some(model)
    parent = QObject()
    restored = GameModel.restore(model.rules, model.initial_players, model.log, 3, parent=parent)
    assert restored.parent() is parent
    changes: list[int] = []
    restored.historyChanged.connect(lambda: changes.append(restored.index))
    # what an undo view or the stack's own action does: the model follows
    restored.undo_stack.undo()
    restored.undo_stack.redo()
    assert changes == [2, 3]
    assert restored.index == 3


@pytest.mark.parametrize(("index", "length"), [(-1, 0), (1, 0), (3, 2)])
def test_restore_names_an_index_outside_the_log(qapp: Any, index: int, length: int) -> None:
    log = [{"type": "riichi", "seat": seat} for seat in range(length)]
    with pytest.raises(ValueError, match=rf"^index {index} outside 0\.\.{length}$"):
        GameModel.restore(get_preset("standard"), PLAYERS, log, index)


@pytest.mark.parametrize(
    ("entry", "english", "japanese"),
    [
        # a riichi the rules refuse: the refusal, seat named, in the window's language
        (
            {"type": "riichi", "seat": 9},
            "log entry 1: 9 is not a seat (0 to 3).",
            "記録1: 9は席の番号ではありません(0〜3)。",
        ),
        # an entry in no shape: which key is missing
        ({"type": "win"}, "log entry 1: missing 'entries'", "記録1: 'entries' がありません"),
    ],
    ids=["refused", "malformed"],
)
def test_a_log_that_does_not_replay_is_one_sentence_in_the_windows_language(
    qapp: Any, entry: dict[str, Any], english: str, japanese: str
) -> None:
    """Issue 33: "log entry N: ..." reached a Japanese window in English."""
    log = [{"type": "riichi", "seat": 0}, entry]
    with pytest.raises(RestoreError) as error:
        GameModel.restore(get_preset("standard"), PLAYERS, log, 2)
    assert str(error.value) == english
    assert japanese_text(error.value) == japanese


def test_preview_applies_nothing(model: GameModel) -> None:
    recorder = Recorder(model)
    step = model.preview(ron(1, 0))
    assert step.settlement.deltas == (-3900, 3900, 0, 0)
    assert model.index == 0
    assert recorder.events == []


def test_a_three_player_game_keeps_three_names_and_refuses_a_fourth_seat(qtbot: Any) -> None:
    from scoretable.engine.rules import PRESETS

    model = GameModel(PRESETS["tenhou-sanma"], ["A", "B", "C"])
    assert model.players == ("A", "B", "C")
    assert model.state.scores == (35000, 35000, 35000)
    with qtbot.waitSignal(model.playersChanged) as blocker:
        model.rename_player(2, "Z")
    assert blocker.args == [["A", "B", "Z"]]
    with pytest.raises(RuleError):
        model.rename_player(3, "D")
    with pytest.raises(ValueError, match="needs 3 players"):
        GameModel(PRESETS["tenhou-sanma"], ["A", "B", "C", "D"])
