"""An editor for a :class:`~scoretable.engine.rules.Rules` value, generated from its fields.

Booleans become check boxes, integers spin boxes, ``Literal`` choices combo boxes, the uma a row
of four spin boxes and the frozensets (abortive draws, pao yaku) lists of check boxes. A field
the core adds later still appears (with a label made from its name) in an "Other" tab.

    editor = RulesEditor(PRESETS["tenhou"])
    editor.changed.connect(...)
    rules = editor.rules()          # the preset with the user's changes
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import (
    ABORTIVE_KINDS,
    FLOATER_UMA_FIELDS,
    FOUR_PLAYER_ABORTIVE,
    PAO_YAKU,
    THREE_PLAYER_FIELDS,
    Rules,
)
from scoretable.game.model import refusal_text
from scoretable.ui.record.base import ErrorLabel

# Fields the editor does not show (identity and free-form data), and the three-player
# parameters: the player count is the New game dialog's, the others are shown (on their own
# tab) only when the rules seat three
HIDDEN_FIELDS = frozenset({"name", "label", "extra", *THREE_PLAYER_FIELDS})
# the three-player parameters the editor shows for rules of three players
SANMA_FIELDS: tuple[str, ...] = tuple(f for f in THREE_PLAYER_FIELDS if f != "players")

# Tab of each field; anything not listed goes to "Other".
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        str(QT_TRANSLATE_NOOP("RulesEditor", "Game")),
        (
            "length",
            "start_points",
            "return_points",
            "riichi_needs_1000",
            "busting",
            "agari_yame",
            "west_round",
            "target_points",
        ),
    ),
    (
        str(QT_TRANSLATE_NOOP("RulesEditor", "Result")),
        (
            "uma",
            "uma_by_floaters",
            *FLOATER_UMA_FIELDS,
            "final_rounding",
            "tie_break",
            "leftover_sticks",
            "yakitori",
            "yakitori_penalty",
        ),
    ),
    (
        str(QT_TRANSLATE_NOOP("RulesEditor", "Hand value")),
        (
            "kiriage",
            "counted_yakuman",
            "double_yakuman",
            "yakuman_stacking",
            "aotenjou",
            "double_wind_pair_fu",
            "red_fives",
            "open_tanyao",
            "ryanhan_shibari",
            "honba_counters",
            "basengo",
        ),
    ),
    (
        str(QT_TRANSLATE_NOOP("RulesEditor", "Multiple ron")),
        ("multiple_ron", "triple_ron_abortive", "multi_ron_honba", "multi_ron_sticks"),
    ),
    (
        str(QT_TRANSLATE_NOOP("RulesEditor", "Draws")),
        ("noten_total", "abortive_draws", "honba_on_kyuushu", "nagashi_mangan"),
    ),
    (
        str(QT_TRANSLATE_NOOP("RulesEditor", "Chombo and pao")),
        (
            "chombo",
            "chombo_penalty",
            "honba_on_chombo",
            "pao_yaku",
            "pao_covers",
            "pao_ron_honba",
            "rinshan_pao",
        ),
    ),
    (str(QT_TRANSLATE_NOOP("RulesEditor", "Three players")), SANMA_FIELDS),
)


def field_labels() -> dict[str, str]:
    """Readable, translatable labels of the fields."""
    return {
        "length": QCoreApplication.translate("RulesEditor", "Game length"),
        "start_points": QCoreApplication.translate("RulesEditor", "Starting points"),
        "return_points": QCoreApplication.translate("RulesEditor", "Return points"),
        "uma": QCoreApplication.translate("RulesEditor", "Uma for 1st/2nd/3rd/4th (thousands)"),
        "uma_three_players": QCoreApplication.translate(
            "RulesEditor", "Uma for 1st/2nd/3rd (thousands)"
        ),
        "uma_by_floaters": QCoreApplication.translate(
            "RulesEditor", "Uma by how many players end at or above the return points"
        ),
        "uma_one_up": QCoreApplication.translate("RulesEditor", "Uma with one player up"),
        "uma_two_up": QCoreApplication.translate("RulesEditor", "Uma with two players up"),
        "uma_three_up": QCoreApplication.translate("RulesEditor", "Uma with three players up"),
        "honba_counters": QCoreApplication.translate(
            "RulesEditor", "Honba counters (off: no honba at all)"
        ),
        "tsumo_north": QCoreApplication.translate("RulesEditor", "Tsumo: the absent North's share"),
        "honba_tsumo": QCoreApplication.translate("RulesEditor", "Tsumo: honba from each payer"),
        "nukidora": QCoreApplication.translate(
            "RulesEditor", "North tiles set aside count as dora (nukidora)"
        ),
        "final_rounding": QCoreApplication.translate("RulesEditor", "Rounding of final points"),
        "tie_break": QCoreApplication.translate("RulesEditor", "Tied places"),
        "leftover_sticks": QCoreApplication.translate(
            "RulesEditor", "Riichi sticks left at the end"
        ),
        "busting": QCoreApplication.translate(
            "RulesEditor", "The game ends when a score drops below zero"
        ),
        "riichi_needs_1000": QCoreApplication.translate(
            "RulesEditor", "Riichi needs at least 1,000 points"
        ),
        "agari_yame": QCoreApplication.translate(
            "RulesEditor", "Dealer in first place may stop in the last hand (agari-yame)"
        ),
        "west_round": QCoreApplication.translate(
            "RulesEditor", "Play into the West round if nobody reached the target"
        ),
        "target_points": QCoreApplication.translate(
            "RulesEditor", "Target to end the West round and for agari-yame"
        ),
        "kiriage": QCoreApplication.translate(
            "RulesEditor", "Kiriage mangan (4 han 30 fu and 3 han 60 fu are mangan)"
        ),
        "counted_yakuman": QCoreApplication.translate(
            "RulesEditor", "13 han or more without a yakuman"
        ),
        "double_yakuman": QCoreApplication.translate(
            "RulesEditor", "Double-yakuman hands (kokushi 13-sided wait, ...)"
        ),
        "yakuman_stacking": QCoreApplication.translate(
            "RulesEditor", "Different yakuman in one hand add up"
        ),
        "aotenjou": QCoreApplication.translate("RulesEditor", "Aotenjou (no limit at all)"),
        "double_wind_pair_fu": QCoreApplication.translate(
            "RulesEditor", "Fu for a pair of seat and round wind"
        ),
        "ryanhan_shibari": QCoreApplication.translate(
            "RulesEditor", "Two han minimum from five honba (ryanhan shibari)"
        ),
        "basengo": QCoreApplication.translate("RulesEditor", "Basengo (1,500 points per honba)"),
        "multiple_ron": QCoreApplication.translate("RulesEditor", "Multiple ron"),
        "triple_ron_abortive": QCoreApplication.translate(
            "RulesEditor", "A triple ron is an abortive draw"
        ),
        "multi_ron_honba": QCoreApplication.translate(
            "RulesEditor", "Honba in a multiple ron go to"
        ),
        "multi_ron_sticks": QCoreApplication.translate(
            "RulesEditor", "Riichi sticks in a multiple ron go to"
        ),
        "noten_total": QCoreApplication.translate("RulesEditor", "Noten payments (total)"),
        "abortive_draws": QCoreApplication.translate("RulesEditor", "Abortive draws"),
        "honba_on_kyuushu": QCoreApplication.translate(
            "RulesEditor", "Nine terminals (kyuushu) adds a honba"
        ),
        "nagashi_mangan": QCoreApplication.translate("RulesEditor", "Nagashi mangan"),
        "chombo": QCoreApplication.translate("RulesEditor", "Chombo"),
        "chombo_penalty": QCoreApplication.translate(
            "RulesEditor", "Chombo penalty on the final result (points)"
        ),
        "honba_on_chombo": QCoreApplication.translate("RulesEditor", "Chombo adds a honba"),
        "yakitori": QCoreApplication.translate(
            "RulesEditor", "Yakitori (penalty for never winning a hand)"
        ),
        "yakitori_penalty": QCoreApplication.translate("RulesEditor", "Yakitori penalty (points)"),
        "pao_yaku": QCoreApplication.translate("RulesEditor", "Pao (liability) for"),
        "rinshan_pao": QCoreApplication.translate(
            "RulesEditor", "Rinshan pao (who fed the kan pays a rinshan win)"
        ),
        "pao_covers": QCoreApplication.translate(
            "RulesEditor", "When pao is part of a multiple yakuman, the liable player pays"
        ),
        "pao_ron_honba": QCoreApplication.translate(
            "RulesEditor", "Honba of a ron with pao are paid by"
        ),
        "red_fives": QCoreApplication.translate(
            "RulesEditor", "Red fives (one per suit, each a dora)"
        ),
        "open_tanyao": QCoreApplication.translate(
            "RulesEditor", "Tanyao counts in an open hand (kuitan)"
        ),
    }


def choice_labels() -> dict[str, str]:
    """Readable labels of the ``Literal`` values and of the frozensets' members."""
    return {
        "hanchan": QCoreApplication.translate("RulesEditor", "Hanchan (East and South)"),
        "tonpuu": QCoreApplication.translate("RulesEditor", "Tonpuusen (East only)"),
        "yakuman": QCoreApplication.translate("RulesEditor", "A yakuman"),
        "sanbaiman": QCoreApplication.translate("RulesEditor", "Sanbaiman at most"),
        "multiple": QCoreApplication.translate("RulesEditor", "One yakuman per 13 han"),
        "all": QCoreApplication.translate("RulesEditor", "Every winner is paid"),
        "head_bump": QCoreApplication.translate(
            "RulesEditor", "Head bump: only the winner nearest the discarder"
        ),
        "nearest": QCoreApplication.translate("RulesEditor", "The winner nearest the discarder"),
        "each": QCoreApplication.translate("RulesEditor", "Every winner"),
        "own_then_nearest": QCoreApplication.translate(
            "RulesEditor", "Each his own, the rest to the nearest winner"
        ),
        "none": QCoreApplication.translate("RulesEditor", "None (exact)"),
        "tenth": QCoreApplication.translate("RulesEditor", "To 0.1"),
        "seed_half_down": QCoreApplication.translate("RulesEditor", "To 1, half rounds down"),
        "half_away": QCoreApplication.translate("RulesEditor", "To 1, half away from zero"),
        "seat": QCoreApplication.translate("RulesEditor", "Broken by seat order"),
        "split": QCoreApplication.translate("RulesEditor", "Uma and oka shared"),
        "first": QCoreApplication.translate("RulesEditor", "Go to first place"),
        "lost": QCoreApplication.translate("RulesEditor", "Are lost"),
        "reverse_mangan": QCoreApplication.translate("RulesEditor", "Reverse mangan at the table"),
        "final_penalty": QCoreApplication.translate("RulesEditor", "Penalty on the final result"),
        "kyuushu": QCoreApplication.translate("RulesEditor", "Nine terminals"),
        "kaze4": QCoreApplication.translate("RulesEditor", "Four winds"),
        "reach4": QCoreApplication.translate("RulesEditor", "Four riichi"),
        "kan4": QCoreApplication.translate("RulesEditor", "Four kans"),
        "ron3": QCoreApplication.translate("RulesEditor", "Triple ron"),
        "daisangen": QCoreApplication.translate("RulesEditor", "Daisangen"),
        "daisuushii": QCoreApplication.translate("RulesEditor", "Daisuushii"),
        "suukantsu": QCoreApplication.translate("RulesEditor", "Suukantsu"),
        "whole_hand": QCoreApplication.translate("RulesEditor", "The whole hand"),
        "liable_share": QCoreApplication.translate("RulesEditor", "Only his yakuman's share"),
        "discarder": QCoreApplication.translate("RulesEditor", "The discarder"),
        "liable": QCoreApplication.translate("RulesEditor", "The liable player"),
        "loss": QCoreApplication.translate("RulesEditor", "Lost to the winner (tsumo loss)"),
        "bisection": QCoreApplication.translate(
            "RulesEditor", "Split between the payers (North bisection)"
        ),
        "third": QCoreApplication.translate("RulesEditor", "A third of the honba (100 each)"),
        "half": QCoreApplication.translate("RulesEditor", "Half of the honba (150 each)"),
    }


