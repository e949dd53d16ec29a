"""A learner's progress in the adaptive practice: a chart of right answers over time for the
yaku, the han, the fu and the payments, each skill's record, CSV export, reset.

    dialog = ProgressDialog(progress, parent, names)  # a SkillProgress; yaku -> Japanese
    dialog.resetDone.connect(...)                   # the learner's record was cleared

The chart plots, for each kind of skill, the share of right answers so far after each answer
(:meth:`SkillProgress.curve`). The table lists every skill with its answers, right share, box
and how many questions until it is due. "Export CSV…" writes every learner's skills (a teacher
with several students); "Reset…" asks, then clears this learner's record.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoretable.storage.skills import SkillProgress
from scoretable.teaching.worth import skill_names
from scoretable.ui import theme
from scoretable.ui.error_words import os_reason
from scoretable.ui.fitting import fit_dialog

# the kinds of skill charted: (prefix, colour light, colour dark)
KINDS = (
    ("yaku:", "#1f5fbf", "#6cb4ff"),
    ("han", "#7a3db8", "#c8a2ff"),
    ("fu:", "#b04a00", "#ffa552"),
    ("pay:", "#1b7a2f", "#7bd88f"),
)

# the lines across the chart, in the order their labels claim room
SCALE = (0, 100, 50, 90)


def kind_name(prefix: str) -> str:
    names = {
        "yaku:": QCoreApplication.translate("ProgressDialog", "Yaku"),
        "han": QCoreApplication.translate("ProgressDialog", "Han"),
        "fu:": QCoreApplication.translate("ProgressDialog", "Fu"),
        "pay:": QCoreApplication.translate("ProgressDialog", "Payments"),
    }
    return names[prefix]


class ProgressChart(QWidget):
    """Right answers so far (%), after each answer, one line per kind of skill."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.curves: dict[str, list[tuple[int, float]]] = {}
        self.setMinimumHeight(140)

    def set_curves(self, curves: dict[str, list[tuple[int, float]]]) -> None:
        """Each kind's curve, one point a question (the last of the skills it took)."""
        self.curves = {kind: sorted(dict(points).items()) for kind, points in curves.items()}
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(480, 200)

    def minimumSizeHint(self) -> QSize:
        # never narrower than its legend, whose names are as long as the language makes them
        right = max(rect.right() for _, rect in self.legend())
        return QSize(max(240, math.ceil(right) + 8), 140)

    def legend(self) -> list[tuple[str, QRectF]]:
        """Each kind's name below the chart, where it is written (its short line before it)."""
        metrics = self.fontMetrics()
        height = metrics.height() + 6
        x = self.plot_rect().left()
        y = self.height() - height + 2
        names = []
        for prefix, _, _ in KINDS:
            name = kind_name(prefix)
            width = metrics.horizontalAdvance(name)
            names.append((name, QRectF(x + 18, y, width + 2, height)))
            x += 18 + width + 16
        return names

    def plot_rect(self) -> QRectF:
        """Where the curves are drawn: right of the scale, above the legend."""
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance("100%") + 8
        legend = metrics.height() + 6
        return QRectF(left, 6, self.width() - left - 8, self.height() - legend - 12)

    def scale_labels(self) -> list[tuple[int, QRectF]]:
        """The percentages written beside their lines, each where it is drawn: 0, 100 and 50
        first, 90 only where it does not run into 100 (a short chart has no room for both)."""
        plot = self.plot_rect()
        height = self.fontMetrics().height()
        labels: list[tuple[int, QRectF]] = []
        for percent in SCALE:
            y = plot.bottom() - plot.height() * percent / 100
            rect = QRectF(0, y - height / 2, plot.left() - 4, height)
            if not any(rect.intersects(other) for _, other in labels):
                labels.append((percent, rect))
        return labels

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plot = self.plot_rect()
        text = self.palette().windowText().color()
        painter.setPen(QPen(self.palette().mid().color(), 1))
        for percent in SCALE:
            y = plot.bottom() - plot.height() * percent / 100
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(text)
        for percent, rect in self.scale_labels():
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{percent}%"
            )
        last = max((p[-1][0] for p in self.curves.values() if p), default=0) or 1
        dark = theme.is_dark()
        for (prefix, light_color, dark_color), (name, place) in zip(
            KINDS, self.legend(), strict=True
        ):
            color = QColor(dark_color if dark else light_color)
            points = self.curves.get(prefix, [])
            painter.setPen(QPen(color, 2))
            shape = [
                QPointF(
                    plot.left() + plot.width() * number / last,
                    plot.bottom() - plot.height() * percent / 100,
                )
                for number, percent in points
            ]
            for a, b in itertools.pairwise(shape):
                painter.drawLine(a, b)
            middle = place.center().y()
            painter.drawLine(QPointF(place.left() - 18, middle), QPointF(place.left() - 4, middle))
            painter.setPen(text)
            painter.drawText(place, Qt.AlignmentFlag.AlignVCenter, name)
        painter.end()


class ProgressDialog(QDialog):
    """One learner's progress (see the module docstring). Signal ``resetDone``."""

    resetDone = Signal()

    def __init__(
        self,
        progress: SkillProgress,
        parent: QWidget | None = None,
        names: dict[str, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.progress = progress
        self.names = names or {}
        self.setWindowTitle(self.tr("Progress of {name}").format(name=progress.learner))
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.chart = ProgressChart()
        layout.addWidget(self.chart, 1)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Skill"), self.tr("Answers"), self.tr("Right"), self.tr("Due in")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.export_button = QPushButton(self.tr("&Export CSV…"))
        self.reset_button = QPushButton(self.tr("&Reset…"))
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.export_button.clicked.connect(self.ask_export)
        self.reset_button.clicked.connect(self.ask_reset)
        self.refresh()
        self.resize(560, 520)
        fit_dialog(self, below=1)

    def refresh(self) -> None:
        stored = self.progress.load()
        records = stored.records
        curves = {}
        for prefix, _, _ in KINDS:
            skills = tuple(s for s in records if s.startswith(prefix))
            curves[prefix] = self.progress.curve(skills) if skills else []
        self.chart.set_curves(curves)
        self.table.setRowCount(len(records))
        ordered = sorted(
            records.items(), key=lambda kv: (kv[1][2] / max(kv[1][2] + kv[1][3], 1), kv[0])
        )
        for row, (skill, (_box, due, right, wrong)) in enumerate(ordered):
            answers = right + wrong
            cells = (
                skill_names(skill, QCoreApplication.translate, self.names),
                str(answers),
                f"{100 * right / answers:.0f}%",
                str(max(due - stored.clock, 0)),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        total = len(self.progress.curve())
        self.summary.setText(
            self.tr("{count} answers, {skills} skills; the weakest first.").format(
                count=total, skills=len(records)
            )
            if records
            else self.tr("No answers yet.")
        )
        self.reset_button.setEnabled(bool(records))

    def ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export every learner's skills"), "skills.csv", self.tr("CSV (*.csv)")
        )
        if path:
            self.export(path)

    def export(self, path: str) -> bool:
        try:
            with open(path, "w", encoding="utf-8", newline="") as out:
                rows = self.progress.export_csv(out)
        except OSError as exc:
            self.summary.setText(
                self.tr("Cannot write {path}: {reason}").format(path=path, reason=os_reason(exc))
            )
            return False
        self.summary.setText(self.tr("Saved {path}: {rows} rows.").format(path=path, rows=rows))
        return True

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Reset"),
            self.tr("Forget every answer of {name}? This cannot be undone.").format(
                name=self.progress.learner
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.progress.reset()
            self.refresh()
            self.resetDone.emit()
