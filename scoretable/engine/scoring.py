"""Hand value: han, fu and yakuman -> basic points and the limit's name; payment tables.

Public API (used by the settlement, the CLI's ``table``, the UI's preview and the teaching
tools):

- :func:`hand_value` -> :class:`HandValue`, or raises :class:`~scoretable.engine.errors.RuleError`
  for an impossible combination (field "han" or "fu", with the reason).
- :func:`check_han_fu` -> ``None`` or the refusal reason, without raising.
- :func:`fu_warnings` -> warnings about a han/fu that is allowed but does not occur in practice.
- :func:`round_up_100`
- :func:`payment_table` -> rows for han 1-4 x fu 20, 25, 30..110 then one row per limit.
- :func:`payments` -> the amounts of one han/fu win with honba and sticks, from a table
  derived once per rules (the fast path the benchmark measures).

Basic points are ``fu x 2^(2+han)`` capped at 2,000 (mangan) below 5 han; 5 han is a mangan,
6-7 haneman, 8-10 baiman, 11-12 sanbaiman, 13+ a counted yakuman per
``rules.counted_yakuman``; a yakuman is 8,000 per unit. Under aotenjou nothing is capped: a
yakuman is 13 han (a double yakuman 26) on top of the hand's other han, and the numbers are
exact Python integers however large.
"""

from __future__ import annotations

from typing import Literal

from scoretable.engine.errors import RuleError
from scoretable.engine.markers import QT_TRANSLATE_NOOP
from scoretable.engine.records import Record, set_field
from scoretable.engine.rules import Rules

Limit = Literal["mangan", "haneman", "baiman", "sanbaiman", "yakuman", "kazoe-yakuman"]

# Basic points of a mangan; the cap of the han/fu formula.
MANGAN = 2000
# Basic points of one yakuman unit.
YAKUMAN = 8000
# Kiriage mangan rounds exactly this many basic points (4 han 30 fu, 3 han 60 fu) up to 2,000.
KIRIAGE_BASIC = 1920
# The largest fu RULES.md's table lists; above it a hand is accepted with a warning.
MAX_USUAL_FU = 110
# The fu of the han/fu table: 20, 25, 30, 40, ..., 110.
TABLE_FU: tuple[int, ...] = (20, 25, *range(30, MAX_USUAL_FU + 1, 10))
# The limit rows of the payment table: (han, name).
LIMIT_ROWS: tuple[tuple[int, Limit], ...] = (
    (5, "mangan"),
    (6, "haneman"),
    (8, "baiman"),
    (11, "sanbaiman"),
    (13, "yakuman"),
)


class HandValue(Record):
    """The value of one winning hand before the payment multipliers.

    Attributes:
        han: han counted (for a yakuman hand: 13 x units plus the other han under aotenjou,
            else 0).
        fu: rounded fu (25 for seven pairs); None where it does not matter (5+ han, yakuman).
        yakuman: yakuman units the hand scores (0 if none; 2 = double yakuman), after the rules
            on stacking, double yakuman and counted yakuman (a counted yakuman is 1 unit, or
            han // 13 units with ``counted_yakuman == "multiple"``).
        basic: basic points (fu x 2^(2+han), capped, or the limit's value; exact for aotenjou).
        limit: the limit's name, or None below mangan (and always None under aotenjou).
        formula: the basic-points formula before the cap, e.g. ``(30, 3, 960)`` meaning
            30 x 2^(2+3) = 960; None for hands scored from the limit table alone.
        capped: the formula exceeded the cap (or kiriage rounded 1920 up) and was replaced.
        kiriage: kiriage mangan turned this hand into a mangan.
        warnings: allowed but unusual input, e.g. fu above 110 (shown, never refused).
    """

    han: int
    fu: int | None
    yakuman: int
    basic: int
    limit: Limit | None
    formula: tuple[int, int, int] | None
    capped: bool
    kiriage: bool
    warnings: tuple[str, ...]

    def __init__(
        self,
        han: int,
        fu: int | None,
        yakuman: int,
        basic: int,
        limit: Limit | None,
        formula: tuple[int, int, int] | None = None,
        capped: bool = False,
        kiriage: bool = False,
        warnings: tuple[str, ...] = (),
    ) -> None:
        set_field(self, "han", han)
        set_field(self, "fu", fu)
        set_field(self, "yakuman", yakuman)
        set_field(self, "basic", basic)
        set_field(self, "limit", limit)
        set_field(self, "formula", formula)
        set_field(self, "capped", capped)
        set_field(self, "kiriage", kiriage)
        set_field(self, "warnings", warnings)


