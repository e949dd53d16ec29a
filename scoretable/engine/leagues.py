"""The Japanese professional leagues' rules, as changes to the ``standard`` preset.

:mod:`rules` builds each preset as ``STANDARD.replace(**changes)``; this module holds the
changes (so that it needs nothing from :mod:`rules`), each value citing its source as the
presets of :mod:`rules` do: [P] the organisation's own rule text, read; [Pq] its words quoted
by a third party that names the document; [E] an engine that follows the rule (Pantheon's
``Common/rulesets/jpmlA.php``); [S] a secondary source; [R] a reading where the sources are
silent or disagree. docs/RULES-LEAGUES.md lists the sources and every disagreement.

The organisations' hand-value rules that a score table never sees (ippatsu, ura and kan dora,
red fives, kuikae, kokushi's chankan of a closed kan) are left to the hand calculator:
``red_fives`` is set, the dora rules are in each preset's note.

Also here: the groups the New game dialog shows the presets in, and each preset's one-line
description (translated under "Presets").
"""

from __future__ import annotations

from typing import Any

from scoretable.engine.markers import QT_TRANSLATE_NOOP

# What every league below shares, unless it says otherwise: a hanchan, no oka-less rounding
# to speak of (scores are in 100s: (score - return) / 1000 is exact to 0.1), no busting, no
# agari-yame, no West round, no red fives, tied places share the rank points.
_COMMON: dict[str, Any] = {
    "length": "hanchan",
    "final_rounding": "tenth",
    "tie_break": "split",
    "busting": False,
    "agari_yame": False,
    "west_round": False,
    "riichi_needs_1000": False,
    "red_fives": False,
    "open_tanyao": True,
    "double_yakuman": False,
    "multiple_ron": "head_bump",
    "triple_ron_abortive": False,
    "abortive_draws": frozenset(),
    "nagashi_mangan": False,
    "chombo": "final_penalty",
    "chombo_penalty": 20,
    "honba_on_chombo": False,
    "double_wind_pair_fu": 2,
}

# 日本プロ麻雀連盟 公式ルール, as revised in 2023 (the rules common to its three rule sets,
# 連盟公式 / WRC / WRC-R). Sources: [Pq] the common rules as dic.pixiv.net/a/日本プロ麻雀連盟
# lists them (2024); [E] Pantheon's jpmlA.php (uma rows, floaters counted at or above
# 30,000, uma shared by ties, 300 a honba, chombo 20,000 after the game, leftover sticks to
# nobody); [S] note.com/mahjong_academy (「オーラス終了時のリーチ棒は供託となる」).
JPML_A: dict[str, Any] = {
    **_COMMON,
    "name": "jpml-a",
    "label": QT_TRANSLATE_NOOP("Presets", "JPML (official rules)"),
    # [Pq] 「配給原点30,000の30,000返し」: no oka
    "start_points": 30000,
    "return_points": 30000,
    "target_points": 30000,
    # [E] the uma by floaters: none or all up (and two up) +8/+4/-4/-8
    "uma": (8, 4, -4, -8),
    "uma_by_floaters": True,
    "uma_one_up": (12, -1, -3, -8),  # [E] one up 「一人浮き」
    "uma_two_up": (8, 4, -4, -8),  # [E] two up 「二人浮き」
    "uma_three_up": (8, 3, 1, -12),  # [E] three up 「三人浮き」
    "tie_break": "split",  # [E] equalizeUma: tied places share the uma
    # [S] 「オーラス終了時のリーチ棒は供託となる」; [E] riichiGoesToWinner false
    "leftover_sticks": "lost",
    # [Pq] 「30符6翻・60符5翻(いずれも場ゾロ込)を満貫に切り上げず、子7,700点、親11,600点」
    "kiriage": False,
    "counted_yakuman": "sanbaiman",  # [Pq] 「数え役満なし(三倍満どまり)」
    # [Pq] 「役満の複合あり」 (2023; before, [S] 「ダブル役満…はない」 and [E] no multi yakuman)
    "yakuman_stacking": True,
    "double_wind_pair_fu": 2,  # [Pq] 「連風牌の対子も2符とする」 (4 fu before 2023)
    "multiple_ron": "head_bump",  # [Pq] 「複数ロンは頭ハネ(上家優先)」
    "noten_total": 3000,  # [Pq] 「不聴罰符3,000」
    # [Pq] 「途中流局なし」 (2023; [S] note.com's older list and [E] Pantheon have kyuushu,
    # four winds, four riichi and four kans)
    "abortive_draws": frozenset(),
    "nagashi_mangan": False,  # [E] withNagashiMangan false
    "chombo": "final_penalty",  # [E] chomboAmount 20,000, taken after the game
    "chombo_penalty": 20,
    # [Pq] 「役満の包あり(大三元大四喜四槓子に適用)(ツモアガリは包対象者が全額支払、ロンは包
    # 対象者と折半だが積み場は放銃者が支払う)」
    "pao_yaku": frozenset({"daisangen", "daisuushii", "suukantsu"}),
    "pao_covers": "whole_hand",
    "pao_ron_honba": "discarder",
    # [Pq] 「嶺上開花は全てツモアガリとして扱う」 (2023; before, [S] a daiminkan's rinshan
    # win was paid by the kan's feeder)
    "rinshan_pao": False,
    "honba_counters": True,  # [E] honbaValue 300
    "basengo": False,
}

