"""The one translation marker and the one way to write a template in the user's language."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoretable.engine.markers import QT_TRANSLATE_NOOP, english, translated

PACKAGE = Path(__file__).resolve().parents[2] / "scoretable"

FRENCH = {"{name} wins {points}": "{name} gagne {points}"}


def french(context: str, text: str) -> str:
    return FRENCH.get(text, text)


@pytest.mark.parametrize(
    ("translate", "expected"),
    [
        (english, "Ann wins 3,900"),
        (french, "Ann gagne 3,900"),
        (lambda c, t: "{nom} gagne {points}", "Ann wins 3,900"),  # a field misnamed
        (lambda c, t: "{name} gagne {0}", "Ann wins 3,900"),  # a field by position
        (lambda c, t: "{name gagne", "Ann wins 3,900"),  # a stray brace
        (lambda c, t: "{name} gagne", "Ann gagne"),  # a field left out is allowed
    ],
)
def test_a_template_is_translated_then_filled_else_english(translate, expected) -> None:
    assert translated(translate, "Speech", "{name} wins {points}", name="Ann", points="3,900") == (
        expected
    )


def test_the_context_reaches_the_lookup() -> None:
    asked: list[tuple[str, str]] = []

    def lookup(context: str, text: str) -> str:
        asked.append((context, text))
        return text

    translated(lookup, "AllLast", "{n} points", n=1)
    assert asked == [("AllLast", "{n} points")]


@given(st.text())
def test_the_marker_returns_its_text_unchanged(text: str) -> None:
    assert QT_TRANSLATE_NOOP("Any", text) == text


def test_the_package_marks_with_one_marker() -> None:
    """Every module takes ``QT_TRANSLATE_NOOP`` from ``scoretable.engine.markers``, none
    from Qt, and none defines one of its own."""
    strays = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module != "scoretable.engine.markers":
                names = {alias.name for alias in node.names}
                if names & {"QT_TRANSLATE_NOOP", "QT_TR_NOOP", "QT_TRANSLATE_N_NOOP"}:
                    strays.append(f"{path.relative_to(PACKAGE)}: from {node.module}")
            elif isinstance(node, (ast.FunctionDef, ast.Assign)) and path.name != "markers.py":
                targets = (
                    [node.name]
                    if isinstance(node, ast.FunctionDef)
                    else [t.id for t in node.targets if isinstance(t, ast.Name)]
                )
                if "QT_TRANSLATE_NOOP" in targets:
                    strays.append(f"{path.relative_to(PACKAGE)}: defines its own")
    assert strays == []
