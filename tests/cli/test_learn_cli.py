"""``scoretable learn worksheet``: the contract (every hand in order, ``--count`` with
``--seed``, ``--json`` as ``hand --json``), refusals in one line with no PDF written, and the
PDF itself rendered with pdftoppm (skipped where poppler is absent): its pages, its tiles drawn
as pictures, the key at the back. The oracle's hands answer as Tenhou did (skipped where
../shared is absent)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from scoretable.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
ORACLE = ROOT.parent / "shared" / "oracle" / "agari_dev.jsonl"
SAMPLE = ROOT / "tests" / "engine" / "data" / "agari_sample.jsonl"
PDFTOPPM = shutil.which("pdftoppm")
# in-process runs share the tests' QApplication (a QGuiApplication made first by the command
# would abort the widget tests after it); one test runs the command as a process of its own
pytestmark = pytest.mark.usefixtures("qapp")

HANDS = [
    {"tiles": "33067m567p234s222z", "win": "7m", "riichi": True, "dora": "8p"},
    {"tiles": "234567m234s22p", "win": "2p", "melds": ["pon:777p"], "seat_wind": "S"},
    {"tiles": "123456789m11p789s", "win": "1p", "tsumo": True, "seat_wind": "W"},
    {"tiles": "22m567p", "win": "2m", "melds": ["ankan:1111z", "chi:345s", "kan:0555m"]},
]


def write_hands(path: Path, hands: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(h) + "\n" for h in hands), encoding="utf-8")
    return path


def sheet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], *extra: str, hands: Path | None = None
) -> tuple[int, str, str, Path]:
    hands = hands or write_hands(tmp_path / "hands.jsonl", HANDS)
    pdf = tmp_path / "sheet.pdf"
    status = main(["learn", "worksheet", "--hands", str(hands), "--pdf", str(pdf), *extra])
    out, err = capsys.readouterr()
    return status, out, err, pdf


def batch(path: Path, capsys: pytest.CaptureFixture[str], rules: str) -> list[dict[str, object]]:
    assert main(["hand", "--batch", str(path), "--rules", rules, "--json"]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_every_hand_is_a_question_in_order_keyed_as_hand_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err, pdf = sheet(tmp_path, capsys, "--json")
    assert (status, err) == (0, "")
    keys = [json.loads(line) for line in out.splitlines()]
    assert [k["question"] for k in keys] == [1, 2, 3, 4]
    expected = batch(tmp_path / "hands.jsonl", capsys, "standard")
    for key, hand in zip(keys, expected, strict=True):
        assert {name: key[name] for name in hand} == hand
    assert (keys[0]["han"], keys[0]["fu"], keys[0]["points"]) == (2, 40, 3900)
    assert [(y["name"], y["han"]) for y in keys[0]["yaku"]] == [("Riichi", 1), ("Red five", 1)]
    assert pdf.read_bytes().startswith(b"%PDF")


def test_a_count_takes_that_many_chosen_by_the_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = []
    for seed in ("5", "5", "6"):
        status, out, _, _ = sheet(tmp_path, capsys, "--count", "2", "--seed", seed, "--json")
        assert status == 0
        runs.append([json.loads(line)["hand"]["tiles"] for line in out.splitlines()])
    assert len(runs[0]) == 2
    assert runs[0] == runs[1]
    order = [h["tiles"] for h in HANDS]
    assert runs[0] == sorted(runs[0], key=order.index)  # in the file's order


def test_without_json_one_line_says_what_was_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err, pdf = sheet(tmp_path, capsys, "--paper", "letter")
    assert (status, err) == (0, "")
    assert out == f"{pdf}: 4 questions, 2 pages\n"


@pytest.mark.parametrize(
    ("hands", "extra", "message"),
    [
        ([*HANDS, {"tiles": "1m", "win": "1m"}], (), "line 5: "),
        ([{"win": "1m"}], (), "hands.jsonl, line 1: a hand needs"),
        (HANDS, ("--count", "9"), "--count must be between 1 and 4"),
        (HANDS, ("--rules", "nonsense"), "nonsense"),
    ],
)
def test_a_sheet_that_cannot_be_made_says_why_and_writes_nothing(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    hands: list[dict[str, object]],
    extra: tuple[str, ...],
    message: str,
) -> None:
    path = write_hands(tmp_path / "hands.jsonl", hands)
    status, out, err, pdf = sheet(tmp_path, capsys, *extra, "--json", hands=path)
    assert status == 1
    assert len(err.splitlines()) == 1
    assert message in err
    assert json.loads(out) == {"error": err.strip()}
    assert not pdf.exists()


def test_a_missing_file_or_an_unwritable_pdf_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err, _ = sheet(tmp_path, capsys, hands=tmp_path / "none.jsonl")
    assert status == 1
    assert err.startswith("cannot read ")
    assert len(err.splitlines()) == 1
    hands = write_hands(tmp_path / "hands.jsonl", HANDS)
    bad = tmp_path / "no" / "such" / "dir" / "sheet.pdf"
    status = main(["learn", "worksheet", "--hands", str(hands), "--pdf", str(bad)])
    _, err = capsys.readouterr()
    assert status == 1
    assert err == f"cannot write {bad}: No such file or directory\n"


def colored(image: QImage) -> int:
    """Pixels with a clear hue: the tiles' (the text is black on white)."""
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue()) > 80:
                count += 1
    return count


