"""The shared pages in headless Chromium: a seat's page upright, sideways and at 200%, and the
overlay, in English and Japanese, light and dark; no text clipped or off the window; an update
reaches an open page by itself. Skipped, with the reason, without Chromium.

The pictures go to $SCORETABLE_SHARE_SHOTS when it is set (to look at them), else to a
temporary folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from chromium import CHROMIUM, Browser
from share_games import NAMES, RULES, south4_log

from scoretable.engine.table import DeclareRiichi, action_to_dict
from scoretable.session.share.language import translators
from scoretable.session.share.server import ShareServer
from scoretable.session.share.state import snapshot_of

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Chromium is not installed (Debian: apt-get install chromium)"
)
LOG = [*south4_log(), action_to_dict(DeclareRiichi(0))]


@pytest.fixture(scope="module")
def served() -> Iterator[ShareServer]:
    server = ShareServer(translators=translators())
    server.start()
    server.new_game(snapshot_of(RULES, NAMES, LOG, len(LOG)))
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    chromium = Browser()
    yield chromium
    chromium.close()


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = os.environ.get("SCORETABLE_SHARE_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        return Path(folder)
    return tmp_path_factory.mktemp("share-shots")


EXPECTED = {
    "en": ["South 4", "6 honba", "1 stick", "North", "Chen", "21,100", "Top: ron", "Riichi"],
    "ja": ["南4局", "6本場", "供託1本", "北", "Chen", "21,100", "トップ: ロン", "リーチ"],
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize(
    ("width", "height", "scale"),
    [(390, 844, 1), (844, 390, 1), (390, 844, 2)],
    ids=["upright", "sideways", "upright@2"],
)
def test_seat_page_fits_a_phone(
    served: ShareServer,
    browser: Browser,
    shots: Path,
    lang: str,
    dark: bool,
    width: int,
    height: int,
    scale: float,
) -> None:
    name = f"seat-{lang}-{'dark' if dark else 'light'}-{width}x{height}@{scale:g}.png"
    path = shots / name
    report = browser.shoot(
        served.urls()["seats"][2] + f"&lang={lang}", width, height, scale, dark, path
    )
    assert report["overflow"] == []
    for text in EXPECTED[lang]:
        assert text in report["text"], text
    assert path.stat().st_size > 5000


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_overlay_lower_third(served: ShareServer, browser: Browser, shots: Path, lang: str) -> None:
    report = browser.shoot(
        served.urls()["overlay"] + f"&lang={lang}&bg=chroma",
        1280,
        720,
        path=shots / f"overlay-{lang}.png",
    )
    assert report["overflow"] == []
    for name in NAMES:
        assert name in report["text"]
    assert ("All-last" if lang == "en" else "オーラス条件") in report["text"]
    assert "24,000" in report["text"]
    assert "28,900" in report["text"]


def test_an_update_reaches_the_open_page_within_a_second(
    served: ShareServer, browser: Browser
) -> None:
    def undo_the_riichi() -> str:
        snapshot = snapshot_of(RULES, NAMES, LOG, len(LOG) - 1)
        served.publish(snapshot)
        return f"document.body.dataset.version === '{snapshot.version}'"

    try:
        report = browser.shoot(served.urls()["seats"][0], 390, 844, then=undo_the_riichi)
    finally:
        served.publish(snapshot_of(RULES, NAMES, LOG, len(LOG)))
    assert report["then_seconds"] < 1.0
    assert "25,000" in report["text"]
    assert "Riichi" not in report["text"]
