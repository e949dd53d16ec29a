"""The one exception the core raises for input it refuses."""

from __future__ import annotations


class RuleError(ValueError):
    """An input the rules refuse: an impossible han/fu, a winner who is the discarder, ...

    Attributes:
        message: a sentence for the user, e.g. "1 han 20 fu cannot occur".
        field: which input is wrong ("han", "fu", "winner", "discarder", "pao", "seat",
            "tenpai", "kind", ...), so a dialog can show the message beside that field.
        index: for a win with several winners, which winner entry (0-based), else None.
    """

    def __init__(self, message: str, field: str = "", index: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.index = index