# JPML's WRC rule as the JPML plays it (ippatsu, ura and kan dora for the hand calculator):
# the JPML's common rules above, with the WRC rule's rank points, mangan and chombo. Sources:
# [S] top3776.hatenablog.com (2022-05-22): the JPML plays 連盟公式ルール and WRCルール; [S] a
# rules table of the five organisations (TSUMORA, app/rules/data.ts: WRCルール 30,000/30,000,
# +15/+5/-5/-15, chombo ▲30pt); [S] a hand calculator's notes citing ma-jan.or.jp/guide/
# game_rule.html (WRCルール: 30 fu 6 han is 8,000, 「切り上げ」).
JPML_B: dict[str, Any] = {
    **JPML_A,
    "name": "jpml-b",
    "label": QT_TRANSLATE_NOOP("Presets", "JPML (WRC rules)"),
    "uma": (15, 5, -5, -15),  # [S] 「+15/+5/-5/-15」, not the floaters' uma
    "uma_by_floaters": False,
    "uma_one_up": (),
    "uma_two_up": (),
    "uma_three_up": (),
    "kiriage": True,  # [S] 30 fu 6 han (ba-zoro included) 「8000点(切り上げ)」
    "chombo_penalty": 30,  # [S] 「▲30pt」 after the game
}

# RMU, A rule (rmu.jp/rule). [P] the rule page: 30,000/30,000 hanchan, +15/+5/-5/-15,
# 「同点の場合は順位点を分ける」, ippatsu/ura/kan dora, 300 a honba, noten 3,000, no abortive
# draws, head bump, no busting, no agari-yame. [S] a score app's presets of the leagues
# (its rulePresets: RMU's mangan rounded up, leftover sticks kept on the table). [R] the rest.
RMU: dict[str, Any] = {
    **_COMMON,
    "name": "rmu",
    "label": QT_TRANSLATE_NOOP("Presets", "RMU (A rule)"),
    "start_points": 30000,  # [P] 「3万点持ち3万点返しの東南戦とする」
    "return_points": 30000,
    "target_points": 30000,
    "uma": (15, 5, -5, -15),  # [P] 「1着 +15P 2着 +5P 3着 △5P 4着 △15P」
    "tie_break": "split",  # [P] 「同点の場合は順位点を分ける」
    "leftover_sticks": "lost",  # [S] kyotakuSettlement "keep": left on the table (供託)
    "kiriage": True,  # [S] roundingMangan true
    "counted_yakuman": "sanbaiman",  # [R]
    "yakuman_stacking": False,  # [R]
    "noten_total": 3000,  # [P] 「ノーテン罰符は場に3000点とする」
    "abortive_draws": frozenset(),  # [P] 「途中流局は全てなしとする」
    # [P] 「アガリは各局に1人とし、ダブロン・トリプルロン時は上家優先とする」
    "multiple_ron": "head_bump",
    "busting": False,  # [P] 「箱下終了はなしとする」
    "agari_yame": False,  # [P] 「オーラスの親のアガリやめ、テンパイやめはなしとする」
    "honba_counters": True,  # [P] 「一本場につき300点の加点とする」
    "pao_yaku": frozenset({"daisangen", "daisuushii"}),  # [R]
    "pao_covers": "whole_hand",
    "pao_ron_honba": "discarder",
    "rinshan_pao": False,
    "chombo": "final_penalty",  # [R] -20 after the game, as the other leagues
    "chombo_penalty": 20,
}

