"""Game -> Share with phones: the sharing server switched on and off, a QR code per seat and one
for the overlay, new codes, and the pages connected.

    ShareDialog.open_for(window)      # the window's one dialog (made on first use), shown
                                      # (Game -> Share with phones: menus.open_screen)

In table mode (View -> Table mode) the seat codes lie as a cross around the overlay's, each on
its seat's side of the table and turned to face it as its panel is (``window.panel_angle``),
following the window's layout and rotation; on the screen they stand upright in rows.

Each seat's card can mark its player learning (remembered by name in the settings): that
seat's phone then asks what is paid after each hand won, and the answers are kept in the data
folder's ``table-answers.jsonl`` (:mod:`scoretable.session.share.questions`).

Nothing listens until Start is pressed; closing the dialog keeps sharing (the phones go on), the
window closing stops it. The server is the session's
(:meth:`scoretable.session.table_session.TableSession.start_sharing`), which follows the game on
the table: another game gets new codes, and the dialog shows them (the session's
``gameChanged``).
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scoretable import clock
from scoretable.game.model import GameModel
from scoretable.session.share.tokens import OVERLAY
from scoretable.session.table_session import SharingRefused, TableSession
from scoretable.ui.error_words import os_reason
from scoretable.ui.widgets.rotated import RotatedHost

# The Address choice that listens on every address of the machine (never shown: the
# machine's real addresses are).
ALL_ADDRESSES = "0.0.0.0"
# The port offered first (0: any free one).
DEFAULT_PORT = 8765
# table mode: the (row, column) of the cross where a card turned by each angle lies (the
# side its reader sits on: 0 below, 90 right, 180 across, 270 left), the overlay's in the middle
CROSS = {0: (2, 1), 90: (1, 2), 180: (0, 1), 270: (1, 0)}
# a code's modules with its quiet zone (a seat's address: version 4, 33 modules, and 3 a side)
CODE_MODULES = 39
# a code smaller than this many device pixels is hard for a phone to scan across a table
MIN_CODE_PIXELS = 120
# a compact card's height beyond its code (title, New code, margins), and the dialog's beyond
# the cross (the Close button, the frame), in logical pixels
CARD_EXTRA = 64
DIALOG_EXTRA = 90
# table mode: the width of the controls' column beside the cross
SIDE_WIDTH = 330
# Qt's largest widget size (QWIDGETSIZE_MAX)
QWIDGETSIZE_MAX = 16777215


def qr_pixmap(text: str, scale: int = 4, ratio: float = 1.0) -> QPixmap:
    """A QR code of ``text`` (segno), black on white with its quiet zone, ``scale`` logical
    pixels a module, drawn for a display of ``ratio`` device pixels a pixel (sharp edges)."""
    import segno

    buffer = io.BytesIO()
    modules = max(1, round(scale * ratio))
    segno.make(text, error="m").save(buffer, kind="png", scale=modules, border=3)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    pixmap.setDevicePixelRatio(modules / scale)
    return pixmap


class _Card(QFrame):
    """One page's code: its QR, whose page it is, its address, and New code."""

    # a card's width: its code (33 modules of 4 pixels and the quiet zone) and margins
    WIDTH = 190

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        # never squeezed: the code stays square and the address whole (no label here wraps
        # by itself: the address is broken into its two lines here)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(self.WIDTH)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.column = layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code = QLabel()
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.address.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        self.address.setFont(font)
        self.renew = QPushButton(QCoreApplication.translate("ShareDialog", "New code"))
        self.renew.setToolTip(
            QCoreApplication.translate(
                "ShareDialog", "The page opened with this code stops; a new code replaces it"
            )
        )
        for label in (self.title, self.address):
            label.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
        # a seat's phone may ask its player what is paid after each hand (the overlay: never)
        self.learning = QCheckBox(QCoreApplication.translate("ShareDialog", "Learning"))
        self.learning.setToolTip(
            QCoreApplication.translate(
                "ShareDialog",
                "This phone asks what is paid after each hand won, before it shows the "
                "amounts; the answers are practice (Learn -> Learners at the table)",
            )
        )
        self.learning.setVisible(seat != OVERLAY)
        for widget in (self.title, self.code, self.address, self.learning, self.renew):
            layout.addWidget(widget)
        # the code centred however wide the title or the button makes the card
        layout.setAlignment(self.code, Qt.AlignmentFlag.AlignHCenter)

    def show_url(self, title: str, url: str, compact: bool = False, scale: int = 4) -> None:
        """Show ``url``'s code under ``title``, ``scale`` logical pixels a module; ``compact``
        (table mode): the address only as the code's tool tip and tighter margins (the
        players scan, the cross stays small)."""
        # a long name cut short in the middle (the wind stays), whole in the tool tip
        room = self.WIDTH - 24
        shown = QFontMetrics(self.title.font()).elidedText(
            title, Qt.TextElideMode.ElideMiddle, room
        )
        self.title.setText(shown)
        self.title.setToolTip(title if shown != title else "")
        self.title.setAccessibleName(title)
        self.address.setText(_breakable(url))
        self.address.setVisible(not compact)
        self.code.setToolTip(url if compact else "")
        if compact:
            self.column.setContentsMargins(4, 4, 4, 4)
            self.column.setSpacing(2)
            self.setMinimumWidth(0)  # as wide as its title, its code or its button
        pixmap = qr_pixmap(url, scale=scale, ratio=self.devicePixelRatioF())
        self.code.setPixmap(pixmap)
        self.code.setFixedSize(pixmap.deviceIndependentSize().toSize())

        self.url = url


