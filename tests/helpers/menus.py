"""What a menu shows: its entries as (text, keys), a separator as None."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu


def entries(menu: QMenu) -> list[tuple[str, str] | None]:
    return [
        None
        if action.isSeparator()
        else (
            action.text(),
            ", ".join(
                k.toString(QKeySequence.SequenceFormat.PortableText) for k in action.shortcuts()
            ),
        )
        for action in menu.actions()
    ]
