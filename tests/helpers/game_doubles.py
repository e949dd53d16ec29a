"""Doubles for the game model's tests: a recorder of its signals, a journal kept in a list,
a snapshot of what undo must restore, and a short game played through the model."""

from __future__ import annotations

from typing import Any

from scoretable.engine.rules import get_preset
from scoretable.engine.table import ExhaustiveDraw, TableState, Win, WinEntry
from scoretable.game.model import GameModel

SIGNALS = (
    "scoresChanged",
    "riichiChanged",
    "roundChanged",
    "playersChanged",
    "historyChanged",
    "gameOver",
    "gameResumed",
)


PLAYERS = ("Ann", "Ben", "Cho", "Dai")


class Recorder:
    """Every signal of a model (and journal saves) in the order they happened."""

    def __init__(self, model: GameModel) -> None:
        self.events: list[tuple[str, tuple[Any, ...]]] = []
        for name in SIGNALS:
            getattr(model, name).connect(lambda *args, name=name: self.events.append((name, args)))

    def names(self) -> list[str]:
        return [name for name, _ in self.events]

    def clear(self) -> None:
        self.events.clear()


class ListJournal:
    """A journal that records each save (and can be told to fail)."""

    def __init__(self, recorder: Recorder | None = None) -> None:
        self.saves: list[tuple[int, int]] = []
        self.fail = False
        self.recorder = recorder

    def save(self, model: GameModel) -> None:
        if self.fail:
            raise OSError("disk full")
        self.saves.append((len(model.log), model.index))
        if self.recorder is not None:
            self.recorder.events.append(("journal", ()))


def snapshot(model: GameModel) -> tuple[TableState, tuple[str, ...], int, int]:
    return (model.state, model.players, model.index, len(model.history))


def played(qapp: Any) -> GameModel:
    """A ron after a riichi, a rename, a draw, an abortive draw, and a riichi pending."""
    model = GameModel(get_preset("standard"), PLAYERS)
    model.declare_riichi(3)
    model.record_win(Win((WinEntry(winner=1, han=3, fu=30),), discarder=2))
    model.rename_player(0, "Anna")
    model.record_draw(ExhaustiveDraw(tenpai=frozenset({0, 2})))
    model.record_abortive("kaze4")
    model.declare_riichi(0)
    return model
