"""Names are cleaned where they come in (issue 20 item 9)."""

from __future__ import annotations

import pytest

from scoretable.engine.names import NAME_MAX, clean_name
from scoretable.engine.rules import get_preset
from scoretable.game.model import GameModel


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("Ann", "Ann"),
        ("  Ann \t Bo  ", "Ann Bo"),
        ("\u202eevil\u202c", "evil"),  # a right-to-left override would show "live"
        ("a\u2066b\u2069c\u200fd", "abcd"),  # isolates and marks
        ("line\nbreak\x00", "line break"),
        ("\ud800x", "x"),  # a lone surrogate
        ("田中\u200d太郎", "田中\u200d太郎"),  # a zero-width joiner is kept
        ("x" * 1000, "x" * NAME_MAX),
        ("\u202e\u202c", ""),
    ],
)
def test_clean_name(typed, kept):
    assert clean_name(typed) == kept


def test_a_rename_is_cleaned_and_an_empty_result_refused(qapp):
    model = GameModel(get_preset("standard"), ("A", "B", "C", "D"))
    model.rename_player(2, "\u202eCy" + "y" * 100)
    assert model.players[2] == "Cy" + "y" * (NAME_MAX - 2)
    with pytest.raises(ValueError):
        model.rename_player(1, "\u202e\u202c")
    assert model.players[1] == "B"
