"""``scoretable learn progress``: each learner's answers per skill, the table's answers kept
by ``share`` included, as JSON or lines; ``share --learner`` refuses what is not a seat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoretable.cli.main import main
from scoretable.storage.table_answers import AnswerBook, TableAnswer


def test_progress_as_json_and_as_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--data-dir", str(tmp_path), "learn", "progress"]) == 0
    assert capsys.readouterr().out == "No answers yet.\n"
    assert main(["--data-dir", str(tmp_path), "learn", "progress", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    book = AnswerBook(tmp_path)
    for n, correct in enumerate((False, True)):
        book.add(
            TableAnswer(
                id=f"a{n}",
                at=1.0,
                learner="Chen",
                skills=("pay:ron",),
                correct=correct,
                points=3900,
                expected=3900,
                question="q",
            )
        )
    assert main(["--data-dir", str(tmp_path), "learn", "progress", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == [
        {"learner": "Chen", "skill": "pay:ron", "asked": 2, "right": 1}
    ]
    assert main(["--data-dir", str(tmp_path), "learn", "progress"]) == 0
    assert capsys.readouterr().out == "Chen\tpay:ron\t1/2\n"


@pytest.mark.parametrize("seat", ["4", "-1", "east"])
def test_a_learner_that_is_no_seat_is_refused(
    tmp_path: Path, seat: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--data-dir", str(tmp_path), "share", "--learner", seat])
    assert stopped.value.code == 2
    assert "is not a seat: 0, 1, 2 or 3" in capsys.readouterr().err
