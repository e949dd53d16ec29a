"""The game: the model (QObjects owning one game, every action an undo command) and the one
builder of a game's hands that every view of a game reads."""
