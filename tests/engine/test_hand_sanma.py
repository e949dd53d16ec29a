"""The hand calculator under three-player rules: no 2m-8m, North tiles set aside counted as
dora (nukidora), a 1m dora indicator pointing at 9m, two payers on a tsumo; the table settles
the calculated hand to the same payments."""

from __future__ import annotations

import pytest

from scoretable.engine.rules import get_preset
from scoretable.engine.table import TableState, Win, apply
from scoretable.engine.tile_hand import HandError, HandInput, calculate

SANMA = ("tenhou-sanma", "mahjongsoul-sanma", "standard-sanma")
#: riichi, tsumo, a closed triplet of 9m, East pair: 2 han 40 fu for a non-dealer (South)
HAND = {"tiles": "123p456p789s11z999m", "win": "1z", "tsumo": True, "riichi": True}


def _hand(**changes: object) -> HandInput:
    return HandInput.from_dict({**HAND, "seat_wind": "S", **changes})


@pytest.mark.parametrize("name", SANMA)
@pytest.mark.parametrize(
    ("changes", "han", "nukidora"),
    [
        ({}, 2, 0),
        ({"nukidora": 1}, 3, 1),
        ({"nukidora": 2}, 4, 2),
        ({"nukidora": 2, "dora": "3z"}, 6, 2),  # West indicates North: each North counts twice
        ({"dora": "1m"}, 5, 0),  # three players: 1m indicates 9m
    ],
)
def test_nukidora_and_dora_add_han_and_the_table_agrees(
    name: str, changes: dict[str, object], han: int, nukidora: int
) -> None:
    rules = get_preset(name)
    result = calculate(_hand(**changes), rules)
    assert (result.han, result.nukidora) == (han, nukidora)
    assert set(result.payments) == {"dealer", "non_dealer"}
    assert result.points == result.payments["dealer"] + result.payments["non_dealer"]
    assert (result.to_json().get("nukidora") or 0) == nukidora
    state = TableState(rules=rules, scores=(35000,) * 3, hand_number=1, dealer=0)
    deltas = apply(state, Win(entries=(result.win_entry(1, rules),))).settlement.deltas
    assert deltas == (-result.payments["dealer"], result.points, -result.payments["non_dealer"])


@pytest.mark.parametrize(
    ("name", "seat", "payments", "points"),
    [
        ("tenhou-sanma", "E", {"each": 1300}, 2600),  # dealer 2 han 40 fu: two pay 1,300
        ("tenhou", "E", {"each": 1300}, 3900),
        ("tenhou-sanma", "S", {"dealer": 1300, "non_dealer": 700}, 2000),
        ("tenhou", "S", {"dealer": 1300, "non_dealer": 700}, 2700),
    ],
)
def test_a_tsumo_has_two_payers_with_three_players(
    name: str, seat: str, payments: dict[str, int], points: int
) -> None:
    result = calculate(_hand(seat_wind=seat), get_preset(name))
    assert (result.payments, result.points) == (payments, points)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"tiles": "123p456p789s11z555m"}, "5m: three-player mahjong has no 2m-8m"),
        ({"dora": "2m"}, "2m: three-player mahjong has no 2m-8m"),
        ({"tiles": "123p456p11z999m", "melds": ["chi:678m"]}, "6m: three-player"),
        ({"nukidora": 5}, "5 North tiles set aside: there are four"),
        ({"nukidora": -1}, "North tiles set aside: -1 is not a count"),
        ({"nukidora": "2"}, "nukidora must be a whole number"),
        ({"nukidora": True}, "nukidora must be a whole number"),
        ({"tiles": "123p456p789s44z999m", "win": "4z", "nukidora": 3}, "a fifth 4z"),
    ],
)
def test_three_player_refusals(changes: dict[str, object], message: str) -> None:
    with pytest.raises(HandError, match=message):
        calculate(_hand(**changes), get_preset("tenhou-sanma"))


@pytest.mark.parametrize(
    ("preset", "nukidora", "code"),
    [("tenhou", 1, "rules"), ("tenhou-sanma", -1, "impossible"), ("tenhou-sanma", 5, "impossible")],
)
def test_a_north_count_refused_names_the_hand(preset: str, nukidora: int, code: str) -> None:
    # the field the window marks, and the kind of refusal
    with pytest.raises(HandError) as caught:
        calculate(_hand(nukidora=nukidora), get_preset(preset))
    assert (caught.value.field, caught.value.code) == ("hand", code)


def test_nukidora_count_only_in_three_player_rules() -> None:
    with pytest.raises(HandError, match="count only in three-player rules"):
        calculate(_hand(nukidora=1), get_preset("tenhou"))
    # four players keep 2m-8m
    assert calculate(_hand(tiles="123p456p789s11z555m"), get_preset("tenhou")).han == 2
