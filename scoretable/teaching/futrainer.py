"""The fu trainer: a winning hand's composition, drawn as tiles; the learner counts its fu.

    hand = generate_hand(random.Random(3), rules)
    hand.text()            # "123m 456p 77z [555z] ... win 3m by ron"
    verdict = judge_fu(hand, "40", rules)
    verdict.correct, verdict.expected, verdict.lines   # item by item, from fu.count_fu

A hand is built from real tiles (suits m, p, s; honors 1z-7z: East, South, West, North,
White, Green, Red) so that it is a valid winning shape: four melds and a pair (or seven
distinct pairs), no tile more than four times, the winning tile completing a concealed group
with the wait it names. The fu come from :func:`scoretable.engine.fu.count_fu` on the
:class:`HandShape` the tiles make.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from scoretable.engine.errors import RuleError
from scoretable.engine.fu import FuCount, HandShape, Meld, MeldKind, PairKind, Wait, count_fu
from scoretable.engine.markers import QT_TRANSLATE_NOOP, Translate, english
from scoretable.engine.rules import Rules
from scoretable.teaching.quiz import parse_points

# A tile: suit ("m", "p", "s" or "z") and number (1-9; 1-7 for honors).
Tile = tuple[str, int]

WIND_NAMES = (
    QT_TRANSLATE_NOOP("Trainer", "East"),
    QT_TRANSLATE_NOOP("Trainer", "South"),
    QT_TRANSLATE_NOOP("Trainer", "West"),
    QT_TRANSLATE_NOOP("Trainer", "North"),
)
# The honor tiles by name, in the order of their numbers (z1..z7).
HONOR_TILE_NAMES = (
    QT_TRANSLATE_NOOP("Trainer", "East wind"),
    QT_TRANSLATE_NOOP("Trainer", "South wind"),
    QT_TRANSLATE_NOOP("Trainer", "West wind"),
    QT_TRANSLATE_NOOP("Trainer", "North wind"),
    QT_TRANSLATE_NOOP("Trainer", "White dragon"),
    QT_TRANSLATE_NOOP("Trainer", "Green dragon"),
    QT_TRANSLATE_NOOP("Trainer", "Red dragon"),
)
# A suited tile's name: "{n} of characters", ... (templates, context "Trainer").
SUIT_TILE_NAMES = {
    "m": QT_TRANSLATE_NOOP("Trainer", "{n} of characters"),
    "p": QT_TRANSLATE_NOOP("Trainer", "{n} of circles"),
    "s": QT_TRANSLATE_NOOP("Trainer", "{n} of bamboo"),
}
# The waits as the trainer names them (context "Trainer").
WAIT_NAMES = {
    "ryanmen": QT_TRANSLATE_NOOP("Trainer", "ryanmen"),
    "kanchan": QT_TRANSLATE_NOOP("Trainer", "kanchan"),
    "penchan": QT_TRANSLATE_NOOP("Trainer", "penchan"),
    "tanki": QT_TRANSLATE_NOOP("Trainer", "tanki"),
    "shanpon": QT_TRANSLATE_NOOP("Trainer", "shanpon"),
}


SEVEN_PAIRS_SHARE = 0.06
OPEN_HAND_SHARE = 0.4
MELD_KINDS: tuple[MeldKind, ...] = ("run", "triplet", "quad")
MELD_WEIGHTS = (0.55, 0.35, 0.10)


def terminal_or_honor(tile: Tile) -> bool:
    return tile[0] == "z" or tile[1] in (1, 9)


def tile_text(tile: Tile) -> str:
    """``("m", 3)`` -> ``"3m"``."""
    return f"{tile[1]}{tile[0]}"


def tile_name(tile: Tile, translate: Translate = english) -> str:
    """``("m", 3)`` -> ``"3 of characters"``, ``("z", 5)`` -> ``"White dragon"``."""
    if tile[0] == "z":
        return translate("Trainer", HONOR_TILE_NAMES[tile[1] - 1])
    return translate("Trainer", SUIT_TILE_NAMES[tile[0]]).format(n=tile[1])


def group_text(tiles: tuple[Tile, ...]) -> str:
    """Tiles of one suit in the compact notation: ``"123m"``, ``"55z"``."""
    return "".join(str(t[1]) for t in tiles) + tiles[0][0]


@dataclass(frozen=True)
class Group:
    """A meld or a pair as tiles. ``called``: made with a called tile (an open meld)."""

    tiles: tuple[Tile, ...]
    kind: MeldKind | None  # None for a pair
    called: bool = False


@dataclass(frozen=True)
class TrainerHand:
    """A winning hand: its groups, the winning tile and how it was won.

    ``winning_group`` indexes ``groups``; ``shape`` is what the fu rules see.
    """

    groups: tuple[Group, ...]
    winning_tile: Tile
    winning_group: int
    wait: Wait
    tsumo: bool
    seat_wind: int
    round_wind: int
    shape: HandShape

    @property
    def seven_pairs(self) -> bool:
        return self.shape.seven_pairs

    def concealed(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if not g.called)

    def called(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.called)

    def text(self, translate: Translate = english) -> str:
        """The hand in the compact notation: called melds in brackets, closed quads in
        parentheses (the English one is the question's key in the progress records)."""
        parts = [
            f"({group_text(g.tiles)})" if g.kind == "quad" else group_text(g.tiles)
            for g in self.concealed()
        ]
        parts += [f"[{group_text(g.tiles)}]" for g in self.called()]
        if self.tsumo:
            template = translate("Trainer", "{tiles}; win {tile} by tsumo")
        else:
            template = translate("Trainer", "{tiles}; win {tile} by ron")
        return template.format(tiles=" ".join(parts), tile=tile_text(self.winning_tile))

    def situation(self, translate: Translate = english) -> str:
        """Seat and round wind, the win and the wait in words; ``translate`` maps each
        English template (context "Trainer") to one with the same fields."""
        winds = translate("Trainer", "Seat wind {seat}, round wind {round}.").format(
            seat=translate("Trainer", WIND_NAMES[self.seat_wind]),
            round=translate("Trainer", WIND_NAMES[self.round_wind]),
        )
        if self.tsumo and self.shape.closed:
            won = translate("Trainer", "Won by tsumo on {tile} ({wait} wait); closed hand.")
        elif self.tsumo:
            won = translate("Trainer", "Won by tsumo on {tile} ({wait} wait); open hand.")
        elif self.shape.closed:
            won = translate("Trainer", "Won by ron on {tile} ({wait} wait); closed hand.")
        else:
            won = translate("Trainer", "Won by ron on {tile} ({wait} wait); open hand.")
        won = won.format(
            tile=tile_name(self.winning_tile, translate),
            wait=translate("Trainer", WAIT_NAMES[self.wait]),
        )
        return translate("Trainer", "{first} {second}").format(first=winds, second=won)


def _run_wait(start: int, won: int) -> Wait:
    """The wait of a run ``start..start+2`` completed by ``won``."""
    if won == start + 1:
        return "kanchan"
    if (won == start and start == 7) or (won == start + 2 and start == 1):
        return "penchan"
    return "ryanmen"


def _random_tile(rng: random.Random) -> Tile:
    suit = rng.choice("mpsz")
    return suit, rng.randint(1, 7 if suit == "z" else 9)


def _random_meld(rng: random.Random, kind: MeldKind) -> tuple[Tile, ...]:
    if kind == "run":
        suit = rng.choice("mps")
        start = rng.randint(1, 7)
        return tuple((suit, start + i) for i in range(3))
    tile = _random_tile(rng)
    return (tile,) * (3 if kind == "triplet" else 4)


def _pair_kind(tile: Tile, seat_wind: int, round_wind: int) -> PairKind:
    if tile[0] != "z":
        return "plain"
    if tile[1] >= 5:
        return "yakuhai"
    seat = tile[1] - 1 == seat_wind
    prevailing = tile[1] - 1 == round_wind
    if seat and prevailing:
        return "double_wind"
    return "yakuhai" if seat or prevailing else "plain"


def _valid_counts(groups: list[Group]) -> bool:
    counts = Counter(t for g in groups for t in g.tiles)
    return max(counts.values()) <= 4


def _seven_pairs(rng: random.Random, tsumo: bool, seat: int, prevailing: int) -> TrainerHand:
    kinds = rng.sample(
        [(s, n) for s in "mps" for n in range(1, 10)] + [("z", n) for n in range(1, 8)], 7
    )
    kinds.sort(key=lambda t: ("mpsz".index(t[0]), t[1]))
    groups = tuple(Group((t, t), None) for t in kinds)
    index = rng.randrange(7)
    shape = HandShape(wait="tanki", tsumo=tsumo, closed=True, seven_pairs=True)
    return TrainerHand(groups, kinds[index], index, "tanki", tsumo, seat, prevailing, shape)


def _standard(rng: random.Random, tsumo: bool, seat: int, prevailing: int) -> TrainerHand | None:
    is_open = rng.random() < OPEN_HAND_SHARE
    groups: list[Group] = []
    for _ in range(4):
        kind = rng.choices(MELD_KINDS, weights=MELD_WEIGHTS)[0]
        called = is_open and rng.random() < 0.5
        groups.append(Group(_random_meld(rng, kind), kind, called))
    if is_open and not any(g.called for g in groups):
        groups[0] = Group(groups[0].tiles, groups[0].kind, True)
    pair = _random_tile(rng)
    groups.append(Group((pair, pair), None))
    if not _valid_counts(groups):
        return None
    # the winning tile completes a concealed group (not a quad: no rinshan here)
    candidates = [i for i, g in enumerate(groups) if not g.called and g.kind != "quad"]
    index = rng.choice(candidates)
    group = groups[index]
    wait: Wait
    if group.kind is None:
        wait, won = "tanki", group.tiles[0]
    elif group.kind == "triplet":
        wait, won = "shanpon", group.tiles[0]
    else:
        won = rng.choice(group.tiles)
        wait = _run_wait(group.tiles[0][1], won[1])
    melds = []
    for i, g in enumerate(groups[:4]):
        assert g.kind is not None
        ron_triplet = g.kind == "triplet" and i == index and not tsumo
        melds.append(
            Meld(g.kind, terminal_or_honor(g.tiles[0]) and g.kind != "run", g.called or ron_triplet)
        )
    shape = HandShape(
        melds=tuple(melds),
        pair=_pair_kind(pair, seat, prevailing),
        wait=wait,
        tsumo=tsumo,
        closed=not is_open,
    )
    return TrainerHand(tuple(groups), won, index, wait, tsumo, seat, prevailing, shape)


def generate_hand(rng: random.Random, rules: Rules) -> TrainerHand:
    """A random winning hand whose fu the engine can count under ``rules``."""
    while True:
        tsumo = rng.random() < 0.35
        seat, prevailing = rng.randrange(4), rng.randrange(2)
        if rng.random() < SEVEN_PAIRS_SHARE:
            hand: TrainerHand | None = _seven_pairs(rng, tsumo, seat, prevailing)
        else:
            hand = _standard(rng, tsumo, seat, prevailing)
        if hand is None:
            continue
        try:
            count_fu(hand.shape, rules)
        except RuleError:
            continue
        return hand


@dataclass(frozen=True)
class FuVerdict:
    """The judgement of a fu count."""

    correct: bool
    given: int | None
    count: FuCount
    lines: tuple[str, ...]

    @property
    def expected(self) -> int:
        return self.count.total


def judge_fu(hand: TrainerHand, answer: str, rules: Rules) -> FuVerdict:
    """Compare the learner's fu with the engine's count; explain it item by item."""
    count = count_fu(hand.shape, rules)
    given = parse_points(answer)
    lines = [f"{item.reason}: +{item.fu}" for item in count.items]
    if count.raw != count.total:
        lines.append(f"Sum {count.raw} fu, rounded up to {count.total} fu")
    else:
        lines.append(f"Total {count.total} fu")
    return FuVerdict(given == count.total, given, count, tuple(lines))
