"""The addresses a phone is shown: the machine's own on the network, the default route's
first, each once, the loopback last; nothing but the loopback where none can be found."""

from __future__ import annotations

import socket
from types import SimpleNamespace
from typing import Any

import pytest

from scoretable.session.share import addresses
from scoretable.session.share.addresses import LOOPBACK, local_addresses


class _Probe:
    """A UDP socket whose route leaves from ``source`` (None: no route)."""

    def __init__(self, source: str | None, asked: list[tuple[Any, ...]]) -> None:
        self.source = source
        self.asked = asked

    def __enter__(self) -> _Probe:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def connect(self, address: tuple[str, int]) -> None:
        self.asked.append(("connect", address))
        if self.source is None:
            raise OSError("Network is unreachable")

    def getsockname(self) -> tuple[str, int]:
        assert self.source is not None
        return (self.source, 40000)


def _network(
    monkeypatch: pytest.MonkeyPatch, route: str | None, named: list[str] | None
) -> list[tuple[Any, ...]]:
    """The machine as ``addresses`` sees it: its default route's source address and the
    addresses its name resolves to (None: the name does not resolve)."""
    asked: list[tuple[Any, ...]] = []

    def make(family: int, kind: int) -> _Probe:
        asked.append(("socket", family, kind))
        return _Probe(route, asked)

    def getaddrinfo(host: str, port: None, family: int) -> list[tuple[Any, ...]]:
        asked.append(("getaddrinfo", host, port, family))
        if named is None:
            raise socket.gaierror("Name or service not known")
        return [(family, socket.SOCK_STREAM, 6, "", (a, 0)) for a in named]

    fake = SimpleNamespace(
        AF_INET=socket.AF_INET,
        SOCK_DGRAM=socket.SOCK_DGRAM,
        socket=make,
        getaddrinfo=getaddrinfo,
        gethostname=lambda: "table-pc",
    )
    monkeypatch.setattr(addresses, "socket", fake)
    return asked


@pytest.mark.parametrize(
    ("route", "named", "shown"),
    [
        # the route's address first, then the name's others, each once; no loopback but last
        (
            "192.168.1.5",
            ["127.0.1.1", "10.0.0.2", "192.168.1.5", "0.0.0.0", "10.0.0.2"],
            ["192.168.1.5", "10.0.0.2", LOOPBACK],
        ),
        (None, ["10.0.0.2"], ["10.0.0.2", LOOPBACK]),  # no route: the name's
        ("192.168.1.5", None, ["192.168.1.5", LOOPBACK]),  # a name that does not resolve
        (None, None, [LOOPBACK]),  # no network at all: this machine only
        ("127.0.0.1", ["127.0.1.1"], [LOOPBACK]),
    ],
)
def test_the_addresses_a_phone_is_shown(
    monkeypatch: pytest.MonkeyPatch, route: str | None, named: list[str] | None, shown: list[str]
) -> None:
    asked = _network(monkeypatch, route, named)
    assert local_addresses() == shown
    # a UDP socket connected to a documentation address (nothing is sent), then the name
    assert asked == [
        ("socket", socket.AF_INET, socket.SOCK_DGRAM),
        ("connect", ("192.0.2.1", 9)),
        ("getaddrinfo", "table-pc", None, socket.AF_INET),
    ]
