"""Game -> Share with phones: the sharing server switched on and off, a QR code per seat and one
for the overlay, new codes, and the pages connected.

    ShareDialog.open_for(window)      # the window's one dialog (made on first use), shown

Nothing listens until Start is pressed; closing the dialog keeps sharing (the phones go on), the
window closing stops it. The dialog follows the window's game (``window.model`` and its
``modelChanged``): another game gets new codes. The server is
:class:`scoretable.session.share.server.ShareServer`, fed by
:class:`scoretable.session.share.model_link.ShareLink`.
"""

from __future__ import annotations

import io
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
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

from scoretable.game.model import GameModel
from scoretable.session.share.tokens import OVERLAY

# The port offered first (0: any free one).
DEFAULT_PORT = 8765


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
        layout = QVBoxLayout(self)
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
        for widget in (self.title, self.code, self.address, self.renew):
            layout.addWidget(widget)

    def show_url(self, title: str, url: str) -> None:
        self.title.setText(title)
        self.address.setText(_breakable(url))
        pixmap = qr_pixmap(url, ratio=self.devicePixelRatioF())
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

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shareDialog")
        self.setWindowTitle(self.tr("Share with phones"))
        self.model = model
        self.server: Any = None
        self.link: Any = None
        self.devicesChanged.connect(self._show_devices, Qt.ConnectionType.QueuedConnection)

        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Each player scans their seat's code with a phone on the same network and "
                "sees their score and all-last conditions live; the overlay's code is for a "
                "stream. Phones only read: they never change the game."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)

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
        layout.addLayout(where)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("shareStatus")
        layout.addWidget(self.status)

        self.cards_box = QWidget()
        self.cards = QGridLayout(self.cards_box)
        self.cards.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.cards_box)

        renew_row = QHBoxLayout()
        self.renew_all = QPushButton(self.tr("New codes for every page"))
        self.renew_all.setToolTip(self.tr("Every page opened so far stops; scan the new codes"))
        self.renew_all.clicked.connect(self.new_codes)
        renew_row.addWidget(self.renew_all)
        renew_row.addStretch(1)
        layout.addLayout(renew_row)

        layout.addWidget(QLabel(self.tr("Pages open now:")))
        self.devices = QListWidget()
        self.devices.setObjectName("shareDevices")
        self.devices.setMaximumHeight(self.devices.fontMetrics().height() * 6)
        layout.addWidget(self.devices)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self._show_state()
        from scoretable.ui.fitting import fit_dialog

        fit_dialog(self)

    # --- opening -------------------------------------------------------------------------

    @classmethod
    def open_for(cls, window: Any) -> ShareDialog:
        """The window's sharing dialog (made once, a child of the window), shown."""
        dialog = window.findChild(ShareDialog)
        if dialog is None:
            dialog = cls(window.model, window)
            window.modelChanged.connect(dialog.set_model)
            window.installEventFilter(dialog)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog  # type: ignore[no-any-return]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Close:
            self.stop()  # sharing stops with the window
        return False

    # --- sharing -------------------------------------------------------------------------

    @property
    def sharing(self) -> bool:
        return self.server is not None

    def toggle(self) -> None:
        if self.sharing:
            self.stop()
        else:
            self.start()

    def start(self) -> bool:
        """Listen on the chosen address; False (the reason shown) if it cannot."""
        if self.sharing:
            return True
        from scoretable.session.share.language import translators
        from scoretable.session.share.model_link import ShareLink
        from scoretable.session.share.server import ShareServer

        language = "ja" if QLocale().language() == QLocale.Language.Japanese else "en"
        server = ShareServer(
            host=str(self.host.currentData()),
            port=self.port.value(),
            language=language,
            translators=translators(),
            on_devices=self.devicesChanged.emit,
        )
        try:
            server.start()
        except OSError as error:
            self.status.setText(
                self.tr("Cannot share on {address}: {reason}").format(
                    address=self.host.currentData(), reason=error.strerror or str(error)
                )
            )
            return False
        self.server = server
        self.link = ShareLink(server, self.model, self)
        self._show_state()
        return True

    def stop(self) -> None:
        """Stop listening: every page is disconnected, every code stops working."""
        if self.link is not None:
            self.link.close()
            self.link.deleteLater()
            self.link = None
        if self.server is not None:
            self.server.on_devices = None
            self.server.stop()
            self.server = None
        self._show_state()

    def set_model(self, model: GameModel) -> None:
        """Follow the window's new game (new codes)."""
        self.model = model
        if self.link is not None:
            self.link.set_model(model)
            self._show_codes()

    def new_codes(self) -> None:
        """New codes for every page of the game (the earlier ones stop)."""
        if self.server is not None:
            from scoretable.session.share.state import Snapshot

            self.server.new_game(
                Snapshot.of(self.model.state, self.model.players, self.model.history)
            )
            self._show_codes()

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
        if on:
            self.status.setText(
                self.tr("Sharing on {address}: phones on the same network scan their code.").format(
                    address=f"http://{self.server.host}:{self.server.port}"
                )
            )
        else:
            self.status.setText(self.tr("Not sharing: nothing listens for phones."))
        self._show_codes()
        self._show_devices()

    def card_titles(self) -> list[str]:
        """Each card's title, the overlay's last (for the tests and a screen reader)."""
        return [self._card(i).title.text() for i in range(self.cards.count())]

    def _card(self, index: int) -> _Card:
        item = self.cards.itemAt(index)
        widget = item.widget() if item is not None else None
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
        cards = []
        for seat in pages:
            card = _Card(seat, self.cards_box)
            if seat == OVERLAY:
                card.show_url(self.tr("Overlay (stream)"), urls["overlay"])
            else:
                title = self.tr("{name} ({wind})").format(name=players[seat], wind=winds[seat])
                card.show_url(title, urls["seats"][seat])
            card.renew.clicked.connect(lambda _=False, s=seat: self.renew(s))
            cards.append(card)
        # as many cards a row as the screen has room for
        width = max(max(card.sizeHint().width() for card in cards), _Card.WIDTH) + 12
        columns = max(1, min(len(pages), (room(self).width() - 60) // width))
        for index, card in enumerate(cards):
            self.cards.addWidget(card, index // columns, index % columns)
        QTimer.singleShot(0, self._grow)  # once the cards' sizes are known

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
            since = time.strftime("%H:%M", time.localtime(device.since))
            self.devices.addItem(
                self.tr("{who}: {address}, since {time}").format(
                    who=who, address=device.address, time=since
                )
            )
