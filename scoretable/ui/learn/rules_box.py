"""The rules to learn or look up: every preset, and first the game's own rules when the
players adjusted them (a kiriage mangan, another uma ...). Used by the reference tables, the
payment quiz and the fu trainer, so each follows the table's rules by default.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from scoretable.engine.rules import PRESETS, Rules, get_preset
from scoretable.i18n import translate_rules_label


class RulesBox(QComboBox):
    """A choice of rules. ``rules`` is a preset's name, or a game's Rules (chosen first)."""

    def __init__(
        self,
        rules: str | Rules = "standard",
        parent: QWidget | None = None,
        *,
        players: tuple[int, ...] = (4,),
    ) -> None:
        """``players``: the seat counts whose presets are offered (the fu trainer and the
        all-last drills are four players'; the quiz and the tables take three too)."""
        super().__init__(parent)
        # the game's own rules when they differ from every preset (adjusted parameters)
        self.custom: Rules | None = None
        if isinstance(rules, Rules):
            preset = PRESETS.get(rules.name)
            if preset is None or preset.to_dict() != rules.to_dict():
                self.custom = rules
                self.addItem(
                    self.tr("This game's rules ({label}, adjusted)").format(
                        label=translate_rules_label(rules.label)
                    ),
                    "",
                )
            name = rules.name
        else:
            name = rules
        for key, preset_rules in PRESETS.items():
            if preset_rules.players in players:
                self.addItem(translate_rules_label(preset_rules.label), key)
        index = 0 if self.custom is not None else self.findData(name)
        self.setCurrentIndex(max(index, 0))
        self.setAccessibleName(self.tr("Rules"))

    def rules(self) -> Rules:
        """The rules chosen."""
        name = str(self.currentData())
        if not name and self.custom is not None:
            return self.custom
        return get_preset(name)
