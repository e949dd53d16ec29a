"""What can happen at the table: the actions :func:`~scoretable.engine.table.reducer.apply`
takes, and the :class:`Step` it returns."""

from __future__ import annotations

from scoretable.engine.records import Record, set_field
from scoretable.engine.settlement import (
    Settlement,
)
from scoretable.engine.table.state import TableState


class DeclareRiichi(Record):
    """A player declares riichi: a 1,000 deposit goes to the table."""

    seat: int

    def __init__(self, seat: int) -> None:
        set_field(self, "seat", seat)


class CancelRiichi(Record):
    """Take back a riichi declared in this hand (a slip at the score table)."""

    seat: int

    def __init__(self, seat: int) -> None:
        set_field(self, "seat", seat)


class WinEntry(Record):
    """One winner of a win.

    Attributes:
        winner: the winning seat.
        han: han of the hand (0 if a yakuman).
        fu: fu (None where it does not matter: 5+ han or yakuman, unless aotenjou).
        yakuman: number of yakuman yaku in the hand.
        double_yakuman: how many of them are double-yakuman patterns.
        pao: seat liable for a pao yakuman (daisangen, daisuushii, suukantsu), or None.
        pao_yakuman: how many of the hand's yakuman units the liable player answers for;
            None = all of them. Used where rules.pao_covers is "liable_share" (Mahjong
            Soul); with "whole_hand" (Tenhou) the liable player answers for the whole hand
            whatever it says. The rest of the hand is paid as an ordinary win.
        rinshan_pao: seat that fed the kan of a rinshan kaihou win, where rinshan pao applies.
        pao_yaku: the yakuman the liable player let complete ("daisangen", "daisuushii",
            "suukantsu"), or None when not said; it must be one of rules.pao_yaku.
        nukidora: North tiles the winner set aside (three players, rules.nukidora): each
            adds a han to ``han``, which counts the rest of the hand (it needs a yaku).
    """

    winner: int
    han: int
    fu: int | None
    yakuman: int
    double_yakuman: int
    pao: int | None
    pao_yakuman: int | None
    rinshan_pao: int | None
    pao_yaku: str | None
    nukidora: int

    def __init__(
        self,
        winner: int,
        han: int = 0,
        fu: int | None = None,
        yakuman: int = 0,
        double_yakuman: int = 0,
        pao: int | None = None,
        pao_yakuman: int | None = None,
        rinshan_pao: int | None = None,
        pao_yaku: str | None = None,
        nukidora: int = 0,
    ) -> None:
        set_field(self, "winner", winner)
        set_field(self, "han", han)
        set_field(self, "fu", fu)
        set_field(self, "yakuman", yakuman)
        set_field(self, "double_yakuman", double_yakuman)
        set_field(self, "pao", pao)
        set_field(self, "pao_yakuman", pao_yakuman)
        set_field(self, "rinshan_pao", rinshan_pao)
        set_field(self, "pao_yaku", pao_yaku)
        set_field(self, "nukidora", nukidora)


class Win(Record):
    """A win: ron (``discarder`` set, one or several entries) or tsumo (one entry)."""

    entries: tuple[WinEntry, ...]
    discarder: int | None

    def __init__(self, entries: tuple[WinEntry, ...], discarder: int | None = None) -> None:
        set_field(self, "entries", entries)
        set_field(self, "discarder", discarder)

    @property
    def tsumo(self) -> bool:
        return self.discarder is None


class ExhaustiveDraw(Record):
    """The wall ran out. ``tenpai``: seats tenpai; ``nagashi``: seats with nagashi mangan."""

    tenpai: frozenset[int]
    nagashi: frozenset[int]

    def __init__(
        self, tenpai: frozenset[int] = frozenset(), nagashi: frozenset[int] = frozenset()
    ) -> None:
        set_field(self, "tenpai", tenpai)
        set_field(self, "nagashi", nagashi)


class AbortiveDraw(Record):
    """An abortive draw of ``kind`` (one of rules.ABORTIVE_KINDS)."""

    kind: str

    def __init__(self, kind: str) -> None:
        set_field(self, "kind", kind)


class Chombo(Record):
    """A chombo by ``seat``, settled as the rules say."""

    seat: int

    def __init__(self, seat: int) -> None:
        set_field(self, "seat", seat)


class EndGame(Record):
    """The players end the game early (or confirm its end)."""


Action = DeclareRiichi | CancelRiichi | Win | ExhaustiveDraw | AbortiveDraw | Chombo | EndGame


class Step(Record):
    """The result of applying an action: the new state and what was paid."""

    state: TableState
    settlement: Settlement

    def __init__(self, state: TableState, settlement: Settlement) -> None:
        set_field(self, "state", state)
        set_field(self, "settlement", settlement)
