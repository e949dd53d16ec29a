"""Real Tenhou logs altered as an attacker or a clumsy script would, and the judge of what the
import made of them (used by tests/logs/test_log_fuzz.py and benchmarks/fuzz_logs.py).

    data = draw_altered(draw, source)        # ``draw`` is hypothesis' data.draw
    outcome = judge(store, path, data)       # "refused: ..." / "imported" or AssertionError

An alteration is one to three of: an attribute dropped or emptied, a number changed (by one,
by a hundred, to anything, to inf, NaN or thousands of digits), hands cut off, dropped or
repeated, a name made long, hostile or reconnected mid-game, the bytes broken (a stray byte,
a lone surrogate, UTF-16, cut short). The judge asserts the import either refused with a
one-line message and stored nothing, or stored exactly what the log says: the names (cleaned),
every hand's starting scores, every win's stated value, the end or the lack of it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

from hypothesis import strategies as st

from scoretable.engine.names import clean_name
from scoretable.engine.results import final_results
from scoretable.engine.rules import Rules
from scoretable.engine.scoring import round_up_100
from scoretable.engine.table import AbortiveDraw, ExhaustiveDraw, Win, action_from_dict, apply
from scoretable.engine.table import new_game as engine_new_game
from scoretable.logs.tenhou import LogError
from scoretable.storage.logs import import_log

RAW = Path(__file__).resolve().parents[2].parent / "shared" / "oracle" / "raw"
SOURCES = sorted((RAW / "mjlog").glob("*.xml")) + sorted((RAW / "tenhou6").glob("*.json"))
SOURCES += sorted((RAW / "sanma").glob("*.xml"))

Draw = Callable[[Any], Any]
_TAG = re.compile(r"<(\w+)((?:\s+\w+=\"[^\"]*\")*)\s*/>")
#: The tags whose attributes state what the import reads (discards and draws state nothing).
_READ = re.compile(
    r"<(SHUFFLE|GO|UN|TAIKYOKU|INIT|REACH|N|AGARI|RYUUKYOKU|BYE)((?:\s+\w+=\"[^\"]*\")*)\s*/>"
)
_ATTR = re.compile(r"(\s+)(\w+)=\"([^\"]*)\"")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")

#: What a number may be changed to (besides small and random shifts).
HOSTILE_NUMBERS = ["inf", "-inf", "nan", "NaN", "1e400", "", "x", "-0", "0x10", "1_000", " 5"]


def _number_text(draw: Draw, old: str) -> str:
    kind = draw(st.sampled_from(["shift", "hundred", "any", "hostile", "digits"]))
    plain = old.replace("-", "").replace(".", "").isdigit() and len(old) < 16
    value = float(old) if plain else 0.0
    if kind == "shift":
        return _fmt(value + draw(st.sampled_from([-1, 1])), old)
    if kind == "hundred":
        return _fmt(value + draw(st.sampled_from([-100, 100, -1000, 1000])), old)
    if kind == "any":
        return str(draw(st.integers(-(10**7), 10**7)))
    if kind == "hostile":
        return str(draw(st.sampled_from(HOSTILE_NUMBERS)))
    return "9" * draw(st.sampled_from([10, 19, 400, 4301, 5000]))


def _fmt(value: float, old: str) -> str:
    return str(value) if "." in old else str(int(value))


# --- mjlog XML ---------------------------------------------------------------------------------


def _hands(text: str) -> list[tuple[int, int]]:
    """The spans of the hands (each <INIT> to the next, the last to </mjloggm>)."""
    starts = [m.start() for m in re.finditer(r"<INIT ", text)]
    end = text.rfind("</mjloggm>")
    if not starts or end < starts[-1]:
        return []
    return [(a, b) for a, b in zip(starts, [*starts[1:], end], strict=True)]


def _xml_alter(draw: Draw, text: str) -> str:
    tags = list(_READ.finditer(text))
    op = draw(
        st.sampled_from(
            ["drop", "empty", "number", "number", "number", "cut", "dropHand", "repeat", "name"]
        )
    )
    hands = _hands(text)
    if not tags or (not hands and op in ("cut", "dropHand", "repeat", "name")):
        return text
    if op in ("drop", "empty", "number"):
        tag = tags[draw(st.integers(0, len(tags) - 1))]
        attrs = list(_ATTR.finditer(tag.group(0)))
        if not attrs:
            return text
        attr = attrs[draw(st.integers(0, len(attrs) - 1))]
        whole = tag.group(0)
        if op == "drop":
            new = whole[: attr.start()] + whole[attr.end() :]
        elif op == "empty":
            new = whole[: attr.start()] + f'{attr.group(1)}{attr.group(2)}=""' + whole[attr.end() :]
        else:
            value = attr.group(3)
            numbers = list(_NUMBER.finditer(value))
            if not numbers:
                return text
            number = numbers[draw(st.integers(0, len(numbers) - 1))]
            changed = (
                value[: number.start()]
                + _number_text(draw, number.group(0))
                + value[number.end() :]
            )
            new = (
                whole[: attr.start()]
                + f'{attr.group(1)}{attr.group(2)}="{changed}"'
                + whole[attr.end() :]
            )
        return text[: tag.start()] + new + text[tag.end() :]
    if op == "cut":
        a, _ = hands[draw(st.integers(0, len(hands) - 1))]
        return text[:a] + "</mjloggm>"
    if op == "dropHand":
        a, b = hands[draw(st.integers(0, len(hands) - 1))]
        return text[:a] + text[b:]
    if op == "repeat":
        a, b = hands[draw(st.integers(0, len(hands) - 1))]
        return text[:b] + text[a:b] + text[b:]
    # a name: long, hostile, or a reconnect line naming one seat mid-game
    kind = draw(st.sampled_from(["long", "hostile", "reconnect"]))
    if kind == "reconnect":
        a, _ = hands[draw(st.integers(0, len(hands) - 1))]
        seat = draw(st.integers(0, 3))
        return text[:a] + f'<UN n{seat}="{quote("someone else")}"/>' + text[a:]
    seat = draw(st.integers(0, 3))
    name = "長" * 5000 if kind == "long" else draw(st.sampled_from(["\u202eevil", "a\x07b", " "]))
    return re.sub(rf'n{seat}="[^"]*"', f'n{seat}="{quote(name)}"', text, count=1)


# --- tenhou.net/6 JSON -------------------------------------------------------------------------


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the data, but inside the tiles of a hand (its parts 2 to 15 are places
    themselves: whole lists to drop or change)."""
    out = [path]
    if len(path) == 3 and path[0] == "log" and 2 <= path[2] <= 15:
        return out
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _paths(item, (*path, index))
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def _json_alter(draw: Draw, data: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The data altered, and text to splice in for a number JSON cannot hold (or None)."""
    op = draw(
        st.sampled_from(
            ["drop", "number", "number", "number", "text", "cut", "dropHand", "repeat", "name"]
        )
    )
    paths = [p for p in _paths(data) if p]
    if not paths:
        return data, None
    if op == "drop":
        path = paths[draw(st.integers(0, len(paths) - 1))]
        del _get(data, path[:-1])[path[-1]]
    elif op == "number":
        numbers = [
            p
            for p in paths
            if isinstance(_get(data, p), int | float) and not isinstance(_get(data, p), bool)
        ]
        if numbers:
            path = numbers[draw(st.integers(0, len(numbers) - 1))]
            text = _number_text(draw, str(_get(data, path)))
            try:
                value: Any = json.loads(text)
            except ValueError:
                value = None
            if isinstance(value, int | float) and len(text) < 20:
                _get(data, path[:-1])[path[-1]] = value
            else:  # a number JSON writes as text of its own: spliced in after dumping
                _get(data, path[:-1])[path[-1]] = "@@NUMBER@@"
                return data, text if text and text[0] in "-0123456789IN" else '"' + text + '"'
    elif op == "text":
        strings = [p for p in paths if isinstance(_get(data, p), str)]
        if strings:
            path = strings[draw(st.integers(0, len(strings) - 1))]
            old = _get(data, path)
            new = re.sub(
                r"\d+",
                lambda m: str(int(m.group(0)) + draw(st.sampled_from([1, 100]))),
                old,
                count=1,
            )
            _get(data, path[:-1])[path[-1]] = new if new != old else old + "x"
    elif op in ("cut", "dropHand", "repeat"):
        hands = data.get("log")
        if not isinstance(hands, list) or not hands:
            return data, None
        index = draw(st.integers(0, len(hands) - 1))
        if op == "cut":
            data["log"] = hands[: index + 1]
            if draw(st.booleans()):
                data.pop("sc", None)
        elif op == "dropHand":
            del hands[index]
        else:
            hands.insert(index, json.loads(json.dumps(hands[index])))
    else:
        kind = draw(st.sampled_from(["long", "five", "surrogate", "hostile"]))
        names = data.get("name", ["", "", "", ""])
        if not isinstance(names, list) or not names:
            return data, None
        if kind == "five":
            data["name"] = [*names, "fifth"]
        else:
            seat = draw(st.integers(0, len(names) - 1))
            names[seat] = {"long": "長" * 5000, "surrogate": "a\ud800", "hostile": "\u202eevil"}[
                kind
            ]
    return data, None


# --- both --------------------------------------------------------------------------------------


def draw_altered(draw: Draw, source: Path) -> bytes:
    """``source`` altered one to three times (see the module)."""
    raw = source.read_bytes()
    text = raw.decode("utf-8")
    times = draw(st.integers(1, 3))
    for _ in range(times):
        if draw(st.integers(0, 19)) == 0:  # the bytes themselves broken
            return _break_bytes(draw, text.encode("utf-8", "surrogatepass"))
        if text.lstrip().startswith("<"):
            text = _xml_alter(draw, text)
        else:
            try:
                loaded = json.loads(text)
            except ValueError:  # a number spliced in before: alter no further
                break
            if not isinstance(loaded, dict):
                break
            data, spliced = _json_alter(draw, loaded)
            text = json.dumps(data, ensure_ascii=False)
            if spliced is not None:
                text = text.replace('"@@NUMBER@@"', spliced, 1)
    return text.encode("utf-8", "surrogatepass")


def _break_bytes(draw: Draw, data: bytes) -> bytes:
    kind = draw(st.sampled_from(["stray", "surrogate", "utf16", "cut", "latin1"]))
    at = draw(st.integers(0, len(data)))
    if kind == "stray":
        return data[:at] + b"\xff" + data[at:]
    if kind == "surrogate":
        return data[:at] + "\ud800".encode("utf-8", "surrogatepass") + data[at:]
    if kind == "utf16":
        return data.decode("utf-8", "surrogatepass").encode("utf-16", "surrogatepass")
    if kind == "latin1":
        return data.decode("utf-8", "surrogatepass").encode("latin-1", "replace")
    return data[:at]


# --- the judge ---------------------------------------------------------------------------------


def judge(store: Any, path: Path, data: bytes) -> str:
    """Import ``data`` (written at ``path``) into ``store`` and check the outcome; returns
    "refused: <the message's first words>" or "imported (finished|unfinished)"."""
    path.write_bytes(data)
    before = store.count_games()
    try:
        outcome = import_log(store, path)
    except LogError as error:
        message = str(error)
        assert message, repr(message)
        assert "\n" not in message, repr(message)
        assert message == error.text(), message
        assert store.count_games() == before, "a refused log stored something"
        return "refused: " + _reason(message)
    assert not outcome.already
    assert outcome.replaced is None
    record = store.load_game(outcome.game_id)
    try:
        _as_the_log_says(record, data)
    finally:
        store.delete_game(outcome.game_id)
    return "imported " + ("finished" if record.finished else "unfinished")


def _reason(message: str) -> str:
    """The kind of a refusal: its words without numbers, names or quoted values."""
    words = re.sub(r"'[^']*'|\[[^\]]*\]|\([^)]*\)|-?\d[\d,.]*", "#", message)
    return " ".join(words.split()[:8])


def _replayed(record: Any) -> tuple[list[tuple[int, ...]], list[Any], Any]:
    """The scores at the start of each hand, each win's settlement (with what it was paid
    and the hand's honba), the final state."""
    state = engine_new_game(Rules.from_dict(record.rules))
    starts = [tuple(state.scores)]
    wins = []
    for entry in record.log[: record.index]:
        action = action_from_dict(entry)
        step = apply(state, action)
        if isinstance(action, Win):
            for index, win in enumerate(step.settlement.wins):
                paid = sum(
                    t.amount
                    for t in step.settlement.transfers
                    if t.reason == "hand" and t.win_index == index
                )
                wins.append((win, paid, state.honba))
        state = step.state
        if isinstance(action, Win | ExhaustiveDraw | AbortiveDraw):
            starts.append(tuple(state.scores))
    return starts[:-1], wins, state


def _as_the_log_says(record: Any, data: bytes) -> None:
    text = data.decode("utf-8-sig")
    starts, wins, state = _replayed(record)
    xml = text.lstrip().startswith("<")
    said = _xml_claims(text) if xml else _json_claims(json.loads(text))
    players = said["names"]
    assert record.players == [clean_name(n) or f"Player {i + 1}" for i, n in enumerate(players)]
    assert [tuple(s[: len(players)]) for s in said["starts"]] == starts
    assert len(said["wins"]) == len(wins)
    for (stated, honba, sticks, text_paid), (win, paid, counter) in zip(
        said["wins"], wins, strict=True
    ):
        if stated is not None:  # Tenhou states the hand's honba for every winner, paid or not
            assert (stated, honba, sticks) == (paid, counter, win.sticks)
        if text_paid is not None:
            basic = win.value.basic
            if win.discarder is not None:
                assert text_paid == (round_up_100(basic * (6 if win.dealer else 4)),)
            elif win.dealer:
                assert text_paid == (round_up_100(basic * 2),)
            else:
                assert text_paid == (round_up_100(basic), round_up_100(basic * 2))
    assert record.finished == (said["final"] is not None)
    if said["final"] is not None:
        result = final_results(state)
        scores, points = said["final"]
        assert list(result.scores) == scores[: len(players)]
        assert all(
            abs(a - b) < 1e-6 for a, b in zip(result.points, points[: len(players)], strict=True)
        )


def _xml_claims(text: str) -> dict[str, Any]:
    names = None
    starts: list[list[int]] = []
    wins = []
    final = None
    result_seen = True
    sanma = False
    for tag in _TAG.finditer(text):
        attrs = {m.group(2): m.group(3) for m in _ATTR.finditer(tag.group(0))}
        kind = tag.group(1)
        if kind == "GO" and attrs.get("type"):
            sanma = bool(int(attrs["type"]) & 0x10)
        elif kind == "UN" and names is None:
            names = [unquote(attrs.get(f"n{i}", ""), errors="strict") for i in range(4)]
        elif kind == "INIT":
            if not result_seen:
                break
            starts.append([int(v) * 100 for v in attrs["ten"].split(",")])
            result_seen = False
        elif kind in ("AGARI", "RYUUKYOKU"):
            result_seen = True
            if kind == "AGARI":
                ten = attrs["ten"].split(",")
                ba = attrs["ba"].split(",")
                wins.append((int(ten[1]), int(ba[0]), int(ba[1]), None))
            if "owari" in attrs:
                parts = attrs["owari"].split(",")
                final = ([int(v) * 100 for v in parts[0::2]], [float(v) for v in parts[1::2]])
    if not result_seen:
        starts.pop()
    names = names or ["", "", "", ""]
    return {"names": names[:3] if sanma else names, "starts": starts, "wins": wins, "final": final}


def _json_claims(data: dict[str, Any]) -> dict[str, Any]:
    names = data.get("name", ["", "", "", ""])  # a log without names: the seats' own
    rule = data.get("rule")
    disp = rule.get("disp") if isinstance(rule, dict) else ""
    three = (isinstance(disp, str) and "三" in disp) or len(names) == 3
    wins = []
    for hand in data["log"]:
        result = hand[16]
        if result[0] == "和了":
            for index in range(2, len(result), 2):
                value = re.search(r"(\d+)(?:-(\d+))?点", result[index][3])
                assert value is not None
                paid = tuple(int(v) for v in value.groups() if v is not None)
                wins.append((None, None, None, paid))
    final = None
    if "sc" in data:
        final = ([int(v) for v in data["sc"][0::2]], [float(v) for v in data["sc"][1::2]])
    return {
        "names": names[:3] if three else names,
        "starts": [list(hand[1]) for hand in data["log"]],
        "wins": wins,
        "final": final,
    }
