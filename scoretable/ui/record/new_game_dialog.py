"""The new-game dialog: four or three players (remembered names offered), who sits where and
who is the first East, and the rules preset (of that many players) with every parameter
visible and adjustable.

    setup = NewGameDialog.get_setup(parent, known_names)   # GameSetup | None
    setup.players   # by seat, seat 0 = the first East dealer, then counter-clockwise
    setup.rules     # the preset with the user's changes
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.leagues import PRESET_GROUPS
from scoretable.engine.names import clean_name
from scoretable.engine.rules import PRESETS, STANDARD, Rules
from scoretable.i18n import rules_description, translate_rules_label
from scoretable.ui.fitting import fit_dialog
from scoretable.ui.record.base import ErrorLabel
from scoretable.ui.record.rules_editor import RulesEditor
from scoretable.ui.widgets.panels.parts import wind_name


@dataclass(frozen=True)
class GameSetup:
    """What a new game needs: the names by seat (seat 0 = first East; four, or three when the
    rules seat three) and the rules."""

    players: tuple[str, ...]
    rules: Rules
    # a tournament's game: (tournament, session), filed so when it is sent to the club
    tournament: tuple[str, int] | None = None


@dataclass(frozen=True)
class TournamentOffer:
    """A seated table of a tournament's session, offered as a new game: its players from
    East to North and the tournament's rules preset."""

    tournament: str
    session: int
    table: int
    players: tuple[str, ...]
    rules: Rules


