"""A hostile host on the phones' server and the phones it must not shut out (loopback only).

    with Flood(port, source="127.0.9.9", count=64) as flood:    # held while the block runs
        phones = Phones(urls, sources=["127.0.1.1", ...])      # WebSocket pages
        phones.latency(lambda: server.publish(snapshot))       # seconds until all have it
    flood.opened                                               # connections it made

The flood's connections each send an unfinished request line and wait; each reopens as soon
as the server cuts it (slowloris). Both run on asyncio loops in threads of their own, bounded
in time (``seconds``) and stopped by leaving the block. Shared by the tests and
benchmarks/bench_share_flood.py (as ``share_flood``).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from typing import Any

import aiohttp

# what each of the flood's connections sends, and never ends
UNFINISHED = b"GET /state.json?t="


class Flood:
    """``count`` connections from ``source`` to ``port``, held and reopened (see above)."""

    def __init__(
        self,
        port: int,
        source: str = "127.0.9.9",
        count: int = 64,
        target: str = "127.0.0.1",
        seconds: float = 60.0,
    ) -> None:
        self.port, self.source, self.count, self.target = port, source, count, target
        self.seconds = seconds
        self.opened = 0
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_until_complete, args=(self._run(),))
        self._ready = threading.Event()

    def __enter__(self) -> Flood:
        self._thread.start()
        assert self._ready.wait(30)
        return self

    def __exit__(self, *exc: object) -> None:
        with contextlib.suppress(RuntimeError):  # ended by its own time limit
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(30)
        self._loop.close()

    async def _run(self) -> None:
        self._stop = asyncio.Event()
        tasks = [asyncio.ensure_future(self._hold()) for _ in range(self.count)]
        self._ready.set()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._stop.wait(), self.seconds)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _hold(self) -> None:
        while True:
            writer = None
            try:
                reader, writer = await asyncio.open_connection(
                    self.target, self.port, local_addr=(self.source, 0)
                )
                self.opened += 1
                writer.write(UNFINISHED)
                await writer.drain()
                await reader.read(1 << 16)  # the server's answer or cut, whichever
            except OSError:
                await asyncio.sleep(0)  # reset as it opened: at once again
            finally:
                if writer is not None:
                    writer.transport.abort()


class Phones:
    """WebSocket pages at ``url`` (a page's ``/ws`` address), one from each of ``sources``,
    each noting when each state came; made once each has its first state. The waits are
    told of each state as it comes; their ``timeout`` is a guard, never a measure."""

    def __init__(self, url: str, sources: list[str], timeout: float = 20.0) -> None:
        self.url = url
        self.sources = sources
        self.arrived: list[list[float]] = [[] for _ in sources]
        self.connected_in: list[float] = []
        # told of each state as it comes (the waits below are for it, never for a time)
        self._came = threading.Condition()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._failure: list[BaseException] = []
        self._thread = threading.Thread(target=self._loop.run_until_complete, args=(self._run(),))
        self._thread.start()
        assert self._ready.wait(timeout)
        if self._failure:
            raise self._failure[0]
        # each page's first state in (a change published before would be sent with it)
        with self._came:
            assert self._came.wait_for(lambda: all(self.received()), timeout), (
                f"first states: {self.received()}"
            )

    def close(self) -> None:
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(30)
        self._loop.close()

    def received(self) -> list[int]:
        return [len(times) for times in self.arrived]

    def latency(self, change: Any, timeout: float = 10.0) -> float:
        """Seconds from calling ``change()`` to every phone having one more state."""
        with self._came:
            before = self.received()
        start = time.monotonic()
        change()
        with self._came:
            assert self._came.wait_for(
                lambda: all(now > then for now, then in zip(self.received(), before, strict=True)),
                timeout,
            ), f"states: {before} -> {self.received()}"
            return max(times[-1] for times in self.arrived) - start

    async def _run(self) -> None:
        self._stop = asyncio.Event()
        self._readers: list[asyncio.Future[None]] = []
        sessions = []
        try:
            for index, source in enumerate(self.sources):
                connector = aiohttp.TCPConnector(local_addr=(source, 0))
                session = aiohttp.ClientSession(connector=connector)
                sessions.append(session)
                start = time.monotonic()
                ws = await session.ws_connect(self.url, timeout=aiohttp.ClientWSTimeout(10))
                self.connected_in.append(time.monotonic() - start)
                self._readers.append(asyncio.ensure_future(self._read(ws, index)))
        except BaseException as error:  # handed to the constructor
            self._failure.append(error)
        self._ready.set()
        await self._stop.wait()
        for session in sessions:
            await session.close()

    async def _read(self, ws: aiohttp.ClientWebSocketResponse, index: int) -> None:
        async for _message in ws:
            with self._came:
                self.arrived[index].append(time.monotonic())
                self._came.notify_all()


def status_within(url: str, source: str = "127.0.0.1", timeout: float = 5.0) -> tuple[int, float]:
    """A page's request for ``url`` from ``source``: its status and the seconds it took
    (the connection and the answer within ``timeout``)."""

    async def ask() -> int:
        connector = aiohttp.TCPConnector(local_addr=(source, 0), force_close=True)
        async with (
            aiohttp.ClientSession(connector=connector) as session,
            session.get(url, timeout=aiohttp.ClientTimeout(total=timeout)) as answer,
        ):
            await answer.read()
            return answer.status

    start = time.monotonic()
    status = asyncio.run(ask())
    return status, time.monotonic() - start
