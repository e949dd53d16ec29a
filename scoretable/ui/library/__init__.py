"""The library of stored games: the library dialog, the score chart, player statistics, export
and import."""
