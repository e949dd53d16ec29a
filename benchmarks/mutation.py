"""Mutation testing with mutmut: which deliberate faults in a package does the suite miss?

    .venv/bin/python benchmarks/mutation.py                  # engine, storage, game, session
    .venv/bin/python benchmarks/mutation.py storage game     # some of them, one after the other
    .venv/bin/python benchmarks/mutation.py engine --only 'scoretable.engine.settlement.*'
    .venv/bin/python benchmarks/mutation.py storage --report # the report only, no new run
    .venv/bin/python benchmarks/mutation.py game --survivors # the survivors again, after new tests
    .venv/bin/python benchmarks/mutation.py engine --sample 250 --seed 1 --write  # a sample

Needs the ``mutation`` extra (``pip install -e .[mutation]``). Not part of CI: a package takes
hours on one core (game has 1,156 mutants, storage 9,448; 5 to 40 a minute on a loaded
machine), so run it in parts (``--only``) or let it go on where it stopped.

Each package runs in a directory of its own, ``.mutation/<package>/`` (ignored by git): a copy
of pyproject.toml whose ``[tool.mutmut]`` mutates that package only and selects the tests that
exercise it (``TESTS`` below), and links to ``scoretable/`` and ``tests/``. mutmut keeps every
verdict in ``.mutation/<package>/mutants/``, so a run stopped half-way (Ctrl+C, a reboot) goes
on where it stopped; delete that directory to start over after the code or the tests changed
(mutmut reruns the mutants of changed functions by itself, but not those of a changed test).
A package missing from the checkout (``session`` before it exists) is skipped with a line.

mutmut first runs the selected tests once with every function instrumented, to learn which
tests reach which function; each mutant then runs only the tests that reach its function, in a
forked worker (``--jobs``, 1 by default, under ``nice -n 15``: the machine is shared). Tests
that need the oracle (../shared) or a PostgreSQL server skip where those are missing, and the
mutants only they would kill then count as survivors: run where both are present.

Where that first, clean run fails, mutmut says only "Failed to run clean test": the worker's
pytest output is lost with it. Run the same tests by hand to see which one fails, in
``.mutation/<package>/mutants`` (mutmut's copy) with ``MUTANT_UNDER_TEST`` set and empty;
with ``--only`` or a sample, only the tests that reach the mutants named, in no fixed order
(session's failed so: the shared pages' Chromium left its profile half removed when closed
early, since fixed in tests/helpers/chromium.py).

``--sample N [--seed S]`` judges N mutants drawn uniformly at random from the package's
whole list (generated first, without running a test), and reports the kill rate with its 95%
confidence interval (Wilson's): on this machine a sample of 250 takes an hour where the whole
of storage would take days. It runs in parts of ``CHUNK`` mutants, in the order drawn, so a
run stopped part-way is still a uniform sample of what it judged. The names drawn are kept in
``.mutation/<package>/sample.json``: ``--report`` and ``--survivors`` then speak of the sample
only (delete that file to speak of the whole package again).

The report (stdout, and ``benchmarks/results/mutation-<package>.txt`` with ``--write``) gives
per package: mutants, killed, survived, equivalent, timeout, no tests, % killed (of those with
a verdict, equivalent ones left out), then each survivor as ``file:function`` with the changed
line(s) of its diff, then the equivalent mutants with the reason: those listed in
``EQUIVALENT`` below (a reviewer's judgement), and those that only change the case of an SQL
statement (SQL keywords are case-insensitive; a string's case elsewhere, say in a translation
context, is not equivalent and stays a survivor).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
WORK = ROOT / ".mutation"
RESULTS = HERE / "results"

PACKAGES = ("engine", "storage", "game", "session")
# A sample is judged in parts of this many mutants, each part itself a uniform sample: a run
# stopped part-way (Ctrl+C, a deadline) reports the parts done without a bias.
CHUNK = 50
MARK = "SCORETABLE_MUTATION_RUN"

# The tests each package's mutants are judged by: the package's own tests and the ones of the
# layers right above it that exercise it without a window (the ui tests reach everything but
# slowly; mutmut would run hundreds of them for every mutant of a common function).
TESTS: dict[str, list[str]] = {
    # (and the hands builder's own tests, filed under game/: engine/game_rows.py builds them)
    "engine": ["tests/engine", "tests/teaching", "tests/logs", "tests/game/test_hands.py"],
    # (and the log import's own tests: storage/logs.py stores what logs/ reads, and writes
    # back as tenhou.net/6 what the real logs' round trip checks)
    "storage": [
        "tests/storage",
        "tests/club",
        "tests/logs/test_tenhou_logs.py",
        "tests/logs/test_log_import.py",
        "tests/logs/test_real_logs.py",
    ],
    "game": ["tests/game", "tests/club/test_club_link.py"],
    # (tests/session/test_library_service.py among them)
    "session": ["tests/session", "tests/club"],
}
# Test files that drive whole windows: left out of every selection (slow, and what they check
# of these packages the tests above check directly).
SLOW_TESTS = [
    "tests/storage/test_app_storage.py",
    "tests/storage/test_long_jobs.py",
    "tests/club/test_club_sync_ui.py",
    "tests/club/test_tournament_ui.py",
    "tests/club/test_club_conflicts_ui.py",
]

# Tests that read the package's source text (its translation markers): under mutmut they read
# the trampolines and every mutant written out, not the code as written, and fail before any
# mutant is tried. Left out of every selection.
SOURCE_READERS = [
    "tests/engine/test_fu.py::test_every_reason_is_a_marked_literal_so_the_ui_can_translate_it",
    "tests/engine/test_markers.py::test_the_package_marks_with_one_marker",
]

# mutmut's exit codes per verdict (mutmut.stats.status_by_exit_code, in short)
STATUS = {
    1: "killed",
    3: "killed",
    37: "killed",  # caught by the type checker (not configured here)
    0: "survived",
    5: "no tests",
    33: "no tests",
    34: "skipped",
    36: "timeout",
    24: "timeout",
    -24: "timeout",
    152: "timeout",
    255: "timeout",
    -11: "crashed",  # the worker died (a segfault in Qt): the tests did not pass
    -9: "crashed",
    None: "not checked",
}


# Survivors no test can kill, by mutant name (as function_name() prints them, the package's
# path first), with the reason: a reviewer's judgement, kept beside the code it judges.
_REFRESHED = "refresh() at the end of __init__ sets it again before anything reads it"
_FALSY = "None is as false as False: the flag is only tested for truth"
_RESTORING = (
    "while a log is replayed the model is new: no journal yet, nothing connected, and a"
    " transition the stack drives finds the snapshot already in place"
)
_ONE_STEP = "historyChanged comes once per entry moved (GameModel._emit): the index never"
_STRICT = "zip's strict: the sequences have one item a seat by construction"
# the hanchan timer's marks (game/timer.py's _Marks), a cache of the history's readings
_FURTHER_BACK = "a missed match only rebuilds the marks from further back: the same marks"
_SAME_MARKS = (
    "marks deleted are rebuilt, and marks past the history's end are never read: the same readings"
)
_NEGATIVE = "any negative position reads as none"
# the share follower's first look (session/share/follow.py)
_NOT_YET = "compared only with a tuple, which '' is no more equal to than None"
_SET_FIRST = "read only once a reader is open, and opening one sets it"
EQUIVALENT: dict[str, str] = {
    **{
        f"scoretable/game/conditions.py:ConditionsWatcher.__init__ #{n}": _REFRESHED
        for n in (5, 6, 7, 8, 9)
    },
    "scoretable/game/model.py:GameModel._push #41": _FALSY,
    # restore's flag while it replays and after (numbered as restore reads since issue 33's
    # RestoreError: its messages' markers came first)
    "scoretable/game/model.py:GameModel.restore #54": _FALSY,
    "scoretable/game/model.py:GameModel.restore #27": _RESTORING,
    "scoretable/game/model.py:GameModel.restore #28": _RESTORING,
    **{f"scoretable/game/model.py:GameModel._replay #{n}": _RESTORING for n in (10, 13, 18)},
    "scoretable/game/model.py:GameModel._push_action #27": (
        "only a rename's text names a player, and a rename is not an action"
    ),
    "scoretable/game/narrator.py:Narrator._changed #7": f"{_ONE_STEP} stays where it was",
    "scoretable/game/narrator.py:Narrator._changed #10": "None is as empty as '': nothing said",
    "scoretable/game/narrator.py:Narrator._changed #11": f"{_ONE_STEP} jumps by several",
    "scoretable/game/timer.py:_Marks.hands_since_time_up #8": (
        "asked only once the history holds the timer's entry: never of an empty history"
    ),
    "scoretable/game/model.py:GameModel.__init__ #25": _FALSY,
    "scoretable/game/model.py:GameModel.__init__ #26": (
        "the stack holds no command before the first push, and every push sets and resets it"
    ),
    **{f"scoretable/game/timer.py:_Marks._sync #{n}": _FURTHER_BACK for n in (9, 12, 31)},
    **{f"scoretable/game/timer.py:_Marks._sync #{n}": _SAME_MARKS for n in (16, 17, 18)},
    "scoretable/game/timer.py:_Marks._sync #41": _NEGATIVE,
    "scoretable/game/timer.py:_Marks._sync #51": _NEGATIVE,
    "scoretable/game/timer.py:_Marks.timer_entry #9": _NEGATIVE,
    "scoretable/game/timer.py:_Marks.hands_since_time_up #9": _NEGATIVE,
    "scoretable/game/timer.py:_Marks._sync #56": (
        "the hands are read as a difference of two of these counts: an offset cancels"
    ),
    "scoretable/storage/rating.py:tenhou_ratings #28": (
        "at exactly 400 games the factors differ by 4e-17, which a rating near 1,500"
        " (floats 2e-13 apart) cannot show"
    ),
    "scoretable/storage/rating.py:tenhou_ratings #38": _STRICT,
    "scoretable/storage/rating.py:tenhou_ratings #45": _STRICT,
    **{f"scoretable/engine/results.py:_final_scores #{n}": _STRICT for n in (12, 15, 16)},
    "scoretable/engine/table/course.py:add_scores #5": _STRICT,
    "scoretable/storage/exchange.py:_checked_game #47": (
        "a version above FORMAT_VERSION is refused just before, as a newer scoretable's"
    ),
    "scoretable/storage/exchange.py:_checked_game #227": (
        "changes only QT_TRANSLATE_NOOP's context (on a line of its own): lupdate reads it"
        " from the source, the program never does"
    ),
    # (#2, #3: the platform's name compared, still not Linux's; #4-#17: the branch's lines)
    **{
        f"scoretable/storage/locking.py:_Lock._acquire #{n}": (
            "Windows only (msvcrt): the tests run on Linux, where this line never runs"
        )
        for n in range(2, 18)
    },
    "scoretable/storage/rating.py:tenhou_ratings #46": _STRICT,
    **{
        f"scoretable/storage/tournament/seating.py:seat #{n}": f"{_FALSY} (_standings' public)"
        for n in (55, 90)
    },
    "scoretable/storage/stats.py:player_stats #49": (
        "changes only the case of a column in GROUP BY: SQLite's identifiers are case-insensitive"
    ),
    "scoretable/storage/opening.py:read_last_unfinished #24": (
        "the prefix of a scratch folder deleted on the way out: nothing reads its name"
    ),
    **{
        f"scoretable/session/share/follow.py:LibraryFollower.__init__ #{n}": _NOT_YET
        for n in (6, 7)
    },
    "scoretable/session/share/follow.py:LibraryFollower.__init__ #9": _SET_FIRST,
    "scoretable/session/share/follow.py:LibraryFollower.__init__ #10": _SET_FIRST,
    "scoretable/session/share/follow.py:LibraryFollower.close #3": _SET_FIRST,
    "scoretable/session/share/follow.py:LibraryFollower._changed #8": _NOT_YET,
    "scoretable/session/share/follow.py:LibraryFollower.poll #19": _NOT_YET,
    "scoretable/session/share/state.py:Snapshot.of #29": (
        "walking back, a timer found at position 0 is the last entry looked at: nothing can"
        " replace it"
    ),
    "scoretable/session/share/state.py:Snapshot.of #76": (
        "one entry has one type, so the two positions are never equal (and -1, no time-up, is"
        " below any timer's)"
    ),
    "scoretable/session/share/server.py:ShareServer.__init__ #19": (
        "read only to answer a request with a token, and tokens are issued only by new_game,"
        " which sets the snapshot first"
    ),
    "scoretable/session/club_link.py:ClubLink._run #27": (
        "this platform's SQLite (Debian's, built with SQLITE_USE_URI) reads a file: name as a"
        " URI whatever uri= says; one built without it would fail every send"
    ),
    **{
        f"scoretable/session/share/server.py:ShareServer._json #{n}": (
            "JSON's \\u escapes read back as the same text: every page parses it"
        )
        for n in (41, 42)
    },
    "scoretable/session/share/server.py:ShareServer._json #39": f"{_FALSY} (ensure_ascii)",
    "scoretable/storage/logs.py:tenhou6_json #2": f"{_FALSY} (ensure_ascii)",
    "scoretable/storage/progress.py:QuizProgress.record #7": (
        "only the stored text's key order: nothing reads that column but json.loads, which"
        " gives the same question whatever the order"
    ),
    "scoretable/session/share/server.py:ShareServer._page #7": (
        "aiohttp gives a text response the charset utf-8 when none is named"
    ),
    **{
        f"scoretable/session/share/server.py:ShareServer._shutdown #{n}": (
            "on Python 3.11 Server.wait_closed returns at once after close(); the runner's"
            " cleanup that follows shuts the connections down"
            + ("" if n == 9 else " (here the wait is skipped: its TypeError is suppressed)")
        )
        for n in (9, 11)
    },
    "scoretable/session/share/server.py:ShareServer._socket #71": (
        "the finally block runs all the same, and what the handler returns once its socket"
        " is prepared goes unused (checked: aiohttp logs nothing either way)"
    ),
    "scoretable/session/share/questions.py:Questions.follow #28": (
        "the learners' seats are walked in order: once one is past the game's seats, so is"
        " every one after it"
    ),
    "scoretable/session/share/server.py:ShareServer._listen #4": (
        "aiohttp applies client_max_size only in Request.read()/post(), which no handler calls:"
        " /answer reads its body itself, bounded by MAX_ANSWER"
    ),
    "scoretable/session/share/server.py:ShareServer._close_unknown #6": (
        "the set only keeps the closing task referenced; the loop keeps it all the same"
        " through the socket it waits on, so no test can see it dropped"
    ),
    "scoretable/session/share/server.py:ShareServer.__init__ #4": (
        "a language the pages do not offer is made 'en' a few lines below"
    ),
    "scoretable/session/share/state.py:Snapshot.of #43": (
        "changes only when the walk back stops: with the timer at position 0 nothing is left"
        " to look at"
    ),
    "scoretable/session/share/language.py:page_language #1": (
        "a default that does not start with 'ja' gives English, as '' does"
    ),
    "scoretable/session/share/model_link.py:ShareLink.__init__ #4": (
        "snapshot() sets it before __init__ returns, and nothing reads it before"
    ),
    "scoretable/session/share/server.py:ShareServer.devices #6": (
        "a dict keeps its clients in the order they connected, which is their ids' order"
    ),
    "scoretable/engine/names.py:clean_name #18": (
        "the one Zl character (U+2028) is whitespace to str.split, which makes it one space"
        " all the same"
    ),
    "scoretable/engine/seating.py:swiss #43": (
        "a seat of the same table is then tried too, but a swap within a table changes no"
        " clash and is undone: the same seating"
    ),
}

# An SQL statement's keywords: a case-only change of such a string is equivalent
_SQL = re.compile(
    r"\b(select|insert|update|delete|create|alter|drop|from|where|values|into|table|index|"
    r"order by|group by|pragma|begin|commit|rollback|savepoint|release|join|on conflict|set)\b",
    re.IGNORECASE,
)


def equivalent_reason(path: str, name: str, diff: str) -> str:
    """Why the surviving mutant ``name`` of ``path`` cannot be killed, or "" if it can."""
    listed = EQUIVALENT.get(f"{path}:{function_name(name)}")
    if listed:
        return listed
    if noop_context_only(diff):
        return (
            "changes only QT_TRANSLATE_NOOP's context, which lupdate reads from the source"
            " (tests/test_i18n.py checks the catalogue); at run time the marker returns its text"
        )
    if case_only_change(diff) and all(
        _SQL.search(line) for line in changed_lines(diff) if line.startswith("-")
    ):
        return "changes only the case of an SQL statement (SQL keywords are case-insensitive)"
    return ""


@dataclass(frozen=True)
class Sample:
    """A sample of a package's mutants: how many were drawn, of how many, with what seed."""

    size: int
    total: int
    seed: int | None


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% confidence interval (Wilson's score interval) of a proportion, in percent."""
    if trials == 0:
        return 0.0, 100.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return 100.0 * (centre - spread) / scale, 100.0 * (centre + spread) / scale


@dataclass
class Report:
    package: str
    counts: Counter[str] = field(default_factory=Counter)
    survivors: list[tuple[str, str, str]] = field(default_factory=list)  # name, path, diff
    # survivors no test can kill: name, path, diff, why
    equivalent: list[tuple[str, str, str, str]] = field(default_factory=list)
    sample: Sample | None = None

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def caught(self) -> int:
        # a timeout or a crash is a kill: the tests did not pass with the mutant in place
        return self.counts["killed"] + self.counts["timeout"] + self.counts["crashed"]

    @property
    def judged(self) -> int:
        """The mutants with a verdict that a test could kill (equivalent ones left out)."""
        return self.caught + self.counts["survived"]

    @property
    def percent_killed(self) -> float:
        return 100.0 * self.caught / self.judged if self.judged else 0.0

    def lines(self) -> list[str]:
        c = self.counts
        if self.sample is None:
            head = f"{self.package}: {self.total} mutants"
        else:
            seed = "" if self.sample.seed is None else f", seed {self.sample.seed}"
            head = (
                f"{self.package}: a sample of {self.sample.size} of its {self.sample.total}"
                f" mutants (uniform{seed})"
            )
        rate = f"{self.percent_killed:.1f}% killed (of those with a verdict, equivalent left out)"
        if self.sample is not None:
            low, high = wilson(self.caught, self.judged)
            rate += f", 95% confidence interval {low:.1f}-{high:.1f}%"
        out = [
            f"{head}: {c['killed']} killed, {c['survived']} survived,"
            f" {c['equivalent']} equivalent, {c['timeout']} timeout, {c['crashed']} crashed,"
            f" {c['no tests']} no tests, {c['not checked']} not checked,"
            f" {c['suspicious'] + c['skipped']} other; {rate}"
        ]
        if self.survivors:
            out.append("  survivors:")
        for name, path, diff in self.survivors:
            out.append(f"  {path}:{function_name(name)}")
            out.extend(f"      {line}" for line in changed_lines(diff))
        if self.equivalent:
            out.append("  equivalent (no test can tell them from the code):")
        for name, path, _, why in self.equivalent:
            out.append(f"    {path}:{function_name(name)}: {why}")
        return out


def function_name(mutant: str) -> str:
    """ "GameModel.restore #12" for mutmut's name of that mutant,
    "scoretable.game.model.xǁGameModelǁrestore__mutmut_12"."""
    mangled, _, number = mutant.rsplit(".", 1)[-1].partition("__mutmut_")
    name = mangled.removeprefix("x_").removeprefix("xǁ").replace("ǁ", ".")
    return f"{name} #{number}"


def case_only_change(diff: str) -> bool:
    """Whether the mutant changes nothing but the case of the lines it touches."""
    lines = changed_lines(diff)
    removed = [line[1:] for line in lines if line.startswith("-")]
    added = [line[1:] for line in lines if line.startswith("+")]
    return (
        bool(lines)
        and removed != added
        and [r.casefold() for r in removed] == [a.casefold() for a in added]
    )


_NOOP_CONTEXT = re.compile(r'QT_TRANSLATE_NOOP\(\s*(?:"[^"]*"|None)\s*,')


def noop_context_only(diff: str) -> bool:
    """Whether the mutant changes nothing but the context of a QT_TRANSLATE_NOOP marker (on
    the marker's line, or on a line of its own right after ``QT_TRANSLATE_NOOP(``)."""
    body = [line for line in diff.splitlines() if not line.startswith(("+++", "---", "@@"))]
    removed = [n for n, line in enumerate(body) if line.startswith("-")]
    added = [line[1:] for line in body if line.startswith("+")]
    if len(removed) != 1 or len(added) != 1:
        return False
    old, new = body[removed[0]][1:], added[0]
    if removed[0] > 0 and body[removed[0] - 1].rstrip().endswith("QT_TRANSLATE_NOOP("):
        old, new = f"QT_TRANSLATE_NOOP({old}", f"QT_TRANSLATE_NOOP({new}"
    return (
        old != new
        and _NOOP_CONTEXT.search(old) is not None
        and _NOOP_CONTEXT.sub("N(", old) == _NOOP_CONTEXT.sub("N(", new)
    )


def changed_lines(diff: str) -> list[str]:
    return [
        line
        for line in diff.splitlines()
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]


def mutmut_section(package: str, tests: list[str]) -> dict[str, object]:
    """The project's [tool.mutmut] narrowed to one package and its tests."""
    base = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mutmut"]
    tests = [t for t in tests or TESTS[package] if (ROOT / t.partition("::")[0]).exists()]
    ignore = [f"--ignore={t}" for t in SLOW_TESTS] + [f"--deselect={t}" for t in SOURCE_READERS]
    return {
        **base,
        "only_mutate": [f"scoretable/{package}/*"],
        "pytest_add_cli_args_test_selection": [*tests, *ignore],
    }


def toml_value(value: object) -> str:
    # strings, numbers, booleans and lists of them: JSON spells them as TOML does
    if isinstance(value, bool):
        return "true" if value else "false"
    return json.dumps(value, ensure_ascii=False)


def prepare(package: str, tests: list[str]) -> Path:
    """The package's working directory with its pyproject.toml and links to the sources."""
    work = WORK / package
    work.mkdir(parents=True, exist_ok=True)
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    start = text.index("[tool.mutmut]")
    end = text.find("\n[", start + 1)
    values = mutmut_section(package, tests)
    section = "\n".join(["[tool.mutmut]", *(f"{k} = {toml_value(v)}" for k, v in values.items())])
    rest = text[end + 1 :] if end >= 0 else ""
    (work / "pyproject.toml").write_text(text[:start] + section + "\n\n" + rest, "utf-8")
    for name in ("scoretable", "tests"):
        link = work / name
        if not link.is_symlink():
            link.symlink_to(ROOT / name, target_is_directory=True)
    # the oracle, where the tests look for it from here (../shared of the checkout)
    oracle, link = ROOT.parent / "shared", work / "shared"
    if oracle.is_dir() and not link.is_symlink():
        link.symlink_to(oracle.resolve(), target_is_directory=True)
    return work


def run(package: str, jobs: int, only: list[str], tests: list[str]) -> int:
    work = prepare(package, tests)
    # mutmut copies the package's other files (the translations) once: the tests read them
    resources = work / "mutants" / "scoretable" / "resources"
    if resources.is_dir():
        shutil.copytree(ROOT / "scoretable" / "resources", resources, dirs_exist_ok=True)
    mutmut = Path(sys.executable).with_name("mutmut")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONDONTWRITEBYTECODE": "1"}
    env[MARK] = str(work)  # inherited by what the tests start: see stop_left_servers
    command = ["nice", "-n", "15", str(mutmut), "run", "--max-children", str(jobs), *only]
    print(f"== {package}: {' '.join(command[3:])} (in {work.relative_to(ROOT)})", flush=True)
    try:
        return subprocess.run(command, cwd=work, env=env, check=False).returncode
    finally:
        stop_left_servers(work)


def stop_left_servers(work: Path) -> None:
    """Stop the PostgreSQL servers that club tests of this run started and could not stop: a
    worker stopped at its time limit leaves its server (tests/club/pg.py) running. Only
    servers this run started (their environment carries its mark; Linux's /proc)."""
    for proc in Path("/proc").glob("[0-9]*"):
        try:
            command = (proc / "cmdline").read_bytes().split(b"\0")
            environ = (proc / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if not command[0].endswith(b"/postgres") or b"-D" not in command:
            continue
        if f"{MARK}={work}".encode() not in environ:
            continue
        os.kill(int(proc.name), signal.SIGINT)  # a fast shutdown: its temporary files go


def all_mutants(package: str) -> dict[str, tuple[str, int | None]]:
    """Every mutant mutmut made of the package: its source file and stored exit code."""
    work = WORK / package
    out: dict[str, tuple[str, int | None]] = {}
    for meta in sorted((work / "mutants" / "scoretable" / package).rglob("*.py.meta")):
        data = json.loads(meta.read_text("utf-8"))
        source = str(meta.relative_to(work / "mutants").with_suffix(""))
        for name, code in sorted(data.get("exit_code_by_key", {}).items()):
            out[name] = (source, code)
    return out


def report(package: str) -> Report:
    """Every verdict mutmut stored for the package (or for its sample, if one was drawn),
    the survivors' diffs, and the equivalent ones apart."""
    work = WORK / package
    mutants = all_mutants(package)
    sample = stored_sample(package)
    result = Report(package)
    if sample is not None:
        names, seed = sample
        result.sample = Sample(len(names), len(mutants), seed)
        mutants = {n: mutants[n] for n in names if n in mutants}
    survivors: list[tuple[str, str]] = []
    for name, (source, code) in mutants.items():
        status = STATUS.get(code, "suspicious")
        if status == "survived":
            survivors.append((name, source))
        else:
            result.counts[status] += 1
    if survivors:
        diffs = survivor_diffs(work, survivors)
        for name, path in survivors:
            diff = diffs.get(name, "")
            why = equivalent_reason(path, name, diff)
            if why:
                result.counts["equivalent"] += 1
                result.equivalent.append((name, path, diff, why))
            else:
                result.counts["survived"] += 1
                result.survivors.append((name, path, diff))
    return result


GENERATE = """
import os, sys
from mutmut.__main__ import create_mutants
from mutmut.utils.file_utils import copy_also_copy_files, copy_src_dir, setup_source_paths
os.makedirs("mutants", exist_ok=True)
copy_src_dir()
copy_also_copy_files()
setup_source_paths()
create_mutants(1)
"""


def generate(package: str, tests: list[str]) -> None:
    """Make the package's mutants (mutmut's first step) without running a test."""
    work = prepare(package, tests)
    subprocess.run(["nice", "-n", "15", sys.executable, "-c", GENERATE], cwd=work, check=True)


def stored_sample(package: str) -> tuple[list[str], int | None] | None:
    path = WORK / package / "sample.json"
    if not path.exists():
        return None
    data = json.loads(path.read_text("utf-8"))
    return list(data["names"]), data.get("seed")


def draw_sample(package: str, size: int, seed: int | None, tests: list[str]) -> list[str]:
    """``size`` mutant names drawn uniformly from the package's whole list (kept in
    ``sample.json``; the same seed draws the same names from the same code; without one, a
    seed is drawn and said)."""
    generate(package, tests)
    names = sorted(all_mutants(package))
    if seed is None:
        seed = random.randrange(2**31)
    # in the order drawn: run in parts (CHUNK), a sample stopped part-way is still uniform
    chosen = random.Random(seed).sample(names, min(size, len(names)))
    path = WORK / package / "sample.json"
    path.write_text(json.dumps({"seed": seed, "names": chosen}, indent=1) + "\n", "utf-8")
    print(f"== {package}: {len(chosen)} of {len(names)} mutants drawn (seed {seed})", flush=True)
    return chosen


DIFFS = """
import json, sys
from mutmut.mutation.diff_apply import get_diff_for_mutant
out = {}
for name, path in json.load(sys.stdin):
    try:
        out[name] = get_diff_for_mutant(name, path=path)
    except Exception as error:
        out[name] = f"- (no diff: {error})"
json.dump(out, sys.stdout)
"""


def survivor_diffs(work: Path, survivors: list[tuple[str, str]]) -> dict[str, str]:
    # in the package's directory, where mutmut finds its configuration and mutants
    done = subprocess.run(
        [sys.executable, "-c", DIFFS],
        cwd=work,
        input=json.dumps(survivors),
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        print(done.stderr.strip().splitlines()[-1:], file=sys.stderr)
        return {}
    return dict(json.loads(done.stdout))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("packages", nargs="*", default=list(PACKAGES), help="default: all four")
    parser.add_argument("--jobs", type=int, default=1, help="mutants tested at once (default 1)")
    parser.add_argument(
        "--only", action="append", default=[], help="mutant names (globs) to run, e.g. a sample"
    )
    parser.add_argument(
        "--tests",
        action="append",
        default=[],
        help="test files to judge by instead of the package's own (a quicker sample)",
    )
    parser.add_argument(
        "--survivors",
        action="store_true",
        help="run the stored survivors again (after new tests)",
    )
    parser.add_argument(
        "--sample",
        type=int,
        metavar="N",
        help="judge N mutants drawn uniformly at random from the whole package",
    )
    parser.add_argument("--seed", type=int, help="the sample's seed (default: a random one)")
    parser.add_argument("--report", action="store_true", help="report what is stored, run nothing")
    parser.add_argument(
        "--write", action="store_true", help="also write benchmarks/results/mutation-<pkg>.txt"
    )
    args = parser.parse_args(argv)
    unknown = [p for p in args.packages if p not in PACKAGES]
    if unknown:
        parser.error(f"unknown package(s): {', '.join(unknown)}; known: {', '.join(PACKAGES)}")
    for package in args.packages:
        if not (ROOT / "scoretable" / package).is_dir():
            print(f"== {package}: no scoretable/{package} in this checkout, skipped")
            continue
        only = list(args.only)
        if args.sample is not None and not args.report:
            drawn = draw_sample(package, args.sample, args.seed, args.tests)
            for start in range(0, len(drawn), CHUNK):
                run(package, args.jobs, drawn[start : start + CHUNK], args.tests)
                print("\n".join(report(package).lines()[:1]), flush=True)
        if args.survivors:
            only += [n for n, _, _ in report(package).survivors]
        if not args.report and args.sample is None and (only or not args.survivors):
            run(package, args.jobs, only, args.tests)
        lines = report(package).lines()
        print("\n".join(lines), flush=True)
        if args.write:
            RESULTS.mkdir(exist_ok=True)
            (RESULTS / f"mutation-{package}.txt").write_text("\n".join(lines) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
