"""The hand valued with the ``mahjong`` package: our rules as its options, each tile given its
136-format index, its errors as our sentences, the rules it lacks applied to its result, every
reading of the hand as sets (:func:`decompositions`) and :func:`calculate`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong.constants import NORTH
from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.hand_response import HandResponse
from mahjong.hand_calculating.yaku_config import YAKU_ID_TO_TENHOU_ID
from mahjong.meld import Meld as PackageMeld

from scoretable.engine.errors import RuleError
from scoretable.engine.fu import FuItem, HandShape, Meld, PairKind, Wait, count_fu
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.rules import Rules
from scoretable.engine.scoring import HandValue, hand_amounts, hand_value
from scoretable.engine.tile_hand.notation import (
    FIVES,
    WIND_34,
    HandError,
    HandInput,
    Tile,
    parse_meld,
    parse_tile,
    parse_tiles,
)
from scoretable.engine.tile_hand.result import (
    DORA_IDS,
    DOUBLE_YAKUMAN_IDS,
    YAKU_NAMES,
    HandResult,
    YakuLine,
)

# --- rules -> the package -------------------------------------------------------------------

_KAZOE = {
    "yakuman": HandConstants.KAZOE_LIMITED,
    "sanbaiman": HandConstants.KAZOE_SANBAIMAN,
    "multiple": HandConstants.KAZOE_NO_LIMIT,
}


def package_options(rules: Rules) -> OptionalRules:
    """The one mapping of our rules onto the package's options.

    Fixed for every ruleset: an open hand without fu scores 30 on ron (no 1 han 20 fu), a
    pinfu tsumo is 20 fu, no renhou or local yakuman. The package has no option for yakuman
    stacking or the double-wind pair's fu: see :func:`apply_rules_the_package_lacks`.
    """
    return OptionalRules(
        has_aka_dora=rules.red_fives,
        has_open_tanyao=rules.open_tanyao,
        kiriage=rules.kiriage,
        kazoe_limit=_KAZOE[rules.counted_yakuman],
        has_double_yakuman=rules.double_yakuman,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=False,
        limit_to_sextuple_yakuman=True,
        is_three_player=rules.players == 3,  # a 1m dora indicator makes 9m dora
    )


# --- tiles -> 136-format --------------------------------------------------------------------


class _Tiles:
    """Gives each physical tile its own 136-format index (the package reads ``index // 4``
    and, with red fives, the red fives by index: 16, 52, 88 = 4 x the five's type)."""

    def __init__(self, red_fives: bool) -> None:
        self.red_fives = red_fives
        self.used: Counter[int] = Counter()
        self.red_taken: set[int] = set()
        self.notes: list[str] = []

    def take(self, tile: Tile, what: str) -> int:
        t = tile.t34
        if self.used[t] == 4:
            raise HandError(
                QT_TRANSLATE_NOOP(
                    "Refusals", "{what}: a fifth {tile} (there are four of each tile)"
                ),
                what,
                "impossible",
                what=what,
                tile=str(Tile(t)),
            )
        used = self.used[t] = self.used[t] + 1
        if not (self.red_fives and t in FIVES):
            return 4 * t + used - 1
        if tile.red:
            if t in self.red_taken:
                raise HandError(
                    QT_TRANSLATE_NOOP(
                        "Refusals",
                        "{what}: a second red {tile} (there is one red five of each suit)",
                    ),
                    what,
                    "impossible",
                    what=what,
                    tile=str(Tile(t)),
                )
            self.red_taken.add(t)
            return 4 * t
        plain_before = used - 1 - (t in self.red_taken)
        if plain_before < 3:
            return 4 * t + 1 + plain_before
        # the fourth five written plainly: the red five is the only one left
        self.red_taken.add(t)
        if what in ("tiles", "meld"):
            self.notes.append(
                f"four {Tile(t)} written without a 0: with red fives one of them is the red "
                "five, counted as such"
            )
        return 4 * t


# --- the calculator -------------------------------------------------------------------------

_PACKAGE_ERRORS: dict[str, str] = {
    HandCalculator.ERR_HAND_NOT_WINNING: QT_TRANSLATE_NOOP(
        "Refusals",
        "the tiles do not make a winning hand (four sets and a pair, seven pairs or kokushi)",
    ),
    HandCalculator.ERR_NO_YAKU: QT_TRANSLATE_NOOP(
        "Refusals", "the hand has no yaku (dora alone do not make a win)"
    ),
    HandCalculator.ERR_OPEN_HAND_RIICHI: QT_TRANSLATE_NOOP(
        "Refusals", "riichi is impossible with an open hand"
    ),
    HandCalculator.ERR_OPEN_HAND_DABURI: QT_TRANSLATE_NOOP(
        "Refusals", "double riichi is impossible with an open hand"
    ),
    HandCalculator.ERR_IPPATSU_WITHOUT_RIICHI: QT_TRANSLATE_NOOP(
        "Refusals", "ippatsu needs riichi or double riichi"
    ),
    HandCalculator.ERR_CHANKAN_WITH_TSUMO: QT_TRANSLATE_NOOP(
        "Refusals", "chankan is a ron (robbing a kan), not a tsumo"
    ),
    HandCalculator.ERR_RINSHAN_WITHOUT_TSUMO: QT_TRANSLATE_NOOP(
        "Refusals", "rinshan kaihou is a tsumo"
    ),
    HandCalculator.ERR_HAITEI_WITHOUT_TSUMO: QT_TRANSLATE_NOOP(
        "Refusals", "haitei is a tsumo on the last tile (houtei is the ron on the last discard)"
    ),
    HandCalculator.ERR_HOUTEI_WITH_TSUMO: QT_TRANSLATE_NOOP(
        "Refusals", "houtei is a ron on the last discard (haitei is the tsumo on the last tile)"
    ),
    HandCalculator.ERR_HAITEI_WITH_RINSHAN: QT_TRANSLATE_NOOP(
        "Refusals", "haitei and rinshan kaihou exclude each other"
    ),
    HandCalculator.ERR_HOUTEI_WITH_CHANKAN: QT_TRANSLATE_NOOP(
        "Refusals", "houtei and chankan exclude each other"
    ),
    HandCalculator.ERR_TENHOU_NOT_AS_DEALER: QT_TRANSLATE_NOOP(
        "Refusals", "tenhou is the dealer's win (a non-dealer's is chiihou)"
    ),
    HandCalculator.ERR_TENHOU_WITHOUT_TSUMO: QT_TRANSLATE_NOOP("Refusals", "tenhou is a tsumo"),
    HandCalculator.ERR_TENHOU_WITH_MELD: QT_TRANSLATE_NOOP(
        "Refusals", "tenhou is impossible after a meld or kan"
    ),
    HandCalculator.ERR_CHIIHOU_AS_DEALER: QT_TRANSLATE_NOOP(
        "Refusals", "chiihou is a non-dealer's win (the dealer's is tenhou)"
    ),
    HandCalculator.ERR_CHIIHOU_WITHOUT_TSUMO: QT_TRANSLATE_NOOP("Refusals", "chiihou is a tsumo"),
    HandCalculator.ERR_CHIIHOU_WITH_MELD: QT_TRANSLATE_NOOP(
        "Refusals", "chiihou is impossible after a meld or kan"
    ),
}


# the package's errors about the tiles; the others are about the flags of the win
_HAND_ERRORS = frozenset({HandCalculator.ERR_HAND_NOT_WINNING, HandCalculator.ERR_NO_YAKU})


def _wind(value: str, what: str) -> int:
    wind = value.strip().upper()
    if wind not in WIND_34:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "{what} must be E, S, W or N, not {value!r}"),
            what,
            "notation",
            what=what,
            value=value,
        )
    return WIND_34[wind]


