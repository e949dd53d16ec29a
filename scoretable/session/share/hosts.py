"""The names the phones' server answers to: its own, never another site's (Qt-free).

    served = names_served(listen="192.168.1.20", local="192.168.1.20")
    host_served("192.168.1.20:8765", 8765, served)       # True
    host_served("evil.example:8765", 8765, served)       # False: DNS rebinding
    origin_served("http://evil.example", 8765, served)   # False: another site's page

A page of another site can make a browser send requests here under that site's name (its
DNS answering with this machine's address): the Host header then names that site. The
server answers only the names it serves: the address it listens on (as written: a name given
to ``--host`` is served), the address a connection came in on (a wildcard listen serves every
address of the machine), and this machine's own (``localhost``, ``127.0.0.1``, ``[::1]``),
on its own port. A browser always says which page opened a WebSocket (Origin): the server's
own pages alone may; an Origin that is absent (not a browser: it holds the token and could
ask anyway) is no other site's, nor is a request naming no host at all (HTTP/1.0; HTTP/1.1
requires one, and aiohttp refuses a request without).
"""

from __future__ import annotations

import contextlib
import ipaddress
import re
import socket
from collections.abc import Collection

# this machine under its own names
LOCALHOST = frozenset({"localhost", "127.0.0.1", "::1"})
# a name or an address, then an optional port (a Host header's or an Origin's end)
_HOST = re.compile(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::([0-9]{1,5}))?")
# what the system may read as an IPv4 address in an older form (digits, hex, dots)
_LEGACY = re.compile(r"[0-9A-Fa-fXx.]+")
_ORIGIN = re.compile(r"http://(.+)", re.IGNORECASE)


def canonical(host: str) -> str:
    """``host`` as the system reads it, an address written as Python writes it: IPv4's older
    forms too (``0``, ``127.1``, ``0x7f.1``, which the system takes for addresses), an IPv4
    address in an IPv6 one as IPv4; a name as given, in lower case."""
    bare = host.strip().strip("[]")
    if _LEGACY.fullmatch(bare):
        with contextlib.suppress(OSError):
            return socket.inet_ntoa(socket.inet_aton(bare))
    return normal(bare)


def is_wildcard(host: str) -> bool:
    """Whether ``host`` means every address of the machine (``0.0.0.0``, ``::``, ``0``,
    ``::ffff:0.0.0.0``, empty)."""
    try:
        return not host.strip() or ipaddress.ip_address(canonical(host)).is_unspecified
    except ValueError:
        return False


def normal(name: str) -> str:
    """``name`` as compared: an address written as Python writes it (an IPv4 address in an
    IPv6 one as IPv4), a name in lower case."""
    try:
        address = ipaddress.ip_address(name.strip("[]"))
    except ValueError:
        return name.lower()
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.compressed


def names_served(listen: str, local: str | None) -> frozenset[str]:
    """The names a connection that came in on ``local`` (its socket's own address) may
    ask for, the server listening on ``listen``."""
    names = set(LOCALHOST)
    if not is_wildcard(listen):
        names.add(normal(listen))
    if local:
        names.add(normal(local))
    return frozenset(names)


def _split(value: str) -> tuple[str, int] | None:
    match = _HOST.fullmatch(value.strip())
    if match is None:
        return None
    name, port = match.groups()
    return normal(name), int(port) if port is not None else 80


def host_served(value: str | None, port: int, names: Collection[str]) -> bool:
    """Whether a Host header ``value`` names this server: one of ``names`` on ``port``.
    None (no header: HTTP/1.0, never a browser, which always names the host) names no other
    site; an empty one names nothing served."""
    if value is None:
        return True
    found = _split(value)
    return found is not None and found[1] == port and found[0] in names


def origin_served(value: str | None, port: int, names: Collection[str]) -> bool:
    """Whether an Origin header ``value`` is one of the server's own pages (absent: not a
    browser, so no other site's page)."""
    if value is None:
        return True
    match = _ORIGIN.fullmatch(value.strip())
    return match is not None and host_served(match.group(1), port, names)