# 最高位戦日本プロ麻雀協会, 競技規定. Sources: [S] jan39.com's summary of the 最高位戦ルール
# (2009); [S] west-one-cup.com/rules2015 (a tournament played 「最高位戦日本プロ麻雀協会の
# 競技ルールに準じます」, its list quoted here); [S] top3776.hatenablog.com (2022-06-01).
SAIKOUISEN: dict[str, Any] = {
    **_COMMON,
    "name": "saikouisen",
    "label": QT_TRANSLATE_NOOP("Presets", "Saikouisen"),
    "start_points": 30000,  # [S] 「オカ 無し(30000点持ち30000点返し)」
    "return_points": 30000,
    "target_points": 30000,
    "uma": (30, 10, -10, -30),  # [S] 「1位 +30,000 2位 +10,000 3位 -10,000 4位 -30,000」
    "tie_break": "split",  # [S] tieScoreRule "shared" (a score app's preset)
    "leftover_sticks": "lost",  # [S] 「オーラス終了時のリーチ棒は供託」
    # [S] 「30符6飜の子は7,700、親の11,600は切り上げ満貫。(場の2飜を入れて)」
    "kiriage": True,
    "counted_yakuman": "sanbaiman",  # [S] 「13飜から三倍満。(場の2飜を入れて)」
    "yakuman_stacking": False,  # [S] 「役満は四倍満(役満は重複しない)」
    "double_wind_pair_fu": 2,  # [S] 「ダブ東・ダブ南のアタマは2符」
    "noten_total": 3000,  # [S] 「ノーテンは場に3,000点(形式テンパイ有り)」
    "honba_counters": True,  # [S] 「積棒1本につき300点」
    "abortive_draws": frozenset(),  # [S] 「途中流局なし」
    "multiple_ron": "head_bump",  # [S] 「アガリは上家優先」
    "nagashi_mangan": False,  # [S] 「流し満貫はありません」
    "pao_yaku": frozenset(),  # [S] 「パオはなし」
    "rinshan_pao": False,
    # [S] 「チョンボはその場では減点せず、半荘終了後、得点が確定した後に-20,000点」
    "chombo": "final_penalty",
    "chombo_penalty": 20,
}

# 日本プロ麻雀協会 (its 競技規定, npm2001.com/about/regulations). Sources: [S] utakata.work
# (2024-08-17) and top3776.hatenablog.com (2022-06-03): 25,000 start, 30,000 return, rank
# points +50/+10/-10/-30 (the oka of 20 to first and uma +30/+10/-10/-30), ippatsu, ura and
# kan dora, no red fives; [S] a hand calculator's notes citing the 競技規定 (30 fu 6 han
# 「7700点」, a double-wind pair 2 fu); [S] a score app's presets (leftover sticks kept on the
# table; it rounds 7,700 up, against the notes that cite the text: not followed); [R] the rest.
KYOKAI: dict[str, Any] = {
    **_COMMON,
    "name": "kyokai",
    "label": QT_TRANSLATE_NOOP("Presets", "Japan Pro Mahjong Association"),
    "start_points": 25000,  # [S] 「25000点持ちスタート」
    "return_points": 30000,  # [S] the +50 of first is the oka 20 and the uma 30
    "target_points": 30000,
    "uma": (30, 10, -10, -30),  # [S] 「順位点: +50, +10, -10, -30」 with the oka
    "tie_break": "split",  # [S] tieScoreRule "shared"
    "leftover_sticks": "lost",  # [S] kyotakuSettlement "keep"
    "kiriage": False,  # [S] 30 fu 6 han (ba-zoro included): 「7700点」
    "counted_yakuman": "sanbaiman",  # [R] the 競技規定's yakuman list has no counted yakuman
    "yakuman_stacking": True,  # [R]
    "noten_total": 3000,  # [S] tenpaiFee 3000
    "honba_counters": True,  # [S] incrementTsumibo, 300 a honba
    "pao_yaku": frozenset({"daisangen", "daisuushii"}),  # [R]
    "pao_covers": "whole_hand",
    "pao_ron_honba": "discarder",
    "rinshan_pao": False,
}

# 麻将連合 μリーグ. Sources: [S] mj-king.net/pro/6/2.html, the μ's 「主なルール」 1-24 (quoted
# by number); [S] ameblo.jp/shimode (the μ's 新報知ルール: 「積み場なし」, 「チョンボは、トー
# タルから20Pマイナス」); [S] a score app's 「ミュー(μ)リーグルール」 preset (30,000/30,000,
# 12/4, no tenpai fee, tenpai renchan, no honba); [S] a rule-source ledger that reads μ's
# rule PDF (2025-01): 「μカップ/将王・league 等の聴牌料・罰則差」 (the tenpai fee differs
# between μ's competitions).
MU: dict[str, Any] = {
    **_COMMON,
    "name": "mu",
    "label": QT_TRANSLATE_NOOP("Presets", "Mu league"),
    "start_points": 30000,  # [S] 30,000 start and return (the rank points carry no oka)
    "return_points": 30000,
    "target_points": 30000,
    "uma": (12, 4, -4, -12),  # [S] 22. 「順位点は、1位+12P、2位+4P、3位△4P、4位△12P」
    "tie_break": "split",  # [S] 23. 「同点の場合は順位点を分ける」
    "leftover_sticks": "lost",  # [S] kyotakuSettlement "keep"
    "kiriage": False,  # [S] 11. 「30符6翻、60符5翻は、切り上げ満貫としない」
    "counted_yakuman": "sanbaiman",  # [R]
    "yakuman_stacking": False,  # [R]
    "abortive_draws": frozenset(),  # [S] 4. 「途中流局なし」
    "multiple_ron": "head_bump",  # [S] 9. 「ダブロンなし(頭ハネ)」
    "honba_counters": False,  # [S] 10. 「積み場はない」
    # [S] the league's preset: no tenpai fee, the dealer still repeating on tenpai (13.
    # 「親はアガリ・テンパイで連荘」); mj-king's list (12. 「ノーテン料は場に3,000」) is the
    # μ's general rule, and the ledger says the fee differs by competition
    "noten_total": 0,
    "agari_yame": False,  # [S] 14. 「アガリ止め」はない
    # [S] 16. 「役満のパオは大三元・大四喜の2種類のみ」
    "pao_yaku": frozenset({"daisangen", "daisuushii"}),
    "pao_covers": "whole_hand",
    "pao_ron_honba": "discarder",
    "rinshan_pao": False,
    "nagashi_mangan": False,  # [S] 21. 「流し満貫なし」
    # [S] 18. 「チョンボ…は、トータルポイントから△20Pとし、同じ局をやり直す」
    "chombo": "final_penalty",
    "chombo_penalty": 20,
}

