"""Game -> Share with phones: a seat marked learning (remembered by its player's name) is asked
what is paid after each hand won; its answers are kept in the data folder's answers file."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from scoretable.engine.table import Win, WinEntry
from scoretable.session.library import Library
from scoretable.settings import SHARE_LEARNERS, Settings
from scoretable.storage.table_answers import read_answers
from scoretable.ui.share_dialog import ShareDialog


def _open(window: Any) -> ShareDialog:
    window.menu_game.act_share.trigger()
    dialog = window.findChild(ShareDialog)
    assert dialog is not None
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(0)
    return dialog


def _state(url: str) -> dict[str, Any]:
    with urllib.request.urlopen(url.replace("/seat?", "/state.json?"), timeout=5) as answer:
        return dict(json.loads(answer.read()))


def _post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(
        url.replace("/seat?", "/answer?"), data=json.dumps(body).encode(), method="POST"
    )
    with urllib.request.urlopen(request, timeout=5) as answer:
        return dict(json.loads(answer.read()))


def test_a_learning_seat_is_asked_and_its_answers_kept(
    make_window: Any, qtbot: Any, library: Library, tmp_path: Path
) -> None:
    settings = Settings(tmp_path / "settings.ini")
    window = make_window(library=library, settings=settings)
    dialog = _open(window)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    card = dialog._card(2)
    assert not card.learning.isHidden()
    assert dialog._card(4).learning.isHidden()  # the overlay's
    assert not card.learning.isChecked()
    card.learning.setChecked(True)
    name = window.model.players[2]
    assert json.loads(window.settings.get(SHARE_LEARNERS)) == [name]
    qtbot.waitUntil(lambda: dialog.server.questions.learners == frozenset({2}))
    window.model.record_win(Win(entries=(WinEntry(winner=1, han=3, fu=30),), discarder=2))
    url = dialog.server.urls()["seats"][2]
    qtbot.waitUntil(lambda: _state(url)["question"] is not None)
    question = _state(url)["question"]
    assert question["text"].endswith("what do you pay?")
    assert _post(url, {"id": question["id"], "points": 3900})["correct"] is True
    kept = read_answers(library.store.path.parent)
    assert [(a.learner, a.correct) for a in kept] == [(name, True)]
    # remembered by name: another dialog shows the seat learning
    card.learning.setChecked(False)
    assert json.loads(window.settings.get(SHARE_LEARNERS)) == []
    card = dialog._card(2)
    card.learning.setChecked(True)
    dialog.stop()


def test_without_a_window_the_learners_are_the_dialogs(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    dialog = ShareDialog(window.session)
    qtbot.addWidget(dialog)
    dialog.set_learning(1, True)
    assert dialog.learner_seats() == {1}
    dialog.set_learning(1, False)
    assert dialog.learner_names() == set()