@pytest.mark.skipif(PDFTOPPM is None, reason="pdftoppm (poppler-utils) is not installed")
def test_the_pdf_draws_the_tiles_and_keeps_the_key_at_the_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, _, pdf = sheet(tmp_path, capsys)
    assert status == 0
    assert PDFTOPPM is not None
    subprocess.run([PDFTOPPM, "-r", "40", "-png", str(pdf), str(tmp_path / "page")], check=True)
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) == 2  # the four questions on one A4 page, the key on the next
    images = [QImage(str(p)) for p in pages]
    assert images[0].width() < images[0].height()  # portrait A4: 331x468 at 40 dpi
    assert abs(images[0].width() / images[0].height() - 210 / 297) < 0.01
    assert colored(images[0]) > 300  # the questions' tiles, in colour
    assert colored(images[-1]) == 0  # the key: text only
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert text.index("Question 4") < text.index("Answer key")
    assert "Ron: the discarder pays 3,900" in text[text.index("Answer key") :]


def test_the_command_alone_without_a_display_answers_as_tenhou_did(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    pdf = tmp_path / "sheet.pdf"
    args = ["learn", "worksheet", "--hands", str(SAMPLE), "--rules", "tenhou", "--json"]
    done = subprocess.run(
        [sys.executable, "-m", "scoretable", *args, "--pdf", str(pdf)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert (done.returncode, done.stderr) == (0, "")
    out = done.stdout
    assert pdf.read_bytes().startswith(b"%PDF")
    records = [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()]
    keys = [json.loads(line) for line in out.splitlines()]
    assert [k["points"] for k in keys] == [r["expected"]["points"] for r in records]


@pytest.mark.skipif(not ORACLE.exists(), reason="../shared/oracle/agari_dev.jsonl is absent")
def test_a_seeded_sheet_of_the_oracle_answers_as_tenhou_did(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ("--rules", "tenhou", "--count", "40", "--seed", "29", "--json")
    status, out, err, _ = sheet(tmp_path, capsys, *args, hands=ORACLE)
    assert (status, err) == (0, "")
    records = ORACLE.read_text(encoding="utf-8").splitlines()
    keys = [json.loads(line) for line in out.splitlines()]
    assert len(keys) == 40
    for key in keys:
        expected = json.loads(records[key["line"] - 1])["expected"]
        assert (key["points"], key["han"] or None) == (expected["points"], expected["han"])


LOG = (
    '<mjloggm ver="2.3"><GO type="169"/><INIT seed="0,0,0,1,2,3" oya="0"/>'
    '<AGARI hai="24,26,27,128,130" m="45161,6665,42058" machi="26" ten="40,12000,2" '
    'yaku="28,2,14,1,12,1,34,2" doraHai="82" who="2" fromWho="2"/></mjloggm>'
)


def test_a_tenhou_logs_winning_hands_make_the_sheet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "game.xml"
    log.write_text(LOG, encoding="utf-8")
    status, out, err, pdf = sheet(tmp_path, capsys, "--rules", "tenhou", "--json", hands=log)
    assert (status, err) == (0, "")
    (key,) = [json.loads(line) for line in out.splitlines()]
    assert (key["points"], key["source"]) == (12000, f"{log}#1")  # as the log says
    assert key["hand"]["melds"] == ["pon:333z", "pon:555m", "pon:111z"]
    assert pdf.read_bytes().startswith(b"%PDF")
    log.write_text('<mjloggm><GO type="185"/></mjloggm>', encoding="utf-8")
    status, _, err, _ = sheet(tmp_path, capsys, hands=log)
    assert status == 1
    assert err.startswith(f"{log}: a three-player log")
