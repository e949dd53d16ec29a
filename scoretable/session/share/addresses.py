"""This machine's addresses a phone on the same network can reach (Qt-free)."""

from __future__ import annotations

import contextlib
import socket

LOOPBACK = "127.0.0.1"


def local_addresses() -> list[str]:
    """The machine's IPv4 addresses, the one its default route leaves from first, the
    loopback last (reachable from this machine only)."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        # no packet is sent: connecting a UDP socket only picks the route's source address
        probe.connect(("192.0.2.1", 9))
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    lan = [a for a in dict.fromkeys(found) if not a.startswith("127.") and a != "0.0.0.0"]
    return [*lan, LOOPBACK]
