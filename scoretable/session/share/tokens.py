"""The tokens that open a shared game: one per seat and one for the overlay.

    tokens = Tokens()
    tokens.issue(4)                 # a new game: new random tokens, the old ones gone
    tokens.seat_of(token)           # 0..3, OVERLAY, or None (unknown or revoked)
    tokens.revoke(token)            # that page is shut out (a new token takes its place)

Each token is 128 random bits (``secrets``), written URL-safe; a token is compared in constant
time. Tokens live in memory only: they change with each game and with each start of sharing.
"""

from __future__ import annotations

import hmac
import secrets
import threading

# The overlay's "seat".
OVERLAY = -1


class Tokens:
    """The current tokens (thread-safe: the window reads and revokes, the server looks up)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._seats: list[str] = []
        self._overlay = ""

    def issue(self, players: int) -> None:
        """New tokens for ``players`` seats and the overlay; every earlier token stops working."""
        with self._lock:
            self._seats = [secrets.token_urlsafe(16) for _ in range(players)]
            self._overlay = secrets.token_urlsafe(16)

    @property
    def seats(self) -> list[str]:
        with self._lock:
            return list(self._seats)

    @property
    def overlay(self) -> str:
        with self._lock:
            return self._overlay

    def seat_of(self, token: str) -> int | None:
        """The seat ``token`` opens (:data:`OVERLAY` for the overlay), or None."""
        if not token:
            return None
        with self._lock:
            found = None
            for seat, known in enumerate(self._seats):
                if hmac.compare_digest(known.encode(), token.encode()):
                    found = seat
            if self._overlay and hmac.compare_digest(self._overlay.encode(), token.encode()):
                found = OVERLAY
            return found

    def revoke(self, seat: int) -> str:
        """Replace the token of ``seat`` (:data:`OVERLAY`: the overlay's); the new token."""
        fresh = secrets.token_urlsafe(16)
        with self._lock:
            if seat == OVERLAY:
                self._overlay = fresh
            else:
                self._seats[seat] = fresh
        return fresh

    def clear(self) -> None:
        """No token works any more (sharing stopped)."""
        with self._lock:
            self._seats = []
            self._overlay = ""
