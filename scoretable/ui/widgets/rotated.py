"""A holder that shows one widget turned by 0, 90, 180 or 270 degrees (table mode).

Qt widgets cannot be rotated themselves; a graphics view can show a widget through a proxy
and turn the proxy. The widget stays a real, interactive widget (buttons click, tooltips
and hover work) and keeps its own size, with width and height swapped at 90 and 270 degrees,
so nothing is scaled: text stays as sharp as upright text.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QGraphicsView,
    QSizePolicy,
    QWidget,
)


class RotatedHost(QGraphicsView):
    """Shows ``widget`` turned by ``angle`` degrees counter-clockwise (a multiple of 90).

    The angle says where the widget's reader sits, which its bottom edge faces: 0 below,
    90 on the right, 180 across (above), 270 on the left.
    """

    def __init__(self, widget: QWidget, angle: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setStyleSheet("background: transparent")
        self.viewport().setAutoFillBackground(False)
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        if widget.parentWidget() is not None:
            widget.setParent(None)  # only a top-level widget can be embedded
        self.proxy: QGraphicsProxyWidget = self._scene.addWidget(widget)
        self.widget = widget
        self.angle = 0
        self.set_angle(angle)

    def set_angle(self, angle: int) -> None:
        if angle % 90:
            raise ValueError(f"angle must be a multiple of 90, not {angle}")
        self.angle = angle % 360
        self._fit()

    def inner_size(self) -> QSize:
        """The widget's own size for the host's current size (swapped when turned sideways)."""
        size = self.viewport().size()
        return size.transposed() if self.angle in (90, 270) else size

    def _fit(self) -> None:
        inner = self.inner_size()
        self.widget.resize(inner)
        self.proxy.setGeometry(QRectF(0, 0, inner.width(), inner.height()))
        self.proxy.setTransformOriginPoint(inner.width() / 2, inner.height() / 2)
        self.proxy.setRotation(-self.angle)  # Qt turns clockwise
        rect = self.proxy.mapRectToScene(self.proxy.boundingRect())
        self._scene.setSceneRect(rect)
        self.setSceneRect(rect)
        self.centerOn(rect.center())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def sizeHint(self) -> QSize:
        hint = self.widget.sizeHint()
        return hint.transposed() if self.angle in (90, 270) else hint

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)