# Spin box range and step of the integer fields (anything else: 0..1,000,000 step 1).
INT_RANGES: dict[str, tuple[int, int, int]] = {
    "start_points": (1000, 1_000_000, 1000),
    "return_points": (1000, 1_000_000, 1000),
    "target_points": (1000, 1_000_000, 1000),
    "noten_total": (0, 100_000, 1000),
    "chombo_penalty": (0, 1000, 5),
    "yakitori_penalty": (0, 1000, 5),
    "double_wind_pair_fu": (2, 4, 2),
}

# Members offered for the frozenset fields.
SET_MEMBERS: dict[str, tuple[str, ...]] = {
    "abortive_draws": ABORTIVE_KINDS,
    "pao_yaku": PAO_YAKU,
}


# Fields that only matter when another field has a value: field -> (other field, value).
DEPENDS_ON: dict[str, tuple[str, object]] = {
    "chombo_penalty": ("chombo", "final_penalty"),
    "yakitori_penalty": ("yakitori", True),
    "multi_ron_honba": ("multiple_ron", "all"),
    "multi_ron_sticks": ("multiple_ron", "all"),
    "uma_one_up": ("uma_by_floaters", True),
    "uma_two_up": ("uma_by_floaters", True),
    "uma_three_up": ("uma_by_floaters", True),
    "basengo": ("honba_counters", True),
}


