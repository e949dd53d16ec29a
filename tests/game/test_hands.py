"""The one builder of a game's rows (``scoretable.engine.game_rows``) and the model that keeps it up
to date: known rows, the ``handsChanged`` signal (rows added and dropped exactly), undo and
redo, and on random games the incremental rows equal a fresh build after every move."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from helpers.game_doubles import played
from helpers.oracle import load_games, replay
from helpers.table_actions import RULES, actions
from hypothesis import given, settings
from hypothesis import strategies as st

from scoretable.engine import game_rows as hands_module
from scoretable.engine.errors import RuleError
from scoretable.engine.game_rows import (
    Hand,
    HandsBuilder,
    HandsChange,
    build_hands,
    replay_entries,
    step_entry,
)
from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.table import (
    AbortiveDraw,
    Action,
    CancelRiichi,
    Chombo,
    DeclareRiichi,
    EndGame,
    ExhaustiveDraw,
    Win,
    WinEntry,
    action_to_dict,
    new_game,
)
from scoretable.game.model import GameModel

NAMES = ("Ann", "Ben", "Cho", "Dai")


def record(model: GameModel, action: Action) -> None:
    """``action`` through the model's own methods, as the window calls them."""
    if isinstance(action, DeclareRiichi):
        model.declare_riichi(action.seat)
    elif isinstance(action, CancelRiichi):
        model.cancel_riichi(action.seat)
    elif isinstance(action, Win):
        model.record_win(action)
    elif isinstance(action, ExhaustiveDraw):
        model.record_draw(action)
    elif isinstance(action, AbortiveDraw):
        model.record_abortive(action.kind)
    elif isinstance(action, Chombo):
        model.record_chombo(action.seat)
    else:
        assert isinstance(action, EndGame)
        model.end_game()


class Mirror:
    """A copy of the model's rows kept from ``handsChanged`` alone (as the views keep theirs),
    and every signal seen."""

    def __init__(self, model: GameModel) -> None:
        self.model = model
        self.rows: list[Hand] = list(model.hands)
        self.signals: list[tuple[int, int, int]] = []
        model.handsChanged.connect(self.changed)

    def changed(self, first: int, removed: int, added: int) -> None:
        assert first == len(self.rows) - removed, "rows change at the end only"
        self.signals.append((first, removed, added))
        del self.rows[first:]
        self.rows.extend(self.model.hands[first : first + added])
        assert added == 0 or self.rows == list(self.model.hands)

    def take(self) -> list[tuple[int, int, int]]:
        seen, self.signals = self.signals, []
        return seen


def fresh(model: GameModel) -> list[Hand]:
    return build_hands(model.history, new_game(model.rules))


# --- the rows ---------------------------------------------------------------------------


def test_rows_fold_riichi_and_renames_into_the_hands(qapp: Any) -> None:
    rows = list(played(qapp).hands)
    # the pending riichi of the current hand has no row yet
    assert [r.kind for r in rows] == ["ron", "draw", "abortive"]
    assert [r.number for r in rows] == [1, 2, 3]
    # Dai's riichi deposit counts in the hand's change; the settlement alone does not hold it
    assert rows[0].change == (0, 4900, -3900, -1000)
    assert rows[0].deltas == (0, 4900, -3900, 0)
    assert rows[0].scores == (25000, 29900, 21100, 24000)
    assert rows[0].scores_before == (25000, 25000, 25000, 25000)
    assert rows[0].riichi == frozenset({3})
    assert (rows[0].winners, rows[0].discarder) == ((1,), 2)
    assert rows[1].change == (1500, -1500, 1500, -1500)
    assert rows[1].tenpai == (0, 2)
    assert rows[1].players[0] == "Anna"
    assert rows[2].change == (0, 0, 0, 0)
    assert [(r.round_wind, r.hand_number, r.honba, r.sticks) for r in rows] == [
        (0, 1, 0, 0),
        (0, 2, 0, 0),
        (0, 3, 1, 0),
    ]
    assert all(r.is_hand for r in rows)


def test_ending_the_game_pays_the_leftover_stick_in_its_row(qapp: Any) -> None:
    model = played(qapp)
    model.end_game()
    last = model.hands[-1]
    assert (last.kind, last.is_hand, last.riichi) == ("end", False, frozenset())
    # Anna's pending riichi stick goes to first place (Ben)
    assert last.change == (-1000, 1000, 0, 0)
    assert last.scores == model.scores
    assert model.last_hand_change() == (-1000, 1000, 0, 0)


