"""The game model: the one place that changes a game's state.

Contract (other parts rely on it; keep it):

- ``GameModel(rules, players, parent=None, journal=None)`` starts a new game;
  ``GameModel.restore(rules, players, log, index, journal=None)`` rebuilds one from its log.
- ``model.state`` is the current immutable ``TableState``; ``model.players`` the four names
  (index = seat, seat 0 = the first East dealer).
- Every user action is a method that pushes one QUndoCommand on ``model.undo_stack``:
  ``declare_riichi(seat)``, ``cancel_riichi(seat)``, ``record_win(win)``,
  ``record_draw(draw)`` (ExhaustiveDraw), ``record_abortive(kind)``, ``record_chombo(seat)``,
  ``end_game()``, ``rename_player(seat, name)``; ``undo()`` / ``redo()``.
  A refused action raises ``RuleError`` and changes nothing (no command is pushed).
  ``preview(action) -> Step`` computes without applying.
- ``model.log``: list of JSON-ready dict entries, one per pushed command in order (core actions
  via ``action_to_dict``, plus ``{"type": "rename", "seat": s, "name": n}``); ``model.index``:
  how many of them are applied (entries past it are the redo stack).
- ``model.history``: list of ``HistoryEntry`` for the applied entries (entry, settlement,
  state before, state after).
- ``journal``: an object with ``save(model)`` called after every change of log/index (push,
  undo, redo), *before* any signal reaches the widgets; storage implements it (autosave).
  If it raises, the change is rolled back and the error propagates.

Signals (emitted after the journal saved, each once per change, in this order):
    scoresChanged(list)    the four scores
    riichiChanged(list)    four bools: who has declared riichi this hand
    roundChanged()         round wind / hand number / honba / sticks / dealer changed
    playersChanged(list)   the four names
    historyChanged()       model.history changed
    gameOver(object)       the FinalResult, when the game ends (and gameResumed() on undo)
"""
