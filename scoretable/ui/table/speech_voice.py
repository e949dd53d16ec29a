"""The table's voice: sentences spoken through QtTextToSpeech, and its settings dialog.

Imported by the main window in the slot that first needs a voice (start-up never loads
QtTextToSpeech). A machine without a speech engine (Linux without speech-dispatcher, or Qt's
text-to-speech module unable to load) gets a :class:`Voice` whose :attr:`~Voice.problem` says
so in one sentence; speaking then does nothing. Speaking never waits: ``enqueue`` returns at
once and the engine speaks from its own thread or process.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSlider,
    QWidget,
)

from scoretable.settings import (
    SPEECH_ENGINE,
    SPEECH_RATE,
    SPEECH_VOICE,
    SPEECH_VOLUME,
    Settings,
)

if TYPE_CHECKING:
    from PySide6.QtTextToSpeech import QTextToSpeech, QVoice


class Voice(QObject):
    """One text-to-speech engine with the voice, rate and volume of the settings.

    Attributes:
        problem: why nothing can be spoken (one sentence), or "" when the engine works.
    """

    def __init__(
        self, settings: Settings | None = None, engine: str = "", parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.problem = ""
        self.tts: QTextToSpeech | None = None
        if not engine and settings is not None:
            engine = settings.get(SPEECH_ENGINE)
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError as error:  # a library Qt's module needs is missing (libpulse)
            self.problem = QCoreApplication.translate(
                "Voice", "No speech: Qt's text-to-speech module cannot load ({0})."
            ).format(error)
            return
        if not QTextToSpeech.availableEngines():
            self.problem = QCoreApplication.translate(
                "Voice",
                "No speech engine is installed (on Linux: speech-dispatcher and espeak-ng).",
            )
            return
        tts = QTextToSpeech(engine, self) if engine else QTextToSpeech(self)
        if tts.state() == QTextToSpeech.State.Error:
            self.problem = QCoreApplication.translate(
                "Voice",
                "The speech engine does not work: {0} (on Linux: install speech-dispatcher "
                "and espeak-ng).",
            ).format(tts.errorString() or tts.engine())
            return
        self.tts = tts
        self.apply_settings()

    def voices(self) -> list[QVoice]:
        """The voices of the engine for its language."""
        return [] if self.tts is None else list(self.tts.availableVoices())

    def apply_settings(self) -> None:
        """The language of the interface, then the voice, rate and volume of the settings."""
        tts = self.tts
        if tts is None:
            return
        language = QLocale().language()
        for locale in tts.availableLocales():
            if locale.language() == language:
                tts.setLocale(locale)
                break
        if self.settings is not None:
            self.configure(
                self.settings.get(SPEECH_VOICE),
                self.settings.get(SPEECH_RATE),
                self.settings.get(SPEECH_VOLUME),
            )

    def configure(self, voice: str, rate: int, volume: int) -> None:
        """Speak with the voice named ``voice`` ("": the language's default), at ``rate``
        (-10..10) and ``volume`` (0..100)."""
        tts = self.tts
        if tts is None:
            return
        for item in tts.availableVoices():
            if item.name() == voice:
                tts.setVoice(item)
                break
        tts.setRate(rate / 10)
        tts.setVolume(volume / 100)

    def speak(self, text: str, now: bool = False) -> None:
        """Say ``text`` after what is being said, or ``now``, cutting it short (a seat asked
        for is wanted at once); returns at once."""
        if self.tts is not None and text:
            if now:
                self.tts.say(text)
            else:
                self.tts.enqueue(text)

    def stop(self) -> None:
        if self.tts is not None:
            self.tts.stop()


class VoiceDialog(QDialog):
    """View -> Speech settings: the voice, the rate and the volume, with a sample to hear."""

    def __init__(self, voice: Voice, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.voice = voice
        self.settings = settings
        self.setWindowTitle(QCoreApplication.translate("Voice", "Speech settings"))
        form = QFormLayout(self)
        self.problem = QLabel(voice.problem)
        self.problem.setWordWrap(True)
        self.problem.setVisible(bool(voice.problem))
        form.addRow(self.problem)
        self.voice_box = QComboBox()
        self.voice_box.addItem(QCoreApplication.translate("Voice", "Default for the language"), "")
        for item in voice.voices():
            self.voice_box.addItem(item.name(), item.name())
        index = self.voice_box.findData(settings.get(SPEECH_VOICE))
        self.voice_box.setCurrentIndex(max(index, 0))
        self.rate = self._slider(-10, 10, settings.get(SPEECH_RATE))
        self.volume = self._slider(0, 100, settings.get(SPEECH_VOLUME))
        self.test_button = QPushButton(QCoreApplication.translate("Voice", "&Hear a sample"))
        self.test_button.clicked.connect(self.sample)
        for label, field in (
            (QCoreApplication.translate("Voice", "&Voice:"), self.voice_box),
            (QCoreApplication.translate("Voice", "&Rate:"), self.rate),
            (QCoreApplication.translate("Voice", "V&olume:"), self.volume),
        ):
            form.addRow(label, field)
            field.setAccessibleName(label.replace("&", "").rstrip(":："))
        form.addRow(self.test_button)
        working = voice.tts is not None
        for widget in (self.voice_box, self.rate, self.volume, self.test_button):
            widget.setEnabled(working)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _slider(self, low: int, high: int, value: int) -> QSlider:
        slider = QSlider(Qt.Orientation.Horizontal)
        slider.setRange(low, high)
        slider.setValue(value)
        slider.setMinimumWidth(200)
        return slider

    def sample(self) -> None:
        """Say a sentence with the dialog's choices (kept only if the dialog is accepted)."""
        self.voice.configure(
            str(self.voice_box.currentData()), self.rate.value(), self.volume.value()
        )
        self.voice.stop()
        self.voice.speak(
            QCoreApplication.translate("Voice", "Tsumo, mangan. 2,000 each, 4,000 from the dealer.")
        )

    def accept(self) -> None:
        """Write the dialog's choices and give them to the voice."""
        self.settings.set(SPEECH_VOICE, str(self.voice_box.currentData()))
        self.settings.set(SPEECH_RATE, self.rate.value())
        self.settings.set(SPEECH_VOLUME, self.volume.value())
        self.voice.apply_settings()
        super().accept()

    def reject(self) -> None:
        self.voice.apply_settings()  # what a sample tried is forgotten
        super().reject()
