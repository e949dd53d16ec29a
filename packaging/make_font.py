"""Subset a Japanese font to what the interface and players' names need, into resources/fonts/.

    apt-get install fonts-noto-cjk                      # the source font (SIL OFL 1.1)
    .venv/bin/pip install -e '.[build]'                 # fontTools (a build tool, not run time)
    .venv/bin/python packaging/make_font.py

Keeps every character of JIS X 0208 (levels 1 and 2: 6,355 kanji, kana, Greek, Cyrillic,
symbols) and of Windows' code page 932 (its NEC and IBM extensions: circled numbers, more
kanji), Hangul, Latin with its accents, enclosed letters, the Japanese catalogue
(resources/translations/scoretable_ja.ts) and the mahjong vocabulary below, so the names
players use on Tenhou are drawn on a machine without a Japanese font. The subset is
renamed "ScoreTable Sans JP" (a Modified Version under the OFL must not pass for the original:
"Noto" is a trademark of Google, "Source" a Reserved Font Name of Adobe). Run it again after
the catalogue changes (packaging/translations.py does).

Beside it, a second family of the same faces cut to what comes before the CJK blocks (Latin,
Greek, Cyrillic, punctuation, arrows, shapes, box drawing: every character of the first below
U+2E80 but Hangul's jamo), renamed "ScoreTable Sans": the English interface and Latin names
draw from it alone, with the same outlines and metrics, so a window in English never loads the
5 MB faces (each costs about 2 MiB of memory and a few milliseconds when first drawn). Qt takes
a character the small family lacks from the next one, "ScoreTable Sans JP".
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "scoretable" / "resources" / "fonts"
CATALOGUE = ROOT / "scoretable" / "resources" / "translations" / "scoretable_ja.ts"
SOURCES = {
    "Regular": Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
    "Bold": Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"),
}
SOURCE_FACE = "Noto Sans CJK JP"
FAMILY = "ScoreTable Sans JP"
FILE_STEM = "ScoreTableSansJP"
# the small family: what comes before the CJK blocks (see the module docstring)
LATIN_FAMILY = "ScoreTable Sans"
LATIN_FILE_STEM = "ScoreTableSans"
LATIN_BELOW = 0x2E80
HANGUL_JAMO = range(0x1100, 0x1200)

#: Words the interface and the players' names are likely to need beyond the catalogue.
VOCABULARY = """
東南西北 白發中 一二三四五六七八九十百千万億 零 局 本場 供託 立直 両立直 一発 ロン ツモ 和了 放銃
満貫 跳満 倍満 三倍満 役満 二倍役満 数え役満 切り上げ満貫 流局 聴牌 不聴 ノーテン テンパイ 罰符
責任払い 包 途中流局 九種九牌 四風連打 四家立直 四開槓 三家和 流し満貫 錯和 チョンボ 親 子 親番
翻 符 点 点棒 持ち点 順位 着 位 ウマ オカ 返し 原点 配給原点 飛び トビ 箱下 連荘 輪荘 親流れ
門前清自摸和 平和 断么九 一盃口 役牌 自風 場風 嶺上開花 搶槓 海底摸月 河底撈魚 三色同順 一気通貫
混全帯么九 七対子 対々和 三暗刻 三槓子 三色同刻 混老頭 小三元 混一色 純全帯么九 二盃口 清一色
国士無双 四暗刻 大三元 字一色 緑一色 清老頭 小四喜 大四喜 四槓子 九蓮宝燈 天和 地和 人和 ドラ
裏ドラ 赤ドラ 槓 明槓 暗槓 加槓 ポン チー 刻子 順子 対子 雀頭 面子 待ち 両面 嵌張 辺張 単騎 双碰
萬子 筒子 索子 字牌 風牌 三元牌 么九牌 中張牌 副露 鳴き 門前 食い下がり 喰いタン 後付け
新規 対局 開始 終了 保存 読み込み 取り消し やり直し 元に戻す 編集 表示 ヘルプ 設定 言語 名前
プレイヤー 席 起家 ルール 天鳳 雀魂 標準 プレビュー 計算 理由 合計 差 支払い 受け取り 履歴 結果
"""
#: Blocks kept whole: Japanese punctuation, hiragana, katakana, full-width forms.
RANGES = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1 (×, ·, ±, é ...)
    (0x2010, 0x2027),  # dashes, quotes, bullet, ellipsis
    (0x2070, 0x2079),  # superscript digits of 2⁵ (the source has ⁴; ¹²³ are Latin-1)
    (0x2190, 0x2193),  # arrows
    (0x2212, 0x2212),  # minus sign
    (0x25A0, 0x25CF),  # squares, triangles, circles
    (0x3000, 0x303F),  # CJK punctuation
    (0x3041, 0x3096),  # hiragana
    (0x3099, 0x309F),
    (0x30A0, 0x30FF),  # katakana
    (0xFF01, 0xFF5E),  # full-width forms
    (0xFF61, 0xFF9F),  # half-width katakana
    # players' names
    (0x0100, 0x024F),  # Latin Extended-A and -B
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2460, 0x24FF),  # enclosed alphanumerics (①, ⓝ)
    (0x2600, 0x26FF),  # miscellaneous symbols (☆, ♪) where the source has them
    (0x1100, 0x11FF),  # Hangul jamo
    (0x3130, 0x318F),  # Hangul compatibility jamo
    (0xAC00, 0xD7A3),  # Hangul syllables
]
#: Two-byte codecs whose every character is kept: JIS X 0208 (EUC-JP) and Windows' Shift JIS,
#: whose NEC and IBM rows add kanji and symbols the Windows IME offers for names.
CODECS = ("euc_jp", "cp932")


def catalogue_text() -> str:
    """Every source and translated string of the Japanese catalogue."""
    if not CATALOGUE.exists():
        return ""
    root = ET.parse(CATALOGUE).getroot()
    parts = [el.text or "" for el in root.iter() if el.tag in ("source", "translation")]
    parts += [el.text or "" for el in root.iter("numerusform")]
    return "".join(parts)


def two_byte_characters(codec: str) -> set[int]:
    """Every character a two-byte code of ``codec`` stands for (lead bytes 0x81-0xFE, trail
    bytes 0x40-0xFE: EUC-JP uses 0xA1-0xFE of both, Shift JIS more)."""
    found = set()
    for lead in range(0x81, 0xFF):
        for trail in range(0x40, 0xFF):
            try:
                text = bytes((lead, trail)).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(text) == 1 and ord(text) >= 0x80 and not 0xE000 <= ord(text) <= 0xF8FF:
                found.add(ord(text))  # the private use area (cp932's user rows) left out
    return found


def codepoints() -> set[int]:
    wanted = {ord(c) for c in VOCABULARY + catalogue_text() if not c.isspace()}
    for codec in CODECS:
        wanted |= two_byte_characters(codec)
    for low, high in RANGES:
        wanted.update(range(low, high + 1))
    return wanted


def source_face(path: Path) -> TTFont:
    collection = TTCollection(str(path))
    for font in collection.fonts:
        if font["name"].getDebugName(1) == SOURCE_FACE:
            return font
    raise SystemExit(f"{SOURCE_FACE} not found in {path}")


def latin(unicodes: set[int]) -> set[int]:
    """The small family's characters: those of ``unicodes`` before the CJK blocks."""
    return {c for c in unicodes if c < LATIN_BELOW and c not in HANGUL_JAMO}