class NewGameDialog(QDialog):
    """Start a game. Use :meth:`get_setup`; tests drive it non-modally."""

    def __init__(
        self,
        parent: QWidget | None,
        known_names: Sequence[str],
        initial: GameSetup | None = None,
        offers: Sequence[TournamentOffer] = (),
    ) -> None:
        super().__init__(parent)
        self._setup: GameSetup | None = None
        self.offers = list(offers)
        self._touched = [False] * 4
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)

        # --- how many play ------------------------------------------------------------------
        count_row = QHBoxLayout()
        self.player_count = QComboBox()
        self.player_count.setAccessibleName(self.tr("Number of players"))
        self.player_count.addItem(self.tr("Four players"), 4)
        self.player_count.addItem(self.tr("Three players (sanma)"), 3)
        count_label = QLabel(self.tr("&Number of players:"))
        count_label.setBuddy(self.player_count)
        count_row.addWidget(count_label)
        count_row.addWidget(self.player_count)
        count_row.addStretch(1)
        layout.addLayout(count_row)
        # a tournament's seated table, its names and winds filled in (only with offers)
        self.tournament_game = QComboBox()
        self.tournament_game.setObjectName("tournamentGame")
        self.tournament_game.addItem(self.tr("Not a tournament game"), None)
        for number, offer in enumerate(self.offers):
            self.tournament_game.addItem(
                self.tr("Tournament game: {0}, session {1}, table {2}").format(
                    offer.tournament, offer.session, offer.table
                ),
                number,
            )
        if self.offers:
            layout.addWidget(self.tournament_game)
        else:
            self.tournament_game.hide()

        # --- players, in seating order around the table ----------------------------------
        players_box = QGroupBox(self.tr("Players, in seating order (counter-clockwise)"))
        grid = QGridLayout(players_box)
        # remembered names, once each (case aside: the first spelling seen wins), sorted
        unique: dict[str, str] = {}
        for known_name in known_names:
            unique.setdefault(known_name.strip().casefold(), known_name.strip())
        known = sorted((n for n in unique.values() if n), key=str.casefold)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QComboBox] = []
        self.name_errors: list[ErrorLabel] = []
        for row in range(4):
            combo = QComboBox()
            combo.setEditable(True)
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            combo.addItems(known)
            combo.setCurrentIndex(-1)
            combo.setMinimumContentsLength(16)
            line_edit = combo.lineEdit()
            if line_edit is not None:
                line_edit.setPlaceholderText(self.tr("Name"))
            completer = QCompleter(known, combo)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            combo.setCompleter(completer)
            combo.setAccessibleName(self.tr("Player {n}").format(n=row + 1))
            label = QLabel()
            label.setBuddy(combo)
            error = ErrorLabel()
            combo.editTextChanged.connect(lambda _text, row=row: self._edited(row))
            grid.addWidget(label, row, 0)
            grid.addWidget(combo, row, 1)
            grid.addWidget(error, row, 2)
            self.seat_labels.append(label)
            self.name_edits.append(combo)
            self.name_errors.append(error)
        grid.setColumnStretch(2, 1)

        east_row = QHBoxLayout()
        self.first_east = QComboBox()
        self.first_east.setAccessibleName(self.tr("First East (first dealer)"))
        for row in range(4):
            self.first_east.addItem("", row)
        east_label = QLabel(self.tr("First &East:"))
        east_label.setBuddy(self.first_east)
        self.shuffle_button = QPushButton(self.tr("S&huffle seats"))
        self.shuffle_button.setAutoDefault(False)
        east_row.addWidget(east_label)
        east_row.addWidget(self.first_east)
        east_row.addStretch(1)
        east_row.addWidget(self.shuffle_button)
        grid.addLayout(east_row, 4, 0, 1, 3)
        layout.addWidget(players_box)

        # --- rules -------------------------------------------------------------------------
        rules_box = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(rules_box)
        preset_row = QHBoxLayout()
        self.preset = QComboBox()
        self.preset.setAccessibleName(self.tr("Rules preset"))
        start_rules = initial.rules if initial else STANDARD
        if start_rules.players == 3:
            self.player_count.setCurrentIndex(self.player_count.findData(3))
        self._fill_presets()
        preset_label = QLabel(self.tr("Rules &preset:"))
        preset_label.setBuddy(self.preset)
        self.modified_label = QLabel()
        preset_row.addWidget(preset_label)
        preset_row.addWidget(self.preset)
        preset_row.addWidget(self.modified_label)
        preset_row.addStretch(1)
        self.reset_button = QPushButton(self.tr("Rese&t to preset"))
        self.reset_button.setAutoDefault(False)
        preset_row.addWidget(self.reset_button)
        rules_layout.addLayout(preset_row)
        # the chosen preset in one line, in the interface's language
        self.description = QLabel()
        self.description.setWordWrap(True)
        rules_layout.addWidget(self.description)
        self.editor = RulesEditor(start_rules)
        self._rules_layout = rules_layout
        rules_layout.addWidget(self.editor)
        layout.addWidget(rules_box, 1)

        self.summary_error = ErrorLabel()
        layout.addWidget(self.summary_error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Start"))
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        if initial is not None:
            for combo, name in zip(
                self.name_edits[: len(initial.players)], initial.players, strict=True
            ):
                combo.setEditText(name)
            index = self.preset.findData(initial.rules.name)
            if index >= 0:
                self.preset.setCurrentIndex(index)
        else:
            self.preset.setCurrentIndex(max(0, self.preset.findData(STANDARD.name)))
        self._show_seat_rows()
        self._describe()

        self.player_count.currentIndexChanged.connect(self._count_changed)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.editor.changed.connect(self._rules_changed)
        self.reset_button.clicked.connect(self._preset_changed)
        self.first_east.currentIndexChanged.connect(self._update_seats)
        self.shuffle_button.clicked.connect(self.shuffle)
        self.tournament_game.currentIndexChanged.connect(self._offer_chosen)
        self._update_seats()
        self._rules_changed()
        self._validate()
        self.resize(760, 640)
        fit_dialog(self)
        # typing starts with the first name (the number of players took the first letters)
        self.name_edits[0].setFocus()

    # --- the answer -------------------------------------------------------------------------
    @classmethod
    def get_setup(
        cls,
        parent: QWidget | None,
        known_names: Sequence[str],
        initial: GameSetup | None = None,
        offers: Sequence[TournamentOffer] = (),
    ) -> GameSetup | None:
        """Ask for a new game's players and rules; None if the user cancelled."""
        dialog = cls(parent, known_names, initial, offers)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.result_setup()
            return None
        finally:
            dialog.deleteLater()

    def result_setup(self) -> GameSetup | None:
        """The setup accepted with OK (None before that)."""
        return self._setup

    # --- players ----------------------------------------------------------------------------
    def seats(self) -> int:
        """4, or 3 when three play."""
        return int(self.player_count.currentData())

    def names(self) -> list[str]:
        """The names in the rows as typed, cleaned (no control or bidi-override characters,
        at most NAME_MAX characters), in seating order (the rows in play)."""
        return [clean_name(combo.currentText()) for combo in self.name_edits[: self.seats()]]

    def east_row(self) -> int:
        return int(self.first_east.currentData())

    def players(self) -> tuple[str, ...]:
        """The names by seat: the first East first, then the rows after it around the table."""
        names = self.names()
        start = self.east_row()
        return tuple(names[(start + k) % len(names)] for k in range(len(names)))

    def shuffle(self) -> None:
        """Seat the players at random and draw the first East at random (as with the dice)."""
        edits = self.name_edits[: self.seats()]
        names = [combo.currentText() for combo in edits]
        random.shuffle(names)
        for combo, name in zip(edits, names, strict=True):
            combo.setEditText(name)
        self.first_east.setCurrentIndex(random.randrange(self.seats()))

    def _edited(self, row: int) -> None:
        self._touched[row] = True
        self._update_seats()
        self._validate()

    def _update_seats(self) -> None:
        start = self.east_row()
        names = self.names()
        for row, label in enumerate(self.seat_labels[: self.seats()]):
            wind = wind_name((row - start) % self.seats())
            label.setText(self.tr("&{n}  {wind}:").format(n=row + 1, wind=wind))
            name = names[row] or self.tr("(no name yet)")
            self.first_east.setItemText(
                row, self.tr("Seat {n}: {name}").format(n=row + 1, name=name)
            )

    def _validate(self) -> bool:
        names = self.names()
        folded = [name.casefold() for name in names]
        ok = True
        for row, name in enumerate(names):
            message = ""
            if not name:
                ok = False
                if self._touched[row]:
                    message = self.tr("Enter a name.")
            else:
                first = folded.index(folded[row])
                if first != row:
                    ok = False
                    message = self.tr("Same name as seat {n}.").format(n=first + 1)
            self.name_errors[row].show_error(message)
        if not ok:
            self.summary_error.show_error(
                self.tr("Enter four different names to start.")
                if self.seats() == 4
                else self.tr("Enter three different names to start.")
            )
        elif self.editor.valid_rules() is None:
            ok = False
            self.summary_error.show_error(self.tr("Correct the rules to start."))
        else:
            self.summary_error.clear_error()
        self.ok_button.setEnabled(ok)
        return ok

    # --- three or four players ----------------------------------------------------------
    def _fill_presets(self) -> None:
        """The presets for the number of players chosen, under their groups' headings
        (international, online, Japanese leagues, three players); a heading cannot be
        chosen."""
        self.preset.blockSignals(True)
        self.preset.clear()
        model = self.preset.model()
        assert isinstance(model, QStandardItemModel)
        listed: set[str] = set()
        groups = [*PRESET_GROUPS, ("", tuple(PRESETS))]  # any preset of no group: last
        for title, names in groups:
            members = [
                n
                for n in names
                if n in PRESETS and n not in listed and PRESETS[n].players == self.seats()
            ]
            if not members:
                continue
            if title:
                self.preset.addItem(QCoreApplication.translate("Presets", title))
                heading = model.item(self.preset.count() - 1)
                heading.setEnabled(False)
                font = heading.font()
                font.setBold(True)
                heading.setFont(font)
            for name in members:
                listed.add(name)
                self.preset.addItem(translate_rules_label(PRESETS[name].label), name)
        self.preset.blockSignals(False)

    def _describe(self) -> None:
        """The chosen preset's description under it."""
        self.description.setText(rules_description(self._preset().name))

    def _show_seat_rows(self) -> None:
        """The rows in play shown (the fourth hidden with three players), the first East
        drawn among them."""
        seats = self.seats()
        for row in range(4):
            for widget in (self.seat_labels[row], self.name_edits[row]):
                widget.setVisible(row < seats)
            if row >= seats:
                self.name_errors[row].clear_error()
        self.first_east.blockSignals(True)
        east = self.first_east.currentIndex()
        self.first_east.clear()
        for row in range(seats):
            self.first_east.addItem("", row)
        self.first_east.setCurrentIndex(east if 0 <= east < seats else 0)
        self.first_east.blockSignals(False)

    def _count_changed(self) -> None:
        """Three or four players: their rows, their presets (the standard one chosen) and a
        rules editor for that many."""
        self._fill_presets()
        standard = "standard" if self.seats() == 4 else "standard-sanma"
        # the editor for that many players is made below: the old one is not shown the preset
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(max(0, self.preset.findData(standard)))
        self.preset.blockSignals(False)
        self._show_seat_rows()
        old = self.editor
        self.editor = RulesEditor(self._preset())
        self._rules_layout.replaceWidget(old, self.editor)
        old.hide()
        old.deleteLater()
        self.editor.changed.connect(self._rules_changed)
        self._update_seats()
        self._describe()
        self._rules_changed()

    # --- rules ------------------------------------------------------------------------------
    def _preset_changed(self) -> None:
        self.editor.set_rules(self._preset())
        self._describe()
        self._rules_changed()

    def _preset(self) -> Rules:
        return PRESETS[str(self.preset.currentData())]

    def is_modified(self) -> bool:
        """The rules shown differ from the chosen preset (its label aside)."""
        preset = self._preset()
        rules = self.editor.valid_rules()
        return rules is None or rules.replace(label=preset.label) != preset

    def _rules_changed(self) -> None:
        modified = self.is_modified()
        self.modified_label.setText(self.tr("(modified)") if modified else "")
        self.reset_button.setEnabled(modified)
        self._validate()

    def rules(self) -> Rules | None:
        """The rules as shown (a changed preset keeps its name, its label says "modified"),
        or None while the core refuses them."""
        preset = self._preset()
        shown = self.editor.valid_rules()
        if shown is None:
            return None
        rules = shown.replace(name=preset.name, label=preset.label)
        if rules != preset:
            rules = rules.replace(label=self.tr("{label} (modified)").format(label=preset.label))
        return rules

    def _accept(self) -> None:
        self._touched = [True] * 4
        if not self._validate():
            return
        rules = self.rules()
        if rules is None:
            return
        number = self.tournament_game.currentData()
        offer = None if number is None else self.offers[number]
        self._setup = GameSetup(
            players=self.players(),
            rules=rules,
            tournament=None if offer is None else (offer.tournament, offer.session),
        )
        self.accept()

    def _offer_chosen(self) -> None:
        """A tournament's table: its players from East on, its preset."""
        number = self.tournament_game.currentData()
        if number is None:
            return
        offer = self.offers[number]
        self.player_count.setCurrentIndex(self.player_count.findData(len(offer.players)))
        index = self.preset.findData(offer.rules.name)
        if index >= 0:
            self.preset.setCurrentIndex(index)
        self.first_east.setCurrentIndex(0)
        for combo, name in zip(self.name_edits, offer.players, strict=False):
            combo.setEditText(name)
