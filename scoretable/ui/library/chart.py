"""The score chart: each player's score across the hands of a game (Qt Charts).

For the game on the table the chart follows the game live (it redraws on the model's
``historyChanged``); for a stored game it shows the game as stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from scoretable.game.model import GameModel
from scoretable.storage.replay import Replayed, replay

if TYPE_CHECKING:
    from scoretable.ui.library.library import Library

#: One colour per seat, told apart with the common colour-vision deficiencies (Okabe-Ito).
SEAT_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7")


def score_points(game: Replayed) -> list[list[tuple[int, int]]]:
    """Per seat, (hand number, score): the start at 0, then after each hand."""
    series = [[(0, game.start[seat])] for seat in range(4)]
    for hand in game.hands:
        for seat in range(4):
            series[seat].append((hand.number, hand.scores[seat]))
    if game.state.game_over and game.state.final_scores is not None:
        last = len(game.hands)
        for seat in range(4):
            series[seat][-1] = (last, game.state.final_scores[seat])
    return series


class ScoreChart(QChartView):
    """A line per player; x: hands played, y: score."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(560, 360)
        chart = QChart()
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(QMargins(8, 8, 8, 8))
        self.setChart(chart)
        self.axis_x = QValueAxis()
        self.axis_x.setTitleText(QCoreApplication.translate("ScoreChart", "Hands played"))
        self.axis_x.setLabelFormat("%d")
        self.axis_y = QValueAxis()
        self.axis_y.setTitleText(QCoreApplication.translate("ScoreChart", "Score"))
        self.axis_y.setLabelFormat("%d")
        chart.addAxis(self.axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.axis_y, Qt.AlignmentFlag.AlignLeft)
        self.series: list[QLineSeries] = []

    def set_game(self, game: Replayed, title: str = "") -> None:
        chart = self.chart()
        for old in self.series:
            chart.removeSeries(old)
        self.series = []
        points = score_points(game)
        for seat, seat_points in enumerate(points):
            line = QLineSeries()
            line.setName(game.names[seat])
            line.setPointsVisible(len(seat_points) <= 40)
            pen = QPen(QColor(SEAT_COLOURS[seat]))
            pen.setWidthF(2.5)
            line.setPen(pen)
            line.append([QPointF(x, y) for x, y in seat_points])
            chart.addSeries(line)
            line.attachAxis(self.axis_x)
            line.attachAxis(self.axis_y)
            self.series.append(line)
        chart.setTitle(title)
        hands = max(1, len(game.hands))
        self.axis_x.setRange(0, hands)
        self.axis_x.setTickCount(min(hands, 12) + 1)
        values = [y for seat_points in points for _, y in seat_points]
        low, high = min(values), max(values)
        step = 5000
        low = (low // step) * step
        high = -((-high) // step) * step
        if high == low:
            high = low + step
        self.axis_y.setRange(low, high)
        self.axis_y.setTickCount(int((high - low) // step) + 1 if high - low <= 60000 else 7)

    def values(self) -> list[list[tuple[float, float]]]:
        """The plotted points, per seat (for tests and tool tips)."""
        return [[(p.x(), p.y()) for p in line.points()] for line in self.series]

    def names(self) -> list[str]:
        return [line.name() for line in self.series]


class ChartDialog(QDialog):
    """A window around a :class:`ScoreChart`."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.chart_view = ScoreChart()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.chart_view)
        layout.addWidget(buttons)
        self.resize(820, 520)
        self._model: GameModel | None = None

    def follow(self, model: GameModel) -> None:
        """Show ``model``'s game and redraw whenever its history changes."""
        self._model = model
        model.historyChanged.connect(self._redraw)
        model.playersChanged.connect(self._redraw)
        self.finished.connect(lambda *_: self._stop_following())
        self._redraw()

    def _stop_following(self) -> None:
        if self._model is not None:
            self._model.historyChanged.disconnect(self._redraw)
            self._model.playersChanged.disconnect(self._redraw)
            self._model = None

    def _redraw(self, *_args: object) -> None:
        model = self._model
        if model is not None:
            self.chart_view.set_game(model_game(model), self.tr("This game"))


def model_game(model: GameModel) -> Replayed:
    """The game on the table, replayed from its log up to the undo position."""
    return replay(model.rules, model.initial_players, model.log, model.index)


def show_current_chart(library: Library) -> ChartDialog | None:
    window = library.window
    if window is None:
        return None
    dialog = ChartDialog(QCoreApplication.translate("ScoreChart", "Score chart"), window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.follow(window.model)
    dialog.open()
    return dialog


def show_game_chart(library: Library, game_id: int, parent: QWidget | None) -> ChartDialog:
    record = library.store.load_game(game_id)
    game = replay(record.rules, record.players, record.log, record.index)
    dialog = ChartDialog(QCoreApplication.translate("ScoreChart", "Score chart"), parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.chart_view.set_game(game, record.title or ", ".join(_names(record.names)))
    dialog.open()
    return dialog


def _names(names: Sequence[str]) -> list[str]:
    return list(names)
