"""A real PostgreSQL server in a temporary directory (the club tests and benchmark).

The Debian ``postgresql`` package's binaries (``/usr/lib/postgresql/<version>/bin``) are used;
where there are none the tests skip with the reason (README: how to run them), and the coverage
gate leaves out the modules only they reach (tests/conftest.py). Setting
``SCORETABLE_TEST_NO_POSTGRES`` acts as if there were none (to try that way on a machine that
has them). ``initdb`` refuses to run as root, so as root the server runs as the unprivileged
``postgres`` account.
The superuser ``club`` has the password ``club-secret`` (scram-sha-256 over TCP on loopback).
Where ``openssl`` is at hand the server also speaks SSL, with a self-signed certificate
(``Server.ssl``), so a client's missing root certificate can be tried.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PASSWORD = "club-secret"
#: Set to anything but "" or "0": the tests act as if no server could run here.
HIDE = "SCORETABLE_TEST_NO_POSTGRES"


def _bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    """A running server: ``url(db)`` for a database, ``stop()``/``start()`` for fault tests."""

    bin: Path
    data: Path
    port: int
    user: str | None
    #: the server's certificate speaks SSL (None: openssl absent, no SSL)
    ssl: Path | None = None

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.user:
            command = ["runuser", "-u", self.user, "--", *command]
        return subprocess.run(command, capture_output=True, text=True, check=check, timeout=60)

    def start(self) -> None:
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-l",
            str(self.data / "server.log"),
            "-w",
            "-o",
            f"-p {self.port} -k {self.data} -c listen_addresses=127.0.0.1 -c fsync=off"
            + (
                f" -c ssl=on -c ssl_cert_file={self.ssl}"
                f" -c ssl_key_file={self.ssl.with_suffix('.key')}"
                if self.ssl
                else ""
            ),
            "start",
        )

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop", check=False)

    def url(self, database: str = "postgres", password: str = PASSWORD) -> str:
        return f"postgresql://club:{password}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)


def _certificate(root: Path, user: str | None) -> Path | None:
    """A self-signed certificate and its key for the server (None without openssl)."""
    if shutil.which("openssl") is None:
        return None
    cert, key = root / "server.crt", root / "server.key"
    done = subprocess.run(
        [
            "openssl",
            "req",
            "-new",
            "-x509",
            "-days",
            "2",
            "-nodes",
            "-subj",
            "/CN=127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        capture_output=True,
        timeout=60,
    )
    if done.returncode != 0:
        return None
    key.chmod(0o600)
    if user:
        shutil.chown(cert, user)
        shutil.chown(key, user)
    return cert


class NoServer(Exception):
    """Why no server can be started here (the tests skip with it)."""


def why_no_server() -> str | None:
    """Why no server can be started here, or None when one can (nothing is started)."""
    if os.environ.get(HIDE, "") not in ("", "0"):
        return f"{HIDE} is set"
    if _bin_dir() is None:
        return "no PostgreSQL server binaries here (Debian: apt-get install postgresql)"
    if os.geteuid() == 0 and _server_account() is None:
        return "running as root and there is no 'postgres' account for initdb"
    return None


def _server_account() -> str | None:
    try:
        return pwd.getpwnam("postgres").pw_name
    except KeyError:
        return None


@contextlib.contextmanager
def running_server() -> Iterator[Server]:
    """A fresh server for the duration of the block; NoServer if none can run here."""
    reason = why_no_server()
    if reason is not None:
        raise NoServer(reason)
    bin_dir = _bin_dir()
    assert bin_dir is not None
    user = None
    root = Path(tempfile.mkdtemp(prefix="scoretable-pg-"))
    if os.geteuid() == 0:
        user = _server_account()
        shutil.chown(root, user)
    data = root / "data"
    pwfile = root / "pw"
    pwfile.write_text(PASSWORD)
    if user:
        shutil.chown(pwfile, user)
    server = Server(bin_dir, data, _free_port(), user, _certificate(root, user))
    try:
        server._run(
            "initdb",
            "-D",
            str(data),
            "-U",
            "club",
            f"--pwfile={pwfile}",
            "--auth-local=trust",
            "--auth-host=scram-sha-256",
            "-E",
            "UTF8",
            "--locale=C",
        )
        server.start()
        yield server
    finally:
        server.stop()
        with contextlib.suppress(OSError):
            shutil.rmtree(root)