@dataclass(frozen=True)
class _Prepared:
    tiles: list[int]
    win: int
    melds: list[PackageMeld]
    dora: list[int]
    ura: list[int]
    notes: tuple[str, ...]


def _prepare(hand: HandInput, rules: Rules) -> _Prepared:
    """Parse and check the notation; give every physical tile its 136-format index."""
    concealed = parse_tiles(hand.tiles, "tiles")
    melds = [parse_meld(m) for m in hand.melds]
    win = parse_tile(hand.win, "win")
    dora = parse_tiles(hand.dora, "dora")
    # ura indicators count only with riichi: otherwise ignored, never an error
    with_riichi = hand.riichi or hand.double_riichi
    ura = parse_tiles(hand.ura, "ura") if with_riichi else ()
    if len(melds) > 4:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "{count} melds: a hand has at most four"),
            "meld",
            "impossible",
            count=len(melds),
        )
    expected = 14 - 3 * len(melds)
    if len(concealed) != expected:
        raise HandError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "{count} concealed tiles with {melds} meld(s): {expected} are needed (14 in "
                "all with the winning tile, a kan counting as three)",
            ),
            "tiles",
            "impossible",
            count=len(concealed),
            melds=len(melds),
            expected=expected,
        )
    if all(t.t34 != win.t34 for t in concealed):
        raise HandError(
            QT_TRANSLATE_NOOP(
                "Refusals", "the winning tile {tile} is not among the concealed tiles"
            ),
            "win",
            "impossible",
            tile=str(win),
        )
    if rules.players == 3:
        _check_sanma_tiles((*concealed, win, *dora, *ura, *(t for m in melds for t in m.tiles)))
    _check_nukidora(hand.nukidora, rules)
    alloc = _Tiles(rules.red_fives)
    for _ in range(hand.nukidora):  # the North tiles set aside are tiles of the set too
        alloc.take(NORTH_TILE, "nukidora")
    hand136 = [alloc.take(t, "tiles") for t in concealed]
    win136 = next(i for i, t in zip(hand136, concealed, strict=True) if t.t34 == win.t34)
    package_melds: list[PackageMeld] = []
    for meld in melds:
        ids = [alloc.take(t, "meld") for t in meld.tiles]
        hand136.extend(ids)
        kind = {"chi": PackageMeld.CHI, "pon": PackageMeld.PON}.get(meld.kind, PackageMeld.KAN)
        package_melds.append(PackageMeld(meld_type=kind, tiles=ids, opened=meld.opened))
    dora136 = [alloc.take(t, "dora") for t in dora]
    ura136 = [alloc.take(t, "ura") for t in ura]
    return _Prepared(hand136, win136, package_melds, dora136, ura136, tuple(alloc.notes))


