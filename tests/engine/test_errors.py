"""Refusals: an English sentence for the core, the same in another language for the UI."""

from __future__ import annotations

import pytest

from scoretable.engine.errors import RuleError, SentenceError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import get_preset
from scoretable.engine.table import DeclareRiichi, Win, WinEntry, apply, new_game

FAKE_JA = {
    "{player} has already declared riichi in this hand.": "{player}はこの局で既に立直しています。",
    "a {wait} wait completes a run: the hand needs a run that was not called": (
        "{wait}待ちは順子を完成させます"
    ),
    "ryanmen": "両面",
    "The winner cannot be the discarder.": "和了者は放銃者になれません。",
    "{han} han cannot occur": "{fu}符は成立しません",  # a translation that lost its field
}


def ja(context: str, text: str) -> str:
    assert context == "Refusals"
    return FAKE_JA.get(text, text)


class Problem(SentenceError):
    """A sentence of another context, explaining another error (as an import does)."""

    context = "Elsewhere"


def elsewhere(context: str, text: str) -> str:
    table = {"Elsewhere": {"cannot go on: {why}": "続けられません: {why}"}, "Refusals": FAKE_JA}
    return table[context].get(text, text)


def refusal(state: object, action: object) -> RuleError:
    with pytest.raises(RuleError) as caught:
        apply(state, action)  # type: ignore[arg-type]
    return caught.value


def test_the_message_is_english_with_seats_numbered() -> None:
    state = apply(new_game(get_preset("standard")), DeclareRiichi(2)).state
    error = refusal(state, DeclareRiichi(2))
    assert error.message == "seat 2 has already declared riichi in this hand."
    assert str(error) == error.message
    assert error.template == "{player} has already declared riichi in this hand."
    assert error.params == {"player": 2}
    assert error.field == "seat"


def test_the_text_names_the_player_in_the_interface_language() -> None:
    state = apply(new_game(get_preset("standard")), DeclareRiichi(2)).state
    error = refusal(state, DeclareRiichi(2))
    names = ("Ann", "Ben", "Cho", "Dai")
    assert error.text(players=names) == "Cho has already declared riichi in this hand."
    assert error.text(ja, names) == "Choはこの局で既に立直しています。"
    assert error.text(ja) == "seat 2はこの局で既に立直しています。"  # no names: numbers


def test_terms_a_refusal_names_are_translated_too() -> None:
    error = RuleError(
        QT_TRANSLATE_NOOP(
            "Refusals", "a {wait} wait completes a run: the hand needs a run that was not called"
        ),
        "wait",
        wait="ryanmen",
    )
    assert error.message.startswith("a ryanmen wait completes a run")
    assert error.text(ja) == "両面待ちは順子を完成させます"


def test_a_refusal_without_fields_is_its_translated_template() -> None:
    error = refusal(
        new_game(get_preset("standard")),
        Win((WinEntry(winner=1, han=1, fu=30),), discarder=1),
    )
    assert error.text(ja) == "和了者は放銃者になれません。"
    assert (error.field, error.index) == ("winner", 0)


def test_a_translation_that_lost_a_field_falls_back_to_english() -> None:
    error = RuleError(QT_TRANSLATE_NOOP("Refusals", "{han} han cannot occur"), "han", han=-1)
    assert error.text(ja) == "-1 han cannot occur"


def test_a_refusal_moved_to_another_winner_keeps_its_sentence() -> None:
    error = RuleError(QT_TRANSLATE_NOOP("Refusals", "{han} han cannot occur"), "han", han=0).at(2)
    assert (error.index, error.field, error.message) == (2, "han", "0 han cannot occur")


def test_a_sentence_explaining_another_writes_both_in_the_same_language() -> None:
    refusal = RuleError(
        QT_TRANSLATE_NOOP("Refusals", "The winner cannot be the discarder."), "winner"
    )
    problem = Problem("cannot go on: {why}", why=refusal)
    assert problem.message == "cannot go on: The winner cannot be the discarder."
    assert problem.text(elsewhere) == "続けられません: 和了者は放銃者になれません。"
    # any other exception in a field is written as it says itself
    missing = Problem("cannot go on: {why}", why=KeyError("x"))
    assert missing.text(elsewhere) == "続けられません: 'x'"


def test_a_note_is_its_english_text_and_writes_itself_in_another_language():
    from scoretable.engine.errors import Note, note_text

    note = Note("start points {points} (from the log)", points="35,000")
    assert note == "start points 35,000 (from the log)"
    assert "; ".join([note, "plain"]) == "start points 35,000 (from the log); plain"

    def japanese(context: str, text: str) -> str:
        assert context == "Exchange"
        return {"start points {points} (from the log)": "配給原点 {points}（牌譜から）"}[text]

    assert note.text(japanese) == "配給原点 35,000（牌譜から）"
    assert note_text(note, japanese) == "配給原点 35,000（牌譜から）"
    assert note_text("plain", japanese) == "plain"
