"""A learner seat's page in headless Chromium: its question with the han and fu as recorded
and a number pad, upright and sideways, English and Japanese, light and dark, nothing cut;
an answer typed on the pad is judged and explained, then the hand is shown as on the other
pages. Skipped, with the reason, without Chromium.

The pictures go to the tests' own temporary folder only (``pytest --basetemp=DIR`` keeps
them in DIR, to look at)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.chromium import CHROMIUM, Browser
from helpers.share_games import NAMES, RULES, south4_log

from scoretable.session.share.language import translators
from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import snapshot_of
from scoretable.storage.table_answers import TableAnswer

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Chromium is not installed (Debian: apt-get install chromium)"
)
LOG = south4_log()  # Bruno's 3,900 ron from Chen first


@pytest.fixture
def kept() -> list[TableAnswer]:
    return []


@pytest.fixture
def served(kept: list[TableAnswer]) -> Iterator[ShareServer]:
    server = ShareServer(translators=translators(), learners={2}, on_answer=kept.append)
    server.start()
    server.new_game(snapshot_of(RULES, NAMES, LOG, 0))
    server.publish(snapshot_of(RULES, NAMES, LOG, 1))
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    chromium = Browser()
    yield chromium
    chromium.close()


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("learner-shots")


ASKED = {
    "en": ["Your turn to count", "Bruno won 3 han 30 fu by ron from you: what do you pay?",
           "3 han 30 fu", "Check"],
    "ja": ["計算してみよう", "3翻30符", "確認"],
}  # fmt: skip


def _typed(keys: str, done: str) -> str:
    """An expression that presses ``keys`` on the pad and Check once, then waits for
    ``done``."""
    presses = ", ".join(
        f"[...document.querySelectorAll('#quiz-pad button')].find(b => b.textContent === "
        f"'{key}').click()"
        for key in keys.split()
    )
    return (
        f"(window.__pressed || (window.__pressed = true, {presses}, "
        f"document.getElementById('quiz-check').click(), true)) && ({done})"
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize(("width", "height"), [(390, 844), (844, 390)], ids=["upright", "sideways"])
def test_the_question_fits_a_phone(
    served: ShareServer,
    browser: Browser,
    shots: Path,
    lang: str,
    dark: bool,
    width: int,
    height: int,
) -> None:
    path = shots / f"learner-{lang}-{'dark' if dark else 'light'}-{width}x{height}.png"
    report = browser.shoot(
        served.urls()["seats"][2] + f"&lang={lang}",
        width,
        height,
        1,
        dark,
        path,
        wait_for="!document.getElementById('quiz').hidden",
    )
    assert report["overflow"] == []
    for text in ASKED[lang]:
        assert text in report["text"], text
    # the hand's amounts wait for the answer
    assert "3,900" not in report["text"]
    assert path.stat().st_size > 5000


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_answer_on_the_pad_is_judged_then_the_hand_shown(
    served: ShareServer, browser: Browser, shots: Path, kept: list[TableAnswer], lang: str
) -> None:
    url = served.urls()["seats"][2] + f"&lang={lang}"
    wrong = browser.shoot(
        url,
        390,
        844,
        path=shots / f"learner-{lang}-wrong.png",
        wait_for="!document.getElementById('quiz').hidden",
        then=lambda: _typed("3 8 00", "!document.getElementById('quiz-verdict').hidden"),
    )
    assert wrong["overflow"] == []
    assert [(a.points, a.correct) for a in kept] == [(3800, False)]
    assert "3,900" in wrong["text"]  # the verdict says it, the explanation shows it
    right = browser.shoot(
        url,
        390,
        844,
        path=shots / f"learner-{lang}-right.png",
        wait_for="!document.getElementById('quiz').hidden",
        then=lambda: _typed(
            "3 9 00", "document.getElementById('quiz-verdict').classList.contains('right')"
        ),
    )
    assert right["overflow"] == []
    assert [(a.points, a.correct) for a in kept] == [(3800, False), (3900, True)]
    assert ("Right!" if lang == "en" else "正解") in right["text"]
    assert served.questions.json(2) is None
