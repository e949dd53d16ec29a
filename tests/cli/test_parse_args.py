"""The command line is read by the window's options alone when it names no subcommand (their
parsers cost start-up time), and says what is wrong exactly as the whole parser does."""

from __future__ import annotations

import argparse

import pytest

from scoretable.cli import main as cli


def test_the_commands_are_the_whole_parsers_subcommands() -> None:
    parser = cli.build_parser()
    (sub,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert set(sub.choices) == cli.COMMANDS


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--screenshot", "shot.png"],
        ["--screenshot", "shot.png", "--dialog", "win", "--size", "640x360"],
        ["--screen", "shot.png", "--lay", "table"],  # abbreviated, as argparse allows
        ["--data-dir", "/tmp/x", "--theme", "dark", "--rules", "tenhou-sanma"],
        ["--club", "postgresql://me@host/db", "--layout=screen"],
        ["--data-dir", "table", "--screenshot", "hand"],  # names as values: read by the whole
        ["table", "--rules", "tenhou", "--json"],
        ["--data-dir", "d", "import", "a.mjlog", "b.json"],
        ["hand", "123m456p789s11z", "--win", "1z", "--seat-wind", "E", "--round-wind", "E"],
    ],
)
def test_the_command_line_reads_as_the_whole_parser_reads_it(
    argv: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    built: list[bool] = []
    real = cli.build_parser

    def build(commands: bool = True) -> argparse.ArgumentParser:
        built.append(commands)
        return real(commands)

    monkeypatch.setattr(cli, "build_parser", build)
    assert cli.parse_args(argv) == real().parse_args(argv)
    # the window's start builds no subcommand's parser
    assert built == ([True] if set(argv) & cli.COMMANDS else [False])


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["tabel"], "invalid choice: 'tabel'"),
        (["--size"], "expected one argument"),
        (["--dialog", "chart", "--screenshot", "x.png"], "invalid choice: 'chart'"),
        (["--screenshot", "x.png", "--bogus"], "unrecognized arguments: --bogus"),
        (["table", "--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_a_wrong_command_line_is_refused_as_before(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.parse_args(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert said in err
    assert err.startswith("usage: scoretable")
    # the usage line is the whole parser's: it names the commands
    assert "{table," in err.replace("\n", " ").replace(" ", "")


@pytest.mark.parametrize("flag", ["-h", "--help", "--he", "--h"])
def test_help_lists_the_commands(flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.parse_args([flag])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    for command in ("table", "conformance", "hand", "import", "standings", "seating"):
        assert command in out
