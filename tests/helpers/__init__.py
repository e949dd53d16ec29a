"""Helpers the tests share (fixtures, measuring, servers), on pytest's pythonpath (pyproject):
``from helpers.storage_games import insert_finished_games``."""
