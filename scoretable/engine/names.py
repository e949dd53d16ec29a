"""Player names as the table shows them: no control or bidirectional-override characters
(U+202E would make a panel or an export show a name backwards and lie about it), no lone
surrogates, whitespace collapsed, at most :data:`NAME_MAX` characters.

Applied where a name comes in: the new-game dialog, a rename, an import.
"""

from __future__ import annotations

import unicodedata

# The longest name kept (longer ones are cut): enough for any real name, short enough for
# a panel, a results dialog and a CSV header.
NAME_MAX = 40

# Formatting characters that reorder or hide text (bidi embeddings, overrides, isolates and
# marks; zero-width joiners are kept: some scripts and emoji need them).
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def clean_name(text: str) -> str:
    """``text`` without control, bidi-override or surrogate characters, its runs of
    whitespace made one space, trimmed, cut to :data:`NAME_MAX` characters."""
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if char in _BIDI or category == "Cs":
            continue
        if category == "Cc" or category in ("Zl", "Zp"):
            char = " "
        kept.append(char)
    return " ".join("".join(kept).split())[:NAME_MAX].strip()