def round_up_100(points: int) -> int:
    """Round a payment up to the next multiple of 100."""
    return -(-points // 100) * 100


def _refusal(han: int, fu: int, tsumo: bool | None) -> RuleError | None:
    """Why a han/fu cannot occur (``tsumo`` None: impossible both ways), or None."""
    if fu < 20:
        return RuleError(
            QT_TRANSLATE_NOOP("Refusals", "{fu} fu cannot occur: every hand has at least 20 fu"),
            "fu",
            fu=fu,
        )
    if fu != 25 and fu % 10:
        return RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "{fu} fu cannot occur: fu are rounded up to 10 (only seven pairs has 25)",
            ),
            "fu",
            fu=fu,
        )
    if fu == 20 and tsumo is False:
        return RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "20 fu cannot occur on ron: a closed ron starts at 30 fu and an open hand "
                "with no fu gets 2 (open pinfu)",
            ),
            "fu",
        )
    if han == 1 and fu == 20:
        return RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals", "1 han 20 fu cannot occur: 20 fu is pinfu tsumo, already 2 han"
            ),
            "fu",
        )
    if han == 1 and fu == 25:
        return RuleError(
            QT_TRANSLATE_NOOP("Refusals", "1 han 25 fu cannot occur: seven pairs alone is 2 han"),
            "fu",
        )
    if han == 2 and fu == 25 and tsumo is True:
        return RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "2 han 25 fu cannot occur on tsumo: seven pairs by tsumo is at least 3 han",
            ),
            "fu",
        )
    if han == 1 and fu == 110 and tsumo is True:
        return RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "1 han 110 fu cannot occur on tsumo: a closed tsumo already has menzen tsumo",
            ),
            "fu",
        )
    return None


def check_han_fu(han: int, fu: int, tsumo: bool | None, rules: Rules) -> str | None:
    """The reason this han/fu cannot occur (RULES.md's list), or None if it can.

    ``tsumo`` None means "either way": refuse only what is impossible both ways. The list
    does not depend on the rules; ``rules`` is there so a ruleset could add to it.
    """
    del rules
    refusal = _too_few_han(han) if han < 1 else _refusal(han, fu, tsumo)
    return None if refusal is None else refusal.message


def _too_few_han(han: int) -> RuleError:
    return RuleError(
        QT_TRANSLATE_NOOP(
            "Refusals", "{han} han cannot occur: a winning hand needs at least 1 han"
        ),
        "han",
        han=han,
    )


def fu_warnings(fu: int | None) -> tuple[str, ...]:
    """Warnings about fu that are allowed but do not occur in practice (above 110)."""
    if fu is not None and fu > MAX_USUAL_FU:
        return (f"{fu} fu does not occur in practice (the most is {MAX_USUAL_FU})",)
    return ()


def _yakuman_units(yakuman: int, double_yakuman: int, rules: Rules) -> int:
    """Yakuman units of a hand with ``yakuman`` patterns, ``double_yakuman`` of them double."""
    if double_yakuman < 0 or double_yakuman > yakuman:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusals",
                "{double} double yakuman cannot be more than the hand's {yakuman} yakuman "
                "or negative",
            ),
            "han",
            double=double_yakuman,
            yakuman=yakuman,
        )
    per_double = 2 if rules.double_yakuman else 1
    if rules.yakuman_stacking:
        return yakuman - double_yakuman + per_double * double_yakuman
    return per_double if double_yakuman else 1