def _breakable(url: str) -> str:
    # a long address on two lines: the page, then its token
    return url.replace("?", "\n?")


class ShareDialog(QDialog):
    """See the module docstring.

    Signals:
        devicesChanged()  a page connected or left (emitted on the server's thread; queued)
    """

    devicesChanged = Signal()

    def __init__(
        self,
        session: TableSession,
        parent: QWidget | None = None,
        settings: Any = None,
        directory: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("shareDialog")
        self.setWindowTitle(self.tr("Share with phones"))
        self.session = session
        # where the learners are remembered (None: for this dialog only) and where their
        # answers are kept (None: not kept)
        self.settings = settings
        self.directory = directory
        self._learners: set[str] = set()
        session.gameChanged.connect(self._follow_game)
        self.devicesChanged.connect(self._show_devices, Qt.ConnectionType.QueuedConnection)

        layout = QVBoxLayout(self)
        # the body: the controls above, the codes, then New codes and the pages open; in
        # table mode on a wide screen the codes' cross beside the other two
        self.body = QGridLayout()
        layout.addLayout(self.body)
        self.controls = QWidget()
        top = QVBoxLayout(self.controls)
        top.setContentsMargins(0, 0, 0, 0)
        self.after = QWidget()
        bottom = QVBoxLayout(self.after)
        bottom.setContentsMargins(0, 0, 0, 0)
        intro = QLabel(
            self.tr(
                "Each player scans their seat's code with a phone on the same network and "
                "sees their score and all-last conditions live; the overlay's code is for a "
                "stream. Phones only read: they never change the game."
            )
        )
        intro.setWordWrap(True)
        top.addWidget(intro)

        where = QGridLayout()
        where.addWidget(QLabel(self.tr("Address:")), 0, 0)
        self.host = QComboBox()
        self.host.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.host.setMinimumContentsLength(12)
        from scoretable.session.share.addresses import local_addresses

        for address in local_addresses():
            label = address
            if address.startswith("127."):
                label = self.tr("{address} (this computer)").format(address=address)
            self.host.addItem(label, address)
        self.host.addItem(self.tr("All addresses"), ALL_ADDRESSES)
        where.addWidget(self.host, 0, 1, 1, 2)
        where.addWidget(QLabel(self.tr("Port:")), 1, 0)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setToolTip(self.tr("0: any free port"))
        where.addWidget(self.port, 1, 1)
        self.start_button = QPushButton(self.tr("Start sharing"))
        self.start_button.clicked.connect(self.toggle)
        where.addWidget(self.start_button, 1, 2)
        where.setColumnStretch(2, 1)
        top.addLayout(where)

        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # a system's reason, an address
        self.status.setWordWrap(True)
        self.status.setObjectName("shareStatus")
        top.addWidget(self.status)

        self.cards_box = QWidget()
        self.cards = QGridLayout(self.cards_box)
        self.cards.setContentsMargins(0, 0, 0, 0)

        renew_row = QHBoxLayout()
        self.renew_all = QPushButton(self.tr("New codes for every page"))
        self.renew_all.setToolTip(self.tr("Every page opened so far stops; scan the new codes"))
        self.renew_all.clicked.connect(self.new_codes)
        renew_row.addWidget(self.renew_all)
        renew_row.addStretch(1)
        bottom.addLayout(renew_row)

        bottom.addWidget(QLabel(self.tr("Pages open now:")))
        self.devices = QListWidget()
        self.devices.setObjectName("shareDevices")
        self.devices.setMaximumHeight(self.devices.fontMetrics().height() * 6)
        bottom.addWidget(self.devices)
        self._place_body(False)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self._show_state()
        from scoretable.ui.fitting import fit_dialog

        fit_dialog(self)

    # --- opening -------------------------------------------------------------------------

    @classmethod
    def open_for(cls, window: Any) -> ShareDialog:
        """The window's sharing dialog (made once, a child of the window), shown: as Game ->
        Share with phones opens it (``menus.open_screen``)."""
        return window.menu_game.open_share()  # type: ignore[no-any-return]

    @classmethod
    def made_for(cls, window: Any) -> ShareDialog:
        """A new sharing dialog on ``window``'s session, following its layout, shown."""
        library = getattr(window, "library", None)
        directory = None if library is None else library.store.path.parent
        dialog = cls(window.session, window, getattr(window, "settings", None), directory)
        window.installEventFilter(dialog)
        # after the window has laid itself out again (queued: the action's check mark
        # changes before the layout does)
        queued = Qt.ConnectionType.QueuedConnection
        view = window.menu_view
        view.act_table_mode.toggled.connect(dialog.follow_layout, queued)
        view.act_rotate.triggered.connect(dialog.follow_layout, queued)
        dialog.show()
        return dialog

    def table_mode(self) -> bool:
        """Whether the window is in table mode (the seat codes then face their seats)."""
        return getattr(self.parent(), "layout_mode", "screen") == "table"

    def seat_angle(self, seat: int) -> int:
        """How far ``seat``'s code is turned, counter-clockwise: its panel's in table mode."""
        window: Any = self.parent()
        return int(window.panel_angle(seat)) if self.table_mode() else 0

    def follow_layout(self) -> None:
        """Lay the codes out again for the window's layout and rotation."""
        self._show_codes()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Close:
            self.stop()  # sharing stops with the window
        return False

    # --- sharing -------------------------------------------------------------------------

    @property
    def model(self) -> GameModel:
        """The game on the table (the session's)."""
        return self.session.model

    @property
    def server(self) -> Any:
        """The session's phones' server (None: not sharing)."""
        return self.session.server

    @property
    def link(self) -> Any:
        """What hands the game's changes to the server (the session's)."""
        return self.session.share_link

    @property
    def sharing(self) -> bool:
        return self.session.sharing

    def toggle(self) -> None:
        if self.sharing:
            self.stop()
        else:
            self.start()

    def start(self) -> bool:
        """Listen on the chosen address; False (the reason shown) if it cannot."""
        if self.sharing:
            return True
        language = "ja" if QLocale().language() == QLocale.Language.Japanese else "en"
        from scoretable.storage.table_answers import AnswerBook

        keep = None if self.directory is None else AnswerBook(self.directory).add
        try:
            self.session.start_sharing(
                str(self.host.currentData()),
                self.port.value(),
                language,
                on_devices=self.devicesChanged.emit,
                learners=self.learner_seats(),
                on_answer=keep,
            )
        except SharingRefused as refused:
            self.status.setText(
                self.tr("Cannot share on {address}: {reason}").format(
                    address=refused.address or self.tr("all addresses"),
                    reason=os_reason(refused.error),
                )
            )
            return False
        self._show_state()
        return True

    def stop(self) -> None:
        """Stop listening: every page is disconnected, every code stops working."""
        self.session.stop_sharing()
        self._show_state()

    def _follow_game(self, _model: GameModel) -> None:
        """The session has a new game on the table (and new codes for it): show them."""
        if self.sharing:
            self.server.set_learners(self.learner_seats())
            self._show_codes()

    def new_codes(self) -> None:
        """New codes for every page of the game (the earlier ones stop)."""
        if self.sharing:
            self.session.new_codes()
            self._show_codes()

    def learner_names(self) -> set[str]:
        """The players marked learning (remembered by name)."""
        if self.settings is None:
            return set(self._learners)
        from scoretable.settings import SHARE_LEARNERS

        try:
            names = json.loads(self.settings.get(SHARE_LEARNERS))
        except ValueError:
            return set()
        return {n for n in names if isinstance(n, str)} if isinstance(names, list) else set()

    def learner_seats(self) -> set[int]:
        """The seats of the game whose players are learning."""
        names = self.learner_names()
        return {seat for seat, name in enumerate(self.model.players) if name in names}

    def set_learning(self, seat: int, on: bool) -> None:
        """Mark the player at ``seat`` learning (or not), remembered by name; the server asks
        that seat from the next hand won."""
        names = self.learner_names()
        name = self.model.players[seat]
        if on:
            names.add(name)
        else:
            names.discard(name)
        if self.settings is None:
            self._learners = names
        else:
            from scoretable.settings import SHARE_LEARNERS

            self.settings.set(SHARE_LEARNERS, json.dumps(sorted(names), ensure_ascii=False))
        if self.server is not None:
            self.server.set_learners(self.learner_seats())

    def renew(self, seat: int) -> None:
        """A new code for one page (``OVERLAY``: the overlay's)."""
        if self.server is not None:
            self.server.revoke(seat)
            self._show_codes()

    # --- showing -------------------------------------------------------------------------

    def _show_state(self) -> None:
        on = self.sharing
        self.start_button.setText(self.tr("Stop sharing") if on else self.tr("Start sharing"))
        self.host.setEnabled(not on)
        self.port.setEnabled(not on)
        self.renew_all.setEnabled(on)
        if on and self.server.everywhere:
            self.status.setText(
                self.tr(
                    "Sharing on all addresses ({addresses}), port {port}: phones on the same "
                    "network scan their code."
                ).format(addresses=", ".join(self.server.addresses()), port=self.server.port)
            )
        elif on:
            base = self.server.urls()["overlay"].split("/overlay", 1)[0]
            self.status.setText(
                self.tr("Sharing on {address}: phones on the same network scan their code.").format(
                    address=base
                )
            )
        else:
            self.status.setText(self.tr("Not sharing: nothing listens for phones."))
        self._show_codes()
        self._show_devices()

    def card_titles(self) -> list[str]:
        """Each card's title, whole, the overlay's last (for the tests and a screen
        reader)."""
        return [self._card(i).title.accessibleName() for i in range(self.cards.count())]

    def card_holder(self, index: int) -> QWidget:
        """The widget in the cards' grid for card ``index``: the card, or in table mode a
        seat card's turned host (a :class:`RotatedHost`)."""
        item = self.cards.itemAt(index)
        widget = item.widget() if item is not None else None
        assert widget is not None
        return widget

    def _card(self, index: int) -> _Card:
        widget = self.card_holder(index)
        if isinstance(widget, RotatedHost):
            widget = widget.widget
        assert isinstance(widget, _Card)
        return widget

    def _show_codes(self) -> None:
        while self.cards.count():
            item = self.cards.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.cards_box.setVisible(self.sharing)
        if self.server is None:
            return
        urls = self.server.urls()
        players = list(self.model.players)
        # the wind each seat started with (seat 0 is the first East) names its code
        winds = (self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North"))
        from scoretable.ui.fitting import room

        pages = [*range(len(players)), OVERLAY]
        table = self.table_mode()
        scale = self._module_pixels(table)
        cards = []
        for seat in pages:
            card = _Card(seat, self.cards_box)
            if seat == OVERLAY:
                card.show_url(self.tr("Overlay (stream)"), urls["overlay"], table, scale)
            else:
                title = self.tr("{name} ({wind})").format(name=players[seat], wind=winds[seat])
                card.show_url(title, urls["seats"][seat], table, scale)
            card.renew.clicked.connect(lambda _=False, s=seat: self.renew(s))
            if seat != OVERLAY:
                card.learning.setChecked(seat in self.learner_seats())
                card.learning.toggled.connect(lambda on, s=seat: self.set_learning(s, on))
            cards.append(card)
        if table:
            cross = self._lay_out_cross(cards)
            self._place_body(SIDE_WIDTH + cross + 60 <= room(self).width())
            QTimer.singleShot(0, self._grow)
            return
        self._place_body(False)
        # as many cards a row as the screen has room for
        width = max(max(card.sizeHint().width() for card in cards), _Card.WIDTH) + 12
        columns = max(1, min(len(pages), (room(self).width() - 60) // width))
        for index, card in enumerate(cards):
            self.cards.addWidget(card, index // columns, index % columns)
        QTimer.singleShot(0, self._grow)  # once the cards' sizes are known

    def _place_body(self, beside: bool) -> None:
        """The codes below the controls, or (``beside``) the controls and the pages open in
        a column on the left, the codes' cross on the right."""
        for widget in (self.controls, self.cards_box, self.after):
            self.body.removeWidget(widget)
        top = Qt.AlignmentFlag.AlignTop
        if beside:
            self.body.addWidget(self.controls, 0, 0, top)
            self.body.addWidget(self.after, 1, 0, top)
            self.body.addWidget(self.cards_box, 0, 1, 3, 1, Qt.AlignmentFlag.AlignCenter)
            self.body.setRowStretch(2, 1)
            self.body.setColumnStretch(0, 0)
            self.controls.setMaximumWidth(SIDE_WIDTH)
            self.after.setMaximumWidth(SIDE_WIDTH)
        else:
            self.body.addWidget(self.controls, 0, 0)
            self.body.addWidget(self.cards_box, 1, 0)
            self.body.addWidget(self.after, 2, 0)
            self.body.setRowStretch(2, 0)
            self.controls.setMaximumWidth(QWIDGETSIZE_MAX)
            self.after.setMaximumWidth(QWIDGETSIZE_MAX)

    def _module_pixels(self, table: bool) -> int:
        """Logical pixels a QR module: 4, or in table mode as many as let the cross fit the
        screen's height, never so few that a code is under MIN_CODE_PIXELS device pixels."""
        if not table:
            return 4
        from scoretable.ui.fitting import room

        ratio = self.devicePixelRatioF()
        height = room(self).height()
        smallest = 2
        for pixels in (4, 3, 2):
            if CODE_MODULES * pixels * ratio < MIN_CODE_PIXELS:
                break
            smallest = pixels
            if 3 * (CODE_MODULES * pixels + CARD_EXTRA) + DIALOG_EXTRA <= height:
                return pixels
        return smallest

    def _lay_out_cross(self, cards: list[_Card]) -> int:
        """Table mode: each seat's card on its seat's side, turned to face it; the overlay's
        upright in the middle. Returns the cross's width."""
        centre = Qt.AlignmentFlag.AlignCenter
        widths = [0, 0, 0]
        for card in cards:
            card.adjustSize()
            if card.seat == OVERLAY:
                self.cards.addWidget(card, 1, 1, centre)
                widths[1] = max(widths[1], card.sizeHint().width())
                continue
            angle = self.seat_angle(card.seat)
            size = card.sizeHint().expandedTo(card.minimumSize())
            host = RotatedHost(card, angle, self.cards_box)
            host.setFixedSize(size.transposed() if angle in (90, 270) else size)
            row, column = CROSS[angle]
            self.cards.addWidget(host, row, column, centre)
            widths[column] = max(widths[column], host.width())
        return sum(widths) + 2 * self.cards.spacing()

    def _grow(self) -> None:
        """As large as the codes need, within the screen."""
        if self.isVisible():
            from scoretable.ui.fitting import resize_within

            resize_within(self, self.sizeHint().expandedTo(self.size()))

    def _show_devices(self) -> None:
        self.devices.clear()
        if self.server is None:
            return
        players = list(self.model.players)
        for device in self.server.devices():
            who = (
                self.tr("Overlay")
                if device.seat == OVERLAY
                else players[device.seat]
                if device.seat < len(players)
                else "?"
            )
            since = f"{clock.local(device.since):%H:%M}"
            self.devices.addItem(
                self.tr("{who}: {address}, since {time}").format(
                    who=who, address=device.address, time=since
                )
            )
