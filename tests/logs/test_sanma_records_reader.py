"""Three-player mjlogs -> hand records, read as strictly as the import reads a log (issue 34):
every attribute required and in range, seats 0-2, bounded files, strict UTF-8; every problem
one line naming the file, the hand and the attribute, never a traceback. Hypothesis alters
the real three-player logs of ``../shared/oracle/raw/sanma``."""

from __future__ import annotations

import gzip
import io
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from helpers.japanese import japanese_text
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoretable.cli.conformance import run_conformance
from scoretable.logs.sanma_records import convert, main
from scoretable.logs.tenhou import LogError

FIXTURE = Path(__file__).parent / "fixtures" / "sanma_small.xml"
RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw" / "sanma"
needs_raw = pytest.mark.skipif(
    not (RAW / "sanma2.xml").exists(), reason=f"the public sanma logs ({RAW}) are absent"
)
SMALL = FIXTURE.read_text(encoding="utf-8")


def first(pattern: str, replacement: str, text: str = SMALL) -> str:
    changed, count = re.subn(pattern, replacement, text, count=1)
    assert count == 1, pattern
    return changed


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (first(r' sc="[^"]*"', ""), "hand 1: <AGARI> has no sc"),
        (first(r' sc="[^"]*"', ' sc="1,2"'), "hand 1: <AGARI sc> should be 8 whole numbers"),
        (
            first(r' ten="(\d+),(\d+),\d+"', r' ten="\1,\2,9"'),
            "hand 1: <AGARI ten> states a limit 9, not 0-5",
        ),
        (
            first(r'(<AGARI [^>]*)who="\d"', r'\1who="3"'),
            "hand 1: <AGARI who> should be a seat 0-2 in a three-player log, not 3",
        ),
        (first(r'(<AGARI [^>]*)who="\d"', r'\1who="7"'), "<AGARI who> should be a seat 0-3"),
        (
            first(r"<AGARI ", '<AGARI paoWho="3" '),
            "hand 1: <AGARI paoWho> should be a seat 0-2 in a three-player log",
        ),
        (first(r'owari="[^,]*,', 'owari="inf,'), "an unreadable end-of-game line"),
        (first(r'owari="[^,]*,[^,]*,', 'owari="1,nan,'), "an unreadable end-of-game line"),
        (first(r'<INIT seed="\d+,', '<INIT seed="99,'), "a round number 99 out of range"),
        (first(r'<INIT seed="[^"]*"', '<INIT seed="0,0"'), "<INIT seed> should be 6 whole"),
        (first(r'(<INIT [^>]*) oya="\d"', r"\1"), "hand 1: <INIT> has no oya"),
        (
            first(r'(<INIT [^>]*) oya="\d"', r'\1 oya="3"'),
            "hand 1: <INIT oya> should be a seat 0-2",
        ),
        (first(r"<INIT ", '<INIT ten="1" '), "duplicate attribute"),
        (first(r'<N who="(\d)" m="\d+"', r'<N who="\1" m="x"'), "hand 1: <N m> should be 1"),
        (first(r'<N who="\d"', '<N who="3"'), "hand 1: <N who> should be a seat 0-2"),
        (
            first(r"<AGARI ", '<REACH who="3" step="1"/><AGARI '),
            "hand 1: <REACH who> should be a seat 0-2",
        ),
        (first(r"<AGARI ", '<REACH step="2"/><AGARI '), "hand 1: <REACH> has no who"),
        (first(r' ten="(\d+),(\d+),(\d+)"', r' ten="\1,' + "9" * 5000 + r',\3"'), "whole numbers"),
        (first(r'(<AGARI [^>]*)sc="(\d+)', r'\1sc="1\2'), "states the scores"),  # a changed claim
        (first(r'<GO type="\d+"', '<GO type="x"'), "<GO type> should be 1 whole numbers"),
        (SMALL.replace("<GO ", "<!DOCTYPE x><GO "), "a document type"),
        (SMALL.replace("</mjloggm>", "\ud800</mjloggm>"), "not UTF-8 text"),
    ],
)
def test_hostile_attributes_are_one_line_refusals(text: str, message: str) -> None:
    """Were: KeyError, IndexError, an inf in the final points, a seat 3 counted, a score
    before a result that contradicts the hand's start kept as the log's."""
    with pytest.raises(ValueError) as error:
        convert(text, "small")
    assert message in str(error.value)
    assert "\n" not in str(error.value)