LEAGUE_CHANGES: tuple[dict[str, Any], ...] = (JPML_A, JPML_B, RMU, SAIKOUISEN, KYOKAI, MU)
"""The changes to ``standard`` of each league's preset, in the order they are listed."""

# The groups of the New game dialog: (title, preset names), translated under "Presets".
PRESET_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("Presets", "International"), ("standard", "ema2016", "ema2025", "wrc2025")),
    (QT_TRANSLATE_NOOP("Presets", "Online"), ("tenhou", "mahjongsoul")),
    (
        QT_TRANSLATE_NOOP("Presets", "Japanese leagues"),
        ("mleague", "jpml-a", "jpml-b", "rmu", "saikouisen", "kyokai", "mu"),
    ),
    (
        QT_TRANSLATE_NOOP("Presets", "Three players"),
        ("standard-sanma", "tenhou-sanma", "mahjongsoul-sanma"),
    ),
)

DESCRIPTIONS: dict[str, str] = {
    "standard": QT_TRANSLATE_NOOP(
        "Presets", "The seed rules: 25,000 start, 30,000 return, uma 20-10."
    ),
    "ema2016": QT_TRANSLATE_NOOP(
        "Presets", "European Mahjong Association 2016: 30,000, uma 15-5, no kiriage."
    ),
    "ema2025": QT_TRANSLATE_NOOP("Presets", "EMA 2025: as 2016, with kiriage mangan."),
    "wrc2025": QT_TRANSLATE_NOOP(
        "Presets", "World Riichi Championship 2025: head bump, chombo -30 after the game."
    ),
    "mleague": QT_TRANSLATE_NOOP(
        "Presets", "M-League: 25,000 start, uma 30-10, red fives, head bump."
    ),
    "tenhou": QT_TRANSLATE_NOOP(
        "Presets", "Tenhou's ranked rooms: red fives, busting, West round."
    ),
    "mahjongsoul": QT_TRANSLATE_NOOP(
        "Presets", "Mahjong Soul ranked: 25,000 return, uma 15-5, double yakuman."
    ),
    "jpml-a": QT_TRANSLATE_NOOP(
        "Presets", "JPML official: no ippatsu or ura, uma by floaters, sticks left to nobody."
    ),
    "jpml-b": QT_TRANSLATE_NOOP(
        "Presets", "JPML's WRC rule: ippatsu and ura, uma 15-5, chombo -30."
    ),
    "rmu": QT_TRANSLATE_NOOP("Presets", "RMU A rule: 30,000, uma 15-5, ippatsu and ura."),
    "saikouisen": QT_TRANSLATE_NOOP(
        "Presets", "Saikouisen: 30,000, uma 30-10, no pao, yakuman do not stack."
    ),
    "kyokai": QT_TRANSLATE_NOOP(
        "Presets", "Japan Pro Mahjong Association: 25,000 start, uma 30-10, no kiriage."
    ),
    "mu": QT_TRANSLATE_NOOP(
        "Presets", "Mu league: no honba, no noten payments, uma 12-4, no kiriage."
    ),
    "standard-sanma": QT_TRANSLATE_NOOP(
        "Presets", "Three players: 35,000 start, 40,000 return, North as dora."
    ),
    "tenhou-sanma": QT_TRANSLATE_NOOP("Presets", "Tenhou's three-player ranked rooms."),
    "mahjongsoul-sanma": QT_TRANSLATE_NOOP("Presets", "Mahjong Soul's three-player ranked games."),
}
"""One line on each preset, translated under "Presets"."""