def _aotenjou(han: int, fu: int | None, yakuman: int, tsumo: bool | None) -> HandValue:
    if fu is None:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "under aotenjou every hand needs its fu"), "fu"
        )
    refusal = _refusal(han, fu, tsumo)
    if refusal is not None:
        raise refusal
    basic = fu * 2 ** (2 + han)
    return HandValue(
        han=han,
        fu=fu,
        yakuman=yakuman,
        basic=basic,
        limit=None,
        formula=(fu, han, basic),
        warnings=fu_warnings(fu),
    )


def _limit(han: int, rules: Rules) -> tuple[int, Limit, int]:
    """(basic points, limit name, yakuman units) of a hand of 5 or more han."""
    if han >= 13:
        mode = rules.counted_yakuman
        if mode == "sanbaiman":
            return 3 * MANGAN, "sanbaiman", 0
        units = han // 13 if mode == "multiple" else 1
        return YAKUMAN * units, "kazoe-yakuman", units
    if han >= 11:
        return 3 * MANGAN, "sanbaiman", 0
    if han >= 8:
        return 2 * MANGAN, "baiman", 0
    if han >= 6:
        return 3 * MANGAN // 2, "haneman", 0
    return MANGAN, "mangan", 0


def hand_value(
    han: int,
    fu: int | None,
    rules: Rules,
    *,
    yakuman: int = 0,
    double_yakuman: int = 0,
    tsumo: bool | None = None,
) -> HandValue:
    """The value of a winning hand.

    Args:
        han: han of the hand. Ignored when ``yakuman`` > 0, except under aotenjou, where the
            hand's other han (yaku and dora beside the yakuman) add to 13 per yakuman unit.
        fu: fu (needed below 5 han, and always under aotenjou); when given at 5+ han it is
            still checked (20 fu on ron, fu below 20, ...) but does not change the value.
        rules: the rules in force.
        yakuman: number of yakuman yaku in the hand (each a single yakuman pattern).
        double_yakuman: how many of those are double-yakuman patterns (kokushi 13-wait, ...);
            they score two units only where ``rules.double_yakuman``. Several yakuman add up
            only where ``rules.yakuman_stacking`` (else the hand is one unit, two if one of
            its patterns is a double one).
        tsumo: whether the hand was won by tsumo (some han/fu only occur one way); None
            accepts what occurs either way.

    Raises:
        RuleError: the combination cannot occur (field "han" or "fu").
    """
    if yakuman < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "{yakuman} yakuman cannot occur"), "han", yakuman=yakuman
        )
    if yakuman:
        units = _yakuman_units(yakuman, double_yakuman, rules)
        if rules.aotenjou:
            if han < 0:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusals", "{han} han cannot occur"), "han", han=han
                )
            return _aotenjou(13 * units + han, fu, units, tsumo)
        return HandValue(han=0, fu=None, yakuman=units, basic=YAKUMAN * units, limit="yakuman")
    if han < 1:
        raise _too_few_han(han)
    if rules.aotenjou:
        return _aotenjou(han, fu, 0, tsumo)
    if han >= 5:
        if fu is not None:
            refusal = _refusal(han, fu, tsumo)
            if refusal is not None:
                raise refusal
        basic, limit, units = _limit(han, rules)
        return HandValue(han=han, fu=None, yakuman=units, basic=basic, limit=limit)
    if fu is None:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusals", "a {han} han hand needs its fu"), "fu", han=han
        )
    refusal = _refusal(han, fu, tsumo)
    if refusal is not None:
        raise refusal
    raw = fu * 2 ** (2 + han)
    warnings = fu_warnings(fu)
    if raw >= MANGAN:
        return HandValue(
            han, fu, 0, MANGAN, "mangan", (fu, han, raw), capped=raw > MANGAN, warnings=warnings
        )
    if rules.kiriage and raw == KIRIAGE_BASIC:
        return HandValue(
            han, fu, 0, MANGAN, "mangan", (fu, han, raw), True, kiriage=True, warnings=warnings
        )
    return HandValue(han, fu, 0, raw, None, (fu, han, raw), warnings=warnings)


# --- payments -----------------------------------------------------------------------------


