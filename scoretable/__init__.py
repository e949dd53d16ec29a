"""scoretable: a score table for Riichi (Japanese) mahjong."""

__version__ = "0.1.0"
APP_ID = "io.github.scoretable.ScoreTable"
APP_NAME = "scoretable"
