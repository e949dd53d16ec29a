"""One player's page of the statistics: every figure with what it is counted from, the places
game by game, the rating (Tenhou's R) after each game, and the han of the wins.

The figures a table game cannot give (open calls, riichi turns, deal-ins to open or closed
hands) stand apart, under "From imported logs only", with the games and hands they come from.
"""

from __future__ import annotations

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QLocale, QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoretable.engine.tile_hand import YAKU_NAMES
from scoretable.storage.stats import PlayerPage, PlayerStats
from scoretable.ui import theme

# The han distribution's keys in the order shown.
HAN_KEYS = (*(str(han) for han in range(1, 14)), "Y")
_LINE = "#1f77b4"
_DOTS = "#d62728"


def _locale() -> QLocale:
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def _chart(title: str) -> QChart:
    chart = QChart()
    if theme.is_dark():  # else a white card in a dark window
        chart.setTheme(QChart.ChartTheme.ChartThemeDark)
    chart.setTitle(title)
    chart.legend().hide()
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.setLocalizeNumbers(True)
    chart.setLocale(_locale())
    return chart


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "\u2013"


class PlayerFigures(QWidget):
    """The page's widgets: the figures' table and three charts (``places``, ``rating``,
    ``han``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures = QTableWidget(0, 3)
        self.figures.setObjectName("playerFigures")
        self.figures.setHorizontalHeaderLabels(
            [self.tr("Figure"), self.tr("Value"), self.tr("Counted from")]
        )
        self.figures.verticalHeader().setVisible(False)
        self.figures.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.figures.setWordWrap(True)
        self.figures.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.figures.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.places = self._view("placesChart")
        self.rating = self._view("ratingChart")
        self.han = self._view("hanChart")
        self.none = QLabel()
        self.none.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.none)
        layout.addWidget(self.figures)
        for view in (self.places, self.rating, self.han):
            layout.addWidget(view)

    @staticmethod
    def _view(name: str) -> QChartView:
        view = QChartView()
        view.setObjectName(name)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(220)
        return view

    def show_player(self, stats: PlayerStats | None, page: PlayerPage | None, seats: int) -> None:
        """Show ``stats`` and ``page`` (None: nobody to show)."""
        shown = stats is not None and page is not None
        self.none.setVisible(not shown)
        self.none.setText(self.tr("No player under these filters."))
        for widget in (self.figures, self.places, self.rating, self.han):
            widget.setVisible(shown)
        if stats is None or page is None:
            return
        self._fill([*self._rows(stats), *self._yaku_rows(page)])
        self._places(page, seats)
        self._rating(page)
        self._han(page)

    def _rows(self, s: PlayerStats) -> list[tuple[str, str, str]]:
        """(figure, value, what it is counted from); a row with only a figure is a heading."""
        dash = "\u2013"

        def of(part: int, whole: str) -> str:
            return self.tr("{part} of {whole}").format(part=f"{part:,}", whole=whole)

        def share(part: int, whole: str, count: int) -> tuple[str, str]:
            return _percent(part, count), of(part, whole)

        games = self.tr("%n game(s)", "", s.games)
        hands = self.tr("%n hand(s)", "", s.hands)
        wins = self.tr("%n win(s)", "", s.wins)
        deal_ins = self.tr("%n deal-in(s)", "", s.deal_ins)
        riichi = self.tr("%n riichi", "", s.riichi)
        dealer = self.tr("%n dealer hand(s)", "", s.dealer_hands)
        draws = self.tr("%n exhaustive draw(s)", "", s.draws)
        highest = dash if s.highest_score is None else f"{s.highest_score:,}"
        rows = [
            (self.tr("From every game"), "", ""),
            (self.tr("Average placement"), f"{s.average_placement:.2f}", games),
            (self.tr("First place"), *share(s.firsts, games, s.games)),
            (self.tr("Last place"), *share(s.lasts, games, s.games)),
            (self.tr("Busts (below zero at the end)"), *share(s.busts, games, s.games)),
            (self.tr("Highest final score"), highest, games),
            (self.tr("Rating (Tenhou R)"), f"{s.rating:,.1f}", games),
            (self.tr("Wins"), *share(s.wins, hands, s.hands)),
            (self.tr("Wins by tsumo"), *share(s.tsumo_wins, wins, s.wins)),
            (self.tr("Average win"), f"{s.average_win:,.0f}" if s.wins else dash, wins),
            (self.tr("Deal-ins"), *share(s.deal_ins, hands, s.hands)),
            (
                self.tr("Average deal-in"),
                f"{s.average_deal_in:,.0f}" if s.deal_ins else dash,
                deal_ins,
            ),
            (self.tr("Deal-ins while in riichi"), *share(s.riichi_deal_ins, deal_ins, s.deal_ins)),
            (
                self.tr("Deal-ins to a riichi hand"),
                *share(s.deal_ins_to_riichi, deal_ins, s.deal_ins),
            ),
            (self.tr("Riichi"), *share(s.riichi, hands, s.hands)),
            (self.tr("Riichi that won"), *share(s.riichi_wins, riichi, s.riichi)),
            (self.tr("Dealer wins"), *share(s.dealer_wins, dealer, s.dealer_hands)),
            (self.tr("Dealer repeats"), *share(s.dealer_repeats, dealer, s.dealer_hands)),
            (self.tr("Tenpai at exhaustive draws"), *share(s.draw_tenpai, draws, s.draws)),
            (self.tr("Yakuman"), f"{s.yakuman:,}", hands),
            (self.tr("Chombo"), f"{s.chombo:,}", hands),
        ]
        if not s.log_games or s.log_hands is None:
            note = self.tr(
                "None of these games came from a log: open calls and riichi turns need one."
            )
            return [*rows, (self.tr("From imported logs only"), "", ""), (note, "", "")]
        log_hands = self.tr("%n hand(s)", "", s.log_hands)
        log_deal_ins = self.tr("%n deal-in(s)", "", s.log_deal_ins or 0)
        turn = s.average_riichi_turn
        riichi_won = s.log_riichi_wins or 0
        won = self.tr("%n riichi that won", "", riichi_won)
        return [
            *rows,
            (self.tr("From imported logs only (%n game(s))", "", s.log_games), "", ""),
            (
                self.tr("Hands with an open call"),
                *share(s.called_hands or 0, log_hands, s.log_hands),
            ),
            (
                self.tr("Average riichi turn"),
                dash if turn is None else f"{turn:.1f}",
                self.tr("%n riichi", "", s.log_riichi or 0),
            ),
            (
                self.tr("Deal-ins to an open hand"),
                *share(s.deal_ins_to_open or 0, log_deal_ins, s.log_deal_ins or 0),
            ),
            (
                self.tr("Deal-ins to a closed hand without riichi"),
                *share(s.deal_ins_to_closed or 0, log_deal_ins, s.log_deal_ins or 0),
            ),
            (self.tr("Ippatsu (of riichi that won)"), *share(s.ippatsu or 0, won, riichi_won)),
            (self.tr("Ura dora (of riichi that won)"), *share(s.ura_dora or 0, won, riichi_won)),
        ]

    def _yaku_rows(self, page: PlayerPage) -> list[tuple[str, str, str]]:
        """The yaku of the player's wins in imported logs, most frequent first (the names as
        the hand calculator gives them: English, then Japanese)."""
        if not page.yaku:
            return []
        rows = [(self.tr("Yaku of the wins in imported logs"), "", "")]
        for key, count in sorted(page.yaku.items(), key=lambda item: (-item[1], int(item[0]))):
            english, japanese = YAKU_NAMES.get(int(key), (f"#{key}", ""))
            name = f"{english} ({japanese})" if japanese else english
            rows.append((name, f"{count:,}", ""))
        return rows

    def _fill(self, rows: list[tuple[str, str, str]]) -> None:
        table = self.figures
        table.clearSpans()
        table.setRowCount(len(rows))
        bold = table.font()
        bold.setBold(True)
        for row, (figure, value, source) in enumerate(rows):
            heading = not value and not source
            first = QTableWidgetItem(figure)
            if heading:
                first.setFont(bold)
                first.setBackground(theme.heading_fill())
                table.setSpan(row, 0, 1, 3)
            table.setItem(row, 0, first)
            number = QTableWidgetItem(value)
            number.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, 1, number)
            table.setItem(row, 2, QTableWidgetItem(source))
        table.resizeRowsToContents()
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as its rows: the page scrolls, not the table."""
        table = self.figures
        header = table.horizontalHeader()
        height = max(header.height(), header.sizeHint().height()) + 2 * table.frameWidth()
        height += sum(table.rowHeight(row) for row in range(table.rowCount()))
        table.setFixedHeight(height)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.figures.resizeRowsToContents()
        self._fit_height()

    def _places(self, page: PlayerPage, seats: int) -> None:
        chart = _chart(self.tr("Place, game by game"))
        line = QLineSeries()
        line.setPen(QPen(QColor(_LINE), 1.5))
        dots = QScatterSeries()
        dots.setColor(QColor(_DOTS))
        dots.setMarkerSize(7)
        points = [QPointF(number, rank) for number, (_, rank) in enumerate(page.places, 1)]
        line.append(points)
        if len(points) <= 200:
            dots.append(points)
        self._axes(chart, [line, dots], self.tr("Games"), self.tr("Place"), 1)
        axis_y = chart.axes(Qt.Orientation.Vertical)[0]
        assert isinstance(axis_y, QValueAxis)
        axis_y.setReverse(True)  # first place on top
        axis_y.setRange(1, seats)
        axis_y.setTickCount(seats)
        axis_y.setLabelFormat("%.0f")
        self.places.setChart(chart)

    def _rating(self, page: PlayerPage) -> None:
        chart = _chart(self.tr("Rating (Tenhou R) after each game"))
        line = QLineSeries()
        line.setPen(QPen(QColor(_LINE), 2))
        line.append([QPointF(0, 1500), *(QPointF(n, r) for n, r in enumerate(page.ratings, 1))])
        self._axes(chart, [line], self.tr("Games"), self.tr("Rating"), 0)
        axis_y = chart.axes(Qt.Orientation.Vertical)[0]
        assert isinstance(axis_y, QValueAxis)
        values = [1500.0, *page.ratings]
        low, high = min(values), max(values)
        pad = max(10.0, (high - low) * 0.1)
        axis_y.setRange(low - pad, high + pad)
        axis_y.applyNiceNumbers()
        axis_y.setLabelFormat("%.0f")
        self.rating.setChart(chart)

    def _han(self, page: PlayerPage) -> None:
        chart = _chart(self.tr("Wins by han"))
        bars = QBarSet(self.tr("Number of wins"))
        bars.setColor(QColor(_LINE))
        keys = [key for key in HAN_KEYS if page.han.get(key)] or ["1"]
        bars.append([float(page.han.get(key, 0)) for key in keys])
        series = QBarSeries()
        series.append(bars)
        chart.addSeries(series)
        labels = [self._han_label(key) for key in keys]
        axis_x = QBarCategoryAxis()
        axis_x.append(labels)
        axis_x.setTitleText(self.tr("Han"))
        axis_y = QValueAxis()
        axis_y.setLabelFormat("%.0f")
        most = max([1, *page.han.values()])
        step = max(1, -(-most // 5))  # whole wins between the ticks, five at most
        axis_y.setRange(0, step * -(-most // step))
        axis_y.setTickType(QValueAxis.TickType.TicksDynamic)
        axis_y.setTickAnchor(0)
        axis_y.setTickInterval(step)
        axis_y.setTitleText(self.tr("Number of wins"))
        chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(axis_x)
        series.attachAxis(axis_y)
        self.han.setChart(chart)

    def _han_label(self, key: str) -> str:
        if key == "Y":
            return self.tr("Yakuman")
        return "13+" if key == "13" else key

    @staticmethod
    def _axes(
        chart: QChart, series: list[QLineSeries | QScatterSeries], x: str, y: str, first: int
    ) -> None:
        """Value axes titled ``x`` and ``y``; x runs from ``first`` to the last point."""
        axis_x = QValueAxis()
        axis_x.setTitleText(x)
        axis_x.setLabelFormat("%.0f")
        axis_y = QValueAxis()
        axis_y.setTitleText(y)
        chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        for item in series:
            chart.addSeries(item)
            item.attachAxis(axis_x)
            item.attachAxis(axis_y)
        last = max(first + 1, int(series[0].at(series[0].count() - 1).x()))
        pad = 0.5 if first else 0.0  # half a game either side: the dots are drawn whole
        axis_x.setRange(first - pad, last + pad)
        axis_x.setTickType(QValueAxis.TickType.TicksDynamic)
        axis_x.setTickAnchor(first)
        axis_x.setTickInterval(max(1, -(-(last - first) // 5)))  # whole games, six ticks at most
