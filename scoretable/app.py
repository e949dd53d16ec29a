"""Start the Qt application (placeholder until the window lands)."""

from __future__ import annotations


def run_app(screenshot: str | None = None, size: str = "1366x768", data_dir: str | None = None) -> int:
    import os

    if screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication([])
    window = QMainWindow()
    window.setWindowTitle("scoretable")
    window.setCentralWidget(QLabel("scoretable"))
    w, h = (int(x) for x in size.lower().split("x"))
    window.resize(w, h)
    if screenshot:
        window.show()
        return 0 if window.grab().save(screenshot) else 1
    window.show()
    return app.exec()