def _readable(name: str) -> str:
    return name.replace("_", " ").capitalize()


class RulesEditor(QWidget):
    """Every parameter of a :class:`Rules`, editable, in tabs by topic.

    Signals:
        changed(): the user changed a parameter (not emitted by :meth:`set_rules`).
    """

    changed = Signal()

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._base = rules
        self._loading = False
        self._getters: dict[str, Any] = {}
        self._setters: dict[str, Any] = {}
        # the widget of each field (a QCheckBox, QSpinBox, QComboBox, or a row of them)
        self.widgets: dict[str, QWidget] = {}
        # the error label beside each field
        self.error_labels: dict[str, ErrorLabel] = {}
        self._valid: Rules | None = rules
        self._set_boxes: dict[str, dict[str, QCheckBox]] = {}
        self._tab_of: dict[str, int] = {}
        self._tab_titles: list[str] = []
        hints = typing.get_type_hints(Rules)
        labels = field_labels()
        choices = choice_labels()
        hidden = HIDDEN_FIELDS
        if rules.players == 3:  # a triple ron (and three players up) needs four players
            hidden = (hidden - set(SANMA_FIELDS)) | {"triple_ron_abortive", "uma_three_up"}
        fields = [f for f in dataclasses.fields(Rules) if f.name not in hidden]
        names = [f.name for f in fields]
        if rules.players == 3:
            labels["uma"] = labels["uma_three_players"]
        sections = [(title, [n for n in members if n in names]) for title, members in SECTIONS]
        sections = [(title, members) for title, members in sections if members]
        listed = {n for _, members in sections for n in members}
        others = [n for n in names if n not in listed]
        if others:
            sections.append((str(QT_TRANSLATE_NOOP("RulesEditor", "Other")), others))

        # the oka that the start and return points make (derived, read-only)
        self.oka_label = QLabel()
        self.tabs = QTabWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        # a refusal of the rules that names no field shown here
        self.general_error = ErrorLabel()
        layout.addWidget(self.general_error)
        for title, members in sections:
            page = QWidget()
            form = QFormLayout(page)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
            for name in members:
                self._tab_of[name] = self.tabs.count()
                label = labels.get(name, _readable(name))
                self._add_field(form, name, label, hints[name], choices)
                if name == "return_points":
                    form.addRow(
                        QCoreApplication.translate("RulesEditor", "Oka (to first place)"),
                        self.oka_label,
                    )
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            scroll.setWidget(page)
            self._tab_titles.append(QCoreApplication.translate("RulesEditor", title))
            self.tabs.addTab(scroll, QCoreApplication.translate("RulesEditor", title))
        self.set_rules(rules)

    # --- building ----------------------------------------------------------------------------
    def _add_field(
        self, form: QFormLayout, name: str, label: str, hint: Any, choices: dict[str, str]
    ) -> None:
        origin = typing.get_origin(hint)
        if hint is bool:
            box = QCheckBox(label)
            box.toggled.connect(self._emit)
            self._getters[name] = box.isChecked
            self._setters[name] = box.setChecked
            self.widgets[name] = box
            form.addRow(self._with_error(name, box))
        elif hint is int:
            spin = QSpinBox()
            low, high, step = INT_RANGES.get(name, (0, 1_000_000, 1))
            spin.setRange(low, high)
            spin.setSingleStep(step)
            # points are written 25,000 everywhere, in both languages (typed without too)
            spin.setGroupSeparatorShown(high >= 10_000)
            spin.setAccessibleName(label)
            spin.valueChanged.connect(self._emit)
            self._getters[name] = spin.value
            self._setters[name] = spin.setValue
            self.widgets[name] = spin
            form.addRow(label, self._with_error(name, spin))
        elif origin is Literal:
            combo = QComboBox()
            combo.setAccessibleName(label)
            for value in typing.get_args(hint):
                combo.addItem(choices.get(value, _readable(str(value))), value)
            combo.currentIndexChanged.connect(self._emit)
            self._getters[name] = combo.currentData
            self._setters[name] = lambda value, combo=combo: combo.setCurrentIndex(
                combo.findData(value)
            )
            self.widgets[name] = combo
            form.addRow(label, self._with_error(name, combo))
        elif origin is tuple:
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            spins: list[QSpinBox] = []
            # an uma row by floaters has a place a player, even while unused (empty)
            count = self._base.players if name in FLOATER_UMA_FIELDS else len(self._base.uma)
            for place in range(count):
                spin = QSpinBox()
                spin.setRange(-1000, 1000)
                spin.setAccessibleName(
                    QCoreApplication.translate("RulesEditor", "{label}: place {n}").format(
                        label=label, n=place + 1
                    )
                )
                spin.valueChanged.connect(self._emit)
                spins.append(spin)
                row_layout.addWidget(spin)
            row_layout.addStretch(1)
            self._getters[name] = lambda spins=spins, name=name: self._tuple_value(name, spins)

            def set_tuple(value: tuple[int, ...], spins: list[QSpinBox] = spins) -> None:
                # an unused uma row shows the plain uma, ready to be changed
                for spin, item in zip(spins, value or self._base.uma, strict=True):
                    spin.setValue(item)

            self._setters[name] = set_tuple
            self.widgets[name] = row
            form.addRow(label, self._with_error(name, row))
        elif origin is frozenset:
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            default = getattr(self._base, name)
            members = SET_MEMBERS.get(name) or tuple(sorted(default))
            if name == "abortive_draws" and self._base.players == 3:
                members = tuple(m for m in members if m not in FOUR_PLAYER_ABORTIVE)
            boxes: dict[str, QCheckBox] = {}
            self._set_boxes[name] = boxes
            for member in members:
                box = QCheckBox(choices.get(member, _readable(member)))
                box.setAccessibleName(f"{label}: {box.text()}")
                box.toggled.connect(self._emit)
                boxes[member] = box
                row_layout.addWidget(box)
            row_layout.addStretch(1)
            self._getters[name] = lambda boxes=boxes: frozenset(
                m for m, b in boxes.items() if b.isChecked()
            )

            def set_members(value: frozenset[str], boxes: dict[str, QCheckBox] = boxes) -> None:
                for member, box in boxes.items():
                    box.setChecked(member in value)

            self._setters[name] = set_members
            self.widgets[name] = row
            form.addRow(label, self._with_error(name, row))
        else:  # a type the editor does not know: show it, read-only
            value_label = QLabel(repr(getattr(self._base, name)))
            self.widgets[name] = value_label
            form.addRow(label, value_label)

    def _tuple_value(self, name: str, spins: list[QSpinBox]) -> tuple[int, ...]:
        """A row of spin boxes' values; an uma row by floaters is empty (unused) while the
        uma does not depend on the floaters."""
        floaters = self._getters.get("uma_by_floaters")
        if name in FLOATER_UMA_FIELDS and floaters is not None and not floaters():
            return ()
        return tuple(spin.value() for spin in spins)

    def _with_error(self, name: str, widget: QWidget) -> QWidget:
        """``widget`` with the label that shows the core's refusal of this field beside it."""
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(widget)
        error = ErrorLabel()
        layout.addWidget(error, 1)
        self.error_labels[name] = error
        return row

    # --- values ------------------------------------------------------------------------------
    def _emit(self) -> None:
        if not self._loading:
            self._couple()
            self._check()
            self._update_dependent()
            self.changed.emit()

    def _update_dependent(self) -> None:
        """Grey out the fields that do not matter under the other settings shown."""
        for name, (other, value) in DEPENDS_ON.items():
            widget = self.widgets.get(name)
            getter = self._getters.get(other)
            if widget is not None and getter is not None:
                widget.setEnabled(getter() == value)

    def _couple(self) -> None:
        """Keep "triple ron is abortive" and the "ron3" abortive kind together, as the core
        requires, whichever of the two the user changed."""
        sender = self.sender()
        boxes = self._set_boxes.get("abortive_draws", {})
        ron3 = boxes.get("ron3")
        triple = self.widgets.get("triple_ron_abortive")
        if not isinstance(triple, QCheckBox) or ron3 is None:
            return
        self._loading = True
        try:
            if sender is triple:
                ron3.setChecked(triple.isChecked())
            elif sender is ron3:
                triple.setChecked(ron3.isChecked())
        finally:
            self._loading = False

    def _check(self) -> None:
        for label in (*self.error_labels.values(), self.general_error):
            label.clear_error()
        try:
            self._valid = self.rules()
        except RuleError as err:
            self._valid = None
            label = self.error_labels.get(err.field, self.general_error)
            label.show_error(refusal_text(err))
            tab = self._tab_of.get(err.field)
            if tab is not None:
                self.tabs.setTabText(tab, "\u26a0 " + self._tab_titles[tab])
            self.oka_label.setText("")
            return
        for index, title in enumerate(self._tab_titles):
            self.tabs.setTabText(index, title)
        oka = self._valid.oka
        self.oka_label.setText(
            QCoreApplication.translate("RulesEditor", "{points} points").format(points=f"{oka:,}")
            if oka
            else QCoreApplication.translate("RulesEditor", "none")
        )

    def valid_rules(self) -> Rules | None:
        """The rules shown, or None while the core refuses them (the reason is beside the
        field)."""
        return self._valid

    def set_rules(self, rules: Rules) -> None:
        """Show ``rules`` (e.g. a freshly chosen preset); does not emit :attr:`changed`."""
        self._base = rules
        self._loading = True
        try:
            for name, setter in self._setters.items():
                setter(getattr(rules, name))
        finally:
            self._loading = False
        self._check()
        self._update_dependent()

    def rules(self) -> Rules:
        """The rules shown: the last :meth:`set_rules` value with the user's changes.

        Raises:
            RuleError: the core refuses the combination (see :meth:`valid_rules`).
        """
        changes = {name: getter() for name, getter in self._getters.items()}
        return self._base.replace(**changes)

    def is_modified(self) -> bool:
        """The user changed something since :meth:`set_rules`."""
        return self._valid != self._base
