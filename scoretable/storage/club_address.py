"""The club server's address: where it is chosen and how it may be shown.

:func:`club_url` is the ``--club`` option, else the environment (``SCORETABLE_CLUB_URL``);
the window then falls back on its setting. :func:`public_url` is an address without its
password, the only form kept in a settings file, printed or shown. Apart from
:mod:`scoretable.storage.club` (the club itself) so that the window, opening with no club
set, loads none of it (issue 30).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from scoretable.storage.paths import chosen

# The environment variable that names the club's server (as ``--club`` does).
CLUB_ENV = "SCORETABLE_CLUB_URL"


def club_url(option: str | None, environ: Mapping[str, str] | None = None) -> str | None:
    """The club's URL: the ``--club`` option, else ``SCORETABLE_CLUB_URL`` (the window then
    falls back on its setting)."""
    return chosen(option, CLUB_ENV, environ=environ) or None


_URL = re.compile(r"^(postgres(?:ql)?://)([^/?#]*)(.*)$", re.IGNORECASE | re.DOTALL)
# ``password=value`` in a keyword conninfo: the value bare, or quoted with \' and \\ escapes
_KEYWORD = re.compile(r"(?i)(^|\s)password\s*=\s*(?:'(?:[^'\\]|\\.)*'?|\S*)")
_QUERY_PASSWORD = re.compile(r"(?i)([?&])password=[^&#]*&?")


def public_url(url: str) -> str:
    """``url`` without its password, whatever its form: a URL's ``user:password@`` (one host
    or several) and ``?password=``, a keyword conninfo's ``password=...`` (quoted or not).
    What may be kept in a settings file, printed or shown."""
    match = _URL.match(url.strip())
    if match is None:
        return " ".join(_KEYWORD.sub(r"\1", url).split())
    scheme, netloc, rest = match.groups()
    userinfo, at, hosts = netloc.rpartition("@")
    if at:
        user = userinfo.split(":", 1)[0]
        netloc = f"{user}@{hosts}" if user else hosts
    rest = _QUERY_PASSWORD.sub(lambda m: m.group(1), rest).replace("?#", "#")
    if rest.endswith(("?", "&")):
        rest = rest[:-1]
    return scheme + netloc + rest