@pytest.mark.parametrize(
    ("text", "japanese"),
    [
        (
            first(r'(<AGARI [^>]*)who="\d"', r'\1who="3"'),
            "第1局: 三人打ちの牌譜では <AGARI who> は席 0〜2 のはずですが、3 です",
        ),
        (
            first(r' ten="(\d+),(\d+),\d+"', r' ten="\1,\2,9"'),
            "第1局: <AGARI ten> の満貫以上の区分が 9 です（0〜5 のはずです）",
        ),
        (
            SMALL.replace("<GO ", "<!DOCTYPE x><GO "),
            "文書型宣言のある XML ファイルです: mjlog ではありません",
        ),
        (
            SMALL + "<",
            "mjlog の XML ではありません（unclosed token: line 2, column 0）",
        ),
        (
            first(r'<GO type="\d+"', '<GO type="9"'),
            "三人打ちの牌譜ではありません（GO type 9 に 0x10 のビットがありません）",
        ),
        (
            re.sub(r"<AGARI [^>]*/>", "", SMALL, count=1),
            "第1局（記録 #0）に結果がありません（牌譜が途中で切れています）",
        ),
    ],
    ids=["seat", "limit", "doctype", "not-xml", "four-players", "cut"],
)
def test_a_refusal_is_a_sentence_in_the_interfaces_language(
    qapp: Any, text: str, japanese: str
) -> None:
    """Issue 33: these were plain English ValueErrors; each is now a translatable sentence
    (str() still the English line the command prints)."""
    with pytest.raises(LogError) as error:
        convert(text, "small")
    assert japanese_text(error.value) == japanese


def test_a_pipe_is_refused_with_a_sentence(tmp_path: Path, qapp: Any) -> None:
    from scoretable.logs.sanma_records import _read

    pipe = tmp_path / "log.xml"
    os.mkfifo(pipe)
    with pytest.raises(LogError) as error:
        _read(str(pipe))
    assert str(error.value) == "not a regular file (a pipe, a device or a folder)"
    assert (
        japanese_text(error.value)
        == "通常のファイルではありません（パイプ、デバイス、またはフォルダーです）"
    )


def test_a_go_without_type_is_not_three_player_and_steps_other_than_1_and_2_are_ignored() -> None:
    with pytest.raises(ValueError, match=r"not a three-player log \(GO type 0"):
        convert(first(r'<GO type="\d+"', "<GO"), "small")
    quiet = convert(first(r"<AGARI ", '<REACH who="2" step="3"/><AGARI '), "small")
    assert quiet == convert(SMALL, "small")


def test_a_gzipped_log_gives_the_same_records() -> None:
    assert convert(gzip.compress(SMALL.encode()), "small") == convert(SMALL, "small")