NORTH_TILE = Tile(NORTH)


def _check_sanma_tiles(tiles: Sequence[Tile]) -> None:
    """Three players play without 2m-8m: refuse the first such tile, named."""
    for tile in tiles:
        if 1 <= tile.t34 <= 7:
            raise HandError(
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "{tile}: three-player mahjong has no 2m-8m (only 1m and 9m of the characters)",
                ),
                "tiles",
                "impossible",
                tile=str(tile),
            )


def _check_nukidora(count: int, rules: Rules) -> None:
    """North tiles set aside: 0-4, and only where the rules count them (three players)."""
    if not count:
        return
    if rules.players != 3 or not rules.nukidora:
        raise HandError(
            QT_TRANSLATE_NOOP(
                "Refusals", "North tiles set aside (nukidora) count only in three-player rules"
            ),
            "hand",
            "rules",
        )
    if count < 0:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "North tiles set aside: {count} is not a count (0 to 4)"),
            "hand",
            "impossible",
            count=count,
        )
    if count > 4:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "{count} North tiles set aside: there are four"),
            "hand",
            "impossible",
            count=count,
        )


def package_config(hand: HandInput, rules: Rules) -> HandConfig:
    """A fresh HandConfig for one hand (the package writes into the one it is given)."""
    return HandConfig(
        is_tsumo=hand.tsumo,
        is_riichi=hand.riichi or hand.double_riichi,
        is_daburu_riichi=hand.double_riichi,
        is_ippatsu=hand.ippatsu,
        is_haitei=hand.haitei,
        is_houtei=hand.houtei,
        is_rinshan=hand.rinshan,
        is_chankan=hand.chankan,
        is_tenhou=hand.tenhou,
        is_chiihou=hand.chiihou,
        player_wind=_wind(hand.seat_wind, "seat_wind"),
        round_wind=_wind(hand.round_wind, "round_wind"),
        options=package_options(rules),
        num_nuki_dora=hand.nukidora,
    )


