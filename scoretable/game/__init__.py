"""The game: the model (QObjects owning one game, every action an undo command), the all-last
conditions watcher, the hanchan timer and the narrator; the rows it builds are the engine's
(``engine.game_rows``)."""