@pytest.mark.skipif(
    not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
    reason="no FIFOs or /dev/zero here (not POSIX)",
)
def test_the_command_reads_only_regular_files_and_shows_names_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Was: /dev/zero read without end, a FIFO waited on, a file name that is not UTF-8
    printed with a lone surrogate."""
    fifo = tmp_path / "pipe.xml"
    os.mkfifo(fifo)
    named = Path(os.fsdecode(bytes(tmp_path) + b"/caf\xe9.xml"))
    named.write_text(SMALL.replace("<N ", '<N who="5" '), encoding="utf-8")
    big = tmp_path / "big.xml"
    big.write_bytes(b"<mjloggm>" + b" " * (5 << 20) + b"</mjloggm>")
    out = io.StringIO()
    assert main([str(fifo), "/dev/zero", os.fsdecode(named), str(big)], out) == 1
    assert out.getvalue() == ""
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 4, err
    assert err[0] == f"{fifo}: not a regular file (a pipe, a device or a folder)"
    assert err[1] == "/dev/zero: not a regular file (a pipe, a device or a folder)"
    assert err[2].startswith(f"{tmp_path}/caf\\xe9.xml: ")
    assert err[3] == f"{big}: the file is larger than 4 MiB: not a game log"
    "\n".join(err).encode("utf-8")


# --- altered real logs -----------------------------------------------------------------------

HOSTILE = st.sampled_from(
    ["", "-1", "3", "5", "99", "7,7", "1.5", "inf", "nan", "9" * 12, "9" * 5000, "a", "\u00e9"]
)
TAG = re.compile(r"<(INIT|REACH|N|AGARI|RYUUKYOKU|GO)\b[^>]*>")
ATTRIBUTE = re.compile(r' ([A-Za-z0-9]+)="([^"]*)"')


def _logs() -> list[bytes]:
    return [path.read_bytes() for path in sorted(RAW.glob("*.xml"))] or [SMALL.encode()]


@st.composite
def altered(draw: st.DrawFn) -> tuple[bytes, str]:
    """A real three-player log altered one way: (its bytes, how)."""
    data = draw(st.sampled_from(_logs()))
    text = data.decode("utf-8")
    how = draw(st.sampled_from(["drop", "replace", "repeat", "remove", "cut", "bytes"]))
    if how in ("cut", "bytes"):
        at = draw(st.integers(0, len(data)))
        if how == "cut":
            return data[:at], f"cut at {at}"
        bad = draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"<", b'"', b"&"]))
        return data[:at] + bad + data[at:], f"bytes {bad!r} at {at}"
    tags = list(TAG.finditer(text))
    tag = draw(st.sampled_from(tags))
    start, end = tag.span()
    if how == "repeat":
        return (text[:end] + tag[0] + text[end:]).encode(), f"repeat {tag[0][:40]}"
    if how == "remove":
        return (text[:start] + text[end:]).encode(), f"remove {tag[0][:40]}"
    attributes = list(ATTRIBUTE.finditer(tag[0]))
    if not attributes:
        return data, "unchanged"
    attribute = draw(st.sampled_from(attributes))
    a, b = attribute.span()
    value = "" if how == "drop" else f' {attribute[1]}="{draw(HOSTILE)}"'
    changed = tag[0][:a] + value + tag[0][b:]
    return (text[:start] + changed + text[end:]).encode(), f"{how} {changed[:80]}"


@needs_raw
@settings(
    max_examples=2000,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(altered())
def test_altered_real_logs_are_refused_in_one_line_or_give_records_conformance_reads(
    case: tuple[bytes, str],
) -> None:
    """An altered log is refused with one printable line (a ValueError, nothing written), or
    its records are JSON conformance reads whole: three seats, numbers in range (no ERROR
    line; a MISMATCH is the log's own claim, which an altered log may not keep)."""
    data, how = case
    try:
        records = convert(data, "altered")
    except ValueError as error:
        message = str(error)
        assert message, (how, message)
        assert "\n" not in message, (how, message)
        assert len(message) < 1000, (how, message)
        message.encode("utf-8")
        return
    lines = "".join(json.dumps(r, allow_nan=False) + "\n" for r in records)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "records.jsonl"
        path.write_text(lines, encoding="utf-8")
        out = io.StringIO()
        run_conformance(str(path), "tenhou-sanma", out)
    report = out.getvalue().splitlines()
    assert not [line for line in report if line.startswith("ERROR")], (how, report)
    assert report[-1].startswith(f"conformance: {len(records)} hands, "), (how, report)