def rename(font: TTFont, style: str, family: str = FAMILY, stem: str = FILE_STEM) -> None:
    names = font["name"]
    full = f"{family} {style}" if style != "Regular" else family
    postscript = f"{stem}-{style}"
    for record in list(names.names):
        if record.nameID in (1, 16):
            record.string = family
        elif record.nameID in (2, 17):
            record.string = style
        elif record.nameID == 3:
            record.string = f"{postscript};subset of {SOURCE_FACE}"
        elif record.nameID == 4:
            record.string = full
        elif record.nameID == 6:
            record.string = postscript
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FullName = full
        top.FamilyName = family


def main() -> int:
    missing = [str(p) for p in SOURCES.values() if not p.exists()]
    if missing:
        print("missing source font(s): " + ", ".join(missing), file=sys.stderr)
        print("install them: apt-get install fonts-noto-cjk", file=sys.stderr)
        return 1
    FONTS.mkdir(parents=True, exist_ok=True)
    unicodes = codepoints()
    families = ((FAMILY, FILE_STEM, unicodes), (LATIN_FAMILY, LATIN_FILE_STEM, latin(unicodes)))
    for style, path in SOURCES.items():
        for family, stem, wanted in families:
            font = source_face(path)
            options = subset.Options()
            options.name_IDs = ["*"]
            options.name_languages = ["*"]
            options.layout_features = ["*"]
            options.notdef_outline = True
            options.hinting = False
            subsetter = subset.Subsetter(options)
            subsetter.populate(unicodes=sorted(wanted))
            subsetter.subset(font)
            rename(font, style, family, stem)
            out = FONTS / f"{stem}-{style}.otf"
            # keep the source's timestamp: the same characters give the same bytes, so running
            # packaging/translations.py leaves the committed fonts alone
            font.recalcTimestamp = False
            font.save(str(out))
            print(
                f"{out.relative_to(ROOT)}: {len(font.getBestCmap())} characters, "
                f"{out.stat().st_size // 1024} KiB"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