def _estimate(hand: HandInput, prepared: _Prepared, rules: Rules) -> HandResponse:
    """The package's estimate of the prepared hand."""
    config = package_config(hand, rules)
    response = HandCalculator.estimate_hand_value(
        prepared.tiles,
        prepared.win,
        melds=prepared.melds,
        dora_indicators=prepared.dora,
        ura_dora_indicators=prepared.ura,
        config=config,
    )
    if response.error:
        template = _PACKAGE_ERRORS.get(
            response.error, QT_TRANSLATE_NOOP("Refusals", "the hand cannot be scored")
        )
        where = "hand" if response.error in _HAND_ERRORS else "flags"
        raise HandError(template, where, str(response.error))
    return response


# the package's fu reason of a triplet or quad -> the engine's meld
_SET_REASONS: dict[str, Meld] = {
    "closed_pon": Meld("triplet"),
    "open_pon": Meld("triplet", open=True),
    "closed_terminal_pon": Meld("triplet", terminal_or_honor=True),
    "open_terminal_pon": Meld("triplet", terminal_or_honor=True, open=True),
    "closed_kan": Meld("quad"),
    "open_kan": Meld("quad", open=True),
    "closed_terminal_kan": Meld("quad", terminal_or_honor=True),
    "open_terminal_kan": Meld("quad", terminal_or_honor=True, open=True),
}
_WAIT_REASONS: dict[str, Wait] = {"kanchan": "kanchan", "penchan": "penchan", "pair_wait": "tanki"}
_PAIR_REASONS: dict[str, PairKind] = {
    "valued_pair": "yakuhai",
    "double_valued_pair": "double_wind",
}


def hand_shape(
    fu_details: Sequence[Mapping[str, Any]], called_runs: int, tsumo: bool, closed: bool
) -> HandShape:
    """The shape :func:`count_fu` reads, from the package's fu items of the decomposition it
    chose (runs give no fu: the hand has 4 minus its triplets and quads, ``called_runs`` of
    them called). A wait the package gives no fu is ryanmen where a run was not called, else
    a shanpon (whose triplet the package has already opened on ron)."""
    reasons = [str(d["reason"]) for d in fu_details]
    sets = [_SET_REASONS[r] for r in reasons if r in _SET_REASONS]
    closed_runs = 4 - len(sets) - called_runs
    runs = [Meld("run", open=True)] * called_runs + [Meld("run")] * closed_runs
    fallback: Wait = "ryanmen" if closed_runs else "shanpon"
    wait = next((_WAIT_REASONS[r] for r in reasons if r in _WAIT_REASONS), fallback)
    plain: PairKind = "plain"
    pair = next((_PAIR_REASONS[r] for r in reasons if r in _PAIR_REASONS), plain)
    return HandShape(melds=(*sets, *runs), pair=pair, wait=wait, tsumo=tsumo, closed=closed)


def apply_rules_the_package_lacks(
    han: int,
    package_fu: int,
    shape: HandShape | None,
    yakuman: int,
    double_yakuman: int,
    hand: HandInput,
    rules: Rules,
) -> tuple[HandValue, tuple[FuItem, ...], int]:
    """The one place where rules the package (2.1.0) has no option for are applied.

    - The double-wind pair's fu (the package always gives 4): the fu are the engine's
      :func:`count_fu` under ``rules.double_wind_pair_fu``; with 4 they equal the package's.
    - Yakuman stacking (the package always stacks): the value is the engine's
      :func:`hand_value`, which counts ``yakuman`` patterns as one unless
      ``rules.yakuman_stacking`` (and a double pattern as two where ``rules.double_yakuman``).

    Returns (the value, the fu items, the fu).
    """
    if shape is None:
        items: tuple[FuItem, ...] = ()
        fu = package_fu
    else:
        count = count_fu(shape, rules)
        items, fu = count.items, count.total
    try:
        value = hand_value(
            0 if yakuman else han,
            fu,
            rules,
            yakuman=yakuman,
            double_yakuman=double_yakuman,
            tsumo=hand.tsumo,
        )
    except RuleError as exc:
        raise HandError(
            QT_TRANSLATE_NOOP("Refusals", "the hand cannot be scored under these rules: {reason}"),
            "hand",
            "rules",
            reason=exc,
        ) from None
    return value, items, fu