def ron_amount(basic: int, dealer: bool) -> int:
    """What the discarder pays for the hand itself: 6b for a dealer, 4b otherwise, rounded."""
    return round_up_100(basic * (6 if dealer else 4))


def tsumo_amounts(basic: int, dealer: bool) -> tuple[int, int]:
    """(each non-dealer pays, the dealer pays) on a tsumo, rounded; a dealer's tsumo has
    every other player pay 2b, given as both numbers."""
    if dealer:
        each = round_up_100(2 * basic)
        return each, each
    return round_up_100(basic), round_up_100(2 * basic)


def north_share(rules: Rules, basic: int, dealer: bool) -> int:
    """Three players, North bisection: half of what the absent North would pay on a tsumo
    (basic, or 2 x basic from a dealer's tsumo), unrounded; each payer adds it to his share
    before the rounding up to 100. 0 with four players or tsumo loss."""
    if rules.players == 4 or rules.tsumo_north == "loss":
        return 0
    return basic * (2 if dealer else 1) // 2


def honba_per_payer(rules: Rules, honba: int) -> int:
    """What each payer of a tsumo pays for ``honba`` counters: a third of their value (with
    three players and rules.honba_tsumo "half": half of it)."""
    if rules.players == 3 and rules.honba_tsumo == "half":
        return honba * rules.honba_value // 2
    return honba * rules.honba_value // 3


def tsumo_shares(basic: int, dealer: bool, rules: Rules) -> tuple[int, int]:
    """:func:`tsumo_amounts` under ``rules``: with three players and North bisection each
    payer also pays :func:`north_share`; with tsumo loss the amounts are those of four players
    (the absent North's share is simply not paid)."""
    north = north_share(rules, basic, dealer)
    if dealer:
        each = round_up_100(2 * basic + north)
        return each, each
    return round_up_100(basic + north), round_up_100(2 * basic + north)


class TableRow(Record):
    """One row of the payment table (``python -m scoretable table``)."""

    han: int
    fu: int | None
    limit: str | None
    non_dealer_ron: int | None
    # (each non-dealer pays, the dealer pays); with three players there is one non-dealer
    non_dealer_tsumo: tuple[int, int] | None
    dealer_ron: int | None
    dealer_tsumo: int | None  # each pays

    def __init__(
        self,
        han: int,
        fu: int | None,
        limit: str | None,
        non_dealer_ron: int | None,
        non_dealer_tsumo: tuple[int, int] | None,
        dealer_ron: int | None,
        dealer_tsumo: int | None,
    ) -> None:
        set_field(self, "han", han)
        set_field(self, "fu", fu)
        set_field(self, "limit", limit)
        set_field(self, "non_dealer_ron", non_dealer_ron)
        set_field(self, "non_dealer_tsumo", non_dealer_tsumo)
        set_field(self, "dealer_ron", dealer_ron)
        set_field(self, "dealer_tsumo", dealer_tsumo)


def _value_or_none(han: int, fu: int | None, rules: Rules, tsumo: bool) -> HandValue | None:
    try:
        return hand_value(han, fu, rules, tsumo=tsumo)
    except RuleError:
        return None


def _row(han: int, fu: int | None, limit: Limit | None, rules: Rules) -> TableRow:
    ron: HandValue | None
    tsu: HandValue | None
    if fu is None:
        # a limit row: the yakuman row is a yakuman yaku, the others a han count
        yakuman = 1 if limit == "yakuman" else 0
        ron = tsu = hand_value(han, None, rules, yakuman=yakuman)
    else:
        ron = _value_or_none(han, fu, rules, False)
        tsu = _value_or_none(han, fu, rules, True)
        shown = ron or tsu
        limit = shown.limit if shown is not None and shown.capped else None
    return TableRow(
        han=han,
        fu=fu,
        limit=limit,
        non_dealer_ron=None if ron is None else ron_amount(ron.basic, False),
        non_dealer_tsumo=None if tsu is None else tsumo_shares(tsu.basic, False, rules),
        dealer_ron=None if ron is None else ron_amount(ron.basic, True),
        dealer_tsumo=None if tsu is None else tsumo_shares(tsu.basic, True, rules)[0],
    )


