""" "What is it worth?": real winning hands asked step by step, each step judged by the engine.

    questions = course()                                  # Tenhou's hands, Tenhou's rules
    q = questions[0]
    judge_yaku(q, {"Riichi", "Pinfu"})                    # a Judgment: right?, skills, lines
    judge_han(q, 3); judge_fu(q, {"base": 30, ...}, 40); judge_payment(q, {"discarder": 3900})

The course (``resources/course.json``) holds winning hands of Tenhou games with Tenhou's own
han, fu and points, chosen by ``packaging/make_course.py`` from the oracle's
``agari_dev.jsonl`` (the log and hand of each are its ``source``); every one of them is valued
by the engine exactly as Tenhou did (a test holds it so, against the oracle).

A question is asked in four steps, each of which can be practised alone: the **yaku** (picked
from a list; dora, ura dora and red fives are not picked, they are counted in the han), the
**han** (everything, dora included), the **fu** part by part (:data:`FU_PARTS`: the base for
winning, the melds, the wait, the pair, the win: tsumo or an open pinfu; then the total,
rounded up) and the **payment** (with the honba some questions carry). Each judgment names the
skills it exercised (:func:`skill_names`) and whether each was right: the adaptive practice
keeps its record per skill. :func:`highlight` says which tiles make a yaku or a fu part.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from scoretable.engine.fu import FuItem, Meld, MeldKind, meld_reason
from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english
from scoretable.engine.rules import Rules, get_preset
from scoretable.engine.tile_hand import HandError, HandInput, HandResult, calculate, decompositions
from scoretable.teaching.explain import explain_value
from scoretable.teaching.yaku_fu import explain_fu, explain_yaku, hand_fu_count

STEPS = ("yaku", "han", "fu", "payment")
FU_PARTS = ("base", "melds", "wait", "pair", "win")
# yaku lines that are counted, not recognised: the han step asks for them
COUNTED = frozenset({"Dora", "Ura dora", "Red five"})
# yaku the winning moment makes (the winning tile is shown)
SITUATIONAL = frozenset(
    {
        "Riichi",
        "Double riichi",
        "Ippatsu",
        "Menzen tsumo",
        "Haitei",
        "Houtei",
        "Rinshan kaihou",
        "Chankan",
    }
)
# yaku made by the shape of the whole hand: every tile counts (the others: some sets)
WHOLE_HAND = frozenset(
    {
        "Pinfu",
        "Tanyao",
        "Chiitoitsu",
        "Chanta",
        "Junchan",
        "Honitsu",
        "Chinitsu",
        "Honroutou",
        "Tsuuiisou",
        "Ryuuiisou",
        "Chinroutou",
        "Chuuren poutou",
        "Junsei chuuren poutou",
        "Kokushi musou",
        "Kokushi musou 13-sided wait",
    }
)
SET_YAKU = frozenset(
    {
        "Iipeikou",
        "Ryanpeikou",
        "Sanshoku doujun",
        "Sanshoku doukou",
        "Ittsu",
        "Toitoi",
        "Sanankou",
        "Suuankou",
        "Suuankou tanki",
        "Sankantsu",
        "Suukantsu",
        "Shousangen",
        "Daisangen",
        "Shousuushii",
        "Daisuushii",
    }
)
SHAPE_YAKU = WHOLE_HAND | SET_YAKU
HONOR_YAKU = {"Haku": "5z", "Hatsu": "6z", "Chun": "7z"}
WIND_TILES = {"East": "1z", "South": "2z", "West": "3z", "North": "4z"}
WIND_TILES_BY_LETTER = {"E": "1z", "S": "2z", "W": "3z", "N": "4z"}
# the skills with a fixed name (each yaku is a skill too: ``yaku:<its English name>``)
SKILL_LABELS = {
    "han": QT_TRANSLATE_NOOP("Worth", "Counting the han"),
    "fu:base": QT_TRANSLATE_NOOP("Worth", "Fu: the base"),
    "fu:melds": QT_TRANSLATE_NOOP("Worth", "Fu: the melds"),
    "fu:wait": QT_TRANSLATE_NOOP("Worth", "Fu: the wait"),
    "fu:pair": QT_TRANSLATE_NOOP("Worth", "Fu: the pair"),
    "fu:win": QT_TRANSLATE_NOOP("Worth", "Fu: tsumo or open pinfu"),
    "fu:total": QT_TRANSLATE_NOOP("Worth", "Fu: the total, rounded"),
    "pay:ron": QT_TRANSLATE_NOOP("Worth", "Non-dealer ron payments"),
    "pay:tsumo": QT_TRANSLATE_NOOP("Worth", "Non-dealer tsumo payments"),
    "pay:dealer ron": QT_TRANSLATE_NOOP("Worth", "Dealer ron payments"),
    "pay:dealer tsumo": QT_TRANSLATE_NOOP("Worth", "Dealer tsumo payments"),
    "limit": QT_TRANSLATE_NOOP("Worth", "Limit hands (mangan and up)"),
    "honba": QT_TRANSLATE_NOOP("Worth", "Honba"),
}


def fu_part(reason: str) -> str:
    """Which part of :data:`FU_PARTS` an engine fu item belongs to."""
    if "triplet" in reason or "quad" in reason:
        return "melds"
    if "wait" in reason:
        return "wait"
    if "pair of" in reason:
        return "pair"
    if reason in ("tsumo", "open pinfu (an open hand with no other fu)"):
        return "win"
    return "base"  # 20 or 30 for winning, 25 for seven pairs


def dora_of(indicator: str) -> str:
    """The dora an indicator shows: the next tile of its suit, 9 -> 1, North -> East,
    red -> white; a red five shows the six."""
    rank, suit = int(indicator[0]) or 5, indicator[1]
    if suit != "z":
        return f"{rank % 9 + 1}{suit}"
    if rank <= 4:
        return f"{rank % 4 + 1}z"
    return f"{(rank - 4) % 3 + 5}z"


def _tokens(text: str) -> list[str]:
    """Tiles of a notation the engine has read already (digits, then their suit)."""
    out: list[str] = []
    digits = ""
    for char in text:
        if char.isdigit():
            digits += char
        else:
            out.extend(d + char for d in digits)
            digits = ""
    return out


def _plain(tile: str) -> str:
    return "5" + tile[1] if tile[0] == "0" else tile


@dataclass(frozen=True)
class WorthQuestion:
    """A winning hand, valued, with the honba of its table (0 for most)."""

    key: str
    hand: HandInput
    result: HandResult
    honba: int = 0

    @property
    def yaku(self) -> frozenset[str]:
        """The yaku to pick (English names, as the hand calculator names them)."""
        return frozenset(y.name for y in self.result.yaku if y.name not in COUNTED)

    def fu_parts(self) -> dict[str, int]:
        """The fu of each part (0 where a part gives none)."""
        parts = dict.fromkeys(FU_PARTS, 0)
        for item in self.result.fu_items:
            parts[fu_part(item.reason)] += item.fu
        return parts

    def payment_kind(self) -> str:
        """``ron``, ``tsumo``, ``dealer ron`` or ``dealer tsumo``."""
        how = "tsumo" if self.result.tsumo else "ron"
        return f"dealer {how}" if self.result.dealer else how

    def payment(self) -> dict[str, int]:
        """What each pays, honba included (``discarder``; ``each``; ``dealer``/``non_dealer``)."""
        extra = self.honba * (300 if "discarder" in self.result.payments else 100)
        return {who: value + extra for who, value in self.result.payments.items()}

    def concealed(self) -> list[str]:
        """The concealed tiles, the winning tile last."""
        tiles = _tokens(self.hand.tiles)
        tiles.remove(self.hand.win)
        return [*tiles, self.hand.win]

    def melds(self) -> list[tuple[str, list[str]]]:
        """The called and declared melds: (kind, tiles)."""
        return [(m.split(":")[0], _tokens(m.split(":")[1])) for m in self.hand.melds]

    def skills(self, step: str) -> list[str]:
        """The skills a step exercises (``all``: every step's)."""
        if step == "all":
            return [skill for one in STEPS for skill in self.skills(one)]
        if step == "yaku":
            return sorted(f"yaku:{name}" for name in self.yaku)
        if step == "han":
            return ["han"]
        if step == "fu":
            return [*(f"fu:{part}" for part in FU_PARTS), "fu:total"]
        out = [f"pay:{self.payment_kind()}"]
        out += ["limit"] if self.result.limit else []
        return out + (["honba"] if self.honba else [])


def _both_names(name: str, translate: Translate, names: Mapping[str, str]) -> str:
    """A yaku's English name with its Japanese one (if in ``names``), the interface's first."""
    if name not in names:
        return name
    template = translate("Worth", QT_TRANSLATE_NOOP("Worth", "{name} ({name_ja})"))
    return template.format(name=name, name_ja=names[name])


def skill_names(
    skill: str, translate: Translate = english, names: Mapping[str, str] | None = None
) -> str:
    """A skill as the learner reads it: its label, or a yaku's name (with its Japanese name
    from ``names``, if there)."""
    if skill.startswith("yaku:"):
        name = _both_names(skill[5:], translate, names or {})
        return translate("Worth", QT_TRANSLATE_NOOP("Worth", "Yaku: {name}")).format(name=name)
    return translate("Worth", SKILL_LABELS[skill])


@cache
def course_data() -> dict[str, Any]:
    """The course as shipped (``resources/course.json``)."""
    text = resources.files("scoretable.resources").joinpath("course.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def course(rules: Rules | None = None) -> tuple[WorthQuestion, ...]:
    """Every question of the course, valued under ``rules`` (Tenhou's, as the course's hands
    were played, unless told otherwise). One hand in five carries one or two honba."""
    data = course_data()
    rules = rules or get_preset(data["rules"])
    out = []
    for index, record in enumerate(data["hands"]):
        hand = HandInput.from_dict(record)
        honba = 1 + index // 5 % 2 if index % 5 == 4 else 0
        out.append(WorthQuestion(record["source"], hand, calculate(hand, rules), honba))
    return tuple(out)


def yaku_choices(questions: Iterable[WorthQuestion]) -> list[str]:
    """The list the yaku are picked from: every yaku of the questions, alphabetically."""
    return sorted({name for q in questions for name in q.yaku})


@dataclass(frozen=True)
class Judgment:
    """One step judged: right or not, each skill it exercised with whether it was right, and
    the explanation against the hand, one line each."""

    step: str
    correct: bool
    skills: dict[str, bool]
    lines: tuple[str, ...]
    # what each line is about, for :func:`highlight` ("" where no tiles are meant)
    marks: tuple[str, ...] = ()


def _yaku_marks(result: HandResult) -> list[str]:
    """The marks of :func:`explain_yaku`'s lines: each yaku's name, nothing for the total."""
    return [y.name for y in result.yaku] + ([""] if result.han is not None else [])


def _fu_marks(items: Iterable[FuItem]) -> list[str]:
    """The marks of fu items' lines: each one's part; a triplet or quad by its reason and
    which of the items of that reason it is (``fu:melds:1:closed triplet of simples``)."""
    seen: Counter[str] = Counter()
    marks = []
    for item in items:
        part = fu_part(item.reason)
        if part == "melds":
            marks.append(f"fu:melds:{seen[item.reason]}:{item.reason}")
            seen[item.reason] += 1
        else:
            marks.append(f"fu:{part}")
    return marks


def judge_yaku(
    question: WorthQuestion,
    picked: Iterable[str],
    translate: Translate = english,
    names: Mapping[str, str] | None = None,
) -> Judgment:
    """The yaku picked against the hand's: each yaku of either is a skill, right when picked
    exactly if the hand has it. ``names``: each yaku's Japanese name, said beside it."""
    chosen = set(picked) - COUNTED
    japanese = names or {}

    def name(n: str) -> str:
        return _both_names(n, translate, japanese)

    skills = {
        f"yaku:{n}": (n in chosen) == (n in question.yaku) for n in sorted(chosen | question.yaku)
    }
    lines = [
        translate("Worth", QT_TRANSLATE_NOOP("Worth", "Missed: {name}")).format(name=name(n))
        for n in sorted(question.yaku - chosen)
    ]
    lines += [
        translate("Worth", QT_TRANSLATE_NOOP("Worth", "Not in this hand: {name}")).format(
            name=name(n)
        )
        for n in sorted(chosen - question.yaku)
    ]
    marks = [*sorted(question.yaku - chosen), *([""] * len(chosen - question.yaku))]
    lines += explain_yaku(question.result, translate)
    marks += _yaku_marks(question.result)
    return Judgment("yaku", chosen == question.yaku, skills, tuple(lines), tuple(marks))


def judge_han(question: WorthQuestion, han: int, translate: Translate = english) -> Judgment:
    """The han, dora included (a yakuman hand's han step asks for 13)."""
    expected = question.result.han if question.result.han is not None else 13
    right = han == expected
    lines = tuple(explain_yaku(question.result, translate))
    return Judgment("han", right, {"han": right}, lines, tuple(_yaku_marks(question.result)))


def judge_fu(
    question: WorthQuestion,
    parts: Mapping[str, int],
    total: int,
    translate: Translate = english,
) -> Judgment:
    """Each fu part and the rounded total; right when all are."""
    expected = question.fu_parts()
    skills = {f"fu:{p}": parts.get(p, 0) == expected[p] for p in FU_PARTS}
    skills["fu:total"] = total == question.result.fu
    count = hand_fu_count(question.result)
    lines = explain_fu(count, translate) if count is not None else []
    marks = [*_fu_marks(count.items), ""] if count is not None else []
    return Judgment("fu", all(skills.values()), skills, tuple(lines), tuple(marks))


def judge_payment(
    question: WorthQuestion, amounts: Mapping[str, int], translate: Translate = english
) -> Judgment:
    """What each pays (keys as :meth:`WorthQuestion.payment`), honba included."""
    expected = question.payment()
    right = all(amounts.get(who) == value for who, value in expected.items())
    skills = dict.fromkeys(question.skills("payment"), right)
    lines = [explain_value(question.result.value, translate)]
    if question.honba:
        lines.append(
            translate(
                "Worth",
                QT_TRANSLATE_NOOP("Worth", "{honba} honba: {extra} more from each who pays"),
            ).format(
                honba=question.honba,
                extra=question.honba * (300 if "discarder" in expected else 100),
            )
        )
    template = {
        "discarder": QT_TRANSLATE_NOOP("Worth", "The discarder pays {points}"),
        "each": QT_TRANSLATE_NOOP("Worth", "Each player pays {points}"),
        "dealer": QT_TRANSLATE_NOOP("Worth", "The dealer pays {points}"),
        "non_dealer": QT_TRANSLATE_NOOP("Worth", "Each non-dealer pays {points}"),
    }
    lines += [
        translate("Worth", template[who]).format(points=f"{value:,}")
        for who, value in expected.items()
    ]
    return Judgment("payment", right, skills, tuple(lines), ("",) * len(lines))


def highlight(question: WorthQuestion, what: str) -> tuple[frozenset[str], bool]:
    """Which tiles make a yaku (its English name), a fu part (``fu:<part>``) or one triplet
    or quad of a fu line (``fu:melds:<n>:<reason>``, the n-th of that reason): the tiles by
    value, and whether the winning tile alone is meant. An empty set with False: none.
    A yaku of the hand's shape outlines the sets that make it in the package's reading of
    the hand (:func:`scoretable.engine.tile_hand.decompositions`)."""
    hand = question.hand
    everything = frozenset(question.concealed()) | {t for _, m in question.melds() for t in m}
    if what in SITUATIONAL or what in ("fu:base", "fu:win", "fu:wait"):
        return frozenset({hand.win}), True
    if what in ("Dora", "Ura dora"):
        shown = {dora_of(i) for i in _tokens(hand.dora if what == "Dora" else hand.ura)}
        return frozenset(t for t in everything if _plain(t) in shown), False
    if what == "Red five":
        return frozenset(t for t in everything if t[0] == "0"), False
    if what in HONOR_YAKU:
        return frozenset({HONOR_YAKU[what]}), False
    if what.startswith(("Seat wind ", "Round wind ")):
        return frozenset({WIND_TILES[what.split()[-1]]}), False
    if what.startswith("fu:melds:"):
        number, reason = what[9:].split(":", 1)
        return _meld_tiles(question, reason, int(number)), False
    if what in SHAPE_YAKU:
        return _shape_tiles(question, what), False
    counts = Counter(_plain(t) for t in question.concealed())
    if what == "fu:pair":
        winds = {WIND_TILES_BY_LETTER[hand.seat_wind], WIND_TILES_BY_LETTER[hand.round_wind]}
        honors = {"5z", "6z", "7z"} | winds
        return frozenset(t for t, n in counts.items() if n == 2 and t in honors), False
    if what == "fu:melds":
        sets = {t for t, n in counts.items() if n >= 3}
        sets |= {t for kind, m in question.melds() if kind != "chi" for t in m}
        return frozenset(t for t in everything if _plain(t) in {_plain(s) for s in sets}), False
    return frozenset(), False


Group = tuple[str, ...]


def _is_run(group: Group) -> bool:
    return len(set(group)) == 3


def _is_set(group: Group) -> bool:
    return len(group) >= 3 and len(set(group)) == 1


def _sets_making(yaku: str, groups: tuple[Group, ...], concealed: frozenset[Group]) -> list[Group]:
    """The sets of one reading of the hand that make a yaku (``concealed``: the sets not
    called; empty where this reading does not make it)."""
    runs = [g for g in groups if _is_run(g)]
    sets = [g for g in groups if _is_set(g)]
    if yaku in ("Iipeikou", "Ryanpeikou"):
        twice = [g for g in runs if runs.count(g) >= 2 and g in concealed]
        return twice if len(twice) >= (2 if yaku == "Iipeikou" else 4) else []
    if yaku in ("Sanshoku doujun", "Sanshoku doukou"):
        pool = runs if yaku == "Sanshoku doujun" else [g for g in sets if g[0][1] != "z"]
        for group in pool:
            same = [g for g in pool if [t[0] for t in g[:3]] == [t[0] for t in group[:3]]]
            if {g[0][1] for g in same} == {"m", "p", "s"}:
                return same
        return []
    if yaku == "Ittsu":
        for suit in "mps":
            line = [g for g in runs if g[0][1] == suit]
            starts = {g[0][0] for g in line}
            if {"1", "4", "7"} <= starts:
                return [g for g in line if g[0][0] in "147"]
        return []
    if yaku in ("Sankantsu", "Suukantsu"):
        return [g for g in sets if len(g) == 4]
    if yaku in ("Sanankou", "Suuankou", "Suuankou tanki"):
        return [g for g in sets if g in concealed]  # a ron's own triplet: see _shape_tiles
    if yaku == "Toitoi":
        return sets
    # the dragons' or the winds' sets and pair
    honors = "567" if yaku.endswith("sangen") else "1234"
    return [g for g in groups if g[0][1] == "z" and g[0][0] in honors]


def _readings(question: WorthQuestion) -> tuple[list[tuple[Group, ...]], frozenset[Group]]:
    """The hand's readings as sets, and the sets of it that were not called."""
    try:
        readings = decompositions(question.hand, get_preset("tenhou"))
    except HandError:  # a hand Tenhou's rules do not read (three players' North set aside)
        return [], frozenset()
    melds = question.melds()
    called = {tuple(sorted(_plain(t) for t in m)) for kind, m in melds if kind != "ankan"}
    concealed = frozenset(g for r in readings for g in r if tuple(sorted(g)) not in called)
    return readings, concealed


def _shape_tiles(question: WorthQuestion, yaku: str) -> frozenset[str]:
    """The tiles (by value) of the sets that make a yaku of the hand's shape: the whole
    hand for pinfu, tanyao, chiitoitsu, a flush...; the sets that make it for the others."""
    everything = frozenset(question.concealed()) | {t for _, m in question.melds() for t in m}
    if yaku not in question.yaku:
        return frozenset()
    if yaku in WHOLE_HAND:
        return everything
    readings, concealed = _readings(question)
    for groups in readings:
        making = _sets_making(yaku, groups, concealed)
        win = _plain(question.hand.win)
        if yaku == "Sanankou" and not question.result.tsumo and len(making) > 3:
            making = [g for g in making if g[0] != win]  # the one the discard completed
        if making:
            values = {t for g in making for t in g}
            return frozenset(t for t in everything if _plain(t) in values)
    return frozenset()


def _meld_tiles(question: WorthQuestion, reason: str, number: int) -> frozenset[str]:
    """The ``number``-th triplet or quad (from the left) that a fu item's reason describes
    ("closed triplet of simples")."""
    everything = frozenset(question.concealed()) | {t for _, m in question.melds() for t in m}
    called = {_plain(m[0]) for kind, m in question.melds() if kind in ("pon", "kan")}
    values: set[str] = set()
    readings, _ = _readings(question)
    for groups in readings:
        for group in filter(_is_set, groups):
            tile = group[0]
            edge = tile[1] == "z" or tile[0] in "19"
            ron_made = not question.result.tsumo and tile == _plain(question.hand.win)
            opened = {tile in called or ron_made}
            if ron_made and tile not in called:
                opened.add(False)  # the winning tile completed it, or another set
            kind: MeldKind = "quad" if len(group) == 4 else "triplet"
            for is_open in opened:
                meld = Meld(kind, open=is_open, terminal_or_honor=edge)
                if meld_reason(meld) == reason:
                    values.add(tile)
    ordered = sorted(values, key=lambda t: ("mpsz".index(t[1]), t[0]))
    values = set(ordered[number : number + 1])
    return frozenset(t for t in everything if _plain(t) in values)