def decompositions(hand: HandInput, rules: Rules) -> list[tuple[tuple[str, ...], ...]]:
    """Every way the package reads ``hand`` as sets (four sets and a pair, or seven pairs),
    the called and declared melds included, each set as its tiles (``"1m"``; a red five as a
    five, a quad as four). The calculator values each of them and keeps the dearest: a teacher
    points at the sets that make a yaku of the hand's shape (pinfu, sanshoku, ittsu...).

    Raises:
        HandError: as :func:`calculate` does for notation it cannot read.
    """
    prepared = _prepare(hand, rules)
    tiles_34 = [0] * 34
    for index in prepared.tiles:
        tiles_34[index // 4] += 1
    options = HandDivider.divide_hand(tiles_34, prepared.melds)
    return [tuple(tuple(str(Tile(t)) for t in group) for group in option) for option in options]


def calculate(hand: HandInput, rules: Rules) -> HandResult:
    """What ``hand`` is worth under ``rules``.

    Raises:
        HandError: bad notation, an impossible hand (five of a tile, a meld that is not a meld,
            the wrong number of tiles), flags that contradict each other or the hand, a hand
            that does not win or has no yaku.
    """
    prepared = _prepare(hand, rules)
    response = _estimate(hand, prepared, rules)
    closed = not any(m.opened for m in prepared.melds)
    yaku: list[YakuLine] = []
    counts = {"dora": 0, "ura": 0, "red_fives": 0}
    for y in response.yaku or ():
        han = y.han_closed if closed or not y.han_open else y.han_open
        tenhou_id = YAKU_ID_TO_TENHOU_ID[y.yaku_id]
        name, name_ja = YAKU_NAMES[tenhou_id]
        yaku.append(YakuLine(name, name_ja, han, tenhou_id, bool(y.is_yakuman)))
        if tenhou_id in DORA_IDS:
            counts[DORA_IDS[tenhou_id]] = han
    patterns = [y for y in yaku if y.yakuman]
    doubles = sum(1 for y in patterns if y.tenhou_id in DOUBLE_YAKUMAN_IDS)
    is_kokushi = any(y.tenhou_id in (47, 48) for y in patterns)
    shape: HandShape | None
    if is_kokushi:
        shape = None
    elif any(y.tenhou_id == 22 for y in yaku):
        shape = HandShape(wait="tanki", tsumo=hand.tsumo, seven_pairs=True)
    else:
        called_runs = sum(1 for m in prepared.melds if m.type == PackageMeld.CHI)
        shape = hand_shape(response.fu_details or (), called_runs, hand.tsumo, closed)
    # the package counts the North tiles set aside with the dora (num_nuki_dora)
    nukidora = 0 if patterns else hand.nukidora
    value, items, fu = apply_rules_the_package_lacks(
        int(response.han or 0),
        int(response.fu or 0),
        shape,
        len(patterns),
        doubles,
        hand,
        rules,
    )
    dealer = hand.seat_wind.strip().upper() == "E"
    main, additional = hand_amounts(value, dealer, hand.tsumo, rules)
    payers = rules.players - 1  # three players: two pay a tsumo
    if not hand.tsumo:
        payments = {"discarder": main}
        points = main
    elif dealer:
        payments = {"each": main}
        points = payers * main
    else:
        payments = {"dealer": main, "non_dealer": additional}
        points = main + (payers - 1) * additional
    return HandResult(
        yaku=tuple(yaku),
        dora=counts["dora"],
        ura=counts["ura"],
        red_fives=counts["red_fives"],
        han=None if patterns else int(response.han or 0),
        fu=fu,
        fu_items=items,
        yakuman=value.yakuman if patterns else 0,
        value=value,
        limit=value.limit,
        points=points,
        payments=payments,
        dealer=dealer,
        tsumo=hand.tsumo,
        notes=prepared.notes,
        package_fu=int(response.fu or 0),
        nukidora=nukidora,
    )