def payment_table(rules: Rules) -> list[TableRow]:
    """Han 1-4 x fu 20, 25, 30, ..., 110 (every pair), then mangan, haneman, baiman,
    sanbaiman and yakuman rows. None marks a payment that cannot occur.

    A han/fu row that the cap or kiriage turns into a mangan names the limit. Under aotenjou
    there are no limits: the limit rows list no payment.
    """
    rows = [_row(han, fu, None, rules) for han in range(1, 5) for fu in TABLE_FU]
    for han, name in LIMIT_ROWS:
        if rules.aotenjou:
            rows.append(TableRow(han, None, name, None, None, None, None))
        else:
            rows.append(_row(han, None, name, rules))
    return rows


# --- the fast path ------------------------------------------------------------------------

# (han, fu, dealer, tsumo) -> (main, additional): see :func:`payments`.
_PaymentTable = dict[tuple[int, int | None, bool, bool], tuple[int, int]]
_tables: dict[Rules, _PaymentTable] = {}
# the last rules looked up, by identity, so a loop over one rules object skips the hash
_last: list[tuple[Rules, _PaymentTable]] = []


def hand_amounts(value: HandValue, dealer: bool, tsumo: bool, rules: Rules) -> tuple[int, int]:
    """(main, additional) before honba, as :func:`payments` returns them (a tsumo as
    :func:`tsumo_shares` pays it under ``rules``)."""
    if not tsumo:
        return ron_amount(value.basic, dealer), 0
    non_dealer, from_dealer = tsumo_shares(value.basic, dealer, rules)
    return from_dealer, non_dealer


def build_payment_table(rules: Rules) -> _PaymentTable:
    """Every possible (han 1-13, fu 20-110 or None at 5+ han, dealer, tsumo) -> the amounts
    without honba, derived from :func:`hand_value` (nothing cached across rules)."""
    table: _PaymentTable = {}
    for han in range(1, 14):
        fus: tuple[int | None, ...] = TABLE_FU if han < 5 or rules.aotenjou else (None, *TABLE_FU)
        for fu in fus:
            for tsumo in (False, True):
                value = _value_or_none(han, fu, rules, tsumo)
                if value is None:
                    continue
                for dealer in (False, True):
                    table[han, fu, dealer, tsumo] = hand_amounts(value, dealer, tsumo, rules)
    return table


def _table_for(rules: Rules) -> _PaymentTable:
    if _last and _last[0][0] is rules:
        return _last[0][1]
    table = _tables.get(rules)
    if table is None:
        table = _tables[rules] = build_payment_table(rules)
    _last[:] = [(rules, table)]
    return table


def payments(
    han: int,
    fu: int | None,
    dealer: bool,
    tsumo: bool,
    honba: int,
    sticks: int,
    rules: Rules,
) -> tuple[int, int, int]:
    """The payments of one han/fu win with ``honba`` counters and ``sticks`` on the table.

    Returns ``(main, additional, total)``:

    - ron: main is what the discarder pays (hand + honba), additional 0;
    - non-dealer tsumo: main is what the dealer pays, additional what each non-dealer pays
      (with three players there is one other non-dealer);
    - dealer tsumo: main and additional are both what each player pays;
    - total: everything the winner receives, riichi sticks (1,000 each) included.

    Common han/fu come from a table derived once per rules; anything else (aotenjou's big
    numbers, 14+ han, fu above 110) is computed by :func:`hand_value`, which also raises the
    :class:`RuleError` of an impossible combination.
    """
    amounts = _table_for(rules).get((han, fu, dealer, tsumo))
    if amounts is None:
        amounts = hand_amounts(hand_value(han, fu, rules, tsumo=tsumo), dealer, tsumo, rules)
    main, additional = amounts
    if tsumo:
        per_player = honba_per_payer(rules, honba)
        main += per_player
        additional += per_player
        others = rules.players - 1
        total = others * main if dealer else main + (others - 1) * additional
    else:
        main += honba * rules.honba_value
        total = main
    return main, additional, total + 1000 * sticks
