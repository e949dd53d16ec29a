"""The club server's address: where it is chosen and how it may be shown.

:func:`club_url` is the ``--club`` option, else the environment (``SCORETABLE_CLUB_URL``);
the window then falls back on its setting. :func:`public_url` is an address without its
password, the only form kept in a settings file, printed or shown; :func:`redact` takes the
password, in every form it may take, out of any message (libpq's, the driver's, the
server's). Apart from :mod:`scoretable.storage.club` (the club itself) so that the window,
opening with no club set, loads none of it (issue 30).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from urllib.parse import unquote

from scoretable.storage.paths import chosen

# The environment variable that names the club's server (as ``--club`` does).
CLUB_ENV = "SCORETABLE_CLUB_URL"


def club_url(option: str | None, environ: Mapping[str, str] | None = None) -> str | None:
    """The club's URL: the ``--club`` option, else ``SCORETABLE_CLUB_URL`` (the window then
    falls back on its setting)."""
    return chosen(option, CLUB_ENV, environ=environ) or None


_URL = re.compile(r"^(postgres(?:ql)?://)(.*)$", re.IGNORECASE | re.DOTALL)
# ``password=value`` in a keyword conninfo: the value bare, or quoted with \' and \\ escapes
_KEYWORD = re.compile(r"(?i)(^|\s)password\s*=\s*('(?:[^'\\]|\\.)*'?|\S*)")
_QUERY_PASSWORD = re.compile(r"(?i)([?&])password=([^&]*)&?")
# where a password may be cut in two when libpq reads the address another way than meant
_PIECES = re.compile(r"[@/?#:&=\s'\"]+")
# libpq's echo of a part of the address it could not read: it may be the password
_ECHOES = re.compile(r'(invalid percent-encoded token: |unexpected spaces found in )"[^"]*"')
# shorter secrets are blotted out only where quoted (the message's own words stay whole)
_SHORT = 4


def public_url(url: str) -> str:
    """``url`` without its password, whatever its form: a URL's ``user:password@`` (one host
    or several, the password percent-encoded or not, holding ``@``, ``/``, ``?``, ``#`` or
    a stray ``%``) and ``?password=``, a keyword conninfo's ``password=...`` (quoted or not).
    What may be kept in a settings file, printed or shown."""
    match = _URL.match(url.strip())
    if match is None:
        return redact(" ".join(_KEYWORD.sub(r"\1", url).split()), url)
    scheme, rest = match.groups()
    # the user's part ends at the last "@" (libpq stops at the first one before a "/",
    # which a password may hold: the widest reading hides both)
    userinfo, at, hosts = rest.rpartition("@")
    if at:
        user = userinfo.split(":", 1)[0]
        rest = f"{user}@{hosts}" if user else hosts
    rest = _QUERY_PASSWORD.sub(lambda m: m.group(1), rest).replace("?#", "#")
    if rest.endswith(("?", "&")):
        rest = rest[:-1]
    return redact(scheme + rest, url)


def password_forms(url: str) -> list[str]:
    """Every string that may be ``url``'s password or a part of it, as written and
    percent-decoded, read as libpq reads it and more widely (an address libpq cannot read
    still names it), longest first."""
    written: list[str] = []
    match = _URL.match(url.strip())
    if match is not None:
        rest = match.group(2)
        first = re.search(r"[@/]", rest)  # libpq's reading
        if first is not None and first.group() == "@":
            written.append(rest[: first.start()].partition(":")[2])
        written.append(rest.rpartition("@")[0].partition(":")[2])
        written += [found.group(2) for found in _QUERY_PASSWORD.finditer(rest)]
    for found in _KEYWORD.finditer(url):
        value = found.group(2)
        written.append(value)
        if value.startswith("'"):
            written.append(re.sub(r"\\(.)", r"\1", value[1:].removesuffix("'")))
    forms: set[str] = set()
    for value in written:
        for whole in (value, unquote(value, errors="replace")):
            forms.add(whole)
            forms.update(_PIECES.split(whole))
    forms.discard("")
    return sorted(forms, key=lambda form: (-len(form), form))


def redact(text: str, url: str) -> str:
    """``text`` (a message of libpq's, the server's or the driver's) with every form of
    ``url``'s password blotted out (:func:`password_forms`), and libpq's echoes of an
    address's part it could not read."""
    for secret in password_forms(url):
        if len(secret) >= _SHORT:
            text = text.replace(secret, "***")
        else:
            text = re.sub(rf"([\"']){re.escape(secret)}\1", r"\1***\1", text)
    return _ECHOES.sub(r'\1"***"', text)
