"""Headless Chromium driven over its DevTools protocol: a page at a given size, scale and colour
scheme, a screenshot, and what overflows (for the shared pages' tests and their pictures)."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import queue
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp

CHROMIUM = next(
    (p for p in ("/usr/bin/chromium", shutil.which("chromium") or "") if p and Path(p).exists()),
    None,
)
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
]

#: Every element whose box leaves the window sideways, or whose text is cut by its own box.
OVERFLOW_JS = """
(() => {
  const out = [];
  for (const el of document.querySelectorAll("body *")) {
    if (el.closest("[hidden]") || !el.getClientRects().length) continue;
    if (["SCRIPT", "STYLE"].includes(el.tagName)) continue;
    const r = el.getBoundingClientRect();
    const text = (el.innerText || "").trim().slice(0, 40);
    if (r.left < -0.5 || r.right > window.innerWidth + 0.5)
      out.push(`${el.tagName}.${el.className} [${text}] leaves the window`);
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible")
      out.push(`${el.tagName}.${el.className} [${text}] is cut`);
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 0.5)
    out.push("the page scrolls sideways");
  return out;
})()
"""


#: Settles once the expression put in at ``%s`` is truthy: checked now and at each change of
#: the document (an exception, a document not yet there, is "not yet").
HOLDS = """
new Promise((done) => {
  const holds = () => { try { return !!(%s); } catch (e) { return false; } };
  if (holds()) { done(true); return; }
  const watch = new MutationObserver(() => {
    if (holds()) { watch.disconnect(); done(true); }
  });
  watch.observe(document, {
    subtree: true, childList: true, attributes: true, characterData: true
  });
})
"""

#: Settles once the page has drawn two more frames.
FRAMES_DRAWN = """
new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))
"""


class Browser:
    """One headless Chromium; :meth:`shoot` opens a page and reports on it."""

    def __init__(self) -> None:
        assert CHROMIUM is not None
        self.profile = Path(tempfile.mkdtemp(prefix="scoretable-chromium-"))
        # in a process group of its own: closing it ends its helpers (renderer, crash
        # handler) too, which would otherwise go on writing in the profile
        self.process = subprocess.Popen(
            [CHROMIUM, *FLAGS, f"--user-data-dir={self.profile}",
             "--remote-debugging-port=0", "about:blank"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )  # fmt: skip
        # Chromium says where it listens on stderr once it does: that line is waited for
        # (read on a thread that then drains the rest, so the pipe never fills)
        said: queue.Queue[int | None] = queue.Queue()
        threading.Thread(target=self._listen_for_port, args=(said,), daemon=True).start()
        try:
            port = said.get(timeout=30)  # a guard: it starts in about a second
        except queue.Empty:
            port = None
        if port is None:
            self.close()
            raise RuntimeError("Chromium did not start")
        self.port = port

    def _listen_for_port(self, said: queue.Queue[int | None]) -> None:
        assert self.process.stderr is not None
        told = False
        for line in self.process.stderr:
            found = None if told else re.search(rb"DevTools listening on ws://[^:]+:(\d+)/", line)
            if found:
                said.put(int(found.group(1)))
                told = True
        if not told:
            said.put(None)  # it ended without listening

    def close(self) -> None:
        self._signal_group(signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._signal_group(signal.SIGKILL)
            self.process.wait()
        # a helper may still write a file in the profile while it exits (a removal then
        # fails with "Directory not empty"): removed again until nothing is left
        deadline = time.monotonic() + 10
        while True:
            try:
                shutil.rmtree(self.profile)
                return
            except FileNotFoundError:
                return
            except OSError:
                if time.monotonic() > deadline:
                    raise
                self._signal_group(signal.SIGKILL)
                time.sleep(0.05)

    def _signal_group(self, number: signal.Signals) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, number)

    def shoot(
        self,
        url: str,
        width: int,
        height: int,
        scale: float = 1,
        dark: bool = False,
        path: Path | None = None,
        wait_for: str = "document.body.dataset.version",
        then: Callable[[], str] | None = None,
        init_script: str = "",
    ) -> dict[str, Any]:
        """Open ``url`` in a window ``width`` x ``height`` (CSS pixels) at ``scale``, with
        ``init_script`` (if given) run before the page's own scripts; once ``wait_for`` is
        truthy, ``then`` (if given) is called and the expression it returns waited for (its
        time in ``report["then_seconds"]``, for benchmarks/bench_share.py; the waits are told
        of each change of the page, their 20 s a guard); then the overflow report, the
        version shown and the screenshot saved to ``path``."""
        return asyncio.run(
            self._shoot(url, width, height, scale, dark, path, wait_for, then, init_script)
        )

    async def _shoot(
        self,
        url: str,
        width: int,
        height: int,
        scale: float,
        dark: bool,
        path: Path | None,
        wait_for: str,
        then: Callable[[], str] | None,
        init_script: str,
    ) -> dict[str, Any]:
        async with aiohttp.ClientSession() as session:
            async with session.put(f"http://127.0.0.1:{self.port}/json/new?about:blank") as r:
                target = await r.json()
            try:
                async with session.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0) as ws:
                    ids = iter(range(1, 10_000))

                    async def call(method: str, **params: Any) -> dict[str, Any]:
                        number = next(ids)
                        request = {"id": number, "method": method, "params": params}
                        await ws.send_str(json.dumps(request))
                        while True:
                            message = json.loads((await ws.receive(timeout=30)).data)
                            if message.get("id") == number:
                                if "error" in message:
                                    raise RuntimeError(message["error"])
                                return dict(message.get("result", {}))

                    async def evaluate(expression: str) -> Any:
                        result = await call(
                            "Runtime.evaluate",
                            expression=expression,
                            returnByValue=True,
                            awaitPromise=True,  # a promise's value, once it is settled
                        )
                        return result.get("result", {}).get("value")

                    await call(
                        "Emulation.setDeviceMetricsOverride",
                        width=width, height=height, deviceScaleFactor=scale, mobile=True,
                    )  # fmt: skip
                    await call(
                        "Emulation.setEmulatedMedia",
                        features=[
                            {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}
                        ],
                    )
                    await call("Page.enable")
                    if init_script:
                        await call("Page.addScriptToEvaluateOnNewDocument", source=init_script)
                    await call("Page.navigate", url=url)

                    async def until(expression: str) -> float:
                        """Once ``expression`` holds: the page checks it at each change of
                        its document (no polling); 20 s is a guard, the time taken is
                        returned for the benchmarks (no test asserts it)."""
                        started = time.monotonic()
                        try:
                            await asyncio.wait_for(evaluate(HOLDS % expression), 20)
                        except TimeoutError:
                            raise TimeoutError(f"the page never showed {expression}") from None
                        return time.monotonic() - started

                    await until(wait_for)
                    then_seconds = None
                    if then is not None:
                        then_seconds = await until(then())
                    await evaluate("document.fonts.ready.then(() => true)")
                    # two frames drawn after the last change (the first may be under way)
                    await evaluate(FRAMES_DRAWN)
                    report = {
                        "overflow": await evaluate(OVERFLOW_JS),
                        "version": await evaluate("document.body.dataset.version"),
                        "text": await evaluate("document.body.innerText"),
                        "then_seconds": then_seconds,
                    }
                    if path is not None:
                        shot = await call("Page.captureScreenshot", format="png")
                        path.write_bytes(base64.b64decode(shot["data"]))
                    return report
            finally:
                async with session.get(f"http://127.0.0.1:{self.port}/json/close/{target['id']}"):
                    pass
