"""A club password is never printed: each form it may take (percent-encoded or not, with a
stray ``%``, holding ``@`` ``/`` ``?`` or spaces, in the URL, in ``?password=``, in a keyword
conninfo, quoted or not) leaves :func:`public_url` and :func:`redact` without a trace, and a
real connection failure (libpq's own words, psycopg's) passes through the same redaction."""

from __future__ import annotations

import pytest

from scoretable.storage.club_address import password_forms, public_url, redact

# (address, the password written there, the address as it may be shown)
FORMS = [
    ("postgresql://u:my50%off!pw@127.0.0.1:1/db", "my50%off!pw", "postgresql://u@127.0.0.1:1/db"),
    ("postgresql://u:my50%25off@127.0.0.1:1/db", "my50%off", "postgresql://u@127.0.0.1:1/db"),
    ("postgresql://u:%zzsecret@127.0.0.1:1/db", "%zzsecret", "postgresql://u@127.0.0.1:1/db"),
    ("postgresql://u:pass/word@127.0.0.1:1/db", "pass/word", "postgresql://u@127.0.0.1:1/db"),
    ("postgresql://u:pass@word@127.0.0.1:1/db", "pass@word", "postgresql://u@127.0.0.1:1/db"),
    ("postgresql://u:pass?word@127.0.0.1:1/db", "pass?word", "postgresql://u@127.0.0.1:1/db"),
    ("postgresql://u:pass#word@127.0.0.1:1/db", "pass#word", "postgresql://u@127.0.0.1:1/db"),
    ("postgresql://u:my pass@127.0.0.1:1/db", "my pass", "postgresql://u@127.0.0.1:1/db"),
    ("postgres://u:s3cret@h1:1,h2:1/db", "s3cret", "postgres://u@h1:1,h2:1/db"),
    ("postgresql://:s3cret@127.0.0.1:1/db", "s3cret", "postgresql://127.0.0.1:1/db"),
    (
        "postgresql://u@127.0.0.1:1/db?password=my50%off!pw",
        "my50%off!pw",
        "postgresql://u@127.0.0.1:1/db",
    ),
    (
        "postgresql://127.0.0.1:1/db?sslmode=disable&password=sec%zzret&user=u",
        "sec%zzret",
        "postgresql://127.0.0.1:1/db?sslmode=disable&user=u",
    ),
    ("host=127.0.0.1 port=1 password=my50%off!pw", "my50%off!pw", "host=127.0.0.1 port=1"),
    ("host=127.0.0.1 port=1 password='my 50%off'", "my 50%off", "host=127.0.0.1 port=1"),
    ("host=127.0.0.1 port=1 password = 'it\\'s%zz'", "it's%zz", "host=127.0.0.1 port=1"),
    ("host=127.0.0.1 port=1 password='unterminated%", "unterminated%", "host=127.0.0.1 port=1"),
]
IDS = [
    "stray %",
    "%25",
    "%zz first",
    "slash",
    "two @",
    "question mark",
    "hash",
    "space",
    "multi-host",
    "no user",
    "query stray %",
    "query among others",
    "keyword stray %",
    "keyword quoted",
    "keyword escaped quote",
    "keyword unterminated",
]


def _pieces(password: str) -> list[str]:
    """The password and its parts long enough to be recognised (4 characters or more)."""
    import re

    return [password, *(p for p in re.split(r"[@/?#: ']", password) if len(p) >= 4)]


@pytest.mark.parametrize(("url", "password", "shown"), FORMS, ids=IDS)
def test_the_address_is_shown_without_its_password(url: str, password: str, shown: str) -> None:
    assert public_url(url) == shown
    assert all(piece not in public_url(url) for piece in _pieces(password))


# messages that echo the password (libpq's, the server's, one written by hand)
ECHOES = [
    'invalid percent-encoded token: "{pw}"',
    'unexpected spaces found in "{pw}", use percent-encoded spaces (%20) instead',
    "failed to resolve host '{pw}@127.0.0.1': [Errno -2] Name or service not known",
    "connection to server failed: FATAL: role with password {pw} refused",
    "{pw}",
]


@pytest.mark.parametrize("echo", ECHOES)
@pytest.mark.parametrize(("url", "password", "shown"), FORMS, ids=IDS)
def test_every_echo_of_the_password_is_blotted_out(
    url: str, password: str, shown: str, echo: str
) -> None:
    text = redact(echo.format(pw=password), url)
    assert all(piece not in text for piece in _pieces(password)), text
    assert "***" in text


def test_the_decoded_password_is_blotted_out_too() -> None:
    url = "postgresql://u:caf%C3%A9-secret@127.0.0.1:1/db"
    assert redact("the password café-secret was refused", url) == "the password *** was refused"
    assert "caf%C3%A9-secret" in password_forms(url)


def test_a_short_password_is_blotted_out_where_quoted_only() -> None:
    # "pw" would cut the message's own words; quoted, it is the password
    url = "postgresql://u:pw@127.0.0.1:1/db"
    assert redact('token "pw" in a pwd', url) == 'token "***" in a pwd'


def test_an_address_without_a_password_has_no_forms() -> None:
    assert password_forms("postgresql://u@127.0.0.1:1/db") == []
    assert password_forms("host=127.0.0.1 user=u") == []
    assert redact("connection refused", "postgresql://u@h/db") == "connection refused"


# --- a real driver -------------------------------------------------------------------------


@pytest.mark.parametrize(("url", "password", "shown"), FORMS, ids=IDS)
def test_a_real_connection_failure_never_names_the_password(
    url: str, password: str, shown: str
) -> None:
    from scoretable.storage.club import ClubError, connect

    with pytest.raises(ClubError) as failed:
        connect(url)  # port 1: nothing listens, or libpq cannot read the address
    text = failed.value.text(lambda _context, source: source)
    assert "\n" not in text
    assert all(piece not in text for piece in _pieces(password)), text
    assert shown in text or "unreachable" in text or "resolve" in text


@pytest.mark.parametrize(("url", "password", "shown"), FORMS, ids=IDS)
def test_the_command_line_never_prints_the_password(
    url: str, password: str, shown: str, tmp_path: object
) -> None:
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "scoretable", "--data-dir", str(tmp_path), "--club", url, "sync"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert all(piece not in result.stderr for piece in _pieces(password)), result.stderr
