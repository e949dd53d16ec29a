"""The Hand menu: a win, a draw or a chombo recorded through its dialog, and each seat's
riichi (keys 1-4) declared or taken back. Once the game is over each says why nothing
happens, and how to go on."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication

from scoretable.engine.table import AbortiveDraw, ExhaustiveDraw
from scoretable.ui.table.menus import Menu, Table


class HandMenu(Menu):
    """Hand: what happened in the hand being played."""

    def __init__(self, table: Table) -> None:
        super().__init__(QCoreApplication.translate("MainWindow", "&Hand"), table)
        self.act_win = self.action(
            QCoreApplication.translate("MainWindow", "&Win (ron or tsumo)…"), self.ask_win, ["W"]
        )
        self.act_draw = self.action(
            QCoreApplication.translate("MainWindow", "&Draw…"), self.ask_draw, ["D"]
        )
        self.act_chombo = self.action(
            QCoreApplication.translate("MainWindow", "&Chombo…"), self.ask_chombo, ["C"]
        )
        self.addSeparator()
        self.act_riichi = [
            self.action(
                QCoreApplication.translate("MainWindow", "Riichi / take back: seat {0}").format(
                    seat + 1
                ),
                partial(self.toggle_riichi, seat),
                [str(seat + 1)],
            )
            for seat in range(4)
        ]

    def show_players(self, players: list[str]) -> None:
        """Each seat's riichi action named by its player; with three players seat 4's is
        hidden and off, so its key (4) does nothing."""
        for seat, action in enumerate(self.act_riichi):
            action.setVisible(seat < len(players))
            action.setEnabled(seat < len(players))
            if seat < len(players):
                action.setText(
                    QCoreApplication.translate("MainWindow", "Riichi / take back: {0}").format(
                        players[seat]
                    )
                )

    def toggle_riichi(self, seat: int) -> None:
        table = self.table
        if table.refuse_if_over():
            return
        model = table.model
        if seat in model.state.riichi:
            table.run(lambda: model.cancel_riichi(seat))
        else:
            table.run(lambda: model.declare_riichi(seat))

    def ask_win(self, winner: int | None = None) -> None:
        """The win dialog; ``winner`` (a click on a seat's score) comes ticked."""
        from scoretable.ui.record.win_dialog import WinDialog

        table = self.table
        if table.refuse_if_over():
            return
        model, window = table.model, table.window()
        if winner is None:
            win = WinDialog.get_win(window, model.state, model.players)
        else:
            win = WinDialog.get_win(window, model.state, model.players, winner)
        if win is not None:
            table.run(lambda: model.record_win(win))

    def ask_draw(self) -> None:
        from scoretable.ui.record.draw_dialog import DrawDialog

        table = self.table
        if table.refuse_if_over():
            return
        model = table.model
        draw = DrawDialog.get_draw(table.window(), model.state, model.players)
        if isinstance(draw, ExhaustiveDraw):
            table.run(lambda: model.record_draw(draw))
        elif isinstance(draw, AbortiveDraw):
            table.run(lambda: model.record_abortive(draw.kind))

    def ask_chombo(self) -> None:
        from scoretable.ui.record.chombo_dialog import ChomboDialog

        table = self.table
        if table.refuse_if_over():
            return
        model = table.model
        chombo = ChomboDialog.get_chombo(table.window(), model.state, model.players)
        if chombo is not None:
            table.run(lambda: model.record_chombo(chombo.seat))
