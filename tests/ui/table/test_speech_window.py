"""View -> Speak payments with Qt's mock speech engine: what is said, that the table never
waits for it, a seat read on a key, the settings kept, and a machine without an engine."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.fresh_modules import ADDED, BEFORE
from helpers.table_ui import DialogStubs, press
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from scoretable.engine.table import ExhaustiveDraw, Win, WinEntry
from scoretable.i18n import Translations
from scoretable.settings import (
    SPEECH,
    SPEECH_ENGINE,
    SPEECH_RATE,
    SPEECH_VOICE,
    SPEECH_VOLUME,
    Settings,
)
from scoretable.ui.table.main_window import MainWindow

NAMES = ("Aiko", "Bruno", "Chen", "Dai")

pytest.importorskip(
    "PySide6.QtTextToSpeech", reason="Qt's text-to-speech module cannot load (libpulse0?)"
)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    settings = Settings(tmp_path / "settings.ini")
    settings.set(SPEECH_ENGINE, "mock")
    return settings


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[Translations]:
    locale = QLocale()
    translations = Translations(qapp)
    yield translations
    translations.switch("en")
    QLocale.setDefault(locale)


class Heard:
    """The words the mock engine says, as it says them."""

    def __init__(self, window: MainWindow) -> None:
        voice = window.speech.load_voice()
        assert voice.tts is not None, voice.problem
        self.tts = voice.tts
        self.words: list[str] = []
        self.tts.sayingWord.connect(lambda word, *_: self.words.append(word))

    def wait(self, qtbot: QtBot, words: list[str]) -> None:
        qtbot.waitUntil(lambda: self.words == words, timeout=10_000)
        self.words.clear()


def _words(text: str) -> list[str]:
    """How the mock engine splits a sentence: on spaces and punctuation."""
    out, word = [], ""
    for char in text:
        if char.isalnum():
            word += char
        elif word:
            out.append(word)
            word = ""
    return [*out, word] if word else out


def test_speech_is_off_by_default_and_nothing_is_spoken(
    make_window: Callable[..., MainWindow], dialogs: DialogStubs, qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window("standard", NAMES, settings=Settings(tmp_path / "s.ini"))
    assert not window.speech.act_speak.isChecked()
    assert window.speech.act_speak in window.menu_view.actions()
    with qtbot.waitSignal(window.speech.announced) as said:
        dialogs.queue("win", Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
        press(qtbot, window, Qt.Key.Key_W)
    # announced to screen readers, never spoken: no voice was even built
    assert said.args == ["Ron. Bruno pays Aiko 5,800."]
    assert window.speech.voice is None


def test_each_hand_is_spoken_as_it_is_recorded_and_the_table_does_not_wait(
    make_window: Callable[..., MainWindow],
    dialogs: DialogStubs,
    qtbot: QtBot,
    settings: Settings,
) -> None:
    window = make_window("standard", NAMES, settings=settings)
    press(qtbot, window, Qt.Key.Key_F4)
    assert window.speech.act_speak.isChecked()
    assert Settings(settings.path).get(SPEECH) is True
    heard = Heard(window)
    dialogs.queue("win", Win((WinEntry(winner=1, han=5),)))
    press(qtbot, window, Qt.Key.Key_W)
    # the key press returned with the scores shown while the voice is still speaking
    assert window.panels[1].score_label.text() == "33,000"
    assert heard.tts.state() == heard.tts.State.Speaking
    sentence = "Tsumo, mangan. 2,000 each, 4,000 from the dealer. Bruno plus 8,000."
    heard.wait(qtbot, _words(sentence))
    dialogs.queue("draw", ExhaustiveDraw(tenpai=frozenset({0, 2})))
    press(qtbot, window, Qt.Key.Key_D)
    heard.wait(
        qtbot,
        _words("Draw. Aiko and Chen tenpai. Aiko and Chen plus 1,500, Bruno and Dai minus 1,500."),
    )
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    heard.wait(qtbot, ["Undone"])
    press(qtbot, window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    heard.wait(
        qtbot,
        _words("Draw. Aiko and Chen tenpai. Aiko and Chen plus 1,500, Bruno and Dai minus 1,500."),
    )


def test_the_setting_is_remembered_and_the_voice_loads_only_when_something_is_said(
    make_window: Callable[..., MainWindow], dialogs: DialogStubs, qtbot: QtBot, settings: Settings
) -> None:
    settings.set(SPEECH, True)
    window = make_window("standard", NAMES, settings=settings)
    assert window.speech.act_speak.isChecked()
    assert window.speech.voice is None
    press(qtbot, window, Qt.Key.Key_1)  # a riichi
    assert window.speech.voice is not None
    assert window.speech.voice.tts is not None
    press(qtbot, window, Qt.Key.Key_F4)
    assert Settings(settings.path).get(SPEECH) is False


def test_a_key_reads_a_seat_and_at_all_last_what_it_needs(
    make_window: Callable[..., MainWindow], qtbot: QtBot, settings: Settings
) -> None:
    window = make_window("standard", NAMES, settings=settings)
    press(qtbot, window, Qt.Key.Key_F4)
    heard = Heard(window)
    with qtbot.waitSignal(window.speech.announced) as said:
        press(qtbot, window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    text = "Seat 2: South, Bruno, 25,000, second, level with the top."
    assert said.args == [text]
    assert window.message() == text
    heard.wait(qtbot, _words(text))
    with qtbot.waitSignal(window.speech.announced) as said:
        press(qtbot, window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert said.args == ["No all-last conditions in this hand."]
    assert window.message() == "No all-last conditions in this hand."
    heard.wait(qtbot, _words("No all-last conditions in this hand."))
    # South 4, Dai dealing: the seats behind need a hand
    model = window.model
    for winner, loser in ((0, 1), (1, 0), (2, 3), (3, 2), (0, 3), (1, 2), (2, 1)):
        model.record_win(Win((WinEntry(winner=winner, han=1, fu=30),), discarder=loser))
    model.record_win(Win((WinEntry(winner=1, han=2, fu=30),), discarder=3))
    assert (model.state.round_wind, model.state.hand_number) == (1, 4)
    heard.words.clear()
    # asked for, it cuts short the hands still being said; announced once, whole; the strip
    # shows the situation, the panel's line what Chen needs
    announced: list[str] = []
    window.speech.announced.connect(announced.append)
    press(qtbot, window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    situation = "Seat 3: North, Chen, 25,000, third, 1,800 behind the top"
    text = (
        f"{situation}; needs for second: tsumo 300 and 500, ron 1,000 from Aiko, ron 1,000 "
        "from Bruno, ron 1,300 from Dai or some draws."
    )
    assert announced == [text]
    assert window.message() == f"{situation}."
    heard.wait(qtbot, _words(text))
    press(qtbot, window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert announced[-1].startswith("Aiko needs for first: tsumo 300 and 500, ")
    assert "Chen needs for second: tsumo 300 and 500, " in announced[-1]
    assert window.message() == f"{situation}."  # nothing too long for the strip


def test_the_sentences_follow_the_interface_language(
    make_window: Callable[..., MainWindow],
    dialogs: DialogStubs,
    qtbot: QtBot,
    settings: Settings,
    translator: Translations,
) -> None:
    assert translator.switch("ja")
    window = make_window("standard", NAMES, settings=settings)
    with qtbot.waitSignal(window.speech.announced) as said:
        dialogs.queue("win", Win((WinEntry(winner=0, han=5),), discarder=1))
        press(qtbot, window, Qt.Key.Key_W)
    assert said.args == ["ロン、満貫。BrunoからAikoへ、12,000点。"]


@pytest.mark.qt_log_ignore("(?i)text-to-speech plug-in")
def test_without_an_engine_the_item_says_so_and_the_table_goes_on(
    make_window: Callable[..., MainWindow], dialogs: DialogStubs, qtbot: QtBot, tmp_path: Path
) -> None:
    settings = Settings(tmp_path / "settings.ini")
    settings.set(SPEECH_ENGINE, "no-such-engine")
    window = make_window("standard", NAMES, settings=settings)
    press(qtbot, window, Qt.Key.Key_F4)
    action = window.speech.act_speak
    assert not action.isChecked()
    assert action.text() == "Speak &payments (no speech engine)"
    assert window.message().startswith("The speech engine does not work: ")
    assert "speech-dispatcher and espeak-ng" in window.message()
    assert action.toolTip() == window.message()
    dialogs.queue("win", Win((WinEntry(winner=0, han=3, fu=30),), discarder=1))
    press(qtbot, window, Qt.Key.Key_W)
    assert window.panels[0].score_label.text() == "30,800"


def test_voice_rate_and_volume_are_kept_on_ok_and_forgotten_on_cancel(
    make_window: Callable[..., MainWindow], qtbot: QtBot, settings: Settings
) -> None:
    window = make_window("standard", NAMES, settings=settings)
    dialog = window.speech.show_voice_dialog()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    tts = window.speech.load_voice().tts
    assert tts is not None
    assert dialog.voice_box.count() == 1 + len(tts.availableVoices())
    dialog.voice_box.setFocus()
    qtbot.keyClick(dialog.voice_box, Qt.Key.Key_Down)
    dialog.rate.setFocus()
    qtbot.keyClick(dialog.rate, Qt.Key.Key_Right)
    qtbot.keyClick(dialog.rate, Qt.Key.Key_Right)
    dialog.volume.setFocus()
    qtbot.keyClick(dialog.volume, Qt.Key.Key_Home)
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert tts.volume() == 0
    assert tts.rate() == pytest.approx(0.2)
    qtbot.mouseClick(
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel),
        Qt.MouseButton.LeftButton,
    )
    assert tts.volume() == pytest.approx(0.8)
    assert tts.rate() == 0
    assert settings.get(SPEECH_RATE) == 0

    dialog = window.speech.show_voice_dialog()
    assert dialog is not None
    first = dialog.voice_box.itemText(1)
    dialog.voice_box.setFocus()
    qtbot.keyClick(dialog.voice_box, Qt.Key.Key_Down)
    dialog.rate.setFocus()
    qtbot.keyClick(dialog.rate, Qt.Key.Key_Left)
    qtbot.mouseClick(
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
        Qt.MouseButton.LeftButton,
    )
    again = Settings(settings.path)
    assert (again.get(SPEECH_VOICE), again.get(SPEECH_RATE), again.get(SPEECH_VOLUME)) == (
        first,
        -1,
        80,
    )
    assert tts.voice().name() == first
    assert tts.rate() == pytest.approx(-0.1)


def test_start_up_with_speech_on_does_not_load_text_to_speech(tmp_path: Path) -> None:
    data = tmp_path / "data"
    settings = Settings.load(data)
    settings.set(SPEECH, True)
    code = (
        f"{BEFORE}"
        "from scoretable.cli.main import main\n"
        f"status = main(['--screenshot', {str(tmp_path / 'shot.png')!r}])\n"
        f"{ADDED}"
        "sys.exit(status)\n"
    )
    env = dict(os.environ, SCORETABLE_DATA_DIR=str(data))
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "scoretable.ui.table.speech_actions" in loaded
    assert {"PySide6.QtTextToSpeech", "scoretable.ui.table.speech_voice"} & loaded == set()


def test_what_the_message_strip_says_is_announced_as_it_appears(
    make_window: Callable[..., MainWindow], dialogs: DialogStubs, qtbot: QtBot
) -> None:
    window = make_window("standard", NAMES)
    # a win the engine refuses: the strip says why, and a screen reader hears it
    dialogs.queue("win", Win((WinEntry(winner=2, han=1, fu=20),), discarder=3))
    with qtbot.waitSignal(window.speech.announced) as said:
        press(qtbot, window, Qt.Key.Key_W)
    assert window.message().startswith("20 fu")
    assert said.args == [window.message()]
