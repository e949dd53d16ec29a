"""The View menu's speech: Speak payments, Speech settings, a seat's situation read aloud.

The window builds one :class:`SpeechActions` and puts its actions in the View menu. A
:class:`~scoretable.game.narrator.Narrator` turns each change of the game into a sentence;
every sentence is announced to screen readers (``QAccessibleAnnouncementEvent``) and, with
View -> Speak payments on, spoken by the :class:`~scoretable.ui.table.speech_voice.Voice`, which is
built (and QtTextToSpeech imported) the first time something is to be spoken. Where no engine
works, the menu item says so and the message strip gives the reason.

Signals:
    announced(str): a sentence given to screen readers (spoken too when speech is on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence

from scoretable.settings import SPEECH, Settings
from scoretable.ui.error_words import error_sentence

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scoretable.game.model import GameModel
    from scoretable.session.table_session import TableSession
    from scoretable.ui.table.conditions_view import TableConditions
    from scoretable.ui.table.speech_voice import Voice, VoiceDialog


class Window(Protocol):
    """What the speech reads of the main window."""

    model: GameModel
    conditions: TableConditions
    session: TableSession
    screens: dict[str, QWidget]

    def show_message(self, text: str) -> None: ...


class SpeechActions(QObject):
    """The speech actions of one window (see the module docstring)."""

    announced = Signal(str)

    def __init__(self, window: QWidget, settings: Settings | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.voice: Voice | None = None
        self.voice_dialog: VoiceDialog | None = None
        self._echoing = False
        host: Window = window  # type: ignore[assignment]
        self.host = host
        self.narrator = host.session.narrator  # the session's: it follows each new game
        self.narrator.said.connect(self.tell)

        self.act_speak = QAction(QCoreApplication.translate("Voice", "Speak &payments"), window)
        self.act_speak.setShortcut(QKeySequence("F4"))
        self.act_speak.setCheckable(True)
        self.act_speak.setChecked(settings is not None and settings.get(SPEECH))
        self.act_speak.toggled.connect(self._speak_toggled)
        self.act_voice = QAction(QCoreApplication.translate("Voice", "Speech &settings…"), window)
        self.act_voice.setEnabled(settings is not None)
        self.act_voice.triggered.connect(lambda _checked=False: self.show_voice_dialog())
        self.act_read_seat = []
        for seat in range(4):
            action = QAction(
                QCoreApplication.translate("Voice", "Read seat {0}'s situation").format(seat + 1),
                window,
            )
            action.setShortcut(QKeySequence(f"Ctrl+{seat + 1}"))
            action.triggered.connect(lambda _checked=False, seat=seat: self.read_seat(seat))
            self.act_read_seat.append(action)
        self.act_read_conditions = QAction(
            QCoreApplication.translate("Voice", "Read the all-last conditions"), window
        )
        self.act_read_conditions.setShortcut(QKeySequence("Ctrl+K"))
        self.act_read_conditions.triggered.connect(lambda _checked=False: self.read_conditions())
        for action in self.actions:
            window.addAction(action)

    @property
    def actions(self) -> list[QAction]:
        """The View menu's speech entries, in order."""
        return [self.act_speak, self.act_voice, *self.act_read_seat, self.act_read_conditions]

    def show_seats(self, seats: int) -> None:
        """Offer the seats of a game of ``seats`` players (seat 4 hidden with three)."""
        for seat, action in enumerate(self.act_read_seat):
            action.setVisible(seat < seats)

    # --- speaking -------------------------------------------------------------------------

    def load_voice(self) -> Voice:
        """The voice, built on first use (and again after a failure: the engine may have
        been installed since)."""
        if self.voice is None or self.voice.problem:
            from scoretable.ui.table.speech_voice import Voice

            if self.voice is not None:
                self.voice.deleteLater()
            self.voice = Voice(self.settings, parent=self)
        return self.voice

    def _speak_toggled(self, on: bool) -> None:
        if on:
            voice = self.load_voice()
            if voice.problem:
                self._no_engine(voice.problem)
                return
            self.act_speak.setText(QCoreApplication.translate("Voice", "Speak &payments"))
        if self.settings is not None:
            try:
                self.settings.set(SPEECH, on)
            except OSError as error:
                self.host.show_message(error_sentence(error))

    def _no_engine(self, problem: str) -> None:
        """Speech cannot be on: the item says so, the strip says why; the setting is kept
        (the engine may be installed by the next start)."""
        self.act_speak.blockSignals(True)
        self.act_speak.setChecked(False)
        self.act_speak.blockSignals(False)
        self.act_speak.setText(
            QCoreApplication.translate("Voice", "Speak &payments (no speech engine)")
        )
        self.act_speak.setToolTip(problem)
        self.act_speak.setStatusTip(problem)
        self.host.show_message(problem)

    def tell(self, text: str, now: bool = False) -> None:
        """Announce ``text`` to screen readers, and speak it where speech is on (``now``:
        cutting short what is being said)."""
        self.announce(text)
        self.speak(text, now)

    def speak(self, text: str, now: bool = False) -> None:
        """Speak ``text`` where speech is on, after what is being said or ``now`` (it
        returns at once)."""
        if self.act_speak.isChecked():
            voice = self.load_voice()
            if voice.problem:
                self._no_engine(voice.problem)
            else:
                voice.speak(text, now)

    def announce(self, text: str) -> None:
        """Give ``text`` to screen readers as it happens (nothing is spoken by the app)."""
        if not text or self._echoing:
            return
        # imported here: QAccessible's first touch builds its many enums (issue 30)
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.window, text))
        self.announced.emit(text)

    def read_seat(self, seat: int) -> str:
        """Say one seat's situation (with what it needs in the last hand) and show it."""
        if seat >= self.host.model.rules.players:
            return ""
        text = self.narrator.seat(seat, self.host.conditions.watcher.conditions)
        # the strip shows the situation without what the seat needs (the panel's own line
        # shows that): all of it would be too small to read there
        self._echo(self.narrator.seat(seat))
        self.tell(text, now=True)
        return text

    def read_conditions(self) -> str:
        """Say the all-last conditions of every seat that can move up (each panel's line
        shows them; the strip says only that there are none)."""
        text = self.narrator.all_last(self.host.conditions.watcher.conditions)
        if not text:
            text = QCoreApplication.translate("Voice", "No all-last conditions in this hand.")
            self._echo(text)
        self.tell(text, now=True)
        return text

    def _echo(self, text: str) -> None:
        """Show ``text`` in the message strip without announcing it (what is read aloud is
        announced whole by :meth:`tell`)."""
        self._echoing = True
        try:
            self.host.show_message(text)
        finally:
            self._echoing = False

    def show_voice_dialog(self) -> VoiceDialog | None:
        """View -> Speech settings (none without settings to keep them in)."""
        settings = self.settings
        if settings is None:
            return None
        from scoretable.ui.table.menus import open_screen
        from scoretable.ui.table.speech_voice import VoiceDialog

        def build() -> VoiceDialog:
            dialog = VoiceDialog(self.load_voice(), settings, self.window)
            dialog.open()
            return dialog

        self.voice_dialog = open_screen(self.host, "voice", build)  # type: ignore[arg-type]
        return self.voice_dialog
