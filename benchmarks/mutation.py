"""Mutation testing with mutmut: which deliberate faults in a package does the suite miss?

    .venv/bin/python benchmarks/mutation.py                  # engine, storage, game, session
    .venv/bin/python benchmarks/mutation.py storage game     # some of them, one after the other
    .venv/bin/python benchmarks/mutation.py engine --only 'scoretable.engine.settlement.*'
    .venv/bin/python benchmarks/mutation.py storage --report # the report only, no new run
    .venv/bin/python benchmarks/mutation.py game --survivors # the survivors again, after new tests

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

The report (stdout, and ``benchmarks/results/mutation-<package>.txt`` with ``--write``) gives
per package: mutants, killed, survived, timeout, no tests, % killed (of those with a verdict),
then each survivor as ``file:function`` with the changed line(s) of its diff; those that only
change a string's case (equivalent in SQL, not in a translation context) are named apart.
"""

from __future__ import annotations

import argparse
import json
import os
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
MARK = "SCORETABLE_MUTATION_RUN"

# The tests each package's mutants are judged by: the package's own tests and the ones of the
# layers right above it that exercise it without a window (the ui tests reach everything but
# slowly; mutmut would run hundreds of them for every mutant of a common function).
TESTS: dict[str, list[str]] = {
    "engine": ["tests/engine", "tests/teaching", "tests/logs"],
    "storage": ["tests/storage", "tests/club"],
    "game": ["tests/game", "tests/club/test_club_link.py"],
    "session": ["tests/session", "tests/club"],
}
# Test files that drive whole windows: left out of every selection (slow, and what they check
# of these packages the tests above check directly).
SLOW_TESTS = [
    "tests/storage/test_app_storage.py",
    "tests/storage/test_long_jobs.py",
    "tests/club/test_club_sync_ui.py",
    "tests/club/test_tournament_ui.py",
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


@dataclass
class Report:
    package: str
    counts: Counter[str] = field(default_factory=Counter)
    survivors: list[tuple[str, str, str]] = field(default_factory=list)  # name, path, diff

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def percent_killed(self) -> float:
        # a timeout or a crash is a kill: the tests did not pass with the mutant in place
        caught = self.counts["killed"] + self.counts["timeout"] + self.counts["crashed"]
        judged = caught + self.counts["survived"]
        return 100.0 * caught / judged if judged else 0.0

    def lines(self) -> list[str]:
        c = self.counts
        out = [
            f"{self.package}: {self.total} mutants, {c['killed']} killed, {c['survived']} survived,"
            f" {c['timeout']} timeout, {c['crashed']} crashed, {c['no tests']} no tests,"
            f" {c['not checked']} not checked, {c['suspicious'] + c['skipped']} other;"
            f" {self.percent_killed:.1f}% killed (of those with a verdict)"
        ]
        case_only = [s for s in self.survivors if case_only_change(s[2])]
        for name, path, diff in self.survivors:
            if (name, path, diff) in case_only:
                continue
            out.append(f"  {path}:{function_name(name)}")
            out.extend(f"      {line}" for line in changed_lines(diff))
        if case_only:
            # mutmut upper- or lower-cases string literals: in SQL that changes nothing (in a
            # translation context or a sentence it does: look at those)
            out.append(
                f"  {len(case_only)} of the survivors only change a string's case"
                " (equivalent in SQL):"
            )
            out.extend(f"    {path}:{function_name(name)}" for name, path, _ in case_only)
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
    ignore = [f"--ignore={t}" for t in SLOW_TESTS]
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
    return work


def run(package: str, jobs: int, only: list[str], tests: list[str]) -> int:
    work = prepare(package, tests)
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


def report(package: str) -> Report:
    """Every verdict mutmut stored for the package, and the survivors' diffs."""
    work = WORK / package
    result = Report(package)
    metas = sorted((work / "mutants" / "scoretable" / package).rglob("*.py.meta"))
    survivors: list[tuple[str, str]] = []
    for meta in metas:
        data = json.loads(meta.read_text("utf-8"))
        source = str(meta.relative_to(work / "mutants").with_suffix(""))
        for name, code in sorted(data.get("exit_code_by_key", {}).items()):
            status = STATUS.get(code, "suspicious")
            result.counts[status] += 1
            if status == "survived":
                survivors.append((name, source))
    if survivors:
        diffs = survivor_diffs(work, survivors)
        result.survivors = [(n, p, diffs.get(n, "")) for n, p in survivors]
    return result


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
        if args.survivors:
            only += [n for n, _, _ in report(package).survivors]
        if not args.report and (only or not args.survivors):
            run(package, args.jobs, only, args.tests)
        lines = report(package).lines()
        print("\n".join(lines), flush=True)
        if args.write:
            RESULTS.mkdir(exist_ok=True)
            (RESULTS / f"mutation-{package}.txt").write_text("\n".join(lines) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
