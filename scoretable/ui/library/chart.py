"""The score chart: each player's score across the hands of a game (Qt Charts).

A line per player: four, or three in a three-player game. One point per row of the game
(``scoretable.engine.game_rows``: the hands, and the game's end if it moved points), after the
start. For the game on the table the chart follows the game row by row (the model's
``handsChanged``: points appended and removed, never a rebuild); for a stored game it shows the
game as stored.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QLocale, QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from scoretable.engine.game_rows import Hand, Scores
from scoretable.engine.table import new_game
from scoretable.game.model import GameModel
from scoretable.storage.db import Store
from scoretable.storage.replay import Replayed, replay
from scoretable.ui import theme
from scoretable.ui.fitting import fit_dialog

# One colour per seat, told apart with the common colour-vision deficiencies (Okabe-Ito).
SEAT_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7")


# the y axis' grid: scores in steps of this many points
Y_STEP = 5000
# points are drawn as dots up to this many per line
DOTS_UP_TO = 40


class ScoreChart(QChartView):
    """A line per player; x: hands played, y: score.

    Made with a stored ``game`` (and its ``title``), it draws it; :meth:`show_hands` draws a
    game; :meth:`hands_changed` follows it row by row (points removed and appended at the end,
    the axes from running extremes: O(rows changed)).
    """

    def __init__(
        self, game: Replayed | None = None, title: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        # small enough for a 683x384 screen (a 1366x768 laptop at 200%) beside its button
        self.setMinimumSize(360, 240)
        chart = QChart()
        if theme.is_dark():  # else a white card in a dark window
            chart.setTheme(QChart.ChartTheme.ChartThemeDark)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(QMargins(8, 8, 8, 8))
        # Numbers as everywhere in the app: "45,000" (the axes' %.0f is formatted by this
        # locale; Qt Charts leaves %d unformatted, and its C locale writes "45000").
        chart.setLocalizeNumbers(True)
        chart.setLocale(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        self.setChart(chart)
        self.axis_x = QValueAxis()
        self.axis_x.setTitleText(QCoreApplication.translate("ScoreChart", "Hands played"))
        self.axis_x.setLabelFormat("%.0f")
        self.axis_y = QValueAxis()
        self.axis_y.setTitleText(QCoreApplication.translate("ScoreChart", "Score"))
        self.axis_y.setLabelFormat("%.0f")
        chart.addAxis(self.axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.axis_y, Qt.AlignmentFlag.AlignLeft)
        self.series: list[QLineSeries] = []
        # (lowest, highest) score of the points 0..i, per point i (the start is point 0)
        self._extremes: list[tuple[int, int]] = []
        if game is not None:
            self.show_hands(game.start, game.hands, game.names, title)

    def show_hands(
        self, start: Scores, hands: Sequence[Hand], names: Sequence[str], title: str = ""
    ) -> None:
        """Draw the start and ``hands`` (every line anew)."""
        chart = self.chart()
        for old in self.series:
            chart.removeSeries(old)
        self.series = []
        for seat in range(len(start)):  # a line per player: three or four
            line = QLineSeries()
            line.setName(names[seat])
            pen = QPen(QColor(SEAT_COLOURS[seat]))
            pen.setWidthF(2.5)
            line.setPen(pen)
            line.append([QPointF(0, start[seat])])
            chart.addSeries(line)
            line.attachAxis(self.axis_x)
            line.attachAxis(self.axis_y)
            self.series.append(line)
        self._extremes = [(min(start), max(start))]
        chart.setTitle(title)
        self._append(hands)
        self._update_axes()
        self._place_legend()

    def hands_changed(self, first: int, removed: int, added: Sequence[Hand]) -> None:
        """Rows ``first`` .. ``first + removed - 1`` went (the last ones); ``added`` came."""
        if removed:
            for line in self.series:
                line.removePoints(first + 1, removed)
            del self._extremes[first + 1 :]
        self._append(added)
        self._update_axes()

    def set_names(self, names: Sequence[str]) -> None:
        for line, name in zip(self.series, names, strict=True):
            line.setName(name)
        self._place_legend()

    def _place_legend(self) -> None:
        """The names under the chart in one row where they fit whole, else beside it, one
        a line (long names were cut to "WWWW…" in the row)."""
        legend = self.chart().legend()
        metrics = QFontMetrics(legend.font())
        row = sum(metrics.horizontalAdvance(line.name()) + 48 for line in self.series)
        below = row <= max(self.width(), self.minimumWidth()) - 32
        legend.setAlignment(Qt.AlignmentFlag.AlignBottom if below else Qt.AlignmentFlag.AlignRight)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_legend()

    def _append(self, hands: Sequence[Hand]) -> None:
        if not hands:
            return
        for seat, line in enumerate(self.series):
            line.append([QPointF(hand.number, hand.scores[seat]) for hand in hands])
        low, high = self._extremes[-1]
        for hand in hands:
            low = min(low, *hand.scores)
            high = max(high, *hand.scores)
            self._extremes.append((low, high))

    def _update_axes(self) -> None:
        rows = len(self._extremes) - 1
        for line in self.series:
            line.setPointsVisible(rows + 1 <= DOTS_UP_TO)
        hands = max(1, rows)
        self.axis_x.setRange(0, hands)
        self.axis_x.setTickCount(min(hands, 12) + 1)
        low, high = self._extremes[-1]
        low = (low // Y_STEP) * Y_STEP
        high = -((-high) // Y_STEP) * Y_STEP
        if high == low:
            high = low + Y_STEP
        self.axis_y.setRange(low, high)
        self.axis_y.setTickCount(int((high - low) // Y_STEP) + 1 if high - low <= 60000 else 7)

    def values(self) -> list[list[tuple[float, float]]]:
        """The plotted points, per seat (for tests and tool tips)."""
        return [[(p.x(), p.y()) for p in line.points()] for line in self.series]

    def names(self) -> list[str]:
        return [line.name() for line in self.series]


class ChartDialog(QDialog):
    """A window around a :class:`ScoreChart`."""

    def __init__(
        self,
        title: str,
        parent: QWidget | None = None,
        game: Replayed | None = None,
        game_title: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.chart_view = ScoreChart(game, game_title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.chart_view)
        layout.addWidget(buttons)
        self.resize(820, 520)
        fit_dialog(self)
        self._model: GameModel | None = None

    def follow(self, model: GameModel) -> None:
        """Show ``model``'s game and follow its rows (points appended and removed)."""
        self._model = model
        model.handsChanged.connect(self._hands_changed)
        model.playersChanged.connect(self.chart_view.set_names)
        self.finished.connect(lambda *_: self._stop_following())
        start = new_game(model.rules).scores
        self.chart_view.show_hands(start, model.hands, model.players, self.tr("This game"))

    def _stop_following(self) -> None:
        if self._model is not None:
            self._model.handsChanged.disconnect(self._hands_changed)
            self._model.playersChanged.disconnect(self.chart_view.set_names)
            self._model = None

    def _hands_changed(self, first: int, removed: int, added: int) -> None:
        model = self._model
        assert model is not None
        self.chart_view.hands_changed(first, removed, model.hands[first : first + added])


def show_current_chart(model: GameModel, parent: QWidget | None = None) -> ChartDialog:
    """The chart of the game on the table, following it live."""
    dialog = ChartDialog(QCoreApplication.translate("ScoreChart", "Score chart"), parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.follow(model)
    dialog.open()
    return dialog


def show_game_chart(store: Store, game_id: int, parent: QWidget | None) -> ChartDialog:
    """The chart of a stored game, as stored."""
    record = store.load_game(game_id)
    game = replay(record.rules, record.players, record.log, record.index)
    title = record.title or ", ".join(_names(record.names))
    dialog = ChartDialog(
        QCoreApplication.translate("ScoreChart", "Score chart"), parent, game, title
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def _names(names: Sequence[str]) -> list[str]:
    return list(names)
