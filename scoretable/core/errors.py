"""The one exception the core raises for input it refuses."""

from __future__ import annotations

from collections.abc import Callable, Sequence

#: Parameters of a refusal that hold a seat (0 to 3): ``message`` writes "seat N", and
#: :meth:`RuleError.text` the player's name when it is given the names.
SEAT_PARAMS = frozenset({"player"})
#: Parameters that name a term of the game (a wait, an abortive draw's kind): translated
#: with the template. packaging/translations.py lists their values for the catalogues.
TERM_PARAMS = frozenset({"wait", "kind"})


def translate(context: str, text: str) -> str:
    """Identity at run time: the extractor reads ``R_`` as a translate wrapper of ``context``."""
    return text


def R_(text: str) -> str:
    """Mark a refusal's English template for translation (context "Refusals"); returns it
    unchanged. The interface shows it through :meth:`RuleError.text`."""
    return translate("Refusals", text)


class RuleError(ValueError):
    """An input the rules refuse: an impossible han/fu, a winner who is the discarder, ...

    ``RuleError(R_("{player} has already declared riichi in this hand."), "seat", player=2)``

    Attributes:
        template: the English sentence with ``{named}`` fields (marked with ``R_``).
        params: the values of its fields.
        message: the sentence for the user in English, e.g. "1 han 20 fu cannot occur".
        field: which input is wrong ("han", "fu", "winner", "discarder", "pao", "seat",
            "tenpai", "kind", ...), so a dialog can show the message beside that field.
        index: for a win with several winners, which winner entry (0-based), else None.
    """

    def __init__(
        self, template: str, field: str = "", index: int | None = None, **params: object
    ) -> None:
        self.template = template
        self.params = params
        self.field = field
        self.index = index
        self.message = self.text()
        super().__init__(self.message)

    def text(
        self, translate: Callable[[str], str] | None = None, players: Sequence[str] = ()
    ) -> str:
        """The sentence in the interface's language: ``translate`` maps the English template
        to one with the same fields; seats are named from ``players`` when given.

        A translation that does not fit the fields falls back to the English sentence.
        """
        template = self.template if translate is None else translate(self.template)
        if not self.params:
            return template
        values = {
            key: self._value(key, value, translate, players) for key, value in self.params.items()
        }
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return self.template.format(**values)

    @staticmethod
    def _value(
        key: str, value: object, translate: Callable[[str], str] | None, players: Sequence[str]
    ) -> object:
        if key in SEAT_PARAMS:
            return _seat_name(value, players)
        if key in TERM_PARAMS and translate is not None and isinstance(value, str):
            return translate(value)
        return value

    def at(self, index: int) -> RuleError:
        """The same refusal for winner entry ``index`` (of a win with several winners)."""
        return RuleError(self.template, self.field, index, **self.params)


def _seat_name(seat: object, players: Sequence[str]) -> object:
    if isinstance(seat, int) and 0 <= seat < len(players):
        return players[seat]
    return f"seat {seat}"