def test_an_end_that_moves_nothing_has_no_row(qapp: Any) -> None:
    model = GameModel(get_preset("standard"), NAMES)
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    mirror = Mirror(model)
    model.end_game()
    assert mirror.take() == []
    assert len(model.hands) == 1
    assert model.last_hand_change() == (0, 3900, -3900, 0)


def test_a_game_ended_by_its_last_hand_pays_leftover_sticks_in_that_hand(qapp: Any) -> None:
    model = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    for _ in range(7):
        dealer = model.state.dealer
        model.record_win(Win((WinEntry((dealer + 1) % 4, 1, 30),), discarder=(dealer + 2) % 4))
    model.declare_riichi(0)
    model.record_draw(ExhaustiveDraw(tenpai=frozenset({0})))
    assert model.game_over
    rows = model.hands
    assert len(rows) == 8
    # A's deposit (-1,000), noten payments (+3,000), the leftover stick back (+1,000)
    assert rows[-1].change == (3000, -1000, -1000, -1000)
    assert rows[-1].scores == model.scores


def test_scores_still_to_share_out_at_the_end_make_a_last_row(qapp: Any) -> None:
    # The engine pays leftover sticks into the scores of the action that ends the game (so
    # final_scores equals scores); a state from elsewhere may still differ: its own row.
    model = GameModel(get_preset("standard"), NAMES)
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    last = model.history[-1]
    ended = dataclasses.replace(
        last.after, game_over=True, final_scores=(25000, 29900, 21100, 24000)
    )
    rows = build_hands([dataclasses.replace(last, after=ended)])
    assert [r.kind for r in rows] == ["ron", "leftover"]
    leftover = rows[-1]
    assert leftover.change == (0, 1000, 0, -1000)
    assert (leftover.action, leftover.settlement, leftover.deltas) == (None, None, (0, 0, 0, 0))
    assert (leftover.winners, leftover.discarder, leftover.tenpai) == ((), None, ())


def test_a_chombo_row_names_who_paid(qapp: Any) -> None:
    model = GameModel(get_preset("standard"), NAMES)
    model.record_chombo(2)
    assert (model.hands[0].kind, model.hands[0].discarder) == ("chombo", 2)


def test_no_rows_before_the_first_hand_ends(qapp: Any) -> None:
    model = GameModel(get_preset("standard"), NAMES)
    assert model.last_hand_change() is None
    assert list(model.hands) == []
    model.declare_riichi(0)
    model.rename_player(1, "Bo")
    assert model.last_hand_change() is None
    assert list(model.hands) == []
    assert build_hands([]) == []


def test_rows_of_a_later_part_start_from_the_table_given(qapp: Any) -> None:
    model = GameModel(get_preset("standard"), NAMES)
    model.declare_riichi(0)
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    later = list(model.history)[1:]  # the ron, after Ann's riichi stick went down
    assert build_hands(later)[0].scores_before == (24000, 25000, 25000, 25000)
    start = new_game(model.rules)
    assert build_hands(later, start)[0].scores_before == (25000, 25000, 25000, 25000)


def test_the_log_replays_into_the_same_rows_without_a_model(qapp: Any) -> None:
    model = played(qapp)
    rules = model.rules
    items = list(replay_entries(rules, NAMES, model.log))
    assert items == list(model.history)
    assert build_hands(items) == list(model.hands)


def test_a_rename_of_a_seat_that_does_not_exist_is_refused() -> None:
    state = new_game(get_preset("standard"))
    with pytest.raises(ValueError, match="no seat 7"):
        step_entry(state, NAMES, {"type": "rename", "seat": 7, "name": "X"})


def test_the_builder_refuses_a_truncation_past_its_entries() -> None:
    builder = HandsBuilder(new_game(get_preset("standard")))
    with pytest.raises(ValueError, match=r"outside 0\.\.0"):
        builder.truncate(1)
    assert not HandsChange(0, 0, 0)
    assert HandsChange(3, 1, 0)


# --- the model keeps the rows: signals, undo, redo --------------------------------------


def test_a_hand_adds_one_row_and_its_undo_drops_it(qapp: Any) -> None:
    model = played(qapp)
    mirror = Mirror(model)
    model.record_win(Win((WinEntry(winner=2, han=1, fu=30),)))
    assert mirror.take() == [(3, 0, 1)]
    model.undo()
    assert mirror.take() == [(3, 1, 0)]
    model.undo()  # Anna's riichi: no row changes, no signal
    assert mirror.take() == []
    model.redo()
    model.redo()
    assert mirror.take() == [(3, 0, 1)]
    assert mirror.rows == list(model.hands) == fresh(model)
    model.rename_player(1, "Bo")  # names: no row changes
    assert mirror.take() == []


