"""The shared pages in headless Chromium: a seat's page upright, sideways and at 200%, and the
overlay, in English and Japanese, light and dark; no text clipped or off the window; an update
reaches an open page by itself. Skipped, with the reason, without Chromium.

The pictures go to the tests' own temporary folder only (``pytest --basetemp=DIR`` keeps
them in DIR, to look at)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.chromium import CHROMIUM, Browser
from helpers.share_games import NAMES, RULES, south4_log
from helpers.share_watch import caught_up

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


# Counts the page's fetches of its state (a reload, a catch-up): an update pushed over its
# socket makes none.
FETCHES = """
(() => {
  const realFetch = window.fetch.bind(window);
  window.__fetches = 0;
  window.fetch = (...args) => { window.__fetches += 1; return realFetch(...args); };
})();
"""


def test_an_update_reaches_the_open_page_by_itself(served: ShareServer, browser: Browser) -> None:
    # pushed over the page's socket: no fetch, no reload (how soon: benchmarks/bench_share.py)
    def undo_the_riichi() -> str:
        snapshot = snapshot_of(RULES, NAMES, LOG, len(LOG) - 1)
        served.publish(snapshot)
        return (
            f"document.body.dataset.version === '{snapshot.version}'"
            " && window.__fetches === window.__before"
        )

    try:
        report = browser.shoot(
            served.urls()["seats"][0],
            390,
            844,
            # the socket open, and the catch-up fetch it makes on opening counted
            wait_for="document.body.dataset.version"
            " && document.getElementById('status').classList.contains('live')"
            " && ((window.__before = window.__fetches), true)",
            then=undo_the_riichi,
            init_script=FETCHES,
        )
    finally:
        served.publish(snapshot_of(RULES, NAMES, LOG, len(LOG)))
    assert "25,000" in report["text"]
    assert "Riichi" not in report["text"]


# The page's network, switched off and on as a phone's is when it sleeps and wakes: while
# asleep its socket is closed and every fetch and new socket fails; waking counts the fetches
# the page makes while the document says it is visible again.
SLEEP_AND_WAKE = """
(() => {
  const realFetch = window.fetch.bind(window);
  const RealSocket = window.WebSocket;
  const sockets = [];
  window.__asleep = false;
  window.__fetches = 0;
  window.fetch = (...args) => {
    window.__fetches += 1;
    return window.__asleep ? Promise.reject(new TypeError("asleep")) : realFetch(...args);
  };
  window.WebSocket = function (url) {
    const ws = new RealSocket(window.__asleep ? "ws://127.0.0.1:9/" : url);
    sockets.push(ws);
    return ws;
  };
  window.__sleep = () => {
    if (!window.__asleep) {
      window.__asleep = true;
      sockets.forEach((ws) => ws.close());
    }
    return true;
  };
  window.__wake = () => {
    if (window.__asleep) {
      window.__atWake = document.body.dataset.version;
      window.__asleep = false;
      const before = window.__fetches;
      document.dispatchEvent(new Event("visibilitychange"));
      window.__onVisible = window.__fetches - before;
    }
    return true;
  };
})();
"""


def test_a_page_that_sleeps_and_wakes_catches_up(served: ShareServer, browser: Browser) -> None:
    seen: dict[str, str] = {}

    def miss_a_record_and_an_undo() -> str:
        seen["asleep"] = str(served.snapshot.version if served.snapshot else "")
        for index in (len(LOG) - 1, len(LOG) - 2, len(LOG) - 1):  # two records, an undo
            snapshot = snapshot_of(RULES, NAMES, LOG, index)
            served.publish(snapshot)
        caught_up(served)  # the server's thread has taken the last one
        return (
            f"window.__wake() && window.__atWake === '{seen['asleep']}'"
            f" && window.__onVisible === 1 && document.body.dataset.version === "
            f"'{snapshot.version}'"
        )

    try:
        report = browser.shoot(
            served.urls()["seats"][0],
            390,
            844,
            wait_for="document.body.dataset.version && window.__sleep()",
            then=miss_a_record_and_an_undo,
            init_script=SLEEP_AND_WAKE,
        )
    finally:
        served.publish(snapshot_of(RULES, NAMES, LOG, len(LOG)))
    assert report["version"] != seen["asleep"]
    assert "25,000" in report["text"]
    assert "Riichi" not in report["text"]


def test_a_phone_counts_the_timer_on_the_tables_clock_not_its_own(
    browser: Browser, frozen_clock: Any
) -> None:
    """The table's clock is a month or more from the phone's here (frozen at a fixed day):
    the timer's start is the table's, so the page counts against the table's clock, which
    every message carries."""
    started = frozen_clock.timestamp() - 60  # ten minutes, one gone by the table's clock
    log = [*LOG, {"type": "timer", "seconds": 600, "started": started, "hands_after": 2}]
    server = ShareServer(translators=translators())
    server.start()
    try:
        server.new_game(snapshot_of(RULES, NAMES, log, len(log)))
        report = browser.shoot(server.urls()["seats"][0], 390, 844)
    finally:
        server.stop()
    assert "9:00" in report["text"] or "8:59" in report["text"], report["text"]
