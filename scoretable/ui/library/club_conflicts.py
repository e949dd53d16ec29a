"""Games -> Club: copies that differ: the games whose copies differ between tables on the club
server, and a person's choice for each.

    dialog = ConflictsDialog(club_url, window)    # reads the server when it opens

Each line names the game and both tables (:meth:`scoretable.storage.club.copies.Conflict.note`).
"Keep the club's copy" leaves the standings as they are; "Take this table's copy" makes the
chosen line's copy the one the standings count (:func:`scoretable.storage.club.copies.resolve`).
The copies set aside stay on the server; the tables' own libraries are never touched. A server
that cannot be used is said in the dialog's last line, and nothing changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scoretable.storage.club import ClubError, club_session
from scoretable.storage.club.copies import KEEP_SERVER, Conflict, open_conflicts, resolve
from scoretable.ui.fitting import fit_dialog


class ConflictsDialog(QDialog):
    """The copies in conflict on the club server, and the choice between them."""

    def __init__(self, url: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.conflicts: list[Conflict] = []
        self.setWindowTitle(self.tr("Club: copies that differ"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Two tables sent different copies of these games. The standings count the"
                " club's copy until you choose."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setMinimumWidth(self.fontMetrics().averageCharWidth() * 64)
        layout.addWidget(self.list)
        self.keep = QPushButton(self.tr("&Keep the club's copy"))
        self.take = QPushButton(self.tr("&Take this table's copy"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.keep, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.take, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.keep.clicked.connect(lambda: self.choose(take=False))
        self.take.clicked.connect(lambda: self.choose(take=True))
        self.list.currentRowChanged.connect(self._enable)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        fit_dialog(self, scroll=False)
        self.refresh()

    def refresh(self) -> None:
        """Read the conflicts from the server again."""
        try:
            with club_session(self.url) as conn:
                self.conflicts = open_conflicts(conn)
        except ClubError as error:
            self.conflicts = []
            self.status.setText(error.text(self.translate))
        else:
            self.status.setText(
                self.tr("No copies differ: the club counts one copy of every game.")
                if not self.conflicts
                else ""
            )
        self.list.clear()
        self.list.addItems([c.note().text(self.translate) for c in self.conflicts])
        self.list.setCurrentRow(0 if self.conflicts else -1)
        self._enable()

    @staticmethod
    def translate(context: str, text: str) -> str:
        return QCoreApplication.translate(context, text)

    def _enable(self) -> None:
        chosen = self.list.currentRow() >= 0
        self.keep.setEnabled(chosen)
        self.take.setEnabled(chosen)

    def choose(self, take: bool) -> None:
        """The person's choice for the selected line's game."""
        row = self.list.currentRow()
        if row < 0:
            return
        conflict = self.conflicts[row]
        try:
            with club_session(self.url, write=True) as conn:
                resolve(conn, conflict.uid, conflict.table.id if take else KEEP_SERVER)
        except ClubError as error:
            self.status.setText(error.text(self.translate))
            return
        self.refresh()
        self.status.setText(
            self.tr("The club now counts table {0}'s copy of {1}.").format(
                conflict.table.label, conflict.game
            )
            if take
            else self.tr("The club keeps its copy of {0}.").format(conflict.game)
        )