def test_rows_change_before_any_other_signal(qtbot: Any, qapp: Any) -> None:
    model = played(qapp)
    seen: list[str] = []
    model.scoresChanged.connect(lambda *_: seen.append(f"scores:{len(model.hands)}"))
    model.handsChanged.connect(lambda *_: seen.append("hands"))
    model.historyChanged.connect(lambda: seen.append("history"))
    model.record_win(Win((WinEntry(winner=2, han=1, fu=30),)))
    assert seen == ["hands", "scores:4", "history"]


def test_undo_through_the_stack_itself_keeps_the_rows(qapp: Any) -> None:
    # a QUndoView (or the stack's own actions) moves several commands at once
    model = played(qapp)
    mirror = Mirror(model)
    model.undo_stack.setIndex(1)
    assert list(model.hands) == [] == mirror.rows
    model.undo_stack.setIndex(model.undo_stack.count())
    assert mirror.rows == list(model.hands) == fresh(model)
    assert len(mirror.rows) == 3


def test_a_restored_game_has_the_rows_of_its_undo_position(qapp: Any) -> None:
    model = played(qapp)
    restored = GameModel.restore(model.rules, NAMES, list(model.log), 2)
    assert list(restored.hands) == fresh(restored)
    assert len(restored.hands) == 1
    mirror = Mirror(restored)
    restored.redo()
    assert mirror.take() == []  # the rename
    restored.redo()
    assert mirror.take() == [(1, 0, 1)]


class CountingBuilder(HandsBuilder):
    appended = 0
    truncated = 0

    def append(self, item: Any) -> int:
        CountingBuilder.appended += 1
        return super().append(item)

    def truncate(self, entries: int) -> int:
        CountingBuilder.truncated += 1
        return super().truncate(entries)


def test_an_action_builds_its_own_rows_only_never_the_whole_game(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import scoretable.game.model as model_module

    monkeypatch.setattr(model_module, "HandsBuilder", CountingBuilder)

    def no_rebuild(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the model rebuilt every row")

    monkeypatch.setattr(hands_module, "build_hands", no_rebuild)
    tsumo = action_to_dict(Win((WinEntry(0, 1, 30),), None))
    model = GameModel.restore(get_preset("standard"), NAMES, [tsumo] * 300, 300)
    assert len(model.hands) == 300
    CountingBuilder.appended = CountingBuilder.truncated = 0
    model.record_win(Win((WinEntry(0, 1, 30),), None))
    assert CountingBuilder.appended == 1  # the new entry's, not 301
    model.undo()
    assert CountingBuilder.appended == 1
    model.redo()
    assert CountingBuilder.appended == 2
    assert len(model.hands) == 301


# --- every game: incremental rows == a fresh build ---------------------------------------


def test_real_games_agree_after_every_entry(qapp: Any) -> None:
    for hands in load_games():
        model = replay(hands)
        items = list(model.history)
        assert list(model.hands) == build_hands(items, new_game(model.rules))
        # undone entry by entry, the rows are always those of the entries left
        mirror = Mirror(model)
        for _ in range(min(len(items), 40)):
            model.undo()
            assert mirror.rows == list(model.hands) == fresh(model)


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([rules for rules in RULES if rules.players == 4]),  # the model seats four
    st.lists(
        actions
        | st.just(EndGame())
        | st.just("undo")
        | st.just("undo")
        | st.just("redo")
        | st.just("rename"),
        max_size=40,
    ),
)
def test_random_games_keep_the_rows_a_fresh_build_gives(
    qapp: Any, rules: Rules, moves: list[Action | str]
) -> None:
    model = GameModel(rules, ("A", "B", "C", "D"))
    mirror = Mirror(model)
    for number, move in enumerate(moves):
        count = len(model.hands)
        if move == "undo":
            model.undo()
        elif move == "redo":
            model.redo()
        elif move == "rename":
            model.rename_player(number % 4, f"P{number}")
        else:
            assert not isinstance(move, str)
            try:
                record(model, move)
            except RuleError:
                continue
        rows = fresh(model)
        assert list(model.hands) == rows
        assert mirror.rows == rows  # the signals said exactly what changed
        signals = mirror.take()
        assert len(signals) <= 1
        if signals:
            first, removed, added = signals[0]
            assert (first + removed, first + added) == (count, len(rows))
        else:
            assert len(rows) == count
        assert model.last_hand_change() == (rows[-1].change if rows else None)
        assert [r.number for r in rows] == list(range(1, len(rows) + 1))
