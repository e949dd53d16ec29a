"""Reference tables: generated from the engine, shown, printed to PDF."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QTextTable
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scoretable.engine.rules import get_preset
from scoretable.engine.scoring import payment_table
from scoretable.i18n import Translations
from scoretable.ui.learn import reference_view
from scoretable.ui.learn.reference_view import ReferenceDialog, export_pdf, payment_table_html


def test_the_html_holds_every_payment_of_the_engine_table() -> None:
    rules = get_preset("standard")
    text = payment_table_html(rules)
    for row in payment_table(rules):
        for value in (row.non_dealer_ron, row.dealer_ron, row.dealer_tsumo):
            if value is not None:
                assert f"{value:,}" in text
        if row.non_dealer_tsumo is not None:
            assert f"{row.non_dealer_tsumo[0]:,} / {row.non_dealer_tsumo[1]:,}" in text
    assert "Kiriage mangan: no" in text
    # 4 han 30 fu tsumo: 2,000 / 3,900 without kiriage, 2,000 / 4,000 (mangan) with it
    assert "2,000 / 3,900" in text
    assert "2,000 / 3,900" not in payment_table_html(get_preset("mleague"))
    assert "Kiriage mangan: yes" in payment_table_html(get_preset("mleague"))


def test_pdf_export_writes_a_pdf_whose_first_page_renders(qapp: object, tmp_path: Path) -> None:
    path = export_pdf(get_preset("tenhou"), tmp_path / "table.pdf")
    assert path.stat().st_size > 1000
    assert path.read_bytes()[:5] == b"%PDF-"
    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    assert doc.pageCount() >= 1
    image: QImage = doc.render(0, QSize(595, 842))
    assert not image.isNull()
    # something is drawn: not every pixel is the same
    colors = {image.pixel(x, y) for x in range(0, 595, 7) for y in range(0, 842, 7)}
    assert len(colors) > 2
    doc.close()


def test_dialog_switches_rules_and_saves_a_pdf(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = ReferenceDialog("standard")
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    assert "2,000 / 3,900" in dialog.browser.toPlainText()
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("mleague"))
    text = dialog.browser.toPlainText()
    assert "Kiriage mangan: yes" in text
    assert "2,000 / 3,900" not in text

    target = tmp_path / "out"
    monkeypatch.setattr(
        ReferenceDialog, "ask_pdf_path", staticmethod(lambda parent, s: str(target))
    )
    saved = dialog.save_pdf_dialog()
    assert saved == tmp_path / "out.pdf"
    assert saved.stat().st_size > 1000
    assert "Saved" in dialog.status.text()

    monkeypatch.setattr(ReferenceDialog, "ask_pdf_path", staticmethod(lambda parent, s: ""))
    assert dialog.save_pdf_dialog() is None

    bad = tmp_path / "missing-dir" / "x.pdf"
    monkeypatch.setattr(ReferenceDialog, "ask_pdf_path", staticmethod(lambda parent, s: str(bad)))
    assert dialog.save_pdf_dialog() is None
    assert dialog.status.text().startswith("Could not write or read ")


def test_show_tables_opens_the_preset(qtbot: object, shots: Path) -> None:
    dialog = reference_view.ReferenceDialog.show_tables(None, "tenhou")
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.isVisible()
    assert dialog.rules().name == "tenhou"
    dialog.grab().save(str(shots / "reference.png"))


def test_a_game_with_adjusted_rules_gets_its_own_table(qtbot: object) -> None:
    adjusted = get_preset("standard").replace(kiriage=True)
    dialog = ReferenceDialog(adjusted)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.rules_box.currentText() == "This game's rules (Standard, adjusted)"
    assert dialog.rules() is adjusted
    assert "Kiriage mangan: yes" in dialog.browser.toPlainText()
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("standard"))
    assert "Kiriage mangan: no" in dialog.browser.toPlainText()
    # the preset itself is not listed twice
    plain = ReferenceDialog(get_preset("tenhou"))
    qtbot.addWidget(plain)  # type: ignore[attr-defined]
    assert plain.custom is None
    assert plain.rules().name == "tenhou"


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[Translations]:
    translations = Translations(qapp)
    yield translations
    translations.switch("en")


@pytest.mark.parametrize(
    ("language", "names"),
    [
        ("en", ["mangan", "haneman", "baiman", "sanbaiman", "yakuman"]),
        ("ja", ["満貫", "跳満", "倍満", "三倍満", "役満"]),
    ],
)
def test_the_limits_are_named_in_the_interface_language(
    qtbot: QtBot, translator: Translations, language: str, names: list[str]
) -> None:
    assert translator.switch(language)
    dialog = ReferenceDialog("standard")
    qtbot.addWidget(dialog)
    # the limits' table is the document's last: its second column names each limit
    table = dialog.browser.document().rootFrame().childFrames()[-1]
    assert isinstance(table, QTextTable)
    column = [table.cellAt(row, 1).firstCursorPosition().block().text() for row in range(1, 6)]
    assert column == names


@pytest.mark.parametrize(
    ("language", "notes"),
    [
        (
            "en",
            "Kiriage mangan: no; honba +300 each (ron: the discarder; tsumo: 100 from each); "
            "riichi sticks 1,000 each to the winner.",
        ),
        (
            "ja",
            "切り上げ満貫: なし。1本場ごとに +300(ロン: 放銃者が支払い、ツモ: 各自100点)。"
            "供託は1本1,000点で和了者へ。",
        ),
    ],
)
def test_the_rules_notes_are_punctuated_in_the_interface_language(
    qtbot: QtBot, translator: Translations, language: str, notes: str
) -> None:
    # the Japanese notes read "切り上げ満貫: なし; 1本場ごとに … 和了者へ."
    assert translator.switch(language)
    dialog = ReferenceDialog("standard")
    qtbot.addWidget(dialog)
    assert notes in dialog.browser.toPlainText().splitlines()
